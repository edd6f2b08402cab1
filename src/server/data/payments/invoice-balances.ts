/**
 * The one source of every invoice's money (docs/product/payments.md#payments, decision 029): the database view
 * `invoice_balances` (migration 0032; its columns in src/server/db/schema.ts invoiceBalancesView) holds, per invoice
 * row of every kind and status, payable, credited, paid and outstanding — advance deductions and credit-note signs are
 * defined there only. This module is how readers use it: the view itself, the payment state on an office day over its
 * columns, and the derived figures of clients and projects. Computed at read time, never stored.
 *
 * The state is an SQL expression over the view's columns rather than a database function: it depends on the day
 * asked (a function would take it as an argument all the same), the planner inlines it either way, and keeping it
 * here puts the rule beside its twin src/shared/invoices/payment-state.ts invoicePaymentState, which the generated
 * comparison test runs against it (src/server/data/payments/invoice-balances.api.test.ts).
 */
import { and, eq, notInArray, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { ACCOUNTING_CZK_PER_USD } from '@/shared/currency';
import { OFFICE_TIME_ZONE } from '@/shared/dates';
import type { InvoicePaymentState } from '@/shared/schemas/invoice';
import type { Database } from '@/server/db/database';
import { invoiceBalancesView } from '@/server/db/schema';
import type { Transaction } from '../content-version';

export type Reader = Database | Transaction;

/** The view as a Drizzle source: `.from(balances)` or `.innerJoin(balances, eq(balances.id, invoices.id))`. */
export const balances = invoiceBalancesView;

/** The office's day in SQL, at the moment the query runs (src/shared/dates.ts officeDay): for reads whose SQL is built once. */
export const officeTodaySql: SQL = sql`(now() at time zone ${sql.raw(`'${OFFICE_TIME_ZONE}'`)})::date`;

/** The day as the state compares it: a yyyy-mm-dd text, or SQL giving a date (officeTodaySql). */
const dayOf = (today: string | SQL): SQL => (typeof today === 'string' ? sql`${today}::date` : today);

export interface PaymentStateSqlInput {
  kind: SQL;
  status: SQL;
  payable: SQL;
  credited: SQL;
  paid: SQL;
  /** A date or null. */
  dueOn: SQL;
  /** The office day: yyyy-mm-dd text, or SQL giving a date. */
  today: string | SQL;
}

/** invoicePaymentState in SQL (the same order of rules). */
export function paymentStateSql(p: PaymentStateSqlInput): SQL<InvoicePaymentState> {
  const owed = sql`(${p.payable} + ${p.credited} - ${p.paid})`;
  return sql<InvoicePaymentState>`(case
    when ${p.status} = 'draft' then 'draft'
    when ${p.kind} = 'credit_note' then 'credited'
    when ${p.credited} < 0 and ${p.payable} + ${p.credited} <= 0 and ${p.paid} = 0 then 'credited'
    when ${owed} < 0 then 'overpaid'
    when ${owed} = 0 then 'paid'
    when ${p.dueOn} is not null and ${p.dueOn} < ${dayOf(p.today)} then 'overdue'
    when ${p.paid} > 0 then 'partial'
    else 'unpaid' end)`;
}

/**
 * The payment state on `today` of the balances row `alias` names: the view joined by Drizzle (default) or a raw
 * query's alias (`sql.raw('b')`).
 */
export function balanceStateSql(today: string | SQL, alias?: SQL): SQL<InvoicePaymentState> {
  const column = (name: string, drizzleColumn: AnyColumn) => (alias ? sql`${alias}.${sql.raw(name)}` : sql`${drizzleColumn}`);
  return paymentStateSql({
    kind: column('kind', balances.kind),
    status: column('status', balances.status),
    payable: column('payable_minor', balances.payableMinor),
    credited: column('credited_minor', balances.creditedMinor),
    paid: column('paid_minor', balances.paidMinor),
    dueOn: column('due_on', balances.dueOn),
    today,
  });
}

/**
 * The documents money is collected on: issued invoices and advance invoices (drafts are nothing yet, credit notes
 * corrections) — of the row a raw query names `alias` (an invoices or invoice_balances row).
 */
export const collectibleRow = (alias: string): SQL => sql.raw(`${alias}.status = 'issued' and ${alias}.kind not in ('credit_note', 'advance_tax_document')`);

/** collectibleRow of the view as Drizzle joins it. */
export const collectible = and(eq(balances.status, 'issued'), notInArray(balances.kind, ['credit_note', 'advance_tax_document']))!;

/**
 * The collectible documents' balances with their `state` on `today`, as a FROM item for raw queries
 * (`from ${invoiceBalances(today)} b`): the view's columns plus state.
 */
export function invoiceBalances(today: string | SQL): SQL {
  return sql`(select v.*, ${balanceStateSql(today, sql.raw('v'))} as state
    from invoice_balances v where ${collectibleRow('v')})`;
}

/**
 * The outer row a correlated subquery reads, written with its table's name: drizzle writes a column of a one-table
 * select without it ("id"), which inside the subquery would name the subquery's own table.
 */
export const CLIENT_ID: SQL = sql.raw('"clients"."id"');
export const PROJECT_ID: SQL = sql.raw('"projects"."id"');

/**
 * SQL: whether any issued invoice or advance invoice has `column` (client_id, project_id) = `id` — one index probe per
 * row. `offset 0` keeps PostgreSQL from turning the EXISTS into a hashed subplan: a list's select estimates the whole
 * table before its LIMIT, so the planner chose to read every invoice to build a hash for a page of 50 rows (60 ms at
 * 30,000 invoices, for every page and every batch of a CSV export; decision 034).
 */
export function hasIssuedInvoicesSql(column: 'client_id' | 'project_id', id: SQL): SQL<boolean> {
  return sql<boolean>`exists (select 1 from invoices hi where hi.${sql.raw(column)} = ${id} and ${collectibleRow('hi')} offset 0)`;
}

/** The accounting rate in tenths (23.5 → 235), as src/shared/money/format-money.ts. */
const CZK_TENTHS_PER_USD = Math.round(ACCOUNTING_CZK_PER_USD * 10);

/**
 * SQL: an amount of an invoice's currency (columns of the balances row `b`) as US cents — the same steps and rounding
 * as src/shared/money/accounting-usd.ts invoiceMinorToUsdMinor (numeric round() is half away from zero).
 */
export function usdCentsSql(amount: SQL): SQL {
  const czk = sql`(case when b.currency = 'CZK' then (${amount})::numeric
    when b.exchange_rate_thousandths is null then 0::numeric
    else round((${amount})::numeric * b.exchange_rate_thousandths / 1000) end)`;
  // A USD invoice's cents are the accounting's own (issue 38).
  return sql`(case when b.currency = 'USD' then (${amount})::numeric else ${czkToUsdCentsSql(czk)} end)`;
}

/** SQL: haléře (numeric or integer) as US cents at the accounting rate, as format-money.ts czkMinorToUsdMinor. */
export function czkToUsdCentsSql(halere: SQL): SQL {
  return sql`round((${halere})::numeric * 10 / ${CZK_TENTHS_PER_USD})`;
}

/**
 * The client's payment status from its invoices (PAYMENT_STATUSES), or null while it has no issued invoice — then
 * the status typed by staff stands. Rule (docs/product/payments.md#payments): any invoice overdue → overdue; nothing
 * left to pay on any (paid, overpaid or credited) → paid; some money received → partial; else not_paid.
 */
export function clientPaymentStatusSql(clientId: SQL, today: string | SQL): SQL {
  // The cheap index probe first: most clients have no invoice, and CASE evaluates the aggregate only when needed.
  return sql`(case when ${hasIssuedInvoicesSql('client_id', clientId)} then (select case
      when bool_or(b.state = 'overdue') then 'overdue'
      when bool_and(b.state in ('paid', 'overpaid', 'credited')) then 'paid'
      when sum(b.paid_minor) > 0 then 'partial'
      else 'not_paid'
    end from ${invoiceBalances(today)} b where b.client_id = ${clientId}) end)`;
}

/**
 * The project's amount paid in US cents from its invoices' payments (bigint), or null while it has no issued invoice.
 * Read it with exactMinorUnits (src/shared/money/minor-units.ts), never Number() of the driver's value.
 */
export function projectAmountPaidSql(projectId: SQL): SQL {
  return sql`(case when ${hasIssuedInvoicesSql('project_id', projectId)} then (select coalesce(sum(${usdCentsSql(sql`b.paid_minor`)}), 0)::bigint
    from invoice_balances b where b.project_id = ${projectId} and ${collectibleRow('b')}) end)`;
}
