/**
 * The upload of a supplier's ISDOC file (POST /api/admin/received-invoices/import): one multipart/form-data request
 * with the file in the field `file` and a few text fields beside it (the project, rebilling). Read into memory, never
 * more than MAX_ISDOC_BYTES (+ one chunk): past the limit the rest is drained unread and the upload refused with 413.
 */
import busboy from 'busboy';
import type { Request } from 'express';
import { MAX_ISDOC_BYTES, RECEIVED_INVOICE_MESSAGES } from '@/shared/schemas/received-invoice';
import { UploadCancelled } from '@/server/data/image-worker';
import { fieldError, type HttpError } from '@/server/http/errors';

/** The form's field holding the file. */
export const ISDOC_UPLOAD_FIELD = 'file';
/** The text fields read beside the file; any other is ignored. */
const TEXT_FIELDS = new Set(['projectId', 'rebillable', 'markupBasisPoints']);

export interface IsdocUpload {
  bytes: Buffer;
  /** The text fields sent (only those of TEXT_FIELDS, the first of each). */
  fields: Record<string, string>;
}

/**
 * Reads the upload. 400 on `file` when the request is not multipart or holds no file, 413 when the file is too large;
 * when `signal` fires (the client has gone) reading stops and the promise rejects with UploadCancelled.
 */
export function receiveIsdocUpload(req: Request, signal: AbortSignal): Promise<IsdocUpload> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) {
      reject(new UploadCancelled());
      return;
    }
    let parser: busboy.Busboy;
    try {
      parser = busboy({ headers: req.headers, limits: { files: 1, fileSize: MAX_ISDOC_BYTES, fields: 10, fieldSize: 1024, parts: 12 } });
    } catch {
      reject(fieldError(ISDOC_UPLOAD_FIELD, RECEIVED_INVOICE_MESSAGES.notMultipart));
      return;
    }
    const fields: Record<string, string> = {};
    const chunks: Buffer[] = [];
    let bytes: Buffer | undefined;
    let failure: HttpError | undefined;
    const onAbort = () => {
      req.unpipe(parser);
      chunks.length = 0;
      reject(new UploadCancelled());
    };
    signal.addEventListener('abort', onAbort, { once: true });
    parser.on('field', (name, value) => {
      if (TEXT_FIELDS.has(name) && !(name in fields)) fields[name] = value;
    });
    parser.on('file', (name, stream) => {
      if (name !== ISDOC_UPLOAD_FIELD || bytes || failure) {
        stream.resume();
        return;
      }
      stream.on('data', (chunk: Buffer) => {
        if (!failure && !signal.aborted) chunks.push(chunk);
      });
      stream.on('limit', () => {
        failure = fieldError(ISDOC_UPLOAD_FIELD, RECEIVED_INVOICE_MESSAGES.isdocTooLarge, 413);
        chunks.length = 0;
      });
      stream.on('end', () => {
        if (!failure) bytes = Buffer.concat(chunks);
        chunks.length = 0;
      });
    });
    parser.on('error', () => {
      signal.removeEventListener('abort', onAbort);
      reject(fieldError(ISDOC_UPLOAD_FIELD, RECEIVED_INVOICE_MESSAGES.notMultipart));
    });
    parser.on('close', () => {
      signal.removeEventListener('abort', onAbort);
      if (failure) reject(failure);
      else if (!bytes || bytes.length === 0) reject(fieldError(ISDOC_UPLOAD_FIELD, RECEIVED_INVOICE_MESSAGES.fileRequired));
      else resolve({ bytes, fields });
    });
    req.pipe(parser);
  });
}
