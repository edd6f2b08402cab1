/**
 * ČNB daily exchange rates (issue 37; docs/product/czech-services.md#čnb--exchange-rates): the Czech working days the
 * ČNB declares a fixing on, when a stored list is known to be the rate of a day (no list missing in between), and
 * what the back office reads of a rate (GET /api/admin/exchange-rates).
 *
 * The rule of the DUZP's rate (VAT Act 235/2004 Coll. §4(5)): the ČNB fixing with the greatest fixing date ≤ the
 * DUZP. On a working day that is the day's own fixing, declared after 14:30 Prague time; on a weekend or holiday it is
 * the last working day's.
 */
import { z } from 'zod';
import { addDays } from './dates';
import { oneOfMessage } from './schemas/messages';
import { calendarDay } from './schemas/document-fields';
import type { OutsideServiceState } from './outside-services';
import { FOREIGN_DOCUMENT_CURRENCIES } from './money/document-currencies';

/** The ČNB declares the day's fixing after this Prague time (hours, minutes). */
export const CNB_PUBLICATION_TIME = { hour: 14, minute: 30 } as const;

/** Currencies whose rate the back office asks for (the document currencies other than CZK: EUR, USD). */
export const RATE_CURRENCIES = FOREIGN_DOCUMENT_CURRENCIES;
export type RateCurrency = (typeof RATE_CURRENCIES)[number];

/** Easter Sunday of a year (the Gregorian computus), yyyy-mm-dd. */
export function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

const FIXED_HOLIDAYS = ['01-01', '05-01', '05-08', '07-05', '07-06', '09-28', '10-28', '11-17', '12-24', '12-25', '12-26'];

/** A Czech public holiday (Act 245/2000 Coll.: the fixed days, Good Friday since 2016, Easter Monday). */
export function isCzechHoliday(day: string): boolean {
  if (FIXED_HOLIDAYS.includes(day.slice(5))) return true;
  const easter = easterSunday(Number(day.slice(0, 4)));
  return day === addDays(easter, 1) || (day >= '2016-01-01' && day === addDays(easter, -2));
}

/** A day the ČNB declares a fixing on: Monday to Friday, not a public holiday. */
export function isCzechWorkingDay(day: string): boolean {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return weekday !== 0 && weekday !== 6 && !isCzechHoliday(day);
}

/** The last working day on or before `day`: the day whose fixing is the rate of `day`. */
export function fixingDayFor(day: string): string {
  let d = day;
  while (!isCzechWorkingDay(d)) d = addDays(d, -1);
  return d;
}

/** A stored list as the rule reads it. */
export interface RateListFacts {
  fixingDate: string;
  serial: number;
  /** The last day ČNB's answer for that day was this list, once final (null: only its own date is known by line 1). */
  validThrough: string | null;
}

/**
 * Whether `list` (the stored list with the greatest fixing date ≤ `day`) is known to be the rate of `day`: no fixing
 * between them can be missing from the database. Known when ČNB itself answered this list for `day` or later
 * (validThrough), when the next stored list follows it by serial in the same year, or when every day after what is
 * known up to `day` is a weekend or holiday (no fixing is declared on them).
 */
export function listCoversDay(list: RateListFacts, next: RateListFacts | null, day: string): boolean {
  if (day < list.fixingDate) return false;
  const known = list.validThrough !== null && list.validThrough > list.fixingDate ? list.validThrough : list.fixingDate;
  if (known >= day) return true;
  if (next && next.fixingDate > day && next.fixingDate.slice(0, 4) === list.fixingDate.slice(0, 4) && next.serial === list.serial + 1) return true;
  for (let d = addDays(known, 1); d <= day; d = addDays(d, 1)) if (isCzechWorkingDay(d)) return false;
  return true;
}

/**
 * How far ČNB's answer for `requested` (with `fixingDate` in its line 1), read on `today` (Prague), is final: a past
 * day's answer is; for today or later, up to today when it is today's own fixing or today is no working day, else
 * only up to yesterday (today's fixing is still to come, after 14:30).
 */
export function answerValidThrough(requested: string, fixingDate: string, today: string): string {
  if (requested < today) return requested;
  if (fixingDate === today || !isCzechWorkingDay(today)) return today;
  return addDays(today, -1);
}

/** GET /api/admin/exchange-rates?currency=EUR&date=yyyy-mm-dd. */
export const EXCHANGE_RATE_QUERY_MESSAGES = {
  dateInvalid: 'Must be a date (yyyy-mm-dd)',
} as const;
export const exchangeRateQuerySchema = z.object({
  currency: z.enum(RATE_CURRENCIES, { error: oneOfMessage(RATE_CURRENCIES) }),
  date: calendarDay(EXCHANGE_RATE_QUERY_MESSAGES.dateInvalid),
});
export type ExchangeRateQuery = z.infer<typeof exchangeRateQuerySchema>;

/**
 * The ČNB rate of a day as the back office reads it:
 * - `final`: the rate of the day, from the list of `fixedOn` (#serial); CZK per `amount` units in thousandths;
 * - `not_published`: the day's fixing is declared on `publishedOn` after 14:30 and has not been yet (staff may type one);
 * - `unavailable`: ČNB did not answer (or not in its format) and nothing stored covers the day (staff may type one);
 * - `missing`: ČNB's list of the day has no such currency.
 */
export type ExchangeRateAnswer =
  | { state: 'final'; currency: string; date: string; rateThousandths: number; amount: number; fixedOn: string; serial: number }
  | { state: 'not_published'; currency: string; date: string; publishedOn: string }
  | { state: 'unavailable'; currency: string; date: string }
  | { state: 'missing'; currency: string; date: string };

/** The answer of GET /api/admin/exchange-rates: the rate and the ČNB service's state (null: never called). */
export interface ExchangeRateReading {
  rate: ExchangeRateAnswer;
  service: OutsideServiceState | null;
}
