/**
 * The rendered public pages of this process (decision 010): the cache, the renders in progress, the content version
 * watch that clears it, the render budget that bounds misses (render-budget.ts), and the early answer that serves
 * cached bytes before the Express stack (decision 018).
 */
import type { Request } from 'express';
import type { EarlyAnswer } from '../http/early-answers';
import type { ContentVersionWatch } from './content-version-watch';
import { PageCache, preparePage, sendPage, type PageEntry, type PageToCache } from './page-cache';
import { isPreview, oldPostAddress, redirectsToEnglish, renderedAddress, requestOrigin } from './page-requests';
import { RenderBudget, RenderBudgetSpent, type RenderBudgetOptions } from './render-budget';

export type RenderedPage = Omit<PageToCache, 'version'>;

export type RenderedKind = 'page' | 'robots' | 'sitemap';

/**
 * Told of every public page this process sends from its cache or renders (the request, the status sent):
 * synchronous, no await — the analytics note the view in memory (src/server/analytics/recorder.ts, decision 026).
 */
export type PageViewSink = (req: Request, status: number) => void;

/** What the page module has done since it started (tests and /metrics read it). */
export interface PageRenderCounts {
  /** Pages held in the cache now. */
  entries: number;
  /** Renders started: cache misses (not joined to one in progress) and staff previews. */
  renders: number;
  /** Renders refused because the render budget was spent (answered 503). */
  refused: number;
}

export class RenderedPages {
  readonly cache = new PageCache();
  private readonly inProgress = new Map<string, Promise<PageEntry>>();
  private readonly budget: RenderBudget;
  private renders = 0;
  private refused = 0;

  constructor(
    readonly watch: ContentVersionWatch,
    private readonly publicUrl: string | undefined,
    budget: RenderBudgetOptions = {},
    readonly pageViews: PageViewSink | null = null,
  ) {
    this.budget = new RenderBudget(budget);
    watch.onChange(() => this.cache.clear());
  }

  /**
   * The page's path (never its query: page-requests.ts); without PUBLIC_URL the origin comes from the request, so it is
   * part of the key: one host cannot poison another's pages.
   */
  key(req: Request, kind: RenderedKind): string {
    return `${kind} ${this.publicUrl ? '' : requestOrigin(req)} ${kind === 'page' ? renderedAddress(req) : ''}`;
  }

  lookup(key: string): PageEntry | undefined {
    return this.cache.get(key, this.watch.current);
  }

  get counts(): PageRenderCounts {
    return { entries: this.cache.size, renders: this.renders, refused: this.refused };
  }

  /** Takes one render from the budget, or throws RenderBudgetSpent (answered 503 with Retry-After). */
  spendRender(): void {
    if (!this.budget.take()) {
      this.refused += 1;
      throw new RenderBudgetSpent(this.budget.retryAfterSeconds());
    }
    this.renders += 1;
  }

  /**
   * The entry for the current version, rendering it (once, however many requests ask at the same time) if needed.
   * A new render spends the render budget; without budget it throws RenderBudgetSpent.
   */
  async entry(key: string, render: () => Promise<RenderedPage>): Promise<PageEntry> {
    const version = this.watch.current;
    const cached = this.cache.get(key, version);
    if (cached) return cached;
    const renderKey = `${version} ${key}`;
    let rendering = this.inProgress.get(renderKey);
    if (!rendering) {
      this.spendRender();
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
  readonly cachedAnswer: EarlyAnswer = ({ req, res, answerHeaders }) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    const path = req.path;
    if (path.startsWith('/api/') || path.startsWith('/assets/')) return false;
    const kind = path === '/robots.txt' ? 'robots' : path === '/sitemap.xml' ? 'sitemap' : 'page';
    // Old post addresses (/blog?post=) and staff previews (?preview) are answered by the normal path and never cached
    // — both need a query string.
    if (kind === 'page' && req.url.includes('?') && (isPreview(req) || oldPostAddress(req) !== null)) return false;
    const entry = this.lookup(this.key(req, kind));
    if (!entry) return false;
    // The language redirect is decided by the normal path (it needs no database either, but stays in one place).
    if (kind === 'page' && redirectsToEnglish(req, entry.languages)) return false;
    sendPage(req, res, entry, answerHeaders);
    if (kind === 'page') this.pageViews?.(req, res.statusCode);
    return true;
  };
}
