/**
 * The spam time trap against browser autofill (issue 20 point 2), on a server of its own with the real minimum fill
 * time (ENQUIRY_MIN_FILL_SECONDS=3; the shared e2e server has none). The clock starts when the page loads, not when the
 * quote form opens: a visitor who opens the form seconds after the page loaded and sends it at once — every field
 * filled programmatically, as autofill does — is a person, and the request arrives as a normal unread message. One
 * sent faster than that after its token was issued is possible spam: staff still see it in the default inbox, badged.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../support/back-office';
import { DESKTOP, openPage } from '../support/browser';
import { startOwnServer, type OwnServer } from '../support/own-server';
import { pageUrl, realConsoleErrors, visit } from '../support/public-site';
import { signIn as apiSignIn } from '../../src/server/test/server-process';

const MIN_FILL_MS = 3000;

let server: OwnServer;
beforeAll(async () => {
  server = await startOwnServer({
    dataPrefix: 'agency-e2e-trap',
    admin: { username: 'trap-admin', password: 'trap-password-1', name: 'Tereza Pastičková' },
    env: { ENQUIRY_MIN_FILL_SECONDS: String(MIN_FILL_MS / 1000), CONTACT_RATE_LIMIT: '1000' },
  });
}, 90_000);
afterAll(() => server?.stop());

interface InboxRow {
  id: number;
  name: string;
  status: string;
  spamReason: string | null;
}

/** The default inbox (no filter) as staff get it, searched for `q`. */
async function inbox(cookie: string, q: string): Promise<InboxRow[]> {
  const res = await fetch(`${server.url}/api/admin/messages?q=${encodeURIComponent(q)}`, { headers: { cookie } });
  expect(res.status).toBe(200);
  return (await res.json()) as InboxRow[];
}

describe('the time trap counts from the page load', () => {
  const suffix = Date.now().toString(36);

  it('a quote sent at autofill speed, seconds after the page loaded, arrives as a normal unread message', async () => {
    const name = `Auto Fill ${suffix}`;
    const { page, context, consoleErrors } = await openPage(server.browser, { locale: 'en-US', viewport: DESKTOP });
    const token = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/contact/form-token');
    await visit(page, pageUrl(server.url, '/pricing', 'en'));
    const loaded = Date.now();
    // The page asked for its form token on load, before any form was opened.
    expect((await token).status()).toBe(200);
    await page.waitForTimeout(Math.max(0, MIN_FILL_MS + 500 - (Date.now() - loaded)));

    const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: 'Premium' }) });
    await card.getByRole('button', { name: 'Request this offer: the Premium plan with the selected services' }).click();
    const dialog = page.getByRole('dialog', { name: 'Request the Premium plan' });
    await dialog.getByLabel('Name', { exact: true }).waitFor();
    const opened = Date.now();
    // Autofill: every field at once, no typing, sent right away.
    await dialog.getByLabel('Name', { exact: true }).fill(name);
    await dialog.getByLabel('Email', { exact: true }).fill(`autofill-${suffix}@example.com`);
    await dialog.getByLabel('Phone (optional)').fill('+420 777 123 456');
    await dialog.getByLabel('Note (optional)').fill('Filled by the browser.');
    const posted = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/quote');
    await dialog.getByRole('button', { name: 'Send request' }).click();
    expect((await posted).status()).toBe(201);
    const sentAfter = Date.now() - opened;
    await page.getByText('Request sent').waitFor();
    // Well inside the minimum fill time counted from the opening of the form (about a second, even on a busy machine).
    expect(sentAfter).toBeLessThan(MIN_FILL_MS);
    expect(realConsoleErrors(consoleErrors)).toEqual([]);
    await context.close();

    const cookie = await apiSignIn(server.url, server.admin.username, server.admin.password);
    expect(await inbox(cookie, name)).toEqual([expect.objectContaining({ name, status: 'unread', spamReason: null })]);
  });

  it('a quote sent faster than a person after its token was issued is possible spam, in the default inbox with its badge', async () => {
    const name = `Quick Bot ${suffix}`;
    const tokenRes = await fetch(`${server.url}/api/contact/form-token`);
    const { token } = (await tokenRes.json()) as { token: string };
    const res = await fetch(`${server.url}/api/quote`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: server.url },
      body: JSON.stringify({ name, email: `bot-${suffix}@example.com`, plan: 'basic', paymentMode: 'standard', services: [], page: '/pricing', lang: 'cs', website: '', formToken: token }),
    });
    expect(res.status).toBe(201);

    const cookie = await apiSignIn(server.url, server.admin.username, server.admin.password);
    expect(await inbox(cookie, name)).toEqual([expect.objectContaining({ name, status: 'spam', spamReason: 'too_fast' })]);
    // Staff see it in the default inbox (no filter chosen) with the "possible spam" badge.
    const { page, context } = await openPage(server.browser, { locale: 'cs-CZ', viewport: DESKTOP });
    await signIn(page, 'cs', server);
    await page.goto(`${server.url}/admin/messages`);
    const row = page.getByRole('list', { name: 'Přijaté zprávy' }).getByRole('listitem').filter({ hasText: name });
    await row.getByText('Možný spam', { exact: true }).waitFor();
    await context.close();
  });
});
