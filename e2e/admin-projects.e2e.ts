/**
 * Back office, projects (issue "Back office"): sign in, create a client through the API with the browser's session,
 * create a project for it in the UI, find its accounting row with the right margin, change its status, delete it.
 * axe finds no violations on /admin and /admin/projects (desktop and phone, both languages).
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DESKTOP, launchBrowser, openPage, PHONE } from './support/browser';
import { expectNoViolations, realErrors, signIn } from './support/back-office';

const baseUrl = inject('baseUrl');

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('back office: projects', () => {
  it('creates a project for a new client, shows its margin, changes its status and deletes it', async () => {
    const { page, context, consoleErrors } = await openPage(browser, { locale: 'en-US' });
    await signIn(page, 'en');

    const suffix = Date.now().toString(36);
    const clientName = `Pekárna Test ${suffix}`;
    const projectName = `E-shop ${suffix}`;
    // The browser context's request API sends the session cookie of the signed-in page.
    const created = await context.request.post(`${baseUrl}/api/admin/clients`, {
      data: { name: clientName, email: `pekarna-${suffix}@example.cz` },
    });
    expect(created.status()).toBe(201);

    await page.goto(`${baseUrl}/admin/projects`);
    await page.getByRole('heading', { level: 1, name: 'Projects' }).waitFor();
    await page.getByRole('button', { name: 'New project' }).click();
    const dialog = page.getByRole('dialog', { name: 'New project' });
    await dialog.getByRole('combobox', { name: 'Client *' }).fill(`Test ${suffix}`);
    await dialog.getByRole('option', { name: new RegExp(clientName) }).click();
    await dialog.getByLabel('Project name *').fill(projectName);
    await dialog.getByLabel('Description *').fill('Online shop for a bakery');
    await expect.poll(() => dialog.getByLabel('Service type').inputValue()).toBe('web-development');
    await dialog.getByLabel('Amount paid (USD)').fill('1000');
    await dialog.getByRole('button', { name: 'Create project' }).click();
    await page.getByText('Project created successfully').waitFor();
    await dialog.waitFor({ state: 'detached' });

    // Accounting: web development costs 200, so paying 1000 leaves an 80.0 % margin.
    const accountingRow = page.getByRole('table').getByRole('row').filter({ hasText: projectName });
    await accountingRow.waitFor();
    await expect(accountingRow.innerText()).resolves.toMatch(new RegExp(`${clientName}[\\s\\S]*\\$1,000[\\s\\S]*Web development[\\s\\S]*80\\.0%`));

    // The project list: pending at first, then active.
    const item = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: projectName }) });
    const badge = (text: string) => item.locator('span').filter({ hasText: new RegExp(`^${text}$`) });
    await badge('Pending').waitFor();
    await item.getByRole('combobox', { name: `Change the status of project ${projectName}` }).selectOption('active');
    await page.getByText('Project status updated').waitFor();
    await badge('Active').waitFor();
    await expect.poll(() => item.getByRole('combobox').inputValue()).toBe('active');

    await item.getByRole('button', { name: `Delete – ${projectName}` }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete project?' });
    await confirm.getByRole('button', { name: 'Delete project' }).click();
    await page.getByText('Project deleted successfully').waitFor();
    await item.waitFor({ state: 'detached' });
    await accountingRow.waitFor({ state: 'detached' });

    expect(realErrors(consoleErrors)).toEqual([]);
    await context.close();
  });

  for (const lang of ['cs', 'en'] as const) {
    for (const [width, viewport] of Object.entries({ desktop: DESKTOP, phone: PHONE })) {
      it(`axe: /admin and /admin/projects have no violations (${lang}, ${width})`, async () => {
        const { page, context, consoleErrors } = await openPage(browser, {
          viewport,
          locale: lang === 'en' ? 'en-US' : 'cs-CZ',
        });
        await signIn(page, lang);
        for (const path of ['/admin', '/admin/projects']) {
          await page.goto(`${baseUrl}${path}`);
          await page.getByRole('table').waitFor();
          await page.getByRole('img', { name: lang === 'en' ? 'Amount paid by service type' : 'Zaplaceno podle typu služby' }).waitFor();
          await expectNoViolations(page, `${path} (${lang}, ${width})`);
        }
        if (width === 'desktop') {
          // The project form with its validation errors and the client list open.
          await page.getByRole('button', { name: lang === 'en' ? 'New project' : 'Nový projekt' }).click();
          const dialog = page.getByRole('dialog');
          await dialog.getByRole('button', { name: lang === 'en' ? 'Create project' : 'Vytvořit projekt' }).click();
          await dialog.getByText(lang === 'en' ? 'Project name is required' : 'Název projektu je povinný').waitFor();
          await dialog.getByRole('combobox', { name: lang === 'en' ? 'Client *' : 'Klient *' }).press('ArrowDown');
          await dialog.getByRole('listbox').or(dialog.getByRole('status').filter({ hasText: /\S/ })).first().waitFor();
          await expectNoViolations(page, `the project form (${lang})`);
          await page.keyboard.press('Escape');
          await page.keyboard.press('Escape');
        }
        if (width === 'phone') {
          // The phone menu (a sheet with the same links) is accessible too.
          await page.getByRole('button', { name: lang === 'en' ? 'Open back-office menu' : 'Otevřít menu administrace' }).click();
          await page.getByRole('dialog').getByRole('link', { name: lang === 'en' ? 'Projects' : 'Projekty' }).waitFor();
          await expectNoViolations(page, `the phone menu (${lang})`);
          await page.keyboard.press('Escape');
        }
        expect(realErrors(consoleErrors)).toEqual([]);
        await context.close();
      });
    }
  }
});
