/**
 * Issue 19 item 7: query strings a page does not read never cause a render or a cache entry (a page is rendered and
 * cached by its path: src/server/web/page-requests.ts), the parameters pages do read keep working, and renders beyond
 * the cache are bounded per second (render-budget.ts): 503 with Retry-After past the budget.
 * Through the real app on a real database, with a small stand-in for the client's server renderer.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { escapeHtml } from '@/shared/html-text';
import type { RenderPage } from '@/shared/page-rendering';
import type { Database } from '../db/database';
import { rawRequest as raw } from '../test/raw-request';
import { startTestServer, type TestServer } from '../test/test-server';
import { cachedPageRoutes, type PageOptions, type SitePages } from './pages';
import type { PageRenderCounts } from './rendered-pages';

const ORIGIN = 'https://www.lipa.example';
const TEMPLATE = '<!doctype html><html lang="cs"><head><!--app-head--></head><body><!--app-html--></body></html>';

/** Shows the address it was asked to render in the canonical link, as the real head tags build it from the path. */
const renderPage: RenderPage = async ({ url, origin }) => ({
  head: `<link rel="canonical" href="${escapeHtml(origin + url)}" />`,
  html: `<main>${'<p>Lipa Digital</p>'.repeat(50)}</main>`,
  islandsJson: '[]',
  status: url.startsWith('/neexistuje') ? 404 : 200,
});

/** A test server whose page counts the test can read. */
async function serverWithCounts(options: PageOptions): Promise<{ server: TestServer; counts: () => PageRenderCounts }> {
  let pages: SitePages | undefined;
  const server = await startTestServer({
    pages: async (db: Database) => {
      pages = await cachedPageRoutes({ template: async () => TEMPLATE, renderer: async () => renderPage }, db, options);
      return pages;
    },
  });
  return { server, counts: () => pages!.counts!() };
}

const randomQuery = () => {
  const name = randomBytes(3).toString('hex');
  const value = randomBytes(6).toString('hex');
  return Math.random() < 0.5 ? `?${name}=${value}` : `?u=${value}&${name}=${value}&utm_source=x`;
};

describe('query strings and the page cache', () => {
  let server: TestServer;
  let counts: () => PageRenderCounts;
  beforeAll(async () => {
    ({ server, counts } = await serverWithCounts({ publicUrl: ORIGIN }));
  });
  afterAll(() => server?.close());

  it('200 requests with unknown query parameters cause no render and no cache entry, and get the cached bytes', async () => {
    const paths = ['/cenik', '/en/pricing', '/', '/blog', '/blog/local-seo-google-business-profile', '/robots.txt', '/sitemap.xml'];
    const plain = new Map<string, Buffer>();
    for (const path of paths) {
      const res = await raw(server.url, path, { 'accept-encoding': 'br' });
      expect(res.status).toBe(200);
      plain.set(path, res.body);
    }
    const before = counts();
    for (let i = 0; i < 200; i++) {
      const path = paths[i % paths.length]!;
      const res = await raw(server.url, path + randomQuery(), { 'accept-encoding': 'br' });
      expect(res.status).toBe(200);
      expect(res.body.equals(plain.get(path)!)).toBe(true);
    }
    const after = counts();
    expect(after.renders - before.renders).toBe(0);
    expect(after.entries).toBe(before.entries);
  });

  it('the canonical link of a page asked for with a query is the page without it', async () => {
    const body = (await raw(server.url, `/kontakt?u=${randomBytes(4).toString('hex')}`)).body.toString();
    expect(body).toContain(`<link rel="canonical" href="${ORIGIN}/kontakt" />`);
    expect((await raw(server.url, '/en/contact?ref=newsletter')).body.toString()).toContain(
      `<link rel="canonical" href="${ORIGIN}/en/contact" />`,
    );
  });

  it('the parameters pages read still work: ?post= on the blog, ?preview on a post page, the language redirect keeps the query', async () => {
    await raw(server.url, '/blog');
    const before = counts();
    const moved = await raw(server.url, '/en/blog?utm_source=x&post=local-seo-google-business-profile');
    expect(moved.status).toBe(301);
    expect(moved.headers.location).toBe('/en/blog/local-seo-google-business-profile?utm_source=x');
    expect((await raw(server.url, '/blog?post=some-post')).headers.location).toBe('/blog/some-post');

    // A preview without a signed-in session: the 404 page, never stored; it renders, but keeps no entry.
    const preview = await raw(server.url, '/blog/local-seo-google-business-profile?preview=1');
    expect(preview.status).toBe(404);
    expect(preview.headers['cache-control']).toBe('private, no-store');

    const english = await raw(server.url, '/cenik?ref=ad', { 'accept-language': 'en-GB,en;q=0.9' });
    expect(english.status).toBe(302);
    expect(english.headers.location).toBe('/en/cenik?ref=ad');
    const after = counts();
    expect(after.renders - before.renders).toBe(1); // the preview
    expect(after.entries).toBe(before.entries);
  });
});

describe('renders are bounded per second', () => {
  let server: TestServer;
  let counts: () => PageRenderCounts;
  const budget = { perSecond: 2, burst: 5 };
  beforeAll(async () => {
    ({ server, counts } = await serverWithCounts({ publicUrl: ORIGIN, renderBudget: budget }));
  });
  afterAll(() => server?.close());

  it('past the budget a miss is answered 503 with Retry-After (not stored), while cached pages are still served', async () => {
    expect((await raw(server.url, '/cenik')).status).toBe(200);
    const started = Date.now();
    const before = counts();
    // 30 distinct uncached addresses at once (unknown pages: each path is its own page).
    const responses = await Promise.all(Array.from({ length: 30 }, (_, i) => raw(server.url, `/neexistuje-${i}`)));
    const elapsedSeconds = (Date.now() - started) / 1000;
    const after = counts();
    const rendered = responses.filter((res) => res.status === 404);
    const refused = responses.filter((res) => res.status === 503);
    expect(rendered.length + refused.length).toBe(30);
    expect(after.renders - before.renders).toBe(rendered.length);
    expect(after.refused - before.refused).toBe(refused.length);
    // The burst, plus what refilled while the requests ran.
    expect(rendered.length).toBeLessThanOrEqual(budget.burst + Math.ceil(elapsedSeconds * budget.perSecond));
    expect(refused.length).toBeGreaterThan(0);
    for (const res of refused) {
      expect(Number(res.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      expect(res.headers['cache-control']).toBe('no-store');
    }
    // A refused page is not cached: asked again once the budget refilled, it is rendered.
    expect((await raw(server.url, '/cenik')).status).toBe(200);
    const retryAfter = Number(refused[0]!.headers['retry-after']);
    await new Promise((resolve) => setTimeout(resolve, retryAfter * 1000));
    const index = responses.findIndex((res) => res.status === 503);
    expect((await raw(server.url, `/neexistuje-${index}`)).status).toBe(404);
  });

  it('previews spend the same budget', async () => {
    await new Promise((resolve) => setTimeout(resolve, (budget.burst / budget.perSecond) * 1000));
    // At once, as in the test above: one after another on a loaded machine, the budget refilled between them.
    const started = Date.now();
    const statuses = (await Promise.all(Array.from({ length: 30 }, (_, i) => raw(server.url, `/blog/x?preview=${i}`)))).map((res) => res.status);
    const elapsedSeconds = (Date.now() - started) / 1000;
    // The burst, plus what refilled while the requests ran.
    expect(statuses.filter((status) => status === 404).length).toBeLessThanOrEqual(budget.burst + Math.ceil(elapsedSeconds * budget.perSecond));
    expect(statuses).toContain(503);
  });
});
