/**
 * Importing clients from CSV (issue 14): the file's header names client fields (the same names the clients export
 * writes, so an exported file imports again); each row is checked with the shared client schema. The server answers a
 * preview — rows, and every problem with its line number — and writes nothing until the staff confirm; the confirmed
 * import checks the file again and writes every row in one transaction, or none.
 */
import { z } from 'zod';
import { clientSchema, type ClientInput } from './schemas/client';

/** The columns a file may name: every client field. */
export const CLIENT_IMPORT_FIELDS = Object.keys(clientSchema.shape) as (keyof typeof clientSchema.shape)[];
/** Columns of an exported file that are the server's own: read past, never imported. */
export const CLIENT_IMPORT_IGNORED = ['id', 'createdAt'] as const;
/** Columns a file must have. */
export const CLIENT_IMPORT_REQUIRED = ['name', 'email'] as const;

export const CLIENT_IMPORT_MAX_ROWS = 5000;
/** Characters of CSV text in one import (≈ 5,000 rows with long notes). */
export const CLIENT_IMPORT_MAX_LENGTH = 4_000_000;
/** Rows the preview shows. */
export const CLIENT_IMPORT_PREVIEW_ROWS = 20;

/** Problems with the file as a whole (the screen translates them by code). */
export const CLIENT_IMPORT_FILE_ERRORS = {
  unreadable: 'The file is not readable CSV',
  empty: 'The file has no client rows',
  tooMany: `The file has more than ${CLIENT_IMPORT_MAX_ROWS} rows`,
  missingColumn: 'A required column is missing',
  unknownColumn: 'The file has a column that is not a client field',
  duplicateColumn: 'A column appears twice',
  cellCount: 'The row does not have as many cells as the header has columns',
} as const;
export type ClientImportFileError = keyof typeof CLIENT_IMPORT_FILE_ERRORS;

/** One problem: a row's field (line and field, the schema's message), or the file's (code, perhaps a column). */
export interface ClientImportIssue {
  /** Line of the file (the header is line 1); null for the file as a whole. */
  line: number | null;
  field: string | null;
  message: string;
  code?: ClientImportFileError;
  column?: string;
}

/** A row as the preview shows it: its line and a few of the client's fields, as the schema gives them. */
export type ClientImportRow = { line: number } & Pick<ClientInput, 'name' | 'email' | 'company' | 'currentStatus'>;

/** POST /api/admin/clients/import/preview. */
export interface ClientImportPreview {
  /** Client rows in the file. */
  total: number;
  /** Rows without problems. */
  valid: number;
  issues: ClientImportIssue[];
  /** The first rows without problems. */
  rows: ClientImportRow[];
}

/** POST /api/admin/clients/import: how many clients were created. */
export interface ClientImportResult {
  imported: number;
}

/** The body of both import calls: the file's text. */
export const clientImportSchema = z.object({
  csv: z
    .string({ error: 'Choose a CSV file' })
    .min(1, 'Choose a CSV file')
    .max(CLIENT_IMPORT_MAX_LENGTH, `The file is too large (at most ${CLIENT_IMPORT_MAX_LENGTH} characters)`),
});
