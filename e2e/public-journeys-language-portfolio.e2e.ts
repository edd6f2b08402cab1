/**
 * Public-site journeys against the production build, part 1 (docs/product/public-site.md#language,
 * docs/product/public-site.md#portfolio-section): the language switch and its persistence; the portfolio filter and
 * dialog. No console errors on any page. Parts 2–4: public-journeys-pricing-contact, -navigation, -served-html.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { pricing as csPricing } from '../src/shared/site-texts/cs/pricing';
import { site as csSite } from '../src/client/i18n/cs/site';
import { pricing as enPricing } from '../src/shared/site-texts/en/pricing';
import { site as enSite } from '../src/client/i18n/en/site';
import { INITIAL_PORTFOLIO_ITEMS } from '../src/shared/initial-content';
import { LANGUAGE_STORAGE_KEY } from '../src/shared/constants';
import { launchBrowser, openPage } from './support/browser';
import { realConsoleErrors, scrollToIsland, visit } from './support/public-site';

/** The six initial projects (decision 019): what the home portfolio shows first on a new database. */
const SHOWCASE_PROJECTS = INITIAL_PORTFOLIO_ITEMS.map((p) => ({
  name: p.translations.cs.title,
  services: p.services,
  url: p.link,
  challenge: { cs: p.translations.cs.challenge },
  solution: { cs: p.translations.cs.solution },
}));

const baseUrl = inject('baseUrl');

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** The path of the page's current URL (with the query). */
function pathOf(page: Page): string {
  const url = new URL(page.url());
  return url.pathname + url.search;
}

describe('language switch', () => {
  it('switches /pricing to English from the header dropdown, remembers it, and switches back', async () => {
    const { page, context, consoleErrors } = await openPage(browser, { locale: 'cs-CZ' });
    await visit(page, `${baseUrl}/pricing`);
    await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('cs');

    await page.getByRole('button', { name: `${csSite.language.label}: ${csSite.language.cs}` }).click();
    await page.getByRole('banner').getByRole('link', { name: 'English' }).click();
    await page.waitForURL(`${baseUrl}/en/pricing`);
    await page.getByRole('heading', { level: 1, name: enPricing.heading }).waitFor();
    await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('en');
    await page.getByText(enSite.language.changed).waitFor();
    await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), LANGUAGE_STORAGE_KEY)).toBe('en');

    // The choice is kept: the unprefixed home page now sends to the English one (cookie read by the server).
    await visit(page, `${baseUrl}/`);
    expect(pathOf(page)).toBe('/en');
    await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('en');

    await page.getByRole('button', { name: `${enSite.language.label}: ${enSite.language.en}` }).click();
    await page.getByRole('banner').getByRole('link', { name: csSite.language.cs }).click();
    await page.waitForURL(`${baseUrl}/`);
    await page.getByText(csSite.language.changed).waitFor();
    await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('cs');
    await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), LANGUAGE_STORAGE_KEY)).toBe('cs');
    // The toast is for the switch only: opening another page shows none.
    await visit(page, `${baseUrl}/about`);
    await page.waitForTimeout(300);
    await expect(page.getByText(csSite.language.changed).count()).resolves.toBe(0);
    await visit(page, `${baseUrl}/pricing`);
    expect(pathOf(page)).toBe('/pricing');
    await page.getByRole('heading', { level: 1, name: csPricing.heading }).waitFor();

    expect(realConsoleErrors(consoleErrors)).toEqual([]);
    await context.close();
  });
});

describe('portfolio', () => {
  /** The cards that are shown, with their service labels (cards leaving are inert and aria-hidden, then removed). */
  const shownCards = (page: Page) =>
    page.locator('#portfolio li[data-phase]:not([data-phase="exit"]) article').evaluateAll((articles) =>
      articles.map((a) => ({
        name: a.querySelector('h3')?.textContent ?? '',
        services: [...a.querySelectorAll('ul li')].map((li) => li.textContent ?? ''),
      })),
    );
  const names = async (page: Page) => (await shownCards(page)).map((card) => card.name);

  it('filters by the union of the selected services; the dialog has Challenge, Solution and a new-tab link', async () => {
    const { page, context, consoleErrors } = await openPage(browser, { locale: 'cs-CZ' });
    await visit(page, `${baseUrl}/`);
    const filters = page.getByRole('group', { name: 'Filtrovat projekty podle služby' });
    // The portfolio is far down the page: it hydrates as it comes near.
    await scrollToIsland(filters);
    const builtIn = SHOWCASE_PROJECTS.map((p) => p.name);
    expect(builtIn).toHaveLength(6);
    // The six built-in projects come first (items featured in the back office, if any, follow them).
    const all = await shownCards(page);
    expect(all.slice(0, 6).map((card) => card.name)).toEqual(builtIn);

    const social = filters.getByRole('button', { name: 'Správa sociálních médií' });
    const marketing = filters.getByRole('button', { name: 'Marketing' });
    await social.click();
    await marketing.click();
    await expect.poll(() => social.getAttribute('aria-pressed')).toBe('true');
    await expect.poll(() => marketing.getAttribute('aria-pressed')).toBe('true');
    const union = all
      .filter((card) => card.services.includes('Správa sociálních médií') || card.services.includes('Marketing'))
      .map((card) => card.name);
    const builtInUnion = SHOWCASE_PROJECTS.filter((p) => p.services.includes('social') || p.services.includes('marketing'));
    const builtInBoth = SHOWCASE_PROJECTS.filter((p) => p.services.includes('social') && p.services.includes('marketing'));
    expect(union.slice(0, builtInUnion.length)).toEqual(builtInUnion.map((p) => p.name));
    // The data tells a union from an intersection and from "everything".
    expect(builtInUnion.length).toBeGreaterThan(builtInBoth.length);
    expect(builtInUnion.length).toBeLessThan(builtIn.length);
    await expect.poll(() => names(page)).toEqual(union);

    await social.click();
    await marketing.click();
    await expect.poll(() => social.getAttribute('aria-pressed')).toBe('false');
    await expect.poll(() => marketing.getAttribute('aria-pressed')).toBe('false');
    await expect.poll(() => names(page)).toEqual(all.map((card) => card.name));

    const project = SHOWCASE_PROJECTS.find((p) => p.name === 'Vlna & Len');
    if (!project?.challenge || !project.solution || !project.url) throw new Error('Vlna & Len is a built-in project with its story');
    const viewMore = page.getByRole('button', { name: `Zobrazit více: ${project.name}` });
    await viewMore.click();
    const dialog = page.getByRole('dialog', { name: project.name });
    await dialog.waitFor();
    await dialog.getByRole('heading', { name: 'Výzva' }).waitFor();
    await dialog.getByText(project.challenge.cs).waitFor();
    await dialog.getByRole('heading', { name: 'Řešení' }).waitFor();
    await dialog.getByText(project.solution.cs).waitFor();
    const link = dialog.getByRole('link', { name: /Navštívit web/ });
    await expect.poll(() => link.getAttribute('target')).toBe('_blank');
    await expect.poll(() => link.getAttribute('href')).toBe(project.url);

    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(
      `Zobrazit více: ${project.name}`,
    );
    expect(realConsoleErrors(consoleErrors)).toEqual([]);
    await context.close();
  });
});
