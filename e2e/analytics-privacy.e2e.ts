/**
 * Cookieless analytics in a real browser against the production build (issue 24, docs/privacy.md): every public page
 * in both languages (the sitemap's list: pages and posts) leaves no cookie, no localStorage and no sessionStorage
 * behind — and the visit is counted all the same, on the server (its campaign shows in the read API). And the built
 * server writes every buffered view when stopped with SIGTERM (issue 24: a clean stop loses none).
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ANALYTICS_VIEWS_PER_VISITOR_PER_MINUTE } from '../src/shared/analytics';
import { signIn, startServer } from '../src/server/test/server-process';
import { temporaryDataDir } from '../src/server/test/temporary-database';
import { launchBrowser, openPage } from './support/browser';
import { visit } from './support/public-site';

const baseUrl = inject('baseUrl');
const admin = { username: inject('adminUsername'), password: inject('adminPassword') };

/** A desktop Chrome's user agent: headless Chromium names itself HeadlessChrome, which isbot (rightly) leaves out. */
const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const CAMPAIGN = `e2e-privacy-${Date.now()}`;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** Today's top values of a breakdown, as staff read them (signed in with fetch: no browser involved). */
async function topToday(url: string, cookie: string, breakdown: 'campaigns' | 'pages'): Promise<{ value: string; views: number }[]> {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Prague' }).format(new Date());
  const res = await fetch(`${url}/api/admin/analytics/top/${breakdown}?from=${today}&to=${today}&limit=200`, { headers: { cookie } });
  expect(res.status).toBe(200);
  return ((await res.json()) as { rows: { value: string; views: number }[] }).rows;
}

describe('public pages in Chromium: no cookie, no storage, counted anyway', () => {
  it('every public page in both languages', async () => {
    const sitemap = await (await fetch(`${baseUrl}/sitemap.xml`)).text();
    const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
    expect(paths).toContain('/pricing');
    expect(paths).toContain('/en/pricing');
    expect(paths.some((p) => p.startsWith('/blog/'))).toBe(true);

    // One visitor counts at most ANALYTICS_VIEWS_PER_VISITOR_PER_MINUTE views a minute (docs/product/analytics.md): the
    // pages are read by as many visitors (browsers of another version: another visitor hash) as that takes.
    for (let first = 0; first < paths.length; first += ANALYTICS_VIEWS_PER_VISITOR_PER_MINUTE) {
      const userAgent = CHROME.replace('Chrome/131.0.0.0', `Chrome/131.0.0.${first}`);
      const { context, page } = await openPage(browser, { userAgent });
      for (const path of paths.slice(first, first + ANALYTICS_VIEWS_PER_VISITOR_PER_MINUTE)) {
        expect(await visit(page, `${baseUrl}${path}?utm_source=e2e&utm_campaign=${CAMPAIGN}`), path).toBe(200);
        const storage = await page.evaluate(() => ({ local: localStorage.length, session: sessionStorage.length, cookie: document.cookie }));
        expect(storage, path).toEqual({ local: 0, session: 0, cookie: '' });
        expect(await context.cookies(), path).toEqual([]);
      }
      await context.close();
    }

    // Written in the next batch (ANALYTICS_FLUSH_SECONDS, 5 s): every view of the campaign, none lost.
    const cookie = await signIn(baseUrl, admin.username, admin.password);
    await expect.poll(async () => (await topToday(baseUrl, cookie, 'campaigns')).find((c) => c.value === CAMPAIGN)?.views, { timeout: 20_000, interval: 1_000 }).toBe(paths.length);
  });

  it('SIGTERM writes every buffered view before the process exits', async () => {
    const data = temporaryDataDir('agency-analytics-stop');
    const env = { DATA_DIR: data.dataDir, ADMIN_USERNAME: 'stats-admin', ADMIN_PASSWORD: 'stats-pass-1', ANALYTICS_FLUSH_SECONDS: '300' };
    try {
      const first = await startServer(env);
      for (let i = 0; i < 10; i++) expect((await fetch(`${first.url}/about`, { headers: { 'user-agent': CHROME } })).status).toBe(200);
      expect(await first.stop()).toBe(0);
      const second = await startServer(env);
      try {
        const cookie = await signIn(second.url, env.ADMIN_USERNAME, env.ADMIN_PASSWORD);
        expect((await topToday(second.url, cookie, 'pages')).find((p) => p.value === '/about')?.views).toBe(10);
      } finally {
        await second.stop();
      }
    } finally {
      data.remove();
    }
  }, 120_000);
});
