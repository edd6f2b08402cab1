/**
 * Currencies as shown (issue 38 point 3) in Chromium, on a server of its own pointed at the ČNB stand-in (USD at
 * 23,105 Kč): a USD invoice for a Czech company — USD chosen in the editor, the ČNB rate of its DUZP taken by itself
 * ("Kurz ČNB 23,105 Kč/USD ze dne 7. 3. 2025 (č. 47)"), issued; the detail in dollars with the VAT recap in CZK
 * (the worked example: $361.00 + 21 % = $436.81; 8 340,91 Kč + 1 751,59 Kč), in Czech and English, on a phone and a
 * desktop. The proposal editor offers the currencies. With USD_SCREENSHOTS=<folder> the screens are saved there.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, expectNoViolations, realErrors, signIn } from '../support/back-office';
import { PHONE, openPage } from '../support/browser';
import { startOwnServer, type OwnServer } from '../support/own-server';
import { cnbList, startCnbStandIn, type CnbStandIn } from '../../src/server/test/stand-ins/cnb';
import { COMPLETE_AGENCY_BILLING } from '../../src/server/test/billing-fixtures';

const SHOTS = process.env.USD_SCREENSHOTS;
const WIDE = { width: 1366, height: 900 } as const;

let cnb: CnbStandIn;
let server: OwnServer;
beforeAll(async () => {
  cnb = await startCnbStandIn([cnbList('2025-03-06', 46, '24,950'), cnbList('2025-03-07', 47, '25,010'), cnbList('2025-03-10', 48, '25,100')]);
  server = await startOwnServer({
    dataPrefix: 'agency-e2e-usd',
    admin: { username: 'usd-admin', password: 'usd-heslo-1', name: 'Dana Dolarová', email: 'dana@lipadigital.cz' },
    env: { CNB_RATES_URL: cnb.url },
  });
}, 90_000);
afterAll(async () => {
  await server?.stop();
  await cnb?.close();
});

async function shot(page: Page, name: string) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage: true });
}

describe('a USD invoice for a Czech client', () => {
  it('USD in the editor with the ČNB rate of the DUZP, issued, the detail in dollars with the CZK recap (cs and en, phone and desktop)', async () => {
    const { page, context, consoleErrors } = await openPage(server.browser, { locale: 'cs-CZ', viewport: WIDE });
    await signIn(page, 'cs', server);
    await callApi(page, 'PUT', '/api/admin/settings/billing', COMPLETE_AGENCY_BILLING);
    const client = await callApi(page, 'POST', '/api/admin/clients', {
      name: 'John Baker', email: 'john@pekarna.cz', billingName: 'Pekárna Baker s.r.o.', ico: '27074358', billingStreet: 'Dlouhá 1', billingCity: 'Praha',
      billingPostalCode: '110 00', billingCountry: 'CZ', documentLanguage: 'en',
    });

    await page.goto(`${server.url}/admin/invoices/new?clientId=${client.id}`);
    await page.getByRole('heading', { level: 1, name: 'Nová faktura' }).waitFor();
    expect(await page.getByLabel('Měna').locator('option').allTextContents()).toEqual(['CZK', 'EUR', 'USD']);
    await page.getByLabel('Měna').selectOption('USD');
    await page.getByLabel('Datum uskutečnění zdanitelného plnění').fill('2025-03-07');
    await page.getByText('Kurz ČNB 23,105 Kč/USD ze dne 7. 3. 2025 (č. 47)').waitFor();
    await page.getByLabel('Datum vystavení').fill('2025-03-10');
    await page.getByLabel('Popis plnění').fill('Website – Standard plan');
    await page.getByLabel('Cena za jednotku (USD)').fill('361');
    await expectNoViolations(page, '/admin/invoices/new USD with the ČNB rate (cs, desktop)');
    await shot(page, 'invoice-editor-usd-cs-1366');
    await page.setViewportSize(PHONE);
    await shot(page, 'invoice-editor-usd-cs-390');
    await page.setViewportSize(WIDE);
    await page.getByRole('button', { name: 'Uložit koncept' }).click();

    await page.waitForURL(/\/admin\/invoices\/\d+$/);
    await page.getByText('23,105 Kč/USD · ČNB ze dne 7. 3. 2025 (č. 47)').waitFor();
    const id = Number(new URL(page.url()).pathname.split('/').pop());
    const issued = await callApi(page, 'POST', `/api/admin/invoices/${id}/issue`);
    expect(issued).toMatchObject({ status: 'issued', currency: 'USD', exchangeRateThousandths: 23105, totals: { baseMinor: 361_00, vatMinor: 75_81, payableMinor: 436_81 } });
    await page.reload();
    await page.getByTestId('invoice-recap-czk').waitFor();
    const recap = (await page.getByTestId('invoice-recap-czk').innerText()).replace(/\s+/g, ' ');
    expect(recap).toContain('8 340,91 Kč');
    expect(recap).toContain('1 751,59 Kč');
    expect((await page.getByTestId('invoice-payable').innerText()).replace(/\s+/g, ' ')).toContain('436,81 USD');
    await expectNoViolations(page, `/admin/invoices/${id} USD (cs, desktop)`);
    await shot(page, 'invoice-detail-usd-cs-1366');
    await page.setViewportSize(PHONE);
    await shot(page, 'invoice-detail-usd-cs-390');

    // The list formats the dollars.
    await page.setViewportSize(WIDE);
    await page.goto(`${server.url}/admin/invoices`);
    await page.getByText('436,81 USD').first().waitFor();
    await shot(page, 'invoice-list-usd-cs-1366');

    // The proposal editor offers the three currencies.
    await page.goto(`${server.url}/admin/proposals/new?clientId=${client.id}`);
    await page.getByLabel('Měna').waitFor();
    expect(await page.getByLabel('Měna').locator('option').allTextContents()).toEqual(['CZK', 'EUR', 'USD']);
    await page.getByLabel('Měna').selectOption('USD');
    await shot(page, 'proposal-editor-usd-cs-1366');
    expect(realErrors(consoleErrors)).toEqual([]);
    await context.close();

    // In English, on a phone and a desktop.
    const en = await openPage(server.browser, { locale: 'en-US', viewport: PHONE });
    await signIn(en.page, 'en', server);
    await en.page.goto(`${server.url}/admin/invoices/${id}`);
    await en.page.getByTestId('invoice-recap-czk').waitFor();
    expect((await en.page.getByTestId('invoice-payable').innerText()).replace(/\s+/g, ' ')).toContain('$436.81');
    await en.page.getByText('23.105 CZK/USD · ČNB of Mar 7, 2025 (no. 47)').waitFor();
    await shot(en.page, 'invoice-detail-usd-en-390');
    await en.page.setViewportSize(WIDE);
    await shot(en.page, 'invoice-detail-usd-en-1366');
    await en.page.goto(`${server.url}/admin/invoices/new?clientId=${client.id}`);
    await en.page.getByLabel('Currency').selectOption('USD');
    await en.page.getByLabel('Date of taxable supply').fill('2025-03-07');
    await en.page.getByText('ČNB rate 23.105 CZK/USD of Mar 7, 2025 (no. 47)').waitFor();
    await shot(en.page, 'invoice-editor-usd-en-1366');
    await en.page.setViewportSize(PHONE);
    await shot(en.page, 'invoice-editor-usd-en-390');
    expect(realErrors(en.consoleErrors)).toEqual([]);
    await en.context.close();
  }, 120_000);
});
