import { DEFAULT_PRICE_LIST } from '@/shared/schemas/price-list';
import { describe, expect, it } from 'vitest';
import { documentTotals } from '@/shared/money/document-totals';
import { calculatePlanPrice, PAYMENT_MODES, PRICING_PLANS, PRICING_SERVICES, type PricingService } from '@/shared/pricing';
import { usdShown } from '@/shared/schemas/quote';
import { quoteLines } from './proposal-from-quote';

/** Every subset of the services. */
const subsets = (items: readonly PricingService[]): PricingService[][] =>
  items.reduce<PricingService[][]>((all, item) => [...all, ...all.map((s) => [...s, item])], [[]]);

describe('quote lines (docs/product/proposals.md#from-a-quote-request)', () => {
  it('add up to the calculator, in haléře, for every plan, mode and choice of services', () => {
    for (const plan of PRICING_PLANS) {
      for (const mode of PAYMENT_MODES) {
        for (const services of subsets(PRICING_SERVICES).filter((s) => s.length > 0)) {
          const price = calculatePlanPrice(DEFAULT_PRICE_LIST, plan, services, mode);
          const totals = documentTotals({ lines: quoteLines(DEFAULT_PRICE_LIST, plan, mode, services, 'cs'), vatMode: 'non_payer', taxDate: '2026-11-26' });
          expect([totals.oneTime.baseMinor, totals.monthly.baseMinor], `${plan} ${mode} ${services.join(',')}`).toEqual([price.setup * 100, price.monthly * 100]);
        }
      }
    }
  });

  it('names the lines in the page language, the plan by what it sells', () => {
    expect(quoteLines(DEFAULT_PRICE_LIST, 'basic', 'standard', ['design'], 'en').map((l) => [l.service, l.unit, l.recurrence])).toEqual([
      ['Website – Basic plan', 'pc', 'one_time'],
      ['Design', 'pc', 'one_time'],
      ['Website – Basic plan', 'month', 'monthly'],
      ['Design', 'month', 'monthly'],
    ]);
    expect(quoteLines(DEFAULT_PRICE_LIST, 'standard', 'standard', ['design'], 'cs')[0]!.service).toBe('Tvorba webu – balíček Standardní');
  });

  it('from the English page: whole US dollars adding up to what it showed, for every plan, mode and choice (issue 38)', () => {
    // The worked example: standard + web development = 8 400 Kč setup ($361) and 320 Kč a month ($14).
    expect(quoteLines(DEFAULT_PRICE_LIST, 'standard', 'standard', ['webDevelopment'], 'en', 'USD').map((l) => [l.recurrence, l.unitPriceMinor])).toEqual([
      ['one_time', 86_00],
      ['one_time', 275_00],
      ['monthly', 3_00],
      ['monthly', 11_00],
    ]);
    for (const plan of PRICING_PLANS) {
      for (const mode of PAYMENT_MODES) {
        for (const services of subsets(PRICING_SERVICES).filter((s) => s.length > 0)) {
          const price = calculatePlanPrice(DEFAULT_PRICE_LIST, plan, services, mode);
          const lines = quoteLines(DEFAULT_PRICE_LIST, plan, mode, services, 'en', 'USD');
          expect(lines.every((l) => l.unitPriceMinor % 100 === 0)).toBe(true);
          const totals = documentTotals({ lines, vatMode: 'non_payer', taxDate: '2026-11-26' });
          expect([totals.oneTime.baseMinor, totals.monthly.baseMinor], `${plan} ${mode} ${services.join(',')}`).toEqual([usdShown(price.setup) * 100, usdShown(price.monthly) * 100]);
        }
      }
    }
  });
});
