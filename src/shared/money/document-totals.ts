/**
 * Line and document totals of a priced document (docs/product/proposals.md#totals). Every amount is an integer in
 * minor units (haléře / cents); quantities are integer thousandths (0.333 → 333); discounts integer basis points
 * (12.5 % → 1250). Products are computed with BigInt and rounded once, half away from zero, so no floating point
 * touches money.
 *
 * VAT is computed per rate from the sum of the line bases (Czech practice, ZDPH §37: the tax is the base × the rate,
 * and the tax document states the base and the tax per rate): base of a rate = Σ line bases at that rate, VAT =
 * round(base × percent / 100). Per-line VAT rounding can differ by a haléř per line; it is never used.
 */
import { vatPercentOn, type VatRateCode } from './vat-rates';

export const VAT_MODES = ['czech_vat', 'reverse_charge', 'outside_eu', 'non_payer'] as const;
/** czech_vat: Czech VAT charged; reverse_charge (EU business), outside_eu, non_payer (the agency): no VAT charged. */
export type VatMode = (typeof VAT_MODES)[number];

export const RECURRENCES = ['one_time', 'monthly'] as const;
export type Recurrence = (typeof RECURRENCES)[number];

export const MAX_DISCOUNT_BASIS_POINTS = 10_000;

export interface LineInput {
  quantityThousandths: number;
  unitPriceMinor: number;
  discountBasisPoints: number;
  vatRateCode: VatRateCode;
  recurrence: Recurrence;
}

export interface LineAmounts {
  /** quantity × unit price, rounded to the minor unit. */
  listMinor: number;
  /** The discount taken off (listMinor − baseMinor). */
  discountMinor: number;
  /** Tax base of the line: quantity × unit price × (1 − discount), rounded once. */
  baseMinor: number;
  vatPercent: number;
}

export interface VatRecapRow {
  vatRateCode: VatRateCode;
  vatPercent: number;
  baseMinor: number;
  /** 0 when the mode charges no VAT. */
  vatMinor: number;
  totalMinor: number;
}

export interface PartTotals {
  /** One row per rate used, in the order basic, reduced, secondReduced, zero. */
  recap: VatRecapRow[];
  baseMinor: number;
  vatMinor: number;
  /** base + VAT, to 0.01. */
  totalMinor: number;
  /** The whole-unit rounding line (haléřové vyrovnání); 0 unless the document asks for it. */
  roundingMinor: number;
  /** totalMinor + roundingMinor: what is payable. */
  payableMinor: number;
}

export interface DocumentTotals {
  vatMode: VatMode;
  vatCharged: boolean;
  lines: LineAmounts[];
  oneTime: PartTotals;
  monthly: PartTotals;
}

export interface DocumentInput {
  lines: readonly LineInput[];
  vatMode: VatMode;
  /** The date whose VAT rates apply (ISO yyyy-mm-dd): the issue / taxable-supply date. */
  taxDate: string;
  /** Round each part's total to whole units with a rounding line (cash payments in CZK). */
  roundToWholeUnits?: boolean;
}

/** a / b rounded half away from zero (b > 0 and even: 100, 1000, 10 000 000). */
export function divideRounded(a: bigint, b: bigint): bigint {
  const half = b / 2n;
  // BigInt division truncates toward zero; adding half of b first rounds an exact half away from zero.
  return a >= 0n ? (a + half) / b : -((-a + half) / b);
}

function toSafeNumber(value: bigint, what: string): number {
  if (value > BigInt(Number.MAX_SAFE_INTEGER) || value < BigInt(Number.MIN_SAFE_INTEGER)) {
    throw new RangeError(`${what} is too large`);
  }
  return Number(value);
}

function checkInteger(value: number, what: string, min: number, max = Number.MAX_SAFE_INTEGER): void {
  if (!Number.isSafeInteger(value) || value < min || value > max) {
    throw new RangeError(`${what} must be an integer from ${min} to ${max}`);
  }
}

/** One line's amounts at the given VAT percent. */
export function lineAmounts(line: Omit<LineInput, 'vatRateCode' | 'recurrence'>, vatPercent: number): LineAmounts {
  checkInteger(line.quantityThousandths, 'quantityThousandths', 0);
  checkInteger(line.unitPriceMinor, 'unitPriceMinor', 0);
  checkInteger(line.discountBasisPoints, 'discountBasisPoints', 0, MAX_DISCOUNT_BASIS_POINTS);
  const product = BigInt(line.quantityThousandths) * BigInt(line.unitPriceMinor);
  const listMinor = toSafeNumber(divideRounded(product, 1000n), 'line amount');
  const baseMinor = toSafeNumber(
    divideRounded(product * BigInt(MAX_DISCOUNT_BASIS_POINTS - line.discountBasisPoints), 1000n * 10_000n),
    'line amount',
  );
  return { listMinor, discountMinor: listMinor - baseMinor, baseMinor, vatPercent };
}

const RATE_ORDER: readonly VatRateCode[] = ['basic', 'reduced', 'secondReduced', 'zero'];

function partTotals(
  rows: readonly { code: VatRateCode; amounts: LineAmounts }[],
  vatCharged: boolean,
  roundToWholeUnits: boolean,
): PartTotals {
  const recap: VatRecapRow[] = [];
  for (const code of RATE_ORDER) {
    const atRate = rows.filter((r) => r.code === code);
    if (atRate.length === 0) continue;
    const vatPercent = atRate[0]!.amounts.vatPercent;
    const base = atRate.reduce((sum, r) => sum + BigInt(r.amounts.baseMinor), 0n);
    const vat = vatCharged ? divideRounded(base * BigInt(vatPercent), 100n) : 0n;
    recap.push({
      vatRateCode: code,
      vatPercent,
      baseMinor: toSafeNumber(base, 'base'),
      vatMinor: toSafeNumber(vat, 'VAT'),
      totalMinor: toSafeNumber(base + vat, 'total'),
    });
  }
  const baseMinor = recap.reduce((sum, r) => sum + r.baseMinor, 0);
  const vatMinor = recap.reduce((sum, r) => sum + r.vatMinor, 0);
  const totalMinor = toSafeNumber(BigInt(baseMinor) + BigInt(vatMinor), 'total');
  const payableMinor = roundToWholeUnits ? toSafeNumber(divideRounded(BigInt(totalMinor), 100n) * 100n, 'total') : totalMinor;
  return { recap, baseMinor, vatMinor, totalMinor, roundingMinor: payableMinor - totalMinor, payableMinor };
}

/** The whole document: every line's amounts, and the one-time and monthly parts with their VAT recaps. */
export function documentTotals(input: DocumentInput): DocumentTotals {
  const vatCharged = input.vatMode === 'czech_vat';
  const rows = input.lines.map((line) => ({
    code: line.vatRateCode,
    recurrence: line.recurrence,
    amounts: lineAmounts(line, vatPercentOn(line.vatRateCode, input.taxDate)),
  }));
  const rounding = input.roundToWholeUnits ?? false;
  return {
    vatMode: input.vatMode,
    vatCharged,
    lines: rows.map((r) => r.amounts),
    oneTime: partTotals(
      rows.filter((r) => r.recurrence === 'one_time'),
      vatCharged,
      rounding,
    ),
    monthly: partTotals(
      rows.filter((r) => r.recurrence === 'monthly'),
      vatCharged,
      rounding,
    ),
  };
}
