/**
 * Back office, portfolio (issue "Back office"): add an item in the UI, toggle "featured" (the public featured list
 * follows), delete it after confirmation. axe finds no violations on /admin/portfolio (English desktop, Czech phone).
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { expectNoViolations, openCzechScreenOnPhone, realErrors, signIn } from './support/back-office';
import { launchBrowser, openPage } from './support/browser';

const baseUrl = inject('baseUrl');

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

async function featuredTitles(page: Page): Promise<string[]> {
  const res = await page.request.get(`${baseUrl}/api/portfolio/featured`);
  return ((await res.json()) as { title: string }[]).map((i) => i.title);
}

describe('back office: portfolio', () => {
  it('adds an item, features it, un-features it and deletes it', async () => {
    const { page, context, consoleErrors } = await openPage(browser, { locale: 'en-US' });
    await signIn(page, 'en');
    const title = `Vinotéka ${Date.now().toString(36)}`;

    await page.goto(`${baseUrl}/admin/portfolio`);
    await page.getByRole('heading', { level: 1, name: 'Portfolio' }).waitFor();
    await page.getByRole('button', { name: 'Add new item' }).click();
    const dialog = page.getByRole('dialog', { name: 'New portfolio item' });
    await dialog.getByLabel('Title', { exact: true }).fill(title);
    await dialog.getByLabel('Description', { exact: true }).fill('E-shop s víny z Moravy');
    await dialog.getByLabel('Image URL', { exact: true }).fill('https://placehold.co/600x400');
    await dialog.getByLabel('Category', { exact: true }).selectOption('marketing');
    await dialog.getByLabel('Project link (optional)').fill('https://vinoteka.example.cz');
    await dialog.getByRole('button', { name: 'Add item' }).click();
    await page.getByText('Portfolio item created successfully').waitFor();
    await dialog.waitFor({ state: 'detached' });

    await page.getByRole('searchbox', { name: 'Search by title, description or category' }).fill(title);
    await page.getByText('Showing 1 of 1', { exact: true }).waitFor();
    const row = page.getByRole('table', { name: 'Portfolio items' }).getByRole('row').filter({ hasText: title });
    await row.getByText('Marketing', { exact: true }).waitFor();
    await expect.poll(() => row.getByRole('link', { name: `Link – ${title}`, exact: true }).getAttribute('target')).toBe('_blank');
    await expectNoViolations(page, '/admin/portfolio (en, desktop)');

    const star = row.getByRole('button', { name: `Feature – ${title}`, exact: true });
    await expect.poll(() => star.getAttribute('aria-pressed')).toBe('false');
    await star.click();
    await page.getByText('The item is now featured').waitFor();
    await row.locator('[aria-pressed="true"]').waitFor();
    expect(await featuredTitles(page)).toContain(title);
    await star.click();
    await page.getByText('The item is no longer featured').waitFor();
    await row.locator('[aria-pressed="false"]').waitFor();
    expect(await featuredTitles(page)).not.toContain(title);

    await row.getByRole('button', { name: `Delete – ${title}`, exact: true }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await page.getByText('Portfolio item deleted successfully').waitFor();
    await page.getByText('Nothing found').waitFor();
    expect(realErrors(consoleErrors)).toEqual([]);
    await context.close();
  });

  it('has no axe violations in Czech at phone width', async () => {
    const { page, context, consoleErrors } = await openCzechScreenOnPhone(browser, '/admin/portfolio', 'Portfolio');
    await expectNoViolations(page, '/admin/portfolio (cs, phone)');
    expect(realErrors(consoleErrors)).toEqual([]);
    await context.close();
  });
});
