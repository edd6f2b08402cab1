import { describe, expect, it } from 'vitest';
import { calendarDay, documentText, wholeNumber } from './document-fields';
import { manualPaymentSchema, PAYMENT_MESSAGES } from './payment';

describe('document field builders', () => {
  it('calendarDay takes real days only and never throws on impossible ones', () => {
    const day = calendarDay('bad day');
    expect(day.parse('2028-02-29')).toBe('2028-02-29');
    for (const wrong of ['2026-02-29', '2026-13-45', '2026-1-5', '26-01-05', '', 20260105]) {
      expect(day.safeParse(wrong).error?.issues[0]?.message).toBe('bad day');
    }
  });
  it('documentText trims, caps, and is required or defaults to blank', () => {
    const messages = { invalid: 'text!', tooLong: 'long!' };
    expect(documentText(5, messages).parse(undefined)).toBe('');
    expect(documentText(5, messages).parse('  ab  ')).toBe('ab');
    expect(documentText(5, messages).safeParse('abcdef').error?.issues[0]?.message).toBe('long!');
    expect(documentText(5, messages).safeParse(42).error?.issues[0]?.message).toBe('text!');
    expect(documentText(5, messages, 'needed!').safeParse('   ').error?.issues[0]?.message).toBe('needed!');
  });
  it('wholeNumber refuses fractions and values outside the range with one message', () => {
    for (const wrong of [0, 11, 1.5, '3', null]) expect(wholeNumber(1, 10, 'n!').safeParse(wrong).error?.issues[0]?.message).toBe('n!');
    expect(wholeNumber(1, 10, 'n!').parse(10)).toBe(10);
  });
  it('a manual payment on an impossible date is a 400 on paidOn, not a crash', () => {
    const parsed = manualPaymentSchema.safeParse({ amountMinor: 100, paidOn: '2026-13-45' });
    expect(parsed.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['paidOn', PAYMENT_MESSAGES.dateInvalid]]);
  });
});
