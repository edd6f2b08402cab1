/**
 * Profitability (issue 36 point 6, docs/product/time-and-profit.md#profitability): one statement per view sums, for a
 * period of months, three kinds of facts and groups them by the view's key —
 *   revenue:  issued invoices and credit notes (never advance invoices, which the final invoice repeats), their
 *             amount without VAT in CZK (an EUR document's CZK recap, else its base at its rate), by DUZP;
 *   time:     every time entry of the period at its stored cost (minutes × the person's cost per hour valid on its
 *             day, each entry rounded to the haléř), so any grouping of entries sums the same haléře;
 *   expenses: received invoices by DUZP, costed as receivedInvoiceCostCzk (src/shared/schemas/received-invoice.ts).
 * The person view splits each project's revenue over the people who logged time on it in the period, by their share
 * of its minutes (the rest of the integer division to the one with most minutes), so its rows still add up to the
 * period's revenue; what no project or person carries is the view's unattributed row (key null).
 * Reads only: the tables belong to their own modules.
 */
import { sql, type SQL } from 'drizzle-orm';
import { foldText } from '@/shared/accounting-view';
import {
  defaultProfitSort,
  profitFigures,
  profitPeriodDays,
  type ProfitAnswer,
  type ProfitRow,
  type ProfitSortKey,
  type ProfitView,
} from '@/shared/profitability';
import { resultRows, type Database } from '../db/database';
import type { Transaction } from './content-version';
import { FOLD_FROM, FOLD_TO } from './accounting-search';
import { containsPattern } from './list-page';

export interface ProfitQuery {
  view: ProfitView;
  /** yyyy-mm, both included. */
  from: string;
  to: string;
  q: string;
  sort?: ProfitSortKey | undefined;
  dir?: 'asc' | 'desc' | undefined;
}

/**
 * The period's time entries with their cost in haléře: each entry's stored cost (`time_entries.cost_czk`, kept by the
 * database's triggers — migration 0047, decision 043: minutes × the person's rate valid on its day / 60, rounded half
 * up per entry as src/shared/time/rates.ts minutesValue), 0 and counted as `unrated` minutes when the person had no
 * rate that day. Read from the index on (date) that carries these columns.
 */
const timeOf = (period: Period) => sql`(select e.project_id, e.user_id, e.date, e.minutes, coalesce(e.cost_czk, 0) as cost,
    case when e.cost_czk is null then e.minutes else 0 end as unrated
  from time_entries e
  where e.date between ${period.from}::date and ${period.to}::date)`;

/** A period's first and last day. */
interface Period {
  from: string;
  to: string;
}

/**
 * A credit note of a tax document for a received advance payment (its payment deleted; issue 38) is no revenue: the
 * tax document never was (the final invoice carries the whole supply), so neither is its correction.
 */
export const notTaxDocumentCredit = (alias: string) =>
  sql.raw(`not exists (select 1 from invoices td where td.id = ${alias}.corrects_invoice_id and td.kind = 'advance_tax_document')`);

/**
 * The period's revenue facts: issued invoices and credit notes (negative) by DUZP, without VAT, in CZK — each
 * document's `revenue_czk`, a column the database computes from its frozen snapshot (migration 0047: the base of a CZK
 * document, a foreign one's CZK VAT recap where it has one, else its base at its rate), read from the index that
 * carries it.
 */
const revenueOf = (from: string, to: string) => sql`(select i.client_id, i.project_id, i.taxable_supply_on as day, i.revenue_czk as amount
  from invoices i
  where i.status = 'issued' and i.kind in ('invoice', 'credit_note') and i.taxable_supply_on between ${from}::date and ${to}::date
    and ${notTaxDocumentCredit('i')})`;

/** The period's expense facts: each received invoice's cost in haléře by DUZP (receivedInvoiceCostCzk in SQL). */
export const expensesOf = (from: string, to: string) => sql`(select ri.project_id, ri.taxable_supply_on as day,
    (case when ri.currency = 'CZK' then s.amount else round(s.amount::numeric * ri.exchange_rate_thousandths / 1000)::bigint end) as amount
  from received_invoices ri
    cross join lateral (select coalesce(sum(a.base_minor + case when ri.vat_reclaimable then 0 else a.vat_minor end), 0)::bigint as amount
      from received_invoice_amounts a where a.received_invoice_id = ri.id) s
  where ri.taxable_supply_on between ${from}::date and ${to}::date)`;

/**
 * The view's facts keyed for grouping, as rows of (k, minutes, time_cost, unrated, revenue, expenses): k the project's
 * or client's id or the service type (null: unattributed), grouped as the database's own type and named only after
 * (NAMES). For a client or service type, time is first summed per project (a project has one client and service
 * type), so the key's join reads each project once.
 */
function keyedFacts(view: Exclude<ProfitView, 'person' | 'month'>, period: Period): SQL {
  if (view === 'project') {
    // The key is the facts' own project: no join at all.
    return sql`
      select e.project_id as k, e.minutes, e.cost as time_cost, e.unrated, 0::bigint as revenue, 0::bigint as expenses from ${timeOf(period)} e
      union all select r.project_id, 0, 0, 0, r.amount, 0 from ${revenueOf(period.from, period.to)} r
      union all select x.project_id, 0, 0, 0, 0, x.amount from ${expensesOf(period.from, period.to)} x`;
  }
  const key = view === 'client' ? sql`p.client_id` : sql`p.service_type`;
  // An invoice names its client itself: the client view reads no project for its revenue.
  const revenue =
    view === 'client'
      ? sql`select r.client_id, 0, 0, 0, r.amount, 0 from ${revenueOf(period.from, period.to)} r`
      : sql`select ${key}, 0, 0, 0, r.amount, 0 from ${revenueOf(period.from, period.to)} r left join projects p on p.id = r.project_id`;
  return sql`
    select ${key} as k, t.minutes, t.cost as time_cost, t.unrated, 0::bigint as revenue, 0::bigint as expenses
      from (select project_id, sum(minutes)::bigint as minutes, sum(cost)::bigint as cost, sum(unrated)::bigint as unrated
            from ${timeOf(period)} e group by project_id) t
      join projects p on p.id = t.project_id
    union all
    ${revenue}
    union all
    select ${key}, 0, 0, 0, 0, x.amount from ${expensesOf(period.from, period.to)} x left join projects p on p.id = x.project_id`;
}

/**
 * How a view names its rows: the name, the detail (a project's client), the folded name (lower case without accents,
 * as foldText — projects and clients keep theirs in a stored column, migration 0030) that a search and the sort by name
 * read, and the join that brings them (none: the key is the name).
 */
const NAMES: Record<ProfitView, { label: SQL; detail: SQL; folded: SQL; join: SQL | null }> = {
  project: {
    label: sql`lp.name`,
    detail: sql`lc.name`,
    folded: sql`lp.folded_name`,
    join: sql`left join projects lp on lp.id = g.k left join clients lc on lc.id = lp.client_id`,
  },
  client: { label: sql`lc.name`, detail: sql`null::text`, folded: sql`lc.folded_name`, join: sql`left join clients lc on lc.id = g.k` },
  person: {
    label: sql`coalesce(nullif(lu.name, ''), lu.username)`,
    detail: sql`null::text`,
    folded: sql`translate(lower(coalesce(nullif(lu.name, ''), lu.username)), ${FOLD_FROM}, ${FOLD_TO})`,
    join: sql`left join users lu on lu.id = g.k`,
  },
  service: { label: sql`g.k`, detail: sql`null::text`, folded: sql`g.k`, join: null },
  month: { label: sql`g.k`, detail: sql`null::text`, folded: sql`g.k`, join: null },
};

/** The month view's facts: every month of the period (a zero row for a quiet one, so the chart has no gaps). */
function monthFacts(period: Period): SQL {
  return sql`
    select to_char(e.date, 'YYYY-MM') as k, sum(e.minutes)::bigint, sum(e.cost)::bigint, sum(e.unrated)::bigint, 0::bigint, 0::bigint
      from ${timeOf(period)} e group by 1
    union all select to_char(r.day, 'YYYY-MM'), 0, 0, 0, r.amount, 0 from ${revenueOf(period.from, period.to)} r
    union all select to_char(x.day, 'YYYY-MM'), 0, 0, 0, 0, x.amount from ${expensesOf(period.from, period.to)} x
    union all select to_char(m, 'YYYY-MM'), 0, 0, 0, 0, 0 from generate_series(${period.from}::date, ${period.to}::date, interval '1 month') m`;
}

/**
 * The person view's facts: each person's time and cost, and their share of each project's revenue by minutes
 * (truncated, the remainder to the person with the most minutes on it, then the lowest id); revenue of projects
 * without time in the period, of invoices without a project, and every expense are unattributed (k null).
 */
function personFacts(period: Period): SQL {
  return sql`
    with pm as (select project_id, user_id, sum(minutes)::bigint as minutes, sum(cost)::bigint as cost, sum(unrated)::bigint as unrated
                from ${timeOf(period)} e group by project_id, user_id),
         rev as (select project_id, sum(amount)::bigint as amount from ${revenueOf(period.from, period.to)} r group by project_id),
         -- One order per project (most minutes first) serves every window: the project's minutes, the rank, the
         -- shares' sum — a single sort of the (project, person) rows.
         shares as (select pm.*, coalesce(rev.amount, 0) as project_revenue,
                      coalesce(trunc(coalesce(rev.amount, 0)::numeric * pm.minutes / nullif(sum(pm.minutes) over whole, 0))::bigint, 0) as share,
                      row_number() over ranked as rank
                    from pm left join rev on rev.project_id = pm.project_id
                    window ranked as (partition by pm.project_id order by pm.minutes desc, pm.user_id),
                           whole as (ranked rows between unbounded preceding and unbounded following))
    select s.user_id as k, s.minutes, s.cost as time_cost, s.unrated,
           s.share + case when s.rank = 1 then s.project_revenue - sum(s.share) over whole else 0 end as revenue,
           0::bigint as expenses
      from shares s
      window whole as (partition by s.project_id order by s.minutes desc, s.user_id rows between unbounded preceding and unbounded following)
    union all
    select null, 0, 0, 0, rev.amount, 0 from rev where rev.project_id is null or not exists (select 1 from pm where pm.project_id = rev.project_id)
    union all
    select null, 0, 0, 0, 0, x.amount from ${expensesOf(period.from, period.to)} x`;
}

const SORT_COLUMNS: Record<Exclude<ProfitSortKey, 'label'>, SQL> = {
  revenue: sql`revenue`,
  cost: sql`(time_cost + expenses)`,
  profit: sql`(revenue - time_cost - expenses)`,
  // As profitFigures: tenths of a percent, rounded half away from zero; none without a positive revenue.
  margin: sql`(case when revenue > 0 then round((revenue - time_cost - expenses) * 1000::numeric / revenue) end)`,
  minutes: sql`minutes`,
  effectiveRate: sql`(case when minutes > 0 then round(revenue * 60::numeric / minutes) end)`,
};

/** The order of a view's rows: the chosen figure or the name; nulls (no name, no ratio) last; ties by name, then key. */
function orderOf(sort: ProfitSortKey, dir: 'asc' | 'desc', named: boolean): SQL {
  const d = sql.raw(dir);
  const column = sort === 'label' ? sql`folded_label` : SORT_COLUMNS[sort];
  return named ? sql`${column} ${d} nulls last, folded_label nulls last, k` : sql`${column} ${d} nulls last, k`;
}

interface RawRow {
  k: string | number | null;
  label: string | null;
  detail: string | null;
  minutes: string | number;
  time_cost: string | number;
  expenses: string | number;
  revenue: string | number;
  /** The rows q matches (null on an empty page); all_rows: every row of the view. */
  matching: string | number | null;
  all_rows: string | number;
  /** Null on the one row of an empty page (it carries only the totals and the count). */
  present: boolean | null;
  all_minutes: string | number;
  all_time_cost: string | number;
  all_expenses: string | number;
  all_revenue: string | number;
  all_unrated: string | number;
}

/** A summed bigint as a number: haléře of any agency stay far below 2^53. */
const int = (value: string | number | null): number => Number(value ?? 0);

/** The facts of a view. */
function factsOf(view: ProfitView, period: Period): SQL {
  if (view === 'person') return personFacts(period);
  if (view === 'month') return monthFacts(period);
  return keyedFacts(view, period);
}

/**
 * The memory a view's sums may take before they spill to disk: a year's 30,000 projects or 40,000 clients hashed at
 * PostgreSQL's default 4 MB went to disk in batches (a tenth of the statement on PGlite). Set for the statement's own
 * transaction only.
 */
const SUM_MEMORY = sql.raw(`set local work_mem = '32MB'`);

export function profitabilityData(db: Database) {
  const withRoomToSum = <T>(read: (tx: Transaction) => Promise<T>): Promise<T> =>
    db.transaction(async (tx) => {
      await tx.execute(SUM_MEMORY);
      return read(tx);
    });

  /**
   * The statement of a view: the facts grouped by key, the period's totals over every group, the groups q matches in the
   * view's order and paged, and only then the page's names — a view of 30,000 projects names 50 of them. The names of
   * every group are read only for a search or the sort by name. Each answer row carries the totals and the count.
   */
  function statement(query: ProfitQuery, page: SQL, countOnly = false): SQL {
    const period: Period = profitPeriodDays(query.from, query.to);
    const { sort, dir } = query.sort ? { sort: query.sort, dir: query.dir ?? 'asc' } : defaultProfitSort(query.view);
    const names = NAMES[query.view];
    const nameEvery = names.join !== null && (query.q !== '' || sort === 'label');
    const candidates = nameEvery
      ? sql`select g.*, ${names.folded} as folded_label from g ${names.join}`
      : sql`select g.*, ${names.join === null ? sql`g.k` : sql`null::text`} as folded_label from g`;
    const search = query.q ? sql`where coalesce(folded_label like ${containsPattern(foldText(query.q))}, false)` : sql``;
    const order = orderOf(sort, dir, nameEvery || names.join === null);
    const grouped = sql`
      with f (k, minutes, time_cost, unrated, revenue, expenses) as (${factsOf(query.view, period)}),
           g as (select k, sum(minutes)::bigint as minutes, sum(time_cost)::bigint as time_cost, sum(unrated)::bigint as unrated,
                        sum(revenue)::bigint as revenue, sum(expenses)::bigint as expenses
                 from f group by k)`;
    if (countOnly) return sql`${grouped} select count(*) as matching from (${candidates}) c ${search}`;
    const named = sql`select g.*, true as present, ${names.label} as label, ${names.detail} as detail from page g ${names.join ?? sql``}`;
    if (!query.q) {
      // Every group is on the list: the page's window sums and counts them on the way (one pass over the groups).
      return sql`${grouped},
           page as (select c.*, count(*) over () as matching, count(*) over () as all_rows, sum(minutes) over () as all_minutes,
                      sum(time_cost) over () as all_time_cost, sum(expenses) over () as all_expenses, sum(revenue) over () as all_revenue,
                      sum(unrated) over () as all_unrated
                    from (${candidates}) c order by ${order} ${page})
      ${named} order by ${order}`;
    }
    // A search: the totals are every group's (q ignored), the page's rows count the matching ones before the limit.
    return sql`${grouped},
           totals as (select coalesce(sum(minutes), 0) as all_minutes, coalesce(sum(time_cost), 0) as all_time_cost,
                        coalesce(sum(expenses), 0) as all_expenses, coalesce(sum(revenue), 0) as all_revenue,
                        coalesce(sum(unrated), 0) as all_unrated, count(*) as all_rows from g),
           page as (select c.*, count(*) over () as matching from (${candidates}) c ${search} order by ${order} ${page})
      select p.*, totals.*
      from totals left join (${named}) p on true
      order by ${order}`;
  }

  const toRow = (row: RawRow): ProfitRow => ({
    key: row.k === null ? null : String(row.k),
    label: row.label,
    detail: row.detail,
    ...profitFigures({ revenue: int(row.revenue), timeCost: int(row.time_cost), expenses: int(row.expenses), minutes: int(row.minutes) }),
  });

  return {
    /** One page of a view, the number of its rows matching q, and the period's totals (every row, q ignored). */
    page: async (query: ProfitQuery, limit: number, offset: number): Promise<ProfitAnswer> => {
      const read = async (page: SQL, countOnly = false) => resultRows<RawRow>(await withRoomToSum((tx) => tx.execute(statement(query, page, countOnly))));
      const raw = await read(sql`limit ${limit} offset ${offset}`);
      const rows = raw.filter((row) => row.present);
      // The totals come with any row: without q, a page past the last row reads the first one for them.
      const first: Partial<RawRow> = raw[0] ?? (offset > 0 ? ((await read(sql`limit 1`))[0] ?? {}) : {});
      // A searched page past its last row is counted on its own.
      const matching = !query.q
        ? int(first.all_rows ?? 0)
        : rows[0]
          ? int(rows[0].matching)
          : int((await read(sql``, true))[0]?.matching ?? 0);
      return {
        view: query.view,
        from: query.from,
        to: query.to,
        rows: rows.map(toRow),
        total: matching,
        totals: profitFigures({
          revenue: int(first.all_revenue ?? 0),
          timeCost: int(first.all_time_cost ?? 0),
          expenses: int(first.all_expenses ?? 0),
          minutes: int(first.all_minutes ?? 0),
        }),
        minutesWithoutCostRate: int(first.all_unrated ?? 0),
      };
    },
    /** Every row of a view matching q, in its order (the CSV export): at most one row per project, client or person. */
    all: async (query: ProfitQuery): Promise<ProfitRow[]> =>
      resultRows<RawRow>(await withRoomToSum((tx) => tx.execute(statement(query, sql``))))
        .filter((row) => row.present)
        .map(toRow),
  };
}
