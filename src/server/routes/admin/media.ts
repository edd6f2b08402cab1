/**
 * The media library's admin routes: upload (multipart, one file per request so the back office shows progress per
 * file), list, alt texts, delete. Public files are served by src/server/routes/media-files.ts.
 */
import busboy from 'busboy';
import type { Request } from 'express';
import { MEDIA_MESSAGES, MEDIA_UPLOAD_FIELD, mediaAltSchema } from '@/shared/media';
import { requestActor } from '@/server/audit/audit-log';
import { MEDIA_SORT_KEYS, mediaData } from '@/server/data/media';
import type { Database } from '@/server/db/database';
import { fieldError, type HttpError } from '@/server/http/errors';
import type { RouteDefinition } from '@/server/http/route-table';
import { parseInput } from '@/server/http/validate';
import { resourceRoutes } from './resource-routes';

interface ReceivedFile {
  bytes: Buffer;
  name: string;
}

/**
 * Reads the one file of a multipart request into memory, never more than `maxBytes` (+ one chunk): past the limit
 * the rest of the request is drained unread and the upload refused with 413.
 */
export function receiveFile(req: Request, maxBytes: number, maxMb: number): Promise<ReceivedFile> {
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({ headers: req.headers, limits: { files: 1, fileSize: maxBytes, fields: 10, fieldSize: 1024, parts: 12 } });
    } catch {
      reject(fieldError('file', MEDIA_MESSAGES.notMultipart));
      return;
    }
    let file: ReceivedFile | undefined;
    let failure: HttpError | undefined;
    parser.on('file', (field, stream, info) => {
      if (field !== MEDIA_UPLOAD_FIELD || file || failure) {
        stream.resume();
        return;
      }
      const chunks: Buffer[] = [];
      let size = 0;
      stream.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size <= maxBytes) chunks.push(chunk);
      });
      stream.on('limit', () => {
        failure = fieldError('file', MEDIA_MESSAGES.tooLarge(maxMb), 413);
        chunks.length = 0;
      });
      stream.on('end', () => {
        if (!failure) file = { bytes: Buffer.concat(chunks), name: info.filename ?? '' };
      });
    });
    parser.on('error', () => reject(fieldError('file', MEDIA_MESSAGES.notMultipart)));
    parser.on('close', () => {
      if (failure) reject(failure);
      else if (!file) reject(fieldError('file', MEDIA_MESSAGES.noFile));
      else resolve(file);
    });
    req.pipe(parser);
  });
}

export function mediaRoutes(db: Database, maxUploadMb: number): RouteDefinition[] {
  const library = mediaData(db);
  const maxBytes = Math.floor(maxUploadMb * 1024 * 1024);
  return [
    {
      method: 'post',
      path: '/media',
      handler: async (req, res) => {
        const declared = Number(req.headers['content-length']);
        // A request far over the limit is refused from its declared length, before anything is read.
        if (Number.isFinite(declared) && declared > maxBytes + 64 * 1024) {
          res.setHeader('Connection', 'close');
          throw fieldError('file', MEDIA_MESSAGES.tooLarge(maxUploadMb), 413);
        }
        const file = await receiveFile(req, maxBytes, maxUploadMb);
        const { item, created } = await library.upload(file.bytes, file.name, requestActor(req, res));
        res.status(created ? 201 : 200).json(item);
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
