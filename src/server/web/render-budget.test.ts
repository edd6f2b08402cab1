import { describe, expect, it } from 'vitest';
import { RenderBudget } from './render-budget';

describe('RenderBudget', () => {
  it('allows the burst at once, then perSecond renders per second, never more than the burst after a quiet spell', () => {
    let now = 0;
    const budget = new RenderBudget({ perSecond: 4, burst: 3 }, () => now);
    expect([budget.take(), budget.take(), budget.take(), budget.take()]).toEqual([true, true, true, false]);
    expect(budget.retryAfterSeconds()).toBe(1);
    now += 250; // one render refilled
    expect([budget.take(), budget.take()]).toEqual([true, false]);
    now += 60_000; // a quiet minute: back to the burst, not 240
    let taken = 0;
    while (budget.take()) taken += 1;
    expect(taken).toBe(3);
  });

  it('tells how long until the next render, in whole seconds, at least 1', () => {
    let now = 0;
    const budget = new RenderBudget({ perSecond: 0.25, burst: 1 }, () => now);
    expect(budget.take()).toBe(true);
    expect(budget.retryAfterSeconds()).toBe(4);
    now += 3_000;
    expect(budget.retryAfterSeconds()).toBe(1);
  });

  it('refuses a budget that would never render', () => {
    expect(() => new RenderBudget({ perSecond: 0 })).toThrow();
    expect(() => new RenderBudget({ burst: 0 })).toThrow();
  });
});
