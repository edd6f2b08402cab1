/** Helpers for the public-site journeys and the accessibility suite. */
import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from 'playwright-core';
import { pathInLanguage } from '../../src/shared/site-paths';
import type { Language } from '../../src/shared/constants';
import { AXE_RUN_OPTIONS } from './axe-options';

/** The URL of a public page (unprefixed path) in a language: Czech at the path, English under /en. */
export function pageUrl(baseUrl: string, path: string, lang: Language): string {
  return baseUrl + pathInLanguage(path, lang);
}

/**
 * Resolves once the page's entry script watches the islands and the islands wanted at load are live — most wait for a
 * visitor's first use (decision 005): the page's root element says `data-islands="ready"` — and the browser has
 * painted once after that. Driving the page then is what a visitor does: a click before an island is live is replayed
 * once it is, a form sent before is sent by the island. `scrollToIsland` makes an island live as a visitor reaching it.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.islands === 'ready');
  await nextFrame(page);
}

/** Resolves once the browser has painted a frame. */
function nextFrame(page: Page): Promise<unknown> {
  return page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => resolve(null))));
}

/** In the page: whether the island holding `element` is live (hydrateRoot marks its container). */
const liveIslandHolds = (element: Element | null): boolean => {
  const island = element?.closest('[data-island]');
  return !!island && Object.keys(island).some((key) => key.startsWith('__reactContainer'));
};

/**
 * Makes every island of the page live, as a visitor passing the pointer over each would (a pointerover inside each),
 * and resolves once all are: for checks of the whole page's script (CSP, injected scripts).
 */
export async function wakeEveryIsland(page: Page): Promise<void> {
  await waitForHydration(page);
  await page.evaluate(() => {
    for (const island of document.querySelectorAll('[data-island]')) {
      island.firstElementChild?.dispatchEvent(new PointerEvent('pointerover', { bubbles: true }));
    }
  });
  await page.waitForFunction(() =>
    Array.from(document.querySelectorAll('[data-island]')).every((island) =>
      Object.keys(island).some((key) => key.startsWith('__reactContainer')),
    ),
  );
  await nextFrame(page);
}

/** Whether the island holding `target` is live (hydrateRoot marks its container). */
export function islandIsLive(target: Locator): Promise<boolean> {
  return target.evaluate(liveIslandHolds);
}

/**
 * Scrolls `target` (inside an island) into view and reaches it as a visitor would — the pointer over it — then
 * resolves once its island is live.
 */
export async function scrollToIsland(target: Locator): Promise<void> {
  await target.scrollIntoViewIfNeeded();
  await target.hover();
  await target.page().waitForFunction(liveIslandHolds, await target.elementHandle());
  await nextFrame(target.page());
}

/** Opens a page, waits for hydration; returns the HTTP status. */
export async function visit(page: Page, url: string): Promise<number | undefined> {
  const response = await page.goto(url, { waitUntil: 'load' });
  await waitForHydration(page);
  return response?.status();
}

/**
 * Runs axe (all its default rules: WCAG 2.x A/AA and best practices) on the page and returns a readable list of
 * violations. Legacy mode runs axe in the page itself: the public pages have no iframes, and the default mode opens
 * an extra blank page per analysis to merge frame results, which doubles the time.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).options(AXE_RUN_OPTIONS).setLegacyMode(true).analyze();
  return results.violations.map(
    (v) =>
      `${v.id} (${v.impact ?? 'n/a'}): ${v.help}\n` +
      v.nodes
        .slice(0, 5)
        .map((n) => `    ${n.target.join(' ')} — ${n.failureSummary?.replace(/\s+/g, ' ') ?? ''}`)
        .join('\n'),
  );
}

/** Console errors worth failing on (the 404 page's own HTTP status is reported by Chromium as an error). */
export function realConsoleErrors(errors: readonly string[], allow404 = false): string[] {
  return errors.filter((e) => !(allow404 && /404/.test(e)));
}
