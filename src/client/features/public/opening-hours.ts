/**
 * The agency's opening hours as people read them (the contact page): runs of days with the same hours, open ones
 * only — "Po–Pá 9:00–17:00" in Czech, "Mon–Fri 9 am–5 pm" in English.
 */
import type { Language } from '@/shared/constants';
import { openingHourRuns, type OpeningHours, type Weekday } from '@/shared/schemas/agency-profile';

/** '09:00' as a Czech reads it ('9:00') or an English reader ('9 am', '5:30 pm', '12 pm'). */
export function timeOfDay(time: string, lang: Language): string {
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  if (lang === 'cs') return `${hours}:${String(minutes).padStart(2, '0')}`;
  const twelve = hours % 12 === 0 ? 12 : hours % 12;
  return `${twelve}${minutes === 0 ? '' : `:${String(minutes).padStart(2, '0')}`} ${hours < 12 ? 'am' : 'pm'}`;
}

/** One line per run of open days with the same hours; closed days are left out. */
export function openingHoursLines(hours: OpeningHours, lang: Language, dayName: (day: Weekday) => string): string[] {
  return openingHourRuns(hours).flatMap(({ from, to, hours: { opens, closes } }) => {
    if (opens === null || closes === null) return [];
    const days = from === to ? dayName(from) : `${dayName(from)}–${dayName(to)}`;
    return [`${days} ${timeOfDay(opens, lang)}–${timeOfDay(closes, lang)}`];
  });
}
