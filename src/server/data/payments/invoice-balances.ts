/**
 * What each issued invoice asks, what its credit notes took off and what was paid — computed at read time in SQL,
 * never stored (docs/product/payments.md#payments). The one SQL of these figures: bank matching, the client's payment
 * status, a project's amount paid, the accounting and the reminders read it. Its payment state is paymentStateSql of
 * the invoices module — the one SQL form of src/shared/invoices/payment-state.ts invoicePaymentState (tested against it).
 *
 *  - payable  = what the issued document asks (its snapshot's amount due: the total minus what was paid on the advance
 *               invoice it settles, as issued; for a row without a snapshot, the total minus that advance's payments);
 *  - credited = the sum of its issued credit notes' totals, as a negative number (a credit note's total is written
 *               negative; taken as −|total| so the sign never depends on how it was written);
 *  - paid     = the sum of its payments.
 */
import { sql, type SQL } from 'drizzle-orm';
import { ACCOUNTING_CZK_PER_USD } from '@/shared/currency';
import { OFFICE_TIME_ZONE } from '@/shared/dates';
import type { Database } from '@/server/db/database';
import type { Transaction } from '../content-version';
import { paymentStateSql } from '../invoices/invoice-records';

export type Reader = Database | Transaction;

/** The rows of a raw query, on both drivers. */
export const resultRows = <T>(result: unknown): T[] => (result as { rows?: T[] }).rows ?? (result as T[]);

/**
 * Issued invoices and advance invoices (credit notes are corrections, drafts are nothing yet) with `payable`,
 * `credited`, `paid` (bigint as numbers of minor units) and `state` (unpaid, partial, paid, overpaid, overdue,
 * credited) on `today` — a FROM item: `from ${invoiceBalances(today)} b`.
 */
/** The office's day in SQL, at the moment the query runs (src/shared/dates.ts officeDay): for reads whose SQL is built once. */
export const officeTodaySql: SQL = sql`(now() at time zone ${sql.raw(`'${OFFICE_TIME_ZONE}'`)})::date`;

/** The day as the balances compare it: a yyyy-mm-dd text, or officeTodaySql. */
const dayOf = (today: string | SQL): SQL => (typeof today === 'string' ? sql`${today}::date` : today);

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
  return sql<boolean>`exists (select 1 from invoices hi where hi.${sql.raw(column)} = ${id} and hi.status = 'issued' and hi.kind <> 'credit_note' offset 0)`;
}

export function invoiceBalances(today: string | SQL): SQL {
  return sql`(
    select i.id, i.kind, i.number, i.client_id, i.project_id, i.language, i.currency, i.exchange_rate_thousandths,
      i.due_on, i.variable_symbol, i.total_minor, m.payable, m.credited, m.paid,
      m.payable + m.credited - m.paid as outstanding,
      ${paymentStateSql({ kind: sql`i.kind`, status: sql`i.status`, payable: sql`m.payable`, credited: sql`m.credited`, paid: sql`m.paid`, dueOn: sql`i.due_on`, today: dayOf(today) })} as state
    from invoices i,
      lateral (select
        (case when i.snapshot is not null then (i.snapshot->>'amountDueMinor')::bigint
          else i.total_minor - coalesce((select sum(ap.amount_minor) from invoice_payments ap where ap.invoice_id = i.settles_advance_id), 0)
          end)::bigint as payable,
        coalesce((select sum(-abs(c.total_minor)) from invoices c
          where c.corrects_invoice_id = i.id and c.kind = 'credit_note' and c.status = 'issued'), 0)::bigint as credited,
        coalesce((select sum(p.amount_minor) from invoice_payments p where p.invoice_id = i.id), 0)::bigint as paid
      ) m
    where i.status = 'issued' and i.kind <> 'credit_note'
  )`;
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
  return sql`round(${czk} * 10 / ${CZK_TENTHS_PER_USD})`;
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
      when sum(b.paid) > 0 then 'partial'
      else 'not_paid'
    end from ${invoiceBalances(today)} b where b.client_id = ${clientId}) end)`;
}

/** The project's amount paid in US cents from its invoices' payments, or null while it has no issued invoice. */
export function projectAmountPaidSql(projectId: SQL, today: string | SQL): SQL {
  return sql`(case when ${hasIssuedInvoicesSql('project_id', projectId)} then (select coalesce(sum(${usdCentsSql(sql`b.paid`)}), 0)::bigint
    from ${invoiceBalances(today)} b where b.project_id = ${projectId}) end)`;
}
