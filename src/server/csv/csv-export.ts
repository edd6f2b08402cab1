/**
 * CSV exports of the back-office lists (issue 14): UTF-8 with a byte order mark (Excel then reads Czech text right), a
 * header row, in the staff member's language (csv-format.ts, csv-labels.ts: separator, headers, words, local dates,
 * numbers, money as decimal amounts) — written by csv-stringify as the rows
 * arrive, one piece of text per batch, with the response's back-pressure: memory holds one batch, whatever the list's length.
 * A text cell that a spreadsheet would run as a formula (= + - @, tab, carriage return) is neutralised with a leading
 * apostrophe (CSV formula injection).
 */
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { stringify } from 'csv-stringify/sync';
import type { Response } from 'express';
import type { Language } from '@/shared/constants';
import { minorToDecimalText } from '@/shared/money/minor-units';
import { formatCsvDate, formatCsvNumber, type CsvFormat } from './csv-format';
import { csvHeader, csvValue, isMoneyColumn, type CsvList } from './csv-labels';

/** The first characters that make a spreadsheet read a cell as a formula. */
const FORMULA_START = /^[=+\-@\t\r]/;

export function neutralizeFormula(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

export const CSV_CONTENT_TYPE = 'text/csv; charset=utf-8';

/** A CSV file's cells, as csv-stringify is told to write them. */
export const CSV_CAST = {
  date: (value: Date) => value.toISOString(),
  boolean: (value: boolean) => (value ? 'true' : 'false'),
  string: (value: string) => neutralizeFormula(value),
  object: (value: Record<string, unknown>) => neutralizeFormula(JSON.stringify(value)),
};

/** The cells of a file in a language: local dates, decimal comma in Czech, yes/no in words; texts neutralised. */
export function csvCast(lang: Language) {
  return {
    ...CSV_CAST,
    date: (value: Date) => formatCsvDate(value, lang),
    number: (value: number) => formatCsvNumber(value, lang),
    boolean: (value: boolean) => (lang === 'cs' ? (value ? 'ano' : 'ne') : value ? 'yes' : 'no'),
  };
}

/**
 * Streams `batches` as a CSV download named `filename`; `columns` are the row fields, in order, written under the
 * list's headers, stored values shown as the list's words, in `format`.
 */
export async function sendCsv<Row>(
  res: Response,
  filename: string,
  columns: readonly (keyof Row & string)[],
  batches: AsyncIterable<Row[]>,
  { list, format }: { list: CsvList; format: CsvFormat },
): Promise<void> {
  res.setHeader('Content-Type', CSV_CONTENT_TYPE);
  res.setHeader('Content-Disposition', `attachment; filename="${filename}"`);
  const { lang, delimiter } = format;
  const cast = csvCast(lang);
  const money = new Set(columns.filter((column) => isMoneyColumn(list, column)));
  const record = (row: Row) =>
    columns.map((column) => {
      const value = row[column] ?? null;
      // Minor units as the decimal amount a person reads and the import reads back (123450 → "1234,50" in Czech).
      if (typeof value === 'number' && money.has(column)) return minorToDecimalText(value, lang);
      return typeof value === 'string' ? csvValue(list, column, value, lang) : value;
    });
  // One piece of text per batch (about 200 kB for 1,000 clients), written with the response's back-pressure: streamed
  // record by record, the 100,000 clients' file went out as 100,000 small writes, each its own trip through the streams
  // and the socket (seconds of the export; decision 034).
  // A money cell is an amount the server wrote, never typed text: a negative one (a credit note's) stays a number,
  // not neutralised as a formula.
  const cells = { ...cast, string: (value: string, context: { index: number }) => (money.has(columns[context.index]!) ? value : cast.string(value)) };
  async function* pieces() {
    yield stringify([columns.map((column) => csvHeader(list, column, lang))], { bom: true, delimiter, cast });
    for await (const batch of batches) {
      if (batch.length > 0) yield stringify(batch.map(record), { delimiter, cast: cells });
    }
  }
  try {
    await pipeline(Readable.from(pieces()), res);
  } catch (err) {
    // Once the first bytes are out the status cannot change: the connection is cut, so the file is visibly incomplete.
    if (!res.headersSent) throw err;
    res.destroy();
    throw err;
  }
}

/** The file name of an export: the list's name and today's date, e.g. clients-2026-11-25.csv. */
export function exportFileName(list: string, now = new Date()): string {
  return `${list}-${now.toISOString().slice(0, 10)}.csv`;
}
