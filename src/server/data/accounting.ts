/**
 * The accounting overview (docs/product/rules.md#accounting, docs/product/records.md#accounting-row): one read-only row
 * per project, paged, searched, filtered and sorted in SQL like every back-office list (list-page.ts conventions:
 * q, sort, dir, limit, offset, the total of matching rows) plus the service type. The computed columns — amount paid,
 * profit margin, days remaining — are SQL expressions, so a sort by them is the database's, over the matching rows only.
 */
import { sql, type SQL } from 'drizzle-orm';
import { ASSUMED_SERVICE_COST_USD, type ProjectServiceType } from '@/shared/accounting';
import { DEFAULT_ACCOUNTING_SORT, foldText, type AccountingSortKey } from '@/shared/accounting-view';
import type { AccountingRow, AccountingServiceTotal } from '@/shared/api-types';
import { PROJECT_SERVICE_TYPES } from '@/shared/constants';
import { exactMinorUnits, majorToMinor, minorUnitsSum } from '@/shared/money/minor-units';
import { resultRows, type Database } from '../db/database';
import { accountingSearchSql } from './accounting-search';
import { containsPattern, type ListQuery, type Page } from './list-page';
import { collectibleRow, czkToUsdCentsSql, PROJECT_ID, projectAmountPaidSql } from './payments/invoice-balances';

export interface AccountingQuery extends ListQuery<AccountingSortKey> {
  serviceType: ProjectServiceType | undefined;
}

/**
 * The amount paid a row shows (US cents): from the project's invoices once it has an issued one, else the typed one.
 * `invoiced` says whether it has one — the outer query's join with the projects that do, so the projects without
 * (most of them) take their typed amount without running the per-project subquery.
 */
const amountPaid = (projectId: SQL, typed: SQL, invoiced: SQL = sql`true`) =>
  sql`(case when ${invoiced} then coalesce(${projectAmountPaidSql(projectId)}, ${typed}) else ${typed} end)::bigint`;

/** The projects with an issued invoice or advance invoice (as hasIssuedInvoicesSql), once each. */
const INVOICED_PROJECTS = sql`(select distinct i.project_id from invoices i
  where i.project_id is not null and ${collectibleRow('i')})`;

/** The assumed cost of a service type in US cents; null for a type without one. */
const assumedCost = (serviceType: SQL) =>
  sql`(case ${serviceType} ${sql.raw(PROJECT_SERVICE_TYPES.map((type) => `when '${type}' then ${majorToMinor(ASSUMED_SERVICE_COST_USD[type])}`).join(' '))} end)`;

/**
 * The project's real cost in US cents (issue 36), from the project_costs row `pc` the query joins (the triggers keep
 * it): its time at cost rates and its received invoices — null until it has any time entry or received invoice (then
 * the assumed cost stands). A join, not a subquery per row: the margin sort reads every project's.
 */
const REAL_COST = sql`(case when pc.entries > 0 or pc.expense_documents > 0 then ${czkToUsdCentsSql(sql`pc.time_cost_czk + pc.expenses_czk`)} end)`;
const joinCosts = (projectId: SQL) => sql`left join project_costs pc on pc.project_id = ${projectId}`;

/**
 * Tenths of a percent of profit margin, as src/shared/accounting.ts profitMargin: (paid − cost) × 1000 / paid rounded
 * half away from zero (numeric round()), 0 when nothing was paid, null without a cost. `cost` is the column the row's
 * select computed: the real cost, else the assumed one.
 */
const marginTenths = (paid: SQL, cost: SQL) => sql`(case when ${cost} is null then null when ${paid} <= 0 then 0
  else round(((${paid} - ${cost}) * 1000)::numeric / ${paid})::int end)`;
/** The cost columns of a row with `pc` joined: the real cost (null without any) and the cost its margin uses. */
const costColumns = (serviceType: SQL) =>
  sql`cross join lateral (select ${REAL_COST} as real_cost) real
    cross join lateral (select real.real_cost, coalesce(real.real_cost, ${assumedCost(serviceType)}) as cost) costs`;

/**
 * Whole days until the due date, a started day counting as one, never below 0 (src/shared/accounting.ts daysRemaining);
 * null without a due date.
 */
const DAYS_REMAINING = sql`(case when projects.due_date is not null then greatest(0, ceil(extract(epoch from (projects.due_date - now())) / 86400))::int end)`;

/**
 * The order of a view over the columns of its rows: the chosen column (nulls last either way), then client, project
 * and id ascending as the spec's table (all three in the sort's direction for the client sort).
 */
function orderBy(key: AccountingSortKey, dir: 'asc' | 'desc'): SQL {
  const d = sql.raw(dir);
  if (key === 'clientName') return sql`k_client ${d}, k_project ${d}, project_id ${d}`;
  const byName = sql`k_client, k_project, project_id`;
  if (key === 'amountPaid') return sql`amount_paid ${d}, ${byName}`;
  if (key === 'profitMargin') return sql`margin_tenths ${d} nulls last, ${byName}`;
  return sql`days_remaining ${d} nulls last, ${byName}`;
}

/** The view's filter; `ids` (the export's batches) narrows it to those projects. */
interface ViewFilter {
  q: string | undefined;
  serviceType: ProjectServiceType | undefined;
  ids?: number[];
}

function whereOf(query: ViewFilter): SQL {
  const parts: SQL[] = [sql`true`];
  if (query.ids) parts.push(sql`projects.id in (${sql.join(query.ids.map((id) => sql`${id}`), sql`, `)})`);
  if (query.serviceType) parts.push(sql`projects.service_type = ${query.serviceType}`);
  if (query.q) parts.push(accountingSearchSql(containsPattern(foldText(query.q))));
  return sql.join(parts, sql` and `);
}

/** The columns every row has before its amount: names, their sort keys, service type, due date, days remaining. */
const BASE_COLUMNS = sql`projects.id as project_id, clients.name as client_name, projects.name as project_name,
  lower(clients.name) as k_client, lower(projects.name) as k_project, projects.service_type, projects.due_date,
  projects.amount_paid as typed_paid, ${DAYS_REMAINING} as days_remaining`;
const FROM = sql`projects join clients on clients.id = projects.client_id`;
/**
 * FROM for a search: each matching project's client read by its key (a nested loop over the matches). Joined, the
 * planner either hashed all 100,000 clients read whole or walked the client-name index testing the search on every
 * project (0.1–0.2 s on PostgreSQL once the table's statistics knew how common a name is).
 */
const FROM_SEARCHED = sql`projects cross join lateral (select clients.name from clients where clients.id = projects.client_id offset 0) clients`;

/**
 * The rows of one view, in its order, `page` (limit/offset, or nothing) of them. A sort by client or days remaining
 * picks the page first (the client name index walked in order for the default view) and computes the amounts of those
 * rows only; a sort by amount paid or margin needs every matching row's amount: the projects without an issued invoice
 * (a hash join, not a probe per project) take their typed amount, the others run the subquery.
 */
function selectRows(query: ViewFilter & Pick<AccountingQuery, 'sort' | 'dir'>, page: SQL, withTotal = false): SQL {
  const key = query.sort ?? DEFAULT_ACCOUNTING_SORT.key;
  const dir = query.sort ? query.dir : DEFAULT_ACCOUNTING_SORT.dir;
  const order = orderBy(key, dir);
  const base = withTotal ? sql`${BASE_COLUMNS}, count(*) over () as total_rows` : BASE_COLUMNS;
  const from = query.q ? FROM_SEARCHED : FROM;
  if (key === 'clientName' || key === 'daysRemaining') {
    // A search's matches are found first (offset 0 keeps them apart), then sorted: on one level the planner walked the
    // sort's index and tested the search on every row.
    const rows = query.q
      ? sql`select * from (select ${base} from ${from} where ${whereOf(query)} offset 0) m order by ${order} ${page}`
      : sql`select ${base} from ${from} where ${whereOf(query)} order by ${order} ${page}`;
    return sql`select r.*, paid.amount as amount_paid, costs.real_cost, ${marginTenths(sql`paid.amount`, sql`costs.cost`)} as margin_tenths
      from (${rows}) r
        cross join lateral (select ${amountPaid(sql`r.project_id`, sql`r.typed_paid`)} as amount offset 0) paid
        ${joinCosts(sql`r.project_id`)}
        ${costColumns(sql`r.service_type`)}
      order by ${order}`;
  }
  return sql`select * from (
      select ${base}, paid.amount as amount_paid, costs.real_cost, ${marginTenths(sql`paid.amount`, sql`costs.cost`)} as margin_tenths
      from ${from} left join ${INVOICED_PROJECTS} invoiced on invoiced.project_id = projects.id
        cross join lateral (select ${amountPaid(PROJECT_ID, sql`projects.amount_paid`, sql`invoiced.project_id is not null`)} as amount offset 0) paid
        ${joinCosts(PROJECT_ID)}
        ${costColumns(sql`projects.service_type`)}
      where ${whereOf(query)}) r
    order by ${order} ${page}`;
}

interface RawRow {
  project_id: number;
  client_name: string;
  project_name: string;
  amount_paid: string | number;
  service_type: string;
  due_date: Date | string | null;
  margin_tenths: number | null;
  real_cost: string | number | null;
  days_remaining: number | null;
}

const toRow = (row: RawRow): AccountingRow => ({
  projectId: Number(row.project_id),
  clientName: row.client_name,
  projectName: row.project_name,
  amountPaid: exactMinorUnits(row.amount_paid),
  serviceType: row.service_type,
  daysRemaining: row.days_remaining === null ? null : Number(row.days_remaining),
  profitMargin: row.margin_tenths === null ? null : Number(row.margin_tenths) / 10,
  costSource: row.real_cost === null ? 'assumed' : 'real',
  dueDate: row.due_date === null ? null : new Date(row.due_date).toISOString(),
});

/** Rows a batch of the export reads: the ids of the whole view first (small), then the rows 500 at a time. */
const EXPORT_BATCH = 500;

export function accountingData(db: Database) {
  const rowsOf = async (statement: SQL) => resultRows<RawRow>(await db.execute(statement)).map(toRow);
  return {
    /**
     * One page of the view and the number of matching projects. A search's page carries its total (`count(*) over ()`
     * before the limit), so its matches — thousands for a common name — are found once, not again by a count; without
     * a search the default view walks the client-name index for its page alone, and the count is its own statement.
     */
    page: async (query: AccountingQuery): Promise<Page<AccountingRow>> => {
      // Every project has its client (a foreign key, not null): the count needs no join.
      const count = async () => Number(resultRows<{ n: number }>(await db.execute(sql`select count(*)::int as n from projects where ${whereOf(query)}`))[0]?.n ?? 0);
      const page = sql`limit ${query.limit} offset ${query.offset}`;
      if (!query.q) {
        const [rows, total] = await Promise.all([rowsOf(selectRows(query, page)), count()]);
        return { rows, total };
      }
      const raw = resultRows<RawRow & { total_rows: string | number }>(await db.execute(selectRows(query, page, true)));
      // No row: none match, or the page is past the last one (then it is counted).
      const total = raw[0] ? Number(raw[0].total_rows) : query.offset === 0 ? 0 : await count();
      return { rows: raw.map(toRow), total };
    },
    /** The amount paid per service type over every project, each type once in the fixed order (0 when none): the chart. */
    paidByServiceType: async (): Promise<AccountingServiceTotal[]> => {
      const sums = resultRows<{ service_type: string; paid: string | number }>(
        await db.execute(sql`select projects.service_type, sum(${amountPaid(PROJECT_ID, sql`projects.amount_paid`, sql`invoiced.project_id is not null`)})::text as paid
          from projects left join ${INVOICED_PROJECTS} invoiced on invoiced.project_id = projects.id group by projects.service_type`),
      );
      const byType = new Map(sums.map((row) => [row.service_type, row.paid]));
      return PROJECT_SERVICE_TYPES.map((serviceType) => ({ serviceType, amountPaid: minorUnitsSum(byType.get(serviceType)) }));
    },
    /**
     * Every row of the view, in its order, in batches (the CSV export): the view's ids first (one number a project),
     * then the rows of 500 ids at a time — memory holds the ids and one batch.
     */
    batches: async function* (query: Omit<AccountingQuery, 'limit' | 'offset'>): AsyncGenerator<AccountingRow[]> {
      const ids = resultRows<{ project_id: number }>(await db.execute(sql`select project_id from (${selectRows(query, sql``)}) v`)).map((r) =>
        Number(r.project_id),
      );
      for (let i = 0; i < ids.length; i += EXPORT_BATCH) {
        const chunk = ids.slice(i, i + EXPORT_BATCH);
        const position = new Map(chunk.map((id, at) => [id, at]));
        const rows = await rowsOf(selectRows({ ...query, ids: chunk }, sql``));
        yield rows.sort((a, b) => position.get(a.projectId)! - position.get(b.projectId)!);
      }
    },
  };
}
