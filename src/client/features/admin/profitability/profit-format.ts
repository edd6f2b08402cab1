/**
 * The report's figures as the back office writes them: money in Kč with hundredths as on a document ("10 000,00 Kč" /
 * "CZK 10,000.00"), a margin in percent with one decimal ("74,8 %" / "74.8%"), time as h:mm, months in words in the
 * reader's language ("listopad 2026" / "November 2026"), and each row's name.
 */
import { format } from 'date-fns';
import type { TFunction } from 'i18next';
import { isProjectServiceType } from '@/shared/accounting';
import type { Language } from '@/shared/constants';
import { DATE_LOCALES } from '@/shared/dates';
import { formatDocumentMoney, formatScaled } from '@/shared/money/document-money';
import { UNATTRIBUTED_LABELS, type ProfitRow, type ProfitView } from '@/shared/profitability';
import { formatMinutes } from '@/shared/time/minutes';

export const formatCzk = (minor: number, lang: Language): string => formatDocumentMoney(minor, 'CZK', lang);

/** Haléře per hour: "2 352,94 Kč/h". */
export const formatRate = (minor: number, lang: Language): string => `${formatCzk(minor, lang)}/h`;

/** Tenths of a percent: 748 → "74,8 %" (cs, a no-break space) / "74.8%" (en); a minus sign when negative. */
export function formatMarginTenths(tenths: number, lang: Language): string {
  const number = formatScaled(tenths, 1, lang);
  return lang === 'cs' ? `${number}\u00a0%` : `${number}%`;
}

/** Minutes as hours: 316 → "5:16 h". */
export const formatHours = (minutes: number): string => `${formatMinutes(minutes)}\u00a0h`;

/** A calendar month (yyyy-mm) as the month's own day in the office's calendar: no time zone in between. */
function firstOfMonth(month: string): Date {
  const [year, number] = month.split('-').map(Number) as [number, number];
  return new Date(year, number - 1, 1);
}

/** "listopad 2026" / "November 2026". */
export const formatMonth = (month: string, lang: Language): string => format(firstOfMonth(month), 'LLLL yyyy', { locale: DATE_LOCALES[lang] });

/** A chart's axis: "lis 2026" / "Nov 2026". */
export const formatMonthShort = (month: string, lang: Language): string => format(firstOfMonth(month), 'LLL yyyy', { locale: DATE_LOCALES[lang] });

/** A period of months: "květen 2026 – červen 2026", or the one month. */
export const formatPeriod = (from: string, to: string, lang: Language): string =>
  from === to ? formatMonth(from, lang) : `${formatMonth(from, lang)} – ${formatMonth(to, lang)}`;

/**
 * A row's name in the reader's language: the unattributed row's by its view, a service type's translation, a month in
 * words; else the project's, client's or person's name.
 */
export function rowName(view: ProfitView, row: ProfitRow, lang: Language, t: TFunction): string {
  if (view === 'month') return row.key === null ? (row.label ?? '') : formatMonth(row.key, lang);
  if (row.key === null) return UNATTRIBUTED_LABELS[view][lang];
  if (view === 'service') return isProjectServiceType(row.key) ? t(`admin.project.serviceTypes.${row.key}`) : (row.label ?? row.key);
  return row.label ?? '';
}
