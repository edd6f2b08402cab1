/**
 * GET /media/<hash>-<width>.<avif|webp>: the public files of the media library. The address names the content (the
 * uploaded file's SHA-256), so an answer never changes: cached by browsers and shared caches for a year. Answered
 * before request logging, sessions and body parsing, none of which a file needs.
 */
import { Router } from 'express';
import { MEDIA_CONTENT_TYPES, parseMediaFileName } from '@/shared/media';
import { mediaData } from '@/server/data/media';
import type { Database } from '@/server/db/database';
import { ifNoneMatch } from '@/server/http/if-none-match';

export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

export function mediaFileRoutes(db: Database): Router {
  const library = mediaData(db);
  const router = Router();
  router.get('/media/:file', async (req, res, next) => {
    try {
      const wanted = parseMediaFileName(String(req.params.file));
      const variant = wanted && (await library.variant(wanted.hash, wanted.width, wanted.format));
      if (!wanted || !variant) {
        res.status(404).setHeader('Cache-Control', 'no-store').type('text/plain').send('Not found');
        return;
      }
      const etag = `"${variant.hash}"`;
      res.setHeader('Cache-Control', IMMUTABLE_CACHE_CONTROL);
      res.setHeader('X-Content-Type-Options', 'nosniff');
      res.setHeader('ETag', etag);
      res.setHeader('Content-Type', MEDIA_CONTENT_TYPES[wanted.format]);
      if (ifNoneMatch(req.headers['if-none-match'], etag)) {
        res.status(304).end();
        return;
      }
      res.setHeader('Content-Length', String(variant.bytes.length));
      res.end(variant.bytes);
    } catch (err) {
      next(err);
    }
  });
  return router;
}
