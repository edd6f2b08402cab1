/**
 * Invoice numbers and variable symbols (docs/product/invoices.md#numbers; docs/decisions/028-invoices.md). One
 * gap-free series per year of the date of issue and kind; the sequence is taken when a draft is issued.
 *
 *   invoice          2026-0001     VS 2026100001
 *   advance_invoice  Z-2026-0001   VS 2026200001   (Z: záloha)
 *   credit_note      D-2026-0001   VS 2026300001   (D: dobropis / opravný daňový doklad)
 *   advance_tax_document P-2026-0001 VS 2026400001 (P: daňový doklad k přijaté platbě, issue 38)
 *
 * The variable symbol is digits only, exactly 10 (the most a Czech payment symbol holds): the year, one digit of the
 * kind, the sequence in five digits — so it is unique across kinds and years and read back from the number alone.
 */
import type { InvoiceKind } from '../schemas/invoice';

export const INVOICE_NUMBER_PREFIX: Record<InvoiceKind, string> = { invoice: '', advance_invoice: 'Z-', credit_note: 'D-', advance_tax_document: 'P-' };
export const VARIABLE_SYMBOL_KIND_DIGIT: Record<InvoiceKind, string> = { invoice: '1', advance_invoice: '2', credit_note: '3', advance_tax_document: '4' };
/** The sequence's digits in the variable symbol: at most 99 999 documents of one kind a year. */
export const MAX_INVOICE_SEQUENCE = 99_999;

function checkSequence(year: number, sequence: number): void {
  if (!Number.isInteger(year) || year < 2000 || year > 9999) throw new RangeError(`Not a year of issue: ${year}`);
  if (!Number.isInteger(sequence) || sequence < 1 || sequence > MAX_INVOICE_SEQUENCE) {
    throw new RangeError(`The invoice sequence must be from 1 to ${MAX_INVOICE_SEQUENCE}: ${sequence}`);
  }
}

/** "2026-0001", "Z-2026-0001", "D-2026-0001" (four digits at least; the 10 000th is "2026-10000"). */
export function formatInvoiceNumber(kind: InvoiceKind, year: number, sequence: number): string {
  checkSequence(year, sequence);
  return `${INVOICE_NUMBER_PREFIX[kind]}${year}-${String(sequence).padStart(4, '0')}`;
}

/** "2026100001": year, kind digit, the sequence in five digits. */
export function invoiceVariableSymbol(kind: InvoiceKind, year: number, sequence: number): string {
  checkSequence(year, sequence);
  return `${year}${VARIABLE_SYMBOL_KIND_DIGIT[kind]}${String(sequence).padStart(5, '0')}`;
}
