/**
 * When islands hydrate (decision 005): the page paints before its scripts load, the islands near the viewport
 * hydrate at load, those further down when they come near, and a click made before an island's code has arrived
 * still takes effect once it has.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { home as enHome } from '../src/shared/site-texts/en/home';
import { PAGE_ISLANDS_ELEMENT_ID } from '../src/shared/page-rendering';
import { launchBrowser, openPage, PHONE } from './support/browser';
import { realConsoleErrors, scrollToIsland, visit } from './support/public-site';

const baseUrl = inject('baseUrl');
const WHY_US_CHUNK = /\/assets\/why-choose-us-section-[\w-]+\.js$/;
const learnMore = (page: Page) =>
  page.getByRole('button', { name: `${enHome.whyUs.learnMore}: ${enHome.whyUs.items.local.title}` });
/** Whether the page's island `name` is hydrated (hydrateRoot marks its container). */
const isHydrated = (page: Page, name: string) =>
  page.evaluate(
    ([name, recordsId]) => {
      const records = JSON.parse(document.getElementById(recordsId)?.textContent ?? '{"islands":[]}') as {
        islands: { name: string }[];
      };
      const index = records.islands.findIndex((island) => island.name === name);
      const container = document.querySelector(`[data-island="${index}"]`);
      return !!container && Object.keys(container).some((key) => key.startsWith('__reactContainer'));
    },
    [name, PAGE_ISLANDS_ELEMENT_ID] as const,
  );

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('island hydration on a phone', () => {
  it('hydrates the header at load and an island further down only when it comes near, then it works', async () => {
    const { page, context, consoleErrors } = await openPage(browser, { viewport: PHONE, locale: 'en-US' });
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await visit(page, `${baseUrl}/en`);
    expect(await isHydrated(page, 'site-header')).toBe(true);
    await page.waitForLoadState('networkidle');
    expect(await isHydrated(page, 'why-choose-us')).toBe(false);
    expect(scripts.filter((url) => WHY_US_CHUNK.test(url))).toEqual([]);

    await scrollToIsland(learnMore(page));
    expect(scripts.filter((url) => WHY_US_CHUNK.test(url))).toHaveLength(1);
    await learnMore(page).click();
    await page.getByRole('dialog', { name: enHome.whyUs.items.local.title }).waitFor();
    expect(realConsoleErrors(consoleErrors)).toEqual([]);
    await context.close();
  });

  it('a click made before the island’s code has arrived takes effect once it has', async () => {
    const { page, context, consoleErrors } = await openPage(browser, { viewport: PHONE, locale: 'en-US' });
    // The island's chunk is held back until the click has been made.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let asked = false;
    await page.route(WHY_US_CHUNK, async (route) => {
      asked = true;
      await held;
      await route.continue();
    });
    await visit(page, `${baseUrl}/en`);
    await learnMore(page).click();
    expect(asked).toBe(true);
    expect(await isHydrated(page, 'why-choose-us')).toBe(false);
    const dialog = page.getByRole('dialog', { name: enHome.whyUs.items.local.title });
    expect(await dialog.count()).toBe(0);

    release();
    await dialog.waitFor();
    expect(realConsoleErrors(consoleErrors)).toEqual([]);
    await context.close();
  });

  it('paints the page before any script but the small entry is asked for', async () => {
    const { page, context } = await openPage(browser, { viewport: PHONE, locale: 'en-US' });
    await visit(page, `${baseUrl}/en/about`);
    const timing = await page.evaluate(() => ({
      firstPaint: performance.getEntriesByName('first-paint')[0]?.startTime ?? Infinity,
      scripts: performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.endsWith('.js'))
        .map((entry) => ({ url: new URL(entry.name).pathname, start: entry.startTime })),
    }));
    const afterEntry = timing.scripts.filter(({ url }) => !/\/assets\/(site|preload-helper)-[\w-]+\.js$/.test(url));
    expect(afterEntry.length).toBeGreaterThan(0);
    for (const script of afterEntry) expect(script.start, script.url).toBeGreaterThan(timing.firstPaint);
    await context.close();
  });
});
