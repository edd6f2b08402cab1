/**
 * Public-site journeys against the production build, part 3 (docs/product/public-site.md#pages-and-languages,
 * docs/product/rules.md#layout-and-timing): the blog dialog, the phone drawer, 404 routes, keyboard use, and motion
 * with and without prefers-reduced-motion.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { pricing as csPricing } from '../src/shared/site-texts/cs/pricing';
import { site as csSite } from '../src/client/i18n/cs/site';
import { layout as csLayout } from '../src/shared/site-texts/cs/layout';
import { PAGE_FADE_MS } from '../src/client/public-site/layout/layout-constants';
import { launchBrowser, openPage, PHONE } from './support/browser';
import { realConsoleErrors, visit } from './support/public-site';

const baseUrl = inject('baseUrl');

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('blog', () => {
  it('opens a post in a dialog from its card and closes it again', async () => {
    const { page, context, consoleErrors } = await openPage(browser, { locale: 'en-US' });
    await visit(page, `${baseUrl}/en/blog`);
    const card = page.locator('main article').nth(1);
    const title = (await card.locator('h2').textContent())?.trim() ?? '';
    expect(title).not.toBe('');
    await card.click();
    const dialog = page.getByRole('dialog', { name: title });
    await dialog.waitFor();
    await dialog.getByRole('heading', { name: title }).waitFor();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect(page.getByRole('dialog').count()).resolves.toBe(0);
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent?.trim())).toBe(title);
    expect(realConsoleErrors(consoleErrors)).toEqual([]);
    await context.close();
  });
});

describe('phone drawer', () => {
  it('at 390 px: open the menu, expand Services, choose a service → the drawer closes and the page changes', async () => {
    const { page, context, consoleErrors } = await openPage(browser, { viewport: PHONE, locale: 'cs-CZ' });
    await visit(page, `${baseUrl}/about`);
    await expect(page.getByRole('navigation', { name: csLayout.nav.mainNavigation }).isVisible()).resolves.toBe(false);
    await page.getByRole('button', { name: csLayout.nav.openMenu }).click();
    const drawer = page.getByRole('dialog', { name: csLayout.nav.menuTitle });
    await drawer.waitFor();
    // docs/product/rules.md#layout-and-timing: drawer width 300 px on small screens (layout width: the slide-in transform may still be running).
    await expect.poll(() => drawer.evaluate((el) => (el as HTMLElement).offsetWidth)).toBe(300);
    const marketing = drawer.getByRole('link', { name: csLayout.nav.serviceLinks.marketing.title });
    await expect(marketing.count()).resolves.toBe(0);
    await drawer.getByRole('button', { name: csLayout.nav.services }).click();
    await marketing.click();
    await page.waitForURL(`${baseUrl}/services/marketing`);
    await drawer.waitFor({ state: 'detached' });
    await page.getByRole('heading', { level: 1 }).filter({ hasText: /marketing/i }).waitFor();
    expect(realConsoleErrors(consoleErrors)).toEqual([]);
    await context.close();
  });
});

describe('404 routes', () => {
  const MISSING = ['/portfolio', '/services/unknown', '/nonexistent'];

  it.each(MISSING.flatMap((path) => [path, `/en${path}`]))('%s answers 404 with the not-found texts', async (path) => {
    const res = await fetch(baseUrl + path, { redirect: 'manual' });
    expect(res.status).toBe(404);
    const html = await res.text();
    if (path.startsWith('/en/')) {
      expect(html).toContain('<html lang="en">');
      expect(html).toContain('<title>Page Not Found');
      expect(html).toContain('404 Page Not Found');
      expect(html).toContain('Did you forget to add the page to the router?');
    } else {
      expect(html).toContain('<html lang="cs">');
      expect(html).toContain(csSite.notFound.heading);
      expect(html).toContain(csSite.notFound.hint);
    }
    expect(html).toContain('<meta name="robots" content="noindex" />');
  });

  it('renders in the browser without console errors other than the 404 itself', async () => {
    const { page, context, consoleErrors } = await openPage(browser, { locale: 'en-US' });
    expect(await visit(page, `${baseUrl}/en/services/unknown`)).toBe(404);
    await page.getByRole('heading', { name: '404 Page Not Found' }).waitFor();
    await expect(page.title()).resolves.toContain('Page Not Found');
    expect(realConsoleErrors(consoleErrors, true)).toEqual([]);
    await context.close();
  });
});

describe('keyboard', () => {
  it('the first Tab reaches the skip link, which moves focus to main; nav links show a focus outline', async () => {
    const { page, context, consoleErrors } = await openPage(browser, { locale: 'cs-CZ' });
    await visit(page, `${baseUrl}/pricing`);
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: csSite.common.skipToContent });
    await expect.poll(() => skip.evaluate((el) => el === document.activeElement)).toBe(true);
    const box = await skip.boundingBox();
    expect(box && box.width > 10 && box.height > 10, 'the focused skip link is visible').toBe(true);
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('main');
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('MAIN');

    await visit(page, `${baseUrl}/pricing`);
    const nav = page.getByRole('navigation', { name: csLayout.nav.mainNavigation });
    const blogLink = nav.getByRole('link', { name: csLayout.nav.blog });
    for (let i = 0; i < 12 && !(await blogLink.evaluate((el) => el === document.activeElement)); i++) {
      await page.keyboard.press('Tab');
    }
    const outline = await blogLink.evaluate((el) => {
      const style = getComputedStyle(el);
      return { focused: el === document.activeElement, style: style.outlineStyle, width: parseFloat(style.outlineWidth) };
    });
    expect(outline).toEqual({ focused: true, style: 'solid', width: 2 });
    expect(realConsoleErrors(consoleErrors)).toEqual([]);
    await context.close();
  });
});

describe('motion', () => {
  const counterValues = (page: Page) => page.locator('section[aria-labelledby="stats-title"] dd').allTextContents();
  /**
   * Pages are separate documents; the fade is a cross-document view transition. Records, in every document of the
   * context, whether the page was revealed with one and the durations of the old/new page animations.
   */
  const recordPageReveal = (page: Page) =>
    page.addInitScript(() => {
      window.addEventListener('pagereveal', (event) => {
        const record = (reveal: unknown) => ((window as unknown as { reveal: unknown }).reveal = reveal);
        const transition = (event as Event & { viewTransition?: { ready: Promise<void> } | null }).viewTransition;
        if (!transition) {
          record({ transition: false, durations: [] });
          return;
        }
        // The animations exist once the transition is ready.
        void transition.ready.then(() =>
          record({
            transition: true,
            durations: document
              .getAnimations()
              .filter((a) => (a.effect as KeyframeEffect | null)?.pseudoElement?.startsWith('::view-transition'))
              .map((a) => `${(a.effect as KeyframeEffect).pseudoElement} ${String(a.effect?.getTiming().duration)}`),
          }),
        );
      });
    });
  const fadeOnArrival = (page: Page) =>
    page.waitForFunction(() => (window as unknown as { reveal?: unknown }).reveal).then((handle) => handle.jsonValue());

  it('with prefers-reduced-motion the counters show their final values at once and pages do not fade', async () => {
    const { page, context, consoleErrors } = await openPage(browser, { locale: 'cs-CZ', reducedMotion: 'reduce' });
    await recordPageReveal(page);
    await visit(page, `${baseUrl}/`);
    await page.locator('#stats-title').evaluate((el) => el.closest('section')?.scrollIntoView());
    for (let i = 0; i < 5; i++) {
      expect(await counterValues(page)).toEqual(['10+', '40+', '5+']);
      await page.waitForTimeout(100);
    }
    await page.getByRole('navigation', { name: csLayout.nav.mainNavigation }).getByRole('link', { name: csLayout.nav.pricing }).click();
    await page.waitForURL(`${baseUrl}/pricing`);
    await page.getByRole('heading', { level: 1, name: csPricing.heading }).waitFor();
    expect(await fadeOnArrival(page)).toEqual({ transition: false, durations: [] });
    expect(realConsoleErrors(consoleErrors)).toEqual([]);
    await context.close();
  });

  it('without it the counters count up from 0 and a location change fades the pages out and in over 0.3 s', async () => {
    const { page, context, consoleErrors } = await openPage(browser, { locale: 'cs-CZ', reducedMotion: 'no-preference' });
    await recordPageReveal(page);
    await visit(page, `${baseUrl}/`);
    await page.locator('#stats-title').evaluate((el) => el.closest('section')?.scrollIntoView());
    await expect.poll(async () => Number.parseInt((await counterValues(page))[1] ?? '', 10), { interval: 20 }).toBeLessThan(40);
    await expect.poll(() => counterValues(page), { timeout: 5000 }).toEqual(['10+', '40+', '5+']);
    await page.getByRole('navigation', { name: csLayout.nav.mainNavigation }).getByRole('link', { name: csLayout.nav.pricing }).click();
    await page.waitForURL(`${baseUrl}/pricing`);
    await page.getByRole('heading', { level: 1, name: csPricing.heading }).waitFor();
    // The old page fades out and the new one in, each over 0.3 s.
    const reveal = (await fadeOnArrival(page)) as { transition: boolean; durations: string[] };
    expect(reveal.transition).toBe(true);
    expect(reveal.durations).toEqual(
      expect.arrayContaining([`::view-transition-old(root) ${PAGE_FADE_MS}`, `::view-transition-new(root) ${PAGE_FADE_MS}`]),
    );
    expect(realConsoleErrors(consoleErrors)).toEqual([]);
    await context.close();
  });
});
