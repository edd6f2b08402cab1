/**
 * Reads a clients CSV (csv-parse): the header row names client fields — by their field names, or by the Czech or
 * English headers of the clients export — separated by `;` or `,` (whichever the header row uses), with or without a
 * byte order mark; the export's words (statuses…), local dates and decimal amounts (into haléře, exactly) are read back to stored values, so
 * an exported file in either language imports as it was. Each further row is checked with the shared client schema. Every problem carries its line number; nothing here writes (src/server/data/clients.ts does, once
 * the file has no problem at all). Rows are checked in chunks with the event loop let through between them: a
 * 5,000-row file takes a few hundred milliseconds to check, and other requests are answered meanwhile.
 */
import { Readable } from 'node:stream';
import { parse } from 'csv-parse';
import {
  CLIENT_IMPORT_FIELDS,
  CLIENT_IMPORT_FILE_ERRORS,
  CLIENT_IMPORT_IGNORED,
  CLIENT_IMPORT_MAX_ROWS,
  CLIENT_IMPORT_PREVIEW_ROWS,
  CLIENT_IMPORT_REQUIRED,
  type ClientImportFileError,
  type ClientImportIssue,
  type ClientImportPreview,
} from '@/shared/client-import';
import type { Language } from '@/shared/constants';
import { clientFormSchema, type ClientInput } from '@/shared/schemas/client';
import { yieldToEventLoop } from '../runtime/yield';
import { readCsvDate } from './csv-format';
import { csvHeadersRead, csvValuesRead } from './csv-labels';

export interface ReadClients {
  /** Every row that passed, with its line. */
  rows: { line: number; input: ClientInput }[];
  total: number;
  issues: ClientImportIssue[];
}

const fileIssue = (code: ClientImportFileError, column?: string, line: number | null = null): ClientImportIssue => ({
  line,
  field: null,
  message: column ? `${CLIENT_IMPORT_FILE_ERRORS[code]}: ${column}` : CLIENT_IMPORT_FILE_ERRORS[code],
  code,
  ...(column ? { column } : {}),
});

/** A cell our own export neutralised ('=…, '+…): the apostrophe goes again, so an exported file imports as it was. */
const unneutralize = (cell: string) => (/^'[=+\-@\t\r]/.test(cell) ? cell.slice(1) : cell);

/** Rows checked between two turns of the event loop. */
const CHECK_CHUNK = 250;

const KNOWN = new Set<string>([...CLIENT_IMPORT_FIELDS, ...CLIENT_IMPORT_IGNORED]);
/** A header cell (field name, Czech or English export header; any letter case) → its column. */
const HEADERS = csvHeadersRead('clients', [...KNOWN]);
const DATE_FIELDS = new Set(['startDate', 'expectedDelivery']);
const WORD_FIELDS = ['currentStatus', 'paymentStatus', 'companySize', 'servicesRequired', 'preferredCommunication', 'documentLanguage'];
/** Yes/no columns: the export writes ano/ne (Czech) or yes/no (English); true/false are read too. */
const FLAG_FIELDS = new Set(['vatPayer']);
const FLAG_WORDS = new Map([['ano', true], ['yes', true], ['true', true], ['ne', false], ['no', false], ['false', false]]);
const WORDS = new Map(WORD_FIELDS.map((field) => [field, csvValuesRead('clients', field)]));

/**
 * A cell as the client form schema reads it: the export's words, yes/no and local dates back to stored values. Prices
 * stay the decimal text they are ("12500,50", "1 234,5 Kč"): the schema reads them into haléře exactly, as the form does.
 */
function storedValue(column: string, cell: string): string | boolean | undefined {
  if (FLAG_FIELDS.has(column)) return cell.trim() === '' ? undefined : (FLAG_WORDS.get(cell.trim().toLowerCase()) ?? cell);
  const words = WORDS.get(column);
  if (words) return words.get(cell.trim().toLowerCase()) ?? cell;
  if (DATE_FIELDS.has(column)) return readCsvDate(cell);
  return cell;
}

/**
 * The language a file's amounts are read in: Czech for `;` (a Czech export, Excel in Czech), English otherwise. It
 * decides only a lone separator before three digits ("1,234": three Czech decimals, refused; 1234 in English).
 */
const amountLanguage = (delimiter: ';' | ','): Language => (delimiter === ';' ? 'cs' : 'en');

/** The separator of a file: the one its header row uses (`;` from a Czech export, `,` otherwise). */
function delimiterOf(text: string): ';' | ',' {
  const firstLine = text.slice(0, text.search(/\r?\n|$/));
  const count = (c: string) => firstLine.split(c).length - 1;
  return count(';') > count(',') ? ';' : ',';
}

/** Characters handed to the parser at a time (a few hundred rows). */
const PARSE_CHUNK = 32_768;

/** The text in pieces for the parser, never splitting a surrogate pair (the parser encodes each piece on its own). */
function* pieces(text: string): Generator<string> {
  for (let start = 0; start < text.length; ) {
    let end = Math.min(start + PARSE_CHUNK, text.length);
    if (end < text.length && /[\uD800-\uDBFF]/.test(text[end - 1]!)) end--;
    yield text.slice(start, end);
    start = end;
  }
}

type ParsedRecord = { record: string[]; info: { lines: number } };

/** Every record with its line, parsed a piece at a time with the event loop let through between chunks of rows. */
async function parseRecords(text: string, delimiter: ';' | ','): Promise<ParsedRecord[]> {
  const parser = Readable.from(pieces(text)).pipe(parse({ bom: true, delimiter, info: true, skip_empty_lines: true, relax_column_count: true }));
  const records: ParsedRecord[] = [];
  for await (const record of parser as AsyncIterable<ParsedRecord>) {
    if (records.push(record) % CHECK_CHUNK === 0) await yieldToEventLoop();
  }
  return records;
}

export async function readClientCsv(text: string): Promise<ReadClients> {
  let records: ParsedRecord[];
  const delimiter = delimiterOf(text);
  const schema = clientFormSchema(amountLanguage(delimiter));
  try {
    records = await parseRecords(text, delimiter);
  } catch (err) {
    const line = typeof (err as { lines?: unknown }).lines === 'number' ? (err as { lines: number }).lines : null;
    return { rows: [], total: 0, issues: [fileIssue('unreadable', undefined, line)] };
  }
  const [header, ...data] = records;
  if (!header) return { rows: [], total: 0, issues: [fileIssue('empty')] };
  const columns = header.record.map((name) => HEADERS.get(name.trim().toLowerCase()) ?? name.trim());

  const issues: ClientImportIssue[] = [];
  const seen = new Set<string>();
  for (const column of columns) {
    if (!KNOWN.has(column)) issues.push(fileIssue('unknownColumn', column, header.info.lines));
    else if (seen.has(column)) issues.push(fileIssue('duplicateColumn', column, header.info.lines));
    seen.add(column);
  }
  for (const column of CLIENT_IMPORT_REQUIRED) if (!seen.has(column)) issues.push(fileIssue('missingColumn', column, header.info.lines));
  if (data.length === 0) issues.push(fileIssue('empty'));
  if (data.length > CLIENT_IMPORT_MAX_ROWS) issues.push(fileIssue('tooMany'));
  if (issues.length > 0) return { rows: [], total: data.length, issues };

  const rows: ReadClients['rows'] = [];
  for (const [index, { record, info }] of data.entries()) {
    if (index > 0 && index % CHECK_CHUNK === 0) await yieldToEventLoop();
    if (record.length !== columns.length) {
      issues.push(fileIssue('cellCount', undefined, info.lines));
      continue;
    }
    const values: Record<string, string | boolean | undefined> = {};
    columns.forEach((column, i) => {
      if ((CLIENT_IMPORT_FIELDS as string[]).includes(column)) values[column] = storedValue(column, unneutralize(record[i] ?? ''));
    });
    const parsed = schema.safeParse(values);
    if (parsed.success) {
      rows.push({ line: info.lines, input: parsed.data });
    } else {
      for (const issue of parsed.error.issues) {
        issues.push({ line: info.lines, field: issue.path.map(String).join('.') || null, message: issue.message });
      }
    }
  }
  return { rows, total: data.length, issues };
}

/** What the screen shows before the staff confirm. */
export function importPreview(read: ReadClients): ClientImportPreview {
  const lines = new Set(read.issues.map((issue) => issue.line));
  return {
    total: read.total,
    valid: read.rows.filter((row) => !lines.has(row.line)).length,
    issues: read.issues,
    rows: read.rows.slice(0, CLIENT_IMPORT_PREVIEW_ROWS).map(({ line, input }) => ({
      line,
      name: input.name,
      email: input.email,
      company: input.company,
      currentStatus: input.currentStatus,
    })),
  };
}
