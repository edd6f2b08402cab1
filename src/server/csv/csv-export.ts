/**
 * CSV exports of the back-office lists (issue 14): UTF-8 with a byte order mark (Excel then reads Czech text right), a
 * header row, dates in ISO 8601, amounts as numbers, booleans as true/false — written by csv-stringify as the rows
 * arrive, batch by batch, with the response's back-pressure: memory holds one batch, whatever the list's length.
 * A text cell that a spreadsheet would run as a formula (= + - @, tab, carriage return) is neutralised with a leading
 * apostrophe (CSV formula injection).
 */
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { stringify } from 'csv-stringify';
import type { Response } from 'express';

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

/** Streams `batches` as a CSV download named `filename`; `columns` are the row fields, in order, and the header. */
export async function sendCsv<Row>(
  res: Response,
  filename: string,
  columns: readonly (keyof Row & string)[],
  batches: AsyncIterable<Row[]>,
): Promise<void> {
  res.setHeader('Content-Type', CSV_CONTENT_TYPE);
  res.setHeader('Content-Disposition', `attachment; filename="${filename}"`);
  async function* records() {
    for await (const batch of batches) for (const row of batch) yield columns.map((column) => row[column] ?? null);
  }
  const csv = stringify({ bom: true, header: true, columns: [...columns], cast: CSV_CAST });
  try {
    await pipeline(Readable.from(records()), csv, res);
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
