/**
 * ČNB exchange rates (issue 37 point 3) in Chromium, on a server of its own pointed at the ČNB stand-in
 * (CNB_RATES_URL): a new EUR invoice takes the stand-in's rate of its DUZP by itself ("Kurz ČNB 25,010 Kč/EUR ze dne
 * 7. 3. 2025 (č. 47)"), follows a changed DUZP (a Saturday: Friday's fixing), is saved and issued with it, and its
 * detail names the source; then a typed rate ("Vlastní kurz") overrides it and the detail says so.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, expectNoViolations, realErrors, signIn } from '../support/back-office';
import { DESKTOP, openPage } from '../support/browser';
import { startOwnServer, type OwnServer } from '../support/own-server';
import { cnbList, startCnbStandIn, type CnbStandIn } from '../../src/server/test/stand-ins/cnb';
import { COMPLETE_AGENCY_BILLING } from '../../src/server/test/billing-fixtures';
import { officeDay } from '../../src/shared/dates';

let cnb: CnbStandIn;
let server: OwnServer;
beforeAll(async () => {
  cnb = await startCnbStandIn([cnbList('2025-03-06', 46, '24,950'), cnbList('2025-03-07', 47, '25,010'), cnbList('2025-03-10', 48, '25,100')]);
  server = await startOwnServer({
    dataPrefix: 'agency-e2e-cnb',
    admin: { username: 'kurz-admin', password: 'kurz-heslo-1', name: 'Karla Kurzová', email: 'karla@lipadigital.cz' },
    env: { CNB_RATES_URL: cnb.url },
  });
}, 90_000);
afterAll(async () => {
  await server?.stop();
  await cnb?.close();
});

describe('an EUR invoice takes the ČNB rate of its DUZP', () => {
  it('by itself, following the DUZP, issued with it; and a typed rate instead (cs, desktop)', async () => {
    const { page, context, consoleErrors } = await openPage(server.browser, { locale: 'cs-CZ', viewport: DESKTOP });
    await signIn(page, 'cs', server);
    await callApi(page, 'PUT', '/api/admin/settings/billing', COMPLETE_AGENCY_BILLING);
    const client = await callApi(page, 'POST', '/api/admin/clients', {
      name: 'Anna Weber', email: 'anna@weber.de', billingName: 'Weber Design GmbH', billingStreet: 'Hauptstraße 5', billingCity: 'München',
      billingPostalCode: '80331', billingCountry: 'DE', dic: 'DE123456789', vatPayer: true,
    });

    await page.goto(`${server.url}/admin/invoices/new?clientId=${client.id}`);
    await page.getByRole('heading', { level: 1, name: 'Nová faktura' }).waitFor();
    await page.getByLabel('Měna').selectOption('EUR');
    await page.getByLabel('Datum uskutečnění zdanitelného plnění').fill('2025-03-10');
    await page.getByText('Kurz ČNB 25,100 Kč/EUR ze dne 10. 3. 2025 (č. 48)').waitFor();
    // A Saturday DUZP: Friday's fixing.
    await page.getByLabel('Datum uskutečnění zdanitelného plnění').fill('2025-03-08');
    await page.getByText('Kurz ČNB 25,010 Kč/EUR ze dne 7. 3. 2025 (č. 47)').waitFor();
    await page.getByLabel('Datum vystavení').fill('2025-03-10');
    await page.getByLabel('Popis plnění').fill('Návrh webu');
    await page.getByLabel('Cena za jednotku (EUR)').fill('1000');
    await expectNoViolations(page, '/admin/invoices/new EUR with the ČNB rate (cs, desktop)');
    await page.getByRole('button', { name: 'Uložit koncept' }).click();

    await page.waitForURL(/\/admin\/invoices\/\d+$/);
    await page.getByText('25,010 Kč/EUR · ČNB ze dne 7. 3. 2025 (č. 47)').waitFor();
    const id = Number(new URL(page.url()).pathname.split('/').pop());
    expect(await callApi(page, 'GET', `/api/admin/invoices/${id}`)).toMatchObject({ exchangeRateThousandths: 25010, exchangeRateSource: 'cnb', exchangeRateFixedOn: '2025-03-07', exchangeRateSerial: 47 });
    // The daily fetch at start-up asked for today (its answer, the stand-in's newest list of 10 March, covers every day
    // since); the editor asked for the Saturday, which the stored lists did not prove.
    const today = officeDay().split('-').reverse().join('.');
    expect(cnb.requests.map((r) => r.date)).toEqual([today, '08.03.2025']);

    await page.getByRole('button', { name: 'Vystavit', exact: true }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Vystavit fakturu?' });
    await confirm.getByRole('button', { name: 'Vystavit' }).click();
    await confirm.waitFor({ state: 'hidden' });
    await expect.poll(async () => (await callApi(page, 'GET', `/api/admin/invoices/${id}`)).status).toBe('issued');
    await page.getByText('25,010 Kč/EUR · ČNB ze dne 7. 3. 2025 (č. 47)').waitFor();

    // A typed rate: "Vlastní kurz" starts from the ČNB one; the saved draft says it is its own.
    await page.goto(`${server.url}/admin/invoices/new?clientId=${client.id}`);
    await page.getByRole('heading', { level: 1, name: 'Nová faktura' }).waitFor();
    await page.getByLabel('Měna').selectOption('EUR');
    await page.getByLabel('Datum uskutečnění zdanitelného plnění').fill('2025-03-07');
    await page.getByText('Kurz ČNB 25,010 Kč/EUR ze dne 7. 3. 2025 (č. 47)').waitFor();
    await page.getByRole('radio', { name: 'Vlastní kurz' }).check();
    const own = page.getByLabel('Vlastní kurz (Kč za 1 EUR)');
    expect(await own.inputValue()).toBe('25,01');
    await own.fill('25,5');
    await page.getByLabel('Popis plnění').fill('Správa webu');
    await page.getByLabel('Cena za jednotku (EUR)').fill('200');
    await page.getByRole('button', { name: 'Uložit koncept' }).click();
    await page.waitForURL(/\/admin\/invoices\/\d+$/);
    await page.getByText('25,500 Kč/EUR · vlastní kurz').waitFor();
    const typedId = Number(new URL(page.url()).pathname.split('/').pop());
    expect(await callApi(page, 'GET', `/api/admin/invoices/${typedId}`)).toMatchObject({ exchangeRateThousandths: 25500, exchangeRateSource: 'manual', exchangeRateFixedOn: null });
    const history = (await callApi(page, 'GET', `/api/admin/activity?entity=invoice&entityId=${typedId}`)) as unknown;
    expect(JSON.stringify(history)).toContain('manual');

    expect(realErrors(consoleErrors)).toEqual([]);
    await context.close();
  });
});
