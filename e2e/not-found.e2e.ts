import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, openPage } from './support/browser';

const baseUrl = inject('baseUrl');

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('404 page', () => {
  it.each(['/en/this-page-does-not-exist', '/en/portfolio', '/en/services/unknown'])(
    '%s answers 404 with the spec texts',
    async (path) => {
      const { page, context, consoleErrors } = await openPage(browser, { locale: 'en-US' });
      const response = await page.goto(baseUrl + path);
      expect(response?.status()).toBe(404);
      await expect(page.title()).resolves.toContain('Page Not Found');
      await expect(page.getByRole('heading', { name: '404 Page Not Found' }).isVisible()).resolves.toBe(true);
      await expect(page.getByText('Did you forget to add the page to the router?').isVisible()).resolves.toBe(true);
      expect(consoleErrors.filter((e) => !e.includes('404'))).toEqual([]);
      await context.close();
    },
  );

  it('is in Czech at unprefixed paths', async () => {
    const { page, context } = await openPage(browser, { locale: 'cs-CZ' });
    const response = await page.goto(`${baseUrl}/tahle-stranka-neexistuje`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: '404 Stránka nenalezena' }).isVisible()).resolves.toBe(true);
    await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('cs');
    await context.close();
  });
});
