/**
 * Proposals in the back office (issue 22) in Chromium against the production build: a visitor requests the Premium
 * plan on /en/pricing; staff open the quote request in the inbox, create a proposal from it (the draft opens in the
 * editor with the quote's lines), adjust a line's price (the live totals follow), save, send it after the confirmation
 * and are shown the client's link; the proposal then reads as sent, frozen (no edit), and the list shows it. The
 * client opens the link on a phone and accepts: the project exists with the proposal's one-time base as its budget.
 * The same client's side in Czech: a proposal sent in Czech, accepted at /nabidka/<token> on a phone.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { expectNoViolations, realErrors, signIn } from './support/back-office';
import { DESKTOP, launchBrowser, openPage, PHONE } from './support/browser';
import { pageUrl, visit } from './support/public-site';

const baseUrl = inject('baseUrl');

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('proposals', () => {
  const suffix = Date.now().toString(36);
  const quoteName = `Petra Proposal ${suffix}`;

  it('a quote request becomes a proposal, a line is adjusted, and sending shows the client’s link', async () => {
    {
      const { page, context } = await openPage(browser, { locale: 'en-US', viewport: DESKTOP });
      await visit(page, pageUrl(baseUrl, '/pricing', 'en'));
      const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: 'Premium' }) });
      await card.locator('[aria-pressed]').filter({ hasText: 'Web Development' }).click();
      await card.getByRole('button', { name: 'Request this offer: the Premium plan with the selected services' }).click();
      const dialog = page.getByRole('dialog', { name: 'Request the Premium plan' });
      await dialog.getByLabel('Name', { exact: true }).fill(quoteName);
      await dialog.getByLabel('Email', { exact: true }).fill(`petra-${suffix}@example.com`);
      await dialog.getByRole('button', { name: 'Send request' }).click();
      await page.getByText('Request sent').waitFor();
      await context.close();
    }

    const { page, context, consoleErrors } = await openPage(browser, { locale: 'en-US', viewport: DESKTOP });
    await signIn(page, 'en');
    await page.goto(`${baseUrl}/admin/messages`);
    await page.getByRole('searchbox', { name: 'Search by name, email or message text' }).fill(suffix);
    const list = page.getByRole('list', { name: 'Received messages' });
    await list.getByRole('button', { name: quoteName, exact: true }).click();
    const message = page.getByRole('dialog', { name: `Message from ${quoteName}` });
    await message.getByRole('button', { name: 'Create proposal' }).click();

    // The new draft in the editor, with the quote's plan and service as lines.
    await page.waitForURL(/\/admin\/proposals\/\d+\/edit$/);
    await expect.poll(() => page.getByLabel('Proposal title').inputValue()).toBe('Website – Premium plan');
    const services = page.getByLabel('Service', { exact: true });
    await expect.poll(() => services.count()).toBeGreaterThanOrEqual(2);
    expect(await services.first().inputValue()).toBe('Website – Premium plan');
    const before = await page.getByTestId('payable-oneTime').textContent();

    // The quote came from the English page, which showed dollars: the proposal is in USD (issue 38).
    // Adjust the first line: 1 × 20 000.00 at 21 % → the one-time total changes live.
    const price = page.getByLabel('Unit price (USD)').first();
    await price.fill('20000');
    await page.getByTestId('line-base-0').filter({ hasText: '$20,000.00' }).waitFor();
    await expect.poll(() => page.getByTestId('payable-oneTime').textContent()).not.toBe(before);
    const payable = await page.getByTestId('payable-oneTime').textContent();
    await page.getByRole('button', { name: 'Save draft' }).click();

    // Saved: the proposal's page, its totals as the server computed them (the same as the editor's).
    await page.waitForURL(/\/admin\/proposals\/\d+$/);
    await expect.poll(() => page.getByTestId('payable-oneTime').textContent()).toBe(payable);
    await page.getByRole('button', { name: 'Send to client' }).click();
    const ask = page.getByRole('alertdialog', { name: /^Send proposal .+\?$/ });
    await ask.getByText('the client is e-mailed a link').waitFor();
    await ask.getByRole('button', { name: 'Send to client' }).click();

    const shown = page.getByRole('dialog', { name: 'The client’s link' });
    await shown.waitFor();
    const link = await shown.getByRole('textbox').inputValue();
    expect(link).toMatch(/\/en\/proposal\/[^/]{22,}$/);
    await shown.getByRole('button', { name: 'Close' }).click();
    // Frozen once sent: no edit; a new version and revoking the link are offered instead.
    await page.getByText('Sent', { exact: true }).first().waitFor();
    expect(await page.getByRole('button', { name: 'Edit' }).count()).toBe(0);
    await page.getByRole('button', { name: 'New version' }).waitFor();
    await page.getByRole('button', { name: 'Revoke link' }).waitFor();
    await page.getByRole('heading', { level: 1, name: /N-\d{4}-\d{4}/ }).waitFor();

    // The list, filtered to sent proposals, shows it.
    await page.goto(`${baseUrl}/admin/proposals?status=sent`);
    await page.getByRole('list', { name: 'Proposal list' }).getByText(quoteName).waitFor();

    // The client opens the link on a phone and accepts.
    // The lead from the quote has no address yet: the accept form asks for what an invoice will need — the country
    // too, since an English visitor without an IČO is not taken for a Czech company (issue 38).
    await acceptOnPhone(link, 'en', 'Petra Proposal', 'I accept this proposal on the terms stated.', 'Accept the proposal', 'Accepted by Petra Proposal', {
      'Street and number': 'Dlouhá 1',
      City: 'Brno',
      'Postal code': '602 00',
      'Country (code, e.g. CZ)': 'CZ',
    });

    // Staff see it accepted, and the project it started (budget = the one-time base, in the project's dollars).
    await page.goto(`${baseUrl}/admin/proposals?status=accepted`);
    await page.getByRole('list', { name: 'Proposal list' }).getByText(quoteName).waitFor();
    const projects = await page.evaluate(async () => (await (await fetch('/api/admin/projects?limit=200')).json()) as { name: string; budget: number; status: string }[]);
    const project = projects.find((p) => p.name === 'Website – Premium plan');
    expect(project, 'an active project named after the deal').toMatchObject({ status: 'active' });
    expect(project!.budget).toBeGreaterThan(0);
    expect(realErrors(consoleErrors)).toEqual([]);
    await context.close();
  });

  it('in Czech: a proposal sent in Czech is accepted from its /nabidka/ link on a phone', async () => {
    const { page, context } = await openPage(browser, { locale: 'cs-CZ', viewport: DESKTOP });
    await signIn(page, 'cs');
    const link = await page.evaluate(async (tag) => {
      const post = async (url: string, body?: unknown) => {
        const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: body ? JSON.stringify(body) : undefined });
        return res.json();
      };
      // With the address an invoice will need: the accept form then asks for nothing more.
      const client = await post('/api/admin/clients', {
        name: `Jana Nabídková ${tag}`, email: `jana-${tag}@example.cz`, billingStreet: 'Dlouhá 1', billingCity: 'Brno', billingPostalCode: '602 00',
      });
      const validUntil = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
      const draft = await post('/api/admin/proposals', {
        clientId: client.id,
        title: 'Nový web pro pekárnu',
        language: 'cs',
        validUntil,
        lines: [{ service: 'Návrh a vývoj webu – Příliš žluťoučký kůň', quantityThousandths: 1000, unitPriceMinor: 47_000_00 }],
      });
      return (await post(`/api/admin/proposals/${draft.id}/send`)).link as string;
    }, suffix);
    expect(link).toMatch(/\/nabidka\/[^/]{22,}$/);
    await acceptOnPhone(link, 'cs', 'Jana Nabídková', 'Přijímám tuto nabídku za uvedených podmínek.', 'Přijmout nabídku', 'Nabídku přijal(a) Jana Nabídková');
    const projects = await page.evaluate(async () => (await (await fetch('/api/admin/projects?limit=200')).json()) as { name: string; budget: number }[]);
    // 47 000 Kč = 4 700 000 haléřů → 200 000 US cents at 23.5 Kč per dollar.
    expect(projects.find((p) => p.name.endsWith('Nový web pro pekárnu'))?.budget).toBe(200_000);
    await context.close();
  });
});

/**
 * The client's side: the link on a 390 px phone, no sideways scrolling, axe clean, the billing details the form asks
 * for (label → value), the name typed, consent given, accepted.
 */
async function acceptOnPhone(link: string, lang: 'cs' | 'en', name: string, consent: string, accept: string, done: string, billing: Record<string, string> = {}) {
  const { page, context, consoleErrors } = await openPage(browser, { locale: lang === 'cs' ? 'cs-CZ' : 'en-US', viewport: PHONE });
  const url = new URL(link);
  await page.goto(`${baseUrl}${url.pathname}`);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await expectNoViolations(page, `the client's proposal page (${lang}, phone)`);
  for (const [label, value] of Object.entries(billing)) await page.getByLabel(label, { exact: true }).fill(value);
  await page.getByLabel(lang === 'cs' ? 'Vaše celé jméno' : 'Your full name').fill(name);
  await page.getByLabel(consent).check();
  await page.getByRole('button', { name: accept }).click();
  await page.getByRole('status').filter({ hasText: done }).waitFor();
  expect(realErrors(consoleErrors)).toEqual([]);
  await context.close();
}
