import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  addDays,
  BLOG_DATE_PATTERNS,
  formatBlogDate,
  formatDateTime,
  formatDay,
  formatDayNoYear,
  formatExportDateTime,
  officeClock,
  officeDateTimeInputValue,
  officeDay,
  officeDayStart,
  officeInstant,
  officeInstantOfInput,
} from './dates';

afterEach(() => vi.restoreAllMocks());

/** Runs `check` with the process in each of these time zones (the server runs in UTC; browsers and machines vary). */
function inEveryZone(check: () => void) {
  const saved = process.env.TZ;
  try {
    for (const zone of ['UTC', 'Europe/Prague', 'America/New_York', 'Asia/Tokyo', 'Pacific/Kiritimati']) {
      process.env.TZ = zone;
      check();
    }
  } finally {
    if (saved === undefined) delete process.env.TZ;
    else process.env.TZ = saved;
  }
}

describe('formatDateTime: an instant in Prague time, whatever the machine’s zone', () => {
  it("shows 18:17Z as 20:17 in summer and 19:17 in winter, 'PPp' in each language", () => {
    inEveryZone(() => {
      expect(formatDateTime('2026-07-15T18:17:00.000Z', 'cs')).toBe('15. 7. 2026, 20:17');
      expect(formatDateTime('2026-07-15T18:17:00.000Z', 'en')).toBe('Jul 15, 2026, 8:17 PM');
      expect(formatDateTime(new Date('2026-11-28T18:17:00Z'), 'cs')).toBe('28. 11. 2026, 19:17');
      expect(formatDateTime(Date.parse('2026-11-28T18:17:00Z'), 'en')).toBe('Nov 28, 2026, 7:17 PM');
    });
  });

  it('moves to the next Prague day after midnight there, and stays right in an hour the machine’s own zone skips', () => {
    inEveryZone(() => {
      expect(formatDateTime('2026-12-31T23:30:00Z', 'cs')).toBe('1. 1. 2027, 0:30');
      // 02:30 in Prague on 8 March 2026 is an hour New York skips (its clocks go from 2:00 to 3:00 that night).
      expect(formatDateTime('2026-03-08T01:30:00Z', 'en')).toBe('Mar 8, 2026, 2:30 AM');
    });
  });

  it("logs 'Date formatting error' and shows the raw value when it cannot format; nothing for a missing date", () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(formatDateTime('not a date', 'en')).toBe('not a date');
    expect(log).toHaveBeenCalledWith('Date formatting error', 'not a date');
    expect(formatDateTime(null, 'cs')).toBe('');
    expect(formatDateTime(undefined, 'cs')).toBe('');
  });
});

describe('formatDay: one calendar-day format per language', () => {
  it("writes a day 'PP': 28. 11. 2026 (as Czech documents print it) and Nov 28, 2026", () => {
    inEveryZone(() => {
      expect(formatDay('2026-11-28', 'cs')).toBe('28. 11. 2026');
      expect(formatDay('2026-01-05', 'cs')).toBe('5. 1. 2026');
      expect(formatDay('2026-11-28', 'en')).toBe('Nov 28, 2026');
      expect(formatDayNoYear('2026-11-28', 'cs')).toBe('28. 11.');
      expect(formatDayNoYear('2026-11-28', 'en')).toBe('Nov 28');
    });
  });

  it("gives an instant's Prague day (a day stored as midnight UTC stays that day)", () => {
    inEveryZone(() => {
      expect(formatDay('2026-11-28T23:30:00.000Z', 'en')).toBe('Nov 29, 2026');
      expect(formatDay(new Date('2026-07-01T21:59:59Z'), 'cs')).toBe('1. 7. 2026');
      expect(formatDay('2030-06-01T00:00:00.000Z', 'cs')).toBe('1. 6. 2030');
    });
  });

  it('shows a day that does not exist, or text that is no date, as it is (logged)', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(formatDay('2026-02-30', 'cs')).toBe('2026-02-30');
    expect(formatDay('soon', 'en')).toBe('soon');
    expect(log).toHaveBeenCalledTimes(2);
    expect(formatDay('', 'en')).toBe('');
  });
});

describe('formatBlogDate', () => {
  it("shows Czech dates in the Czech order with the month in the genitive, English as 'MMMM d, yyyy'", () => {
    expect(formatBlogDate('2026-10-20', 'cs')).toBe('20. října 2026');
    expect(formatBlogDate('2026-05-01', 'cs')).toBe('1. května 2026');
    expect(formatBlogDate('2026-10-20', 'en')).toBe('October 20, 2026');
    expect(BLOG_DATE_PATTERNS).toEqual({ cs: 'd. MMMM yyyy', en: 'MMMM d, yyyy' });
  });

  it('uses the Prague calendar day of a date-time, whatever the machine’s time zone', () => {
    inEveryZone(() => {
      expect(formatBlogDate('2026-06-09T23:30:00Z', 'en')).toBe('June 10, 2026');
      expect(formatBlogDate('2026-06-09T21:30:00Z', 'en')).toBe('June 9, 2026');
      expect(formatBlogDate('2026-06-09T00:10:00+02:00', 'cs')).toBe('9. června 2026');
    });
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
    expect(officeClock(new Date('2026-11-25T23:00:00Z'))).toEqual({ year: 2026, month: 11, day: 26, hour: 0, minute: 0, second: 0 });
  });

  it("reads Prague's wall clock as Intl does at every second of the clock changes and at instants over centuries", () => {
    const prague = new Intl.DateTimeFormat('en-US', { timeZone: 'Europe/Prague', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric', hourCycle: 'h23' });
    const intl = (at: number) => {
      const parts = prague.formatToParts(at);
      const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
      return { year: part('year'), month: part('month'), day: part('day'), hour: part('hour'), minute: part('minute'), second: part('second') };
    };
    // Around the changes of 2026 (29 March, 25 October at 01:00 UTC), minute by minute over the days they happen in,
    // and the seconds next to them.
    for (const change of ['2026-03-29T01:00:00Z', '2026-10-25T01:00:00Z']) {
      const at = Date.parse(change);
      for (let t = at - 86_400_000; t <= at + 86_400_000; t += 60_000) expect(officeClock(t), new Date(t).toISOString()).toEqual(intl(t));
      for (const t of [at - 1000, at - 1, at, at + 999, at + 1000]) expect(officeClock(t), new Date(t).toISOString()).toEqual(intl(t));
    }
    fc.assert(
      fc.property(fc.integer({ min: Date.parse('1850-01-01T00:00:00Z'), max: Date.parse('2100-12-31T23:59:59Z') }), (t) => {
        expect(officeClock(t)).toEqual(intl(t));
        expect(officeClock(new Date(t))).toEqual(intl(t));
      }),
      { numRuns: 2000 },
    );
  });

  it('counts calendar days, over month and year ends and the clock change', () => {
    expect(addDays('2026-11-26', 30)).toBe('2026-12-26');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-28', 2)).toBe('2026-03-30');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });
});

describe('the back office\'s date inputs hold Prague wall clock, whatever the browser\'s zone', () => {
  it('shows a stored instant as its Prague date and time, and reads the typed text back to the same instant', () => {
    inEveryZone(() => {
      expect(officeDateTimeInputValue('2026-07-15T07:30:00.000Z')).toBe('2026-07-15T09:30:00');
      expect(officeDateTimeInputValue(new Date('2026-11-28T23:30:05Z'))).toBe('2026-11-29T00:30:05');
      expect(officeDateTimeInputValue(null)).toBe('');
      expect(officeInstantOfInput('2026-07-15T09:30:00')?.toISOString()).toBe('2026-07-15T07:30:00.000Z');
      expect(officeInstantOfInput('2026-11-29T00:30')?.toISOString()).toBe('2026-11-28T23:30:00.000Z');
      expect(officeInstantOfInput('2026-11-29T00:30:15.250')?.toISOString()).toBe('2026-11-28T23:30:15.250Z');
      for (const iso of ['2026-03-29T00:59:59.000Z', '2026-03-29T01:00:00.000Z', '2026-10-25T01:30:00.000Z', '2026-12-31T23:00:00.000Z']) {
        expect(officeInstantOfInput(officeDateTimeInputValue(iso))?.toISOString()).toBe(iso);
      }
    });
  });

  it('refuses text that is no date and time, or a day or time that does not exist', () => {
    for (const text of ['', '2026-07-15', '2026-02-30T10:00', '2026-07-15T24:00', '2026-07-15T10:60', '15. 7. 2026 10:00', '2026-07-15T10:00Z']) {
      expect(officeInstantOfInput(text)).toBeNull();
    }
  });

  it('starts a Prague day at its midnight, 23:00 UTC in winter and 22:00 UTC in summer', () => {
    inEveryZone(() => {
      expect(officeDayStart('2026-11-28')?.toISOString()).toBe('2026-11-27T23:00:00.000Z');
      expect(officeDayStart('2026-07-01')?.toISOString()).toBe('2026-06-30T22:00:00.000Z');
      expect(officeDayStart('2026-03-29')?.toISOString()).toBe('2026-03-28T23:00:00.000Z');
      expect(officeDayStart('2026-03-30')?.toISOString()).toBe('2026-03-29T22:00:00.000Z');
      expect(officeDayStart('2026-02-30')).toBeNull();
      expect(officeInstant(2027, 1, 1).toISOString()).toBe('2026-12-31T23:00:00.000Z');
    });
  });
});

describe('formatExportDateTime: the lists\' CSV, a spreadsheet\'s format per language', () => {
  it('writes the Prague time d. M. yyyy H:mm in Czech and yyyy-MM-dd HH:mm in English', () => {
    inEveryZone(() => {
      expect(formatExportDateTime('2026-03-01T00:00:00Z', 'cs')).toBe('1. 3. 2026 1:00');
      expect(formatExportDateTime('2026-07-15T10:05:00Z', 'en')).toBe('2026-07-15 12:05');
      expect(formatExportDateTime(new Date('2026-12-31T23:30:00Z'), 'cs')).toBe('1. 1. 2027 0:30');
    });
  });
});
