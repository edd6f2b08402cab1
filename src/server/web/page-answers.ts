/**
 * Answering a rendered page (or robots.txt, sitemap.xml): from the page cache in production — the stored bytes in the
 * variant the client accepts, rendered within the render budget (503 with Retry-After beyond it) — or rendered each
 * time in development.
 */
import type { Request, Response } from 'express';
import { sendPage, type PageEntry } from './page-cache';
import { RenderBudgetSpent } from './render-budget';
import type { RenderedKind, RenderedPage, RenderedPages } from './rendered-pages';

/** 503 when the render budget is spent: the client may try again after Retry-After (never stored by a cache). */
function renderRefused(res: Response, err: RenderBudgetSpent): void {
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('Retry-After', String(err.retryAfterSeconds));
  res.status(503).type('text/plain').send('Service busy: too many pages to render, try again shortly\n');
}

/** `rendered`: the cache (production), or null (development: rendered on each request, no-cache). */
export async function answerRendered(
  rendered: RenderedPages | null,
  req: Request,
  res: Response,
  kind: RenderedKind,
  render: () => Promise<RenderedPage>,
): Promise<void> {
  if (rendered) {
    let entry: PageEntry;
    try {
      entry = await rendered.entry(rendered.key(req, kind), render);
    } catch (err) {
      if (err instanceof RenderBudgetSpent) return renderRefused(res, err);
      throw err;
    }
    sendPage(req, res, entry);
    if (kind === 'page') rendered.pageViews?.(req, res.statusCode);
    return;
  }
  const page = await render();
  res.setHeader('Cache-Control', 'no-cache');
  res.setHeader('Vary', page.vary);
  if (page.location !== undefined) res.setHeader('Location', page.location);
  res.status(page.status).type(page.contentType).send(page.body);
}

/**
 * A render for one request alone (a staff preview) spends the render budget like a cache miss: false (the 503 sent)
 * when it is spent. Development has no budget.
 */
export function spendUncachedRender(rendered: RenderedPages | null, res: Response): boolean {
  if (!rendered) return true;
  try {
    rendered.spendRender();
    return true;
  } catch (err) {
    if (err instanceof RenderBudgetSpent) {
      renderRefused(res, err);
      return false;
    }
    throw err;
  }
}
