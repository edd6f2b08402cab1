/**
 * The client portal on a phone (issue 25), on a server of its own that mails through an in-process SMTP server: staff
 * turn a client's portal on from the client's page; the client asks for a sign-in link on /portal, opens it from the
 * e-mail and signs in; accepts the proposal waiting there, opens the invoice and its PDF, sends a message about the
 * project — and staff find that message on the client's page in the back office.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, openPage, PHONE } from '../support/browser';
import { linkMailedTo, startOwnServer, type OwnServerWithMail } from '../support/own-server';
import { axeViolations, realConsoleErrors } from '../support/public-site';
import { COMPLETE_AGENCY_BILLING } from '../../src/server/test/billing-fixtures';

const ADMIN = { username: 'portal-admin', password: 'portal-heslo-1', name: 'Petra Portálová', email: 'petra@lipadigital.cz' };
const CLIENT_EMAIL = 'vera@kvetinarstvi.cz';

let server: OwnServerWithMail;
let browser: Browser;
beforeAll(async () => {
  server = await startOwnServer({ dataPrefix: 'agency-e2e-portal', admin: ADMIN, mailFrom: 'kancelar@lipadigital.cz' });
  browser = server.browser;
}, 90_000);
afterAll(() => server?.stop());

/** A portal page as a phone shows it: nothing wider than the screen, no axe violation. */
async function expectUsableOnPhone(page: Page, what: string): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth), `${what}: sideways scrolling`).toBeLessThanOrEqual(PHONE.width);
  expect(await axeViolations(page), what).toEqual([]);
}

/** The sign-in link in the newest mail to `to`. */
const signInLink = async (to: string) => (await linkMailedTo(server.smtp, to, /https?:\/\/[^\s"<>]+\/portal\/sign-in\/[A-Za-z0-9_-]+/)).link;

describe('a client uses the portal on a phone', () => {
  it('staff turn the portal on → the client signs in from the e-mail link, accepts the proposal, opens the invoice PDF, writes about the project → staff see the message on the client page', async () => {
    const staff = await openPage(browser, { locale: 'cs-CZ', viewport: DESKTOP });
    const { page } = staff;
    await page.goto(`${server.url}/auth`);
    await page.getByLabel('Uživatelské jméno').fill(ADMIN.username);
    await page.getByLabel('Heslo').fill(ADMIN.password);
    await page.getByRole('button', { name: 'Přihlásit se' }).click();
    await page.waitForURL(`${server.url}/admin`);

    // What the office has before: billing details, the client, a proposal sent, an invoice issued, a project.
    const setup = await page.evaluate(
      async ({ billing, email }) => {
        const call = async (method: string, url: string, body?: unknown) => {
          const res = await fetch(url, { method, headers: { 'content-type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) });
          if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${await res.text()}`);
          return res.json();
        };
        await call('PUT', '/api/admin/settings/billing', billing);
        const client = await call('POST', '/api/admin/clients', {
          name: 'Věra Květinová', email, billingName: 'Květinářství Věra s.r.o.', ico: '25596641', dic: 'CZ25596641',
          billingStreet: 'Masarykova 3', billingCity: 'Olomouc', billingPostalCode: '779 00', billingCountry: 'CZ', vatPayer: true,
        });
        const proposal = await call('POST', '/api/admin/proposals', {
          clientId: client.id, title: 'E-shop květinářství', language: 'cs', validUntil: '2099-12-31',
          lines: [{ service: 'Návrh a vývoj e-shopu', quantityThousandths: 1000, unit: 'ks', unitPriceMinor: 6_000_000 }],
        });
        await call('POST', `/api/admin/proposals/${proposal.id}/send`);
        const draft = await call('POST', '/api/admin/invoices', {
          clientId: client.id,
          lines: [{ description: 'Úvodní analýza', quantityThousandths: 1000, unit: 'ks', unitPriceMinor: 1_000_000 }],
        });
        const invoice = await call('POST', `/api/admin/invoices/${draft.id}/issue`);
        const project = await call('POST', '/api/admin/projects', { clientId: client.id, name: 'Redesign webu', description: 'Nový web květinářství' });
        return { clientId: client.id as number, proposalNumber: proposal.number as string, invoiceNumber: invoice.number as string, projectId: project.id as number };
      },
      { billing: { ...COMPLETE_AGENCY_BILLING }, email: CLIENT_EMAIL },
    );

    // Staff let the client in, on the client's page.
    await page.goto(`${server.url}/admin/clients/${setup.clientId}`);
    await page.getByRole('button', { name: 'Zapnout přístup' }).click();
    await page.getByText('Přístup do portálu zapnut').first().waitFor();

    // The client, on a phone: asks for a link, opens it from the e-mail, signs in.
    const client = await openPage(browser, { locale: 'cs-CZ', viewport: PHONE });
    const phone = client.page;
    await phone.goto(`${server.url}/portal`);
    await expectUsableOnPhone(phone, 'sign-in');
    // The sign-in page works without JavaScript: it loads none.
    expect(await phone.evaluate(() => document.scripts.length)).toBe(0);
    await phone.getByLabel('E-mail').fill(CLIENT_EMAIL);
    await phone.getByRole('button', { name: 'Poslat odkaz pro přihlášení' }).click();
    await phone.getByRole('heading', { name: 'Zkontrolujte svůj e-mail' }).waitFor();
    const link = await signInLink(CLIENT_EMAIL);
    await phone.goto(link);
    await expectUsableOnPhone(phone, 'the link page');
    await phone.getByRole('button', { name: 'Přihlásit se' }).click();
    await phone.waitForURL(`${server.url}/portal`);
    await phone.getByRole('heading', { name: 'Přehled' }).waitFor();
    await expectUsableOnPhone(phone, 'overview');

    // The proposal waiting for an answer: accepted.
    await phone.getByRole('link', { name: new RegExp(setup.proposalNumber) }).click();
    await expectUsableOnPhone(phone, 'proposal');
    await phone.getByLabel('Vaše celé jméno').fill('Věra Květinová');
    await phone.getByLabel('Přijímám tuto nabídku za uvedených podmínek.').check();
    await phone.getByRole('button', { name: 'Přijmout nabídku' }).click();
    await phone.getByText(/přijal/i).first().waitFor();

    // The invoice: unpaid, with its QR Platba and PDF.
    await phone.goto(`${server.url}/portal`);
    await phone.getByRole('link', { name: `Faktura ${setup.invoiceNumber}` }).click();
    await phone.getByRole('img', { name: new RegExp(`QR Platba.*${setup.invoiceNumber}`) }).waitFor();
    await expectUsableOnPhone(phone, 'invoice');
    const pdfHref = await phone.getByRole('link', { name: 'Stáhnout PDF' }).getAttribute('href');
    const pdf = await phone.request.get(new URL(pdfHref!, phone.url()).toString());
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toContain('application/pdf');
    expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');

    // A message about the project.
    await phone.goto(`${server.url}/portal`);
    await phone.getByRole('link', { name: /Redesign webu/ }).click();
    await expectUsableOnPhone(phone, 'project');
    await phone.getByLabel('Zpráva pro nás').fill('Můžeme posunout termín spuštění na březen?');
    await phone.getByRole('button', { name: 'Odeslat zprávu' }).click();
    await phone.getByText('Děkujeme, zprávu jsme dostali.').waitFor();
    await phone.goto(`${server.url}/portal/details`);
    await expectUsableOnPhone(phone, 'details');
    // The same portal in English: the language link keeps the page.
    await phone.getByRole('link', { name: 'English' }).click();
    await phone.waitForURL(`${server.url}/en/portal/details`);
    await phone.getByRole('heading', { name: /My details/ }).waitFor();
    await expectUsableOnPhone(phone, 'details (en)');
    await phone.goto(`${server.url}/en/portal`);
    await phone.getByRole('heading', { name: 'Overview' }).waitFor();
    await expectUsableOnPhone(phone, 'overview (en)');
    expect(realConsoleErrors(client.consoleErrors)).toEqual([]);
    await client.context.close();

    // Staff: the message on the client's page, the proposal accepted.
    await page.goto(`${server.url}/admin/clients/${setup.clientId}`);
    await page.getByRole('tab', { name: 'Komunikace' }).click();
    const message = page.getByRole('listitem').filter({ hasText: 'Můžeme posunout termín spuštění na březen?' });
    await message.getByText('Z klientského portálu').waitFor();
    const proposals = await page.evaluate(async (clientId) => (await fetch(`/api/admin/proposals?clientId=${clientId}`)).json(), setup.clientId);
    expect(JSON.stringify(proposals)).toContain('accepted');
    expect(realConsoleErrors(staff.consoleErrors).filter((e) => !e.includes('401'))).toEqual([]);
    await staff.context.close();
  });
});
