/**
 * The row and lines of a document issued from another one (issue 38): a tax document for a payment received on its
 * advance invoice, the credit note of that tax document, a credit note of an invoice — each takes the parties,
 * language, currency, exchange rate and VAT mode of the document it comes from, and its dates, total and bytes from
 * its own frozen snapshot. One writer for the three, in the caller's transaction.
 */
import type { InvoiceSnapshot } from '@/shared/invoice-snapshot';
import type { InvoiceLineInput } from '@/shared/schemas/invoice';
import { invoiceLines, invoices, type InvoiceRow } from '@/server/db/schema';
import type { Transaction } from '../content-version';
import { lineRows } from './invoice-drafts';
import { invoiceSnapshotHash } from './invoice-issuing';
import type { RenderedInvoicePdf } from './invoice-pdf';

/** What an issued document takes from the document it comes from (an exchange rate may be overridden by the caller). */
export type IssuedFrom = Pick<
  InvoiceRow,
  'clientId' | 'projectId' | 'language' | 'currency' | 'exchangeRateThousandths' | 'exchangeRateSource' | 'exchangeRateFixedOn' | 'exchangeRateSerial' | 'vatMode'
>;

export interface IssuedDocument {
  kind: 'advance_tax_document' | 'credit_note';
  number: string;
  variableSymbol: string;
  from: IssuedFrom;
  /** The links of its kind: the advance and payment of a tax document, the corrected document of a credit note. */
  links: Pick<typeof invoices.$inferInsert, 'proposalId' | 'advanceInvoiceId' | 'paymentId' | 'correctsInvoiceId'>;
  snapshot: InvoiceSnapshot;
  pdf: RenderedInvoicePdf['pdf'];
  pdfSha256: string;
  issuedAt: Date;
  /** Its lines; a credit note's line may name the invoice line it credits. */
  lines: readonly (InvoiceLineInput & { creditsLineId?: number | null })[];
}

/** The line input of a snapshot's (or a computed credit note's) line: only the fields a stored line has. */
export function lineInputOf(line: InvoiceLineInput): InvoiceLineInput {
  const { description, quantityThousandths, unit, unitPriceMinor, discountBasisPoints, vatRateCode } = line;
  return { description, quantityThousandths, unit, unitPriceMinor, discountBasisPoints, vatRateCode };
}

/** Inserts the issued document and its lines; its id. */
export async function insertIssuedDocument(tx: Transaction, document: IssuedDocument): Promise<number> {
  const { from, snapshot } = document;
  const [row] = await tx
    .insert(invoices)
    .values({
      kind: document.kind,
      status: 'issued',
      number: document.number,
      clientId: from.clientId,
      projectId: from.projectId,
      ...document.links,
      language: from.language,
      currency: from.currency,
      exchangeRateThousandths: from.exchangeRateThousandths,
      exchangeRateSource: from.exchangeRateSource,
      exchangeRateFixedOn: from.exchangeRateFixedOn,
      exchangeRateSerial: from.exchangeRateSerial,
      vatMode: from.vatMode,
      issuedOn: snapshot.issuedOn,
      taxableSupplyOn: snapshot.taxableSupplyOn,
      dueOn: snapshot.dueOn,
      variableSymbol: document.variableSymbol,
      note: '',
      totalMinor: snapshot.totals.payableMinor,
      snapshot,
      snapshotHash: invoiceSnapshotHash(snapshot),
      pdf: document.pdf,
      pdfSha256: document.pdfSha256,
      issuedAt: document.issuedAt,
    })
    .returning({ id: invoices.id });
  const id = row!.id;
  const rows = lineRows(id, document.lines.map(lineInputOf));
  await tx.insert(invoiceLines).values(rows.map((line, i) => ({ ...line, creditsLineId: document.lines[i]!.creditsLineId ?? null })));
  return id;
}
