/**
 * Alt text as part of writing (issue 20, point 5), in Chromium on the production build: staff give a library image
 * its alt text, insert it into a post — the editor asks for the alt text with the library's prefilled — change it for
 * this post, publish, and the public post shows that text. A later library change does not overwrite it.
 */
import type { Browser } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { expectNoViolations, realErrors, signIn } from './support/back-office';
import { DESKTOP, launchBrowser, openPage } from './support/browser';

const baseUrl = inject('baseUrl');

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('alt text of images in posts', () => {
  it('staff insert a library image, are asked for its alt text, and the public post shows it', async () => {
    const { page, context, consoleErrors } = await openPage(browser, { locale: 'cs-CZ', viewport: DESKTOP });
    await signIn(page, 'cs');
    const run = Date.now().toString(36);
    const name = `kancelar-${run}.jpg`;

    // The library image and its alt text.
    await page.goto(`${baseUrl}/admin/media`);
    const image = await sharp({ create: { width: 1000, height: 600, channels: 3, background: { r: Date.now() % 255, g: 90, b: 160 } } }).jpeg().toBuffer();
    await page.getByLabel('Vybrat soubory').setInputFiles({ name, mimeType: 'image/jpeg', buffer: image });
    const card = page.getByRole('list', { name: 'Obrázky knihovny' }).getByRole('listitem').filter({ has: page.getByRole('heading', { name }) });
    await card.getByLabel('Alternativní text (česky)').fill('Naše kancelář');
    await card.getByRole('button', { name: `Uložit popisky ${name}` }).click();
    await page.getByText('Popisky uloženy').waitFor();

    // A post with the image: the alt text is asked for, the library's prefilled.
    await page.goto(`${baseUrl}/admin/blog`);
    await page.getByRole('button', { name: 'Napsat nový článek' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nový článek' });
    const title = `Nová kancelář ${run}`;
    await dialog.getByLabel('Název (česky)').fill(title);
    await dialog.getByRole('textbox', { name: 'Obsah (česky)' }).click();
    await page.keyboard.type('Přestěhovali jsme se.');
    await page.keyboard.press('Enter');
    await dialog.getByRole('button', { name: 'Obrázek z knihovny médií' }).click();
    const picker = page.getByRole('dialog', { name: 'Vložit obrázek do článku' });
    await picker.getByRole('searchbox').fill(name);
    await picker.getByRole('button', { name: `Vybrat ${name}` }).click();
    const altDialog = page.getByRole('dialog', { name: 'Popisek vkládaného obrázku' });
    const alt = altDialog.getByLabel('Popisek obrázku (česky)');
    await expect.poll(() => alt.inputValue()).toBe('Naše kancelář');
    await expectNoViolations(page, 'the image alt text dialog (cs)');
    await alt.fill('');
    await altDialog.getByRole('button', { name: 'Vložit obrázek' }).click();
    await altDialog.getByText('Napište popisek obrázku, nebo ho označte jako dekorativní').waitFor();
    await alt.fill('Naše nová kancelář v Brně');
    await altDialog.getByRole('button', { name: 'Vložit obrázek' }).click();
    await altDialog.waitFor({ state: 'detached' });
    await expect.poll(() => dialog.getByRole('textbox', { name: 'Obsah (česky)' }).locator('img').getAttribute('alt')).toBe('Naše nová kancelář v Brně');
    await dialog.getByLabel('Zveřejnit', { exact: true }).check();
    const slug = await dialog.getByLabel('Slug – adresa článku (česky)').inputValue();
    await dialog.getByRole('button', { name: 'Vytvořit článek' }).click();
    // The image has its alt text: no warning, the post is created.
    await page.getByText('Článek byl úspěšně vytvořen').waitFor();

    const html = await (await fetch(`${baseUrl}/blog/${slug}`)).text();
    expect(html).toMatch(/<img [^>]*alt="Naše nová kancelář v Brně"/);

    // A later library change leaves the text chosen for this post.
    await page.goto(`${baseUrl}/admin/media`);
    const again = page.getByRole('list', { name: 'Obrázky knihovny' }).getByRole('listitem').filter({ has: page.getByRole('heading', { name }) });
    await again.getByLabel('Alternativní text (česky)').fill('Kancelář');
    await again.getByRole('button', { name: `Uložit popisky ${name}` }).click();
    await page.getByText('Popisky uloženy').waitFor();
    expect(await (await fetch(`${baseUrl}/blog/${slug}`)).text()).toMatch(/<img [^>]*alt="Naše nová kancelář v Brně"/);
    expect(realErrors(consoleErrors)).toEqual([]);
    await context.close();
  });
});
