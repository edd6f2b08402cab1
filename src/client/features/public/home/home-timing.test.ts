import { describe, expect, it } from 'vitest';
import {
  COUNTER_DURATION_MS,
  COUNTER_STAGGER_MS,
  counterDelay,
  counterValueAt,
  FILTER_ANIMATION_MS,
  FILTER_STAGGER_MS,
  PORTFOLIO_SCROLL_DELAY_MS,
} from './home-timing';

describe('home timing (docs/product/rules.md#layout-and-timing)', () => {
  it('uses the spec values', () => {
    expect(COUNTER_DURATION_MS).toBe(2000);
    expect(COUNTER_STAGGER_MS).toBe(200);
    expect(PORTFOLIO_SCROLL_DELAY_MS).toBe(100);
    expect(FILTER_ANIMATION_MS).toBe(300);
    expect(FILTER_STAGGER_MS).toBe(150);
  });

  it('delays each counter 0.2 s more than the previous one', () => {
    expect([0, 1, 2].map(counterDelay)).toEqual([0, 200, 400]);
  });

  it('counts from 0 to the target over 2 s, never past it, monotonically', () => {
    expect(counterValueAt(-50, 40)).toBe(0);
    expect(counterValueAt(0, 40)).toBe(0);
    expect(counterValueAt(2000, 40)).toBe(40);
    expect(counterValueAt(5000, 40)).toBe(40);
    const values = Array.from({ length: 21 }, (_, i) => counterValueAt(i * 100, 40));
    for (let i = 1; i < values.length; i++) expect(values[i]).toBeGreaterThanOrEqual(values[i - 1]!);
    expect(values[10]).toBeGreaterThan(0);
    expect(values[10]).toBeLessThan(40);
  });
});
