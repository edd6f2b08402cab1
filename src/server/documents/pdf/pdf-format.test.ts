import { describe, expect, it } from 'vitest';
import { formatDocumentDate, formatMinorMoney, formatMinorNumber, formatPercent, formatQuantity } from './pdf-format';
import { PDF_LABELS } from './pdf-labels';

const NBSP = '\u00a0';

describe('document formats', () => {
  it('writes minor units as Czech and English amounts with integer arithmetic', () => {
    expect(formatMinorMoney(123_450, 'CZK', 'cs')).toBe(`1${NBSP}234,50${NBSP}Kč`);
    expect(formatMinorMoney(123_450, 'CZK', 'en')).toBe(`CZK${NBSP}1,234.50`);
    expect(formatMinorMoney(123_450, 'EUR', 'cs')).toBe(`1${NBSP}234,50${NBSP}€`);
    expect(formatMinorMoney(-123_450, 'EUR', 'en')).toBe('-€1,234.50');
    expect(formatMinorNumber(5, 'cs')).toBe('0,05');
    expect(formatMinorNumber(-12, 'cs')).toBe('-0,12');
    expect(formatMinorNumber(0, 'en')).toBe('0.00');
    expect(formatMinorNumber(123_456_789_012, 'cs')).toBe(`1${NBSP}234${NBSP}567${NBSP}890,12`);
    expect(formatMinorNumber(900_719_925_474_099, 'en')).toBe('9,007,199,254,740.99');
  });

  it('refuses amounts that are not whole minor units', () => {
    expect(() => formatMinorNumber(10.5, 'cs')).toThrow('safe integer');
    expect(() => formatMinorNumber(Number.NaN, 'cs')).toThrow('safe integer');
    expect(() => formatMinorNumber(2 ** 53, 'cs')).toThrow('safe integer');
  });

  it('writes calendar days as Czech and English dates, and refuses anything else', () => {
    expect(formatDocumentDate('2026-11-26', 'cs')).toBe('26. 11. 2026');
    expect(formatDocumentDate('2026-01-05', 'cs')).toBe('5. 1. 2026');
    expect(formatDocumentDate('2026-11-26', 'en')).toBe('Nov 26, 2026');
    expect(() => formatDocumentDate('2026-11-26T10:00:00Z', 'cs')).toThrow('yyyy-mm-dd');
    expect(() => formatDocumentDate('2026-13-40', 'cs')).toThrow('Not a calendar day');
  });

  it('writes quantities with their unit and percentages as each language does', () => {
    expect(formatQuantity(1.5, 'h', 'cs')).toBe(`1,5${NBSP}h`);
    expect(formatQuantity(1250, 'ks', 'cs')).toBe(`1${NBSP}250${NBSP}ks`);
    expect(formatQuantity(1.5, ' ', 'en')).toBe('1.5');
    expect(formatPercent(21, 'cs')).toBe(`21${NBSP}%`);
    expect(formatPercent(12.5, 'en')).toBe('12.5%');
  });

  it('has every label in both languages', () => {
    const keys = (value: object): string[] =>
      Object.entries(value).flatMap(([key, inner]) => (inner && typeof inner === 'object' ? keys(inner).map((k) => `${key}.${k}`) : [key]));
    expect(keys(PDF_LABELS.en)).toEqual(keys(PDF_LABELS.cs));
    expect(PDF_LABELS.cs.page(1, 2)).toBe('Strana 1 z 2');
    expect(PDF_LABELS.en.page(1, 2)).toBe('Page 1 of 2');
  });
});
