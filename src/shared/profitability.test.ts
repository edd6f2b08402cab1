import { describe, expect, it } from 'vitest';
import { defaultProfitPeriod, hoursOfMinutes, monthsInPeriod, PROFIT_MESSAGES, profitFigures, profitPeriodDays, profitQuerySchema } from './profitability';

describe('profitFigures', () => {
  it('derives cost, profit, margin and effective rate from the sums (worked example: the Web project)', () => {
    // 10 000 Kč revenue, 2 000 Kč of time, 1 000 Kč of received invoices, 255 minutes.
    expect(profitFigures({ revenue: 10_000_00, timeCost: 2_000_00, expenses: 1_000_00, minutes: 255 })).toEqual({
      revenue: 10_000_00,
      timeCost: 2_000_00,
      expenses: 1_000_00,
      minutes: 255,
      cost: 3_000_00,
      profit: 7_000_00,
      marginTenths: 700,
      // 1 000 000 × 60 / 255 = 235 294,1… haléřů an hour.
      effectiveRate: 2_352_94,
    });
  });

  it('rounds the margin half away from zero, negative too', () => {
    // 2 593,33 / 3 000 = 86,444 % → 86,4 %; −0,5 Kč on 1 000 Kč = −0,05 % → −0,1 %.
    expect(profitFigures({ revenue: 3_000_00, timeCost: 406_67, expenses: 0, minutes: 61 }).marginTenths).toBe(864);
    expect(profitFigures({ revenue: 1_000_00, timeCost: 1_000_50, expenses: 0, minutes: 1 }).marginTenths).toBe(-1);
  });

  it('has no margin without a positive revenue and no rate without time', () => {
    expect(profitFigures({ revenue: 0, timeCost: 750_00, expenses: 0, minutes: 90 })).toMatchObject({ profit: -750_00, marginTenths: null, effectiveRate: 0 });
    expect(profitFigures({ revenue: -500_00, timeCost: 0, expenses: 0, minutes: 0 })).toMatchObject({ marginTenths: null, effectiveRate: null });
  });
});

describe('periods', () => {
  it('counts months, both ends included', () => {
    expect(monthsInPeriod('2026-05', '2026-06')).toBe(2);
    expect(monthsInPeriod('2025-11', '2026-02')).toBe(4);
    expect(monthsInPeriod('2026-03', '2026-03')).toBe(1);
  });

  it('opens on the office year to date', () => {
    expect(defaultProfitPeriod('2026-11-30')).toEqual({ from: '2026-01', to: '2026-11' });
  });

  it('reads a period as its first and last day', () => {
    expect(profitPeriodDays('2026-02', '2028-02')).toEqual({ from: '2026-02-01', to: '2028-02-29' });
  });

  it('refuses a period that ends before it starts or is longer than five years', () => {
    const issue = (query: Record<string, string>) => profitQuerySchema.safeParse(query).error?.issues[0];
    expect(issue({ from: '2026-06', to: '2026-05' })).toMatchObject({ path: ['to'], message: PROFIT_MESSAGES.periodInvalid });
    expect(issue({ from: '2021-01', to: '2026-01' })).toMatchObject({ path: ['to'], message: PROFIT_MESSAGES.periodTooLong });
    expect(issue({ from: '2021-02', to: '2026-01' })).toBeUndefined();
    expect(issue({ from: '2026-5' })).toMatchObject({ path: ['from'], message: PROFIT_MESSAGES.monthInvalid });
  });
});

describe('hoursOfMinutes', () => {
  it('writes hours with two decimals', () => {
    expect([hoursOfMinutes(255), hoursOfMinutes(61), hoursOfMinutes(20), hoursOfMinutes(0)]).toEqual([4.25, 1.02, 0.33, 0]);
  });
});
