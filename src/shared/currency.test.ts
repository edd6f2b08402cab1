import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ACCOUNTING_CZK_PER_USD, formatAccountingAmount, formatClientPrice, formatPrice, USD_PER_CZK } from './currency';

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

describe('formatAccountingAmount (admin amounts in USD)', () => {
  it('keeps the spec rate', () => {
    expect(ACCOUNTING_CZK_PER_USD).toBe(23.5);
  });

  it('Czech: USD × 23.5 in whole Kč', () => {
    expect(formatAccountingAmount(200, 'cs')).toBe(`4${NBSP}700 Kč`);
    expect(formatAccountingAmount(15.5, 'cs')).toBe('364 Kč'); // 364.25
    expect(formatAccountingAmount(0, 'cs')).toBe('0 Kč');
  });

  it('English: dollars, cents only when there are any', () => {
    expect(formatAccountingAmount(200, 'en')).toBe('$200');
    expect(formatAccountingAmount(1234, 'en')).toBe('$1,234');
    expect(formatAccountingAmount(1250.5, 'en')).toBe('$1,250.50');
  });
});

describe('formatClientPrice (client prices in Kč, both languages)', () => {
  it('cs-CZ number followed by " Kč", decimals only when there are any', () => {
    expect(formatClientPrice(0)).toBe('0 Kč');
    expect(formatClientPrice(12500)).toBe(`12${NBSP}500 Kč`);
    expect(formatClientPrice(1499.5)).toBe(`1${NBSP}499,50 Kč`);
    expect(formatClientPrice(1499.555)).toBe(`1${NBSP}499,56 Kč`);
  });
});
