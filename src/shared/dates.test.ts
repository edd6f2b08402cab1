import { afterEach, describe, expect, it, vi } from 'vitest';
import { addDays, BLOG_DATE_PATTERNS, formatAdminDate, formatBlogDate, formatOfficeDateTime, officeDay } from './dates';

afterEach(() => vi.restoreAllMocks());

describe('formatAdminDate', () => {
  const when = new Date(2026, 10, 21, 14, 5); // local time

  it("formats with 'PPp' in the active locale", () => {
    expect(formatAdminDate(when, 'en')).toBe('Nov 21, 2026, 2:05 PM');
    expect(formatAdminDate(when, 'cs')).toBe('21. 11. 2026, 14:05');
  });

  it('accepts ISO text', () => {
    expect(formatAdminDate(when.toISOString(), 'en')).toBe('Nov 21, 2026, 2:05 PM');
  });

  it("logs 'Date formatting error' and shows the raw value when it cannot format", () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(formatAdminDate('not a date', 'en')).toBe('not a date');
    expect(log).toHaveBeenCalledWith('Date formatting error', expect.anything());
  });

  it('shows nothing for a missing date', () => {
    expect(formatAdminDate(null, 'cs')).toBe('');
  });
});

describe('formatBlogDate', () => {
  it("shows Czech dates in the Czech order with the month in the genitive, English as 'MMMM d, yyyy'", () => {
    expect(formatBlogDate('2026-10-20', 'cs')).toBe('20. října 2026');
    expect(formatBlogDate('2026-05-01', 'cs')).toBe('1. května 2026');
    expect(formatBlogDate('2026-10-20', 'en')).toBe('October 20, 2026');
    expect(BLOG_DATE_PATTERNS).toEqual({ cs: 'd. MMMM yyyy', en: 'MMMM d, yyyy' });
  });

  it('uses the calendar day of a date-time, whatever the time zone', () => {
    expect(formatBlogDate('2026-06-09T23:30:00Z', 'en')).toBe('June 9, 2026');
    expect(formatBlogDate('2026-06-09T00:10:00+02:00', 'cs')).toBe('9. června 2026');
  });

  it('shows text that is no date as it is', () => {
    expect(formatBlogDate('soon', 'cs')).toBe('soon');
  });
});

describe('the office calendar (Prague)', () => {
  it("gives an instant's day in Prague, across midnight and summer time", () => {
    expect(officeDay(new Date('2026-11-25T22:59:59Z'))).toBe('2026-11-25');
    expect(officeDay(new Date('2026-11-25T23:00:00Z'))).toBe('2026-11-26');
    expect(officeDay(Date.parse('2026-07-01T21:59:59Z'))).toBe('2026-07-01');
    expect(officeDay(Date.parse('2026-07-01T22:00:00Z'))).toBe('2026-07-02');
  });

  it('counts calendar days, over month and year ends and the clock change', () => {
    expect(addDays('2026-11-26', 30)).toBe('2026-12-26');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-28', 2)).toBe('2026-03-30');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });
});

describe('formatOfficeDateTime', () => {
  it('prints an instant in Prague time, summer and winter', () => {
    expect(formatOfficeDateTime(new Date('2026-03-05T13:05:00Z'), 'cs')).toBe('5. 3. 2026 v 14:05');
    expect(formatOfficeDateTime(new Date('2026-07-31T22:30:00Z'), 'cs')).toBe('1. 8. 2026 v 00:30');
    expect(formatOfficeDateTime(new Date('2026-07-31T22:30:00Z'), 'en')).toBe('1 August 2026, 00:30');
  });
});
