/**
 * What every part of the client portal's routes shares (issue 25, decision 032): the database, the rate limiter, the
 * mailer, the portal sessions, the cookie, and the per-request helpers — who is signed in (res.locals), the page's
 * language (by its prefix), and the answers a portal route gives (a page, a redirect, the sign-in redirect).
 */
import { AGENCY_PROFILE_DEFAULTS } from '@/shared/schemas/agency-profile';
import type { PortalPage } from '@/server/web/portal/portal-html';
import type { Request, Response } from 'express';
import type { Language } from '@/shared/constants';
import { portalPath, type PortalCaller } from '@/shared/portal';
import type { Database } from '@/server/db/database';
import type { PortalSessionStore } from '@/server/data/portal/portal-sessions';
import type { Mailer } from '@/server/mail/mailer';
import type { RateLimiter, RateLimitSettings } from '@/server/security/rate-limit';

export interface PortalCookie {
  name: string;
  /** Secure attribute: always, never, or as the request came (HTTPS behind a trusted proxy). */
  secure: 'always' | 'never' | 'auto';
}

export interface PortalContext {
  db: Database;
  limiter: RateLimiter;
  settings: RateLimitSettings;
  /** The server's secret (SESSION_SECRET): the key of the hashed e-mail addresses the sign-in limit counts. */
  secret: string;
  mailer: Mailer;
  /** Wakes the outbox sender after a write that queued mail. */
  wake: () => void;
  /** The origin of links in e-mails (PUBLIC_URL), never a request's Host. */
  origin: string;
  sessions: PortalSessionStore;
  cookie: PortalCookie;
  /** Where work done after the answer reports a failure (the sign-in link request; logged by the app). */
  onError?: (err: unknown) => void;
}

interface PortalLocals {
  portalCaller?: PortalCaller | null;
  portalLanguage?: Language;
  portalAgencyName?: string;
}

/** The signed-in client of this request (null: nobody), set by the session middleware of portal-routes.ts. */
export function callerOf(res: Response): PortalCaller | null {
  return (res.locals as PortalLocals).portalCaller ?? null;
}
export function setCaller(res: Response, caller: PortalCaller | null): void {
  (res.locals as PortalLocals).portalCaller = caller;
}
/** The language of the page (by its address: /portal Czech, /en/portal English). */
export function languageOf(res: Response): Language {
  return (res.locals as PortalLocals).portalLanguage ?? 'cs';
}
export function setLanguage(res: Response, language: Language): void {
  (res.locals as PortalLocals).portalLanguage = language;
}
/** The page's language and the agency profile's name (its header), read once per request by portal-routes.ts. */
export function portalPageOf(res: Response): PortalPage {
  const locals = res.locals as PortalLocals;
  return { language: locals.portalLanguage ?? 'cs', agencyName: locals.portalAgencyName ?? AGENCY_PROFILE_DEFAULTS.name };
}
export function setAgencyName(res: Response, name: string): void {
  (res.locals as PortalLocals).portalAgencyName = name;
}

/** A portal HTML answer: never cached, never indexed. */
export function sendPortalHtml(res: Response, status: number, html: string): void {
  res.status(status).set({ 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex, nofollow' }).type('html').send(html);
}

/** After a form: 303 to a portal page of the request's language. */
export function redirectInPortal(res: Response, path = ''): void {
  res.set('Cache-Control', 'no-store').redirect(303, portalPath(languageOf(res), path));
}

/** The ids in portal addresses: positive whole numbers only; anything else is a page that does not exist. */
export function portalIdParam(req: Request): number | null {
  const raw = String(req.params.id ?? '');
  if (!/^[1-9]\d{0,8}$/.test(raw)) return null;
  return Number(raw);
}

/** The cookie options of a portal session (HttpOnly, SameSite=Lax, path /, Secure per the setting). */
export function portalCookieOptions(req: Request, cookie: PortalCookie, expires?: Date) {
  const secure = cookie.secure === 'always' ? true : cookie.secure === 'never' ? false : req.secure;
  return { httpOnly: true, sameSite: 'lax' as const, path: '/', secure, ...(expires ? { expires } : {}) };
}
