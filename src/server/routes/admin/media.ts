/**
 * The media library's admin routes: upload (multipart, one file per request so the back office shows progress per
 * file), list, alt texts, delete. Public files are served by src/server/routes/media-files.ts.
 *
 * Bounded memory: an upload is admitted only while the bytes of every upload in flight (being received, waiting for
 * the image worker or being processed) fit MEDIA_MAX_IN_FLIGHT_MB and fewer than MEDIA_MAX_QUEUED_JOBS wait; beyond
 * that it is refused with 503 + Retry-After from its headers, before its body is read. A client that goes away
 * mid-upload or while its upload waits frees its bytes at once, and its job never runs.
 */
import busboy from 'busboy';
import type { Request, Response } from 'express';
import { MEDIA_MESSAGES, MEDIA_UPLOAD_FIELD } from '@/shared/media';
import { mediaAltSchema } from '@/shared/schemas/media';
import { requestActor } from '@/server/audit/audit-log';
import { BusyError, imageWorker, UploadCancelled, uploadsInFlight } from '@/server/data/image-worker';
import { MEDIA_SORT_KEYS, mediaData } from '@/server/data/media';
import type { Database } from '@/server/db/database';
import { fieldError, type HttpError } from '@/server/http/errors';
import type { RouteDefinition } from '@/server/http/route-table';
import { parseInput } from '@/server/http/validate';
import { resourceRoutes } from './resource-routes';

/** MEDIA_MAX_UPLOAD_MB, MEDIA_MAX_IN_FLIGHT_MB, MEDIA_MAX_QUEUED_JOBS (src/server/config.ts). */
export interface MediaUploadLimits {
  maxUploadMb: number;
  maxInFlightMb: number;
  maxQueuedJobs: number;
}

/** Room for the multipart framing around the file in a request's declared length. */
const MULTIPART_OVERHEAD = 64 * 1024;
const MB = 1024 * 1024;

interface ReceivedFile {
  bytes: Buffer;
  name: string;
}

/** What an upload route answers when the request holds no usable file (the bank statement upload has its own). */
export interface UploadTexts {
  notMultipart: string;
  noFile: string;
  tooLarge: (mb: number) => string;
}

/**
 * Reads the one file of a multipart request into memory, never more than `maxBytes` (+ one chunk): past the limit
 * the rest of the request is drained unread and the upload refused with 413. When `signal` fires (the client has
 * gone) reading stops, what was read is dropped and the promise rejects with UploadCancelled.
 */
export function receiveFile(req: Request, maxBytes: number, maxMb: number, signal: AbortSignal, texts: UploadTexts = MEDIA_MESSAGES): Promise<ReceivedFile> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) {
      reject(new UploadCancelled());
      return;
    }
    let parser: busboy.Busboy;
    try {
      parser = busboy({ headers: req.headers, limits: { files: 1, fileSize: maxBytes, fields: 10, fieldSize: 1024, parts: 12 } });
    } catch {
      reject(fieldError('file', texts.notMultipart));
      return;
    }
    let file: ReceivedFile | undefined;
    let failure: HttpError | undefined;
    const chunks: Buffer[] = [];
    let cancelled = false;
    const onAbort = () => {
      // The connection is gone: the parser is left to be collected with what it holds; what was read is dropped.
      cancelled = true;
      req.unpipe(parser);
      chunks.length = 0;
      reject(new UploadCancelled());
    };
    signal.addEventListener('abort', onAbort, { once: true });
    parser.on('file', (field, stream, info) => {
      if (field !== MEDIA_UPLOAD_FIELD || file || failure) {
        stream.resume();
        return;
      }
      let size = 0;
      stream.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size <= maxBytes && !cancelled) chunks.push(chunk);
      });
      stream.on('limit', () => {
        failure = fieldError('file', texts.tooLarge(maxMb), 413);
        chunks.length = 0;
      });
      stream.on('end', () => {
        if (!failure) file = { bytes: Buffer.concat(chunks), name: info.filename ?? '' };
        chunks.length = 0;
      });
    });
    parser.on('error', () => {
      signal.removeEventListener('abort', onAbort);
      reject(fieldError('file', texts.notMultipart));
    });
    parser.on('close', () => {
      signal.removeEventListener('abort', onAbort);
      if (failure) reject(failure);
      else if (!file) reject(fieldError('file', texts.noFile));
      else resolve(file);
    });
    req.pipe(parser);
  });
}

/** 503 with Retry-After; the connection is closed so the body that was not read is not waited for. */
function busy(res: Response, seconds: number): BusyError {
  res.setHeader('Retry-After', String(seconds));
  res.setHeader('Connection', 'close');
  return new BusyError(MEDIA_MESSAGES.busy(seconds), seconds);
}

/** Fires when the response's connection closes before the answer was sent: the client has gone. */
export function clientGone(res: Response): AbortSignal {
  const controller = new AbortController();
  res.once('close', () => {
    if (!res.writableFinished) controller.abort();
  });
  return controller.signal;
}

export function mediaRoutes(db: Database, limits: MediaUploadLimits): RouteDefinition[] {
  const library = mediaData(db);
  const { maxUploadMb, maxQueuedJobs: maxQueued } = limits;
  const maxBytes = Math.floor(maxUploadMb * MB);
  const capBytes = Math.floor(limits.maxInFlightMb * MB);
  return [
    {
      method: 'post',
      path: '/media',
      handler: async (req, res) => {
        const declared = Number(req.headers['content-length']);
        const hasLength = req.headers['content-length'] !== undefined && Number.isFinite(declared);
        // A request far over the limit is refused from its declared length, before anything is read.
        if (hasLength && declared > maxBytes + MULTIPART_OVERHEAD) {
          res.setHeader('Connection', 'close');
          throw fieldError('file', MEDIA_MESSAGES.tooLarge(maxUploadMb), 413);
        }
        // Admitted from the headers alone: its declared length (no length, chunked: the most a file may be) must fit
        // the bytes in flight, and the image worker's queue must have room.
        if (imageWorker.isFull(maxQueued)) throw busy(res, imageWorker.retryAfterSeconds());
        const release = uploadsInFlight.reserve(hasLength ? Math.min(declared, maxBytes) : maxBytes, capBytes);
        if (!release) throw busy(res, imageWorker.retryAfterSeconds());
        const signal = clientGone(res);
        try {
          const file = await receiveFile(req, maxBytes, maxUploadMb, signal);
          const { item, created } = await library.upload(file.bytes, file.name, requestActor(req, res), { signal, maxQueued });
          res.status(created ? 201 : 200).json(item);
        } catch (err) {
          // The client has gone: nothing to answer, nothing was stored.
          if (signal.aborted) return;
          if (err instanceof BusyError) throw busy(res, err.retryAfterSeconds);
          throw err;
        } finally {
          release();
        }
      },
    },
    ...resourceRoutes({
      path: '/media',
      notFound: MEDIA_MESSAGES.notFound,
      list: { sortKeys: MEDIA_SORT_KEYS, load: (query) => library.list(query) },
      get: (id) => library.get(id),
      patch: { '/:id': (id, req, actor) => library.setAlt(id, parseInput(mediaAltSchema, req.body), actor) },
      remove: (id, actor) => library.remove(id, actor),
    }),
  ];
}
