/** Serves the React app: the built bundle in production, Vite's dev server in development. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import express, { Router, type RequestHandler } from 'express';
import { projectRoot } from '../project-root';

/** Back-office and sign-in pages are never indexed. */
export function isPrivatePath(urlPath: string): boolean {
  return /^\/(en\/)?(admin|auth)(\/|$)/.test(urlPath);
}

const ONE_YEAR_S = 365 * 24 * 60 * 60;

export function builtClientDir(): string {
  return path.join(projectRoot(), 'dist/client');
}

/** Production: hashed assets cached for a year, everything else revalidated; unknown paths get the app shell. */
export function builtPages(clientDir = builtClientDir()): RequestHandler {
  const shell = readFileSync(path.join(clientDir, 'index.html'), 'utf8');
  const router = Router();
  router.use(
    '/assets',
    express.static(path.join(clientDir, 'assets'), {
      index: false,
      fallthrough: false,
      immutable: true,
      maxAge: ONE_YEAR_S * 1000,
    }),
  );
  router.use(
    express.static(clientDir, {
      index: false,
      setHeaders: (res) => res.setHeader('Cache-Control', 'no-cache'),
    }),
  );
  router.get(/.*/, (req, res) => {
    if (isPrivatePath(req.path)) res.setHeader('X-Robots-Tag', 'noindex, nofollow');
    res.setHeader('Cache-Control', 'no-cache');
    res.type('html').send(shell);
  });
  return router;
}

/** Development: Vite in middleware mode with hot reload. */
export async function devPages(): Promise<RequestHandler> {
  const { createServer } = await import('vite');
  const vite = await createServer({ root: projectRoot(), server: { middlewareMode: true }, appType: 'custom' });
  const router = Router();
  router.use(vite.middlewares);
  router.get(/.*/, async (req, res, next) => {
    try {
      const template = readFileSync(path.join(projectRoot(), 'index.html'), 'utf8');
      const html = await vite.transformIndexHtml(req.originalUrl, template);
      if (isPrivatePath(req.path)) res.setHeader('X-Robots-Tag', 'noindex, nofollow');
      res.type('html').send(html);
    } catch (err) {
      vite.ssrFixStacktrace(err as Error);
      next(err);
    }
  });
  return router;
}
