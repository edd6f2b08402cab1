/**
 * Cookieless analytics (issue 24, decision 026): what is counted, the query schemas of the read API
 * (GET /api/admin/analytics/...) and its answer types. The rules: docs/privacy.md.
 */
import type { DocumentCurrency } from './money/document-currencies';
import { z } from 'zod';
import type { MinorUnitsSum } from './money/minor-units';

/** What a visitor's device is, from the user agent (never stored itself). */
export const DEVICE_CLASSES = ['mobile', 'tablet', 'desktop'] as const;
export type DeviceClass = (typeof DEVICE_CLASSES)[number];

/**
 * What is recorded: a page view, or an enquiry sent (seen by the server as the POST it already handles). The pricing
 * calculator's use is not recorded (no beacon, no new JavaScript): the funnel starts at the pricing page's views.
 */
export const ANALYTICS_EVENT_KINDS = ['view', 'quote_sent', 'contact_sent'] as const;
export type AnalyticsEventKind = (typeof ANALYTICS_EVENT_KINDS)[number];

/** The figures a rollup keeps per day (value: the path, host, campaign… or '' for the day's total). */
export const ANALYTICS_DIMENSIONS = ['total', 'page', 'referrer', 'source', 'medium', 'campaign', 'language', 'device', 'event'] as const;
export type AnalyticsDimension = (typeof ANALYTICS_DIMENSIONS)[number];

/** The breakdowns the API lists (top pages, posts, referrers…): content figures, editors may read them. */
export const ANALYTICS_BREAKDOWNS = ['pages', 'posts', 'referrers', 'sources', 'mediums', 'campaigns', 'languages', 'devices'] as const;
export type AnalyticsBreakdown = (typeof ANALYTICS_BREAKDOWNS)[number];

/** How enquiries are grouped by the visit that brought them. */
export const ENQUIRY_ATTRIBUTIONS = ['entry', 'referrer', 'campaign'] as const;
export type EnquiryAttribution = (typeof ENQUIRY_ATTRIBUTIONS)[number];

/** Raw events are kept this many days unless ANALYTICS_RETENTION_DAYS says otherwise; daily rollups for ever. */
export const DEFAULT_ANALYTICS_RETENTION_DAYS = 90;
/** The longest date range one query may ask for. */
export const MAX_ANALYTICS_RANGE_DAYS = 731;
/** The top-N lists' default and largest length. */
export const DEFAULT_ANALYTICS_LIMIT = 20;
export const MAX_ANALYTICS_LIMIT = 200;
/** UTM values and paths are cut to this many characters. */
export const MAX_ANALYTICS_TEXT = 200;

/**
 * The dimensions whose values come from what the visitor sends (the path as typed, the Referer header, the UTM
 * parameters): at most ANALYTICS_DISTINCT_VALUES_PER_DAY distinct values of each are stored per Prague day; a further
 * new value is stored as ANALYTICS_OTHER_VALUE (issue 33; docs/product/analytics.md#bounded-storage).
 */
export const ANALYTICS_CAPPED_DIMENSIONS = ['page', 'referrer', 'source', 'medium', 'campaign'] as const;
export type AnalyticsCappedDimension = (typeof ANALYTICS_CAPPED_DIMENSIONS)[number];
export const ANALYTICS_DISTINCT_VALUES_PER_DAY = 500;
/**
 * The stored value of "other" (the values past the day's cap): '' — never a value of its own, as an empty path,
 * referrer host or UTM value is not stored (a path starts with '/', the others are null when empty).
 */
export const ANALYTICS_OTHER_VALUE = '';
/** Views counted per visitor hash per minute (clock minute); further views are not counted (the page is served). */
export const ANALYTICS_VIEWS_PER_VISITOR_PER_MINUTE = 30;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MESSAGE = 'Must be a date as YYYY-MM-DD';

/** A calendar day (Prague) as YYYY-MM-DD, checked to be a real date. */
const day = z
  .string({ message: DAY_MESSAGE })
  .regex(DAY, DAY_MESSAGE)
  .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v), DAY_MESSAGE);

/** The days from `from` to `to` inclusive. */
export function daysInRange(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
}

/** ?from=YYYY-MM-DD&to=YYYY-MM-DD: both days included, `to` not before `from`, at most MAX_ANALYTICS_RANGE_DAYS. */
export const analyticsRangeSchema = z
  .object({ from: day, to: day })
  .superRefine((v, ctx) => {
    if (v.to < v.from) ctx.addIssue({ code: 'custom', path: ['to'], message: 'Must not be before from' });
    else if (daysInRange(v.from, v.to) > MAX_ANALYTICS_RANGE_DAYS)
      ctx.addIssue({ code: 'custom', path: ['to'], message: `The range may span at most ${MAX_ANALYTICS_RANGE_DAYS} days` });
  });
export type AnalyticsRange = z.infer<typeof analyticsRangeSchema>;

const limit = z.coerce
  .number({ message: `Must be a whole number from 1 to ${MAX_ANALYTICS_LIMIT}` })
  .int({ message: `Must be a whole number from 1 to ${MAX_ANALYTICS_LIMIT}` })
  .min(1, { message: `Must be a whole number from 1 to ${MAX_ANALYTICS_LIMIT}` })
  .max(MAX_ANALYTICS_LIMIT, { message: `Must be a whole number from 1 to ${MAX_ANALYTICS_LIMIT}` })
  .default(DEFAULT_ANALYTICS_LIMIT);

/** A top-N list over a range. */
export const analyticsTopSchema = z.object({ from: day, to: day, limit }).superRefine((v, ctx) => {
  const range = analyticsRangeSchema.safeParse({ from: v.from, to: v.to });
  if (!range.success) for (const issue of range.error.issues) ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
});
export type AnalyticsTopQuery = z.infer<typeof analyticsTopSchema>;

/** The route parameter of a breakdown. */
export const analyticsBreakdownSchema = z.enum(ANALYTICS_BREAKDOWNS, { message: `Must be one of: ${ANALYTICS_BREAKDOWNS.join(', ')}` });
/** The route parameter of enquiries grouped by their visit. */
export const enquiryAttributionSchema = z.enum(ENQUIRY_ATTRIBUTIONS, { message: `Must be one of: ${ENQUIRY_ATTRIBUTIONS.join(', ')}` });

/** One day's traffic. Visitors: distinct daily hashes (a person seen on two days counts on each). */
export interface AnalyticsDay {
  day: string;
  views: number;
  /** Views that entered the site: no referrer of the site itself (from outside, typed in, or a bookmark). */
  visits: number;
  visitors: number;
}

export interface AnalyticsTotals {
  views: number;
  visits: number;
  /** The sum of the days' unique visitors. */
  visitors: number;
}

/** GET /api/admin/analytics/overview: the range day by day and the previous period of the same length. */
export interface AnalyticsOverview {
  range: AnalyticsRange;
  previous: AnalyticsRange;
  days: AnalyticsDay[];
  previousDays: AnalyticsDay[];
  totals: AnalyticsTotals;
  previousTotals: AnalyticsTotals;
}

/** One row of a breakdown: a path, host, campaign, language or device class. */
export interface AnalyticsBreakdownRow {
  value: string;
  views: number;
  visitors: number;
}

export interface AnalyticsBreakdownAnswer {
  breakdown: AnalyticsBreakdown;
  range: AnalyticsRange;
  rows: AnalyticsBreakdownRow[];
}

/**
 * The funnel. Steps after `quoteSent` (proposal sent, accepted, paid) are not counted yet: `later` names them, null,
 * for the proposals and invoices work to fill in (src/server/data/analytics-reports.ts `laterFunnelSteps`).
 */
export interface AnalyticsFunnel {
  range: AnalyticsRange;
  /** Views of the pricing page (both languages). */
  pricingViews: number;
  /** Distinct daily visitors of the pricing page. */
  pricingVisitors: number;
  quoteSent: number;
  contactSent: number;
  later: { proposalSent: number | null; proposalAccepted: number | null; paid: number | null };
}

/** Enquiries grouped by the entry page, referrer host or campaign of their visit, with the messages behind them. */
export interface EnquiryAttributionRow {
  /** The entry path, referrer host or campaign; null: none (a direct visit, no campaign, or no view seen that day). */
  value: string | null;
  enquiries: number;
  messageIds: number[];
}

export interface EnquiryAttributionAnswer {
  by: EnquiryAttribution;
  range: AnalyticsRange;
  rows: EnquiryAttributionRow[];
}

/**
 * How revenue is attributed: the enquiry's visit by its entry page, the entry page when it was a blog post (other
 * entries fall under "none"), its referrer host or its campaign.
 */
export const REVENUE_ATTRIBUTIONS = ['entry', 'post', 'referrer', 'campaign'] as const;
export type RevenueAttribution = (typeof REVENUE_ATTRIBUTIONS)[number];
/** The route parameter of revenue by visit. */
export const revenueAttributionSchema = z.enum(REVENUE_ATTRIBUTIONS, { message: `Must be one of: ${REVENUE_ATTRIBUTIONS.join(', ')}` });

/** A blog post's page (either language): its path matches this. */
export const BLOG_POST_PATH = /^(\/en)?\/blog\/[^/]+\/?$/;
/** The same, as a PostgreSQL regular expression. */
export const BLOG_POST_PATH_SQL = '^(/en)?/blog/[^/]+/?$';

/** An amount of one currency (proposals and invoices in CZK, EUR or USD — issue 38). */
export interface RevenueAmount {
  currency: DocumentCurrency;
  /** An exact sum of minor units as a decimal string (read with BigInt, never Number()). */
  amountMinor: MinorUnitsSum;
}

/**
 * One row of revenue by visit: enquiries received in the range, proposals accepted in the range (their one-time
 * total) and payments received in the range, each attributed to the visit of the enquiry behind it — a proposal's own
 * quote request, else its client's first enquiry; an invoice's proposal's quote request, else its client's first
 * enquiry (docs/decisions/031-analytics-dashboard.md).
 */
export interface RevenueRow {
  /** The entry path, post path, referrer host or campaign; null: none (direct, no campaign, no visit seen). */
  value: string | null;
  enquiries: number;
  /** Proposals accepted in the range, and their one-time totals per currency. */
  accepted: number;
  acceptedTotals: RevenueAmount[];
  /** Invoices with a payment in the range, and the payments' sums per currency (credit notes left out). */
  paidInvoices: number;
  paidTotals: RevenueAmount[];
  /**
   * Profit by source (issue 36), haléře: revenue — issued invoices and credit notes of the range by DUZP, without VAT,
   * in CZK — minus cost — the range's time at its cost and received invoices of the clients' projects —, attributed as
   * the payments are (an invoice's proposal's quote request, else its client's first enquiry; a cost by its project's
   * client's first enquiry). Costs of no project are the agency's overhead and belong to no source.
   */
  profit: { revenueCzk: number; costCzk: number; profitCzk: number };
}

/** GET /api/admin/analytics/revenue/:by */
export interface RevenueAnswer {
  by: RevenueAttribution;
  range: AnalyticsRange;
  rows: RevenueRow[];
}

/** The dashboard's date range presets: the last n days, today included. */
export const DATE_RANGE_PRESETS = [7, 30, 90] as const;
export type DateRangePreset = (typeof DATE_RANGE_PRESETS)[number];

/**
 * The change from the previous period as a fraction (0.25 = +25 %); null when the previous period had nothing (no
 * meaningful ratio).
 */
export function periodChange(current: number, previous: number): number | null {
  if (previous === 0) return null;
  return (current - previous) / previous;
}

/** A step's conversion from the one before it (0..n as a fraction); null when the step before had nothing. */
export function conversionRate(step: number | null, before: number | null): number | null {
  if (step === null || before === null || before === 0) return null;
  return step / before;
}
