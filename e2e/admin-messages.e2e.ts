/**
 * Back office, messages (issue "Back office"): a visitor sends the Czech contact form; the admin signs in, finds the
 * message with the server-side search, opens it (which marks it read), marks it unread and read again from the dialog ('Status Updated') and deletes
 * it after the spec's confirmation. axe finds no violations on /admin/messages (English desktop, Czech phone, and
 * with the message dialog open).
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { expectNoViolations, openCzechScreenOnPhone, realErrors, signIn } from './support/back-office';
import { launchBrowser, openPage } from './support/browser';
import { waitForHydration } from './support/public-site';

const baseUrl = inject('baseUrl');

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** The sign-in page's "who am I?" call answers 401 before signing in. */
describe('back office: messages', () => {
  it('a contact-form message reaches the admin, who marks it read and deletes it', async () => {
    const suffix = Date.now().toString(36);
    const name = `Jana Zprávová ${suffix}`;
    const text = `Dobrý den, potřebujeme nový web pro naši pekárnu (${suffix}).`;

    // The visitor, on the Czech contact page.
    const visitor = await openPage(browser, { locale: 'cs-CZ' });
    await visitor.page.goto(`${baseUrl}/contact`);
    await waitForHydration(visitor.page);
    await visitor.page.getByLabel('Jméno').fill(name);
    await visitor.page.getByLabel('E-mail').fill(`jana-${suffix}@example.cz`);
    await visitor.page.getByLabel('Zpráva').fill(text);
    await visitor.page.getByRole('button', { name: 'Odeslat zprávu' }).click();
    await visitor.page.getByText('Zpráva odeslána').waitFor();
    expect(visitor.consoleErrors).toEqual([]);
    await visitor.context.close();

    // The admin, in English.
    const { page, context, consoleErrors } = await openPage(browser, { locale: 'en-US' });
    await signIn(page, 'en');
    await page.goto(`${baseUrl}/admin/messages`);
    await page.getByRole('heading', { level: 1, name: 'Messages' }).waitFor();
    await page.getByRole('searchbox', { name: 'Search by name, email or message text' }).fill(suffix);
    const list = page.getByRole('list', { name: 'Received messages' });
    await page.getByText('Showing 1 of 1', { exact: true }).waitFor();
    const row = list.getByRole('listitem').filter({ hasText: name });
    await row.getByText('Unread', { exact: true }).waitFor();
    await row.getByText(text).waitFor();
    await expectNoViolations(page, '/admin/messages (en, desktop)');

    // Opening it marks it read (issue 20, point 7: it used to stay unread), without a toast.
    await row.getByRole('button', { name, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: `Message from ${name}` });
    await dialog.getByText(text).waitFor();
    await expect.poll(() => dialog.getByRole('link', { name: 'Reply by email' }).getAttribute('href')).toBe(`mailto:jana-${suffix}@example.cz`);
    await dialog.getByText('Read', { exact: true }).waitFor();
    await dialog.getByRole('button', { name: 'Mark as unread' }).waitFor();
    await expectNoViolations(page, 'the message dialog');

    // Unread again from the dialog, then read again.
    await dialog.getByRole('button', { name: 'Mark as unread' }).click();
    await page.getByText('Status Updated').first().waitFor();
    await dialog.getByText('Unread', { exact: true }).waitFor();
    await dialog.getByRole('button', { name: 'Mark as read' }).click();
    await dialog.getByRole('button', { name: 'Mark as unread' }).waitFor();
    await dialog.getByText('Read', { exact: true }).waitFor();

    // Back in the list (hidden from the accessibility tree while the dialog is open) the row now reads "Read".
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'detached' });
    await row.getByText('Read', { exact: true }).waitFor();

    // Delete with confirmation.
    await row.getByRole('button', { name: `Delete – ${name}`, exact: true }).click();
    const confirm = page.getByRole('alertdialog');
    await confirm.getByText('Are you sure you want to delete this message? This action cannot be undone.').waitFor();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await page.getByText('Message deleted successfully').waitFor();
    await page.getByText('Nothing found').waitFor();
    expect(realErrors(consoleErrors)).toEqual([]);
    await context.close();
  });

  it('has no axe violations in Czech at phone width, and a long address in a message stays inside its card (issue 20, point 7)', async () => {
    const suffix = Date.now().toString(36);
    const longUrl = `https://www.example.cz/${'velmi-dlouha-adresa-stranky-bez-mezer-'.repeat(6)}${suffix}`;
    const sent = await fetch(`${baseUrl}/api/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: `Dlouhá Adresa ${suffix}`, email: `adresa-${suffix}@example.cz`, message: `Podívejte se na ${longUrl} prosím.` }),
    });
    expect(sent.status).toBe(201);
    const { page, context, consoleErrors } = await openCzechScreenOnPhone(browser, '/admin/messages', 'Zprávy');
    await page.getByRole('searchbox', { name: 'Hledat jméno, e-mail či text zprávy' }).fill(suffix);
    await page.getByRole('list', { name: 'Přijaté zprávy' }).getByRole('listitem').filter({ hasText: `Dlouhá Adresa ${suffix}` }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectNoViolations(page, '/admin/messages (cs, phone)');
    await page.getByRole('button', { name: `Dlouhá Adresa ${suffix}`, exact: true }).click();
    await page.getByRole('dialog').getByText(longUrl, { exact: false }).waitFor();
    expect(await page.evaluate(() => Math.max(...[...document.querySelectorAll('[role="dialog"] *')].map((e) => e.getBoundingClientRect().right)))).toBeLessThanOrEqual(390);
    expect(realErrors(consoleErrors)).toEqual([]);
    await context.close();
  });
});
