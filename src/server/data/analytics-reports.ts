/**
 * The analytics read API's queries (decision 026): the daily rollups for the days rolled up, the raw events (the
 * same aggregation, analytics-daily.ts `dailyFiguresSql`) for the days after — so today counts as soon as its views
 * are written. Unique visitors over a range are the sum of each day's (the hash changes every day by design).
 */
import { sql, type SQL } from 'drizzle-orm';
import { addDays } from '@/shared/dates';
import {
  BLOG_POST_PATH_SQL,
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
  type RevenueAmount,
  type RevenueAnswer,
  type RevenueAttribution,
  type RevenueRow,
} from '@/shared/analytics';
import { POSSIBLE_SPAM_REASONS } from '@/shared/constants';
import { minorUnitsSum, type MinorUnitsSum } from '@/shared/money/minor-units';
import { pathInLanguage } from '@/shared/site-paths';
import type { Database } from '../db/database';
import { expensesOf, notTaxDocumentCredit } from './profitability';
import { analyticsDailyData, dailyFiguresSql } from './analytics-daily';
import { balanceStateSql, collectibleRow } from './payments/invoice-balances';

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
 * A timestamp's Prague day between two days (both included), written as a range of instants so that an index on the
 * column serves it: from the first day's Prague midnight to the midnight after the last day.
 */
const pragueDayBetween = (column: SQL, range: AnalyticsRange) =>
  sql`${column} >= (${range.from}::date::timestamp at time zone 'Europe/Prague') and ${column} < ((${range.to}::date + 1)::timestamp at time zone 'Europe/Prague')`;

/**
 * The steps of the funnel after a quote request, in the range: proposals sent (a proposal number counts once, however
 * many versions were sent), proposals accepted, and proposals paid — an accepted proposal whose issued invoices made
 * from it (invoices.proposal_id; credit notes left out) owe nothing on the invoice_balances view (paid, overpaid, or
 * wholly credited, with at least one paid), the last payment counted toward them (their own, or the advance invoice's
 * a final invoice settles; without any, the day of issue) in the range.
 */
export async function laterFunnelSteps(db: Database, range: AnalyticsRange): Promise<AnalyticsFunnel['later']> {
  const state = balanceStateSql(sql`${range.to}::date`, sql.raw('b'));
  const result = await db.execute(sql`select
      (select count(distinct number) from proposals where sent_at is not null and ${pragueDayBetween(sql`sent_at`, range)})::int as "proposalSent",
      (select count(*) from proposals where status = 'accepted' and accepted_at is not null and ${pragueDayBetween(sql`accepted_at`, range)})::int as "proposalAccepted",
      (select count(*) from (
        select b.proposal_id from invoice_balances b
        where b.proposal_id is not null and ${collectibleRow('b')}
        group by b.proposal_id
        having bool_and(${state} in ('paid', 'overpaid', 'credited')) and bool_or(${state} in ('paid', 'overpaid'))
          and max(coalesce(b.last_paid_on, b.issued_on)) between ${range.from}::date and ${range.to}::date
      ) paid)::int as paid`);
  const [row] = ((result as { rows?: AnalyticsFunnel['later'][] }).rows ?? (result as unknown as AnalyticsFunnel['later'][]));
  return row!;
}

/** A client's first enquiry (the earliest message linked to it), by the client index: only for the rows that need it. */
const firstEnquiry = (clientId: SQL) => sql`(select fm.id from messages fm where fm.client_id = ${clientId} order by fm.created_at, fm.id limit 1)`;

/** The enquiry_visits column revenue is grouped by. */
const REVENUE_COLUMN: Record<RevenueAttribution, SQL> = {
  entry: sql`v.entry_path`,
  post: sql`case when v.entry_path ~ ${BLOG_POST_PATH_SQL} then v.entry_path end`,
  referrer: sql`v.referrer_host`,
  campaign: sql`v.utm_campaign`,
};

/** Enquiries that are not clear spam (the inbox's default list; a possible spam counts). */
const NOT_CLEAR_SPAM = sql`(m.status <> 'spam' or m.spam_reason in (${sql.join(
  POSSIBLE_SPAM_REASONS.map((r) => sql`${r}`),
  sql`, `,
)}))`;

const pricingPaths = [pathInLanguage('/pricing', 'cs'), pathInLanguage('/pricing', 'en')];

export function analyticsReports(db: Database) {
  const daily = analyticsDailyData(db);
  const rows = <T>(result: unknown): T[] => ((result as { rows?: T[] }).rows ?? (result as T[]));

  /**
   * Daily figures of `dimensions` over the days from..to, as a subquery (day, dimension, value, views, visits,
   * visitors); `rolledUpOnly` narrows the rollup's rows further (the caller filters the same in its query).
   */
  async function figures(from: string, to: string, dimensions: readonly AnalyticsDimension[], rolledUpOnly: SQL = sql``): Promise<SQL> {
    const doneThrough = await daily.doneThrough();
    const parts: SQL[] = [];
    const dims = sql.join(
      dimensions.map((d) => sql`${d}`),
      sql`, `,
    );
    if (doneThrough && from <= doneThrough) {
      const until = to < doneThrough ? to : doneThrough;
      parts.push(sql`select day, dimension, value, views, visits, visitors from analytics_daily
        where dimension in (${dims}) and day between ${from}::date and ${until}::date ${rolledUpOnly}`);
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
      const postsOnly = breakdown === 'posts' ? sql`and value ~ ${BLOG_POST_PATH_SQL}` : sql``;
      const found = rows<{ value: string; views: number; visitors: number }>(
        await db.execute(sql`select value, sum(views)::int as views, sum(visitors)::int as visitors from ${source} f
          where true ${postsOnly} group by value order by sum(views) desc, value limit ${query.limit}`),
      );
      return { breakdown, range: { from: query.from, to: query.to }, rows: found };
    },

    /** Pricing page views → quote requests (and contact messages) → the later steps (laterFunnelSteps). */
    funnel: async (range: AnalyticsRange): Promise<AnalyticsFunnel> => {
      const source = await figures(range.from, range.to, ['page', 'event'], sql`and (dimension = 'event' or value in (${pricingPaths[0]}, ${pricingPaths[1]}))`);
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
          where ${pragueDayBetween(sql`m.created_at`, range)}
            and ${NOT_CLEAR_SPAM}
          group by ${column} order by count(*) desc, ${column} nulls last`),
      );
      return { by, range, rows: found.map((r) => ({ ...r, messageIds: r.messageIds.map(Number) })) };
    },

    /**
     * Enquiries, accepted proposals and payments of the range by the visit behind them (RevenueRow): a proposal's own
     * quote request, else its client's first enquiry; an invoice's proposal's quote request, else its client's first
     * enquiry. Amounts are summed per currency, never converted. Each row also carries its profit in CZK (RevenueRow's
     * `profit`, issue 36): the range's revenue without VAT and its costs, attributed the same way.
     */
    revenue: async (by: RevenueAttribution, range: AnalyticsRange): Promise<RevenueAnswer> => {
      const column = REVENUE_COLUMN[by];
      const found = rows<{ value: string | null; kind: 'enquiry' | 'accepted' | 'paid'; currency: RevenueAmount['currency'] | null; n: number; amount: string }>(
        await db.execute(sql`with facts as (
            select 'enquiry' as kind, m.id as message_id, null::text as currency, m.id as ref, 0::bigint as amount
              from messages m where ${pragueDayBetween(sql`m.created_at`, range)} and ${NOT_CLEAR_SPAM}
            union all
            select 'accepted', coalesce(p.message_id, ${firstEnquiry(sql`p.client_id`)}), p.currency, p.id, coalesce((p.snapshot->'oneTime'->>'totalMinor')::bigint, 0)
              from proposals p
              where p.status = 'accepted' and p.accepted_at is not null and ${pragueDayBetween(sql`p.accepted_at`, range)}
            union all
            select 'paid', coalesce(pp.message_id, ${firstEnquiry(sql`i.client_id`)}), ip.currency, i.id, ip.amount_minor
              from invoice_payments ip join invoice_balances i on i.id = ip.invoice_id
                left join proposals pp on pp.id = i.proposal_id
              where i.kind <> 'credit_note' and ip.paid_on between ${range.from}::date and ${range.to}::date
          )
          select ${column} as value, f.kind, f.currency, count(distinct f.ref)::int as n, sum(f.amount)::text as amount
          from facts f left join enquiry_visits v on v.message_id = f.message_id
          group by 1, 2, 3`),
      );
      const profits = rows<{ value: string | null; revenue: string; cost: string }>(
        await db.execute(sql`with profit_facts as (
            select coalesce(pp.message_id, ${firstEnquiry(sql`i.client_id`)}) as message_id, i.revenue_czk as revenue, 0::bigint as cost
              from invoices i left join proposals pp on pp.id = i.proposal_id
              where i.status = 'issued' and i.kind in ('invoice', 'credit_note') and i.taxable_supply_on between ${range.from}::date and ${range.to}::date
                and ${notTaxDocumentCredit('i')}
            union all
            select ${firstEnquiry(sql`c.client_id`)}, 0, c.cost
              from (select p.client_id, sum(t.cost)::bigint as cost
                    from (select e.project_id, coalesce(sum(e.cost_czk), 0) as cost from time_entries e
                            where e.date between ${range.from}::date and ${range.to}::date group by e.project_id
                          union all select x.project_id, x.amount from ${expensesOf(range.from, range.to)} x where x.project_id is not null) t
                      join projects p on p.id = t.project_id
                    group by p.client_id) c
          )
          select ${column} as value, coalesce(sum(f.revenue), 0)::text as revenue, coalesce(sum(f.cost), 0)::text as cost
          from profit_facts f left join enquiry_visits v on v.message_id = f.message_id
          group by 1`),
      );
      const profitOf = new Map(profits.map((r) => [r.value, { revenueCzk: Number(r.revenue), costCzk: Number(r.cost) }]));
      const byValue = new Map<string | null, RevenueRow>();
      const rowOf = (value: string | null): RevenueRow => {
        const known = byValue.get(value);
        if (known) return known;
        const sums = profitOf.get(value) ?? { revenueCzk: 0, costCzk: 0 };
        const row: RevenueRow = {
          value,
          enquiries: 0,
          accepted: 0,
          acceptedTotals: [],
          paidInvoices: 0,
          paidTotals: [],
          profit: { ...sums, profitCzk: sums.revenueCzk - sums.costCzk },
        };
        byValue.set(value, row);
        return row;
      };
      const add = (list: RevenueAmount[], currency: RevenueAmount['currency'], amountMinor: MinorUnitsSum) => {
        list.push({ currency, amountMinor });
        list.sort((a, b) => a.currency.localeCompare(b.currency));
      };
      for (const f of found) {
        const row = rowOf(f.value);
        if (f.kind === 'enquiry') row.enquiries += f.n;
        else if (f.kind === 'accepted') {
          row.accepted += f.n;
          add(row.acceptedTotals, f.currency!, minorUnitsSum(f.amount));
        } else {
          row.paidInvoices += f.n;
          add(row.paidTotals, f.currency!, minorUnitsSum(f.amount));
        }
      }
      // A source with revenue or costs of the range and nothing else in it still has its row.
      for (const value of profitOf.keys()) rowOf(value);
      // Compared as BigInt: the sums are exact decimal strings (MinorUnitsSum), never doubles.
      const czk = (list: RevenueAmount[]) => list.reduce((n, a) => n + (a.currency === 'CZK' ? BigInt(a.amountMinor) : 0n), 0n);
      const descending = (x: bigint, y: bigint) => (x > y ? -1 : x < y ? 1 : 0);
      const ordered = [...byValue.values()].sort(
        (a, b) =>
          descending(czk(a.paidTotals), czk(b.paidTotals)) ||
          descending(czk(a.acceptedTotals), czk(b.acceptedTotals)) ||
          b.enquiries - a.enquiries ||
          (a.value === null ? 1 : b.value === null ? -1 : a.value.localeCompare(b.value)),
      );
      return { by, range, rows: ordered };
    },
  };
}
