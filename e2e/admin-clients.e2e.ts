/**
 * Back office, clients (issue "Back office"): sign in, create a client in the UI, find it with the server-side search,
 * open its detail page, edit it (company), see the change, delete it with confirmation and see it gone.
 * axe finds no violations on /admin/clients (also with the client dialog open) and on a client detail page,
 * in English at desktop width and in Czech at phone width.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, openPage, PHONE } from './support/browser';
import { expectNoViolations, realErrors, signIn } from './support/back-office';

const baseUrl = inject('baseUrl');

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** Closes any toast still on screen. */
async function dismissToasts(page: Page) {
  const toasts = page.locator('[data-sonner-toast]');
  for (const close of await page.getByRole('button', { name: 'Close toast' }).all()) await close.click().catch(() => {});
  await toasts.first().waitFor({ state: 'detached' });
}

describe('back office: clients', () => {
  it('creates, finds, opens, edits and deletes a client', async () => {
    const { page, context, consoleErrors } = await openPage(browser, { locale: 'en-US' });
    await signIn(page, 'en');
    const suffix = Date.now().toString(36);
    const name = `Pekárna Journey ${suffix}`;

    await page.goto(`${baseUrl}/admin/clients`);
    await page.getByRole('heading', { level: 1, name: 'Clients' }).waitFor();
    await page.getByText(/^Total clients: /).waitFor();
    await expectNoViolations(page, '/admin/clients (en, desktop)');

    // Create: the name and email are on the first tab, the company on "Business", the price on "Billing".
    await page.getByRole('button', { name: 'Add client' }).click();
    const dialog = page.getByRole('dialog', { name: 'New client' });
    await dialog.getByRole('button', { name: 'Add client' }).click();
    await dialog.getByText('Name is required').waitFor();
    await expectNoViolations(page, 'the client dialog with validation errors');
    await dialog.getByLabel('Name', { exact: true }).fill(name);
    await dialog.getByLabel('Email', { exact: true }).fill(`journey-${suffix}@example.cz`);
    await dialog.getByRole('tab', { name: 'Business' }).click();
    await dialog.getByLabel('Company', { exact: true }).fill('Původní firma s.r.o.');
    await dialog.getByRole('tab', { name: 'Project' }).click();
    await dialog.getByLabel('Status', { exact: true }).selectOption('onboarding');
    await dialog.getByRole('tab', { name: 'Billing', exact: true }).click();
    await dialog.getByLabel('One-time price (Kč)', { exact: true }).fill('12 500,5');
    await dialog.getByLabel('Payment status', { exact: true }).selectOption('partial');
    await dialog.getByRole('button', { name: 'Add client' }).click();
    await page.getByText('Client created', { exact: true }).waitFor();
    await page.getByText('The client has been successfully created.').waitFor();
    await dialog.waitFor({ state: 'detached' });

    // The server-side search finds it (and only it).
    await page.getByRole('searchbox', { name: 'Search clients' }).fill(`journey ${suffix}`);
    await page.getByText('Total clients: 1').waitFor();
    const card = page.getByRole('list', { name: 'Client list' }).getByRole('article').filter({ hasText: name });
    await expect.poll(() => card.count()).toBe(1);
    await card.getByText('Onboarding').waitFor();
    await card.getByText('Partially paid').waitFor();
    await card.getByRole('tab', { name: 'Billing' }).click();
    await card.getByText('12\u00a0500,50 Kč').waitFor();

    // The detail page.
    await card.getByRole('link', { name: `Details of ${name}` }).click();
    await page.waitForURL(/\/admin\/clients\/\d+$/);
    const detailUrl = page.url();
    await page.getByRole('heading', { level: 1, name }).waitFor();
    await page.getByText('Původní firma s.r.o.').first().waitFor();
    await page.getByText('This client has no projects yet.').waitFor();
    // axe checks our page, not the toast left over from creating (sonner's own colours): close it first.
    await dismissToasts(page);
    await expectNoViolations(page, 'a client detail page (en, desktop)');

    // Edit the company and see the change.
    await page.getByRole('button', { name: 'Edit' }).click();
    const editDialog = page.getByRole('dialog', { name: 'Edit client' });
    await expect.poll(() => editDialog.getByLabel('Name', { exact: true }).inputValue()).toBe(name);
    await editDialog.getByRole('tab', { name: 'Business' }).click();
    await editDialog.getByLabel('Company', { exact: true }).fill('Nová firma a.s.');
    await editDialog.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText('Client updated', { exact: true }).waitFor();
    await editDialog.waitFor({ state: 'detached' });
    await page.getByRole('tab', { name: 'Business' }).click();
    await page.getByRole('tabpanel').getByText('Nová firma a.s.').waitFor();
    // The old company is gone from the client's fields (the History section below still tells from → to).
    await expect(page.getByRole('tabpanel').getByText('Původní firma s.r.o.').count()).resolves.toBe(0);

    // Delete with confirmation: back on the list, and gone.
    await page.getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete client?' });
    await confirm.getByText("All of the client's projects will be deleted too.", { exact: false }).waitFor();
    await confirm.getByRole('button', { name: 'Delete client' }).click();
    await page.waitForURL(`${baseUrl}/admin/clients`);
    await page.getByText('Client deleted', { exact: true }).waitFor();
    await page.getByRole('searchbox', { name: 'Search clients' }).fill(`journey ${suffix}`);
    await page.getByText('Nothing found').waitFor();
    const gone = await context.request.get(detailUrl.replace('/admin/clients/', '/api/admin/clients/'));
    expect(gone.status()).toBe(404);

    expect(realErrors(consoleErrors)).toEqual([]);
    await context.close();
  });

  it('is accessible in Czech on a phone, list and detail with a project', async () => {
    const { page, context, consoleErrors } = await openPage(browser, { locale: 'cs-CZ', viewport: PHONE });
    await signIn(page, 'cs');
    const suffix = Date.now().toString(36);
    const created = await context.request.post(`${baseUrl}/api/admin/clients`, {
      data: {
        name: `Kavárna A11y ${suffix}`,
        email: `a11y-${suffix}@example.cz`,
        phone: '+420 777 123 456',
        website: 'kavarna.cz',
        company: 'Kavárna s.r.o.',
        startDate: '2026-03-01',
        contractUrl: 'https://smlouvy.example.cz/1',
        // Haléře (decision 022).
        oneTimePrice: 4_500_000,
        monthlyPrice: 150_050,
        paymentStatus: 'overdue',
      },
    });
    expect(created.status()).toBe(201);
    const { id } = (await created.json()) as { id: number };
    const project = await context.request.post(`${baseUrl}/api/admin/projects`, {
      data: { clientId: id, name: 'Nový web', description: 'Web s rezervacemi', dueDate: '2030-06-01' },
    });
    expect(project.status()).toBe(201);

    await page.goto(`${baseUrl}/admin/clients`);
    await page.getByRole('heading', { level: 1, name: 'Klienti' }).waitFor();
    await page.getByRole('article').first().waitFor();
    await expectNoViolations(page, '/admin/clients (cs, phone)');

    await page.goto(`${baseUrl}/admin/clients/${id}`);
    await page.getByRole('heading', { level: 1, name: `Kavárna A11y ${suffix}` }).waitFor();
    await page.getByText('Nový web').waitFor();
    await expectNoViolations(page, 'a client detail page (cs, phone)');
    for (const tab of ['Firma', 'Projekt', 'Komunikace', 'Fakturace']) {
      await page.getByRole('tab', { name: tab }).click();
      await expectNoViolations(page, `the detail tab ${tab}`);
    }

    // An unknown client shows the not-found title and description with a way back.
    await page.goto(`${baseUrl}/admin/clients/99999999`);
    await page.getByRole('heading', { name: 'Klient nenalezen' }).waitFor();
    await page.getByRole('link', { name: 'Zpět na klienty' }).waitFor();

    await context.request.delete(`${baseUrl}/api/admin/clients/${id}`);
    // The unknown client's 404 is reported by Chromium as a console error; nothing else may be.
    expect(realErrors(consoleErrors).filter((e) => !e.includes('404'))).toEqual([]);
    await context.close();
  });
});
