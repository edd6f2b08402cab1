/**
 * A project's monthly invoice (docs/product/invoices.md#monthly-invoices): its month (the office's, yyyy-mm) and the
 * line it carries, in the client's document language: "Měsíční poplatek – Web – 11/2026" / "Monthly fee – Web – 11/2026".
 */
import type { Language } from '../constants';

/** The office's month of a calendar day yyyy-mm-dd. */
export const monthOf = (isoDay: string) => isoDay.slice(0, 7);

/** "2026-11" → "11/2026", "2027-01" → "01/2027". */
export function printedMonth(month: string): string {
  const [year, number] = month.split('-');
  return `${number}/${year}`;
}

export const MONTHLY_FEE_TEXTS: Record<Language, { line: (project: string, month: string) => string; unit: string }> = {
  cs: { line: (project, month) => `Měsíční poplatek – ${project} – ${printedMonth(month)}`, unit: 'měs.' },
  en: { line: (project, month) => `Monthly fee – ${project} – ${printedMonth(month)}`, unit: 'month' },
};
