/**
 * Reading invoices as the back office sees them (docs/product/invoices.md), and the derived payment state in SQL:
 * what was paid (invoice_payments) and credited (issued credit notes) is summed in the query, so the list's state
 * filter, its total and its pages are right. `paymentStateSql` is the SQL twin of src/shared/invoices/payment-state.ts
 * (a test runs both over every state).
 */
import { and, asc, eq, getTableColumns, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import { documentTotals, type PartTotals } from '@/shared/money/document-totals';
import { displayedLineVat } from '@/shared/documents/snapshot-parts';
import { invoicePaymentState, outstandingMinor } from '@/shared/invoices/payment-state';
import { minorUnitsSum } from '@/shared/money/minor-units';
import type { AdminInvoice, InvoiceFilter, InvoiceSummary, AdminInvoiceLine, AdminInvoiceListItem, InvoiceKind, InvoicePaymentState, InvoiceStoredStatus, ReminderStage } from '@/shared/schemas/invoice';
import type { Database } from '@/server/db/database';
import { clients, invoiceLines, invoicePayments, invoiceReminders, invoices, type InvoiceLineRow, type InvoiceRow } from '@/server/db/schema';
import type { Transaction } from '../content-version';

export type Reader = Database | Transaction;

/** Every column but the stored PDF's bytes (read only by a download or a mail's attachment). */
const { pdf: _pdf, ...invoiceColumns } = getTableColumns(invoices);
export const INVOICE_COLUMNS = invoiceColumns;
export type InvoiceFields = Omit<InvoiceRow, 'pdf'>;

/** Sum of the payments of the invoice row in the outer query. */
export const paidSql = sql<number>`(select coalesce(sum(p.amount_minor), 0)::bigint from invoice_payments p where p.invoice_id = ${invoices.id})`;
/** Sum of its issued credit notes' totals (0 or negative). */
export const creditedSql = sql<number>`(select coalesce(sum(c.total_minor), 0)::bigint from invoices c where c.corrects_invoice_id = ${invoices.id} and c.status = 'issued')`;
/** What the document asks to be paid: the snapshot's amount due (after an advance) once issued, else its total. */
export const payableSql = sql<number>`(case when ${invoices.snapshot} is not null then (${invoices.snapshot}->>'amountDueMinor')::bigint else ${invoices.totalMinor} end)`;

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
    when ${p.dueOn} is not null and ${p.dueOn} < ${typeof p.today === 'string' ? sql`${p.today}::date` : p.today} then 'overdue'
    when ${p.paid} > 0 then 'partial'
    else 'unpaid' end)`;
}

/** The state of the invoice row in the outer query on `today`. */
export const invoiceStateSql = (today: string) =>
  paymentStateSql({ kind: sql`${invoices.kind}`, status: sql`${invoices.status}`, payable: payableSql, credited: creditedSql, paid: paidSql, dueOn: sql`${invoices.dueOn}`, today });

/** The money of one invoice as the state rule reads it. */
interface Money {
  kind: InvoiceKind;
  status: InvoiceStoredStatus;
  payableMinor: number;
  creditedMinor: number;
  paidMinor: number;
  dueOn: string | null;
}

/** The SQL twin of moneyState's outstandingMinor: 0 for a draft or a credit note, else payable + credited − paid. */
export const outstandingSql = sql<number>`(case when ${invoices.status} = 'draft' or ${invoices.kind} = 'credit_note' then 0 else ${payableSql} + ${creditedSql} - ${paidSql} end)`;

export function moneyState(money: Money, today: string): { paymentState: InvoicePaymentState; outstandingMinor: number } {
  return {
    paymentState: invoicePaymentState({ ...money, today }),
    outstandingMinor: money.status === 'draft' || money.kind === 'credit_note' ? 0 : outstandingMinor(money),
  };
}

/** The list's columns: the row's own, its client's name and the summed money. */
export const LIST_SELECTION = {
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
  payableMinor: sql<string | number>`${payableSql}`,
  paidMinor: sql<string | number>`${paidSql}`,
  creditedMinor: sql<string | number>`${creditedSql}`,
};

interface ListRow extends Pick<InvoiceRow, 'id' | 'kind' | 'number' | 'status' | 'clientId' | 'projectId' | 'currency' | 'issuedOn' | 'dueOn' | 'variableSymbol' | 'sentAt' | 'createdAt' | 'totalMinor'> {
  clientName: string;
  payableMinor: string | number;
  paidMinor: string | number;
  creditedMinor: string | number;
}

export function listItem(row: ListRow, today: string): AdminInvoiceListItem {
  const money = { kind: row.kind, status: row.status, payableMinor: Number(row.payableMinor), creditedMinor: Number(row.creditedMinor), paidMinor: Number(row.paidMinor), dueOn: row.dueOn };
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
    paidMinor: money.paidMinor,
    ...moneyState(money, today),
  };
}

/** The tax date of a draft's live totals: its taxable-supply date, else its date of issue, else today. */
export const draftTaxDate = (row: Pick<InvoiceRow, 'taxableSupplyOn' | 'issuedOn'>, today: string) => row.taxableSupplyOn ?? row.issuedOn ?? today;

function linesAndTotals(row: InvoiceFields, lines: InvoiceLineRow[], today: string): { lines: AdminInvoiceLine[]; totals: PartTotals } {
  const inputs = lines.map(({ id, position, description, quantityThousandths, unit, unitPriceMinor, discountBasisPoints, vatRateCode }) => ({
    id, position, description, quantityThousandths, unit, unitPriceMinor, discountBasisPoints, vatRateCode,
  }));
  if (row.snapshot) {
    const { snapshot } = row;
    return {
      totals: snapshot.totals,
      lines: inputs.map((line, i) => {
        const frozen = snapshot.lines[i]!;
        const vatMinor = displayedLineVat(frozen.baseMinor, frozen.vatPercent, snapshot.vatCharged);
        return { ...line, baseMinor: frozen.baseMinor, vatMinor, totalMinor: frozen.baseMinor + vatMinor };
      }),
    };
  }
  const totals = documentTotals({ lines: inputs.map((l) => ({ ...l, recurrence: 'one_time' as const })), vatMode: row.vatMode, taxDate: draftTaxDate(row, today) });
  return {
    totals: totals.oneTime,
    lines: inputs.map((line, i) => {
      const { baseMinor, vatPercent } = totals.lines[i]!;
      const vatMinor = displayedLineVat(baseMinor, vatPercent, totals.vatCharged);
      return { ...line, baseMinor, vatMinor, totalMinor: baseMinor + vatMinor };
    }),
  };
}

/** The back office's view of invoices `ids` (in the order given). */
export async function adminInvoices(db: Reader, ids: readonly number[], today: string): Promise<AdminInvoice[]> {
  if (ids.length === 0) return [];
  const list = [...ids];
  const rows = await db
    .select({ invoice: invoiceColumns, clientName: clients.name, creditedMinor: creditedSql })
    .from(invoices)
    .innerJoin(clients, eq(clients.id, invoices.clientId))
    .where(inArray(invoices.id, list));
  const lines = await db.select().from(invoiceLines).where(inArray(invoiceLines.invoiceId, list)).orderBy(asc(invoiceLines.position));
  const payments = await db.select().from(invoicePayments).where(inArray(invoicePayments.invoiceId, list)).orderBy(asc(invoicePayments.paidOn), asc(invoicePayments.id));
  const notes = await db
    .select({ id: invoices.id, correctsInvoiceId: invoices.correctsInvoiceId })
    .from(invoices)
    .where(and(inArray(invoices.correctsInvoiceId, list)))
    .orderBy(asc(invoices.id));
  const reminders = await db.select().from(invoiceReminders).where(inArray(invoiceReminders.invoiceId, list)).orderBy(asc(invoiceReminders.stage));
  const byId = new Map(rows.map((r) => [r.invoice.id, r]));
  return list.flatMap((id) => {
    const found = byId.get(id);
    if (!found) return [];
    const row = found.invoice;
    const own = payments.filter((p) => p.invoiceId === id);
    const paidMinor = own.reduce((sum, p) => sum + p.amountMinor, 0);
    const { lines: adminLines, totals } = linesAndTotals(row, lines.filter((l) => l.invoiceId === id), today);
    const payableMinor = row.snapshot ? row.snapshot.amountDueMinor : row.totalMinor;
    const money = { kind: row.kind, status: row.status, payableMinor, creditedMinor: Number(found.creditedMinor), paidMinor, dueOn: row.dueOn };
    return [
      {
        id: row.id,
        kind: row.kind,
        number: row.number,
        status: row.status,
        clientId: row.clientId,
        clientName: found.clientName,
        projectId: row.projectId,
        proposalId: row.proposalId,
        correctsInvoiceId: row.correctsInvoiceId,
        creditNoteIds: notes.filter((n) => n.correctsInvoiceId === id).map((n) => n.id),
        settlesAdvanceId: row.settlesAdvanceId,
        language: row.language,
        currency: row.currency,
        exchangeRateThousandths: row.exchangeRateThousandths,
        vatMode: row.vatMode,
        issuedOn: row.issuedOn,
        taxableSupplyOn: row.taxableSupplyOn,
        dueOn: row.dueOn,
        variableSymbol: row.variableSymbol,
        note: row.note,
        vatRecapCzk: row.snapshot?.vatRecapCzk ?? null,
        creditReason: row.snapshot?.corrects?.reason ?? null,
        lines: adminLines,
        totals,
        paidMinor,
        payments: own.map((p) => ({
          id: p.id,
          amountMinor: p.amountMinor,
          currency: p.currency,
          paidOn: p.paidOn,
          method: p.method,
          bankTransactionId: p.bankTransactionId,
          note: p.note,
          createdAt: p.createdAt.toISOString(),
        })),
        pdfSha256: row.pdfSha256,
        sentAt: row.sentAt ? row.sentAt.toISOString() : null,
        remindersSent: reminders.filter((r) => r.invoiceId === id).map((r) => r.stage as ReminderStage),
        createdAt: row.createdAt.toISOString(),
        updatedAt: row.updatedAt.toISOString(),
        ...moneyState(money, today),
      },
    ];
  });
}

export async function adminInvoice(db: Reader, id: number, today: string): Promise<AdminInvoice | undefined> {
  return (await adminInvoices(db, [id], today))[0];
}

/** What was paid on an invoice (an advance being settled), in the caller's transaction. */
export async function paidOn(db: Reader, invoiceId: number): Promise<number> {
  const [row] = await db.select({ paid: sql<string>`coalesce(sum(${invoicePayments.amountMinor}), 0)::bigint` }).from(invoicePayments).where(eq(invoicePayments.invoiceId, invoiceId));
  return Number(row?.paid ?? 0);
}

/** The list's filters (and the export's) as SQL conditions, on the office day `day` (the derived state). */
export function filterConditions(filter: InvoiceFilter, day: string): SQL[] {
  const conditions: SQL[] = [];
  if (filter.state) conditions.push(sql`${invoiceStateSql(day)} = ${filter.state}`);
  if (filter.kind) conditions.push(eq(invoices.kind, filter.kind));
  if (filter.currency) conditions.push(eq(invoices.currency, filter.currency));
  if (filter.open) conditions.push(sql`${outstandingSql} > 0`);
  if (filter.clientId) conditions.push(eq(invoices.clientId, filter.clientId));
  if (filter.projectId) conditions.push(eq(invoices.projectId, filter.projectId));
  if (filter.issuedFrom) conditions.push(gte(invoices.issuedOn, filter.issuedFrom));
  if (filter.issuedTo) conditions.push(lte(invoices.issuedOn, filter.issuedTo));
  return conditions;
}

/**
 * What clients owe on `day`, per currency: open documents (money outstanding) and, of those, the overdue ones. The
 * payments and credit notes are summed once per table and joined (not one correlated sum per row and per use, which
 * read invoice_payments about fifteen times per invoice: 0.9–3.7 s at 30,000 invoices); the state is the same
 * paymentStateSql over those sums.
 */
export async function invoiceSummary(db: Reader, day: string): Promise<InvoiceSummary> {
  const money = sql`(select ${invoices.currency} as currency, ${invoices.kind} as kind, ${invoices.status} as status,
      ${invoices.dueOn} as due_on, ${payableSql} as payable,
      coalesce(paid.sum, 0)::bigint as paid, coalesce(credited.sum, 0)::bigint as credited
    from ${invoices}
    left join (select invoice_id, sum(amount_minor) as sum from invoice_payments group by invoice_id) paid on paid.invoice_id = ${invoices.id}
    left join (select corrects_invoice_id, sum(total_minor) as sum from invoices where status = 'issued' and corrects_invoice_id is not null
      group by corrects_invoice_id) credited on credited.corrects_invoice_id = ${invoices.id}
    where ${invoices.status} <> 'draft' and ${invoices.kind} <> 'credit_note') money`;
  const outstanding = sql`(money.payable + money.credited - money.paid)`;
  const state = paymentStateSql({
    kind: sql`money.kind`,
    status: sql`money.status`,
    payable: sql`money.payable`,
    credited: sql`money.credited`,
    paid: sql`money.paid`,
    dueOn: sql`money.due_on`,
    today: day,
  });
  const rows = await db
    .select({
      currency: sql<InvoiceRow['currency']>`money.currency`,
      openCount: sql<string | number>`count(*)`,
      outstandingMinor: sql<string>`coalesce(sum(${outstanding}), 0)::text`,
      overdueCount: sql<string | number>`count(*) filter (where ${state} = 'overdue')`,
      overdueMinor: sql<string>`coalesce(sum(${outstanding}) filter (where ${state} = 'overdue'), 0)::text`,
    })
    .from(money)
    .where(sql`${outstanding} > 0`)
    .groupBy(sql`money.currency`)
    .orderBy(sql`money.currency asc`);
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
