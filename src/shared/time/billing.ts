/**
 * Unbilled time → an invoice draft (issue 36, docs/product/time-and-profit.md#unbilled-time): the billable time of a
 * project and period not yet on an invoice, grouped into the draft's lines per activity, person or day. A line bills
 * the group's hours at the project's rate: its quantity is the hours to three decimals (an invoice line's quantity is
 * thousandths), so the line's amount is quantity × rate like every invoice line's.
 */
import type { Language } from '../constants';
import { formatDay } from '../dates';
import { divideRounded } from '../money/rounding';
import type { InvoiceLineInput } from '../schemas/invoice';
import { monthOf } from '../invoices/monthly-fee';
import { daysOfMonth, monthBefore } from './retainers';

/** How the draft's lines group the time. */
export const TIME_GROUPINGS = ['activity', 'person', 'day'] as const;
export type TimeGrouping = (typeof TIME_GROUPINGS)[number];

/** One group of unbilled time: its key (activity id, person id or day), what its line says, and its minutes. */
export interface UnbilledGroup {
  key: string;
  /** The activity's name in the invoice's language, the person's name, or the day (yyyy-mm-dd). */
  label: string;
  minutes: number;
  entries: number;
}

/** The unit of an hour on an invoice line, per the invoice's language. */
export const HOUR_UNIT: Record<Language, string> = { cs: 'hod', en: 'h' };

/** Minutes as an invoice line's quantity: hours in thousandths, rounded (20 minutes → 333 = 0,333 h). */
export const minutesToHourThousandths = (minutes: number): number => divideRounded(minutes * 1000, 60);

/** The draft's lines: one per group, in the groups' order, at the project's hourly rate and the basic VAT rate. */
export function timeInvoiceLines(groups: readonly UnbilledGroup[], grouping: TimeGrouping, hourlyRate: number, language: Language): InvoiceLineInput[] {
  return groups.map((group) => ({
    description: grouping === 'day' ? TIME_LINE_TEXTS[language].day(formatDay(group.label, language)) : grouping === 'person' ? TIME_LINE_TEXTS[language].person(group.label) : group.label,
    quantityThousandths: minutesToHourThousandths(group.minutes),
    unit: HOUR_UNIT[language],
    unitPriceMinor: hourlyRate,
    discountBasisPoints: 0,
    vatRateCode: 'basic',
  }));
}

export const TIME_LINE_TEXTS: Record<Language, { day: (day: string) => string; person: (name: string) => string; note: (from: string, to: string) => string }> = {
  cs: { day: (day) => `Práce ${day}`, person: (name) => `Práce – ${name}`, note: (from, to) => `Fakturujeme práci za období ${from} – ${to}.` },
  en: { day: (day) => `Work on ${day}`, person: (name) => `Work – ${name}`, note: (from, to) => `Work from ${from} to ${to}.` },
};

/** The draft's note: the period its time is from, in the invoice's language. */
export const timeInvoiceNote = (from: string, to: string, language: Language): string => TIME_LINE_TEXTS[language].note(formatDay(from, language), formatDay(to, language));

/** The calendar month before `today`'s (yyyy-mm-dd): the period a new "Invoice time" screen starts with. */
export const previousMonth = (today: string): { from: string; to: string } => daysOfMonth(monthBefore(monthOf(today)));
