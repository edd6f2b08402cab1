/**
 * Credit notes (opravné daňové doklady) of an issued tax invoice, whole or partial (issue 38;
 * docs/product/invoices.md#credit-notes): what staff send to issue one, and what the back office reads of what is
 * left to credit. POST /api/admin/invoices/:id/credit-note takes one of
 *
 * - `{ reason }`: the whole rest of the invoice (the body of issue 23, still valid: an invoice never credited is
 *   credited whole);
 * - `{ reason, lines: [{ lineId, quantity }] }`: chosen lines, each by a quantity ≤ what is left uncredited of it
 *   (a decimal number of the line's units, at most three decimals: 4, 0.5);
 * - `{ reason, amounts: [{ vatRateCode, baseMinor }] }`: an amount without VAT per VAT rate (a discount agreed after
 *   the fact), ≤ what is left of the base at that rate.
 *
 * The totals of a credit note are computed by src/shared/invoices/credit-note-lines.ts (the server's and the dialog's
 * one rule).
 */
import { z } from 'zod';
import type { VatRecapRow } from '../money/document-totals';
import { VAT_RATE_CODES, type VatRateCode } from '../money/vat-rates';
import type { Language } from '../constants';
import { MAX_LENGTH, recordId } from './fields';
import { documentText, wholeNumber } from './document-fields';
import { oneOfMessage } from './messages';
import { MAX_QUANTITY_THOUSANDTHS, MAX_UNIT_PRICE_MINOR } from './proposal';
import type { InvoiceCurrency } from './invoice';

export const CREDIT_NOTE_MESSAGES = {
  reasonRequired: 'Please give the reason for the correction',
  textInvalid: 'Must be text',
  textTooLong: 'Too long',
  lineRequired: 'Please choose the line to credit',
  quantity: 'Must be a quantity greater than 0 with at most three decimals',
  baseMinor: `Must be a whole number of minor units from 1 to ${MAX_UNIT_PRICE_MINOR}`,
  linesOrAmounts: 'Credit either lines or amounts per VAT rate, not both',
  nothingChosen: 'Choose at least one line or amount to credit',
  tooMany: 'At most 200 entries',
  // Refusals against the invoice (400 on the field, with a reason code the client words itself).
  unknownLine: 'This line is not on the invoice',
  duplicateLine: 'This line is chosen twice',
  quantityTooLarge: 'More than is left uncredited of this line',
  unknownRate: 'The invoice has no line at this VAT rate',
  duplicateRate: 'This VAT rate is chosen twice',
  amountTooLarge: 'More than is left uncredited at this VAT rate',
  // 409s.
  onlyInvoice: 'Only an issued tax invoice is corrected by a credit note',
  nothingLeft: 'Nothing is left to credit on this invoice',
} as const;

/** The machine codes of a refused credit note (`code` of the 400/409 answer; the dialog words each in its language). */
export const CREDIT_NOTE_REFUSALS = ['unknownLine', 'duplicateLine', 'quantityTooLarge', 'unknownRate', 'duplicateRate', 'amountTooLarge', 'onlyInvoice', 'nothingLeft'] as const;
export type CreditNoteRefusal = (typeof CREDIT_NOTE_REFUSALS)[number];
export const isCreditNoteRefusal = (code: unknown): code is CreditNoteRefusal => CREDIT_NOTE_REFUSALS.some((known) => known === code);

const MAX_CREDIT_ENTRIES = 200;

/**
 * A quantity as a decimal number of units with at most three decimals, read as integer thousandths (4 → 4000,
 * 0.5 → 500). The number is read through its shortest decimal text, so no float error reaches the thousandths.
 */
export function quantityToThousandths(value: number): number | null {
  if (!Number.isFinite(value) || value <= 0) return null;
  const match = /^(\d+)(?:\.(\d{1,3}))?$/.exec(String(value));
  if (!match) return null;
  const thousandths = Number(match[1]) * 1000 + Number((match[2] ?? '').padEnd(3, '0'));
  return thousandths >= 1 && thousandths <= MAX_QUANTITY_THOUSANDTHS ? thousandths : null;
}

const quantity = z.number({ error: CREDIT_NOTE_MESSAGES.quantity }).transform((value, ctx) => {
  const thousandths = quantityToThousandths(value);
  if (thousandths === null) {
    ctx.addIssue({ code: 'custom', message: CREDIT_NOTE_MESSAGES.quantity });
    return z.NEVER;
  }
  return thousandths;
});

export const creditNoteLineSchema = z.object({
  lineId: recordId(CREDIT_NOTE_MESSAGES.lineRequired),
  /** Read as thousandths of the line's unit. */
  quantity,
});

export const creditNoteAmountSchema = z.object({
  vatRateCode: z.enum(VAT_RATE_CODES, { error: oneOfMessage(VAT_RATE_CODES) }),
  /** The base (without VAT) to credit at the rate, positive minor units; the credit note carries it negative. */
  baseMinor: wholeNumber(1, MAX_UNIT_PRICE_MINOR, CREDIT_NOTE_MESSAGES.baseMinor),
});

/** POST /api/admin/invoices/:id/credit-note. */
export const creditNoteSchema = z
  .object({
    reason: documentText(MAX_LENGTH.description, { invalid: CREDIT_NOTE_MESSAGES.textInvalid, tooLong: CREDIT_NOTE_MESSAGES.textTooLong }, CREDIT_NOTE_MESSAGES.reasonRequired),
    lines: z.array(creditNoteLineSchema, { error: CREDIT_NOTE_MESSAGES.nothingChosen }).min(1, CREDIT_NOTE_MESSAGES.nothingChosen).max(MAX_CREDIT_ENTRIES, CREDIT_NOTE_MESSAGES.tooMany).optional(),
    amounts: z.array(creditNoteAmountSchema, { error: CREDIT_NOTE_MESSAGES.nothingChosen }).min(1, CREDIT_NOTE_MESSAGES.nothingChosen).max(VAT_RATE_CODES.length, CREDIT_NOTE_MESSAGES.tooMany).optional(),
  })
  .superRefine((value, ctx) => {
    if (value.lines && value.amounts) ctx.addIssue({ code: 'custom', path: ['amounts'], message: CREDIT_NOTE_MESSAGES.linesOrAmounts });
  });
export type CreditNoteInput = z.infer<typeof creditNoteSchema>;
export type CreditNoteBody = z.input<typeof creditNoteSchema>;

/** What is chosen, as the shared rule takes it (quantities in thousandths). */
export type CreditNoteChoice =
  | { kind: 'rest' }
  | { kind: 'lines'; lines: readonly { lineId: number; quantityThousandths: number }[] }
  | { kind: 'amounts'; amounts: readonly { vatRateCode: VatRateCode; baseMinor: number }[] };

export function creditNoteChoice(input: Pick<CreditNoteInput, 'lines' | 'amounts'>): CreditNoteChoice {
  if (input.lines) return { kind: 'lines', lines: input.lines.map((l) => ({ lineId: l.lineId, quantityThousandths: l.quantity })) };
  if (input.amounts) return { kind: 'amounts', amounts: input.amounts };
  return { kind: 'rest' };
}

/** A line of the invoice as it can be credited: as issued, and what of it is left. */
export interface CreditableLine {
  lineId: number;
  position: number;
  description: string;
  unit: string;
  quantityThousandths: number;
  unitPriceMinor: number;
  discountBasisPoints: number;
  vatRateCode: VatRateCode;
  /** The line's base as issued. */
  baseMinor: number;
  /** Left uncredited of its quantity, and of its base (both ≥ 0). */
  leftQuantityThousandths: number;
  leftBaseMinor: number;
}

/** A VAT rate of the invoice: its recap row as issued, and what is left of its base and VAT (≥ 0). */
export interface CreditableRate {
  vatRateCode: VatRateCode;
  vatPercent: number;
  baseMinor: number;
  vatMinor: number;
  leftBaseMinor: number;
  leftVatMinor: number;
  /** A foreign-currency invoice: the row's CZK recap as issued and what is left of it; null for CZK. */
  czk: { baseMinor: number; vatMinor: number; leftBaseMinor: number; leftVatMinor: number } | null;
}

/** A credit note issued on the invoice. */
export interface CreditNoteSummary {
  id: number;
  number: string;
  issuedOn: string;
  /** Negative (or 0). */
  totalMinor: number;
  reason: string;
}

/** GET /api/admin/invoices/:id/credit-note: what can still be credited (the dialog's data). */
export interface CreditableInvoice {
  invoiceId: number;
  number: string;
  currency: InvoiceCurrency;
  language: Language;
  vatCharged: boolean;
  /** Exchange rate of the invoice (thousandths of CZK), kept by its credit notes; null for CZK. */
  exchangeRateThousandths: number | null;
  lines: CreditableLine[];
  rates: CreditableRate[];
  /** Left to credit of the invoice's total (≥ 0): 0 when fully credited. */
  leftMinor: number;
  creditNotes: CreditNoteSummary[];
}

/** A credit note's amounts as the rule computes them (negative), with its CZK recap for a foreign-currency invoice. */
export interface CreditNoteRecap {
  recap: VatRecapRow[];
  vatRecapCzk: VatRecapRow[] | null;
}
