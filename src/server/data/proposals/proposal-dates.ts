/**
 * The proposal's calendar: days are the office's (Europe/Prague) — a proposal valid until 2026-12-10 can be accepted
 * until that day ends in Prague (docs/product/proposals.md#statuses).
 */
import { OFFICE_TIME_ZONE, officeDay } from '@/shared/dates';

const offsetFormat = new Intl.DateTimeFormat('en-US', { timeZone: OFFICE_TIME_ZONE, timeZoneName: 'longOffset' });

/** The office's date of an instant, yyyy-mm-dd (the shared office calendar). */
export const officeDate = (at: Date = new Date()): string => officeDay(at);

/** The office's offset from UTC at an instant, in minutes (60 in winter, 120 in summer). */
function officeOffsetMinutes(at: Date): number {
  const name = offsetFormat.formatToParts(at).find((p) => p.type === 'timeZoneName')?.value ?? 'GMT';
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
  if (!match) return 0;
  return (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3]));
}

/** The first instant after the office's day `date` (yyyy-mm-dd) ends: when a link valid until that day expires. */
export function endOfOfficeDay(date: string): Date {
  const nextMidnightUtc = new Date(`${date}T00:00:00Z`);
  nextMidnightUtc.setUTCDate(nextMidnightUtc.getUTCDate() + 1);
  return new Date(nextMidnightUtc.getTime() - officeOffsetMinutes(nextMidnightUtc) * 60_000);
}
