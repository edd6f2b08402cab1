/**
 * Serves pages. Public pages are rendered on the server in the language of their URL (Czech at the spec's paths,
 * English under /en); the back office and /auth get the client shell with noindex. Built bundle in production,
 * Vite's dev server in development.
 */
import { readFileSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import express, { Router, type Request, type RequestHandler, type Response } from 'express';
import { LANGUAGES, type Language } from '@/shared/constants';
import { PAGE_ISLANDS_ELEMENT_ID, type RenderPage, type SiteData } from '@/shared/page-rendering';
import {
  BLOG_POST_QUERY_PARAMETER,
  isPrivatePath,
  languageOfPath,
  pathInLanguage,
  PUBLIC_PAGES,
  unprefixedPath,
} from '@/shared/site-paths';
import { escapeHtml, jsonForScript } from '@/shared/html-text';
import { blogData } from '../data/blog-posts';
import { portfolioData } from '../data/portfolio-items';
import type { Database } from '../db/database';
import { buildDir, projectRoot } from '../project-root';
import { preferredLanguage } from './language-choice';
import { PageCache } from './page-cache';

const ONE_YEAR_MS = 365 * 24 * 60 * 60 * 1000;

export function builtClientDir(): string {
  return path.join(buildDir(), 'client');
}

function requestOrigin(req: Request): string {
  return `${req.protocol}://${req.get('host') ?? 'localhost'}`;
}

/**
 * A Host header pages may build their absolute links (canonical, hreflang, sitemap) from: a host name, an IPv4
 * address or a bracketed IPv6 address, optionally with a port — nothing else ('"><script>', 'a/b', 'user@host').
 */
export function isValidHostHeader(host: string): boolean {
  const match = /^(\[[0-9a-f:.]+\]|[a-z0-9_.-]+)(?::(\d{1,5}))?$/i.exec(host);
  if (!match) return false;
  const [, name = '', port] = match;
  if (port !== undefined && Number(port) > 65535) return false;
  if (name.startsWith('[')) return isIP(name.slice(1, -1)) === 6;
  try {
    // WHATWG parsing refuses what no browser would send ('999.1.1.1', empty labels); it must keep the name as it is.
    return new URL(`http://${name}`).hostname === name.toLowerCase();
  } catch {
    return false;
  }
}

/** 400 for a Host header that is not a valid host[:port], before anything is built from it. */
const refuseInvalidHost: RequestHandler = (req, res, next) => {
  const host = req.get('host');
  if (host !== undefined && !isValidHostHeader(host)) {
    res.status(400).type('text/plain').send('Bad request: invalid Host header\n');
    return;
  }
  next();
};

/** Public pages use site.html (the islands entry); the back office and /auth use index.html (the app entry). */
export type TemplateName = 'site' | 'app';

export interface PageSource {
  template(name: TemplateName, url: string): Promise<string>;
  renderer(): Promise<RenderPage>;
}

function fillTemplate(template: string, lang: Language, head: string, html: string): string {
  return template
    .replace('<html lang="cs">', `<html lang="${lang}">`)
    .replace('<!--app-head-->', head)
    .replace('<!--app-html-->', html);
}

/** The database content the page at this path shows (read fresh on every request, so publishing shows at once). */
async function loadSiteData(db: Database, pathname: string, lang: Language): Promise<SiteData> {
  const page = unprefixedPath(pathname);
  if (page === '/blog') return { lang, blogPosts: await blogData(db).published(lang) };
  if (page === '/') return { lang, featuredPortfolio: await portfolioData(db).featured() };
  return { lang };
}

/** The pages themselves (robots.txt, sitemap.xml, public pages, the back-office shell) from a template source. */
export function pageRoutes(source: PageSource, db: Database, cache: PageCache | null): Router {
  const router = Router();
  router.use(refuseInvalidHost);

  router.get('/robots.txt', (req, res) => {
    res.type('text/plain').send(`User-agent: *\nDisallow: /admin\nDisallow: /auth\nDisallow: /api/\n\nSitemap: ${requestOrigin(req)}/sitemap.xml\n`);
  });

  router.get('/sitemap.xml', async (req, res) => {
    const origin = requestOrigin(req);
    /** One <url> per language for a page, each listing both languages as alternates. */
    const entry = (page: string, query = '', lastmod?: string) => {
      const href = (l: Language) => escapeHtml(origin + pathInLanguage(page, l) + query);
      const alternates = LANGUAGES.map((l) => `<xhtml:link rel="alternate" hreflang="${l}" href="${href(l)}"/>`).join('');
      const modified = lastmod ? `<lastmod>${lastmod}</lastmod>` : '';
      return LANGUAGES.map((l) => `<url><loc>${href(l)}</loc>${modified}${alternates}</url>`).join('\n');
    };
    // Posts published from the back office have their own address: the blog with that post open.
    const posts = await blogData(db).published('cs');
    const urls = [
      ...PUBLIC_PAGES.map((page) => entry(page)),
      ...posts.map((post) =>
        entry('/blog', `?${BLOG_POST_QUERY_PARAMETER}=${encodeURIComponent(post.slug)}`, post.publishedAt.slice(0, 10)),
      ),
    ];
    res
      .type('application/xml')
      .send(
        `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`,
      );
  });

  router.get(/.*/, async (req: Request, res: Response) => {
    res.setHeader('Cache-Control', 'no-cache');
    if (isPrivatePath(req.path)) {
      const template = await source.template('app', req.originalUrl);
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
    const origin = requestOrigin(req);
    const data = await loadSiteData(db, req.path, lang);
    const dataJson = jsonForScript(data);
    const key = PageCache.key({ origin, url: req.originalUrl, lang, dataJson });
    let page = cache?.get(key);
    if (!page) {
      const [template, render] = await Promise.all([source.template('site', req.originalUrl), source.renderer()]);
      const rendered = await render({ url: req.originalUrl, lang, origin, data });
      const islandsScript = `<script id="${PAGE_ISLANDS_ELEMENT_ID}" type="application/json">${rendered.islandsJson}</script>`;
      // The entry script is a module, so it runs after the whole document, this script included, is parsed.
      const body = fillTemplate(template, lang, rendered.head, rendered.html).replace('</body>', `${islandsScript}\n  </body>`);
      page = { status: rendered.status, body };
      cache?.set(key, page);
    }
    res.status(page.status).type('html').send(page.body);
  });
  return router;
}

/**
 * The stylesheet goes inline into every page: it is small (~10 KB compressed) and would otherwise block the first
 * paint while competing with the scripts for a phone's bandwidth.
 */
export function inlineStylesheets(template: string, clientDir: string): string {
  return template.replace(/<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/g, (_tag, file: string) => {
    const css = readFileSync(path.join(clientDir, file), 'utf8');
    return `<style>${css.replace(/<\/style/gi, '<\\/style')}</style>`;
  });
}

/** Production: hashed assets cached for a year, other files revalidated, pages rendered per request (and cached by content). */
export async function builtPages(db: Database, clientDir = builtClientDir()): Promise<RequestHandler> {
  const templates: Record<TemplateName, string> = {
    site: inlineStylesheets(readFileSync(path.join(clientDir, 'site.html'), 'utf8'), clientDir),
    app: readFileSync(path.join(clientDir, 'index.html'), 'utf8'),
  };
  const ssrEntry = path.join(buildDir(), 'ssr/entry-server.js');
  const { renderPage } = (await import(pathToFileURL(ssrEntry).href)) as { renderPage: RenderPage };
  const router = Router();
  router.use(
    '/assets',
    express.static(path.join(clientDir, 'assets'), { index: false, fallthrough: false, immutable: true, maxAge: ONE_YEAR_MS }),
  );
  router.use(express.static(clientDir, { index: false, setHeaders: (res) => res.setHeader('Cache-Control', 'no-cache') }));
  router.use(pageRoutes({ template: async (name) => templates[name], renderer: async () => renderPage }, db, new PageCache()));
  return router;
}

/** Development: Vite in middleware mode (hot reload), the server entry loaded through Vite on each request. */
export async function devPages(db: Database): Promise<RequestHandler> {
  const { createServer } = await import('vite');
  const root = projectRoot();
  const vite = await createServer({ root, server: { middlewareMode: true }, appType: 'custom' });
  const router = Router();
  router.use(vite.middlewares);
  router.use(
    pageRoutes({
      template: (name, url) =>
        vite.transformIndexHtml(url, readFileSync(path.join(root, name === 'site' ? 'site.html' : 'index.html'), 'utf8')),
      renderer: async () =>
        ((await vite.ssrLoadModule('/src/client/entry-server.tsx')) as { renderPage: RenderPage }).renderPage,
    }, db, null), // no cache while the code changes under hot reload
  );
  return router;
}
