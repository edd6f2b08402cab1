/**
 * How many public pages this process renders per second (decision 010, "Bounded rendering"): a token bucket taken by
 * every render that is not already cached or in progress — a cache miss of a public page, robots.txt, sitemap.xml or
 * a staff preview. Beyond it the page is answered 503 with Retry-After, so a flood of uncached addresses costs at most
 * this many renders (and their compression) per second, whatever the request rate.
 */

/**
 * Sustained renders per second. A render costs ~5–15 ms of the event loop plus Brotli 10 and gzip 9 on the thread pool
 * (~65 ms for the home page): 10 per second keeps most of two cores for cached pages and the back office.
 */
export const RENDERS_PER_SECOND = 10;

/**
 * Renders allowed at once after a quiet spell: every page of the site in both languages (~20), the post pages a
 * busy blog has open and the sitemap, all rendered again right after a publish (a new content version), at once.
 */
export const RENDER_BURST = 60;

export interface RenderBudgetOptions {
  perSecond?: number;
  burst?: number;
}

export class RenderBudget {
  readonly perSecond: number;
  readonly burst: number;
  private tokens: number;
  private updatedAt: number;

  constructor(
    { perSecond = RENDERS_PER_SECOND, burst = RENDER_BURST }: RenderBudgetOptions = {},
    private readonly now: () => number = () => performance.now(),
  ) {
    if (!(perSecond > 0) || !(burst >= 1)) throw new Error('A render budget needs perSecond > 0 and burst >= 1');
    this.perSecond = perSecond;
    this.burst = burst;
    this.tokens = burst;
    this.updatedAt = now();
  }

  private refill(): void {
    const now = this.now();
    this.tokens = Math.min(this.burst, this.tokens + ((now - this.updatedAt) / 1000) * this.perSecond);
    this.updatedAt = now;
  }

  /** Takes one render from the budget: true if there was one. */
  take(): boolean {
    this.refill();
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }

  /** Whole seconds until the next render is allowed (at least 1), for Retry-After. */
  retryAfterSeconds(): number {
    this.refill();
    return Math.max(1, Math.ceil((1 - this.tokens) / this.perSecond));
  }
}

/** Thrown instead of rendering when the budget is spent; the page routes answer it with 503 and Retry-After. */
export class RenderBudgetSpent extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super('Page render budget spent');
    this.name = 'RenderBudgetSpent';
  }
}
