import { describe, expect, it } from 'vitest';
import { parseBudgetHours } from '../schemas/rates';
import { budgetBurn, budgetKey, minutesValue, thresholdsReached } from './rates';

describe('minutesValue', () => {
  it('is minutes × rate / 60, rounded to the haléř once (a half up)', () => {
    // 96 min at 1 000 Kč/h: 96 × 100 000 / 60 = 160 000 haléřů.
    expect(minutesValue(96, 1_000_00)).toBe(160_000);
    // 1 min at 1 250 Kč/h: 125 000 / 60 = 2 083,33… → 2 083 haléřů (20,83 Kč).
    expect(minutesValue(1, 1_250_00)).toBe(2_083);
    // 1 min at 0,30 Kč/h: 30 / 60 = 0,5 haléře → 1 (a half up).
    expect(minutesValue(1, 30)).toBe(1);
    expect(minutesValue(1, 29)).toBe(0);
    // Summing first is exact: 3 × 1 min at 1 250 Kč/h is 6 250 haléřů, not 3 × 2 083.
    expect(minutesValue(3, 1_250_00)).toBe(6_250);
  });

  it('stays exact beyond the safe integers of a plain multiplication', () => {
    // 1 000 000 000 minutes at 100 000 Kč/h: 10^9 × 10^7 / 60 — the product is above 2^53.
    expect(minutesValue(1_000_000_000, 100_000_00)).toBe(166_666_666_666_667);
  });
});

describe('budgetBurn', () => {
  const logged = { minutes: 630, billableMinutes: 540 };

  it('an hours budget counts every minute; a money budget the billable ones at the rate; none is null', () => {
    expect(budgetBurn({ budgetKind: 'hours', budgetMinutes: 600, budgetCzk: null }, logged, 1_000_00)).toEqual({ kind: 'hours', used: 630, limit: 600, percent: 105 });
    // 540 min at 1 000 Kč/h = 9 000 Kč of 10 000 Kč.
    expect(budgetBurn({ budgetKind: 'money', budgetMinutes: null, budgetCzk: 10_000_00 }, logged, 1_000_00)).toEqual({ kind: 'money', used: 9_000_00, limit: 10_000_00, percent: 90 });
    expect(budgetBurn({ budgetKind: 'none', budgetMinutes: 600, budgetCzk: null }, logged, 1_000_00)).toBeNull();
  });

  it('the per cent is rounded down, so 80 % is told only once 80 % is reached', () => {
    const burn = budgetBurn({ budgetKind: 'hours', budgetMinutes: 1000, budgetCzk: null }, { minutes: 799, billableMinutes: 0 }, 0)!;
    expect(burn.percent).toBe(79);
    expect(thresholdsReached(burn)).toEqual([]);
    expect(thresholdsReached({ ...burn, percent: 80 })).toEqual([80]);
    expect(thresholdsReached({ ...burn, percent: 140 })).toEqual([80, 100]);
  });

  it('a budget is told apart by its kind and amount', () => {
    expect(budgetKey({ kind: 'hours', limit: 600 })).not.toBe(budgetKey({ kind: 'hours', limit: 1200 }));
    expect(budgetKey({ kind: 'hours', limit: 600 })).not.toBe(budgetKey({ kind: 'money', limit: 600 }));
  });
});

describe('parseBudgetHours', () => {
  it('reads whole and decimal hours and h:mm, into minutes', () => {
    expect(parseBudgetHours('40')).toBe(2400);
    expect(parseBudgetHours('120')).toBe(7200);
    expect(parseBudgetHours('37,5')).toBe(2250);
    expect(parseBudgetHours('37.25 h')).toBe(2235);
    expect(parseBudgetHours('37:30')).toBe(2250);
    expect(parseBudgetHours('1 500')).toBe(90_000);
  });

  it('refuses anything else', () => {
    for (const bad of ['', 'abc', '1:75', '-5', '1,234', '12h30']) expect(parseBudgetHours(bad), bad).toBeNull();
  });
});
