/**
 * Serves pages. Public pages are rendered on the server in the language of their URL (Czech at the spec's paths,
 * English under /en), each with the data its loader reads (public-pages/); the back office and /auth get the client
 * shell with noindex. Where the templates and the renderer come from: page-sources.ts.
 */
import { Router, type Request, type RequestHandler, type Response } from 'express';
import type { Language } from '@/shared/constants';
import { isPrivatePath, languageOfPath, pathInLanguage, unprefixedPath } from '@/shared/site-paths';
import { mayPreviewPosts } from '../auth/require-user';
import type { Database } from '../db/database';
import { registerPageCacheSize } from '../observability/metrics';
import type { EarlyAnswer } from '../http/early-answers';
import { refuseInvalidHostPage } from '../http/host-header';
import { ContentVersionWatch } from './content-version-watch';
import { answerRendered, spendUncachedRender } from './page-answers';
import { appShellHtml, publicPageHtml, type PageSource } from './page-html';
import { isPreview, oldPostAddress, PAGE_VARY, prefersEnglishVersion, queryOf, redirectsToEnglish, renderedAddress, requestOrigin } from './page-requests';
import { loadPostPreview, loadPublicPage, pageLanguagesAt, readAgencyProfile, readPublishedSiteTexts } from './public-pages';
import type { RenderBudgetOptions } from './render-budget';
import { RenderedPages, type PageRenderCounts, type PageViewSink } from './rendered-pages';
import { robotsFile } from './robots';
import { sitemapFile } from './sitemap';
import { siteTextPreview } from './site-text-preview';

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
  /** Told of every public page sent from the cache or rendered into it (the analytics, decision 026). */
  pageViews?: PageViewSink;
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

/** The routes of the pages over `source`; `rendered`: the page cache (null in development: rendered each time). */
export function pageRoutes(source: PageSource, db: Database, rendered: RenderedPages | null, publicUrl: string | undefined): Router {
  const router = Router();
  router.use(refuseInvalidHostPage);
  const siteOrigin = (req: Request) => publicUrl ?? requestOrigin(req);

  /** The languages the page at this path exists in: a post's (from its cached page, else the database), else all. */
  const pageLanguages = async (req: Request): Promise<readonly Language[]> => {
    const cached = rendered?.lookup(rendered.key(req, 'page'));
    return cached ? cached.languages : pageLanguagesAt(db, unprefixedPath(req.path));
  };

  router.get('/robots.txt', async (req, res) => {
    const origin = siteOrigin(req);
    await answerRendered(rendered, req, res, 'robots', async () => robotsFile(origin));
  });

  router.get('/sitemap.xml', async (req, res) => {
    const origin = siteOrigin(req);
    await answerRendered(rendered, req, res, 'sitemap', () => sitemapFile(db, origin, new Date()));
  });

  router.post(/.*/, ...siteTextPreview(source, db, rendered, publicUrl));

  router.get(/.*/, async (req: Request, res: Response) => {
    res.setHeader('Cache-Control', 'no-cache');
    if (isPrivatePath(req.path)) {
      const html = await appShellHtml(source, req.originalUrl);
      res.setHeader('X-Robots-Tag', 'noindex, nofollow');
      res.type('html').send(html);
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
    const path = unprefixedPath(req.path);
    if (isPreview(req)) {
      // Never cached, never stored by a browser or a shared cache; for anyone the back office's blog routes would refuse
      // (signed out, a one-time password to change, two-factor sign-in to set up, a role without the blog), the 404 page.
      res.setHeader('Cache-Control', 'private, no-store');
      res.setHeader('X-Robots-Tag', 'noindex, nofollow');
      const now = new Date();
      // A preview is rendered for its request alone: it spends the render budget like a cache miss.
      if (!spendUncachedRender(rendered, res)) return;
      const { data, found } = await loadPostPreview({ db, path, lang, now }, await mayPreviewPosts(db, req, res));
      const page = await publicPageHtml(source, { url, lang, origin, data, agency: await readAgencyProfile(db), siteTexts: await readPublishedSiteTexts(db) });
      res.status(found ? page.status : 404).type('html').send(page.body);
      return;
    }
    await answerRendered(rendered, req, res, 'page', async () => {
      const { data, agency, siteTexts, expiresAt, languages, movedTo } = await loadPublicPage({ db, path, lang, now: new Date() });
      const vary = rendered ? `${PAGE_VARY}, Accept-Encoding` : PAGE_VARY;
      if (movedTo !== undefined) {
        const body = `Moved Permanently. Redirecting to ${movedTo}\n`;
        return { status: 301, contentType: 'text/plain; charset=utf-8', vary, body, expiresAt, languages, location: movedTo };
      }
      const page = await publicPageHtml(source, { url, lang, origin, data, agency, siteTexts });
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
  const rendered = new RenderedPages(watch, options.publicUrl, options.renderBudget, options.pageViews);
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
