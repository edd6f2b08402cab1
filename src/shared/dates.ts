/** Date display (SPEC §9): admin lists 'PPp', blog 'MMMM d, yyyy', in the active language's locale. */
import { format } from 'date-fns';
import { cs, enUS, type Locale } from 'date-fns/locale';
import type { Language } from './constants';

export const ADMIN_DATE_PATTERN = 'PPp';
export const DATE_LOCALES: Record<Language, Locale> = { cs, en: enUS };

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
