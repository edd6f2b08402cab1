/**
 * The accountant's month-end export (issue 38 point 4; docs/product/accountant.md): GET /api/admin/accountant-export
 * ?from=yyyy-mm-dd&to=yyyy-mm-dd — one ZIP with every issued document of the period (by date of issue) and every
 * received invoice (by DUZP) as PDF / ISDOC, their CSVs and one POHODA XML data pack. The period is inclusive, at most
 * ACCOUNTANT_EXPORT_MAX_DAYS long; the documents of one export at most ACCOUNTANT_EXPORT_MAX_DOCUMENTS (the ZIP is
 * built in memory).
 */
import { z } from 'zod';
import { calendarDay } from './document-fields';

/** A year (a leap year's 366 days): the longest period one export covers. */
export const ACCOUNTANT_EXPORT_MAX_DAYS = 366;
/**
 * The most documents (issued and received together) one ZIP holds: it is built in memory, a document about 34 kB of
 * the ZIP (its stored PDF 25–37 kB, its ISDOC and POHODA item compressed) — a month of 2 000 documents a ZIP of about
 * 70 MB, about 160 MB of memory while it is built; the cap about 240 MB (docs/product/accountant.md#size).
 */
export const ACCOUNTANT_EXPORT_MAX_DOCUMENTS = 3_000;

export const ACCOUNTANT_EXPORT_MESSAGES = {
  dateInvalid: 'Must be a date (yyyy-mm-dd)',
  toBeforeFrom: 'Must not be before the start of the period',
  periodTooLong: `The period must be at most ${ACCOUNTANT_EXPORT_MAX_DAYS} days`,
  tooManyDocuments: `The period holds more than ${ACCOUNTANT_EXPORT_MAX_DOCUMENTS} documents: export a shorter period`,
} as const;

/** Whole days from `from` to `to`, both counted (2026-11-01 … 2026-11-30 → 30). */
export function periodDays(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
}

const day = calendarDay(ACCOUNTANT_EXPORT_MESSAGES.dateInvalid);

/** The query: both days required; `to` not before `from`, and the period at most a year (400 naming `to`). */
export const accountantExportQuerySchema = z
  .object({ from: day, to: day })
  .refine((q) => q.from <= q.to, { path: ['to'], message: ACCOUNTANT_EXPORT_MESSAGES.toBeforeFrom })
  .refine((q) => q.from > q.to || periodDays(q.from, q.to) <= ACCOUNTANT_EXPORT_MAX_DAYS, { path: ['to'], message: ACCOUNTANT_EXPORT_MESSAGES.periodTooLong });
export type AccountantExportQuery = z.infer<typeof accountantExportQuerySchema>;

/** The previous calendar month of an office day (yyyy-mm-dd): the period the dialog offers first. */
export function previousMonth(today: string): { from: string; to: string; month: string } {
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7));
  const y = month === 1 ? year - 1 : year;
  const m = month === 1 ? 12 : month - 1;
  return monthPeriod(`${y}-${String(m).padStart(2, '0')}`);
}

/** A month (yyyy-mm) as its first and last day. */
export function monthPeriod(month: string): { from: string; to: string; month: string } {
  const y = Number(month.slice(0, 4));
  const m = Number(month.slice(5, 7));
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return { from: `${month}-01`, to: `${month}-${String(last).padStart(2, '0')}`, month };
}

/** The ZIP's file name: ucetni-export-2026-11-01_2026-11-30.zip. */
export const accountantExportFileName = (from: string, to: string) => `ucetni-export-${from}_${to}.zip`;
