/**
 * The client portal (issue 25, decision 032, docs/product/client-portal.md): a client's own proposals, invoices,
 * projects and details, signed in by a single-use e-mail link (no passwords). Server-rendered pages at /portal (cs) and
 * /en/portal (en), never cached, never indexed. A client session is a portal session only: it has its own cookie and
 * table, and it never opens /api/admin; a staff session opens nothing in the portal.
 *
 * This file is the one table of the portal's routes (the route walk derives every expected answer from it) and the
 * constants and payload schemas shared by its pages and tests.
 */
import { z } from 'zod';
import type { Language } from './constants';
import { LANGUAGES } from './constants';

export const PORTAL_PREFIX: Readonly<Record<Language, string>> = { cs: '/portal', en: '/en/portal' };

/** A sign-in link is valid this long after it was sent, and only once. */
export const PORTAL_LINK_TTL_MS = 15 * 60 * 1000;
/** A portal session ends this long after sign-in, however active (the client signs in again from a new link). */
export const PORTAL_SESSION_ABSOLUTE_MS = 30 * 24 * 60 * 60 * 1000;
/** …and after this long without a request. */
export const PORTAL_SESSION_IDLE_MS = 7 * 24 * 60 * 60 * 1000;
/** Sign-in requests: per e-mail address and per IP address, in one window. */
export const PORTAL_SIGN_IN_LIMITS = { perAddress: 5, perIp: 20, windowMs: 15 * 60 * 1000 } as const;
/** Messages a client sends from the portal, per client, in one window (the contact form's rule, per client). */
export const PORTAL_MESSAGE_LIMITS = { perClient: 10, windowMs: 60 * 60 * 1000 } as const;

/** The cookie of a portal session (`__Host-` when cookies are always secure in production, as the staff cookie). */
export const PORTAL_COOKIE_NAME = 'portal_sid';
export const PORTAL_HOST_COOKIE_NAME = '__Host-portal_sid';

/**
 * Who a route is for:
 *  - 'anyone': the sign-in pages (a signed-in client is sent on to the overview where that is meant);
 *  - 'client': a signed-in client, about their own records only. `owns` names the record of `:id`, looked up by the
 *    session's client id inside the data module: another client's id answers 404, exactly like an id that does not
 *    exist. Without a portal session: GET answers 303 to the sign-in page, a POST 401 (the page of that answer).
 */
export type PortalRouteAudience = 'anyone' | 'client';
export type PortalOwnedRecord = 'proposal' | 'invoice' | 'project';

export interface PortalRoute {
  method: 'GET' | 'POST';
  /** After the language prefix; '' is the prefix itself. */
  path: string;
  who: PortalRouteAudience;
  owns?: PortalOwnedRecord;
  /** What the route answers to its own client (the walk checks it): a page, a redirect after a form, a download. */
  answers: 'page' | 'redirect' | 'pdf' | 'png' | 'zip';
}

export const PORTAL_ROUTES = [
  /** Signed out: the sign-in form; signed in: the overview (proposals, invoices, projects, details). */
  { method: 'GET', path: '', who: 'anyone', answers: 'page' },
  /** The e-mail address: the same "check your e-mail" page whether or not it is known. */
  { method: 'POST', path: '/sign-in', who: 'anyone', answers: 'page' },
  /** The link from the e-mail: a page with one button (mail scanners open links; only the button's POST uses it). */
  { method: 'GET', path: '/sign-in/:token', who: 'anyone', answers: 'page' },
  { method: 'POST', path: '/sign-in/:token', who: 'anyone', answers: 'redirect' },
  { method: 'POST', path: '/sign-out', who: 'client', answers: 'redirect' },
  { method: 'GET', path: '/proposals/:id', who: 'client', owns: 'proposal', answers: 'page' },
  /** Accept or decline (the proposal page's form and rules). */
  { method: 'POST', path: '/proposals/:id', who: 'client', owns: 'proposal', answers: 'page' },
  { method: 'GET', path: '/proposals/:id/pdf', who: 'client', owns: 'proposal', answers: 'pdf' },
  { method: 'GET', path: '/invoices/:id', who: 'client', owns: 'invoice', answers: 'page' },
  { method: 'GET', path: '/invoices/:id/pdf', who: 'client', owns: 'invoice', answers: 'pdf' },
  { method: 'GET', path: '/invoices/:id/qr.png', who: 'client', owns: 'invoice', answers: 'png' },
  { method: 'GET', path: '/projects/:id', who: 'client', owns: 'project', answers: 'page' },
  /** A message about the project: lands in the inbox linked to the client and the project. */
  { method: 'POST', path: '/projects/:id/messages', who: 'client', owns: 'project', answers: 'redirect' },
  /**
   * The time logged on the project, per month (newest first, PORTAL_TIME_MONTHS a page, `?page=2`…), per activity and
   * per day — only while staff show the client their time (`showsTime`); otherwise 404 like a page that does not exist
   * (issue 36, docs/product/time-and-profit.md#client-portal-hours).
   */
  { method: 'GET', path: '/projects/:id/time', who: 'client', owns: 'project', answers: 'page' },
  /** The client's own details, and a request to change the billing details (staff approve it). */
  { method: 'GET', path: '/details', who: 'client', answers: 'page' },
  { method: 'POST', path: '/details', who: 'client', answers: 'redirect' },
  /** Everything stored about the client (GDPR): one ZIP with JSON and CSV files. */
  { method: 'GET', path: '/export', who: 'client', answers: 'zip' },
] as const satisfies readonly PortalRoute[];

/** The address of a portal page in a language: portalPath('en', '/invoices/7') → '/en/portal/invoices/7'. */
export function portalPath(language: Language, path = ''): string {
  return `${PORTAL_PREFIX[language]}${path}`;
}

/** The language of a portal address (by its prefix). */
export function portalLanguageOfPath(path: string): Language {
  return path === PORTAL_PREFIX.en || path.startsWith(`${PORTAL_PREFIX.en}/`) ? 'en' : 'cs';
}

/** Who is signed in to the portal: read from the portal session on every portal request. */
export interface PortalCaller {
  clientId: number;
  /** The address the link was sent to (the client's e-mail at that time). */
  email: string;
  sessionId: string;
}

export const portalSignInSchema = z.object({
  email: z.string().trim().toLowerCase().email().max(254),
  language: z.enum(LANGUAGES).optional(),
});
export type PortalSignInInput = z.infer<typeof portalSignInSchema>;

/** A message about a project from the portal (the contact form's length rule). */
export const portalMessageSchema = z.object({
  message: z.string().trim().min(1).max(5000),
});
export type PortalMessageInput = z.infer<typeof portalMessageSchema>;

/** Staff turn a client's portal access on or off (PUT /api/admin/clients/:id/portal). */
export const portalAccessSchema = z.object({ enabled: z.boolean() });
export type PortalAccessInput = z.infer<typeof portalAccessSchema>;

/**
 * Staff show the client the time logged on their projects, or stop (PATCH /api/admin/clients/:id/portal; issue 36,
 * docs/product/time-and-profit.md#client-portal-hours). Only while the client has portal access.
 */
export const portalShowsTimeSchema = z.object({ showsTime: z.boolean() });
export type PortalShowsTimeInput = z.infer<typeof portalShowsTimeSchema>;

/** The API's texts of refused portal changes (the back office shows its own translations). */
export const PORTAL_ACCESS_MESSAGES = {
  /** The time can be shown only while the client has portal access (409). */
  accessOff: 'Turn the portal access on first',
} as const;

/** Months of logged time on one page of a project's time in the portal. */
export const PORTAL_TIME_MONTHS = 3;

/** A client's portal as staff see it on the client's page. */
export interface AdminClientPortal {
  enabled: boolean;
  enabledAt: string | null;
  /** Sessions not yet ended or expired. */
  activeSessions: number;
  lastSignInAt: string | null;
  /** Change requests of billing details waiting for staff. */
  pendingChangeRequests: number;
  /** The portal lists the time logged on the client's projects (false while access is off: turned on again, it is off). */
  showsTime: boolean;
}
