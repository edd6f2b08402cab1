/**
 * Cookieless analytics in a real browser against the production build (issue 24, docs/privacy.md): every public page
 * in both languages (the sitemap's list: pages and posts) leaves no cookie, no localStorage and no sessionStorage
 * behind — and the visit is counted all the same, on the server (its campaign shows in the read API).
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
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

/** The campaigns of today, as staff read them (signed in with fetch: no browser involved). */
async function campaignsToday(): Promise<{ value: string; views: number }[]> {
  const login = await fetch(`${baseUrl}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(admin) });
  const cookie = login.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Prague' }).format(new Date());
  const res = await fetch(`${baseUrl}/api/admin/analytics/top/campaigns?from=${today}&to=${today}&limit=200`, { headers: { cookie } });
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

    const { context, page } = await openPage(browser, { userAgent: CHROME });
    for (const path of paths) {
      expect(await visit(page, `${baseUrl}${path}?utm_source=e2e&utm_campaign=${CAMPAIGN}`), path).toBe(200);
      const storage = await page.evaluate(() => ({ local: localStorage.length, session: sessionStorage.length, cookie: document.cookie }));
      expect(storage, path).toEqual({ local: 0, session: 0, cookie: '' });
      expect(await context.cookies(), path).toEqual([]);
    }
    await context.close();

    // Written in the next batch (ANALYTICS_FLUSH_SECONDS, 5 s): every view of the campaign, none lost.
    await expect.poll(async () => (await campaignsToday()).find((c) => c.value === CAMPAIGN)?.views, { timeout: 20_000, interval: 1_000 }).toBe(paths.length);
  });
});
