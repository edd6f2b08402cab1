/** A calendar day as the back office writes it in each language (the analytics screen, the inbox's analytics filter). */
import { format, parseISO } from 'date-fns';
import type { Language } from '@/shared/constants';
import { DATE_LOCALES } from '@/shared/dates';

const DAY_PATTERN: Record<Language, string> = { cs: 'd. M. yyyy', en: 'MMM d, yyyy' };
const SHORT_DAY_PATTERN: Record<Language, string> = { cs: 'd. M.', en: 'MMM d' };

/** A calendar day (YYYY-MM-DD) as the language writes it: "26. 11. 2026", "Nov 26, 2026"; `short` leaves out the year. */
export function formatDay(day: string, lang: Language, short = false): string {
  return format(parseISO(day), (short ? SHORT_DAY_PATTERN : DAY_PATTERN)[lang], { locale: DATE_LOCALES[lang] });
}

