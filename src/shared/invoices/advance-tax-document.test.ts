import { describe, expect, it } from 'vitest';
import type { VatRecapRow } from '../money/document-totals';
import { deductedRecap, splitReceivedPayment } from './advance-tax-document';

const row = (vatRateCode: VatRecapRow['vatRateCode'], vatPercent: number, baseMinor: number, vatMinor: number): VatRecapRow => ({ vatRateCode, vatPercent, baseMinor, vatMinor, totalMinor: baseMinor + vatMinor });

describe('splitReceivedPayment: the VAT recap of a payment received on an advance invoice', () => {
  it('the worked example: 60 500 Kč received on a 21 % advance → base 50 000, VAT 10 500', () => {
    // base = round(6 050 000 × 100 / 121) = 5 000 000 haléřů; VAT = 6 050 000 − 5 000 000 = 1 050 000.
    expect(splitReceivedPayment(6_050_000, [row('basic', 21, 5_000_000, 1_050_000)])).toEqual([row('basic', 21, 5_000_000, 1_050_000)]);
  });

  it('two rates: shared in proportion to the advance totals per rate, the last rate takes what is left', () => {
    // Advance 12 100 (21 %) + 1 120 (12 %) = 13 220 Kč; 6 610 Kč received.
    // 21 %: share = round(661 000 × 1 210 000 / 1 322 000) = 605 000; base = round(605 000 × 100 / 121) = 500 000, VAT 105 000.
    // 12 %: share = 661 000 − 605 000 = 56 000; base = round(56 000 × 100 / 112) = 50 000, VAT 6 000.
    const recap = splitReceivedPayment(661_000, [row('basic', 21, 1_000_000, 210_000), row('reduced', 12, 100_000, 12_000)]);
    expect(recap).toEqual([row('basic', 21, 500_000, 105_000), row('reduced', 12, 50_000, 6_000)]);
  });

  it('rounds the base half away from zero and gives the rest to VAT, so base + VAT is the amount exactly', () => {
    // 30 000 Kč: base = round(3 000 000 / 1.21) = round(2 479 338.84) = 2 479 339, VAT = 520 661.
    expect(splitReceivedPayment(3_000_000, [row('basic', 21, 5_000_000, 1_050_000)])).toEqual([row('basic', 21, 2_479_339, 520_661)]);
    // 30 500 Kč: base = round(2 520 661.157) = 2 520 661, VAT = 529 339 — with the first: 5 000 000 / 1 050 000.
    expect(splitReceivedPayment(3_050_000, [row('basic', 21, 5_000_000, 1_050_000)])).toEqual([row('basic', 21, 2_520_661, 529_339)]);
    // 1 haléř split over two equal rates: the first share rounds 0.5 up to 1, the last gets 0 and is left out.
    expect(splitReceivedPayment(1, [row('basic', 21, 100, 21), row('reduced', 12, 108, 13)])).toEqual([row('basic', 21, 1, 0)]);
    for (const amount of [1, 99, 12_345, 661_001, 99_999_999]) {
      const split = splitReceivedPayment(amount, [row('basic', 21, 1_000_000, 210_000), row('reduced', 12, 333_333, 40_000)]);
      expect(split.reduce((sum, r) => sum + r.baseMinor + r.vatMinor, 0)).toBe(amount);
      for (const r of split) expect(r.totalMinor).toBe(r.baseMinor + r.vatMinor);
    }
  });

  it('refuses what is no received amount', () => {
    expect(() => splitReceivedPayment(0, [row('basic', 21, 100, 21)])).toThrow(RangeError);
    expect(() => splitReceivedPayment(1.5, [row('basic', 21, 100, 21)])).toThrow(RangeError);
    expect(() => splitReceivedPayment(100, [])).toThrow(RangeError);
  });
});

describe('deductedRecap: the final invoice deducts its advance tax documents per rate', () => {
  it('121 000 Kč order, 60 500 Kč advance taxed: 21 % 100 000/21 000 minus 50 000/10 500 leaves 50 000/10 500', () => {
    const invoice = { totals: { recap: [row('basic', 21, 10_000_000, 2_100_000)], baseMinor: 10_000_000, vatMinor: 2_100_000, totalMinor: 12_100_000, roundingMinor: 0, payableMinor: 12_100_000 }, vatRecapCzk: null };
    const taxDocument = { number: 'P-2026-0001', variableSymbol: '2026400001', issuedOn: '2026-12-01', recap: [row('basic', 21, 5_000_000, 1_050_000)], recapCzk: null };
    expect(deductedRecap(invoice, [taxDocument])).toEqual([
      { vatRateCode: 'basic', vatPercent: 21, invoice: { baseMinor: 10_000_000, vatMinor: 2_100_000 }, deducted: { baseMinor: 5_000_000, vatMinor: 1_050_000 }, rest: { baseMinor: 5_000_000, vatMinor: 1_050_000 } },
    ]);
    expect(deductedRecap(invoice, [])).toEqual([]);
  });

  it('sums several tax documents of a rate, and a rate only the advance had is deducted from 0', () => {
    const invoice = { totals: { recap: [row('basic', 21, 1_000, 210)], baseMinor: 1_000, vatMinor: 210, totalMinor: 1_210, roundingMinor: 0, payableMinor: 1_210 }, vatRecapCzk: [row('basic', 21, 25_000, 5_250)] };
    const docs = [
      { number: 'P-1', variableSymbol: '1', issuedOn: '2026-12-01', recap: [row('basic', 21, 300, 63), row('reduced', 12, 100, 12)], recapCzk: [row('basic', 21, 7_500, 1_575), row('reduced', 12, 2_500, 300)] },
      { number: 'P-2', variableSymbol: '2', issuedOn: '2026-12-02', recap: [row('basic', 21, 200, 42)], recapCzk: [row('basic', 21, 5_100, 1_071)] },
    ];
    expect(deductedRecap(invoice, docs).map((r) => [r.vatRateCode, r.deducted, r.rest])).toEqual([
      ['basic', { baseMinor: 500, vatMinor: 105 }, { baseMinor: 500, vatMinor: 105 }],
      ['reduced', { baseMinor: 100, vatMinor: 12 }, { baseMinor: -100, vatMinor: -12 }],
    ]);
    // In CZK: each tax document at its own day's rate.
    expect(deductedRecap(invoice, docs, true)[0]).toMatchObject({ deducted: { baseMinor: 12_600, vatMinor: 2_646 }, rest: { baseMinor: 12_400, vatMinor: 2_604 } });
  });
});
