/**
 * All content is the staff's (issue 20, decision 019): a post the site started with is a row like any other — staff
 * edit it in the back office and the public page shows the change; they delete it and its address is a 404.
 * The oldest initial post is used, which no other e2e file reads.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { INITIAL_POSTS } from '../src/shared/initial-content';
import { realErrors, signIn } from './support/back-office';
import { launchBrowser, openPage } from './support/browser';

const baseUrl = inject('baseUrl');
const post = INITIAL_POSTS.cs.find((p) => p.slug === 'social-media-content-plan')!;
const english = INITIAL_POSTS.en.find((p) => p.slug === post.slug)!;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('initial content is the staff\'s', () => {
  it('staff edit a former initial post and see the change on its page, then delete it: its address is a 404', async () => {
    const { page, context, consoleErrors } = await openPage(browser, { locale: 'en-US' });
    // Before: the post's public page, as on a new site.
    const before = await page.request.get(`${baseUrl}/blog/${post.slug}`);
    expect(before.status()).toBe(200);
    expect(await before.text()).toContain(post.author);

    await signIn(page, 'en');
    await page.goto(`${baseUrl}/admin/blog`);
    await page.getByRole('heading', { level: 1, name: 'Blog' }).waitFor();
    await page.getByRole('searchbox', { name: 'Search by title or slug' }).fill(post.slug);
    await page.getByText('Showing 1 of 1', { exact: true }).waitFor();
    const row = page.getByRole('table', { name: 'Blog posts' }).getByRole('row').filter({ hasText: post.slug });
    await row.getByText('Published', { exact: true }).waitFor();

    const newTitle = `${post.title} (aktualizováno)`;
    await row.getByRole('button', { name: `Edit – ${post.title}`, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit blog post' });
    const title = dialog.getByLabel('Title (Czech)');
    await expect.poll(() => title.inputValue()).toBe(post.title);
    await title.fill(newTitle);
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText('Blog post updated successfully').waitFor();
    await dialog.waitFor({ state: 'detached' });

    // A Czech visitor sees the edit at the same address, with the author the post had; the English page is as it was.
    const visitor = await openPage(browser, { locale: 'cs-CZ' });
    await visitor.page.goto(`${baseUrl}/blog/${post.slug}`);
    await visitor.page.getByRole('heading', { level: 1, name: newTitle }).waitFor();
    await visitor.page.getByText(post.author).first().waitFor();
    await visitor.page.goto(`${baseUrl}/en/blog/${post.slug}`);
    await visitor.page.getByRole('heading', { level: 1, name: english.title }).waitFor();
    expect(realErrors(visitor.consoleErrors)).toEqual([]);
    await visitor.context.close();

    await page.goto(`${baseUrl}/admin/blog`);
    await page.getByRole('searchbox', { name: 'Search by title or slug' }).fill(post.slug);
    await page.getByText('Showing 1 of 1', { exact: true }).waitFor();
    await row.getByRole('button', { name: `Delete – ${newTitle}`, exact: true }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await page.getByText('Blog post deleted successfully').waitFor();

    for (const address of [`/blog/${post.slug}`, `/en/blog/${post.slug}`]) {
      const res = await page.request.get(baseUrl + address, { headers: { 'accept-language': address.startsWith('/en') ? 'en' : 'cs' } });
      expect(res.status(), address).toBe(404);
    }
    const listed = (await (await page.request.get(`${baseUrl}/api/blog?lang=cs`)).json()) as { slug: string }[];
    expect(listed.map((p) => p.slug)).not.toContain(post.slug);
    expect(realErrors(consoleErrors)).toEqual([]);
    await context.close();
  });
});
