/**
 * Serves pages. Public pages are rendered on the server in the language of their URL (Czech at the spec's paths,
 * English under /en); the back office and /auth get the client shell with noindex. Built bundle in production,
 * Vite's dev server in development.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import express, { Router, type Request, type RequestHandler, type Response } from 'express';
import type { Language } from '../../shared/constants';
import type { RenderPage } from '../../shared/page-rendering';
import { isPrivatePath, languageOfPath, pathInLanguage, PUBLIC_PAGES } from '../../shared/site-paths';
import { buildDir, projectRoot } from '../project-root';
import { preferredLanguage } from './language-choice';

const ONE_YEAR_MS = 365 * 24 * 60 * 60 * 1000;

export function builtClientDir(): string {
  return path.join(buildDir(), 'client');
}

function requestOrigin(req: Request): string {
  return `${req.protocol}://${req.get('host') ?? 'localhost'}`;
}

interface PageSource {
  template(url: string): Promise<string>;
  renderer(): Promise<RenderPage>;
}

function fillTemplate(template: string, lang: Language, head: string, html: string): string {
  return template
    .replace('<html lang="cs">', `<html lang="${lang}">`)
    .replace('<!--app-head-->', head)
    .replace('<!--app-html-->', html);
}

function pageRoutes(source: PageSource): Router {
  const router = Router();

  router.get('/robots.txt', (req, res) => {
    res.type('text/plain').send(`User-agent: *\nDisallow: /admin\nDisallow: /auth\nDisallow: /api/\n\nSitemap: ${requestOrigin(req)}/sitemap.xml\n`);
  });

  router.get('/sitemap.xml', (req, res) => {
    const origin = requestOrigin(req);
    const urls = PUBLIC_PAGES.map((page) => {
      const alternates = (['cs', 'en'] as const)
        .map((l) => `<xhtml:link rel="alternate" hreflang="${l}" href="${origin}${pathInLanguage(page, l)}"/>`)
        .join('');
      return (['cs', 'en'] as const)
        .map((l) => `<url><loc>${origin}${pathInLanguage(page, l)}</loc>${alternates}</url>`)
        .join('\n');
    });
    res
      .type('application/xml')
      .send(
        `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`,
      );
  });

  router.get(/.*/, async (req: Request, res: Response) => {
    const template = await source.template(req.originalUrl);
    res.setHeader('Cache-Control', 'no-cache');
    if (isPrivatePath(req.path)) {
      res.setHeader('X-Robots-Tag', 'noindex, nofollow');
      const head = '<title>Lipa Digital</title>\n    <meta name="robots" content="noindex, nofollow" />';
      res.type('html').send(fillTemplate(template, 'cs', head, ''));
      return;
    }
    const lang = languageOfPath(req.path);
    // An unprefixed URL is Czech, unless the visitor chose English or their browser prefers it.
    res.setHeader('Vary', 'Cookie, Accept-Language');
    if (lang === 'cs' && preferredLanguage(req.headers.cookie, req.headers['accept-language']) === 'en') {
      const query = req.originalUrl.slice(req.path.length);
      res.redirect(302, pathInLanguage(req.path, 'en') + query);
      return;
    }
    const render = await source.renderer();
    const page = render({ url: req.originalUrl, lang, origin: requestOrigin(req) });
    res.status(page.status).type('html').send(fillTemplate(template, lang, page.head, page.html));
  });
  return router;
}

/** Production: hashed assets cached for a year, other files revalidated, pages rendered per request. */
export async function builtPages(clientDir = builtClientDir()): Promise<RequestHandler> {
  const template = readFileSync(path.join(clientDir, 'index.html'), 'utf8');
  const ssrEntry = path.join(buildDir(), 'ssr/entry-server.js');
  const { renderPage } = (await import(pathToFileURL(ssrEntry).href)) as { renderPage: RenderPage };
  const router = Router();
  router.use(
    '/assets',
    express.static(path.join(clientDir, 'assets'), { index: false, fallthrough: false, immutable: true, maxAge: ONE_YEAR_MS }),
  );
  router.use(express.static(clientDir, { index: false, setHeaders: (res) => res.setHeader('Cache-Control', 'no-cache') }));
  router.use(pageRoutes({ template: async () => template, renderer: async () => renderPage }));
  return router;
}

/** Development: Vite in middleware mode (hot reload), the server entry loaded through Vite on each request. */
export async function devPages(): Promise<RequestHandler> {
  const { createServer } = await import('vite');
  const root = projectRoot();
  const vite = await createServer({ root, server: { middlewareMode: true }, appType: 'custom' });
  const router = Router();
  router.use(vite.middlewares);
  router.use(
    pageRoutes({
      template: (url) => vite.transformIndexHtml(url, readFileSync(path.join(root, 'index.html'), 'utf8')),
      renderer: async () =>
        ((await vite.ssrLoadModule('/src/client/entry-server.tsx')) as { renderPage: RenderPage }).renderPage,
    }),
  );
  return router;
}
