/**
 * The analytics screen's pure rules: which range the address asks for (a preset of the last n days, or a custom
 * range), and how its figures are written in each language (counts, percentages, changes, days, money).
 */
import { analyticsRangeSchema, DATE_RANGE_PRESETS, type AnalyticsRange, type DateRangePreset, type RevenueAmount } from '@/shared/analytics';
import type { Language } from '@/shared/constants';
import { addDays } from '@/shared/dates';
import { formatDocumentMoney, formatScaled } from '@/shared/money/document-money';


/** The range shown when the address names none. */
export const DEFAULT_PRESET: DateRangePreset = 30;

export interface RangeChoice {
  /** The preset it is, or 'custom'. */
  preset: DateRangePreset | 'custom';
  range: AnalyticsRange;
}

/** The last `days` days, today (the office day) included. */
export function presetRange(days: DateRangePreset, today: string): AnalyticsRange {
  return { from: addDays(today, -(days - 1)), to: today };
}

/** ?from=&to= (a valid range) is a custom range; else ?days= (one of the presets); else the default preset. */
export function rangeFromParams(params: URLSearchParams, today: string): RangeChoice {
  const custom = analyticsRangeSchema.safeParse({ from: params.get('from'), to: params.get('to') });
  if (custom.success) return { preset: 'custom', range: custom.data };
  const days = Number(params.get('days'));
  const preset = (DATE_RANGE_PRESETS as readonly number[]).includes(days) ? (days as DateRangePreset) : DEFAULT_PRESET;
  return { preset, range: presetRange(preset, today) };
}

/** A whole number with the language's grouping: 12 345 (cs, no-break space), 12,345 (en). */
export const formatCount = (n: number, lang: Language): string => formatScaled(Math.round(n), 0, lang, { trim: true });

/** A fraction as a percentage number to one decimal, without the sign: 0.1234 → "12,3" (cs), "12.3" (en). */
export const formatPercentNumber = (fraction: number, lang: Language): string => formatScaled(Math.round(Math.abs(fraction) * 1000), 1, lang);

export type ChangeKind = 'up' | 'down' | 'same';

/** A change from the previous period: its direction and its size as a percentage number (see formatPercentNumber). */
export function describeChange(change: number, lang: Language): { kind: ChangeKind; value: string } {
  const value = formatPercentNumber(change, lang);
  const rounded = Math.round(change * 1000);
  return { kind: rounded > 0 ? 'up' : rounded < 0 ? 'down' : 'same', value };
}

/** Sums of several currencies, each in the document format: "60 500,00 Kč + 200,00 €"; "—" for none. */
export function formatAmounts(amounts: readonly RevenueAmount[], lang: Language): string {
  if (amounts.length === 0) return '—';
  return amounts.map((a) => formatDocumentMoney(a.amountMinor, a.currency, lang)).join(' + ');
}
