import { describe, expect, it } from 'vitest';
import { formatMoney, formatScaled, isoDay, parseScaled } from './document-format';

describe('proposal numbers', () => {
  it('writes minor units as the language writes money', () => {
    expect(formatMoney(123_450, 'CZK', 'cs')).toBe('1\u00a0234,50\u00a0Kč');
    expect(formatMoney(123_450, 'EUR', 'cs')).toBe('1\u00a0234,50\u00a0€');
    expect(formatMoney(123_450, 'CZK', 'en')).toBe('CZK\u00a01,234.50');
    expect(formatMoney(123_450, 'EUR', 'en')).toBe('€1,234.50');
    expect(formatMoney(5, 'CZK', 'cs')).toBe('0,05\u00a0Kč');
    expect(formatMoney(100_000_000_000, 'CZK', 'cs')).toBe('1\u00a0000\u00a0000\u00a0000,00\u00a0Kč');
  });

  it('reads a decimal typed in the language into whole units of the scale, without floating point', () => {
    expect(parseScaled('2,5', 3, 'cs')).toBe(2500);
    expect(parseScaled('2.5', 3, 'cs')).toBe(2500);
    expect(parseScaled('0,333', 3, 'cs')).toBe(333);
    expect(parseScaled('1 234,56', 2, 'cs')).toBe(123_456);
    expect(parseScaled('1,234.56', 2, 'en')).toBe(123_456);
    // 0.29 × 100 is 28.999999999999996 in floating point; the string arithmetic gives 29.
    expect(parseScaled('0.29', 2, 'en')).toBe(29);
    expect(parseScaled('12', 2, 'en')).toBe(1200);
  });

  it('refuses what is not such a number (NaN, so the schema names the field)', () => {
    for (const text of ['', 'abc', '1,2,3', '-1', '1,2345', '1e3']) expect(parseScaled(text, 3, 'cs')).toBeNaN();
    expect(parseScaled('1,234', 2, 'en')).toBe(123_400);
    expect(parseScaled('1.005', 2, 'en')).toBeNaN();
  });

  it('shows integers back as the text typed', () => {
    expect(formatScaled(2500, 3, 'cs', { group: false, trim: true })).toBe('2,5');
    expect(formatScaled(1000, 3, 'en', { group: false, trim: true })).toBe('1');
    expect(formatScaled(123_456, 2, 'cs', { group: false })).toBe('1234,56');
  });

  it("counts days from today in the office's (Prague) calendar, whatever the browser's zone", () => {
    expect(isoDay(30, new Date('2026-11-26T22:30:00Z'))).toBe('2026-12-26'); // 23:30 in Prague
    expect(isoDay(30, new Date('2026-11-26T23:30:00Z'))).toBe('2026-12-27'); // 0:30 the next day in Prague
    expect(isoDay(0, new Date('2025-12-31T23:05:00Z'))).toBe('2026-01-01');
  });
});
