/**
 * Accessibility of the public site (issue "Public site" item 9): axe-core finds no violations on every public page
 * in both languages at desktop and phone widths, on the 404 page, and in the interactive states (mobile drawer,
 * showcase-project dialog, blog-post dialog, contact form with validation errors). On a server of its own: the site
 * as installed, with its initial content only, whatever the other journeys published on the shared server.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGES, type Language } from '../../src/shared/constants';
import { PUBLIC_PAGES } from '../../src/shared/site-paths';
import { DESKTOP, openPage, PHONE, type TrackedPage } from '../support/browser';
import { startOwnServer, type OwnServer } from '../support/own-server';
import { axeViolations, pageUrl, realConsoleErrors, visit } from '../support/public-site';

const WIDTHS = { desktop: DESKTOP, phone: PHONE } as const;
type Width = keyof typeof WIDTHS;

let site: OwnServer;
let baseUrl: string;
const tabs = new Map<Width, TrackedPage>();

beforeAll(async () => {
  site = await startOwnServer({ dataPrefix: 'agency-e2e-a11y', admin: { username: 'a11y-admin', password: 'a11y-password-1' } });
  baseUrl = site.url;
  for (const width of Object.keys(WIDTHS) as Width[]) {
    tabs.set(width, await openPage(site.browser, { viewport: WIDTHS[width], locale: 'cs-CZ' }));
  }
});
afterAll(async () => {
  for (const tab of tabs.values()) await tab.context.close();
  await site?.stop();
});

function tab(width: Width): TrackedPage {
  const t = tabs.get(width);
  if (!t) throw new Error(`no ${width} page`);
  return t;
}

async function expectNoViolations(page: Page, what: string): Promise<void> {
  const violations = await axeViolations(page);
  expect(violations, `axe violations on ${what}:\n${violations.join('\n')}`).toEqual([]);
}

const cases = PUBLIC_PAGES.flatMap((path) =>
  LANGUAGES.flatMap((lang) => (Object.keys(WIDTHS) as Width[]).map((width) => ({ path, lang, width }))),
);

// Pages are independent (each test has its own tab in the width's context), so they run a few at a time.
describe.concurrent('axe: every public page, both languages, desktop and phone', () => {
  async function checkPage(url: string, width: Width, what: string, status: number, lang: Language) {
    const page = await tab(width).context.newPage();
    const consoleErrors: string[] = [];
    page.on('console', (msg) => {
      if (msg.type() === 'error') consoleErrors.push(msg.text());
    });
    page.on('pageerror', (err) => consoleErrors.push(String(err)));
    try {
      expect(await visit(page, url)).toBe(status);
      await expect(page.locator('html').getAttribute('lang')).resolves.toBe(lang);
      await expectNoViolations(page, what);
      expect(realConsoleErrors(consoleErrors, status === 404)).toEqual([]);
    } finally {
      await page.close();
    }
  }

  it.each(cases)('$path ($lang, $width)', async ({ path, lang, width }) => {
    const url = pageUrl(baseUrl, path, lang);
    await checkPage(url, width, `${pageUrl('', path, lang)} at ${WIDTHS[width].width}px`, 200, lang);
  });

  it.each(LANGUAGES.flatMap((lang) => (Object.keys(WIDTHS) as Width[]).map((width) => ({ lang, width }))))(
    '404 page ($lang, $width)',
    async ({ lang, width }) => {
      const url = pageUrl(baseUrl, '/nonexistent-page', lang);
      await checkPage(url, width, `the ${lang} 404 page at ${WIDTHS[width].width}px`, 404, lang);
    },
  );
});

describe('axe: interactive states', () => {
  it.each(LANGUAGES)('the open mobile drawer with Services expanded (%s)', async (lang: Language) => {
    const { page } = tab('phone');
    await visit(page, pageUrl(baseUrl, '/pricing', lang));
    await page.getByRole('button', { name: lang === 'cs' ? 'Otevřít menu' : 'Open menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await drawer.waitFor();
    await drawer.getByRole('button', { name: lang === 'cs' ? 'Služby' : 'Services' }).click();
    await drawer.getByRole('link', { name: 'Marketing' }).waitFor();
    await expectNoViolations(page, `the open ${lang} drawer`);
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'detached' });
  });

  it.each(LANGUAGES)('an open showcase-project dialog (%s)', async (lang: Language) => {
    const { page } = tab('desktop');
    await visit(page, pageUrl(baseUrl, '/', lang));
    await page
      .getByRole('button', { name: `${lang === 'cs' ? 'Zobrazit více' : 'View more'}: Vlna & Len` })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Vlna & Len' });
    await dialog.waitFor();
    await expectNoViolations(page, `the ${lang} showcase-project dialog`);
  });

  it.each(LANGUAGES)('an open blog-post dialog (%s)', async (lang: Language) => {
    const { page } = tab('phone');
    await visit(page, pageUrl(baseUrl, '/blog', lang));
    const firstTitle = page.locator('main article h2 button').first();
    const title = (await firstTitle.textContent())?.trim() ?? '';
    await firstTitle.click();
    await page.getByRole('dialog', { name: title }).waitFor();
    await expectNoViolations(page, `the ${lang} blog-post dialog`);
  });

  it.each(LANGUAGES)('the contact form showing validation errors (%s)', async (lang: Language) => {
    const { page } = tab('desktop');
    await visit(page, pageUrl(baseUrl, '/contact', lang));
    await page.getByLabel(lang === 'cs' ? 'E-mail' : 'Email', { exact: true }).fill('not-an-email');
    await page.getByRole('button', { name: lang === 'cs' ? 'Odeslat zprávu' : 'Send message' }).click();
    await expect.poll(() => page.getByRole('alert').count()).toBeGreaterThan(0);
    await page.locator('[aria-invalid="true"]').nth(2).waitFor();
    await expectNoViolations(page, `the ${lang} contact form with errors`);
  });
});
