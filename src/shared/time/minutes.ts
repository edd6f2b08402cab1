/**
 * Time is whole minutes everywhere (docs/product/time-and-profit.md#rules): an entry's duration, a timer's result, a
 * week's total. These are the rules that turn what staff type or a timer measured into minutes, and minutes into text.
 */
import { addDays } from '../dates';

/** The longest entry: a day. */
export const MAX_ENTRY_MINUTES = 24 * 60;

/**
 * The minutes a timer records for `elapsedMs`: rounded to the nearest whole minute (30 s and more round up), at least
 * one (a timer started and stopped at once still records that it ran) and at most a day (a timer left running over
 * a weekend is cut to 24 h: staff correct it on the week view).
 */
export function timerMinutes(elapsedMs: number): number {
  const minutes = Math.round(Math.max(0, elapsedMs) / 60_000);
  return Math.min(MAX_ENTRY_MINUTES, Math.max(1, minutes));
}

/**
 * Reads a duration as staff type it: `h:mm` ("1:30", "0:45", ":20"), hours with a decimal point or comma ("1.5",
 * "1,25"; whole minutes, rounded), or a number followed by `m`/`min` ("90m"). Null when it is none of these.
 */
export function parseDuration(text: string): number | null {
  const value = text.trim().toLowerCase().replace(/\s+/g, '');
  if (value === '') return null;
  const clock = /^(\d{0,2}):(\d{2})$/.exec(value);
  if (clock) {
    const minutes = Number(clock[2]);
    return minutes < 60 ? Number(clock[1] || 0) * 60 + minutes : null;
  }
  const inMinutes = /^(\d{1,4})(m|min)$/.exec(value);
  if (inMinutes) return Number(inMinutes[1]);
  const hours = /^(\d{1,2})(?:[.,](\d{1,2}))?(h)?$/.exec(value);
  if (hours) return Math.round(Number(`${hours[1]}.${hours[2] ?? '0'}`) * 60);
  return null;
}

/** Minutes as `h:mm` ("1:05", "12:30", "0:00"). */
export function formatMinutes(minutes: number): string {
  const sign = minutes < 0 ? '-' : '';
  const whole = Math.abs(Math.trunc(minutes));
  return `${sign}${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/** The Monday of the week holding calendar day `isoDay` (weeks run Monday to Sunday, as in Czechia). */
export function weekStart(isoDay: string): string {
  const weekday = new Date(`${isoDay}T00:00:00Z`).getUTCDay();
  return addDays(isoDay, -((weekday + 6) % 7));
}

/** The seven days of the week that starts on `monday`. */
export function weekDays(monday: string): string[] {
  return Array.from({ length: 7 }, (_, i) => addDays(monday, i));
}
