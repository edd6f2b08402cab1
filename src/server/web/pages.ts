/**
 * Serves pages. Public pages are rendered on the server in the language of their URL (Czech at the spec's paths,
 * English under /en); the back office and /auth get the client shell with noindex. Built bundle in production,
 * Vite's dev server in development.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import express, { Router, type Request, type RequestHandler, type Response } from 'express';
import { LANGUAGES, type Language } from '@/shared/constants';
import { PAGE_ISLANDS_ELEMENT_ID, type RenderPage, type SiteData } from '@/shared/page-rendering';
import { blogPostPath, isPrivatePath, languageOfPath, pathInLanguage, postSlugOfPath, unprefixedPath } from '@/shared/site-paths';
import { mayPreviewPosts } from '../auth/require-user';
import { blogData } from '../data/blog-posts';
import { portfolioData } from '../data/portfolio-items';
import type { Database } from '../db/database';
import { buildDir, projectRoot } from '../project-root';
import { registerPageCacheSize } from '../observability/metrics';
import type { EarlyAnswer } from '../http/early-answers';
import { isValidHostHeader, refuseInvalidHostPage } from '../http/host-header';
import { ContentVersionWatch } from './content-version-watch';
import { sendPage } from './page-cache';
import { robotsTxt, sitemapXml } from './site-files';
import { isPreview, oldPostAddress, PAGE_VARY, prefersEnglishVersion, queryOf, redirectsToEnglish, renderedAddress, requestOrigin } from './page-requests';
import { RenderBudgetSpent, type RenderBudgetOptions } from './render-budget';
import { RenderedPages, type PageRenderCounts, type RenderedKind, type RenderedPage } from './rendered-pages';

const ONE_YEAR_MS = 365 * 24 * 60 * 60 * 1000;

export function builtClientDir(): string {
  return path.join(buildDir(), 'client');
}

/** The Host rule lives with the API's (src/server/http/host-header.ts): pages and /api apply the same one. */
export { isValidHostHeader };

export interface PageOptions {
  /**
   * The site's public origin (PUBLIC_URL, e.g. https://www.example.cz): canonical, hreflang, sitemap and robots.txt
   * use it, whatever the request's Host says. Unset (development): the request's origin, and the cache is keyed by it.
   */
  publicUrl?: string | undefined;
  /** How often this instance reads the content version (default CONTENT_VERSION_POLL_MS). */
  contentVersionPollMs?: number;
  /** Renders per second beyond the cache (default RENDERS_PER_SECOND, RENDER_BURST: render-budget.ts). */
  renderBudget?: RenderBudgetOptions;
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
  /** What the page cache holds and has rendered (null in development: nothing is cached). */
  counts: (() => PageRenderCounts) | null;
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

interface LoadedPage {
  data: SiteData;
  /** The next moment the page changes without a write. */
  expiresAt: number;
  /** The languages the page exists in: a stored post's, every language for any other page. */
  languages: readonly Language[];
  /** A post that exists only in the other language: its address there (answered 301). */
  movedTo?: string;
}

/** The database content the page at this path shows, the next moment it changes without a write, its languages. */
async function loadSiteData(db: Database, pathname: string, lang: Language, now: Date): Promise<LoadedPage> {
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
    const data = { lang, blogPosts, ...(postLanguages ? { postLanguages } : {}) };
    const languages = postLanguages ?? LANGUAGES;
    // A post written in one language answers at its address in that language, whatever language was asked for.
    const only = languages.length === 1 && languages[0] !== lang ? languages[0] : undefined;
    return { data, expiresAt, languages, ...(only ? { movedTo: pathInLanguage(blogPostPath(slug), only) } : {}) };
  }
  if (page === '/blog') {
    const [blogPosts, expiresAt] = await Promise.all([blogData(db).published(lang), postsChangeAt(db, now)]);
    return { data: { lang, blogPosts }, expiresAt, languages: LANGUAGES };
  }
  const expiresAt = nextYearStart(now);
  if (page === '/') return { data: { lang, featuredPortfolio: await portfolioData(db).featured() }, expiresAt, languages: LANGUAGES };
  return { data: { lang }, expiresAt, languages: LANGUAGES };
}

/** 503 when the render budget is spent: the client may try again after Retry-After (never stored by a cache). */
function renderRefused(res: Response, err: RenderBudgetSpent): void {
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('Retry-After', String(err.retryAfterSeconds));
  res.status(503).type('text/plain').send('Service busy: too many pages to render, try again shortly\n');
}

function pageRoutes(source: PageSource, db: Database, rendered: RenderedPages | null, publicUrl: string | undefined): Router {
  const router = Router();
  router.use(refuseInvalidHostPage);
  const siteOrigin = (req: Request) => publicUrl ?? requestOrigin(req);

  /**
   * Cached (production): the stored bytes in the variant the client accepts, rendered within the render budget (503
   * with Retry-After beyond it). Development: rendered each time.
   */
  const respond = async (req: Request, res: Response, kind: RenderedKind, render: () => Promise<RenderedPage>) => {
    if (rendered) {
      let entry;
      try {
        entry = await rendered.entry(rendered.key(req, kind), render);
      } catch (err) {
        if (err instanceof RenderBudgetSpent) return renderRefused(res, err);
        throw err;
      }
      sendPage(req, res, entry);
      return;
    }
    const page = await render();
    res.setHeader('Cache-Control', 'no-cache');
    res.setHeader('Vary', page.vary);
    if (page.location !== undefined) res.setHeader('Location', page.location);
    res.status(page.status).type(page.contentType).send(page.body);
  };

  /** The languages the page at this path exists in: a post's (from its cached page, else the database), else all. */
  const pageLanguages = async (req: Request): Promise<readonly Language[]> => {
    const slug = postSlugOfPath(unprefixedPath(req.path));
    if (slug === null) return LANGUAGES;
    const cached = rendered?.lookup(rendered.key(req, 'page'));
    if (cached) return cached.languages;
    return (await blogData(db).publicLanguages(slug)) ?? LANGUAGES;
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
    // A post written only in Czech stays at its Czech address for everyone (with a note in English on the page).
    if (prefersEnglishVersion(req) && redirectsToEnglish(req, await pageLanguages(req))) {
      res.redirect(302, pathInLanguage(req.path, 'en') + queryOf(req));
      return;
    }
    const movedTo = oldPostAddress(req);
    if (movedTo !== null) {
      res.redirect(301, movedTo);
      return;
    }
    const origin = siteOrigin(req);
    const url = renderedAddress(req);
    const renderHtml = async (data: SiteData) => {
      const [template, render] = await Promise.all([source.template('site', url), source.renderer()]);
      const page = await render({ url, lang, origin, data });
      const islandsScript = `<script id="${PAGE_ISLANDS_ELEMENT_ID}" type="application/json">${page.islandsJson}</script>`;
      // The entry script is a module, so it runs after the whole document, this script included, is parsed.
      const body = fillTemplate(template, lang, page.head, page.html).replace('</body>', `${islandsScript}\n  </body>`);
      return { status: page.status, body };
    };
    if (isPreview(req)) {
      // Never cached, never stored by a browser or a shared cache; for anyone the back office's blog routes would refuse
      // (signed out, a one-time password to change, two-factor sign-in to set up, a role without the blog), the 404 page.
      res.setHeader('Cache-Control', 'private, no-store');
      res.setHeader('X-Robots-Tag', 'noindex, nofollow');
      const now = new Date();
      const slug = postSlugOfPath(unprefixedPath(req.path))!;
      // A preview is rendered for its request alone: it spends the render budget like a cache miss.
      if (rendered) {
        try {
          rendered.spendRender();
        } catch (err) {
          if (err instanceof RenderBudgetSpent) return renderRefused(res, err);
          throw err;
        }
      }
      const post = (await mayPreviewPosts(db, req, res)) ? await blogData(db).preview(slug, lang) : null;
      const blogPosts = (await blogData(db).published(lang, now)).filter((p) => p.slug !== slug);
      const page = await renderHtml(post ? { lang, blogPosts: [...blogPosts, post], preview: true } : { lang, blogPosts });
      res.status(post ? page.status : 404).type('html').send(page.body);
      return;
    }
    await respond(req, res, 'page', async () => {
      const { data, expiresAt, languages, movedTo } = await loadSiteData(db, req.path, lang, new Date());
      const vary = rendered ? `${PAGE_VARY}, Accept-Encoding` : PAGE_VARY;
      if (movedTo !== undefined) {
        const body = `Moved Permanently. Redirecting to ${movedTo}\n`;
        return { status: 301, contentType: 'text/plain; charset=utf-8', vary, body, expiresAt, languages, location: movedTo };
      }
      const page = await renderHtml(data);
      return { status: page.status, contentType: 'text/html; charset=utf-8', vary, body: page.body, expiresAt, languages };
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
  const rendered = new RenderedPages(watch, options.publicUrl, options.renderBudget);
  const unregisterGauge = registerPageCacheSize(() => ({ ...rendered.counts, bytes: rendered.cache.bytes }));
  const router = Router();
  if (files) router.use(files);
  router.use(pageRoutes(source, db, rendered, options.publicUrl));
  return {
    cached: rendered.cachedAnswer,
    handler: router,
    counts: () => rendered.counts,
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
  return { cached: null, handler: router, counts: null, close: () => void vite.close() };
}
