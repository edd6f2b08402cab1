/**
 * Every post has its own page (issue 11): from a card's dialog on /blog to the post's page (cs and en), its
 * breadcrumb and previous/next links; staff write a draft, preview it, schedule it a few seconds ahead, and it appears
 * at /blog/<slug>, /en/blog/<slug> and in the sitemap at that moment; unpublished, it answers 404 and leaves the
 * sitemap. axe finds nothing on a post page in both languages at phone and desktop width.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { officeDateTimeInputValue } from '../src/shared/dates';
import { expectNoViolations, signIn } from './support/back-office';
import { DESKTOP, launchBrowser, openPage, PHONE } from './support/browser';
import { realConsoleErrors, visit, waitForHydration } from './support/public-site';

const baseUrl = inject('baseUrl');
const SAMPLE = 'local-seo-google-business-profile';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const status = async (path: string) => (await fetch(baseUrl + path, { redirect: 'manual' })).status;
const sitemap = async () => (await fetch(`${baseUrl}/sitemap.xml`)).text();

describe('post pages', () => {
  it.each([
    { lang: 'cs', locale: 'cs-CZ', prefix: '', title: /^Místní SEO/, open: 'Otevřít stránku článku', crumb: 'Drobečková navigace', home: 'Domů', previous: 'Předchozí článek', next: 'Následující článek' },
    { lang: 'en', locale: 'en-US', prefix: '/en', title: /^Local SEO/, open: 'Open the article page', crumb: 'Breadcrumb', home: 'Home', previous: 'Previous article', next: 'Next article' },
  ] as const)('from a card on /blog through its dialog to the post page, its breadcrumb and previous/next ($lang)', async (c) => {
    const { page, context, consoleErrors } = await openPage(browser, { locale: c.locale });
    expect(await visit(page, `${baseUrl}${c.prefix}/blog`)).toBe(200);
    await page.getByRole('button', { name: c.title }).click();
    const dialog = page.getByRole('dialog', { name: c.title });
    await dialog.getByRole('link', { name: c.open }).click();
    await page.waitForURL(`${baseUrl}${c.prefix}/blog/${SAMPLE}`);
    await waitForHydration(page);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toMatch(c.title);

    const breadcrumb = page.getByRole('navigation', { name: c.crumb });
    await expect.poll(() => breadcrumb.getByRole('link').allTextContents()).toEqual([c.home, 'Blog']);
    await expect.poll(() => breadcrumb.locator('[aria-current="page"]').textContent()).toMatch(c.title);
    await expect.poll(() => breadcrumb.getByRole('link', { name: 'Blog' }).getAttribute('href')).toBe(`${c.prefix}/blog`);

    // Newest first: previous is the older post, next the newer one.
    await page.getByRole('link', { name: new RegExp(c.previous) }).click();
    await page.waitForURL(`${baseUrl}${c.prefix}/blog/consistent-brand-identity`);
    await page.getByRole('link', { name: new RegExp(c.next) }).click();
    await page.waitForURL(`${baseUrl}${c.prefix}/blog/${SAMPLE}`);
    expect(realConsoleErrors(consoleErrors)).toEqual([]);
    await context.close();
  });

  it('staff write a draft, preview it, schedule it a few seconds ahead; it appears when due; unpublished, it is gone', async () => {
    const { page, context } = await openPage(browser, { locale: 'en-US', viewport: DESKTOP });
    await signIn(page, 'en');
    await page.goto(`${baseUrl}/admin/blog`);
    const title = `Scheduled post ${Date.now()}`;
    await page.getByRole('button', { name: 'Write new post' }).click();
    const form = page.getByRole('dialog', { name: 'New blog post' });
    // The same text in both languages (the post is public in each language that has a title and content).
    await form.getByLabel('Title (Czech)').fill(title);
    await form.getByRole('textbox', { name: 'Content (Czech)' }).fill('Coming soon.');
    await form.getByRole('tab', { name: 'English' }).click();
    await form.getByLabel('Title (English)').fill(title);
    await form.getByRole('textbox', { name: 'Content (English)' }).fill('Coming soon.');
    await form.getByRole('button', { name: 'Create post' }).click();
    await form.waitFor({ state: 'hidden' });
    const slug = (await page.getByRole('row', { name: new RegExp(title) }).locator('td.font-mono').textContent())!.trim();
    const row = page.getByRole('row', { name: new RegExp(title) });
    await expect.poll(() => row.getByText('Draft', { exact: true }).count()).toBe(1);
    expect(await status(`/blog/${slug}`)).toBe(404);

    // Preview: the post's page in a new tab, marked as a preview.
    const [preview] = await Promise.all([
      context.waitForEvent('page'),
      row.getByRole('link', { name: `Preview – ${title}` }).click(),
    ]);
    await preview!.waitForLoadState('load');
    expect(new URL(preview!.url()).pathname).toBe(`/en/blog/${slug}`);
    await preview!.getByRole('status').filter({ hasText: 'Preview: this is how the article will look once published.' }).waitFor();
    await expect.poll(() => preview!.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
    await expect.poll(() => preview!.getByRole('heading', { level: 1 }).textContent()).toBe(title);
    await preview!.close();
    expect(await status(`/en/blog/${slug}?preview=1`)).toBe(404); // not for visitors

    // Schedule it a few seconds ahead (the input takes Prague time, whatever the machine's zone).
    const due = new Date(Date.now() + 8000);
    await row.getByRole('button', { name: `Edit – ${title}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit blog post' });
    await edit.getByLabel('Publish', { exact: true }).check();
    await edit.getByLabel('Publication date and time').fill(officeDateTimeInputValue(due));
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await edit.waitFor({ state: 'hidden' });
    await row.getByText('Scheduled', { exact: true }).waitFor();
    expect(await status(`/blog/${slug}`)).toBe(404);
    expect(await status(`/en/blog/${slug}`)).toBe(404);
    expect(await sitemap()).not.toContain(`/blog/${slug}<`);
    expect(await (await fetch(`${baseUrl}/blog`)).text()).not.toContain(title);

    await new Promise((resolve) => setTimeout(resolve, due.getTime() - Date.now() + 100));
    const cs = await fetch(`${baseUrl}/blog/${slug}`);
    expect(cs.status).toBe(200);
    const csHtml = await cs.text();
    expect(csHtml).toContain(`<title>${title} | Lipa Digital</title>`);
    expect(csHtml).toContain('"@type":"BlogPosting"');
    expect(await status(`/en/blog/${slug}`)).toBe(200);
    const map = await sitemap();
    expect(map).toContain(`/blog/${slug}<`);
    expect(map).toContain(`/en/blog/${slug}<`);
    expect(await (await fetch(`${baseUrl}/blog`)).text()).toContain(title);

    // Unpublished: 404, and out of the sitemap.
    await page.reload();
    await page.getByRole('button', { name: `Unpublish – ${title}` }).click();
    // Unpublishing asks first (issue 20, point 6).
    await page.getByRole('alertdialog', { name: `Unpublish the post “${title}”?` }).getByRole('button', { name: 'Unpublish' }).click();
    await page.getByRole('button', { name: `Publish – ${title}`, exact: true }).waitFor();
    expect(await status(`/blog/${slug}`)).toBe(404);
    expect(await status(`/en/blog/${slug}`)).toBe(404);
    expect(await sitemap()).not.toContain(`/blog/${slug}<`);
    await context.close();
  });

  it.each([
    { lang: 'cs', path: `/blog/${SAMPLE}`, viewport: PHONE },
    { lang: 'cs', path: `/blog/${SAMPLE}`, viewport: DESKTOP },
    { lang: 'en', path: `/en/blog/${SAMPLE}`, viewport: PHONE },
    { lang: 'en', path: `/en/blog/${SAMPLE}`, viewport: DESKTOP },
  ] as const)('axe: no violations on a post page ($lang, $viewport.width px)', async ({ lang, path, viewport }) => {
    const { page, context, consoleErrors } = await openPage(browser, { locale: lang === 'cs' ? 'cs-CZ' : 'en-US', viewport });
    expect(await visit(page, baseUrl + path)).toBe(200);
    await expect.poll(() => page.locator('html').getAttribute('lang')).toBe(lang);
    await expectNoViolations(page, `${path} at ${viewport.width} px`);
    expect(realConsoleErrors(consoleErrors)).toEqual([]);
    await context.close();
  });

  it('a post written only in Czech opens for an English browser at its Czech address, with a note in English', async () => {
    const login = await fetch(`${baseUrl}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: inject('adminUsername'), password: inject('adminPassword') }),
    });
    expect(login.status).toBe(200);
    const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0]!;
    const title = `Článek jen česky ${Date.now()}`;
    const created = await fetch(`${baseUrl}/api/admin/blog`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify({
        title,
        content: '<p>Jen český text.</p>',
        published: true,
        translations: { cs: { title, content: '<p>Jen český text.</p>' } },
      }),
    });
    expect(created.status).toBe(201);
    const slug = ((await created.json()) as { slug: string }).slug;

    const { page, context, consoleErrors } = await openPage(browser, { locale: 'en-US' });
    // Directly, as a link shared by a Czech colleague: the Czech page, not a redirect to a missing English one.
    expect(await visit(page, `${baseUrl}/blog/${slug}`)).toBe(200);
    expect(page.url()).toBe(`${baseUrl}/blog/${slug}`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(title);
    await expect.poll(() => page.getByText('This article is available in Czech only.').isVisible()).toBe(true);
    expect(await page.locator('html').getAttribute('lang')).toBe('cs');
    // Its English address (the language menu, an old English link) leads to the Czech page too.
    await visit(page, `${baseUrl}/en/blog/${slug}`);
    expect(page.url()).toBe(`${baseUrl}/blog/${slug}`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(title);
    expect(realConsoleErrors(consoleErrors)).toEqual([]);
    await context.close();
  });
});
