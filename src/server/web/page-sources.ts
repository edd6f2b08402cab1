/**
 * Where pages come from: the built bundle in production (hashed assets cached for a year, pages rendered once per
 * content version), Vite's dev server in development (hot reload, no cache).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import express, { Router } from 'express';
import type { RenderPage } from '@/shared/page-rendering';
import type { Database } from '../db/database';
import { buildDir, projectRoot } from '../project-root';
import type { TemplateName } from './page-html';
import { cachedPageRoutes, pageRoutes, type PageOptions, type SitePages } from './pages';

const ONE_YEAR_MS = 365 * 24 * 60 * 60 * 1000;

export function builtClientDir(): string {
  return path.join(buildDir(), 'client');
}

/**
 * The public stylesheet (src/client/public-styles.css) goes inline into every page: it is small (~8 KB compressed) and
 * would otherwise block the first paint while competing with the scripts for a phone's bandwidth.
 */
export function inlineStylesheets(template: string, clientDir: string): string {
  return template.replace(/<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/g, (_tag, file: string) => {
    const css = readFileSync(path.join(clientDir, file), 'utf8');
    return `<style>${css.replace(/<\/style/gi, '<\\/style')}</style>`;
  });
}

/** Production: hashed assets cached for a year, other files revalidated, pages rendered once per content version. */
export async function builtPages(db: Database, options: PageOptions = {}, clientDir = builtClientDir()): Promise<SitePages> {
  const templates: Record<TemplateName, string> = {
    site: inlineStylesheets(readFileSync(path.join(clientDir, 'site.html'), 'utf8'), clientDir),
    app: readFileSync(path.join(clientDir, 'index.html'), 'utf8'),
  };
  const ssrEntry = path.join(buildDir(), 'ssr/entry-server.js');
  const { renderPage } = (await import(pathToFileURL(ssrEntry).href)) as { renderPage: RenderPage };
  const files = Router();
  files.use(
    '/assets',
    express.static(path.join(clientDir, 'assets'), { index: false, fallthrough: false, immutable: true, maxAge: ONE_YEAR_MS }),
  );
  files.use(express.static(clientDir, { index: false, setHeaders: (res) => res.setHeader('Cache-Control', 'no-cache') }));
  return cachedPageRoutes({ template: async (name) => templates[name], renderer: async () => renderPage }, db, options, files);
}

/** Development: Vite in middleware mode (hot reload), the server entry loaded through Vite on each request, no cache. */
export async function devPages(db: Database, options: PageOptions = {}): Promise<SitePages> {
  const { createServer } = await import('vite');
  const root = projectRoot();
  const vite = await createServer({ root, server: { middlewareMode: true }, appType: 'custom' });
  const router = Router();
  router.use(vite.middlewares);
  router.use(
    pageRoutes(
      {
        template: (name, url) =>
          vite.transformIndexHtml(url, readFileSync(path.join(root, name === 'site' ? 'site.html' : 'index.html'), 'utf8')),
        renderer: async () =>
          ((await vite.ssrLoadModule('/src/client/entry-server.tsx')) as { renderPage: RenderPage }).renderPage,
      },
      db,
      null, // no cache while the code changes under hot reload
      options.publicUrl,
    ),
  );
  return { cached: null, handler: router, counts: null, close: () => void vite.close() };
}
