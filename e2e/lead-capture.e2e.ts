/**
 * Lead capture (issue 12) in Chromium against the production build: a visitor sends the Czech contact form and an
 * English quote request from a plan card; staff find both in the inbox, filter by kind and status, see the quote's
 * configuration and prices, and turn it into a lead client with "Create client" (the client's communication tab lists
 * it); a bulk mark-read updates the sidebar's unread count; without JavaScript the contact form still sends (classic
 * form post answered with a page); the outgoing-mail screen lists the
 * notifications (the e2e server has no SMTP server: "Not sent: no SMTP configured"). axe finds no violations on the
 * quote form (cs desktop, en phone), the filtered inbox, the message dialog and the outgoing-mail screen.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { expectNoViolations, realErrors, signIn } from './support/back-office';
import { DESKTOP, launchBrowser, openPage, PHONE } from './support/browser';
import { axeViolations, pageUrl, realConsoleErrors, visit } from './support/public-site';

const baseUrl = inject('baseUrl');

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('lead capture', () => {
  const suffix = Date.now().toString(36);
  const contactName = `Karel Kontaktní ${suffix}`;
  const quoteName = `Quincy Quote ${suffix}`;

  it('a visitor sends the Czech contact form', async () => {
    const { page, context, consoleErrors } = await openPage(browser, { locale: 'cs-CZ', viewport: DESKTOP });
    await visit(page, pageUrl(baseUrl, '/contact', 'cs'));
    await page.getByLabel('Jméno', { exact: true }).fill(contactName);
    await page.getByLabel('E-mail', { exact: true }).fill(`karel-${suffix}@example.cz`);
    await page.getByLabel('Zpráva', { exact: true }).fill(`Dobrý den, chceme nový web (${suffix}).`);
    await page.getByRole('button', { name: 'Odeslat zprávu' }).click();
    await page.getByText('Zpráva odeslána').waitFor();
    expect(realConsoleErrors(consoleErrors)).toEqual([]);
    await context.close();
  });

  it('without JavaScript the contact form still sends: a classic form post answered with a page', async () => {
    const { page, context } = await openPage(browser, { locale: 'en-US', viewport: PHONE, javaScriptEnabled: false });
    await page.goto(pageUrl(baseUrl, '/contact', 'en'));
    await page.getByLabel('Name', { exact: true }).fill(`Nora NoScript ${suffix}`);
    await page.getByLabel('Email', { exact: true }).fill(`nora-${suffix}@example.com`);
    await page.getByLabel('Message', { exact: true }).fill(`Writing without JavaScript (${suffix}).`);
    await page.getByRole('button', { name: 'Send message' }).click();
    await page.getByRole('heading', { level: 1, name: 'Message sent' }).waitFor();
    await page.getByRole('link', { name: 'Back to the contact form' }).waitFor();
    await context.close();
  });

  it('a visitor requests an offer from a plan card: Czech on a desktop, English on a phone', async () => {
    // Czech, desktop: the form opens with the configuration and prices the card shows; axe on the open form.
    {
      const { page, context, consoleErrors } = await openPage(browser, { locale: 'cs-CZ', viewport: DESKTOP });
      await visit(page, pageUrl(baseUrl, '/pricing', 'cs'));
      const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: 'Standardní' }) });
      await card.locator('[aria-pressed]').filter({ hasText: 'Design' }).click();
      await card.getByRole('button', { name: 'Poptat tuto nabídku: tarif Standardní s vybranými službami' }).click();
      const dialog = page.getByRole('dialog', { name: 'Poptávka tarifu Standardní' });
      await dialog.waitFor();
      await dialog.getByText('Design', { exact: true }).waitFor();
      expect(await axeViolations(page)).toEqual([]);
      // Invalid input is refused at the fields, in Czech.
      await dialog.getByRole('button', { name: 'Odeslat poptávku' }).click();
      await dialog.getByText('Jméno musí mít alespoň 2 znaky.').waitFor();
      await dialog.getByRole('button', { name: 'Zrušit' }).click();
      await dialog.waitFor({ state: 'detached' });
      expect(realConsoleErrors(consoleErrors)).toEqual([]);
      await context.close();
    }
    // English, phone: sent.
    const { page, context, consoleErrors } = await openPage(browser, { locale: 'en-US', viewport: PHONE });
    await visit(page, pageUrl(baseUrl, '/pricing', 'en'));
    const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: 'Premium' }) });
    await card.locator('[aria-pressed]').filter({ hasText: 'Web Development' }).click();
    await card.locator('[aria-pressed]').filter({ hasText: 'Marketing' }).click();
    await card.getByRole('button', { name: 'Request this offer: the Premium plan with the selected services' }).click();
    const dialog = page.getByRole('dialog', { name: 'Request the Premium plan' });
    await dialog.waitFor();
    await dialog.getByLabel('Name', { exact: true }).fill(quoteName);
    await dialog.getByLabel('Email', { exact: true }).fill(`quincy-${suffix}@example.com`);
    await dialog.getByLabel('Phone (optional)').fill('+420 777 123 456');
    await dialog.getByLabel('Note (optional)').fill(`Start in spring (${suffix}).`);
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Send request' }).click();
    await page.getByText('Request sent').waitFor();
    await dialog.waitFor({ state: 'detached' });
    expect(realConsoleErrors(consoleErrors)).toEqual([]);
    await context.close();
  });

  it('staff see both in the inbox, filter them, and create a lead client from the quote', async () => {
    const { page, context, consoleErrors } = await openPage(browser, { locale: 'en-US', viewport: DESKTOP });
    await signIn(page, 'en');
    await page.goto(`${baseUrl}/admin/messages`);
    await page.getByRole('heading', { level: 1, name: 'Messages' }).waitFor();
    const search = page.getByRole('searchbox', { name: 'Search by name, email or message text' });
    await search.fill(suffix);
    const list = page.getByRole('list', { name: 'Received messages' });
    await page.getByText('Showing 3 of 3', { exact: true }).waitFor();

    // Kind filter: quote requests only (server-side).
    await page.getByLabel('Kind', { exact: true }).selectOption('quote');
    await page.getByText('Showing 1 of 1', { exact: true }).waitFor();
    await list.getByRole('button', { name: quoteName, exact: true }).waitFor();
    expect(await list.getByRole('button', { name: contactName, exact: true }).count()).toBe(0);
    await expectNoViolations(page, '/admin/messages filtered (en)');
    // Status filter: nothing of ours is spam.
    await page.getByLabel('Kind', { exact: true }).selectOption('');
    await page.getByLabel('Status', { exact: true }).selectOption('spam');
    await page.getByText('Nothing found').waitFor();
    await page.getByLabel('Status', { exact: true }).selectOption('unread');
    await page.getByText('Showing 3 of 3', { exact: true }).waitFor();

    // Bulk: mark the contact message read; the sidebar's unread count follows without a reload.
    const unreadCount = async () => Number(/\((\d+) unread\)/.exec((await page.getByRole('navigation', { name: 'Back-office navigation' }).getByRole('link', { name: /^Messages/ }).textContent()) ?? '')?.[1] ?? 0);
    const before = await unreadCount();
    expect(before).toBeGreaterThanOrEqual(2);
    await list.getByRole('checkbox', { name: `Select the message from ${contactName}` }).check();
    await page.getByRole('toolbar', { name: 'Bulk actions' }).getByRole('button', { name: 'Mark as read' }).click();
    await page.getByText('Messages updated: 1').waitFor();
    await page.getByText('Showing 2 of 2', { exact: true }).waitFor();
    await expect.poll(unreadCount).toBe(before - 1);

    // The quote: page, language, configuration and prices; Create client.
    await list.getByRole('button', { name: quoteName, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: `Message from ${quoteName}` });
    await dialog.getByText('/en/pricing').waitFor();
    await dialog.getByText('English', { exact: true }).waitFor();
    await dialog.getByText('Web development, Marketing').waitFor();
    await dialog.getByRole('columnheader', { name: 'USD (as the English page shows them)' }).waitFor();
    await expectNoViolations(page, 'the quote message dialog');
    await dialog.getByRole('button', { name: 'Create client' }).click();
    const clientDialog = page.getByRole('dialog', { name: 'New client' });
    await clientDialog.waitFor();
    await expect.poll(() => clientDialog.getByLabel('Name', { exact: true }).inputValue()).toBe(quoteName);
    // Prefilled as a lead from the quote: its prices (Kč) on the billing tab.
    await clientDialog.getByRole('tab', { name: 'Billing', exact: true }).click();
    expect(Number(await clientDialog.getByLabel('One-time price').inputValue())).toBeGreaterThan(0);
    await expectNoViolations(page, 'the client dialog prefilled from a quote');
    await clientDialog.getByRole('button', { name: 'Add client' }).click();
    await page.getByText('Client created').first().waitFor();
    await clientDialog.waitFor({ state: 'detached' });
    await dialog.getByRole('link', { name: quoteName }).waitFor();
    await dialog.getByRole('link', { name: quoteName }).click();
    await page.getByRole('heading', { level: 1, name: quoteName }).waitFor();
    await page.getByText('Client status: Lead').waitFor();
    // The client's communication tab lists the enquiry.
    await page.getByRole('tab', { name: 'Communication' }).click();
    await page.getByRole('link', { name: `Quote request – ${quoteName}` }).waitFor();
    expect(realErrors(consoleErrors)).toEqual([]);
    await context.close();
  });

  it('the outgoing-mail screen lists the notifications, not sent without SMTP', async () => {
    const { page, context, consoleErrors } = await openPage(browser, { locale: 'cs-CZ', viewport: DESKTOP });
    await signIn(page, 'cs');
    await page.getByRole('link', { name: 'Odchozí pošta' }).click();
    await page.getByRole('heading', { level: 1, name: 'Odchozí pošta' }).waitFor();
    const table = page.getByRole('table', { name: 'Odchozí e-maily' });
    await table.getByRole('rowheader', { name: `Nová poptávka z ceníku: ${quoteName}` }).waitFor();
    await table.getByRole('rowheader', { name: `Nová zpráva z webu: ${contactName}` }).waitFor();
    expect(await table.getByText('Neodesláno: není nastaven SMTP').count()).toBeGreaterThanOrEqual(2);
    await expectNoViolations(page, '/admin/mail (cs)');
    expect(realErrors(consoleErrors)).toEqual([]);
    await context.close();
  });
});
