/**
 * The media library (issue 11): staff upload two images with the file picker (progress per file), set their alt
 * texts, find them in the grid, choose one for a featured portfolio item, and the home page shows it after the six
 * built-in projects as <picture> with AVIF and WebP srcset. axe finds no violations on /admin/media (English
 * desktop, Czech phone). With SCREENSHOT_DIR set, the screens are saved there for a look.
 */
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { expectNoViolations, openCzechScreenOnPhone, realErrors, signIn } from './support/back-office';
import { DESKTOP, launchBrowser, openPage, PHONE } from './support/browser';

const baseUrl = inject('baseUrl');
const screenshotDir = process.env.SCREENSHOT_DIR;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

async function screenshot(page: Page, name: string) {
  if (screenshotDir) await page.screenshot({ path: path.join(screenshotDir, `${name}.png`), fullPage: false });
}

/** A photo-like JPEG (a gradient, so every run uploads new bytes). */
async function photo(seed: number, width: number, height: number): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g"><stop offset="0" stop-color="#${(seed & 0xffffff).toString(16).padStart(6, '0')}"/><stop offset="1" stop-color="#1e3a8a"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/><circle cx="${width / 3}" cy="${height / 2}" r="${height / 4}" fill="#fbbf24"/></svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 80 }).toBuffer();
}

describe('back office: media library', () => {
  it('uploads two images, sets alt texts, uses one in a portfolio item shown on the home page', async () => {
    const { page, context, consoleErrors } = await openPage(browser, { locale: 'en-US', viewport: DESKTOP });
    await signIn(page, 'en');
    const run = Date.now().toString(36);
    const names = [`office-${run}.jpg`, `team-${run}.jpg`];

    await page.goto(`${baseUrl}/admin/media`);
    await page.getByRole('heading', { level: 1, name: 'Media' }).waitFor();
    await page.getByLabel('Choose files').setInputFiles([
      { name: names[0]!, mimeType: 'image/jpeg', buffer: await photo(Date.now(), 1800, 1200) },
      { name: names[1]!, mimeType: 'image/jpeg', buffer: await photo(Date.now() + 7, 1200, 800) },
    ]);
    const progress = page.getByRole('list', { name: 'Files being uploaded' });
    for (const name of names) await progress.getByRole('listitem').filter({ hasText: name }).getByText('Uploaded').waitFor();
    for (const name of names) await expect.poll(() => page.getByRole('progressbar', { name: `Upload progress of ${name}` }).getAttribute('value')).toBe('100');

    const grid = page.getByRole('list', { name: 'Library images' });
    const card = grid.getByRole('listitem').filter({ has: page.getByRole('heading', { name: names[0] }) });
    await card.getByText('1800 × 1200 px', { exact: false }).waitFor();
    await card.getByLabel('Alt text (Czech)').fill('Naše kancelář');
    await card.getByLabel('Alt text (English)').fill('Our office');
    await card.getByRole('button', { name: `Save alt texts ${names[0]}` }).click();
    await page.getByText('Alt texts saved').waitFor();
    await grid.getByRole('listitem').filter({ has: page.getByRole('heading', { name: names[1] }) }).getByText('1200 × 800 px', { exact: false }).waitFor();

    await page.getByRole('searchbox', { name: 'Search images' }).fill('Our office');
    await page.getByText('Showing 1 of 1', { exact: true }).waitFor();
    await expect.poll(() => grid.getByRole('img', { name: 'Our office' }).count()).toBe(1);
    await expectNoViolations(page, '/admin/media (en, desktop)');
    await screenshot(page, 'media-en-1280');

    // A portfolio item with the first image, chosen in the picker, featured.
    const title = `Kancelář ${run}`;
    await page.goto(`${baseUrl}/admin/portfolio`);
    await page.getByRole('button', { name: 'Add new item' }).click();
    const dialog = page.getByRole('dialog', { name: 'New portfolio item' });
    await dialog.getByLabel('Title', { exact: true }).fill(title);
    await dialog.getByLabel('Title (English)').fill(`Office ${run}`);
    await dialog.getByLabel('Description', { exact: true }).fill('Nová kancelář agentury');
    await dialog.getByLabel('Challenge (Czech)').fill('Málo místa');
    await dialog.getByRole('checkbox', { name: 'Design' }).check();
    await dialog.getByRole('button', { name: 'Choose from library' }).click();
    const picker = page.getByRole('dialog', { name: 'Choose an image from the library' });
    await picker.getByRole('searchbox', { name: 'Search images' }).fill(names[0]!);
    await picker.getByRole('button', { name: `Choose ${names[0]}` }).click();
    await picker.waitFor({ state: 'detached' });
    await expect.poll(() => dialog.getByLabel('Image URL', { exact: true }).inputValue()).toMatch(/^\/media\/[0-9a-f]{64}-1600\.webp$/);
    await dialog.getByLabel('Featured item (shown on the website)').check();
    await dialog.getByRole('button', { name: 'Add item' }).click();
    await page.getByText('Portfolio item created successfully').waitFor();

    // The media screen now lists the use.
    await page.goto(`${baseUrl}/admin/media`);
    await grid.getByRole('listitem').filter({ has: page.getByRole('heading', { name: names[0] }) }).getByText(`Portfolio: ${title}`).waitFor();

    // The home page: after the six built-in projects, as <picture> with AVIF and WebP srcset, lazy, with its size.
    for (const [lang, viewport, name] of [
      ['cs', DESKTOP, title],
      ['cs', PHONE, title],
      ['en', DESKTOP, `Office ${run}`],
      ['en', PHONE, `Office ${run}`],
    ] as const) {
      // A visitor's own browser in that language (the Czech address redirects browsers preferring English).
      const visitor = await openPage(browser, { locale: lang === 'cs' ? 'cs-CZ' : 'en-US', viewport });
      const page = visitor.page;
      await page.goto(`${baseUrl}${lang === 'en' ? '/en' : '/'}`);
      const cardTitle = page.locator('#portfolio').getByRole('heading', { name, exact: true });
      await cardTitle.scrollIntoViewIfNeeded();
      const article = page.locator('#portfolio article').filter({ has: page.getByRole('heading', { name, exact: true }) });
      await expect.poll(() => article.locator('picture source[type="image/avif"]').getAttribute('srcset')).toMatch(/-480\.avif 480w, .*-960\.avif 960w, .*-1600\.avif 1600w$/);
      await expect.poll(() => article.locator('picture source[type="image/webp"]').count()).toBe(1);
      const img = article.locator('picture img');
      await expect.poll(() => img.getAttribute('loading')).toBe('lazy');
      await expect.poll(() => img.getAttribute('width')).toBe('1600');
      await expect.poll(() => img.getAttribute('height')).toBe('1067');
      // Lazy: loaded once it comes near the viewport (the card is scrolled to, image first).
      await img.scrollIntoViewIfNeeded();
      await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0), { timeout: 15_000 }).toBe(true);
      await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.currentSrc)).toMatch(/\.avif$/);
      const names6 = await page.locator('#portfolio article h3').allTextContents();
      expect(names6.indexOf(name)).toBeGreaterThanOrEqual(6);
      await article.scrollIntoViewIfNeeded();
      await screenshot(page, `home-portfolio-${lang}-${viewport.width}`);
      expect(realErrors(visitor.consoleErrors)).toEqual([]);
      await visitor.context.close();
    }
    expect(realErrors(consoleErrors)).toEqual([]);
    await context.close();
  });

  it('has no axe violations in Czech at phone width', async () => {
    const { page, context, consoleErrors } = await openCzechScreenOnPhone(browser, '/admin/media', 'Média');
    await page.getByRole('list', { name: 'Obrázky knihovny' }).waitFor();
    await expectNoViolations(page, '/admin/media (cs, phone)');
    await screenshot(page, 'media-cs-390');
    expect(realErrors(consoleErrors)).toEqual([]);
    await context.close();
  });
});
