/**
 * Back office, blog (issue "Back office"): create a post in the UI (slug filled from the title, created as a draft),
 * publish it, unpublish it (each asked first), delete it after confirmation. The public blog API lists the post only while published
 * (the public page itself is checked elsewhere). axe finds no violations on /admin/blog (with and without the form).
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

/** Slugs of the posts the public blog API lists. */
async function publicSlugs(page: Page): Promise<string[]> {
  const res = await page.request.get(`${baseUrl}/api/blog?lang=cs`);
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { slug: string }[]).map((p) => p.slug);
}

describe('back office: blog', () => {
  it('creates a draft, publishes, unpublishes and deletes it', async () => {
    const { page, context, consoleErrors } = await openPage(browser, { locale: 'en-US' });
    await signIn(page, 'en');
    const suffix = Date.now().toString(36);
    const title = `Nový web pro pekárnu ${suffix}`;
    const slug = `novy-web-pro-pekarnu-${suffix}`;

    await page.goto(`${baseUrl}/admin/blog`);
    await page.getByRole('heading', { level: 1, name: 'Blog' }).waitFor();
    await page.getByRole('link', { name: 'Back to dashboard' }).waitFor();

    await page.getByRole('button', { name: 'Write new post' }).click();
    const dialog = page.getByRole('dialog', { name: 'New blog post' });
    await dialog.getByRole('button', { name: 'Create post' }).click();
    await dialog.getByText('Title is required').waitFor();
    await expectNoViolations(page, 'the blog form with validation errors');
    await dialog.getByLabel('Title (Czech)').fill(title);
    await expect.poll(() => dialog.getByLabel('Slug – post address (Czech)').inputValue()).toBe(slug);
    await dialog.getByRole('textbox', { name: 'Content (Czech)' }).fill('Jak jsme stavěli nový web.');
    await dialog.getByRole('button', { name: 'Create post' }).click();
    await page.getByText('Blog post created successfully').waitFor();
    await dialog.waitFor({ state: 'detached' });

    await page.getByRole('searchbox', { name: 'Search by title or slug' }).fill(suffix.toUpperCase());
    await page.getByText('Showing 1 of 1', { exact: true }).waitFor();
    const row = page.getByRole('table', { name: 'Blog posts' }).getByRole('row').filter({ hasText: title });
    await row.getByText(slug).waitFor();
    await row.getByText('Draft', { exact: true }).waitFor();
    await expectNoViolations(page, '/admin/blog (en, desktop)');
    expect(await publicSlugs(page)).not.toContain(slug);

    // Publishing asks first (issue 20, point 6).
    await row.getByRole('button', { name: `Publish – ${title}`, exact: true }).click();
    await page.getByRole('alertdialog', { name: `Publish the post “${title}”?` }).getByRole('button', { name: 'Publish' }).click();
    await page.getByText('Blog post published').waitFor();
    await row.getByText('Published', { exact: true }).waitFor();
    expect(await publicSlugs(page)).toContain(slug);

    await row.getByRole('button', { name: `Unpublish – ${title}`, exact: true }).click();
    await page.getByRole('alertdialog', { name: `Unpublish the post “${title}”?` }).getByRole('button', { name: 'Unpublish' }).click();
    await page.getByText('Blog post unpublished').waitFor();
    await row.getByText('Draft', { exact: true }).waitFor();
    expect(await publicSlugs(page)).not.toContain(slug);

    await row.getByRole('button', { name: `Delete – ${title}`, exact: true }).click();
    const confirm = page.getByRole('alertdialog');
    await confirm.getByText(`Are you sure you want to delete the post “${title}”? This action cannot be undone.`).waitFor();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await page.getByText('Blog post deleted successfully').waitFor();
    await page.getByText('Nothing found').waitFor();
    expect(realErrors(consoleErrors)).toEqual([]);
    await context.close();
  });

  it('has no axe violations in Czech at phone width', async () => {
    const { page, context, consoleErrors } = await openCzechScreenOnPhone(browser, '/admin/blog', 'Blog');
    await expectNoViolations(page, '/admin/blog (cs, phone)');
    await page.getByRole('button', { name: 'Napsat nový článek' }).click();
    await page.getByRole('dialog', { name: 'Nový článek' }).waitFor();
    await expectNoViolations(page, 'the blog form (cs, phone)');
    expect(realErrors(consoleErrors)).toEqual([]);
    await context.close();
  });

  it('on a 390 px phone: labelled actions of at least 44 × 44 px, and publishing asks first (issue 20, point 6)', async () => {
    const { page, context, consoleErrors } = await openCzechScreenOnPhone(browser, '/admin/blog', 'Blog');
    const suffix = Date.now().toString(36);
    const title = `Telefonní článek ${suffix}`;
    await page.getByRole('button', { name: 'Napsat nový článek' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nový článek' });
    await dialog.getByLabel('Název (česky)').fill(title);
    await dialog.getByRole('textbox', { name: 'Obsah (česky)' }).fill('Psáno z telefonu.');
    await dialog.getByRole('button', { name: 'Vytvořit článek' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('searchbox').fill(suffix);
    const row = page.getByRole('row').filter({ hasText: title });
    await row.getByText('Koncept', { exact: true }).waitFor();

    // Tapped "to look", the publish action only asks; cancelled, the post stays a draft.
    await row.getByRole('button', { name: `Publikovat – ${title}`, exact: true }).click();
    const ask = page.getByRole('alertdialog', { name: `Publikovat článek „${title}“?` });
    await ask.getByText('Článek se hned objeví na veřejném webu').waitFor();
    await ask.getByRole('button', { name: 'Zrušit', exact: true }).click();
    await ask.waitFor({ state: 'detached' });
    await row.getByText('Koncept', { exact: true }).waitFor();
    await row.getByRole('button', { name: `Publikovat – ${title}`, exact: true }).click();
    await ask.getByRole('button', { name: 'Publikovat', exact: true }).click();
    await row.getByText('Publikováno', { exact: true }).first().waitFor();

    // A published post's actions (the row that shrank to 16 × 40 px): each a visible word and a box of ≥ 44 × 44.
    const actions = row.locator('td').last().locator('button, a');
    await expect.poll(() => actions.count()).toBeGreaterThanOrEqual(4);
    const boxes = await actions.evaluateAll((elements) =>
      elements.map((el) => {
        const r = el.getBoundingClientRect();
        // The visible word: the record after it is for assistive technology only.
        const hidden = el.querySelector('.sr-only')?.textContent ?? '';
        return { text: (el.textContent ?? '').replace(hidden, '').trim(), width: Math.round(r.width), height: Math.round(r.height) };
      }),
    );
    for (const box of boxes) {
      expect(box.text, JSON.stringify(box)).not.toBe('');
      expect(box.width, JSON.stringify(box)).toBeGreaterThanOrEqual(44);
      expect(box.height, JSON.stringify(box)).toBeGreaterThanOrEqual(44);
    }
    expect(boxes.map((b) => b.text)).toEqual(expect.arrayContaining(['Upravit', 'Náhled', 'Skrýt', 'Smazat']));
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(realErrors(consoleErrors)).toEqual([]);
    await context.close();
  });
});
