/**
 * When islands hydrate (decision 005): a page that is only read runs no more than its small entry script — no React —
 * and an island becomes live when a visitor reaches it; a click made, or a form sent, before an island's code has
 * arrived still takes effect once it has.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { contact as enContact } from '../src/shared/site-texts/en/contact';
import { home as enHome } from '../src/shared/site-texts/en/home';
import { layout as enLayout } from '../src/shared/site-texts/en/layout';
import { PAGE_ISLANDS_ELEMENT_ID } from '../src/shared/page-rendering';
import { launchBrowser, openPage, PHONE } from './support/browser';
import { islandIsLive, realConsoleErrors, scrollToIsland, visit } from './support/public-site';

const baseUrl = inject('baseUrl');
const WHY_US_CHUNK = /\/assets\/why-choose-us-section-[\w-]+\.js$/;
const CONTACT_CHUNK = /\/assets\/contact-form-[\w-]+\.js$/;
const REACT_DOM_CHUNK = /\/assets\/react-dom-[\w-]+\.js$/;
/** The entry's own scripts: all a page that is only read loads. */
const ENTRY_SCRIPTS = /\/assets\/(site|preload-helper|language-choice)-[\w-]+\.js$/;
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
  it('a page that is only read loads no React; an island goes live when a visitor reaches it, then it works', async () => {
    const { page, context, consoleErrors } = await openPage(browser, { viewport: PHONE, locale: 'en-US', hasTouch: true });
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await visit(page, `${baseUrl}/en`);
    await page.waitForLoadState('networkidle');
    expect(scripts.filter((url) => !ENTRY_SCRIPTS.test(url))).toEqual([]);
    expect(await isHydrated(page, 'site-header')).toBe(false);

    // A tap on the menu button: the header's code and React arrive, and the tap opens the drawer.
    await page.getByRole('button', { name: enLayout.nav.openMenu }).tap();
    const drawer = page.getByRole('dialog', { name: enLayout.nav.menuTitle });
    await drawer.waitFor();
    expect(scripts.some((url) => REACT_DOM_CHUNK.test(url))).toBe(true);
    expect(await isHydrated(page, 'site-header')).toBe(true);
    expect(await isHydrated(page, 'why-choose-us')).toBe(false);
    expect(scripts.filter((url) => WHY_US_CHUNK.test(url))).toEqual([]);
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden' });

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

  it('a message typed and sent before the contact form’s code has arrived is sent by the form once it has', async () => {
    const { page, context, consoleErrors } = await openPage(browser, { viewport: PHONE, locale: 'en-US' });
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(CONTACT_CHUNK, async (route) => {
      await held;
      await route.continue();
    });
    await visit(page, `${baseUrl}/en/contact`);
    let navigations = 0;
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) navigations += 1;
    });
    const sentByScript: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && ['fetch', 'xhr'].includes(request.resourceType())) sentByScript.push(request.url());
    });
    await page.getByLabel(enContact.form.name, { exact: true }).fill('Hana Early');
    await page.getByLabel(enContact.form.email, { exact: true }).fill('hana.early@example.com');
    await page.getByLabel(enContact.form.message, { exact: true }).fill('Typed before the form was live.');
    await page.getByRole('button', { name: enContact.form.submit }).click();
    // Held, not posted as a classic form: the page stays, nothing is sent yet.
    await page.waitForTimeout(300);
    expect(navigations).toBe(0);
    expect(sentByScript).toEqual([]);
    expect(await islandIsLive(page.getByRole('button', { name: enContact.form.submit }))).toBe(false);

    release();
    await page.getByText(enContact.form.successTitle).first().waitFor();
    expect(navigations).toBe(0);
    expect(sentByScript.filter((url) => url.endsWith('/api/contact'))).toHaveLength(1);
    expect(realConsoleErrors(consoleErrors)).toEqual([]);
    await context.close();
  });
});
