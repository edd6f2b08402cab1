/**
 * The received invoice form's values (docs/product/time-and-profit.md#costs-from-suppliers): the API's fields as the
 * form holds them — amounts typed as money in the screen's language (parseMoneyText), the exchange rate as Kč per euro
 * ("25,125" → thousandths), the markup in percent ("12,5" → basis points) — the way back to the shared schema's input,
 * the validation (the shared schema's own messages, a typed amount's own reason first) and the live totals.
 */
import { toNestErrors } from '@hookform/resolvers';
import type { FieldError, Path, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import type { Language } from '@/shared/constants';
import { isCalendarDay } from '@/shared/dates';
import { formatScaled } from '@/shared/money/document-money';
import { MONEY_TEXT_MESSAGES, minorToDecimalText, parseMoneyText } from '@/shared/money/minor-units';
import type { InvoiceCurrency } from '@/shared/schemas/invoice';
import {
  MAX_MARKUP_BASIS_POINTS,
  rebillLines,
  receivedInvoiceCostCzk,
  receivedInvoiceSchema,
  receivedTotals,
  vatOfBase,
  vatPercentsOn,
  type AdminReceivedInvoice,
  type ReceivedAmount,
  type ReceivedInvoiceInput,
} from '@/shared/schemas/received-invoice';
import { parseScaled } from '../common/document-format';

/** One VAT rate's row as the form holds it. */
export interface ReceivedAmountDraft {
  /** The percent as its option's value ('21'). */
  vatPercent: string;
  /** The base and the VAT as typed ("10 000,50"). */
  baseMinor: string;
  vatMinor: string;
  /** The VAT was typed by hand: a change of the base or the rate no longer computes it (never sent). */
  vatTyped: boolean;
}

/** What the form holds: the API's fields by their names (a server 400 names them), numbers as the text typed. */
export interface ReceivedInvoiceDraft {
  supplierName: string;
  supplierIco: string;
  supplierDic: string;
  number: string;
  variableSymbol: string;
  issuedOn: string;
  taxableSupplyOn: string;
  /** Blank: none. */
  dueOn: string;
  currency: InvoiceCurrency;
  /** Kč per 1 EUR as typed ("25,125"); only for EUR. */
  exchangeRateThousandths: string;
  projectId: number | null;
  description: string;
  rebillable: boolean;
  /** The markup in percent as typed ("15", "12,5"); blank is none. */
  markupBasisPoints: string;
  amounts: ReceivedAmountDraft[];
}

/** The schema's input the form's values give. */
export type ReceivedInvoicePayload = z.input<typeof receivedInvoiceSchema>;

/** The VAT percents offered on a taxable-supply date (today's until a real day is typed). */
export function vatPercentChoices(taxableSupplyOn: string, today: string): number[] {
  return vatPercentsOn(isCalendarDay(taxableSupplyOn) ? taxableSupplyOn : today);
}

/** The percent a new row starts with: the basic rate if it is free, else the highest free one. */
export function nextVatPercent(choices: readonly number[], used: readonly string[]): number | undefined {
  const free = choices.filter((p) => !used.includes(String(p)));
  return free.includes(21) ? 21 : free.at(-1);
}

/** A new row at `percent`: nothing typed yet. */
export const newAmountDraft = (percent: number): ReceivedAmountDraft => ({ vatPercent: String(percent), baseMinor: '', vatMinor: '', vatTyped: false });

/** A new received invoice: issued and supplied today, in CZK, one row at the basic rate. */
export function newReceivedInvoiceDraft(today: string): ReceivedInvoiceDraft {
  return {
    supplierName: '',
    supplierIco: '',
    supplierDic: '',
    number: '',
    variableSymbol: '',
    issuedOn: today,
    taxableSupplyOn: today,
    dueOn: '',
    currency: 'CZK',
    exchangeRateThousandths: '',
    projectId: null,
    description: '',
    rebillable: false,
    markupBasisPoints: '',
    amounts: [newAmountDraft(nextVatPercent(vatPercentsOn(today), []) ?? 21)],
  };
}

/** A markup in basis points as the form shows it, in percent ("15", "12,5"). */
export const markupText = (basisPoints: number, lang: Language): string => formatScaled(basisPoints, 2, lang, { group: false, trim: true });

/** A rate in thousandths as the form shows it, in Kč per euro ("25,125"). */
export const exchangeRateText = (thousandths: number, lang: Language): string => formatScaled(thousandths, 3, lang, { group: false, trim: true });

/** A stored received invoice as the form's values; a VAT that is not base × rate is the supplier's own (typed). */
export function receivedInvoiceDraft(record: AdminReceivedInvoice, lang: Language): ReceivedInvoiceDraft {
  return {
    supplierName: record.supplierName,
    supplierIco: record.supplierIco ?? '',
    supplierDic: record.supplierDic ?? '',
    number: record.number,
    variableSymbol: record.variableSymbol ?? '',
    issuedOn: record.issuedOn,
    taxableSupplyOn: record.taxableSupplyOn,
    dueOn: record.dueOn ?? '',
    currency: record.currency,
    exchangeRateThousandths: record.exchangeRateThousandths === null ? '' : exchangeRateText(record.exchangeRateThousandths, lang),
    projectId: record.projectId,
    description: record.description,
    rebillable: record.rebillable,
    markupBasisPoints: record.markupBasisPoints === 0 ? '' : markupText(record.markupBasisPoints, lang),
    amounts: record.amounts.map((a) => ({
      vatPercent: String(a.vatPercent),
      baseMinor: minorToDecimalText(a.baseMinor, lang),
      vatMinor: minorToDecimalText(a.vatMinor, lang),
      vatTyped: a.vatMinor !== vatOfBase(a.baseMinor, a.vatPercent),
    })),
  };
}

/** A typed amount: its minor units (blank: 0), or why it is not one. */
function typedAmount(text: string, lang: Language): { minor: number } | { error: string } {
  const parsed = parseMoneyText(text, lang);
  if (parsed === null) return { minor: 0 };
  return parsed.ok ? { minor: parsed.minor } : { error: MONEY_TEXT_MESSAGES[parsed.error] };
}

/** A typed decimal as an integer of `digits` places; blank → `blank`, not a number → NaN (the schema names it). */
function typedScaled<B extends number | null>(text: string, digits: number, lang: Language, blank: B): number | B {
  return text.trim() === '' ? blank : parseScaled(text, digits, lang);
}

/**
 * The schema's input from the form's values, and the amounts that are not amounts with their reasons (by the field's
 * name): such an amount is NaN in the input, so the schema refuses it too, but its own reason is the one shown.
 */
export function receivedInvoiceFromDraft(draft: ReceivedInvoiceDraft, lang: Language): { payload: ReceivedInvoicePayload; errors: Map<string, string> } {
  const errors = new Map<string, string>();
  const amount = (text: string, field: string): number => {
    const typed = typedAmount(text, lang);
    if ('minor' in typed) return typed.minor;
    errors.set(field, typed.error);
    return Number.NaN;
  };
  const payload: ReceivedInvoicePayload = {
    supplierName: draft.supplierName,
    supplierIco: draft.supplierIco,
    supplierDic: draft.supplierDic,
    number: draft.number,
    variableSymbol: draft.variableSymbol,
    issuedOn: draft.issuedOn,
    taxableSupplyOn: draft.taxableSupplyOn,
    dueOn: draft.dueOn.trim() === '' ? null : draft.dueOn,
    currency: draft.currency,
    // A CZK invoice has no rate, whatever the hidden field still holds.
    exchangeRateThousandths: draft.currency === 'CZK' ? null : typedScaled(draft.exchangeRateThousandths, 3, lang, null),
    projectId: draft.projectId,
    description: draft.description,
    rebillable: draft.rebillable,
    markupBasisPoints: typedScaled(draft.markupBasisPoints, 2, lang, 0),
    amounts: draft.amounts.map((row, i) => ({
      vatPercent: Number(row.vatPercent),
      baseMinor: amount(row.baseMinor, `amounts.${i}.baseMinor`),
      vatMinor: amount(row.vatMinor, `amounts.${i}.vatMinor`),
    })),
  };
  return { payload, errors };
}

const HEADER_FIELDS = [
  'supplierName',
  'supplierIco',
  'supplierDic',
  'number',
  'variableSymbol',
  'issuedOn',
  'taxableSupplyOn',
  'dueOn',
  'currency',
  'exchangeRateThousandths',
  'projectId',
  'description',
] as const satisfies readonly Path<ReceivedInvoiceDraft>[];
const REBILL_FIELDS = ['rebillable', 'markupBasisPoints'] as const satisfies readonly Path<ReceivedInvoiceDraft>[];

/** Every field a server 400 may name, in screen order (a refused one is shown at it, the first focused). */
export function receivedInvoiceFields(amountCount: number): Path<ReceivedInvoiceDraft>[] {
  const rows = Array.from({ length: amountCount }, (_, i) => [`amounts.${i}.vatPercent`, `amounts.${i}.baseMinor`, `amounts.${i}.vatMinor`] as const).flat();
  return [...HEADER_FIELDS, 'amounts', ...rows, ...REBILL_FIELDS];
}

/**
 * The form's validation: the shared schema over the values read back (receivedInvoiceFromDraft); each field shows its
 * first message (English, shown translated), a typed amount's own reason before the schema's.
 */
export function receivedInvoiceResolver(lang: Language): Resolver<ReceivedInvoiceDraft, unknown, ReceivedInvoiceInput> {
  return (values, _context, options) => {
    const { payload, errors: typed } = receivedInvoiceFromDraft(values, lang);
    const result = receivedInvoiceSchema.safeParse(payload);
    if (result.success && typed.size === 0) return { values: result.data, errors: {} };
    const errors: Record<string, FieldError> = {};
    for (const [field, message] of typed) errors[field] = { type: 'custom', message };
    for (const issue of result.error?.issues ?? []) errors[issue.path.map(String).join('.')] ??= { type: issue.code, message: issue.message };
    return { values: {}, errors: toNestErrors(errors, options) };
  };
}

/** The VAT of a row computed from its typed base and rate: '' for no base, null when the base is not an amount. */
export function computedVatText(row: Pick<ReceivedAmountDraft, 'vatPercent' | 'baseMinor'>, lang: Language): string | null {
  const base = parseMoneyText(row.baseMinor, lang);
  if (base === null) return '';
  return base.ok ? minorToDecimalText(vatOfBase(base.minor, Number(row.vatPercent)), lang) : null;
}

/** What the form shows as it is typed: the totals in the invoice's currency, its cost and its rebilled price in Kč. */
export interface LiveReceivedTotals {
  /** Null while an amount is not one. */
  totals: { baseMinor: number; vatMinor: number; totalMinor: number } | null;
  /** Haléře; null while it cannot be computed (an amount or the EUR rate missing, the VAT claim not known). */
  costCzk: number | null;
  /** The lines' prices (Kč without VAT, markup included) on the client's invoice; null as costCzk. */
  rebillCzk: number | null;
}

/** The fields the live totals read. */
export type LiveTotalsInput = Pick<ReceivedInvoiceDraft, 'currency' | 'exchangeRateThousandths' | 'markupBasisPoints' | 'amounts' | 'supplierName' | 'number' | 'description'>;

export function liveReceivedTotals(draft: LiveTotalsInput, lang: Language, vatReclaimable: boolean | null): LiveReceivedTotals {
  const amounts: ReceivedAmount[] = [];
  for (const row of draft.amounts) {
    const base = typedAmount(row.baseMinor, lang);
    const vat = typedAmount(row.vatMinor, lang);
    if (!('minor' in base) || !('minor' in vat)) return { totals: null, costCzk: null, rebillCzk: null };
    amounts.push({ vatPercent: Number(row.vatPercent), baseMinor: base.minor, vatMinor: vat.minor });
  }
  const totals = receivedTotals(amounts);
  const rate = draft.currency === 'CZK' ? null : typedScaled(draft.exchangeRateThousandths, 3, lang, null);
  if (draft.currency !== 'CZK' && (rate === null || !Number.isSafeInteger(rate) || rate <= 0)) return { totals, costCzk: null, rebillCzk: null };
  const costCzk = vatReclaimable === null ? null : receivedInvoiceCostCzk({ amounts, currency: draft.currency, exchangeRateThousandths: rate, vatReclaimable });
  const markup = typedScaled(draft.markupBasisPoints, 2, lang, 0);
  const rebillCzk =
    Number.isSafeInteger(markup) && markup <= MAX_MARKUP_BASIS_POINTS
      ? rebillLines({ ...draft, exchangeRateThousandths: rate, markupBasisPoints: markup, amounts }, lang).reduce((sum, line) => sum + line.unitPriceMinor, 0)
      : null;
  return { totals, costCzk, rebillCzk };
}
