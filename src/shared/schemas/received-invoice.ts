/**
 * Invoices received from suppliers (issue 36 point 5, docs/product/time-and-profit.md#costs-from-suppliers): what staff
 * type or an ISDOC file gives, the API record, and the two money rules every reader uses — what a received invoice
 * costs the agency (profitability) and what it is rebilled at (a line of the client's next invoice).
 */
import { z } from 'zod';
import { optionalIco, optionalVatId } from '../identifiers/fields';
import { MAX_LENGTH, flag, optionalRecordId } from './fields';
import { calendarDay, documentText, wholeNumber } from './document-fields';
import { oneOfMessage } from './messages';
import { INVOICE_CURRENCIES, MAX_DOCUMENT_TOTAL_MINOR, MAX_EXCHANGE_RATE_THOUSANDTHS, type InvoiceCurrency } from './invoice';
import { divideRounded } from '../money/rounding';
import { divideRounded as divideRoundedBig } from '../money/document-totals';
import { eurMinorToCzkMinor } from '../money/accounting-usd';
import { VAT_RATE_TABLE, type VatRateCode } from '../money/vat-rates';
import type { Language } from '../constants';

/** A markup is at most 1000 % (basis points: 10 % = 1 000). */
export const MAX_MARKUP_BASIS_POINTS = 100_000;
/** How far a typed VAT may be from base × rate (the supplier's own rounding of its recap): 1 Kč. */
export const VAT_TOLERANCE_MINOR = 100;
/** The largest ISDOC file read (bytes): a received invoice is a few kB; its attachments are not kept. */
export const MAX_ISDOC_BYTES = 2 * 1024 * 1024;

export const RECEIVED_INVOICE_MESSAGES = {
  supplierRequired: "Please enter the supplier's name",
  numberRequired: "Please enter the supplier's invoice number",
  variableSymbolInvalid: 'Must be 1 to 10 digits',
  dateInvalid: 'Must be a date (yyyy-mm-dd)',
  dueBeforeIssue: 'Must not be before the date of issue',
  amountsRequired: 'Enter the amount of at least one VAT rate',
  amountInvalid: `Must be a whole number of minor units from 0 to ${MAX_DOCUMENT_TOTAL_MINOR}`,
  vatPercentInvalid: 'This VAT rate does not exist on the taxable-supply date',
  vatPercentTwice: 'Each VAT rate once',
  vatMismatch: 'The VAT does not match the base at this rate',
  totalTooLarge: `The total must not exceed ${MAX_DOCUMENT_TOTAL_MINOR} minor units`,
  exchangeRateRequired: 'An invoice in EUR needs its exchange rate',
  exchangeRateInvalid: `Must be a whole number of thousandths of CZK from 1 to ${MAX_EXCHANGE_RATE_THOUSANDTHS}`,
  exchangeRateNotForCzk: 'A CZK invoice has no exchange rate',
  markupInvalid: `Must be a whole number of basis points from 0 to ${MAX_MARKUP_BASIS_POINTS}`,
  rebillNeedsProject: 'A cost is rebilled to the client of its project: choose the project',
  projectNotFound: 'The chosen project does not exist',
  duplicate: "This supplier's invoice with this number is already recorded",
  rebilled: 'The cost is on a client invoice already: delete that draft or credit that invoice first',
  notFound: 'Received invoice not found',
  noIsdoc: 'This received invoice was typed in by hand: it has no ISDOC file',
  isdocInvalid: 'The file is not a valid ISDOC invoice',
  fileRequired: 'Please choose an ISDOC file (.isdoc or .isdocx)',
  notMultipart: 'Send the ISDOC file as multipart/form-data in the "file" field',
  isdocTooLarge: 'The file is too large for an ISDOC invoice',
  isdocUnsupported: 'Only an ISDOC invoice (document type 1) in CZK or with CZK as its local currency can be imported',
  textInvalid: 'Must be text',
  textTooLong: 'Too long',
} as const;

const text = (max: number, requiredMessage?: string) =>
  documentText(max, { invalid: RECEIVED_INVOICE_MESSAGES.textInvalid, tooLong: RECEIVED_INVOICE_MESSAGES.textTooLong }, requiredMessage);
const day = calendarDay(RECEIVED_INVOICE_MESSAGES.dateInvalid);
const amount = () => wholeNumber(0, MAX_DOCUMENT_TOTAL_MINOR, RECEIVED_INVOICE_MESSAGES.amountInvalid);

/** The VAT percents that exist on `date` (yyyy-mm-dd) by the Czech rate table: 0, 12 and 21 since 2024. */
export function vatPercentsOn(date: string): number[] {
  const percents = VAT_RATE_TABLE.filter((p) => p.from <= date && (p.to === undefined || date <= p.to)).map((p) => p.percent);
  return [...new Set(percents)].sort((a, b) => a - b);
}

/** The VAT the rate gives on a base, rounded half away from zero (the recap's rule). */
export const vatOfBase = (baseMinor: number, percent: number): number => divideRounded(baseMinor * percent, 100);

export const receivedAmountSchema = z.object({
  vatPercent: wholeNumber(0, 100, RECEIVED_INVOICE_MESSAGES.vatPercentInvalid),
  baseMinor: amount(),
  vatMinor: amount(),
});
export type ReceivedAmount = z.infer<typeof receivedAmountSchema>;

/**
 * POST / PUT /api/admin/received-invoices (and what an ISDOC file is read into). Amounts in minor units of `currency`,
 * one row per VAT percent; the markup applies to the amounts without VAT when the cost is rebilled.
 */
export const receivedInvoiceSchema = z
  .object({
    supplierName: text(MAX_LENGTH.short, RECEIVED_INVOICE_MESSAGES.supplierRequired),
    supplierIco: optionalIco(),
    supplierDic: optionalVatId(),
    number: text(40, RECEIVED_INVOICE_MESSAGES.numberRequired),
    variableSymbol: z.preprocess(
      (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
      z.string({ error: RECEIVED_INVOICE_MESSAGES.variableSymbolInvalid }).trim().regex(/^\d{1,10}$/, RECEIVED_INVOICE_MESSAGES.variableSymbolInvalid).nullable().default(null),
    ),
    issuedOn: day,
    taxableSupplyOn: day,
    dueOn: day.nullable().default(null),
    currency: z.enum(INVOICE_CURRENCIES, { error: oneOfMessage(INVOICE_CURRENCIES) }).default('CZK'),
    exchangeRateThousandths: wholeNumber(1, MAX_EXCHANGE_RATE_THOUSANDTHS, RECEIVED_INVOICE_MESSAGES.exchangeRateInvalid).nullable().default(null),
    projectId: optionalRecordId(),
    description: text(MAX_LENGTH.description),
    rebillable: flag(false),
    markupBasisPoints: wholeNumber(0, MAX_MARKUP_BASIS_POINTS, RECEIVED_INVOICE_MESSAGES.markupInvalid).default(0),
    amounts: z.array(receivedAmountSchema, { error: RECEIVED_INVOICE_MESSAGES.amountsRequired }).min(1, RECEIVED_INVOICE_MESSAGES.amountsRequired).max(6, RECEIVED_INVOICE_MESSAGES.vatPercentTwice),
  })
  .superRefine((value, ctx) => {
    const issue = (path: (string | number)[], message: string) => ctx.addIssue({ code: 'custom', path, message });
    if (value.dueOn !== null && value.dueOn < value.issuedOn) issue(['dueOn'], RECEIVED_INVOICE_MESSAGES.dueBeforeIssue);
    if (value.currency === 'CZK' && value.exchangeRateThousandths !== null) issue(['exchangeRateThousandths'], RECEIVED_INVOICE_MESSAGES.exchangeRateNotForCzk);
    if (value.currency !== 'CZK' && value.exchangeRateThousandths === null) issue(['exchangeRateThousandths'], RECEIVED_INVOICE_MESSAGES.exchangeRateRequired);
    if (value.rebillable && value.projectId === null) issue(['projectId'], RECEIVED_INVOICE_MESSAGES.rebillNeedsProject);
    const allowed = vatPercentsOn(value.taxableSupplyOn);
    const seen = new Set<number>();
    value.amounts.forEach((row, i) => {
      if (!allowed.includes(row.vatPercent)) issue(['amounts', i, 'vatPercent'], RECEIVED_INVOICE_MESSAGES.vatPercentInvalid);
      else if (seen.has(row.vatPercent)) issue(['amounts', i, 'vatPercent'], RECEIVED_INVOICE_MESSAGES.vatPercentTwice);
      else if (Math.abs(row.vatMinor - vatOfBase(row.baseMinor, row.vatPercent)) > VAT_TOLERANCE_MINOR) issue(['amounts', i, 'vatMinor'], RECEIVED_INVOICE_MESSAGES.vatMismatch);
      seen.add(row.vatPercent);
    });
    if (receivedTotals(value.amounts).totalMinor > MAX_DOCUMENT_TOTAL_MINOR) issue(['amounts'], RECEIVED_INVOICE_MESSAGES.totalTooLarge);
  });
export type ReceivedInvoiceInput = z.infer<typeof receivedInvoiceSchema>;

/** A received invoice as the API answers it. */
export interface AdminReceivedInvoice {
  id: number;
  supplierName: string;
  supplierIco: string | null;
  supplierDic: string | null;
  number: string;
  variableSymbol: string | null;
  issuedOn: string;
  taxableSupplyOn: string;
  dueOn: string | null;
  currency: InvoiceCurrency;
  exchangeRateThousandths: number | null;
  projectId: number | null;
  description: string;
  vatReclaimable: boolean;
  rebillable: boolean;
  markupBasisPoints: number;
  rebilledInvoiceId: number | null;
  createdAt: string;
  updatedAt: string;
  amounts: ReceivedAmount[];
  /** Added: the project's and its client's names, the rebilling invoice's number (null while a draft), the totals. */
  projectName: string | null;
  clientId: number | null;
  clientName: string | null;
  rebilledInvoiceNumber: string | null;
  /** Whether it was imported from an ISDOC file (the file is kept: GET …/:id/isdoc). */
  fromIsdoc: boolean;
  baseMinor: number;
  vatMinor: number;
  totalMinor: number;
  /** What it costs the agency, in haléře (receivedInvoiceCostCzk). */
  costCzk: number;
}

/** The sums of a received invoice's amounts, in its currency. */
export function receivedTotals(amounts: readonly ReceivedAmount[]): { baseMinor: number; vatMinor: number; totalMinor: number } {
  const baseMinor = amounts.reduce((sum, a) => sum + a.baseMinor, 0);
  const vatMinor = amounts.reduce((sum, a) => sum + a.vatMinor, 0);
  return { baseMinor, vatMinor, totalMinor: baseMinor + vatMinor };
}

/** An amount of `currency` in haléře at the rate (thousandths of CZK per unit), rounded half away from zero. */
export function toCzkMinor(minor: number, currency: InvoiceCurrency, exchangeRateThousandths: number | null): number {
  return currency === 'CZK' ? minor : eurMinorToCzkMinor(minor, exchangeRateThousandths ?? 0);
}

/**
 * What a received invoice costs the agency, in haléře: its amounts without VAT, plus the VAT when it is not claimed
 * back (the agency was not a VAT payer when it was recorded), converted to CZK once, on the sum.
 */
export function receivedInvoiceCostCzk(invoice: {
  amounts: readonly ReceivedAmount[];
  currency: InvoiceCurrency;
  exchangeRateThousandths: number | null;
  vatReclaimable: boolean;
}): number {
  const totals = receivedTotals(invoice.amounts);
  return toCzkMinor(invoice.vatReclaimable ? totals.baseMinor : totals.totalMinor, invoice.currency, invoice.exchangeRateThousandths);
}

/** The VAT rate code a rebilled amount of `percent` carries on the agency's invoice (the same percent today). */
export function vatCodeOfPercent(percent: number): VatRateCode {
  if (percent === 0) return 'zero';
  if (percent === 21) return 'basic';
  if (percent === 10) return 'secondReduced';
  return 'reduced';
}

/** The texts of a rebilled cost's line, per language of the client's invoice. */
export const REBILL_TEXTS: Record<Language, { line: (supplier: string, number: string, description: string) => string }> = {
  cs: { line: (supplier, number, description) => `Přefakturace: ${supplier}, doklad ${number}${description ? ` – ${description}` : ''}` },
  en: { line: (supplier, number, description) => `Rebilled: ${supplier}, document ${number}${description ? ` – ${description}` : ''}` },
};

export interface RebillLine {
  description: string;
  quantityThousandths: number;
  unit: string;
  /** Haléře: the amount without VAT in CZK with the markup, rounded half away from zero. */
  unitPriceMinor: number;
  vatRateCode: VatRateCode;
  discountBasisPoints: number;
}

/**
 * The lines a rebillable received invoice adds to the client's next (CZK) invoice: one per VAT percent with a base,
 * priced at the base in CZK × (1 + markup), at the agency's code for that percent. VAT is the client invoice's own.
 */
export function rebillLines(
  invoice: Pick<AdminReceivedInvoice, 'supplierName' | 'number' | 'description' | 'currency' | 'exchangeRateThousandths' | 'markupBasisPoints' | 'amounts'>,
  language: Language,
): RebillLine[] {
  // Cut to what an invoice line holds, so the draft can be saved again as it is.
  const description = REBILL_TEXTS[language].line(invoice.supplierName, invoice.number, invoice.description).slice(0, MAX_LENGTH.description);
  return invoice.amounts
    .filter((a) => a.baseMinor > 0)
    .map((a) => {
      const baseCzk = toCzkMinor(a.baseMinor, invoice.currency, invoice.exchangeRateThousandths);
      return {
        description,
        quantityThousandths: 1000,
        unit: '',
        unitPriceMinor: Number(divideRoundedBig(BigInt(baseCzk) * BigInt(10_000 + invoice.markupBasisPoints), 10_000n)),
        vatRateCode: vatCodeOfPercent(a.vatPercent),
        discountBasisPoints: 0,
      };
    });
}
