/**
 * Reads a search text as a calendar day, the way staff type the dates the admin lists show ('PPp' in Czech or
 * English): "21. 11. 2026", "21.11.2026", "Nov 21, 2026", "November 21, 2026", "2026-11-21". Undefined when the text
 * is not a date.
 */
import { isValid, parse } from 'date-fns';
import { enUS } from 'date-fns/locale';

const FORMATS = ['yyyy-MM-dd', 'd. M. yyyy', 'd.M.yyyy', 'd. M.yyyy', 'MMM d, yyyy', 'MMMM d, yyyy', 'MMM d yyyy'];

/** The day as yyyy-MM-dd, or undefined. */
export function searchDay(text: string): string | undefined {
  const trimmed = text.trim();
  if (!/\d{4}/.test(trimmed)) return undefined;
  for (const format of FORMATS) {
    const date = parse(trimmed, format, new Date(2000, 0, 1), { locale: enUS });
    if (isValid(date) && date.getFullYear() >= 1900 && date.getFullYear() < 3000) {
      const pad = (n: number) => String(n).padStart(2, '0');
      return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
    }
  }
  return undefined;
}
