/**
 * Profitability (issue 36 point 6, docs/product/time-and-profit.md#profitability): revenue, cost, profit, margin and
 * effective hourly rate per project, client, service type, person or month of a period — the query of
 * GET /api/admin/profitability, its answer, and the rules every figure follows. All money in haléře (CZK), time in
 * minutes; the server sums integers, this module derives the ratios (the same rounding as the SQL that sorts by them).
 */
import { z } from 'zod';
import { LANGUAGES, type Language } from './constants';
import { divideRounded } from './money/rounding';
import { daysOfMonth } from './time/retainers';

/** What the report's rows are. */
export const PROFIT_VIEWS = ['project', 'client', 'service', 'person', 'month'] as const;
export type ProfitView = (typeof PROFIT_VIEWS)[number];

export const PROFIT_SORT_KEYS = ['label', 'revenue', 'cost', 'profit', 'margin', 'minutes', 'effectiveRate'] as const;
export type ProfitSortKey = (typeof PROFIT_SORT_KEYS)[number];

/** The longest period a view reads: five years of months. */
export const MAX_PROFIT_MONTHS = 60;
export const PROFIT_PAGE_MAX = 500;
export const PROFIT_PAGE_DEFAULT = 50;

export const PROFIT_MESSAGES = {
  viewInvalid: `Must be one of: ${PROFIT_VIEWS.join(', ')}`,
  monthInvalid: 'Must be a month (yyyy-mm)',
  periodInvalid: 'The period must not end before it starts',
  periodTooLong: `At most ${MAX_PROFIT_MONTHS} months`,
  sortInvalid: `Must be one of: ${PROFIT_SORT_KEYS.join(', ')}`,
} as const;

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
const month = () => z.string({ error: PROFIT_MESSAGES.monthInvalid }).regex(MONTH, PROFIT_MESSAGES.monthInvalid);

/** Months from `from` to `to`, both included (1 for one month). */
export function monthsInPeriod(from: string, to: string): number {
  const [fy, fm] = from.split('-').map(Number) as [number, number];
  const [ty, tm] = to.split('-').map(Number) as [number, number];
  return (ty - fy) * 12 + (tm - fm) + 1;
}

/** The default period: the office year's January to the current month (yyyy-mm of `today`, yyyy-mm-dd). */
export function defaultProfitPeriod(today: string): { from: string; to: string } {
  return { from: `${today.slice(0, 4)}-01`, to: today.slice(0, 7) };
}

/** The first and last day of a period of months (yyyy-mm-dd). */
export function profitPeriodDays(from: string, to: string): { from: string; to: string } {
  return { from: daysOfMonth(from).from, to: daysOfMonth(to).to };
}

const periodFields = {
  view: z.enum(PROFIT_VIEWS, { error: PROFIT_MESSAGES.viewInvalid }).default('project'),
  /** yyyy-mm; both missing: defaultProfitPeriod. */
  from: month().optional(),
  to: month().optional(),
  q: z.string({ error: 'Must be a single text' }).trim().max(200, 'Must be at most 200 characters').default(''),
  sort: z.enum(PROFIT_SORT_KEYS, { error: PROFIT_MESSAGES.sortInvalid }).optional(),
  dir: z.enum(['asc', 'desc'], { error: 'Must be one of: asc, desc' }).optional(),
};

function periodRule(value: { from?: string | undefined; to?: string | undefined }, ctx: z.RefinementCtx): void {
  if (value.from === undefined || value.to === undefined) return;
  if (value.to < value.from) ctx.addIssue({ code: 'custom', path: ['to'], message: PROFIT_MESSAGES.periodInvalid });
  else if (monthsInPeriod(value.from, value.to) > MAX_PROFIT_MONTHS) ctx.addIssue({ code: 'custom', path: ['to'], message: PROFIT_MESSAGES.periodTooLong });
}

const count = (min: number, max: number) => {
  const message = `Must be a whole number from ${min} to ${max}`;
  return z.coerce.number({ error: message }).int(message).min(min, message).max(max, message);
};

/** GET /api/admin/profitability?view&from&to&q&sort&dir&limit&offset */
export const profitQuerySchema = z
  .object({ ...periodFields, limit: count(1, PROFIT_PAGE_MAX).default(PROFIT_PAGE_DEFAULT), offset: count(0, 1_000_000_000).default(0) })
  .superRefine(periodRule);
/** GET /api/admin/profitability/export?view&from&to&q&sort&dir&lang (CSV of every row) */
export const profitExportSchema = z
  .object({ ...periodFields, lang: z.enum(LANGUAGES, { error: `Must be one of: ${LANGUAGES.join(', ')}` }).default('cs') })
  .superRefine(periodRule);
export type ProfitQueryInput = z.output<typeof profitQuerySchema>;

/** The sort a view opens with: the most profitable first; months in calendar order. */
export function defaultProfitSort(view: ProfitView): { sort: ProfitSortKey; dir: 'asc' | 'desc' } {
  return view === 'month' ? { sort: 'label', dir: 'asc' } : { sort: 'profit', dir: 'desc' };
}

/** The integer sums of a row (or of the whole period). */
export interface ProfitSums {
  /** Issued invoices and credit notes without VAT, in CZK, by their DUZP. */
  revenue: number;
  /** Logged minutes × the person's cost per hour on the day, each entry rounded to the haléř. */
  timeCost: number;
  /** Received invoices (without reclaimable VAT), in CZK, by their DUZP. */
  expenses: number;
  minutes: number;
}

/** A row's figures: its sums and what follows from them. */
export interface ProfitFigures extends ProfitSums {
  cost: number;
  profit: number;
  /** Profit / revenue in tenths of a percent (25.3 % → 253); null without a positive revenue. */
  marginTenths: number | null;
  /** Revenue per logged hour, haléře; null without logged time. */
  effectiveRate: number | null;
}

/** The cost, profit, margin and effective hourly rate of the sums (rounded half away from zero, as the SQL sorts). */
export function profitFigures(sums: ProfitSums): ProfitFigures {
  const cost = sums.timeCost + sums.expenses;
  const profit = sums.revenue - cost;
  return {
    ...sums,
    cost,
    profit,
    marginTenths: sums.revenue > 0 ? divideRounded(profit * 1000, sums.revenue) : null,
    effectiveRate: sums.minutes > 0 ? divideRounded(sums.revenue * 60, sums.minutes) : null,
  };
}

/** One row of a view. `key` null: what the view cannot attribute (an invoice or cost without a project, …). */
export interface ProfitRow extends ProfitFigures {
  /** The project, client or person id, the service type, or the month (yyyy-mm). */
  key: string | null;
  /** The project's, client's or person's name; the service type or month for those views; null for the unattributed row. */
  label: string | null;
  /** The project view: the project's client; else null. */
  detail: string | null;
}

export interface ProfitAnswer {
  view: ProfitView;
  from: string;
  to: string;
  rows: ProfitRow[];
  /** Rows of the view matching q (the page is `rows`). */
  total: number;
  /** The whole period (every row of the view, q ignored). */
  totals: ProfitFigures;
  /** Minutes logged in the period by people without a cost rate on the day: counted as hours, at no cost. */
  minutesWithoutCostRate: number;
}

/** The name of a view's unattributed row (key null), per language: what it holds differs by view. */
export const UNATTRIBUTED_LABELS: Record<Exclude<ProfitView, 'month'>, Record<Language, string>> = {
  project: { cs: 'Bez projektu', en: 'No project' },
  client: { cs: 'Náklady bez projektu', en: 'Costs without a project' },
  service: { cs: 'Bez projektu', en: 'No project' },
  person: { cs: 'Nepřiřazeno osobě', en: 'Not attributed to a person' },
};

/** Hours of minutes with two decimals (the CSV's hours column): 90 → 1.5, 20 → 0.33. */
export const hoursOfMinutes = (minutes: number): number => divideRounded(minutes * 100, 60) / 100;
