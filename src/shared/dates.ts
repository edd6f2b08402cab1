/**
 * Date display (docs/product/rules.md#dates): admin lists 'PPp' in the active language's locale; the public blog in the order each
 * language reads ('MMMM d, yyyy' is the English pattern; Czech says '20. října 2026', the month in the genitive, which
 * date-fns' cs locale gives for 'MMMM' in a formatting pattern).
 */
import { format, parseISO } from 'date-fns';
import { cs, enUS, type Locale } from 'date-fns/locale';
import type { Language } from './constants';

/** The agency's office time zone: its calendar days (validity dates, analytics days) and CSV times are Prague's. */
export const OFFICE_TIME_ZONE = 'Europe/Prague';

const officeDayFormat = new Intl.DateTimeFormat('en-CA', { timeZone: OFFICE_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

/** The office's calendar day of an instant, yyyy-mm-dd. */
export function officeDay(at: Date | number = Date.now()): string {
  return officeDayFormat.format(at);
}

const officeTimeParts = new Intl.DateTimeFormat('en-GB', {
  timeZone: OFFICE_TIME_ZONE,
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** An instant as a person reads it, in Prague time: "5. 3. 2026 v 14:05" (cs) / "5 March 2026, 14:05" (en). */
export function formatOfficeDateTime(at: Date, language: Language): string {
  const part = (type: Intl.DateTimeFormatPartTypes) => officeTimeParts.formatToParts(at).find((p) => p.type === type)?.value ?? '';
  const time = `${part('hour')}:${part('minute')}`;
  if (language === 'cs') return `${Number(part('day'))}. ${Number(part('month'))}. ${part('year')} v ${time}`;
  return `${format(new Date(Number(part('year')), Number(part('month')) - 1, Number(part('day'))), 'd MMMM yyyy', { locale: enUS })}, ${time}`;
}

/** The day `n` days after the calendar day `isoDay` (yyyy-mm-dd; negative: before). */
export function addDays(isoDay: string, n: number): string {
  return new Date(Date.parse(`${isoDay}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
}

export const ADMIN_DATE_PATTERN = 'PPp';
export const DATE_LOCALES: Record<Language, Locale> = { cs, en: enUS };
/** The public blog's date pattern per language: list cards, the post dialog and the post pages. */
export const BLOG_DATE_PATTERNS: Readonly<Record<Language, string>> = { cs: 'd. MMMM yyyy', en: 'MMMM d, yyyy' };

/**
 * A post's date as the public blog shows it. Only the calendar day of the ISO value is used, so the server and every
 * browser, whatever their time zone, print the same text (no hydration drift). Text that is no date is shown as is.
 */
export function formatBlogDate(publishedAt: string, lang: Language): string {
  const day = /^\d{4}-\d{2}-\d{2}/.exec(publishedAt)?.[0];
  const date = parseISO(day ?? publishedAt);
  if (Number.isNaN(date.getTime())) return publishedAt;
  return format(date, BLOG_DATE_PATTERNS[lang], { locale: DATE_LOCALES[lang] });
}

/**
 * An admin list date ('PPp': "Nov 21, 2026, 10:30 AM" / "21. lis 2026 v 10:30"). A value that cannot be formatted
 * is logged as 'Date formatting error' and shown raw.
 */
export function formatAdminDate(value: string | number | Date | null | undefined, lang: Language): string {
  if (value === null || value === undefined || value === '') return '';
  try {
    return format(value instanceof Date ? value : new Date(value), ADMIN_DATE_PATTERN, { locale: DATE_LOCALES[lang] });
  } catch (error) {
    console.error('Date formatting error', error);
    return String(value);
  }
}
