/**
 * A commercial document as it is printed (docs/decisions/024-document-pdf.md): a proposal now, an invoice, an
 * advance invoice or a credit note later. Pure data, ready to print: every amount is an integer in minor units
 * (haléře / cents) ALREADY computed by the caller (the shared money rules); the renderer sums nothing and rounds
 * nothing, it only lays the numbers out. Dates are calendar days 'yyyy-mm-dd' (no time zone can move them).
 */
import type { DocumentCurrency } from '../money/document-money';
import type { Language } from '../constants';

export type CommercialDocumentKind = 'proposal' | 'invoice' | 'advance_invoice' | 'credit_note' | 'advance_tax_document';
export type { DocumentCurrency };

/**
 * Which VAT text the document carries: Czech VAT (columns, recap per rate); reverse charge for an EU business
 * ("Daň odvede zákazník" / "Reverse charge"); no Czech VAT for a customer outside the EU; a supplier who is no VAT
 * payer ("Nejsem plátce DPH" / "Not a VAT payer"). Only 'czech_vat' shows VAT columns and the recap.
 */
export type VatWording = 'czech_vat' | 'reverse_charge' | 'outside_eu' | 'non_payer';

/** A line is paid once or every month; a document holding both shows them as two sections. */
export type LineRecurrence = 'one_time' | 'monthly';
export const LINE_RECURRENCES: readonly LineRecurrence[] = ['one_time', 'monthly'];

export interface DocumentDates {
  /** Date of issue. */
  issued: string;
  /** A proposal's validity. */
  validUntil?: string | null;
  /** An invoice's due date. */
  due?: string | null;
  /** Date of taxable supply (DUZP), on tax documents. */
  taxableSupply?: string | null;
}

export interface DocumentParty {
  name: string;
  /** Street, town with postcode, country: one printed line each. */
  addressLines: string[];
  ico?: string | null;
  dic?: string | null;
}

export interface DocumentSupplier extends DocumentParty {
  vatPayer: boolean;
  /** The registration entry (court and file, or trade licence), printed in every page's footer. */
  registration: string;
  /** Czech account number `[prefix-]number/bank`. */
  bankAccount?: string | null;
  iban?: string | null;
  email?: string | null;
  phone?: string | null;
  web?: string | null;
}

export interface DocumentLine {
  description: string;
  /** A count or an amount of units (1.5 hours): a quantity, not money. */
  quantity: number;
  /** 'h', 'ks', 'měs.' …: printed after the quantity. */
  unit: string;
  unitPriceMinor: number;
  /** 0–100; 0 prints no discount. */
  discountPercent: number;
  vatPercent: number;
  baseMinor: number;
  vatMinor: number;
  totalMinor: number;
  recurrence: LineRecurrence;
}

export interface VatRecapRow {
  percent: number;
  baseMinor: number;
  vatMinor: number;
  totalMinor: number;
}

export interface DocumentAmounts {
  baseMinor: number;
  vatMinor: number;
  /** Haléřové vyrovnání: printed only when not 0. */
  roundingMinor: number;
  totalMinor: number;
}

/** One part's VAT recap and totals. */
export interface DocumentPartTotals {
  vatRecap: VatRecapRow[];
  totals: DocumentAmounts;
}

/** One rate of a final invoice's deduction of its advance's tax documents (issue 38). */
export interface DeductedRecapLine {
  percent: number;
  deductedBaseMinor: number;
  deductedVatMinor: number;
  restBaseMinor: number;
  restVatMinor: number;
}

export interface DocumentImage {
  /** Any image sharp reads (PNG, JPEG, WebP, AVIF, GIF); converted to PNG before embedding. */
  data: Uint8Array;
}

export interface CommercialDocument {
  kind: CommercialDocumentKind;
  number: string;
  language: Language;
  currency: DocumentCurrency;
  vatWording: VatWording;
  dates: DocumentDates;
  /** An invoice's variable symbol. */
  variableSymbol?: string | null;
  /** The document a credit note corrects (its number). */
  correctsNumber?: string | null;
  supplier: DocumentSupplier;
  customer: DocumentParty;
  lines: DocumentLine[];
  /**
   * VAT recap and totals of each part the lines hold (one-time, monthly), as the caller computed them: an invoice
   * has one_time only; a proposal one entry per part it holds. A part of lines without its totals, or totals
   * without lines, is refused by the renderer.
   */
  partTotals: Partial<Record<LineRecurrence, DocumentPartTotals>>;
  /** Intro and terms: HTML of the rich-text editor's allow-list (src/shared/blog-html-allow-list.ts); printed as text. */
  introHtml?: string | null;
  termsHtml?: string | null;
  logo?: DocumentImage | null;
  /** An invoice's QR Platba (PNG); printed with the label "QR Platba". */
  paymentQrPng?: Uint8Array | null;
  /** A foreign-currency tax document: the exchange rate and the VAT recap in CZK (ZDPH §4). */
  exchangeRate?: { thousandths: number; vatRecapCzk: VatRecapRow[]; /** A ČNB rate: its fixing date (yyyy-mm-dd), printed after it. */ fixedOn?: string | null } | null;
  /**
   * A foreign-currency proposal with Czech VAT (issue 38): its VAT recap per part in CZK at the ČNB rate of the day it
   * was sent, printed as indicative.
   */
  indicativeCzk?: { thousandths: number; fixedOn: string; parts: Partial<Record<LineRecurrence, VatRecapRow[]>> } | null;
  /** A payment QR Platba cannot carry (a USD invoice, issue 38): the PDF asks for a bank transfer with the variable symbol. */
  payByTransfer?: boolean;
  /** A credit note: why the invoice is corrected. */
  correctionReason?: string | null;
  /** A final invoice: the advance invoice it settles and what was paid on it (deducted from the amount due). */
  advanceDeduction?: {
    number: string;
    paidMinor: number;
    /**
     * Issue 38: the advance's tax documents deducted, and per rate the base and VAT deducted and what is left (ZDPH
     * §37a), in the document's currency; `czk`: the same in CZK for a foreign-currency document.
     */
    taxDocuments?: string[];
    deductedRecap?: DeductedRecapLine[];
    deductedRecapCzk?: DeductedRecapLine[];
  } | null;
  /** A tax document for a received payment (issue 38): the advance invoice it was paid on, the payment day, the rate used. */
  receivedPayment?: { advanceNumber: string; advanceVariableSymbol: string; paidOn: string; rateFromAdvance: boolean } | null;
  /**
   * Reverse charge: the VIES check behind it (issue 37), printed as one line under "Daň odvede zákazník" — when VIES
   * answered (its time, else when it was asked), the consultation number, and whether VIES was unavailable at issue.
   */
  vatProof?: { verifiedAt: string | null; requestIdentifier: string | null; unavailableAtIssue: boolean } | null;
  /** What is left to pay after the advance; printed when it differs from the total. */
  amountDueMinor?: number | null;
  /** The PDF's creation date (ISO instant); the date of issue at midnight UTC when absent. Same input, same bytes. */
  createdAt?: string | null;
}
