/**
 * CSRF defence for /api: a state-changing request (POST, PUT, PATCH, DELETE) that a browser sends from another site
 * is refused with 403 before anything runs. The session cookie is SameSite=Lax already; this is the second line and
 * also covers login CSRF and contact-form spam posted from other sites.
 *
 *   Sec-Fetch-Site: cross-site              → refused
 *   Origin present and ≠ this server's own origin (scheme://host[:port], as the client reached it; behind a proxy
 *   that needs TRUST_PROXY so X-Forwarded-Proto/Host count) → refused — including Origin: null
 *   Sec-Fetch-Site same-origin / same-site / none, with a matching Origin or none → allowed
 *   neither header (curl, server-to-server, tests)  → allowed
 *
 * A same-site page on another origin (a sibling subdomain) sends a different Origin and is therefore refused too:
 * nothing legitimate posts to this API from anywhere but its own pages. GET/HEAD/OPTIONS never change state, so they
 * pass (the API has no state-changing GET: src/server/security/security.api.test.ts walks them all).
 */
import type { Request, RequestHandler } from 'express';
import { HttpError } from '../http/errors';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export const CROSS_SITE_MESSAGE = 'Cross-site request refused';

/** scheme://host[:port] of this request as the client addressed it (Express 5 `req.host` keeps the port). */
export function ownOrigin(req: Request): string {
  return `${req.protocol}://${req.host}`.toLowerCase();
}

export function crossSiteReason(req: Request): string | null {
  if (!STATE_CHANGING.has(req.method)) return null;
  const site = req.get('sec-fetch-site')?.trim().toLowerCase();
  if (site === 'cross-site') return 'Sec-Fetch-Site: cross-site';
  const origin = req.get('origin');
  if (origin !== undefined && origin.trim().toLowerCase() !== ownOrigin(req)) return `Origin ${origin}`;
  return null;
}

export const refuseCrossSiteWrites: RequestHandler = (req, _res, next) => {
  next(crossSiteReason(req) ? new HttpError(403, CROSS_SITE_MESSAGE) : undefined);
};
