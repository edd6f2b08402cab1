import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ACCOUNTING_CZK_PER_USD, formatPrice, USD_PER_CZK } from './currency';

/** cs-CZ groups thousands with a non-breaking space. */
const NBSP = '\u00a0';

describe('formatPrice (public prices in Kč)', () => {
  it('keeps the spec rate', () => {
    expect(USD_PER_CZK).toBe(0.043);
  });

  it('Czech: cs-CZ number followed by " Kč"', () => {
    expect(formatPrice(0, 'cs')).toBe('0 Kč');
    expect(formatPrice(840, 'cs')).toBe('840 Kč');
    expect(formatPrice(12240, 'cs')).toBe(`12${NBSP}240 Kč`);
    expect(formatPrice(1234567, 'cs')).toBe(`1${NBSP}234${NBSP}567 Kč`);
  });

  it('English: Kč × 0.043 in US dollars, no decimals', () => {
    expect(formatPrice(0, 'en')).toBe('$0');
    expect(formatPrice(8400, 'en')).toBe('$361'); // 361.2
    expect(formatPrice(12240, 'en')).toBe('$526'); // 526.32
    expect(formatPrice(53048, 'en')).toBe('$2,281'); // 2281.064
    expect(formatPrice(28700, 'en')).toBe('$1,234'); // 1234.1
  });

  it('writes what Intl writes (it is formatted without it, see currency.ts)', () => {
    const cs = new Intl.NumberFormat('cs-CZ', { maximumFractionDigits: 0 });
    const en = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000_000 }), (amountKc) => {
        expect(formatPrice(amountKc, 'cs')).toBe(`${cs.format(amountKc)} Kč`);
        expect(formatPrice(amountKc, 'en')).toBe(en.format(amountKc * USD_PER_CZK));
      }),
    );
  });
});

describe('the accounting rate (amounts are formatted in src/shared/money/format-money.ts)', () => {
  it('keeps the spec rate', () => {
    expect(ACCOUNTING_CZK_PER_USD).toBe(23.5);
  });
});
