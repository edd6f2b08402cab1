/**
 * Who may use which part of the back office: one table, read by the server's guard on every /api/admin route and by
 * the back office to hide menu entries and buttons a role cannot use.
 *
 * An area is the first segment of an /api/admin path ('/clients/:id' → 'clients'). A path whose area is not listed
 * here is for admins only, so a route added later is closed to editors until this table opens it.
 */
import type { UserRole } from './constants';

export const ADMIN_AREA_ROLES = {
  /** Dashboard totals (read-only). */
  stats: ['admin', 'editor'],
  blog: ['admin', 'editor'],
  portfolio: ['admin', 'editor'],
  /** The media library: images of posts and portfolio items. */
  media: ['admin', 'editor'],
  /** The public site's texts and pages' social images (issue 35 point 2); prices and payment links are settings. */
  'site-texts': ['admin', 'editor'],
  clients: ['admin'],
  projects: ['admin'],
  accounting: ['admin'],
  messages: ['admin'],
  /** Proposals to clients (issue 22): clients' contacts and money, like clients. */
  proposals: ['admin'],
  /** Invoices, advance invoices and credit notes, their payments (issue 23): the agency's money, admins only. */
  invoices: ['admin'],
  /** Uploaded bank statements and their transactions (pairing payments with invoices). */
  'bank-statements': ['admin'],
  'bank-transactions': ['admin'],
  /** The Fio bank feeds (issue 37 point 4): the accounts' API tokens, admins only. */
  'bank-feeds': ['admin'],
  /** Outgoing mail (the enquiry outbox) and the mail settings. */
  mail: ['admin'],
  settings: ['admin'],
  team: ['admin'],
  activity: ['admin'],
  /** Time entries and the timer (issue 36): everyone keeps their own time, admins everyone's (checked per entry). */
  time: ['admin', 'editor'],
  /** Revenue, cost and profit per project, client, service, person and month (issue 36): the agency's money, admins only. */
  profitability: ['admin'],
  /** Invoices received from suppliers (issue 36 point 5): the agency's costs, admins only — editors never see costs. */
  'received-invoices': ['admin'],
  /** ČNB exchange rates (issue 37 point 3): the rate of an EUR invoice's DUZP for the invoice editor, like invoices. */
  'exchange-rates': ['admin'],
  /** Cookieless analytics: the content figures (visits, pages, posts, sources, languages, devices). */
  analytics: ['admin', 'editor'],
  /** Company lookups in ARES (issue 37): filling clients' and the agency's billing details, like clients. */
  ares: ['admin'],
  /** The accountant's month-end ZIP (issue 38): every issued and received document of a period, admins only. */
  'accountant-export': ['admin'],
} as const satisfies Record<string, readonly UserRole[]>;

export type AdminArea = keyof typeof ADMIN_AREA_ROLES;

const ADMINS_ONLY: readonly UserRole[] = ['admin'];

/** The area of an /api/admin route path (the part after /api/admin), e.g. '/blog/:id/publish' → 'blog'. */
export function adminAreaOfPath(path: string): string {
  return path.replace(/^\/+/, '').split(/[/?]/, 1)[0] ?? '';
}

/**
 * Parts of an area closed to some of its roles: the analytics' funnel, enquiries and revenue are business figures (the
 * enquiries behind them are messages), for admins only; an editor sees the content figures.
 */
export const ADMIN_SUBAREA_ROLES: Readonly<Record<string, readonly UserRole[]>> = {
  'analytics/funnel': ['admin'],
  'analytics/enquiries': ['admin'],
  /** Accepted proposals and payments by the visit behind them: the agency's money. */
  'analytics/revenue': ['admin'],
};

/** The roles allowed on an /api/admin route path; admins only for an area the table does not list. */
export function rolesForAdminPath(path: string): readonly UserRole[] {
  const subarea = path.replace(/^\/+/, '').split(/[/?]/, 2).join('/');
  if (Object.hasOwn(ADMIN_SUBAREA_ROLES, subarea)) return ADMIN_SUBAREA_ROLES[subarea]!;
  const area = adminAreaOfPath(path);
  return Object.hasOwn(ADMIN_AREA_ROLES, area) ? ADMIN_AREA_ROLES[area as AdminArea] : ADMINS_ONLY;
}

export function roleMayUse(role: UserRole, area: AdminArea): boolean {
  return (ADMIN_AREA_ROLES[area] as readonly UserRole[]).includes(role);
}

/** Answer texts of the staff rules (the API's English; the back office shows its own translations). */
export const ACCESS_MESSAGES = {
  forbidden: 'Your role does not allow this',
  passwordChangeRequired: 'Change your one-time password first',
  twoFactorSetupRequired: 'Set up two-factor sign-in first',
  lastAdmin: 'At least one active admin must remain',
} as const;
