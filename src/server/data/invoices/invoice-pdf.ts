/**
 * An issued invoice's PDF (docs/product/invoices.md#the-pdf): rendered once from its snapshot in the issuing
 * transaction, stored with its SHA-256 and never rendered again; the QR Platba image is drawn from the stored SPAYD.
 */
import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { invoiceDocument } from '@/shared/documents/invoice-document';
import type { InvoiceSnapshot } from '@/shared/invoice-snapshot';
import type { Database } from '@/server/db/database';
import { invoices } from '@/server/db/schema';
import { renderCommercialDocumentPdf } from '@/server/documents/pdf/render-commercial-document';
import { renderSpaydPng } from '@/server/payments/qr-platba';
import type { Transaction } from '../content-version';
import { logoBytes } from '../proposals/proposal-pdf';

type Reader = Pick<Database, 'select'>;

export interface RenderedInvoicePdf {
  pdf: Buffer;
  pdfSha256: string;
}

/** The PDF of a snapshot with the agency's logo (when it has one) and the QR Platba of `snapshot.spayd`. */
export async function renderInvoicePdf(tx: Transaction, snapshot: InvoiceSnapshot, logoMediaId: number | null): Promise<RenderedInvoicePdf> {
  const qr = snapshot.spayd ? await renderSpaydPng(snapshot.spayd) : null;
  const pdf = await renderCommercialDocumentPdf(invoiceDocument(snapshot, { logo: await logoBytes(tx, logoMediaId), paymentQrPng: qr }));
  return { pdf, pdfSha256: createHash('sha256').update(pdf).digest('hex') };
}

export interface StoredInvoicePdf {
  pdf: Buffer;
  /** "<number>.pdf", ASCII only. */
  filename: string;
}

/** The file name a download or an attachment is offered under: the number, anything but [A-Za-z0-9._-] as '-'. */
export const invoicePdfFilename = (number: string) => `${number}.pdf`.replace(/[^A-Za-z0-9._-]/g, '-');

/** The stored PDF of an issued invoice; undefined for an unknown id or a draft. */
export async function readInvoicePdf(db: Reader, id: number): Promise<StoredInvoicePdf | undefined> {
  const [row] = await db.select({ pdf: invoices.pdf, number: invoices.number }).from(invoices).where(and(eq(invoices.id, id), eq(invoices.status, 'issued')));
  if (!row?.pdf || !row.number) return undefined;
  return { pdf: row.pdf, filename: invoicePdfFilename(row.number) };
}
