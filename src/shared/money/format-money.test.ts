import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { czkMinorToUsdMinor, formatMoney, usdMinorToCzkMinor, usdMinorToWholeCzk } from './format-money';
import { MAX_MINOR_UNITS } from './minor-units';

/** cs-CZ groups thousands with a non-breaking space. */
const NBSP = '\u00a0';

describe('formatMoney CZK (client prices: Kč in both languages)', () => {
  it('cs-CZ number followed by " Kč", hellers only when there are any', () => {
    for (const language of ['cs', 'en'] as const) {
      expect(formatMoney(0, 'CZK', language)).toBe('0 Kč');
      expect(formatMoney(1, 'CZK', language)).toBe('0,01 Kč');
      expect(formatMoney(1_250_000, 'CZK', language)).toBe(`12${NBSP}500 Kč`);
      expect(formatMoney(123_450, 'CZK', language)).toBe(`1${NBSP}234,50 Kč`);
      expect(formatMoney(149_950, 'CZK', language)).toBe(`1${NBSP}499,50 Kč`);
      expect(formatMoney(100_000_099, 'CZK', language)).toBe(`1${NBSP}000${NBSP}000,99 Kč`);
    }
  });

  it('writes what Intl cs-CZ writes (the same no-break space), for any amount', () => {
    const whole = new Intl.NumberFormat('cs-CZ', { maximumFractionDigits: 0 });
    const cents = new Intl.NumberFormat('cs-CZ', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    fc.assert(
      fc.property(fc.integer({ min: 0, max: MAX_MINOR_UNITS }), (amount) => {
        const number = amount % 100 === 0 ? whole.format(amount / 100) : cents.format(amount / 100);
        expect(formatMoney(amount, 'CZK', 'cs')).toBe(`${number} Kč`);
      }),
    );
  });
});

describe('formatMoney USD (project amounts and the accounting)', () => {
  it('English: dollars, cents only when there are any', () => {
    expect(formatMoney(0, 'USD', 'en')).toBe('$0');
    expect(formatMoney(20_000, 'USD', 'en')).toBe('$200');
    expect(formatMoney(123_400, 'USD', 'en')).toBe('$1,234');
    expect(formatMoney(125_050, 'USD', 'en')).toBe('$1,250.50');
    expect(formatMoney(1, 'USD', 'en')).toBe('$0.01');
  });

  it('English matches Intl en-US currency format', () => {
    const whole = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
    const cents = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 });
    fc.assert(
      fc.property(fc.integer({ min: 0, max: MAX_MINOR_UNITS }), (amount) => {
        expect(formatMoney(amount, 'USD', 'en')).toBe((amount % 100 === 0 ? whole : cents).format(amount / 100));
      }),
    );
  });

  it('Czech: USD × 23.5 in whole Kč, a half rounded away from zero', () => {
    expect(formatMoney(20_000, 'USD', 'cs')).toBe(`4${NBSP}700 Kč`);
    expect(formatMoney(1_550, 'USD', 'cs')).toBe('364 Kč'); // 364.25
    expect(formatMoney(0, 'USD', 'cs')).toBe('0 Kč');
    expect(usdMinorToWholeCzk(10)).toBe(2); // 2.35
    expect(usdMinorToWholeCzk(100)).toBe(24); // 23.5 → 24
    expect(usdMinorToWholeCzk(300)).toBe(71); // 70.5 → 71
  });

  it('koruna of an accepted proposal as the US cents of its project: haléře / 23.5, rounded to the nearest cent', () => {
    expect(czkMinorToUsdMinor(2_350)).toBe(100); // 23,50 Kč = $1
    expect(czkMinorToUsdMinor(9_990_100)).toBe(425_111); // 99 901 Kč → 425 110.64 cents
    expect(czkMinorToUsdMinor(12)).toBe(1); // 0.51
    expect(czkMinorToUsdMinor(11)).toBe(0); // 0.47
    expect(czkMinorToUsdMinor(0)).toBe(0);
  });

  it('US cents of a project as haléře: cents × 23.5, rounded half away from zero; the inverse of czkMinorToUsdMinor', () => {
    expect(usdMinorToCzkMinor(100)).toBe(2_350); // $1 = 23,50 Kč
    expect(usdMinorToCzkMinor(1)).toBe(24); // 23.5 → 24
    expect(usdMinorToCzkMinor(3)).toBe(71); // 70.5 → 71
    expect(usdMinorToCzkMinor(425_111)).toBe(9_990_109); // 9 990 108.5 → …109
    expect(usdMinorToCzkMinor(0)).toBe(0);
    fc.assert(fc.property(fc.integer({ min: 0, max: 1_000_000_000 }), (cents) => czkMinorToUsdMinor(usdMinorToCzkMinor(cents)) === cents));
  });

  it('shows a negative amount with a minus sign', () => {
    expect(formatMoney(-123_450, 'CZK', 'cs')).toBe(`-1${NBSP}234,50 Kč`);
    expect(formatMoney(-125_050, 'USD', 'en')).toBe('-$1,250.50');
  });
});
