/**
 * A signed-in client's invoices in the portal (decision 032): issued documents only, filtered by the session's client
 * id in SQL, with their payment state and what is left to pay read from the invoice_balances view like every other
 * reader (src/server/data/payments/invoice-balances.ts), and the QR Platba of what is outstanding.
 */
import { and, desc, eq } from 'drizzle-orm';
import type { InvoiceSnapshot } from '@/shared/invoice-snapshot';
import { invoiceSpayd } from '@/shared/invoices/build-invoice-snapshot';
import type { InvoiceKind, InvoicePaymentState } from '@/shared/schemas/invoice';
import type { Database } from '@/server/db/database';
import { invoicePayments, invoices } from '@/server/db/schema';
import { firstRow } from '../list-page';
import { balances, balanceStateSql } from '../payments/invoice-balances';

export interface PortalInvoiceItem {
  id: number;
  number: string;
  kind: InvoiceKind;
  currency: InvoiceSnapshot['currency'];
  issuedOn: string;
  dueOn: string | null;
  totalMinor: number;
  outstandingMinor: number;
  paymentState: InvoicePaymentState;
}

export interface PortalPayment {
  paidOn: string;
  amountMinor: number;
}

export interface PortalInvoice extends PortalInvoiceItem {
  variableSymbol: string | null;
  payments: PortalPayment[];
  /** What to pay by QR Platba now (the outstanding amount), or null: nothing due, a credit note, no IBAN. */
  qr: { spayd: string; account: string; amountMinor: number; variableSymbol: string } | null;
}

/** Issued documents of the client only (a draft has no number and is never shown). */
const visibleInvoice = (clientId: number) => and(eq(invoices.clientId, clientId), eq(invoices.status, 'issued'));

const invoiceItemColumns = (today: string) => ({
  id: invoices.id,
  number: invoices.number,
  kind: invoices.kind,
  currency: invoices.currency,
  issuedOn: invoices.issuedOn,
  dueOn: invoices.dueOn,
  totalMinor: invoices.totalMinor,
  outstandingMinor: balances.outstandingMinor,
  paymentState: balanceStateSql(today),
});

type InvoiceItemRow = {
  id: number;
  number: string | null;
  kind: InvoiceKind;
  currency: InvoiceSnapshot['currency'];
  issuedOn: string | null;
  dueOn: string | null;
  totalMinor: number;
  outstandingMinor: number;
  paymentState: InvoicePaymentState;
};

const invoiceItem = (row: InvoiceItemRow): PortalInvoiceItem => ({
  id: row.id,
  number: row.number ?? '',
  kind: row.kind,
  currency: row.currency,
  issuedOn: row.issuedOn ?? '',
  dueOn: row.dueOn,
  totalMinor: row.totalMinor,
  outstandingMinor: row.outstandingMinor,
  paymentState: row.paymentState,
});

/** The client's issued documents, newest first. */
export async function portalInvoiceItems(db: Database, clientId: number, today: string): Promise<PortalInvoiceItem[]> {
  const rows = await db
    .select(invoiceItemColumns(today))
    .from(invoices)
    .innerJoin(balances, eq(balances.id, invoices.id))
    .where(visibleInvoice(clientId))
    .orderBy(desc(invoices.issuedOn), desc(invoices.id));
  return rows.map(invoiceItem);
}

/** One of the client's issued documents with its payments and QR Platba, or null (another client's id included). */
export async function portalInvoice(db: Database, clientId: number, id: number, today: string): Promise<PortalInvoice | null> {
  const row = firstRow(
    await db
      .select({ ...invoiceItemColumns(today), variableSymbol: invoices.variableSymbol, snapshot: invoices.snapshot })
      .from(invoices)
      .innerJoin(balances, eq(balances.id, invoices.id))
      .where(and(eq(invoices.id, id), visibleInvoice(clientId))),
  );
  if (!row) return null;
  const item = invoiceItem(row);
  const payments = await db
    .select({ paidOn: invoicePayments.paidOn, amountMinor: invoicePayments.amountMinor })
    .from(invoicePayments)
    .where(eq(invoicePayments.invoiceId, id))
    .orderBy(invoicePayments.paidOn, invoicePayments.id);
  return { ...item, variableSymbol: row.variableSymbol, payments, qr: qrOf(row.snapshot, item) };
}

/** The QR Platba of what is outstanding now (the issued snapshot's payee and symbols), or null when nothing is due. */
function qrOf(snapshot: InvoiceSnapshot | null, item: PortalInvoiceItem): PortalInvoice['qr'] {
  if (!snapshot || item.kind === 'credit_note' || item.outstandingMinor <= 0) return null;
  const spayd = invoiceSpayd({
    kind: item.kind,
    number: item.number,
    currency: item.currency,
    amountDueMinor: item.outstandingMinor,
    variableSymbol: snapshot.variableSymbol,
    dueOn: snapshot.dueOn,
    supplier: snapshot.supplier,
  });
  if (!spayd) return null;
  return { spayd, account: snapshot.supplier.bankAccount ?? snapshot.supplier.iban ?? '', amountMinor: item.outstandingMinor, variableSymbol: snapshot.variableSymbol };
}
