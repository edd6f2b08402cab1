import { describe, expect, it } from 'vitest';
import { formatDocumentMoney, formatMinorNumber, formatScaled } from './document-money';

const NBSP = '\u00a0';

describe('money on documents', () => {
  it('writes minor units in Czech and English form without floating point', () => {
    expect(formatDocumentMoney(123_456_78, 'CZK', 'cs')).toBe(`123${NBSP}456,78${NBSP}Kč`);
    expect(formatDocumentMoney(5, 'CZK', 'cs')).toBe(`0,05${NBSP}Kč`);
    expect(formatDocumentMoney(-29, 'CZK', 'cs')).toBe(`-0,29${NBSP}Kč`);
    expect(formatDocumentMoney(1_234_50, 'CZK', 'en')).toBe(`CZK${NBSP}1,234.50`);
    expect(formatDocumentMoney(1_234_50, 'EUR', 'en')).toBe('€1,234.50');
    expect(formatDocumentMoney(-1_234_50, 'EUR', 'en')).toBe('-€1,234.50');
    expect(formatDocumentMoney(1_234_50, 'EUR', 'cs')).toBe(`1${NBSP}234,50${NBSP}€`);
    expect(formatDocumentMoney(900719925474099, 'CZK', 'cs')).toBe(`9${NBSP}007${NBSP}199${NBSP}254${NBSP}740,99${NBSP}Kč`);
  });

  it('writes any scaled integer: quantities in thousandths, trimmed and ungrouped where asked', () => {
    expect(formatScaled(1500, 3, 'cs', { group: false, trim: true })).toBe('1,5');
    expect(formatScaled(12_000, 3, 'en', { group: false, trim: true })).toBe('12');
    expect(formatScaled(10_000_000, 3, 'cs', { group: false, trim: true })).toBe('10000');
    expect(formatScaled(333, 3, 'en')).toBe('0.333');
    expect(formatScaled(123_450, 2, 'cs')).toBe(`1${NBSP}234,50`);
  });

  it('refuses an amount that is not a safe integer', () => {
    expect(formatMinorNumber(100, 'en')).toBe('1.00');
    expect(() => formatMinorNumber(1.5, 'cs')).toThrow(/safe integer/);
  });
});
