/**
 * The frozen document of an issued invoice, advance invoice or credit note (issue 23): everything its PDF, its ISDOC
 * and the client's screens print, computed once when it is issued and stored with its SHA-256. Nothing is recomputed
 * from the editable rows or from the agency's or client's current details afterwards.
 */
import type { Language } from './constants';
import type { PartTotals, VatMode, VatRecapRow } from './money/document-totals';
import type { SnapshotLine, SnapshotParty, SnapshotSupplier } from './proposal-snapshot';
import type { ExchangeRateSource, InvoiceCurrency, InvoiceKind } from './schemas/invoice';
import type { SnapshotVatCheck } from './vat-checks';

/** A line as issued: the proposal snapshot's line shape (recurrence is always one_time on an invoice). */
export type InvoiceSnapshotLine = SnapshotLine;

/**
 * A tax document for a received payment (issue 38) deducted by the final invoice: its number, variable symbol, date
 * and VAT recap as issued (in the currency; in CZK at its payment day's rate for a foreign currency, else null).
 */
export interface SnapshotDeductedTaxDocument {
  number: string;
  variableSymbol: string;
  issuedOn: string;
  recap: VatRecapRow[];
  recapCzk: VatRecapRow[] | null;
}

/** An advance invoice settled by this final invoice: what was paid on it is deducted from the payable amount. */
export interface SnapshotAdvanceDeduction {
  number: string;
  /** Paid on the advance, in this invoice's currency (minor units). */
  paidMinor: number;
  /**
   * The advance's tax documents for received payments (not credited), whose base and VAT the final invoice deducts
   * per rate (src/shared/invoices/advance-tax-document.ts deductedRecap). Absent or empty: a non-tax deposit only.
   */
  taxDocuments?: SnapshotDeductedTaxDocument[];
}

/**
 * A tax document for a received payment (kind advance_tax_document, issue 38): the advance invoice it was paid on,
 * the payment's day and amount, and where the CZK rate of a foreign currency came from — the ČNB fixing of the
 * payment day ('cnb'), or the advance invoice's own rate when none could be had ('advance').
 */
export interface SnapshotReceivedPayment {
  advanceNumber: string;
  advanceVariableSymbol: string;
  paidOn: string;
  amountMinor: number;
  rateSource: 'cnb' | 'advance' | null;
}

export interface InvoiceSnapshot {
  format: 1;
  kind: InvoiceKind;
  number: string;
  language: Language;
  currency: InvoiceCurrency;
  /** Thousandths of CZK per unit of the currency on the taxable-supply date; null for CZK. */
  exchangeRateThousandths: number | null;
  /** Where the rate came from (issue 37): the ČNB fixing of the DUZP or typed by staff; absent in older snapshots and for CZK. */
  exchangeRateSource?: ExchangeRateSource;
  /** A ČNB rate: its list's fixing date (yyyy-mm-dd). */
  exchangeRateFixedOn?: string;
  vatMode: VatMode;
  vatCharged: boolean;
  issuedOn: string;
  /** DUZP; null on an advance invoice (no tax document). */
  taxableSupplyOn: string | null;
  dueOn: string;
  variableSymbol: string;
  supplier: SnapshotSupplier;
  customer: SnapshotParty;
  /** Plain text printed above the lines. */
  note: string;
  lines: InvoiceSnapshotLine[];
  /** In the invoice's currency. A credit note's amounts are negative. */
  totals: PartTotals;
  /** The VAT recap converted to CZK at the exchange rate (a foreign-currency tax document states VAT in CZK); null for CZK. */
  vatRecapCzk: VatRecapRow[] | null;
  /** A credit note: the number and date of issue of the invoice it corrects, and why. */
  corrects: { number: string; issuedOn: string; reason: string } | null;
  advance: SnapshotAdvanceDeduction | null;
  /** A tax document for a received payment (issue 38): what it was made for; absent on every other kind. */
  receivedPayment?: SnapshotReceivedPayment;
  /** What is left to pay when issued: totals.payableMinor minus the advance deduction (0 or less: nothing to pay). */
  amountDueMinor: number;
  /** The QR Platba text (SPAYD) printed on the PDF; null on a credit note, or when nothing is due. */
  spayd: string | null;
  /**
   * Reverse charge to an EU VAT ID (issue 37): the VIES check the document was issued on, the proof behind "daň odvede
   * zákazník" (docs/product/czech-services.md#vies--the-vat-id-check). Absent on other documents and on those issued
   * before VIES checks were kept.
   */
  vatCheck?: SnapshotVatCheck;
}
