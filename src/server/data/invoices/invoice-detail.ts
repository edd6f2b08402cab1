/**
 * One invoice as the back office's detail shows it (docs/product/invoices.md): its columns, lines and totals (frozen
 * from the snapshot once issued, live for a draft), payments, credit notes and reminders, with its money and payment
 * state read from the invoice_balances view (src/server/data/payments/invoice-balances.ts) like every other reader.
 */
import { and, asc, eq, getTableColumns, inArray } from 'drizzle-orm';
import { documentTotals, type PartTotals } from '@/shared/money/document-totals';
import { displayedLineVat } from '@/shared/documents/snapshot-parts';
import type { AdminInvoice, AdminInvoiceLine, ReminderStage } from '@/shared/schemas/invoice';
import { clients, invoiceLines, invoicePayments, invoiceReminders, invoices, type InvoiceLineRow, type InvoiceRow } from '@/server/db/schema';
import { balances, balanceStateSql } from '../payments/invoice-balances';
import type { Reader } from './invoice-records';

/** Every column but the stored PDF's bytes (read only by a download or a mail's attachment). */
const { pdf: _pdf, ...invoiceColumns } = getTableColumns(invoices);
export const INVOICE_COLUMNS = invoiceColumns;
export type InvoiceFields = Omit<InvoiceRow, 'pdf'>;

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
    .select({
      invoice: INVOICE_COLUMNS,
      clientName: clients.name,
      paidMinor: balances.paidMinor,
      outstandingMinor: balances.outstandingMinor,
      paymentState: balanceStateSql(today),
    })
    .from(invoices)
    .innerJoin(clients, eq(clients.id, invoices.clientId))
    .innerJoin(balances, eq(balances.id, invoices.id))
    .where(inArray(invoices.id, list));
  const lines = await db.select().from(invoiceLines).where(inArray(invoiceLines.invoiceId, list)).orderBy(asc(invoiceLines.position));
  const payments = await db.select().from(invoicePayments).where(inArray(invoicePayments.invoiceId, list)).orderBy(asc(invoicePayments.paidOn), asc(invoicePayments.id));
  const notes = await db
    .select({ id: invoices.id, correctsInvoiceId: invoices.correctsInvoiceId })
    .from(invoices)
    .where(and(inArray(invoices.correctsInvoiceId, list)))
    .orderBy(asc(invoices.id));
  const taxDocuments = await db
    .select({ id: invoices.id, advanceInvoiceId: invoices.advanceInvoiceId })
    .from(invoices)
    .where(inArray(invoices.advanceInvoiceId, list))
    .orderBy(asc(invoices.id));
  const reminders = await db.select().from(invoiceReminders).where(inArray(invoiceReminders.invoiceId, list)).orderBy(asc(invoiceReminders.stage));
  const byId = new Map(rows.map((r) => [r.invoice.id, r]));
  return list.flatMap((id) => {
    const found = byId.get(id);
    if (!found) return [];
    const row = found.invoice;
    const own = payments.filter((p) => p.invoiceId === id);
    const { lines: adminLines, totals } = linesAndTotals(row, lines.filter((l) => l.invoiceId === id), today);
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
        advanceInvoiceId: row.advanceInvoiceId,
        taxDocumentIds: taxDocuments.filter((d) => d.advanceInvoiceId === id).map((d) => d.id),
        language: row.language,
        currency: row.currency,
        exchangeRateThousandths: row.exchangeRateThousandths,
        exchangeRateSource: row.exchangeRateSource,
        exchangeRateFixedOn: row.exchangeRateFixedOn,
        exchangeRateSerial: row.exchangeRateSerial,
        vatMode: row.vatMode,
        issuedOn: row.issuedOn,
        taxableSupplyOn: row.taxableSupplyOn,
        dueOn: row.dueOn,
        variableSymbol: row.variableSymbol,
        note: row.note,
        vatRecapCzk: row.snapshot?.vatRecapCzk ?? null,
        creditReason: row.snapshot?.corrects?.reason ?? null,
        vatCheck: row.snapshot?.vatCheck ?? null,
        lines: adminLines,
        totals,
        paidMinor: found.paidMinor,
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
        paymentState: found.paymentState,
        outstandingMinor: found.outstandingMinor,
      },
    ];
  });
}

export async function adminInvoice(db: Reader, id: number, today: string): Promise<AdminInvoice | undefined> {
  return (await adminInvoices(db, [id], today))[0];
}

/** What was paid on an invoice (an advance being settled: its final invoice deducts it), in the caller's transaction. */
export async function paidOn(db: Reader, invoiceId: number): Promise<number> {
  const [row] = await db.select({ paid: balances.paidMinor }).from(balances).where(eq(balances.id, invoiceId));
  return row?.paid ?? 0;
}

