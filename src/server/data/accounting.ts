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
import { majorToMinor, minorUnitsSum } from '@/shared/money/minor-units';
import type { Database } from '../db/database';
import { accountingSearchSql } from './accounting-search';
import { containsPattern, type ListQuery, type Page } from './list-page';
import { officeTodaySql, PROJECT_ID, projectAmountPaidSql, resultRows } from './payments/invoice-balances';

export interface AccountingQuery extends ListQuery<AccountingSortKey> {
  serviceType: ProjectServiceType | undefined;
}

/** The amount paid the row shows (US cents): from the project's invoices once it has an issued one, else the typed one. */
const AMOUNT_PAID = sql`coalesce(${projectAmountPaidSql(PROJECT_ID, officeTodaySql)}, projects.amount_paid)`;

/** The assumed cost of the row's service type in US cents; null for a type without one. */
const ASSUMED_COST = sql.raw(
  `(case projects.service_type ${PROJECT_SERVICE_TYPES.map((type) => `when '${type}' then ${majorToMinor(ASSUMED_SERVICE_COST_USD[type])}`).join(' ')} end)`,
);

/**
 * Tenths of a percent of profit margin, as src/shared/accounting.ts profitMargin: (paid − cost) × 1000 / paid rounded
 * half away from zero (numeric round()), 0 when nothing was paid, null without an assumed cost. `paid` is the lateral
 * column, computed once per row.
 */
const MARGIN_TENTHS = sql`(case when ${ASSUMED_COST} is null then null when paid.amount <= 0 then 0
  else round(((paid.amount - ${ASSUMED_COST}) * 1000)::numeric / paid.amount)::int end)`;

/**
 * Whole days until the due date, a started day counting as one, never below 0 (src/shared/accounting.ts daysRemaining);
 * null without a due date.
 */
const DAYS_REMAINING = sql`greatest(0, ceil(extract(epoch from (projects.due_date - now())) / 86400))::int`;

/** The sort expressions: the chosen column (nulls last either way), then client, project and id ascending as the spec's table. */
function orderBy(key: AccountingSortKey, dir: 'asc' | 'desc'): SQL {
  const d = sql.raw(dir);
  if (key === 'clientName') return sql`lower(clients.name) ${d}, lower(projects.name) ${d}, projects.id ${d}`;
  const byName = sql`lower(clients.name), lower(projects.name), projects.id`;
  if (key === 'amountPaid') return sql`paid.amount ${d}, ${byName}`;
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

/**
 * Every row of one view: `paid` is a lateral subquery kept apart from the outer query (`offset 0`), so the amount is
 * computed once per row, not again in the margin and the sort. A sort by client reads the rows in name order and
 * computes the amounts of the page only.
 */
function selectRows(query: ViewFilter & Pick<AccountingQuery, 'sort' | 'dir'>, page: SQL): SQL {
  const key = query.sort ?? DEFAULT_ACCOUNTING_SORT.key;
  const dir = query.sort ? query.dir : DEFAULT_ACCOUNTING_SORT.dir;
  return sql`select * from (
    select projects.id as project_id, clients.name as client_name, projects.name as project_name, paid.amount as amount_paid,
      projects.service_type, projects.due_date, ${MARGIN_TENTHS} as margin_tenths,
      case when projects.due_date is not null then ${DAYS_REMAINING} end as days_remaining
    from projects join clients on clients.id = projects.client_id
      cross join lateral (select (${AMOUNT_PAID})::bigint as amount offset 0) paid
    where ${whereOf(query)}
    order by ${orderBy(key, dir)} ${page}) r`;
}

interface RawRow {
  project_id: number;
  client_name: string;
  project_name: string;
  amount_paid: string | number;
  service_type: string;
  due_date: Date | string | null;
  margin_tenths: number | null;
  days_remaining: number | null;
}

const toRow = (row: RawRow): AccountingRow => ({
  projectId: Number(row.project_id),
  clientName: row.client_name,
  projectName: row.project_name,
  amountPaid: Number(row.amount_paid),
  serviceType: row.service_type,
  daysRemaining: row.days_remaining === null ? null : Number(row.days_remaining),
  profitMargin: row.margin_tenths === null ? null : Number(row.margin_tenths) / 10,
  dueDate: row.due_date === null ? null : new Date(row.due_date).toISOString(),
});

/** Rows a batch of the export reads: the ids of the whole view first (small), then the rows 500 at a time. */
const EXPORT_BATCH = 500;

export function accountingData(db: Database) {
  const rowsOf = async (statement: SQL) => resultRows<RawRow>(await db.execute(statement)).map(toRow);
  return {
    /** One page of the view and the number of matching projects. */
    page: async (query: AccountingQuery): Promise<Page<AccountingRow>> => {
      const [rows, counted] = await Promise.all([
        rowsOf(selectRows(query, sql`limit ${query.limit} offset ${query.offset}`)),
        // Every project has its client (a foreign key, not null): the count needs no join.
        db.execute(sql`select count(*)::int as n from projects where ${whereOf(query)}`),
      ]);
      return { rows, total: Number(resultRows<{ n: number }>(counted)[0]?.n ?? 0) };
    },
    /** The amount paid per service type over every project, each type once in the fixed order (0 when none): the chart. */
    paidByServiceType: async (): Promise<AccountingServiceTotal[]> => {
      const sums = resultRows<{ service_type: string; paid: string | number }>(
        await db.execute(sql`select projects.service_type, sum(paid.amount)::text as paid from projects
          cross join lateral (select (${AMOUNT_PAID})::bigint as amount offset 0) paid group by projects.service_type`),
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
