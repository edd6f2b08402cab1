import { describe, expect, it } from 'vitest';
import { divideRounded } from './rounding';

describe('divideRounded', () => {
  it('rounds a half away from zero on integers', () => {
    expect(divideRounded(5, 10)).toBe(1);
    expect(divideRounded(4, 10)).toBe(0);
    expect(divideRounded(-5, 10)).toBe(-1);
    expect(Object.is(divideRounded(-4, 10), 0)).toBe(true);
    expect(divideRounded(2_350_000, 1000)).toBe(2350);
  });
});
