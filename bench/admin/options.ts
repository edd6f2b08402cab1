/** The back-office bench's options, goals, and the screens and lists it measures (bench/admin.ts says what it does). */
import { scaleArg } from '../../scripts/seed-large';

const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
export const SCALE = scaleArg();
export const RUNS = Number(arg('runs') ?? 40);
export const DB = arg('db') ?? 'pglite';
if (!['pglite', 'postgres', 'both'].includes(DB)) throw new Error(`--db must be pglite, postgres or both: ${DB}`);
export const BROWSER = !process.argv.includes('--no-browser');
/** Keep the seeded database for the next run at this scale, and use the one a previous run kept (see databases.ts). */
export const REUSE = process.argv.includes('--reuse');
/** Measure only the profitability report's views (issue 36), on a kept database with --reuse: a quick re-measure. */
export const PROFIT_ONLY = process.argv.includes('--profitability-only');
/**
 * The schema the seed writes to (the seed's code reads the tables of every migration up to this one); the later
 * migrations are then timed on the seeded database.
 */
export const BASELINE_MIGRATION = '0027_analytics_day_values';

export const ADMIN = { username: 'bench-admin', password: 'bench-password-1' };
/** unbilledMs: issue 36's "unbilled-time query of a project with 10,000 entries p95 ≤ 100 ms". */
/** profitMs: issue 36's "profitability report p95 ≤ 300 ms per view on both databases". */
export const GOALS = { firstRowsMs: 300, searchMs: 150, endpointP95Ms: 50, csvMs: 10_000, dashboardMs: 300, unbilledMs: 100, profitMs: 300 };

export type Row = Record<string, string | number>;

export interface Screen {
  path: string;
  resource: string;
  /** Text that only real rows of this screen contain. */
  row: RegExp;
  /** The rows' text is matched on elements of this CSS selector only (default: any element, by getByText). */
  rowTag?: string;
  /** Searches that narrow the list (each different: a repeated search is answered from the client's cache); none: the screen has no search box. */
  searches?: [string, string, string];
  /** The search box's accessible name (cs), where the screen has more than one. */
  searchBox?: string;
}

const COMPANY_ROW = /Pekárna|Autoservis|Kavárna|Studio|Vinotéka|Truhlářství|Ordinace|Hotel|Květinářství/;
export const SCREENS: Screen[] = [
  { path: '/admin/clients', resource: 'clients', row: COMPANY_ROW, searches: ['Vinotéka', 'Kavárna', 'Hotel'] },
  { path: '/admin/messages', resource: 'messages', row: /poptavka\d+@example\.cz/, searches: ['e-shop', 'logo', 'Instagram'] },
  // The project list's own cards (the accounting table above them shows project names too).
  { path: '/admin/projects', resource: 'projects', row: /Projekt \d+:/, rowTag: 'li h3', searches: ['logo', 'web', 'e-shop'], searchBox: 'Hledat v projektech (název, popis, stav)' },
  { path: '/admin/blog', resource: 'blog', row: /clanek-\d+/, searches: ['clanek-99', 'clanek-42', 'clanek-7'] },
  { path: '/admin/portfolio', resource: 'portfolio', row: /Reference \d+/, searches: ['Reference 42', 'Reference 7', 'Reference 199'] },
  { path: '/admin/proposals', resource: 'proposals', row: /Nabídka: / },
  // The number column's span: an invoice number alone (2026-0042, not inside a proposal's N-2026-0042 still on screen
  // from the screen before) or a draft's "Koncept" in italics (the newest rows at scale are drafts; the state filter's
  // <option>Koncept</option> and a draft proposal's status badge "Koncept" are not these spans).
  { path: '/admin/invoices', resource: 'invoices', row: /^(20\d\d-\d{4,5}|Koncept)$/, rowTag: 'span.font-mono, span.italic', searches: ['Nováková', 'Horák', 'Černý'] },
  { path: '/admin/payments', resource: 'bank-transactions', row: /Platba \d+|SEED-U\d+/ },
  // The dashboard, back from another screen: its figures and the accounting overview (a paged list with its search).
  { path: '/admin', resource: 'accounting', row: /Projekt \d+:/, rowTag: 'td', searches: ['Nováková', 'logo', 'Horák'], searchBox: 'Hledat podle klienta nebo projektu' },
];

/** Every admin list endpoint: a search and a text column to sort by (null: the list has neither). */
export const LISTS: { resource: string; q: string | null; sort: string | null }[] = [
  { resource: 'clients', q: 'Vinotéka', sort: 'name' },
  { resource: 'messages', q: 'e-shop', sort: 'name' },
  { resource: 'projects', q: 'logo', sort: 'name' },
  { resource: 'accounting', q: 'Nováková', sort: 'clientName' },
  { resource: 'blog', q: 'clanek-99', sort: 'title' },
  { resource: 'portfolio', q: 'Reference 42', sort: 'title' },
  { resource: 'proposals', q: 'kampaň', sort: 'title' },
  { resource: 'invoices', q: 'Nováková', sort: 'clientName' },
  { resource: 'mail', q: 'seed', sort: 'subject' },
  { resource: 'media', q: 'seed', sort: 'originalName' },
  { resource: 'activity', q: null, sort: null },
  { resource: 'bank-transactions', q: null, sort: null },
];

/** The accounting overview's other views (its computed sorts and the service filter), each a first page of 50. */
export const ACCOUNTING_VIEWS = [
  'sort=amountPaid&dir=desc',
  'sort=profitMargin&dir=desc',
  'sort=daysRemaining&dir=asc',
  'serviceType=marketing',
  'serviceType=marketing&q=Nov%C3%A1kov%C3%A1&sort=profitMargin',
];

export const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};
export const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
export const mb = (kb: number) => `${(kb / 1024).toFixed(0)} MB`;
