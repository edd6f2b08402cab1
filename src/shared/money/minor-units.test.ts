import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MONEY_MESSAGES } from '../schemas/messages';
import { decimalTextToMinor, exactMinorUnits, MAX_MINOR_UNITS, minorToDecimalText, minorUnits, moneyText, parseMoneyText } from './minor-units';

const minor = (text: string, language: 'cs' | 'en' = 'cs') => parseMoneyText(text, language);
const NBSP = '\u00a0';

describe('parseMoneyText: typed decimal text → minor units, exactly', () => {
  it('reads the worked examples in either language', () => {
    expect(minor('0')).toEqual({ ok: true, minor: 0 });
    expect(minor('0,01')).toEqual({ ok: true, minor: 1 });
    expect(minor('0.01', 'en')).toEqual({ ok: true, minor: 1 });
    expect(minor('1 234,50')).toEqual({ ok: true, minor: 123_450 });
    expect(minor('1234.5')).toEqual({ ok: true, minor: 123_450 });
    expect(minor('1234.5', 'en')).toEqual({ ok: true, minor: 123_450 });
    expect(minor('1 234 Kč')).toEqual({ ok: true, minor: 123_400 });
    expect(minor('1 000 000,99')).toEqual({ ok: true, minor: 100_000_099 });
    expect(minor('1,000,000.99', 'en')).toEqual({ ok: true, minor: 100_000_099 });
    expect(minor('1.000.000,99')).toEqual({ ok: true, minor: 100_000_099 });
    expect(minor('$1,234.50', 'en')).toEqual({ ok: true, minor: 123_450 });
    expect(minor('12 500 CZK')).toEqual({ ok: true, minor: 1_250_000 });
    expect(minor('1500,-')).toEqual({ ok: true, minor: 150_000 });
    expect(minor('  007,5 ')).toEqual({ ok: true, minor: 750 });
  });

  it('reads the grouping spaces Intl writes (no-break and narrow no-break)', () => {
    const cs = new Intl.NumberFormat('cs-CZ', { minimumFractionDigits: 2 }).format(1234567.89);
    expect(cs).toMatch(/[\u00a0\u202f]/);
    expect(minor(cs)).toEqual({ ok: true, minor: 123_456_789 });
    expect(minor(`12${NBSP}500 Kč`)).toEqual({ ok: true, minor: 1_250_000 });
    expect(minor('12\u202f500,25')).toEqual({ ok: true, minor: 1_250_025 });
  });

  it('decides a lone separator before three digits by the language', () => {
    // Czech: a comma is the decimal separator (three decimals: refused), a dot groups thousands.
    expect(minor('1,234', 'cs')).toEqual({ ok: false, error: 'decimals' });
    expect(minor('1.234', 'cs')).toEqual({ ok: true, minor: 123_400 });
    // English the other way round.
    expect(minor('1.234', 'en')).toEqual({ ok: false, error: 'decimals' });
    expect(minor('1,234', 'en')).toEqual({ ok: true, minor: 123_400 });
    // One or two digits after it: always decimals.
    expect(minor('1,5', 'en')).toEqual({ ok: true, minor: 150 });
    expect(minor('1.25', 'cs')).toEqual({ ok: true, minor: 125 });
  });

  it('refuses negative amounts, three decimals, text and too large amounts', () => {
    expect(minor('-1')).toEqual({ ok: false, error: 'negative' });
    expect(minor('−5,00')).toEqual({ ok: false, error: 'negative' });
    expect(minor('$-5', 'en')).toEqual({ ok: false, error: 'negative' });
    expect(minor('0,001')).toEqual({ ok: false, error: 'decimals' });
    expect(minor('12.345', 'en')).toEqual({ ok: false, error: 'decimals' });
    expect(minor('1 234,567')).toEqual({ ok: false, error: 'decimals' });
    for (const text of ['abc', '12a', '1e3', '1,2,3', '1.234,5.6', '12 34', ',', '1 2', 'Infinity', 'NaN', '0x10', '1,234.5,6']) {
      expect(minor(text, 'en'), text).toEqual({ ok: false, error: 'invalid' });
    }
    expect(minor('10 000 000 000')).toEqual({ ok: true, minor: MAX_MINOR_UNITS });
    expect(minor('10 000 000 000,01')).toEqual({ ok: false, error: 'tooLarge' });
    expect(minor('99999999999999999999')).toEqual({ ok: false, error: 'tooLarge' });
  });

  it('is blank (null) for empty text', () => {
    expect(minor('')).toBeNull();
    expect(minor('   ')).toBeNull();
  });

  it('reads back every amount a form writes, in both languages', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: MAX_MINOR_UNITS }), fc.constantFrom('cs' as const, 'en' as const), (amount, language) => {
        expect(parseMoneyText(minorToDecimalText(amount, language), language)).toEqual({ ok: true, minor: amount });
      }),
    );
  });
});

describe('minorToDecimalText: the form text of an amount', () => {
  it('writes decimals only when there are any, two of them', () => {
    expect(minorToDecimalText(0, 'cs')).toBe('0');
    expect(minorToDecimalText(1, 'cs')).toBe('0,01');
    expect(minorToDecimalText(123_450, 'cs')).toBe('1234,50');
    expect(minorToDecimalText(123_450, 'en')).toBe('1234.50');
    expect(minorToDecimalText(100_000_099, 'en')).toBe('1000000.99');
    expect(minorToDecimalText(20_000, 'en')).toBe('200');
  });
});


describe('the zod fields', () => {
  it('minorUnits: an integer of minor units, 0 to the maximum; missing or null → the default', () => {
    const field = minorUnits(20_000);
    expect(field.parse(123_456)).toBe(123_456);
    expect(field.parse(undefined)).toBe(20_000);
    expect(field.parse(null)).toBe(20_000);
    expect(field.parse(MAX_MINOR_UNITS)).toBe(MAX_MINOR_UNITS);
    const message = (v: unknown) => field.safeParse(v).error?.issues[0]?.message;
    expect(message(12.5)).toBe(MONEY_MESSAGES.minorUnitsInvalid);
    expect(message('1250')).toBe(MONEY_MESSAGES.minorUnitsInvalid);
    expect(message(-1)).toBe(MONEY_MESSAGES.amountMin0);
    expect(message(MAX_MINOR_UNITS + 1)).toBe(MONEY_MESSAGES.amountTooLarge);
    expect(message(Number.POSITIVE_INFINITY)).toBe(MONEY_MESSAGES.minorUnitsInvalid);
  });

  it('moneyText: the typed text of a form → minor units, or the reason it is refused', () => {
    const cs = moneyText('cs', 20_000);
    expect(cs.parse('1 234,50')).toBe(123_450);
    expect(cs.parse('')).toBe(20_000);
    expect(cs.parse(undefined)).toBe(20_000);
    const message = (v: string) => cs.safeParse(v).error?.issues[0]?.message;
    expect(message('-1')).toBe(MONEY_MESSAGES.amountMin0);
    expect(message('1,234')).toBe(MONEY_MESSAGES.amountDecimals);
    expect(message('lots')).toBe(MONEY_MESSAGES.amountTextInvalid);
    expect(message('20 000 000 000')).toBe(MONEY_MESSAGES.amountTooLarge);
    expect(moneyText('en').parse('1,234')).toBe(123_400);
  });
});

describe('decimalTextToMinor (a bank statement amount)', () => {
  it('reads the digits exactly, never through a float, and bounds the exact value', () => {
    expect(decimalTextToMinor('1234.5', 10_000_000)).toEqual({ ok: true, minor: 123_450 });
    expect(decimalTextToMinor('0.10000', 100)).toEqual({ ok: true, minor: 10 });
    expect(decimalTextToMinor('999999999.99', 100_000_000_000)).toEqual({ ok: true, minor: 99_999_999_999 });
    // 10^17 as a float: 999999999999999.99 * 100 rounds to it; read exactly it is one haléř less, and too large.
    expect(decimalTextToMinor('999999999999999.99', 100_000_000_000)).toEqual({ ok: false, error: 'tooLarge' });
    expect(decimalTextToMinor('1000000000.01', 100_000_000_000)).toEqual({ ok: false, error: 'tooLarge' });
    expect(decimalTextToMinor('1.001', 1000)).toEqual({ ok: false, error: 'decimals' });
    for (const text of ['', '1e5', '-1', '1.', '.5', ' 1', '0x10', 'NaN']) expect(decimalTextToMinor(text, 1000), text).toEqual({ ok: false, error: 'invalid' });
  });
});

describe('exactMinorUnits (a sum read from SQL)', () => {
  it('reads text, bigint and safe numbers exactly', () => {
    expect(exactMinorUnits('-1234567')).toBe(-1_234_567);
    expect(exactMinorUnits(9_007_199_254_740_991n)).toBe(Number.MAX_SAFE_INTEGER);
    expect(exactMinorUnits(42)).toBe(42);
  });

  it('refuses what a number cannot hold exactly, and what is not a whole number', () => {
    expect(() => exactMinorUnits('9007199254740993')).toThrow(RangeError);
    expect(() => exactMinorUnits('-9007199254740992')).toThrow(RangeError);
    expect(() => exactMinorUnits('12.5')).toThrow(RangeError);
  });
});
