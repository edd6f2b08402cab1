/**
 * Reading invoices as the back office lists them (docs/product/invoices.md): the list's and the export's columns with
 * the money of the invoice_balances view (payments and issued credit notes summed in the database, decision 029), the
 * list's filters, and the receivables summary. The payment state is the view's columns on the office day
 * (balanceStateSql, the SQL twin of src/shared/invoices/payment-state.ts); the detail is invoice-detail.ts.
 */
import { eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import { minorUnitsSum } from '@/shared/money/minor-units';
import type { AdminInvoiceListItem, InvoiceFilter, InvoicePaymentState, InvoiceSummary } from '@/shared/schemas/invoice';
import type { Database } from '@/server/db/database';
import { clients, invoices, moneyVersion, type InvoiceRow } from '@/server/db/schema';
import type { Transaction } from '../content-version';
import { balances, balanceStateSql, collectible } from '../payments/invoice-balances';

export type Reader = Database | Transaction;

/** The list's columns: the row's own, its client's name, its balances and its state on `today`. */
export const listSelection = (today: string) => ({
  id: invoices.id,
  kind: invoices.kind,
  number: invoices.number,
  status: invoices.status,
  clientId: invoices.clientId,
  clientName: clients.name,
  projectId: invoices.projectId,
  currency: invoices.currency,
  issuedOn: invoices.issuedOn,
  dueOn: invoices.dueOn,
  variableSymbol: invoices.variableSymbol,
  sentAt: invoices.sentAt,
  createdAt: invoices.createdAt,
  totalMinor: invoices.totalMinor,
  paidMinor: balances.paidMinor,
  outstandingMinor: balances.outstandingMinor,
  paymentState: balanceStateSql(today),
});

interface ListRow extends Pick<InvoiceRow, 'id' | 'kind' | 'number' | 'status' | 'clientId' | 'projectId' | 'currency' | 'issuedOn' | 'dueOn' | 'variableSymbol' | 'sentAt' | 'createdAt' | 'totalMinor'> {
  clientName: string;
  paidMinor: number;
  outstandingMinor: number;
  paymentState: InvoicePaymentState;
}

export function listItem(row: ListRow): AdminInvoiceListItem {
  return {
    id: row.id,
    kind: row.kind,
    number: row.number,
    status: row.status,
    clientId: row.clientId,
    clientName: row.clientName,
    projectId: row.projectId,
    currency: row.currency,
    issuedOn: row.issuedOn,
    dueOn: row.dueOn,
    variableSymbol: row.variableSymbol,
    sentAt: row.sentAt ? row.sentAt.toISOString() : null,
    createdAt: row.createdAt.toISOString(),
    totalMinor: row.totalMinor,
    paidMinor: row.paidMinor,
    outstandingMinor: row.outstandingMinor,
    paymentState: row.paymentState,
  };
}

/**
 * Invoices whose balances meet `condition`, as a condition on the invoices row: the list's total counts the invoices
 * table alone, so a filter on the view's columns is a semi-join on id (the database reads the view once for it).
 */
const balancesWhere = (condition: SQL): SQL => inArray(invoices.id, sql`(select ${balances.id} from ${balances} where ${condition})`);

/** The list's filters (and the export's) as SQL conditions, on the office day `day` (the derived state). */
export function filterConditions(filter: InvoiceFilter, day: string): SQL[] {
  const conditions: SQL[] = [];
  if (filter.state) conditions.push(balancesWhere(sql`${balanceStateSql(day)} = ${filter.state}`));
  if (filter.kind) conditions.push(eq(invoices.kind, filter.kind));
  if (filter.currency) conditions.push(eq(invoices.currency, filter.currency));
  if (filter.open) conditions.push(balancesWhere(sql`${balances.outstandingMinor} > 0`));
  if (filter.clientId) conditions.push(eq(invoices.clientId, filter.clientId));
  if (filter.projectId) conditions.push(eq(invoices.projectId, filter.projectId));
  if (filter.issuedFrom) conditions.push(gte(invoices.issuedOn, filter.issuedFrom));
  if (filter.issuedTo) conditions.push(lte(invoices.issuedOn, filter.issuedTo));
  return conditions;
}

/**
 * The last receivables summary of each open database, with the office day and the money version it was computed at.
 * The summary reads every collectible invoice's balances (30,000 invoices: 160 ms on PostgreSQL, 270 ms on the
 * embedded database, which answers nothing else meanwhile), and the dashboard asks it on every visit; a summary is
 * kept while the day and the money version (schema.ts moneyVersion: raised by every committed write of invoices or
 * payments, on any instance) are the ones it was computed at. The version is read before the summary is computed, so
 * a write committed in between only makes the next request compute it again.
 */
const keptSummaries = new WeakMap<Database, { day: string; version: number; summary: InvoiceSummary }>();

/** What clients owe on `day`, per currency (receivablesOn), kept between requests while nothing it reads changed. */
export async function invoiceSummary(db: Database, day: string): Promise<InvoiceSummary> {
  const [current] = await db.select({ version: moneyVersion.version }).from(moneyVersion).where(eq(moneyVersion.id, 1));
  const kept = keptSummaries.get(db);
  if (current && kept && kept.day === day && kept.version === current.version) return kept.summary;
  const summary = await receivablesOn(db, day);
  if (current) keptSummaries.set(db, { day, version: current.version, summary });
  return summary;
}

/** What clients owe on `day`, per currency: open documents (money outstanding) and, of those, the overdue ones. */
async function receivablesOn(db: Reader, day: string): Promise<InvoiceSummary> {
  const overdue = sql`${balanceStateSql(day)} = 'overdue'`;
  const rows = await db
    .select({
      currency: balances.currency,
      openCount: sql<string | number>`count(*)`,
      outstandingMinor: sql<string>`coalesce(sum(${balances.outstandingMinor}), 0)::text`,
      overdueCount: sql<string | number>`count(*) filter (where ${overdue})`,
      overdueMinor: sql<string>`coalesce(sum(${balances.outstandingMinor}) filter (where ${overdue}), 0)::text`,
    })
    .from(balances)
    .where(sql`${collectible} and ${balances.outstandingMinor} > 0`)
    .groupBy(balances.currency)
    .orderBy(balances.currency);
  return {
    receivables: rows.map((row) => ({
      currency: row.currency,
      openCount: Number(row.openCount),
      // Sums stay exact end to end: SQL numeric → text → the API's decimal string (never through a double).
      outstandingMinor: minorUnitsSum(row.outstandingMinor),
      overdueCount: Number(row.overdueCount),
      overdueMinor: minorUnitsSum(row.overdueMinor),
    })),
  };
}
