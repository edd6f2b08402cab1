/**
 * Monthly retainers (issue 36, docs/product/time-and-profit.md#retainers): a project billed a fixed fee each month that
 * includes some hours; billable time beyond them (and beyond what earlier months rolled over) is billed as overage on
 * the next month's invoice. Unused hours expire, or roll over to the next month up to a cap. Minutes throughout.
 */
import type { Language } from '../constants';
import { printedMonth } from '../invoices/monthly-fee';

export const RETAINER_ROLLOVERS = ['expire', 'roll_over'] as const;
export type RetainerRollover = (typeof RETAINER_ROLLOVERS)[number];

export interface RetainerTerms {
  /** Billable minutes the fee includes each month. */
  includedMinutes: number;
  rollover: RetainerRollover;
  /** The most minutes carried into a month (roll_over); null: as many as a month includes. */
  rolloverCapMinutes: number | null;
}

/** A closed month of a retainer: what it had, used, billed beyond, and carried on. */
export interface RetainerMonth {
  includedMinutes: number;
  carriedInMinutes: number;
  usedMinutes: number;
  overageMinutes: number;
  carriedOutMinutes: number;
}

/**
 * Closes a month: the time available is what the fee includes plus what the month before carried in; time used beyond
 * it is overage; what is left expires, or rolls over up to the cap.
 */
export function closeRetainerMonth(terms: RetainerTerms, carriedInMinutes: number, usedMinutes: number): RetainerMonth {
  const available = terms.includedMinutes + carriedInMinutes;
  const unused = Math.max(0, available - usedMinutes);
  return {
    includedMinutes: terms.includedMinutes,
    carriedInMinutes,
    usedMinutes,
    overageMinutes: Math.max(0, usedMinutes - available),
    carriedOutMinutes: terms.rollover === 'roll_over' ? Math.min(unused, terms.rolloverCapMinutes ?? terms.includedMinutes) : 0,
  };
}

/** The month before a month: '2026-01' → '2025-12'. */
export function monthBefore(month: string): string {
  const [year, number] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, number - 2, 1)).toISOString().slice(0, 7);
}

/** The first and last day of a month (yyyy-mm-dd). */
export function daysOfMonth(month: string): { from: string; to: string } {
  const [year, number] = month.split('-').map(Number) as [number, number];
  return { from: `${month}-01`, to: new Date(Date.UTC(year, number, 0)).toISOString().slice(0, 10) };
}

/** The monthly invoice's lines of a retainer, in the client's document language. */
export const RETAINER_TEXTS: Record<Language, { fee: (project: string, month: string) => string; overage: (project: string, month: string) => string }> = {
  cs: {
    fee: (project, month) => `Paušál – ${project} – ${printedMonth(month)}`,
    overage: (project, month) => `Hodiny nad rámec paušálu – ${project} – ${printedMonth(month)}`,
  },
  en: {
    fee: (project, month) => `Retainer – ${project} – ${printedMonth(month)}`,
    overage: (project, month) => `Hours beyond the retainer – ${project} – ${printedMonth(month)}`,
  },
};
