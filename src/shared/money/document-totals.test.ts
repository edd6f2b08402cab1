import { describe, expect, it } from 'vitest';
import { divideRounded, documentTotals, lineAmounts, type LineInput } from './document-totals';
import { vatPercentOn, vatRateCodesOn } from './vat-rates';

const line = (over: Partial<LineInput>): LineInput => ({
  quantityThousandths: 1000,
  unitPriceMinor: 100_00,
  discountBasisPoints: 0,
  vatRateCode: 'basic',
  recurrence: 'one_time',
  ...over,
});
const TODAY = '2026-11-26';

describe('VAT rates with validity dates (docs/product/proposals.md#vat-rates)', () => {
  it('keeps the rate of the document date: 15 % and 10 % until 2023, 12 % since 2024, 21 % throughout', () => {
    expect(vatPercentOn('reduced', '2023-12-31')).toBe(15);
    expect(vatPercentOn('reduced', '2024-01-01')).toBe(12);
    expect(vatPercentOn('secondReduced', '2023-06-30')).toBe(10);
    expect(vatPercentOn('secondReduced', '2024-01-01')).toBe(12);
    expect(vatPercentOn('basic', '2019-05-01')).toBe(21);
    expect(vatPercentOn('basic', TODAY)).toBe(21);
    expect(vatPercentOn('zero', TODAY)).toBe(0);
  });

  it('refuses a date the table does not cover or is no date', () => {
    expect(() => vatPercentOn('basic', '2012-12-31')).toThrow(RangeError);
    expect(() => vatPercentOn('secondReduced', '2014-12-31')).toThrow(RangeError);
    expect(() => vatPercentOn('basic', '26.11.2026')).toThrow(RangeError);
  });

  it('lists the codes a document of a date may use', () => {
    expect(vatRateCodesOn('2014-06-01')).toEqual(['basic', 'reduced', 'zero']);
    expect(vatRateCodesOn(TODAY)).toEqual(['basic', 'reduced', 'secondReduced', 'zero']);
  });
});

describe('line amounts (docs/product/proposals.md#totals)', () => {
  it('2 × 1 000,00 Kč = 2 000,00 Kč', () => {
    expect(lineAmounts({ quantityThousandths: 2000, unitPriceMinor: 1000_00, discountBasisPoints: 0 }, 21)).toEqual({
      listMinor: 2000_00,
      discountMinor: 0,
      baseMinor: 2000_00,
      vatPercent: 21,
    });
  });

  it('0.333 × 100,00 Kč = 33,30 Kč; 0.005 × 1,00 Kč = 0,005 → 0,01 Kč (half away from zero); 0.333 × 0,01 Kč = 0', () => {
    expect(lineAmounts({ quantityThousandths: 333, unitPriceMinor: 100_00, discountBasisPoints: 0 }, 21).baseMinor).toBe(33_30);
    expect(lineAmounts({ quantityThousandths: 5, unitPriceMinor: 1_00, discountBasisPoints: 0 }, 21).baseMinor).toBe(1);
    expect(lineAmounts({ quantityThousandths: 333, unitPriceMinor: 1, discountBasisPoints: 0 }, 21).baseMinor).toBe(0);
  });

  it('3 × 333,33 Kč with 12.5 % off: 999,99 − 125,00 = 874,99 (874,99125 rounded once)', () => {
    expect(lineAmounts({ quantityThousandths: 3000, unitPriceMinor: 333_33, discountBasisPoints: 1250 }, 21)).toEqual({
      listMinor: 999_99,
      discountMinor: 125_00,
      baseMinor: 874_99,
      vatPercent: 21,
    });
  });

  it('a 100 % discount leaves a zero base and the whole list price as the discount', () => {
    expect(lineAmounts({ quantityThousandths: 1500, unitPriceMinor: 8000_00, discountBasisPoints: 10_000 }, 21)).toEqual({
      listMinor: 12_000_00,
      discountMinor: 12_000_00,
      baseMinor: 0,
      vatPercent: 21,
    });
  });

  it('computes exactly where floating point would not: 0.001 × 9 007 199 254 740,99 Kč', () => {
    // 900719925474099 × 1 / 1000 = 900719925474.099 → 900719925474 (a float product would lose the last digits).
    expect(lineAmounts({ quantityThousandths: 1, unitPriceMinor: 900719925474099, discountBasisPoints: 0 }, 0).baseMinor).toBe(
      900719925474,
    );
  });

  it('refuses fractions, negatives, a discount over 100 % and results beyond the safe integers', () => {
    const ok = { quantityThousandths: 1000, unitPriceMinor: 100, discountBasisPoints: 0 };
    expect(() => lineAmounts({ ...ok, quantityThousandths: 1.5 }, 21)).toThrow(/quantityThousandths/);
    expect(() => lineAmounts({ ...ok, unitPriceMinor: -1 }, 21)).toThrow(/unitPriceMinor/);
    expect(() => lineAmounts({ ...ok, discountBasisPoints: 10_001 }, 21)).toThrow(/discountBasisPoints/);
    expect(() => lineAmounts({ ...ok, quantityThousandths: 9_000_000_000, unitPriceMinor: 9_000_000_000_000 }, 21)).toThrow(
      /too large/,
    );
  });

  it('rounds halves away from zero in both directions', () => {
    expect(divideRounded(15n, 10n)).toBe(2n);
    expect(divideRounded(14n, 10n)).toBe(1n);
    expect(divideRounded(-15n, 10n)).toBe(-2n);
    expect(divideRounded(-14n, 10n)).toBe(-1n);
  });
});

describe('document totals: VAT per rate from the sum of the bases (docs/product/proposals.md#totals)', () => {
  it('three lines of 0,50 Kč at 21 %: VAT 0,32 from the rate base 1,50 (per-line rounding would give 0,33)', () => {
    const totals = documentTotals({
      lines: [1, 2, 3].map(() => line({ unitPriceMinor: 50 })),
      vatMode: 'czech_vat',
      taxDate: TODAY,
    });
    // Per line 0,50 × 21 % = 0,105 → 0,11, three times 0,33; per rate 1,50 × 21 % = 0,315 → 0,32.
    expect(totals.oneTime.recap).toEqual([{ vatRateCode: 'basic', vatPercent: 21, baseMinor: 150, vatMinor: 32, totalMinor: 182 }]);
    expect(totals.oneTime.totalMinor).toBe(182);
  });

  it('keeps one-time and monthly apart, each with its own recap per rate, 0 % included', () => {
    const totals = documentTotals({
      lines: [
        line({ quantityThousandths: 1000, unitPriceMinor: 20_000_00 }),
        line({ quantityThousandths: 2000, unitPriceMinor: 1_500_00, vatRateCode: 'reduced' }),
        line({ quantityThousandths: 1000, unitPriceMinor: 999_00, vatRateCode: 'zero' }),
        line({ quantityThousandths: 1000, unitPriceMinor: 1_234_56, recurrence: 'monthly' }),
      ],
      vatMode: 'czech_vat',
      taxDate: TODAY,
    });
    expect(totals.oneTime.recap).toEqual([
      { vatRateCode: 'basic', vatPercent: 21, baseMinor: 20_000_00, vatMinor: 4_200_00, totalMinor: 24_200_00 },
      { vatRateCode: 'reduced', vatPercent: 12, baseMinor: 3_000_00, vatMinor: 360_00, totalMinor: 3_360_00 },
      { vatRateCode: 'zero', vatPercent: 0, baseMinor: 999_00, vatMinor: 0, totalMinor: 999_00 },
    ]);
    expect(totals.oneTime).toMatchObject({ baseMinor: 23_999_00, vatMinor: 4_560_00, totalMinor: 28_559_00 });
    // 1 234,56 × 21 % = 259,2576 → 259,26.
    expect(totals.monthly).toMatchObject({ baseMinor: 1_234_56, vatMinor: 259_26, totalMinor: 1_493_82, roundingMinor: 0 });
  });

  it('a document dated 2023 taxes the reduced rate at 15 %', () => {
    const totals = documentTotals({ lines: [line({ vatRateCode: 'reduced' })], vatMode: 'czech_vat', taxDate: '2023-12-31' });
    expect(totals.oneTime.recap[0]).toMatchObject({ vatPercent: 15, vatMinor: 15_00 });
  });

  it.each(['reverse_charge', 'outside_eu', 'non_payer'] as const)('%s charges no VAT but the recap still shows the bases', (vatMode) => {
    const totals = documentTotals({
      lines: [line({}), line({ vatRateCode: 'reduced', unitPriceMinor: 50_00 })],
      vatMode,
      taxDate: TODAY,
    });
    expect(totals.vatCharged).toBe(false);
    expect(totals.oneTime.recap.map((r) => [r.baseMinor, r.vatMinor])).toEqual([
      [100_00, 0],
      [50_00, 0],
    ]);
    expect(totals.oneTime.totalMinor).toBe(150_00);
  });

  it('adds a whole-unit rounding line only when asked', () => {
    const lines = [line({ unitPriceMinor: 33_30 })]; // 33,30 + 6,99 VAT = 40,29
    expect(documentTotals({ lines, vatMode: 'czech_vat', taxDate: TODAY }).oneTime).toMatchObject({
      totalMinor: 40_29,
      roundingMinor: 0,
      payableMinor: 40_29,
    });
    expect(documentTotals({ lines, vatMode: 'czech_vat', taxDate: TODAY, roundToWholeUnits: true }).oneTime).toMatchObject({
      totalMinor: 40_29,
      roundingMinor: -29,
      payableMinor: 40_00,
    });
    const down = documentTotals({ lines: [line({ unitPriceMinor: 1_24 })], vatMode: 'non_payer', taxDate: TODAY, roundToWholeUnits: true });
    expect(down.oneTime).toMatchObject({ totalMinor: 1_24, roundingMinor: -24, payableMinor: 1_00 });
    const half = documentTotals({ lines: [line({ unitPriceMinor: 1_50 })], vatMode: 'non_payer', taxDate: TODAY, roundToWholeUnits: true });
    expect(half.oneTime).toMatchObject({ roundingMinor: 50, payableMinor: 2_00 });
  });

  it('an empty part has no recap and zero totals', () => {
    const totals = documentTotals({ lines: [line({})], vatMode: 'czech_vat', taxDate: TODAY });
    expect(totals.monthly).toEqual({ recap: [], baseMinor: 0, vatMinor: 0, totalMinor: 0, roundingMinor: 0, payableMinor: 0 });
  });
});
