/**
 * The blog's rich-text editor (issue 11, point 1): staff write a post in Czech and in English — a heading, a list, a
 * link (through the link dialog, Ctrl+K), bold (Ctrl+B), a photo uploaded through the media library's picker — with
 * the toolbar and the keyboard, publish it, and each
 * language's page shows its own title and content with that markup. The post list shows which languages are
 * complete; a language left empty has no page. axe finds nothing on the dialog with the editor in both languages.
 */
import type { Browser, Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { expectNoViolations, realErrors, signIn } from './support/back-office';
import { DESKTOP, launchBrowser, openPage, PHONE } from './support/browser';

const baseUrl = inject('baseUrl');

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const page200 = async (path: string) => {
  const res = await fetch(baseUrl + path, { redirect: 'manual' });
  return { status: res.status, location: res.headers.get('location'), html: await res.text() };
};

interface Texts {
  tab: string;
  content: string;
  heading: string;
  intro: string;
  linkWord: string;
  href: string;
  items: [string, string];
  bold: string;
}

/**
 * The text the editor holds as selected: Chromium reports selection changes a moment after the keys, and the editor
 * (ProseMirror) acts on the selection it has read, so the journey waits for it.
 */
function selectedText(editor: Locator): Promise<string> {
  return editor.evaluate((dom) => {
    type State = { selection: { from: number; to: number }; doc: { textBetween: (a: number, b: number) => string } };
    const { state } = (dom as HTMLElement & { editor: { state: State } }).editor;
    return state.doc.textBetween(state.selection.from, state.selection.to);
  });
}

/** Writes one language's content with the toolbar and shortcuts: h2, a paragraph with a link, a list, bold text. */
async function writeContent(page: Page, dialog: Locator, t: Texts, ui: { style: string; list: string; linkDialog: string; address: string; apply: string }) {
  const editor = dialog.getByRole('textbox', { name: t.content });
  await editor.click();
  await dialog.getByRole('combobox', { name: ui.style }).selectOption('h2');
  await page.keyboard.type(t.heading);
  await page.keyboard.press('Enter');
  await page.keyboard.type(`${t.intro} ${t.linkWord}`);
  // The typed text is in the document before the word is selected.
  await expect.poll(() => editor.textContent()).toContain(`${t.intro} ${t.linkWord}`);
  for (let i = 0; i < t.linkWord.length; i++) await page.keyboard.press('Shift+ArrowLeft');
  // The editor has read the selection (Chromium reports selection changes a moment after the keys).
  await expect.poll(() => selectedText(editor)).toBe(t.linkWord);
  await page.keyboard.press('Control+k');
  const link = page.getByRole('dialog', { name: ui.linkDialog });
  await link.getByLabel(ui.address).fill(t.href.replace('https://', ''));
  await link.getByRole('button', { name: ui.apply }).click();
  await link.waitFor({ state: 'detached' });
  // The closing dialog hands focus back to the editor a moment after it leaves the DOM; End pressed before that goes
  // nowhere. So End is pressed until the caret is after the word (else Enter would replace the still-selected word).
  await expect
    .poll(async () => {
      await page.keyboard.press('End');
      const focused = await editor.evaluate((dom) => dom.contains(document.activeElement));
      return focused ? selectedText(editor) : '(the editor does not have focus yet)';
    })
    .toBe('');
  await page.keyboard.press('Enter');
  await dialog.getByRole('button', { name: ui.list, exact: true }).click();
  await page.keyboard.type(t.items[0]);
  await page.keyboard.press('Enter');
  await page.keyboard.type(t.items[1]);
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter'); // leaves the list
  await page.keyboard.press('Control+b');
  await page.keyboard.type(t.bold);
  await page.keyboard.press('Control+b');
}

const CS: Texts = {
  tab: 'Czech',
  content: 'Content (Czech)',
  heading: 'Jak začít',
  intro: 'Přečtěte si náš',
  linkWord: 'návod',
  href: 'https://example.com/navod',
  items: ['Cíle webu', 'Rozpočet'],
  bold: 'Ozvěte se nám.',
};
const EN: Texts = {
  tab: 'English',
  content: 'Content (English)',
  heading: 'Getting started',
  intro: 'Read our',
  linkWord: 'guide',
  href: 'https://example.com/guide',
  items: ['Goals of the website', 'Budget'],
  bold: 'Get in touch.',
};
const EN_UI = { style: 'Paragraph style', list: 'Bulleted list', linkDialog: 'Insert link', address: 'Link address', apply: 'Apply' };

function expectMarkup(html: string, t: Texts) {
  expect(html).toContain(`<h2>${t.heading}</h2>`);
  expect(html).toContain(`<p>${t.intro} <a target="_blank" rel="noopener noreferrer nofollow" href="${t.href}">${t.linkWord}</a></p>`);
  expect(html).toContain(`<ul><li><p>${t.items[0]}</p></li><li><p>${t.items[1]}</p></li></ul>`);
  expect(html).toContain(`<p><strong>${t.bold}</strong></p>`);
}

describe('blog editor', () => {
  it('staff write a post in Czech and English with the editor; each language page shows its own markup', async () => {
    const { page, context, consoleErrors } = await openPage(browser, { locale: 'en-US', viewport: DESKTOP });
    await signIn(page, 'en');
    await page.goto(`${baseUrl}/admin/blog`);
    const suffix = Date.now().toString(36);
    const csTitle = `Nový web krok za krokem ${suffix}`;
    const enTitle = `A new website step by step ${suffix}`;
    const slug = `novy-web-krok-za-krokem-${suffix}`;
    // Each language's address comes from its own title (decision 021).
    const enSlug = `a-new-website-step-by-step-${suffix}`;

    await page.getByRole('button', { name: 'Write new post' }).click();
    const dialog = page.getByRole('dialog', { name: 'New blog post' });
    await dialog.getByLabel('Title (Czech)').fill(csTitle);
    await writeContent(page, dialog, CS, EN_UI);
    // A photo, uploaded in the picker and inserted at the cursor (after the bold sentence).
    await page.keyboard.press('Enter');
    await dialog.getByRole('button', { name: 'Image from the media library' }).click();
    const picker = page.getByRole('dialog', { name: 'Insert an image into the post' });
    const photo = await sharp({ create: { width: 1200, height: 800, channels: 3, background: { r: 30, g: 120, b: 80 } } }).jpeg().toBuffer();
    await picker.locator('input[type="file"]').setInputFiles({ name: `studio-${suffix}.jpg`, mimeType: 'image/jpeg', buffer: photo });
    await picker.waitFor({ state: 'detached' });
    // Its alt text is asked for (issue 20): this photo only decorates the post.
    const altDialog = page.getByRole('dialog', { name: 'Alt text of the image' });
    await altDialog.getByRole('checkbox', { name: /decorative only/ }).check();
    await altDialog.getByRole('button', { name: 'Insert image' }).click();
    await altDialog.waitFor({ state: 'detached' });
    const inserted = dialog.getByRole('textbox', { name: CS.content }).locator('img');
    await expect.poll(() => inserted.getAttribute('src')).toMatch(/^\/media\/[0-9a-f]{64}-1200\.webp$/);
    const photoSrc = (await inserted.getAttribute('src'))!;
    await expectNoViolations(page, 'the post dialog with the editor (en)');
    await dialog.getByRole('tab', { name: 'English' }).click();
    await dialog.getByLabel('Title (English)').fill(enTitle);
    await dialog.getByLabel('Short description (English)').fill('How we build a website, in five steps.');
    await writeContent(page, dialog, EN, EN_UI);
    await expect.poll(() => dialog.getByLabel('Slug – post address (English)').inputValue()).toBe(enSlug);
    await dialog.getByRole('tab', { name: 'Czech' }).click();
    await expect.poll(() => dialog.getByLabel('Slug – post address (Czech)').inputValue()).toBe(slug);
    await dialog.getByLabel('Publish', { exact: true }).check();
    await dialog.getByRole('button', { name: 'Create post' }).click();
    await page.getByText('Blog post created successfully').waitFor();
    await dialog.waitFor({ state: 'detached' });

    // Both languages complete in the list.
    const row = page.getByRole('row').filter({ hasText: csTitle });
    const languages = row.getByRole('list', { name: 'Languages' });
    await languages.getByText('Czech: complete').waitFor({ state: 'attached' });
    await languages.getByText('English: complete').waitFor({ state: 'attached' });

    const cs = await page200(`/blog/${slug}`);
    expect(cs.status).toBe(200);
    expect(cs.html).toContain(`<title>${csTitle} | Lipa Digital</title>`);
    expectMarkup(cs.html, CS);
    // The inline photo is served as a <picture>: AVIF and WebP srcsets of its variants, the stored <img> as fallback.
    const variant = (width: number, format: string) => photoSrc.replace(/-1200\.webp$/, `-${width}.${format}`);
    expect(cs.html).toContain(`<source type="image/avif" srcset="${variant(480, 'avif')} 480w, ${variant(960, 'avif')} 960w, ${variant(1200, 'avif')} 1200w"`);
    expect(cs.html).toContain(`<source type="image/webp" srcset="${variant(480, 'webp')} 480w, ${variant(960, 'webp')} 960w, ${photoSrc} 1200w"`);
    expect(cs.html).toContain(`<img loading="lazy" decoding="async" src="${photoSrc}" alt="" width="1200" height="800"`);
    expect((await fetch(baseUrl + photoSrc)).headers.get('content-type')).toBe('image/webp');
    expect((await fetch(baseUrl + variant(480, 'avif'))).headers.get('content-type')).toBe('image/avif');
    expect(cs.html).not.toContain(EN.heading);
    const en = await page200(`/en/blog/${enSlug}`);
    expect(en.status).toBe(200);
    expect(en.html).toContain(`<title>${enTitle} | Lipa Digital</title>`);
    expect(en.html).toContain('How we build a website, in five steps.');
    expectMarkup(en.html, EN);
    expect(en.html).not.toContain(CS.heading);

    // Reopened, the editor shows the stored markup; clearing English takes the post off the English site.
    await row.getByRole('button', { name: `Edit – ${csTitle}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit blog post' });
    const csEditor = edit.getByRole('textbox', { name: CS.content });
    await expect.poll(() => csEditor.locator('h2').textContent()).toBe(CS.heading);
    await expect.poll(() => csEditor.locator(`a[href="${CS.href}"]`).textContent()).toBe(CS.linkWord);
    await edit.getByRole('tab', { name: 'English' }).click();
    await edit.getByLabel('Title (English)').fill('');
    await edit.getByLabel('Short description (English)').fill('');
    await edit.getByRole('textbox', { name: EN.content }).click();
    await page.keyboard.press('Control+a');
    await page.keyboard.press('Delete');
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText('Blog post updated successfully').waitFor();
    await languages.getByText('English: missing').waitFor({ state: 'attached' });
    // No English page any more: the English address leads to the Czech one (issue 20, point 4), never a 404.
    const english = await page200(`/en/blog/${enSlug}`);
    expect(english.status).toBe(301);
    expect(english.location).toMatch(new RegExp(`/blog/${slug}$`));
    expect(english.html).not.toContain(EN.heading);
    expect((await page200(`/blog/${slug}`)).status).toBe(200);
    expect(realErrors(consoleErrors)).toEqual([]);
    await context.close();
  });

  it('the dialog with the editor has no axe violations in Czech at phone width, the link dialog included', async () => {
    const { page, context, consoleErrors } = await openPage(browser, { locale: 'cs-CZ', viewport: PHONE });
    await signIn(page, 'cs');
    await page.goto(`${baseUrl}/admin/blog`);
    await page.getByRole('button', { name: 'Napsat nový článek' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nový článek' });
    const editor = dialog.getByRole('textbox', { name: 'Obsah (česky)' });
    await editor.click();
    await page.keyboard.type('Text');
    const toolbar = dialog.getByRole('toolbar', { name: 'Formátování: Obsah (česky)' });
    await toolbar.getByRole('button', { name: 'Tučně' }).waitFor();
    await expectNoViolations(page, 'the post dialog with the editor (cs, phone)');
    await page.keyboard.press('Control+a');
    await page.keyboard.press('Control+k');
    const link = page.getByRole('dialog', { name: 'Vložit odkaz' });
    await link.getByLabel('Adresa odkazu').waitFor();
    await expectNoViolations(page, 'the link dialog (cs, phone)');
    await link.getByRole('button', { name: 'Zrušit' }).click();
    await link.waitFor({ state: 'detached' });
    expect(realErrors(consoleErrors)).toEqual([]);
    await context.close();
  });

  it.each(['/', '/blog', '/blog/local-seo-google-business-profile', '/en/blog/local-seo-google-business-profile'])(
    'the public page %s loads no editor code',
    async (path) => {
      const { page, context } = await openPage(browser, { locale: 'cs-CZ', viewport: DESKTOP });
      const scripts: { url: string; body: string }[] = [];
      page.on('response', async (res) => {
        if (res.request().resourceType() !== 'script') return;
        scripts.push({ url: res.url(), body: await res.text().catch(() => '') });
      });
      await page.goto(baseUrl + path, { waitUntil: 'networkidle' });
      // The page's islands did load (the language menu at least), and none of it is the editor.
      expect(scripts.length).toBeGreaterThan(0);
      expect(scripts.filter((s) => /rich-text-editor/.test(s.url) || /ProseMirror|@tiptap|tiptap/i.test(s.body)).map((s) => s.url)).toEqual([]);
      await context.close();
    },
  );
});

