/**
 * How an export is written for the staff member who asked (issue 20): in their back-office language — Czech: `;`
 * between cells (Excel's default in a Czech Windows), Czech headers and words, dates `d. M. yyyy H:mm`, decimal comma;
 * English: `,`, English headers and words, dates `yyyy-MM-dd HH:mm`. Dates are the office's local time (Europe/Prague).
 * `?separator=comma` gives `,` in Czech too; `?lang=` picks the language (else the user's stored one, else Czech).
 * Every file starts with a UTF-8 byte order mark.
 */
import type { Request, Response } from 'express';
import { z } from 'zod';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@/shared/constants';
import { formatExportDateTime, officeInstant } from '@/shared/dates';
import type { UserRow } from '../db/schema';
import { parseInput } from '../http/validate';

export const CSV_SEPARATORS = ['comma', 'semicolon'] as const;

export interface CsvFormat {
  lang: Language;
  delimiter: ',' | ';';
}

const oneOf = (values: readonly string[]) => ({ error: `Must be one of: ${values.join(', ')}` });
export const csvFormatSchema = z.object({
  lang: z.enum(LANGUAGES, oneOf(LANGUAGES)).optional(),
  separator: z.enum(CSV_SEPARATORS, oneOf(CSV_SEPARATORS)).optional(),
});

/** The format of an export request (400 naming `lang` or `separator` for a bad value). */
export function csvFormatOf(req: Request, res: Response): CsvFormat {
  const input = parseInput(csvFormatSchema, { lang: req.query.lang, separator: req.query.separator });
  const user = res.locals.user as UserRow | undefined;
  const lang = input.lang ?? user?.language ?? DEFAULT_LANGUAGE;
  const separator = input.separator ?? (lang === 'cs' ? 'semicolon' : 'comma');
  return { lang, delimiter: separator === 'comma' ? ',' : ';' };
}

/** A date as the file's language writes it, in the office's local time (shared/dates.ts EXPORT_DATE_TIME_PATTERNS). */
export function formatCsvDate(date: Date, lang: Language): string {
  return formatExportDateTime(date, lang);
}

const CZECH_DATE = /^(\d{1,2})\.\s*(\d{1,2})\.\s*(\d{4})(?:\s+(\d{1,2}):(\d{2}))?$/;
const LOCAL_DATE = /^(\d{4})-(\d{2})-(\d{2})\s+(\d{2}):(\d{2})$/;

/**
 * A date cell of an exported file as ISO text: `d. M. yyyy[ H:mm]` and `yyyy-MM-dd HH:mm` are the office's local time;
 * anything else (ISO, blank, nonsense) is returned as it is, for the schema to judge.
 */
export function readCsvDate(cell: string): string {
  const text = cell.trim();
  const cs = CZECH_DATE.exec(text);
  if (cs) return validInstant(Number(cs[3]), Number(cs[2]), Number(cs[1]), Number(cs[4] ?? 0), Number(cs[5] ?? 0)) ?? cell;
  const local = LOCAL_DATE.exec(text);
  if (local) return validInstant(Number(local[1]), Number(local[2]), Number(local[3]), Number(local[4]), Number(local[5])) ?? cell;
  return cell;
}

function validInstant(y: number, m: number, d: number, h: number, min: number): string | null {
  const day = new Date(Date.UTC(y, m - 1, d));
  if (day.getUTCFullYear() !== y || day.getUTCMonth() !== m - 1 || day.getUTCDate() !== d || h > 23 || min > 59) return null;
  return officeInstant(y, m, d, h, min).toISOString();
}

/** A number as the file's language writes it (decimal comma in Czech). */
export function formatCsvNumber(value: number, lang: Language): string {
  const text = String(value);
  return lang === 'cs' ? text.replace('.', ',') : text;
}
