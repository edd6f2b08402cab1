/**
 * The analytics read API's queries (decision 026): the daily rollups for the days rolled up, the raw events (the
 * same aggregation, analytics-daily.ts `dailyFiguresSql`) for the days after — so today counts as soon as its views
 * are written. Unique visitors over a range are the sum of each day's (the hash changes every day by design).
 */
import { sql, type SQL } from 'drizzle-orm';
import { addDays } from '@/shared/dates';
import {
  daysInRange,
  type AnalyticsBreakdown,
  type AnalyticsBreakdownAnswer,
  type AnalyticsDay,
  type AnalyticsDimension,
  type AnalyticsFunnel,
  type AnalyticsOverview,
  type AnalyticsRange,
  type AnalyticsTopQuery,
  type AnalyticsTotals,
  type EnquiryAttribution,
  type EnquiryAttributionAnswer,
} from '@/shared/analytics';
import { POSSIBLE_SPAM_REASONS } from '@/shared/constants';
import { pathInLanguage } from '@/shared/site-paths';
import type { Database } from '../db/database';
import { analyticsDailyData, dailyFiguresSql } from './analytics-daily';

const BREAKDOWN_DIMENSION: Record<AnalyticsBreakdown, AnalyticsDimension> = {
  pages: 'page',
  posts: 'page',
  referrers: 'referrer',
  sources: 'source',
  mediums: 'medium',
  campaigns: 'campaign',
  languages: 'language',
  devices: 'device',
};

/** The enquiry attribution's column of enquiry_visits. */
const ATTRIBUTION_COLUMN: Record<EnquiryAttribution, SQL> = {
  entry: sql`v.entry_path`,
  referrer: sql`v.referrer_host`,
  campaign: sql`v.utm_campaign`,
};

/** Message ids listed per group at most (the figure counts them all). */
const MESSAGE_IDS_PER_ROW = 200;

/**
 * The steps of the funnel after a quote request, counted by the proposals and invoices work once it lands: return
 * their counts for the range here (null: not counted yet — never a made-up number).
 */
export async function laterFunnelSteps(_db: Database, _range: AnalyticsRange): Promise<AnalyticsFunnel['later']> {
  return { proposalSent: null, proposalAccepted: null, paid: null };
}

const pricingPaths = [pathInLanguage('/pricing', 'cs'), pathInLanguage('/pricing', 'en')];

export function analyticsReports(db: Database) {
  const daily = analyticsDailyData(db);
  const rows = <T>(result: unknown): T[] => ((result as { rows?: T[] }).rows ?? (result as T[]));

  /** Daily figures of `dimensions` over the days from..to, as a subquery (day, dimension, value, views, visits, visitors). */
  async function figures(from: string, to: string, dimensions: readonly AnalyticsDimension[]): Promise<SQL> {
    const doneThrough = await daily.doneThrough();
    const parts: SQL[] = [];
    const dims = sql.join(
      dimensions.map((d) => sql`${d}`),
      sql`, `,
    );
    if (doneThrough && from <= doneThrough) {
      const until = to < doneThrough ? to : doneThrough;
      parts.push(sql`select day, dimension, value, views, visits, visitors from analytics_daily
        where dimension in (${dims}) and day between ${from}::date and ${until}::date`);
    }
    const liveFrom = doneThrough && doneThrough >= from ? addDays(doneThrough, 1) : from;
    if (liveFrom <= to) parts.push(dailyFiguresSql(liveFrom, to, dimensions));
    return sql`(${sql.join(parts, sql` union all `)})`;
  }

  async function days(range: AnalyticsRange): Promise<AnalyticsDay[]> {
    const source = await figures(range.from, range.to, ['total']);
    const found = rows<AnalyticsDay>(
      await db.execute(sql`select day::text as day, sum(views)::int as views, sum(visits)::int as visits, sum(visitors)::int as visitors
        from ${source} f group by day`),
    );
    const byDay = new Map(found.map((d) => [d.day, d]));
    return Array.from({ length: daysInRange(range.from, range.to) }, (_, i) => {
      const day = addDays(range.from, i);
      return byDay.get(day) ?? { day, views: 0, visits: 0, visitors: 0 };
    });
  }

  const totals = (list: AnalyticsDay[]): AnalyticsTotals =>
    list.reduce((t, d) => ({ views: t.views + d.views, visits: t.visits + d.visits, visitors: t.visitors + d.visitors }), { views: 0, visits: 0, visitors: 0 });

  return {
    /** Views, visits and visitors per day, and the same for the period of the same length just before. */
    overview: async (range: AnalyticsRange): Promise<AnalyticsOverview> => {
      const n = daysInRange(range.from, range.to);
      const previous = { from: addDays(range.from, -n), to: addDays(range.from, -1) };
      const [current, before] = [await days(range), await days(previous)];
      return { range, previous, days: current, previousDays: before, totals: totals(current), previousTotals: totals(before) };
    },

    /** The top values of a breakdown by views (posts: the blog post pages only). */
    breakdown: async (breakdown: AnalyticsBreakdown, query: AnalyticsTopQuery): Promise<AnalyticsBreakdownAnswer> => {
      const source = await figures(query.from, query.to, [BREAKDOWN_DIMENSION[breakdown]]);
      const postsOnly = breakdown === 'posts' ? sql`and value ~ '^(/en)?/blog/[^/]+/?$'` : sql``;
      const found = rows<{ value: string; views: number; visitors: number }>(
        await db.execute(sql`select value, sum(views)::int as views, sum(visitors)::int as visitors from ${source} f
          where true ${postsOnly} group by value order by sum(views) desc, value limit ${query.limit}`),
      );
      return { breakdown, range: { from: query.from, to: query.to }, rows: found };
    },

    /** Pricing page views → quote requests (and contact messages) → the later steps (laterFunnelSteps). */
    funnel: async (range: AnalyticsRange): Promise<AnalyticsFunnel> => {
      const source = await figures(range.from, range.to, ['page', 'event']);
      const [row] = rows<{ pricingViews: number; pricingVisitors: number; quoteSent: number; contactSent: number }>(
        await db.execute(sql`select
          coalesce(sum(views) filter (where dimension = 'page' and value in (${pricingPaths[0]}, ${pricingPaths[1]})), 0)::int as "pricingViews",
          coalesce(sum(visitors) filter (where dimension = 'page' and value in (${pricingPaths[0]}, ${pricingPaths[1]})), 0)::int as "pricingVisitors",
          coalesce(sum(views) filter (where dimension = 'event' and value = 'quote_sent'), 0)::int as "quoteSent",
          coalesce(sum(views) filter (where dimension = 'event' and value = 'contact_sent'), 0)::int as "contactSent"
          from ${source} f`),
      );
      return { range, ...row!, later: await laterFunnelSteps(db, range) };
    },

    /**
     * Enquiries received in the range (Prague days; clear spam left out) grouped by their visit's entry page, referrer
     * host or campaign, with the message ids behind each figure (null: no such thing, or no view seen that day).
     */
    enquiries: async (by: EnquiryAttribution, range: AnalyticsRange): Promise<EnquiryAttributionAnswer> => {
      const column = ATTRIBUTION_COLUMN[by];
      const found = rows<{ value: string | null; enquiries: number; messageIds: number[] }>(
        await db.execute(sql`select ${column} as value, count(*)::int as enquiries,
            (array_agg(m.id order by m.id desc))[1:${MESSAGE_IDS_PER_ROW}] as "messageIds"
          from messages m left join enquiry_visits v on v.message_id = m.id
          where (m.created_at at time zone 'Europe/Prague')::date between ${range.from}::date and ${range.to}::date
            and (m.status <> 'spam' or m.spam_reason in (${sql.join(POSSIBLE_SPAM_REASONS.map((r) => sql`${r}`), sql`, `)}))
          group by ${column} order by count(*) desc, ${column} nulls last`),
      );
      return { by, range, rows: found.map((r) => ({ ...r, messageIds: r.messageIds.map(Number) })) };
    },
  };
}
