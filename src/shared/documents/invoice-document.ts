/**
 * An issued invoice's, advance invoice's or credit note's snapshot as the commercial document its PDF prints
 * (docs/decisions/024-document-pdf.md, docs/product/invoices.md#the-pdf). Pure: it only reshapes what the snapshot
 * froze when it was issued — the recap and totals are the snapshot's, a line's displayed VAT is for reading only.
 */
import type { InvoiceSnapshot } from '../invoice-snapshot';
import { deductedRecap, type DeductedRecapRow } from '../invoices/advance-tax-document';
import type { CommercialDocument, DocumentLine } from './commercial-document';
import { hasQrPlatba } from '../money/document-currencies';
import { documentLineAmounts, documentPart, documentParties, documentRecap } from './snapshot-parts';

/** The note (plain text) as the HTML the renderer prints: one paragraph per line, escaped. */
export function noteHtml(note: string): string | null {
  const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  const paragraphs = note
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
  return paragraphs.length ? paragraphs.map((line) => `<p>${escape(line)}</p>`).join('') : null;
}

const deductedLine = (row: DeductedRecapRow) => ({
  percent: row.vatPercent,
  deductedBaseMinor: row.deducted.baseMinor,
  deductedVatMinor: row.deducted.vatMinor,
  restBaseMinor: row.rest.baseMinor,
  restVatMinor: row.rest.vatMinor,
});

/** A final invoice's advance deduction as printed: with its tax documents' deduction per rate (issue 38) when it has any. */
function advanceDeduction(snapshot: InvoiceSnapshot) {
  if (!snapshot.advance) return null;
  const taxDocuments = snapshot.advance.taxDocuments ?? [];
  if (taxDocuments.length === 0) return { number: snapshot.advance.number, paidMinor: snapshot.advance.paidMinor };
  return {
    number: snapshot.advance.number,
    paidMinor: snapshot.advance.paidMinor,
    taxDocuments: taxDocuments.map((doc) => doc.number),
    deductedRecap: deductedRecap(snapshot, taxDocuments).map(deductedLine),
    ...(snapshot.vatRecapCzk ? { deductedRecapCzk: deductedRecap(snapshot, taxDocuments, true).map(deductedLine) } : {}),
  };
}

function documentLine(line: InvoiceSnapshot['lines'][number], vatCharged: boolean): DocumentLine {
  return { description: line.description, ...documentLineAmounts(line, vatCharged), recurrence: 'one_time' };
}

/** The document of an issued snapshot; the logo and the QR Platba PNG (of `snapshot.spayd`) are the caller's bytes. */
export function invoiceDocument(snapshot: InvoiceSnapshot, images: { logo?: Uint8Array | null; paymentQrPng?: Uint8Array | null } = {}): CommercialDocument {
  return {
    kind: snapshot.kind,
    number: snapshot.number,
    language: snapshot.language,
    currency: snapshot.currency,
    vatWording: snapshot.vatMode,
    dates: { issued: snapshot.issuedOn, taxableSupply: snapshot.taxableSupplyOn, due: snapshot.kind === 'credit_note' || snapshot.kind === 'advance_tax_document' ? null : snapshot.dueOn },
    variableSymbol: snapshot.variableSymbol,
    correctsNumber: snapshot.corrects?.number ?? null,
    correctionReason: snapshot.corrects?.reason ?? null,
    ...documentParties(snapshot.supplier, snapshot.customer),
    lines: snapshot.lines.map((line) => documentLine(line, snapshot.vatCharged)),
    partTotals: { one_time: documentPart(snapshot.totals) },
    exchangeRate:
      snapshot.exchangeRateThousandths !== null
        ? { thousandths: snapshot.exchangeRateThousandths, vatRecapCzk: documentRecap(snapshot.vatRecapCzk ?? []), ...(snapshot.exchangeRateFixedOn ? { fixedOn: snapshot.exchangeRateFixedOn } : {}) }
        : null,
    advanceDeduction: advanceDeduction(snapshot),
    // A credit note of a tax document keeps the snapshot's receivedPayment (it copies the document) but prints none.
    receivedPayment: snapshot.receivedPayment && snapshot.kind === 'advance_tax_document'
      ? {
          advanceNumber: snapshot.receivedPayment.advanceNumber,
          advanceVariableSymbol: snapshot.receivedPayment.advanceVariableSymbol,
          paidOn: snapshot.receivedPayment.paidOn,
          rateFromAdvance: snapshot.receivedPayment.rateSource === 'advance',
        }
      : null,
    amountDueMinor: snapshot.amountDueMinor,
    vatProof: snapshot.vatCheck
      ? {
          verifiedAt: snapshot.vatCheck.valid ? (snapshot.vatCheck.requestDate ?? snapshot.vatCheck.checkedAt) : null,
          requestIdentifier: snapshot.vatCheck.requestIdentifier,
          unavailableAtIssue: snapshot.vatCheck.unavailableAtIssue === true,
        }
      : null,
    introHtml: noteHtml(snapshot.note),
    termsHtml: null,
    logo: images.logo ? { data: images.logo } : null,
    paymentQrPng: snapshot.spayd && images.paymentQrPng ? images.paymentQrPng : null,
    // No QR Platba for the currency (USD, issue 38): the PDF asks for a bank transfer with the variable symbol.
    payByTransfer: snapshot.kind !== 'credit_note' && snapshot.amountDueMinor > 0 && !hasQrPlatba(snapshot.currency),
  };
}
