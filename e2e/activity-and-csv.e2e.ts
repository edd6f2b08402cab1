/**
 * Audit log and CSV (issue 14): staff change a client in the back office and see the change, who made it and the
 * field from → to, on the Activity screen and in the client's own history; the clients list exports what its search
 * shows as a CSV download; a CSV with one bad row shows that row's line number and imports nothing, a good one
 * imports after the confirmation. axe finds no violations on the new screens and dialogs, in English and in Czech.
 */
import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { officeDay } from '../src/shared/dates';
import { expectNoViolations, realErrors, signIn } from './support/back-office';
import { launchBrowser, openPage, PHONE } from './support/browser';

const baseUrl = inject('baseUrl');
const adminName = inject('adminName');

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

async function dismissToasts(page: Page) {
  for (const close of await page.getByRole('button', { name: 'Close toast' }).all()) await close.click().catch(() => {});
  await page.locator('[data-sonner-toast]').first().waitFor({ state: 'detached' });
}

describe('back office: activity', () => {
  it('a client changed by staff shows on the Activity screen and in the client’s history', async () => {
    const { page, context, consoleErrors } = await openPage(browser, { locale: 'en-US' });
    await signIn(page, 'en');
    const suffix = Date.now().toString(36);
    const name = `Audit Pekárna ${suffix}`;
    const created = await context.request.post(`${baseUrl}/api/admin/clients`, {
      data: { name, email: `audit-${suffix}@example.cz`, oneTimePrice: 100_000 },
    });
    expect(created.status()).toBe(201);
    const { id } = (await created.json()) as { id: number };

    // Staff change the price in the edit dialog.
    await page.goto(`${baseUrl}/admin/clients/${id}`);
    await page.getByRole('heading', { level: 1, name }).waitFor();
    await page.getByRole('button', { name: 'Edit' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit client' });
    await dialog.getByRole('tab', { name: 'Billing', exact: true }).click();
    await dialog.getByLabel('One-time price (Kč)', { exact: true }).fill('1500');
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText('Client updated', { exact: true }).waitFor();
    await dialog.waitFor({ state: 'detached' });

    // The client's own history: newest first, who, what, from → to.
    const history = page.getByRole('list', { name: 'History' });
    const latest = history.getByRole('listitem').first();
    await latest.getByText('Updated', { exact: true }).waitFor();
    await latest.getByText(adminName, { exact: true }).waitFor();
    await expect.poll(() => latest.textContent()).toContain('One-time price:from 1\u00a0000 Kč → to 1\u00a0500 Kč');
    await history.getByRole('listitem').nth(1).getByText('Created', { exact: true }).waitFor();
    await dismissToasts(page);
    await expectNoViolations(page, 'a client detail page with its history (en)');

    // The Activity screen, from the sidebar, filtered to client updates.
    await page.getByRole('navigation', { name: 'Back-office navigation' }).getByRole('link', { name: 'Activity' }).click();
    await page.getByRole('heading', { level: 1, name: 'Activity' }).waitFor();
    await page.getByLabel('Record type').selectOption('client');
    await page.getByLabel('Action').selectOption('update');
    // The filter's days are Prague's, as the entries' times are shown.
    const today = officeDay();
    await page.getByLabel('From (day)').fill(today);
    await page.getByLabel('To (day)').fill(today);
    const entries = page.getByRole('list', { name: 'Activity entries' }).getByRole('listitem');
    // Only client updates are listed once the filters apply (the server filters).
    await expect.poll(async () => (await entries.allTextContents()).every((text) => text.includes('Updated'))).toBe(true);
    // Named by the client's name, not its id (issue 20, point 7).
    const entry = entries.filter({ hasText: name });
    await entry.getByText(adminName, { exact: true }).waitFor();
    await expect.poll(() => entry.textContent()).toContain('from 1\u00a0000 Kč → to 1\u00a0500 Kč');
    await expectNoViolations(page, '/admin/activity (en, filtered)');

    // A day without activity: nothing matches.
    await page.getByLabel('From (day)').fill('2020-01-01');
    await page.getByLabel('To (day)').fill('2020-01-01');
    await page.getByText('No entry matches the filters.').waitFor();
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await entries.first().waitFor();

    expect(realErrors(consoleErrors)).toEqual([]);
    await context.close();
  });

  it('is accessible in Czech on a phone', async () => {
    const { page, context, consoleErrors } = await openPage(browser, { locale: 'cs-CZ', viewport: PHONE });
    await signIn(page, 'cs');
    await page.goto(`${baseUrl}/admin/activity`);
    await page.getByRole('heading', { level: 1, name: 'Aktivita' }).waitFor();
    const list = page.getByRole('list', { name: 'Záznamy aktivity' });
    await list.getByRole('listitem').first().waitFor();
    await list.getByText('Přihlášení', { exact: true }).first().waitFor();
    await expectNoViolations(page, '/admin/activity (cs, phone)');

    // A project's history from its row, in a dialog.
    const suffix = Date.now().toString(36);
    const client = await context.request.post(`${baseUrl}/api/admin/clients`, { data: { name: `Historie ${suffix}`, email: `h-${suffix}@example.cz` } });
    const { id: clientId } = (await client.json()) as { id: number };
    const project = await context.request.post(`${baseUrl}/api/admin/projects`, {
      data: { clientId, name: `Web ${suffix}`, description: 'Nový web' },
    });
    expect(project.status()).toBe(201);
    await page.goto(`${baseUrl}/admin/projects`);
    await page.getByRole('heading', { level: 1, name: 'Projekty' }).waitFor();
    await page.getByRole('button', { name: `Historie – Web ${suffix}` }).click();
    const dialog = page.getByRole('dialog', { name: `Historie: Web ${suffix}` });
    await dialog.getByText('Vytvoření', { exact: true }).waitFor();
    await expectNoViolations(page, 'a project history dialog (cs, phone)');
    await context.request.delete(`${baseUrl}/api/admin/clients/${clientId}`);
    expect(realErrors(consoleErrors)).toEqual([]);
    await context.close();
  });
});

describe('back office: CSV', () => {
  it('the clients list exports what its search shows', async () => {
    const { page, context, consoleErrors } = await openPage(browser, { locale: 'en-US' });
    await signIn(page, 'en');
    const suffix = Date.now().toString(36);
    for (const [i, name] of [`Export ${suffix} Alfa`, `Export ${suffix} Beta`, `Jiný ${suffix}`].entries()) {
      const res = await context.request.post(`${baseUrl}/api/admin/clients`, {
        data: { name, email: `csv-${suffix}-${i}@example.cz`, company: '=HYPERLINK("x")', oneTimePrice: 120_050 },
      });
      expect(res.status()).toBe(201);
    }
    await page.goto(`${baseUrl}/admin/clients`);
    await page.getByRole('heading', { level: 1, name: 'Clients' }).waitFor();
    await page.getByRole('searchbox', { name: 'Search clients' }).fill(`export ${suffix}`);
    await page.getByText('Total clients: 2').waitFor();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Export CSV' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^clients-\d{4}-\d{2}-\d{2}\.csv$/);
    const bytes = await readFile((await download.path())!);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.subarray(3).toString('utf8').trim().split('\n');
    // In the back office's language (issue 20): English headers and words, `,` between cells.
    expect(lines[0]).toMatch(/^ID,Name,E-mail,/);
    expect(lines).toHaveLength(3);
    expect(lines.slice(1).every((line) => line.includes(`Export ${suffix}`) && line.includes(`"'=HYPERLINK(""x"")"`) && line.includes(',1200.50,') && line.includes(',Lead,'))).toBe(true);
    // The separator chosen beside the button.
    await page.getByLabel('CSV separator').selectOption('semicolon');
    const [second] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Export CSV' }).click()]);
    const semicolons = (await readFile((await second.path())!)).subarray(3).toString('utf8').trim().split('\n');
    expect(semicolons[0]).toMatch(/^ID;Name;E-mail;/);
    expect(semicolons.slice(1).every((line) => line.includes(';1200.50;'))).toBe(true);
    expect(realErrors(consoleErrors)).toEqual([]);
    await context.close();
  });

  it('a CSV with a bad row shows its line and imports nothing; a good one imports after the confirmation', async () => {
    const { page, context, consoleErrors } = await openPage(browser, { locale: 'cs-CZ' });
    await signIn(page, 'cs');
    const suffix = Date.now().toString(36);
    const count = async () => Number((await context.request.get(`${baseUrl}/api/admin/clients?q=import-${suffix}&limit=1`)).headers()['x-total-count']);
    await page.goto(`${baseUrl}/admin/clients`);
    await page.getByRole('heading', { level: 1, name: 'Klienti' }).waitFor();
    await page.getByRole('button', { name: 'Importovat CSV' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import klientů z CSV' });
    const bad = `name,email,company\nDobrý ${suffix},dobry-import-${suffix}@example.cz,Pekárna\nŠpatný ${suffix},neni-email-import-${suffix},\n`;
    await dialog.getByLabel('Soubor CSV').setInputFiles({ name: 'klienti.csv', mimeType: 'text/csv', buffer: Buffer.from(bad) });
    const problems = dialog.getByRole('region', { name: 'Chyby v souboru' });
    await problems.getByText('Řádek 3', { exact: true }).waitFor();
    await dialog.getByText('Řádků v souboru: 2, bez chyb: 1.').waitFor();
    await expect.poll(() => dialog.getByRole('button', { name: 'Importovat klienty (1)' }).isDisabled()).toBe(true);
    await expectNoViolations(page, 'the import dialog with a bad row (cs)');
    expect(await count()).toBe(0);

    const good = `name,email,company\nDobrý ${suffix},dobry-import-${suffix}@example.cz,Pekárna\nDruhý ${suffix},druhy-import-${suffix}@example.cz,\n`;
    await dialog.getByLabel('Soubor CSV').setInputFiles({ name: 'klienti.csv', mimeType: 'text/csv', buffer: Buffer.from(good) });
    await dialog.getByRole('table', { name: 'Náhled prvních řádků' }).getByText(`Druhý ${suffix}`).waitFor();
    await expectNoViolations(page, 'the import dialog with a preview (cs)');
    await dialog.getByRole('button', { name: 'Importovat klienty (2)' }).click();
    await page.getByText('Přidaní klienti: 2.').waitFor();
    await dialog.waitFor({ state: 'detached' });
    expect(await count()).toBe(2);
    expect(realErrors(consoleErrors)).toEqual([]);
    await context.close();
  });

  it('the clients screen with its Export and Import buttons, and the import dialog, pass axe in English', async () => {
    const { page, context } = await openPage(browser, { locale: 'en-US', viewport: PHONE });
    await signIn(page, 'en');
    await page.goto(`${baseUrl}/admin/clients`);
    await page.getByRole('heading', { level: 1, name: 'Clients' }).waitFor();
    await page.waitForLoadState('networkidle');
    await expectNoViolations(page, '/admin/clients with Export and Import (en, phone)');
    await page.getByRole('button', { name: 'Import CSV' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import clients from CSV' });
    await dialog.getByLabel('CSV file').setInputFiles({ name: 'x.csv', mimeType: 'text/csv', buffer: Buffer.from('name,email,password\nA,a@example.cz,x\n') });
    await dialog.getByText('The column “password” is not a client field.').waitFor();
    await expectNoViolations(page, 'the import dialog with a file problem (en)');
    await context.close();
  });
});
