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
 * Resolves once React has hydrated every island the visitor can see (hydrateRoot marks each container), and the
 * browser has painted once after that. Islands further down hydrate as they come near the viewport: `scrollToIsland`.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const hydrated = (island: Element) => Object.keys(island).some((key) => key.startsWith('__reactContainer'));
    // An island's container has no box of its own (display: contents): its children are what can be seen.
    const inView = (island: Element) =>
      Array.from(island.children).some((child) => {
        const box = child.getBoundingClientRect();
        return box.bottom > 0 && box.top < window.innerHeight;
      });
    const islands = Array.from(document.querySelectorAll('[data-island]'));
    return islands.some(hydrated) && islands.filter(inView).every(hydrated);
  });
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => resolve(null))));
}

/** Scrolls `target` (inside an island) into view and resolves once its island is hydrated, as a visitor would. */
export async function scrollToIsland(target: Locator): Promise<void> {
  await target.scrollIntoViewIfNeeded();
  await target.page().waitForFunction(
    (element) => {
      const island = element?.closest('[data-island]');
      return !!island && Object.keys(island).some((key) => key.startsWith('__reactContainer'));
    },
    await target.elementHandle(),
  );
  await target.page().evaluate(() => new Promise((resolve) => requestAnimationFrame(() => resolve(null))));
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
