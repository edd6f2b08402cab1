/**
 * Every date and time a person reads (docs/product/rules.md#dates), one formatter per kind and language, on date-fns
 * with its cs / enUS locales, always in the office's time zone (Europe/Prague) whatever the zone of the server (UTC in
 * production), the browser or the test machine:
 *   a calendar day   'PP'  — "28. 11. 2026" / "Nov 28, 2026" (screens, e-mails, portal, PDFs);
 *   a date and time  'PPp' — "28. 11. 2026, 20:17" / "Nov 28, 2026, 8:17 PM".
 * The public blog writes the day of a post in words ('d. MMMM yyyy', '20. října 2026' with the month in the genitive,
 * which date-fns' cs locale gives in a formatting pattern; 'MMMM d, yyyy', 'October 20, 2026').
 * The lists' CSV export keeps its spreadsheet formats ('d. M. yyyy H:mm' / 'yyyy-MM-dd HH:mm', read back by the
 * import), written here too. The back office's date inputs hold Prague wall-clock text, read and written here
 * (officeDateTimeInputValue, officeInstantOfInput, officeDayStart), never the browser's zone.
 * An instant is turned into Prague wall-clock parts by Intl.DateTimeFormat here and nowhere else.
 */
import { format } from 'date-fns';
import { cs, enUS, type Locale } from 'date-fns/locale';
import type { Language } from './constants';

/** The agency's office time zone: its calendar days (validity dates, analytics days) and every time a person reads. */
export const OFFICE_TIME_ZONE = 'Europe/Prague';

export const DATE_LOCALES: Record<Language, Locale> = { cs, en: enUS };
/** A calendar day, the same date-fns pattern in both languages (its locale gives "28. 11. 2026" / "Nov 28, 2026"). */
export const DAY_PATTERN = 'PP';
/** A date with its time ("28. 11. 2026, 20:17" / "Nov 28, 2026, 8:17 PM"). */
export const DATE_TIME_PATTERN = 'PPp';
/** A day without its year, where the year is plain from around it (a chart's axis). */
export const DAY_NO_YEAR_PATTERNS: Readonly<Record<Language, string>> = { cs: 'd. M.', en: 'MMM d' };
/** The lists' CSV export, a date and time as a spreadsheet in that language reads it (and the import reads back). */
export const EXPORT_DATE_TIME_PATTERNS: Readonly<Record<Language, string>> = { cs: 'd. M. yyyy H:mm', en: 'yyyy-MM-dd HH:mm' };
/** The public blog's date pattern per language: list cards, the post dialog and the post pages. */
/** A day of a week view: "pondělí 30. 11." / "Monday, Nov 30". */
export const WEEKDAY_DAY_PATTERNS: Readonly<Record<Language, string>> = { cs: 'EEEE d. M.', en: 'EEEE, MMM d' };
export const BLOG_DATE_PATTERNS: Readonly<Record<Language, string>> = { cs: 'd. MMMM yyyy', en: 'MMMM d, yyyy' };

/** The office's wall clock at an instant. */
export interface OfficeClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

const officeClockFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: OFFICE_TIME_ZONE,
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
  hourCycle: 'h23',
});

/** The office's wall clock at an instant, as Intl reads it. */
function intlOfficeClock(at: number): OfficeClock {
  const parts = officeClockFormat.formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  return { year: part('year'), month: part('month'), day: part('day'), hour: part('hour'), minute: part('minute'), second: part('second') };
}

const DAY_MS = 86_400_000;
/** The office's offset from UTC at a whole second `at` (ms), as Intl reads it. */
function intlOffsetAt(at: number): number {
  const c = intlOfficeClock(at);
  return Date.UTC(c.year, c.month - 1, c.day, c.hour, c.minute, c.second) - at;
}
/**
 * The office's offset from UTC through each UTC day, by day number; null for a day it changes in (the two days a year
 * of a daylight-saving change). Bounded: emptied past OFFSET_DAYS_KEPT days (over 20 years of days).
 */
const offsetByDay = new Map<number, number | null>();
const OFFSET_DAYS_KEPT = 8192;

/**
 * The office's (Prague) calendar day and time of an instant. Intl reads the zone's offset once per UTC day (at its
 * first and last second; a day where they differ is read per instant): a CSV export of 100,000 rows formatted each
 * date through Intl (1.4 s of the export on the embedded database).
 */
export function officeClock(at: Date | number): OfficeClock {
  const ms = typeof at === 'number' ? at : at.getTime();
  if (!Number.isFinite(ms)) return intlOfficeClock(ms);
  const day = Math.floor(ms / DAY_MS);
  let offset = offsetByDay.get(day);
  if (offset === undefined) {
    const first = intlOffsetAt(day * DAY_MS);
    offset = first === intlOffsetAt(day * DAY_MS + DAY_MS - 1000) ? first : null;
    if (offsetByDay.size >= OFFSET_DAYS_KEPT) offsetByDay.clear();
    offsetByDay.set(day, offset);
  }
  if (offset === null) return intlOfficeClock(ms);
  const wall = new Date(ms + offset);
  return {
    year: wall.getUTCFullYear(),
    month: wall.getUTCMonth() + 1,
    day: wall.getUTCDate(),
    hour: wall.getUTCHours(),
    minute: wall.getUTCMinutes(),
    second: wall.getUTCSeconds(),
  };
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The office's calendar day of an instant, yyyy-mm-dd. */
export function officeDay(at: Date | number = Date.now()): string {
  const { year, month, day } = officeClock(at);
  return `${year}-${pad(month)}-${pad(day)}`;
}

/**
 * The instant of a wall-clock time in the office's time zone. The zone's offset is read twice, so that a time next to
 * a daylight-saving change lands right; a time that happens twice (the hour summer time ends) is the second one, a
 * time that does not happen (the hour it starts) is an hour later.
 */
export function officeInstant(year: number, month: number, day: number, hour = 0, minute = 0, second = 0): Date {
  const wall = Date.UTC(year, month - 1, day, hour, minute, second);
  let instant = wall;
  for (let i = 0; i < 2; i++) {
    const c = officeClock(instant);
    instant = wall - (Date.UTC(c.year, c.month - 1, c.day, c.hour, c.minute, c.second) - instant);
  }
  return new Date(instant);
}

/** The day `n` days after the calendar day `isoDay` (yyyy-mm-dd; negative: before). */
export function addDays(isoDay: string, n: number): string {
  return new Date(Date.parse(`${isoDay}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
}

/**
 * A wall-clock time held in UTC and read back through the local getters date-fns uses (it clones a date through its
 * constructor, so the clone reads the same way): the printed fields are exactly the ones given, with no time zone of
 * the machine — nor any daylight-saving gap of it — in between. Good for field tokens (year, month, day, weekday, hour,
 * minute, second), which are all these formatters use.
 */
class WallClock extends Date {
  override getFullYear() { return this.getUTCFullYear(); }
  override getMonth() { return this.getUTCMonth(); }
  override getDate() { return this.getUTCDate(); }
  override getDay() { return this.getUTCDay(); }
  override getHours() { return this.getUTCHours(); }
  override getMinutes() { return this.getUTCMinutes(); }
  override getSeconds() { return this.getUTCSeconds(); }
  override getMilliseconds() { return this.getUTCMilliseconds(); }
  override getTimezoneOffset() { return 0; }
}

const CALENDAR_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether `value` is a calendar day 'yyyy-mm-dd' that exists (not 2026-02-30). */
export function isCalendarDay(value: string): boolean {
  return CALENDAR_DAY.test(value) && wallClockDay(value) !== null;
}

/** A calendar day 'yyyy-mm-dd' as itself; anything else as the office's day of that instant; null when it is neither. */
function wallClockDay(value: string | number | Date): WallClock | null {
  const day = typeof value === 'string' ? CALENDAR_DAY.exec(value) : null;
  if (day) {
    const [y, m, d] = [Number(day[1]), Number(day[2]), Number(day[3])];
    const date = new WallClock(Date.UTC(y, m - 1, d));
    return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d ? date : null;
  }
  const at = wallClockTime(value);
  return at && new WallClock(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
}

/** The office's wall clock at an instant (a Date, epoch milliseconds or ISO text); null when it is no instant. */
function wallClockTime(value: string | number | Date): WallClock | null {
  const instant = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(instant.getTime())) return null;
  const c = officeClock(instant);
  return new WallClock(Date.UTC(c.year, c.month - 1, c.day, c.hour, c.minute, c.second));
}

type DateValue = string | number | Date | null | undefined;

function formatted(value: DateValue, read: (value: string | number | Date) => WallClock | null, pattern: string, lang: Language): string {
  if (value === null || value === undefined || value === '') return '';
  const date = read(value);
  if (!date) {
    console.error('Date formatting error', value);
    return String(value);
  }
  return format(date, pattern, { locale: DATE_LOCALES[lang] });
}

/**
 * A calendar day: "28. 11. 2026" / "Nov 28, 2026". A 'yyyy-mm-dd' value is that day (due dates, dates of issue); an
 * instant (Date, ISO date-time) is the office's day of it. Blank is ''; a value that is no date is logged as 'Date
 * formatting error' and shown as it is.
 */
export function formatDay(value: DateValue, lang: Language): string {
  return formatted(value, wallClockDay, DAY_PATTERN, lang);
}

/** A calendar day without its year: "28. 11." / "Nov 28" (as formatDay otherwise). */
export function formatDayNoYear(value: DateValue, lang: Language): string {
  return formatted(value, wallClockDay, DAY_NO_YEAR_PATTERNS[lang], lang);
}

/** A calendar day with its weekday and without its year: "pondělí 30. 11." / "Monday, Nov 30" (as formatDay otherwise). */
export function formatWeekdayDay(value: DateValue, lang: Language): string {
  return formatted(value, wallClockDay, WEEKDAY_DAY_PATTERNS[lang], lang);
}

/**
 * An instant with its time, in the office's time zone: "28. 11. 2026, 20:17" / "Nov 28, 2026, 8:17 PM". Blank is '';
 * a value that is no date is logged as 'Date formatting error' and shown as it is.
 */
export function formatDateTime(value: DateValue, lang: Language): string {
  return formatted(value, wallClockTime, DATE_TIME_PATTERN, lang);
}

/**
 * A post's date as the public blog shows it: its calendar day in the office's time zone, so the server and every
 * browser, whatever their zone, print the same text (no hydration drift). Text that is no date is shown as is.
 */
export function formatBlogDate(publishedAt: string, lang: Language): string {
  const date = wallClockDay(publishedAt);
  return date ? format(date, BLOG_DATE_PATTERNS[lang], { locale: DATE_LOCALES[lang] }) : publishedAt;
}

/** A lists' CSV cell: the instant's Prague date and time in the file's language ('1. 3. 2026 1:00', '2026-03-01 01:00'). */
export function formatExportDateTime(value: DateValue, lang: Language): string {
  return formatted(value, wallClockTime, EXPORT_DATE_TIME_PATTERNS[lang], lang);
}

const INPUT_DATE_TIME = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3}))?)?$/;

/**
 * A date-and-time input's value (`<input type="datetime-local" step="1">`, '2026-11-25T09:30:00') for an instant: its
 * Prague wall clock, whatever the browser's zone. Blank or no date: ''.
 */
export function officeDateTimeInputValue(value: DateValue): string {
  if (value === null || value === undefined || value === '') return '';
  const date = wallClockTime(value);
  return date ? format(date, "yyyy-MM-dd'T'HH:mm:ss") : '';
}

/**
 * The instant a date-and-time input's text means, read as Prague wall clock ('2026-11-25T09:30', with seconds, or
 * with milliseconds as some browsers give them); null for text of another shape or a day or time that does not exist.
 */
export function officeInstantOfInput(text: string): Date | null {
  const match = INPUT_DATE_TIME.exec(text.trim());
  if (!match) return null;
  const [, day = '', hour, minute, second = '0', ms = '0'] = match;
  const [h, mi, sec] = [Number(hour), Number(minute), Number(second)];
  if (!isCalendarDay(day) || h > 23 || mi > 59 || sec > 59) return null;
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(officeInstant(y, m, d, h, mi, sec).getTime() + Number(ms.padEnd(3, '0')));
}

/** The instant a Prague calendar day 'yyyy-mm-dd' starts (its midnight, 23:00 or 22:00 UTC the day before); null for no day. */
export function officeDayStart(isoDay: string): Date | null {
  if (!isCalendarDay(isoDay)) return null;
  const [y, m, d] = isoDay.split('-').map(Number) as [number, number, number];
  return officeInstant(y, m, d);
}
