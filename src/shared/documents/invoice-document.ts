/**
 * An issued invoice's, advance invoice's or credit note's snapshot as the commercial document its PDF prints
 * (docs/decisions/024-document-pdf.md, docs/product/invoices.md#the-pdf). Pure: it only reshapes what the snapshot
 * froze when it was issued — the recap and totals are the snapshot's, a line's displayed VAT is for reading only.
 */
import type { InvoiceSnapshot } from '../invoice-snapshot';
import type { CommercialDocument, DocumentLine } from './commercial-document';
import { displayedLineVat } from './proposal-document';

/** The note (plain text) as the HTML the renderer prints: one paragraph per line, escaped. */
export function noteHtml(note: string): string | null {
  const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  const paragraphs = note
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
  return paragraphs.length ? paragraphs.map((line) => `<p>${escape(line)}</p>`).join('') : null;
}

function documentLine(line: InvoiceSnapshot['lines'][number], vatCharged: boolean): DocumentLine {
  const vatMinor = displayedLineVat(line.baseMinor, line.vatPercent, vatCharged);
  return {
    description: line.description,
    quantity: line.quantityThousandths / 1000,
    unit: line.unit,
    unitPriceMinor: line.unitPriceMinor,
    discountPercent: line.discountBasisPoints / 100,
    vatPercent: line.vatPercent,
    baseMinor: line.baseMinor,
    vatMinor,
    totalMinor: line.baseMinor + vatMinor,
    recurrence: 'one_time',
  };
}

/** The document of an issued snapshot; the logo and the QR Platba PNG (of `snapshot.spayd`) are the caller's bytes. */
export function invoiceDocument(snapshot: InvoiceSnapshot, images: { logo?: Uint8Array | null; paymentQrPng?: Uint8Array | null } = {}): CommercialDocument {
  const { supplier, customer, totals } = snapshot;
  return {
    kind: snapshot.kind,
    number: snapshot.number,
    language: snapshot.language,
    currency: snapshot.currency,
    vatWording: snapshot.vatMode,
    dates: { issued: snapshot.issuedOn, taxableSupply: snapshot.taxableSupplyOn, due: snapshot.kind === 'credit_note' ? null : snapshot.dueOn },
    variableSymbol: snapshot.variableSymbol,
    correctsNumber: snapshot.corrects?.number ?? null,
    correctionReason: snapshot.corrects?.reason ?? null,
    supplier: {
      name: supplier.name,
      addressLines: supplier.addressLines,
      ico: supplier.ico,
      dic: supplier.dic,
      vatPayer: supplier.vatPayer,
      registration: supplier.registration,
      bankAccount: supplier.bankAccount,
      iban: supplier.iban,
      email: supplier.email,
    },
    customer: { name: customer.name, addressLines: customer.addressLines, ico: customer.ico, dic: customer.dic },
    lines: snapshot.lines.map((line) => documentLine(line, snapshot.vatCharged)),
    partTotals: {
      one_time: {
        vatRecap: totals.recap.map((row) => ({ percent: row.vatPercent, baseMinor: row.baseMinor, vatMinor: row.vatMinor, totalMinor: row.totalMinor })),
        totals: { baseMinor: totals.baseMinor, vatMinor: totals.vatMinor, roundingMinor: totals.roundingMinor, totalMinor: totals.payableMinor },
      },
    },
    exchangeRate:
      snapshot.exchangeRateThousandths !== null ? { thousandths: snapshot.exchangeRateThousandths, vatRecapCzk: (snapshot.vatRecapCzk ?? []).map((row) => ({ percent: row.vatPercent, baseMinor: row.baseMinor, vatMinor: row.vatMinor, totalMinor: row.totalMinor })) } : null,
    advanceDeduction: snapshot.advance,
    amountDueMinor: snapshot.amountDueMinor,
    introHtml: noteHtml(snapshot.note),
    termsHtml: null,
    logo: images.logo ? { data: images.logo } : null,
    paymentQrPng: snapshot.spayd && images.paymentQrPng ? images.paymentQrPng : null,
  };
}
