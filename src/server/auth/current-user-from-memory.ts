/**
 * GET /api/user answered from this process's memory, before the Express stack (decision 018): when the request's
 * signed session cookie names a session, and its user and the security settings, that the staff-access cache holds
 * fresh copies of (decision 017), and the session needs nothing written — no idle-expiry renewal due, within its
 * absolute lifetime. Anything else (no cookie, a bad signature, a copy missing or older than the cache's bound, a
 * renewal due, a pending two-factor sign-in, a deactivated user, an invalid Host header) gets no early answer, and the route answers as
 * always (src/server/auth/auth-routes.ts), renewing the session and its cookie when due.
 *
 * The answer is the route's: the same body (currentUserAnswer), `Cache-Control: no-store` and Express's res.json.
 * It sends no Set-Cookie: the browser's cookie was set with the stored expiry's last renewal, so it outlives the session.
 */
import type { Request, Response } from 'express';
import { parse as parseCookies } from 'cookie';
import { unsign } from 'cookie-signature';
import type { SessionData } from 'express-session';
import type { Database } from '../db/database';
import type { EarlyAnswer } from '../http/early-answers';
import { API_CACHE_CONTROL } from '../http/api-cache-control';
import { hostHeaderAcceptable } from '../http/host-header';
import { currentUserAnswer } from './require-user';
import { hashSessionId, pastAbsoluteLifetime, renewalDue, SESSION_IDLE_TIMEOUT_MS } from './session-store';
import { staffAccessCache } from './staff-access-cache';

export const CURRENT_USER_PATH = '/api/user';

export interface SessionCookie {
  /** The session cookie's name (sessionCookieName in app.ts). */
  name: string;
  /** Signs the session cookie (express-session's `s:` + cookie-signature format). */
  secret: string;
}

/** `beforeAnswer` runs once the answer is certain, before it is sent (the access log starts its clock there). */
export function currentUserFromMemory(db: Database, cookie: SessionCookie, beforeAnswer?: (req: Request, res: Response) => void): EarlyAnswer {
  const cache = staffAccessCache(db);
  return (early) => {
    const { req } = early;
    if (req.method !== 'GET' || req.url !== CURRENT_USER_PATH) return false;
    // An invalid Host is the API's 400 (src/server/http/host-header.ts): no early answer.
    if (!hostHeaderAcceptable(req.headers.host)) return false;
    const header = req.headers.cookie;
    if (!header) return false;
    const signed = parseCookies(header)[cookie.name];
    if (!signed?.startsWith('s:')) return false;
    const sid = unsign(signed.slice(2), cookie.secret);
    if (sid === false) return false;
    const session = cache.peekSession(hashSessionId(sid));
    if (!session) return false;
    const now = Date.now();
    if (renewalDue(session.expiresAt, now + SESSION_IDLE_TIMEOUT_MS)) return false;
    const data = session.data as Partial<SessionData>;
    if (!data.userId) return false;
    if (pastAbsoluteLifetime(data.signedInAt, now)) return false;
    const user = cache.peekUser(data.userId);
    if (!user?.active) return false;
    const settings = cache.peekSecuritySettings();
    if (!settings) return false;
    // Express's res.json, as the route answers: Content-Type, the ETag and a 304 when it matches.
    const express = early.express();
    beforeAnswer?.(express.req, express.res);
    express.res.setHeader('Cache-Control', API_CACHE_CONTROL);
    express.res.json(currentUserAnswer(user, settings));
    return true;
  };
}
