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
  blogPostPath,
  isPrivatePath,
  languageOfPath,
  pathInLanguage,
  postSlugOfPath,
  PREVIEW_QUERY_PARAMETER,
  PUBLIC_PAGES,
  unprefixedPath,
} from '@/shared/site-paths';
import { escapeHtml } from '@/shared/html-text';
import { currentUser } from '../auth/require-user';
import { blogData } from '../data/blog-posts';
import { portfolioData } from '../data/portfolio-items';
import type { Database } from '../db/database';
import { buildDir, projectRoot } from '../project-root';
import { registerPageCacheSize } from '../observability/metrics';
import type { EarlyAnswer } from '../http/early-answers';
import { ContentVersionWatch } from './content-version-watch';
import { preferredLanguage } from './language-choice';
import { PageCache, preparePage, sendPage, type PageEntry, type PageToCache } from './page-cache';

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

export interface PageOptions {
  /**
   * The site's public origin (PUBLIC_URL, e.g. https://www.example.cz): canonical, hreflang, sitemap and robots.txt
   * use it, whatever the request's Host says. Unset (development): the request's origin, and the cache is keyed by it.
   */
  publicUrl?: string | undefined;
  /** How often this instance reads the content version (default CONTENT_VERSION_POLL_MS). */
  contentVersionPollMs?: number;
}

/** The pages, in two parts that createApp mounts at different places. */
export interface SitePages {
  /**
   * Answers requests for pages already rendered at the current content version, before the Express stack (sessions,
   * body parsing, request logging, compression); anything else gets no early answer. Null when nothing is cached
   * (development).
   */
  cached: EarlyAnswer | null;
  /** Static files, the back-office shell, and public pages rendered (and cached) on a miss. */
  handler: RequestHandler;
  /** Stops reading the content version. */
  close(): void;
}

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

/** The footer shows the year: every page changes at the next New Year (server time), whatever the content. */
function nextYearStart(now: Date): number {
  return new Date(now.getFullYear() + 1, 0, 1).getTime();
}

/** Epoch ms of the next moment a page listing posts changes on its own: a new year, or a post coming due. */
async function postsChangeAt(db: Database, now: Date): Promise<number> {
  const due = await blogData(db).nextPublicationAt(now);
  return Math.min(nextYearStart(now), due ? due.getTime() : Infinity);
}

/** The database content the page at this path shows, and the next moment it changes without a write. */
async function loadSiteData(db: Database, pathname: string, lang: Language, now: Date): Promise<{ data: SiteData; expiresAt: number }> {
  const page = unprefixedPath(pathname);
  const slug = postSlugOfPath(page);
  if (slug !== null) {
    // The public posts (the post itself, or a 404 page, and its previous/next), until the next post comes due.
    const posts = blogData(db);
    const [blogPosts, postLanguages, expiresAt] = await Promise.all([
      posts.published(lang, now),
      posts.publicLanguages(slug, now),
      postsChangeAt(db, now),
    ]);
    return { data: { lang, blogPosts, ...(postLanguages ? { postLanguages } : {}) }, expiresAt };
  }
  if (page === '/blog') {
    const [blogPosts, expiresAt] = await Promise.all([blogData(db).published(lang), postsChangeAt(db, now)]);
    return { data: { lang, blogPosts }, expiresAt };
  }
  if (page === '/') return { data: { lang, featuredPortfolio: await portfolioData(db).featured() }, expiresAt: nextYearStart(now) };
  return { data: { lang }, expiresAt: nextYearStart(now) };
}

function robotsTxt(origin: string): string {
  return `User-agent: *\nDisallow: /admin\nDisallow: /auth\nDisallow: /api/\n\nSitemap: ${origin}/sitemap.xml\n`;
}

async function sitemapXml(db: Database, origin: string): Promise<string> {
  /** One <url> per language the page exists in, each listing those languages as alternates. */
  const entry = (page: string, lastmod?: string, languages: readonly Language[] = LANGUAGES) => {
    const href = (l: Language) => escapeHtml(origin + pathInLanguage(page, l));
    const alternates = languages.map((l) => `<xhtml:link rel="alternate" hreflang="${l}" href="${href(l)}"/>`).join('');
    const modified = lastmod ? `<lastmod>${lastmod}</lastmod>` : '';
    return languages.map((l) => `<url><loc>${href(l)}</loc>${modified}${alternates}</url>`).join('\n');
  };
  // Every public post has a page, in the languages it exists in.
  const posts = await blogData(db).publicPages();
  const urls = [
    ...PUBLIC_PAGES.map((page) => entry(page)),
    ...posts.map((post) => entry(blogPostPath(post.slug), post.publishedAt.slice(0, 10), post.languages)),
  ];
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
}

/** An unprefixed URL is Czech, unless the visitor chose English or their browser prefers it. */
const PAGE_VARY = 'Cookie, Accept-Language';

function redirectsToEnglish(req: Request): boolean {
  return (
    languageOfPath(req.path) === 'cs' && preferredLanguage(req.headers.cookie, req.headers['accept-language']) === 'en'
  );
}

/** A request for a post page as a staff preview (/blog/<slug>?preview=1): only signed-in staff get one. */
function isPreview(req: Request): boolean {
  return req.query[PREVIEW_QUERY_PARAMETER] !== undefined && postSlugOfPath(unprefixedPath(req.path)) !== null;
}

/** /blog?post=<slug>: where that post's page is now (the other query parameters kept), else null. */
function oldPostAddress(req: Request): string | null {
  const slug = req.query[BLOG_POST_QUERY_PARAMETER];
  if (typeof slug !== 'string' || slug === '' || unprefixedPath(req.path) !== '/blog') return null;
  const rest = new URLSearchParams(req.originalUrl.slice(req.path.length).replace(/^\?/, ''));
  rest.delete(BLOG_POST_QUERY_PARAMETER);
  const query = rest.toString();
  return pathInLanguage(blogPostPath(slug), languageOfPath(req.path)) + (query ? `?${query}` : '');
}

type RenderedPage = Omit<PageToCache, 'version'>;

/** The cache and what keeps it current: the content version watch and the renders in progress. */
class RenderedPages {
  readonly cache = new PageCache();
  private readonly inProgress = new Map<string, Promise<PageEntry>>();

  constructor(
    readonly watch: ContentVersionWatch,
    private readonly publicUrl: string | undefined,
  ) {
    watch.onChange(() => this.cache.clear());
  }

  /** Without PUBLIC_URL the origin comes from the request, so it is part of the key: one host cannot poison another's pages. */
  key(req: Request, kind: 'page' | 'robots' | 'sitemap'): string {
    return `${kind} ${this.publicUrl ? '' : requestOrigin(req)} ${kind === 'page' ? req.originalUrl : ''}`;
  }

  lookup(key: string): PageEntry | undefined {
    return this.cache.get(key, this.watch.current);
  }

  /** The entry for the current version, rendering it (once, however many requests ask at the same time) if needed. */
  async entry(key: string, render: () => Promise<RenderedPage>): Promise<PageEntry> {
    const version = this.watch.current;
    const cached = this.cache.get(key, version);
    if (cached) return cached;
    const renderKey = `${version} ${key}`;
    let rendering = this.inProgress.get(renderKey);
    if (!rendering) {
      // The data is read after the version is taken, so the page is at least as new as the version it is stored under.
      rendering = render()
        .then((page) => preparePage({ ...page, version }))
        .finally(() => this.inProgress.delete(renderKey));
      this.inProgress.set(renderKey, rendering);
    }
    const entry = await rendering;
    // A page rendered at a version that has since changed is sent once but not kept.
    if (entry.version === this.watch.current && !this.cache.get(key, version)) this.cache.set(key, entry);
    return entry;
  }

  /** The early answer: cached bytes for a GET/HEAD of a public page, robots.txt or sitemap.xml; otherwise false. */
  readonly cachedAnswer: EarlyAnswer = ({ req, res }) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    const path = req.path;
    if (path.startsWith('/api/') || path.startsWith('/assets/')) return false;
    const kind = path === '/robots.txt' ? 'robots' : path === '/sitemap.xml' ? 'sitemap' : 'page';
    // The language redirect is decided by the normal path (it needs no database either, but stays in one place);
    // so are the old post addresses (/blog?post=) and staff previews (?preview), which are never cached — both need a
    // query string.
    const hasQuery = req.url.includes('?');
    if (kind === 'page' && (redirectsToEnglish(req) || (hasQuery && (isPreview(req) || oldPostAddress(req) !== null)))) return false;
    const entry = this.lookup(this.key(req, kind));
    if (!entry) return false;
    sendPage(req, res, entry);
    return true;
  };
}

function pageRoutes(source: PageSource, db: Database, rendered: RenderedPages | null, publicUrl: string | undefined): Router {
  const router = Router();
  router.use(refuseInvalidHost);
  const siteOrigin = (req: Request) => publicUrl ?? requestOrigin(req);

  /** Cached (production): the stored bytes in the variant the client accepts. Development: rendered each time. */
  const respond = async (req: Request, res: Response, kind: 'page' | 'robots' | 'sitemap', render: () => Promise<RenderedPage>) => {
    if (rendered) {
      sendPage(req, res, await rendered.entry(rendered.key(req, kind), render));
      return;
    }
    const page = await render();
    res.setHeader('Cache-Control', 'no-cache');
    res.setHeader('Vary', page.vary);
    res.status(page.status).type(page.contentType).send(page.body);
  };

  router.get('/robots.txt', async (req, res) => {
    const origin = siteOrigin(req);
    await respond(req, res, 'robots', async () => ({
      status: 200,
      contentType: 'text/plain; charset=utf-8',
      vary: 'Accept-Encoding',
      body: robotsTxt(origin),
      expiresAt: Infinity,
    }));
  });

  router.get('/sitemap.xml', async (req, res) => {
    const origin = siteOrigin(req);
    await respond(req, res, 'sitemap', async () => {
      const now = new Date();
      const [body, expiresAt] = await Promise.all([sitemapXml(db, origin), postsChangeAt(db, now)]);
      return { status: 200, contentType: 'application/xml; charset=utf-8', vary: 'Accept-Encoding', body, expiresAt };
    });
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
    res.setHeader('Vary', PAGE_VARY);
    if (redirectsToEnglish(req)) {
      const query = req.originalUrl.slice(req.path.length);
      res.redirect(302, pathInLanguage(req.path, 'en') + query);
      return;
    }
    const movedTo = oldPostAddress(req);
    if (movedTo !== null) {
      res.redirect(301, movedTo);
      return;
    }
    const origin = siteOrigin(req);
    const url = req.originalUrl;
    const renderHtml = async (data: SiteData) => {
      const [template, render] = await Promise.all([source.template('site', url), source.renderer()]);
      const page = await render({ url, lang, origin, data });
      const islandsScript = `<script id="${PAGE_ISLANDS_ELEMENT_ID}" type="application/json">${page.islandsJson}</script>`;
      // The entry script is a module, so it runs after the whole document, this script included, is parsed.
      const body = fillTemplate(template, lang, page.head, page.html).replace('</body>', `${islandsScript}\n  </body>`);
      return { status: page.status, body };
    };
    if (isPreview(req)) {
      // Never cached, never stored by a browser or a shared cache; without a signed-in session, the 404 page.
      res.setHeader('Cache-Control', 'private, no-store');
      res.setHeader('X-Robots-Tag', 'noindex, nofollow');
      const now = new Date();
      const slug = postSlugOfPath(unprefixedPath(req.path))!;
      const staff = await currentUser(db, req, res);
      const post = staff ? await blogData(db).preview(slug, lang) : null;
      const blogPosts = (await blogData(db).published(lang, now)).filter((p) => p.slug !== slug);
      const page = await renderHtml(post ? { lang, blogPosts: [...blogPosts, post], preview: true } : { lang, blogPosts });
      res.status(post ? page.status : 404).type('html').send(page.body);
      return;
    }
    await respond(req, res, 'page', async () => {
      const { data, expiresAt } = await loadSiteData(db, req.path, lang, new Date());
      const page = await renderHtml(data);
      return {
        status: page.status,
        contentType: 'text/html; charset=utf-8',
        vary: rendered ? `${PAGE_VARY}, Accept-Encoding` : PAGE_VARY,
        body: page.body,
        expiresAt,
      };
    });
  });
  return router;
}

/** Cached public pages over `source`, with the content version watch they need. */
export async function cachedPageRoutes(
  source: PageSource,
  db: Database,
  options: PageOptions,
  /** Answered first on the normal path (static files). */
  files?: RequestHandler,
): Promise<SitePages> {
  const watch = await ContentVersionWatch.start(db, options.contentVersionPollMs);
  const rendered = new RenderedPages(watch, options.publicUrl);
  const unregisterGauge = registerPageCacheSize(() => ({ entries: rendered.cache.size, bytes: rendered.cache.bytes }));
  const router = Router();
  if (files) router.use(files);
  router.use(pageRoutes(source, db, rendered, options.publicUrl));
  return {
    cached: rendered.cachedAnswer,
    handler: router,
    close: () => {
      unregisterGauge();
      watch.close();
    },
  };
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
  return { cached: null, handler: router, close: () => void vite.close() };
}
