/**
 * The one rule of a credit note's lines and totals (issue 38; docs/product/invoices.md#credit-notes): the server
 * issues what it computes, the credit-note dialog shows it live. Pure.
 *
 * - A credited line keeps the invoice line's unit price, discount and VAT rate; its quantity is what is credited
 *   (positive, as the line's own unit), its unit price and amounts negative. Its base is quantity × price ×
 *   (1 − discount) rounded once (lineAmounts) — except when it credits all that is left of the line: then its base is
 *   exactly the line's left base, so the credits of a line add up to the line.
 * - An amount per VAT rate is one line "Price reduction" of quantity 1 at that rate.
 * - VAT per rate from the sum of the credited bases, as on the invoice (divideRounded, half away from zero) at the
 *   invoice's percent (the correction of that supply); a credit note that takes all that is left of a rate's base
 *   takes all that is left of its VAT, so an invoice credited in parts ends at exactly 0. A foreign-currency invoice's
 *   CZK recap likewise (converted at the invoice's rate; the rest of a rate exactly).
 * - Refusals name the field: `lines.N.lineId` (not on the invoice, chosen twice), `lines.N.quantity` (more than is
 *   left of the line, or than is left at its rate), `amounts.N.vatRateCode`, `amounts.N.baseMinor`.
 */
import type { Language } from '../constants';
import { lineAmounts, divideRounded, type PartTotals, type VatRecapRow } from '../money/document-totals';
import { eurMinorToCzkMinor } from '../money/accounting-usd';
import type { InvoiceSnapshot, InvoiceSnapshotLine } from '../invoice-snapshot';
import type { VatRateCode } from '../money/vat-rates';
import { CREDIT_NOTE_MESSAGES, type CreditableInvoice, type CreditableRate, type CreditNoteChoice, type CreditNoteRefusal } from '../schemas/credit-note';

/** A line of a credit note: the snapshot line, and the invoice line it credits (null for an amount per rate). */
export interface CreditNoteLine extends InvoiceSnapshotLine {
  creditsLineId: number | null;
}

export interface CreditNoteRefused {
  field: string;
  message: string;
  code: CreditNoteRefusal;
  params?: Record<string, number>;
}

export interface CreditNoteComputed {
  lines: CreditNoteLine[];
  /** Negative amounts. */
  totals: PartTotals;
  vatRecapCzk: VatRecapRow[] | null;
  /** The invoice lines this credit note leaves with nothing uncredited (their time and costs are released). */
  closedLineIds: number[];
  /** Nothing is left to credit on the invoice after this credit note. */
  closesInvoice: boolean;
}

/** The text of a line crediting an amount at a VAT rate, in the invoice's language. */
export const PRICE_REDUCTION_TEXT: Record<Language, (vatPercent: number, vatCharged: boolean) => string> = {
  cs: (vatPercent, vatCharged) => (vatCharged ? `Snížení ceny (DPH ${vatPercent} %)` : 'Snížení ceny'),
  en: (vatPercent, vatCharged) => (vatCharged ? `Price reduction (VAT ${vatPercent} %)` : 'Price reduction'),
};

/** -x without a negative zero. */
const negated = (value: number) => (value === 0 ? 0 : -value);

const refused = (field: string, code: CreditNoteRefusal, params?: Record<string, number>): CreditNoteRefused => ({
  field,
  message: CREDIT_NOTE_MESSAGES[code],
  code,
  ...(params ? { params } : {}),
});

/** Nothing is left to credit on the invoice. */
export const nothingLeft = (invoice: Pick<CreditableInvoice, 'rates'>): boolean => invoice.rates.every((rate) => rate.leftBaseMinor === 0 && rate.leftVatMinor === 0);

interface Credited {
  line: CreditNoteLine;
  /** Where a refusal at its rate points. */
  field: string;
}

function creditOfLine(invoice: CreditableInvoice, lineId: number, quantityThousandths: number): CreditNoteLine {
  const line = invoice.lines.find((l) => l.lineId === lineId)!;
  const rate = invoice.rates.find((r) => r.vatRateCode === line.vatRateCode)!;
  const amounts = lineAmounts({ quantityThousandths, unitPriceMinor: line.unitPriceMinor, discountBasisPoints: line.discountBasisPoints }, rate.vatPercent);
  const rest = quantityThousandths === line.leftQuantityThousandths;
  const baseMinor = rest ? line.leftBaseMinor : amounts.baseMinor;
  return {
    creditsLineId: line.lineId,
    service: '',
    description: line.description,
    unit: line.unit,
    quantityThousandths,
    unitPriceMinor: negated(line.unitPriceMinor),
    discountBasisPoints: line.discountBasisPoints,
    vatRateCode: line.vatRateCode,
    recurrence: 'one_time',
    listMinor: negated(amounts.listMinor),
    discountMinor: negated(amounts.listMinor - baseMinor),
    baseMinor: negated(baseMinor),
    vatPercent: rate.vatPercent,
  };
}

function creditOfAmount(invoice: CreditableInvoice, rate: CreditableRate, baseMinor: number): CreditNoteLine {
  return {
    creditsLineId: null,
    service: '',
    description: PRICE_REDUCTION_TEXT[invoice.language](rate.vatPercent, invoice.vatCharged),
    unit: '',
    quantityThousandths: 1000,
    unitPriceMinor: negated(baseMinor),
    discountBasisPoints: 0,
    vatRateCode: rate.vatRateCode,
    recurrence: 'one_time',
    listMinor: negated(baseMinor),
    discountMinor: 0,
    baseMinor: negated(baseMinor),
    vatPercent: rate.vatPercent,
  };
}

/** The lines of a choice, or the first refusal. */
function chosenLines(invoice: CreditableInvoice, choice: CreditNoteChoice): Credited[] | CreditNoteRefused {
  if (choice.kind === 'lines') {
    const seen = new Set<number>();
    const credited: Credited[] = [];
    for (const [i, chosen] of choice.lines.entries()) {
      const line = invoice.lines.find((l) => l.lineId === chosen.lineId);
      if (!line) return refused(`lines.${i}.lineId`, 'unknownLine');
      if (seen.has(chosen.lineId)) return refused(`lines.${i}.lineId`, 'duplicateLine');
      seen.add(chosen.lineId);
      if (chosen.quantityThousandths > line.leftQuantityThousandths) return refused(`lines.${i}.quantity`, 'quantityTooLarge', { leftThousandths: line.leftQuantityThousandths });
      credited.push({ line: creditOfLine(invoice, line.lineId, chosen.quantityThousandths), field: `lines.${i}.quantity` });
    }
    return credited;
  }
  if (choice.kind === 'amounts') {
    const seen = new Set<VatRateCode>();
    const credited: Credited[] = [];
    for (const [i, chosen] of choice.amounts.entries()) {
      const rate = invoice.rates.find((r) => r.vatRateCode === chosen.vatRateCode);
      if (!rate) return refused(`amounts.${i}.vatRateCode`, 'unknownRate');
      if (seen.has(chosen.vatRateCode)) return refused(`amounts.${i}.vatRateCode`, 'duplicateRate');
      seen.add(chosen.vatRateCode);
      if (chosen.baseMinor > rate.leftBaseMinor) return refused(`amounts.${i}.baseMinor`, 'amountTooLarge', { leftMinor: rate.leftBaseMinor });
      credited.push({ line: creditOfAmount(invoice, rate, chosen.baseMinor), field: `amounts.${i}.baseMinor` });
    }
    return credited;
  }
  // The whole rest: every line by what is left of it — or, at a rate where amounts were credited before (its lines'
  // rest is more than the rate's), the rate's rest as one amount.
  const credited: Credited[] = [];
  for (const rate of invoice.rates) {
    const lines = invoice.lines.filter((l) => l.vatRateCode === rate.vatRateCode && l.leftQuantityThousandths > 0);
    const linesRest = lines.reduce((sum, l) => sum + l.leftBaseMinor, 0);
    if (linesRest === rate.leftBaseMinor) {
      for (const line of lines) credited.push({ line: creditOfLine(invoice, line.lineId, line.leftQuantityThousandths), field: 'lines' });
    } else if (rate.leftBaseMinor > 0) {
      credited.push({ line: creditOfAmount(invoice, rate, rate.leftBaseMinor), field: 'amounts' });
    }
  }
  return credited;
}

/**
 * The credit note of `choice` on `invoice` (as GET …/credit-note reads it), or the first refusal. An empty rest
 * (nothing left) is the caller's 409, checked with nothingLeft first.
 */
export function creditNoteLines(invoice: CreditableInvoice, choice: CreditNoteChoice): CreditNoteComputed | CreditNoteRefused {
  const credited = chosenLines(invoice, choice);
  if (!Array.isArray(credited)) return credited;
  const recap: VatRecapRow[] = [];
  const recapCzk: VatRecapRow[] = [];
  let closesInvoice = true;
  for (const rate of invoice.rates) {
    const atRate = credited.filter((c) => c.line.vatRateCode === rate.vatRateCode);
    const base = atRate.reduce((sum, c) => sum - c.line.baseMinor, 0);
    if (base > rate.leftBaseMinor) return refused(atRate[0]!.field, 'amountTooLarge', { leftMinor: rate.leftBaseMinor });
    const rest = base === rate.leftBaseMinor;
    if (!rest || (rate.leftVatMinor !== 0 && atRate.length === 0)) closesInvoice = false;
    if (atRate.length === 0) continue;
    const computedVat = invoice.vatCharged ? Number(divideRounded(BigInt(base) * BigInt(rate.vatPercent), 100n)) : 0;
    const vat = rest ? rate.leftVatMinor : Math.min(computedVat, rate.leftVatMinor);
    recap.push({ vatRateCode: rate.vatRateCode, vatPercent: rate.vatPercent, baseMinor: negated(base), vatMinor: negated(vat), totalMinor: negated(base + vat) });
    if (rate.czk && invoice.exchangeRateThousandths !== null) {
      const czkBase = rest ? rate.czk.leftBaseMinor : eurMinorToCzkMinor(base, invoice.exchangeRateThousandths);
      const czkVat = rest ? rate.czk.leftVatMinor : eurMinorToCzkMinor(vat, invoice.exchangeRateThousandths);
      recapCzk.push({ vatRateCode: rate.vatRateCode, vatPercent: rate.vatPercent, baseMinor: negated(czkBase), vatMinor: negated(czkVat), totalMinor: negated(czkBase + czkVat) });
    }
  }
  const baseMinor = recap.reduce((sum, r) => sum + r.baseMinor, 0);
  const vatMinor = recap.reduce((sum, r) => sum + r.vatMinor, 0);
  const totalMinor = baseMinor + vatMinor;
  const lines = credited.map((c) => c.line);
  const closedLineIds = invoice.lines
    .filter((line) => closesInvoice || lines.some((l) => l.creditsLineId === line.lineId && l.quantityThousandths === line.leftQuantityThousandths))
    .map((line) => line.lineId);
  return {
    lines,
    totals: { recap, baseMinor, vatMinor, totalMinor, roundingMinor: 0, payableMinor: totalMinor },
    vatRecapCzk: invoice.currency === 'CZK' ? null : recapCzk,
    closedLineIds,
    closesInvoice,
  };
}

export const isRefused = (result: CreditNoteComputed | CreditNoteRefused): result is CreditNoteRefused => 'code' in result;

export interface CreditNoteSnapshotSource {
  number: string;
  variableSymbol: string;
  /** The credit note's date of issue, also its taxable-supply date (the date of the correction). */
  issuedOn: string;
  dueOn: string;
  reason: string;
}

/**
 * The snapshot of a credit note (whole or partial) of the issued `invoice`: its parties, currency, exchange rate and
 * VAT mode; the computed lines and totals; `corrects` names the invoice with the reason; no QR Platba.
 */
export function creditNoteSnapshot(invoice: InvoiceSnapshot, computed: CreditNoteComputed, source: CreditNoteSnapshotSource): InvoiceSnapshot {
  return {
    ...invoice,
    kind: 'credit_note',
    number: source.number,
    issuedOn: source.issuedOn,
    taxableSupplyOn: source.issuedOn,
    dueOn: source.dueOn,
    variableSymbol: source.variableSymbol,
    note: '',
    lines: computed.lines.map(({ creditsLineId: _credits, ...line }) => line),
    totals: computed.totals,
    vatRecapCzk: computed.vatRecapCzk,
    corrects: { number: invoice.number, issuedOn: invoice.issuedOn, reason: source.reason },
    advance: null,
    amountDueMinor: computed.totals.payableMinor,
    spayd: null,
  };
}
