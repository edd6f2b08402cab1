/**
 * The Fio bank feed (issue 37 point 4) in Chromium, on a server of its own pointed at the Fio stand-in
 * (FIO_API_URL): an admin adds a feed on the payments screen, syncs it, and the issued invoice shows paid without an
 * upload; then the same movement, downloaded from the stand-in as Fio's GPC file and uploaded, is not stored twice —
 * the upload's answer says it was already imported.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, realErrors, signIn } from '../support/back-office';
import { DESKTOP, openPage } from '../support/browser';
import { startOwnServer, type OwnServer } from '../support/own-server';
import { COMPLETE_AGENCY_BILLING } from '../../src/server/test/billing-fixtures';
import { fioToken, startFioStandIn, type FioStandIn } from '../../src/server/test/stand-ins/fio';
import { addDays, officeDay } from '../../src/shared/dates';

const TOKEN = fioToken('E2eFioBeznyUcet42');
const ACCOUNT = '2001234502';
const IBAN = 'CZ5620100000002001234502';

let fio: FioStandIn;
let server: OwnServer;
beforeAll(async () => {
  fio = await startFioStandIn({ accounts: [{ token: TOKEN, accountId: ACCOUNT, iban: IBAN, name: 'Lipa Digital' }] });
  server = await startOwnServer({
    dataPrefix: 'agency-e2e-fio',
    admin: { username: 'fio-admin', password: 'fio-heslo-1', name: 'Filip Fiala', email: 'filip@lipadigital.cz' },
    env: { FIO_API_URL: fio.url },
  });
}, 90_000);
afterAll(async () => {
  await server?.stop();
  await fio?.close();
});

describe('the Fio bank feed pays an invoice without an upload, and a file of the same movement adds nothing', () => {
  it('adds a feed, syncs, the invoice is paid; the GPC upload says "already imported" (cs, desktop)', async () => {
    const { page, context, consoleErrors } = await openPage(server.browser, { locale: 'cs-CZ', viewport: DESKTOP });
    await signIn(page, 'cs', server);
    const today = officeDay();

    await callApi(page, 'PUT', '/api/admin/settings/billing', COMPLETE_AGENCY_BILLING);
    const client = await callApi(page, 'POST', '/api/admin/clients', {
      name: 'Pekárna Šťastná', email: 'stastna@pekarna.cz', billingName: 'Pekárna Šťastná s.r.o.', ico: '25596641', dic: 'CZ25596641',
      billingStreet: 'Náměstí 7', billingCity: 'České Budějovice', billingPostalCode: '370 01', billingCountry: 'CZ', vatPayer: true,
    });
    const draft = await callApi(page, 'POST', '/api/admin/invoices', {
      clientId: client.id, issuedOn: today, taxableSupplyOn: today,
      lines: [{ description: 'Správa webu', quantityThousandths: 1000, unit: 'ks', unitPriceMinor: 4_000_00 }],
    });
    await callApi(page, 'POST', `/api/admin/invoices/${draft.id}/issue`);
    const issued = await callApi(page, 'GET', `/api/admin/invoices/${draft.id}`);
    const vs = String(issued.variableSymbol);
    const total = Number(issued.outstandingMinor);
    expect(vs).toMatch(/^\d+$/);
    expect(total).toBeGreaterThan(0);
    // The client paid it yesterday: Fio has the movement, with the VS as the payer typed it (leading zeros).
    fio.addMovement(TOKEN, { id: 26099000001, date: addDays(today, -1), amountMinor: total, variableSymbol: vs.padStart(10, '0'), counterAccount: '123456788', bankCode: '0800', counterpartyName: 'Pekárna Šťastná s.r.o.', message: `Faktura ${String(issued.number)}` });

    await page.goto(`${server.url}/admin/payments`);
    const panel = page.getByRole('region', { name: 'Bankovní napojení (Fio)' });
    await panel.waitFor();
    await panel.getByLabel('Název').fill('Fio běžný účet');
    const tokenField = panel.getByLabel('Token Fio API (jen pro čtení)');
    expect(await tokenField.getAttribute('type')).toBe('password');
    await tokenField.fill(TOKEN);
    await panel.getByRole('button', { name: 'Přidat napojení' }).click();
    const feed = panel.getByRole('listitem').filter({ hasText: 'Fio běžný účet' });
    await feed.waitFor();
    await expect.poll(() => tokenField.inputValue()).toBe('');
    expect(await page.content()).not.toContain(TOKEN);
    await feed.getByRole('button', { name: 'Synchronizovat teď' }).click();
    // Synced (by this click, or by the poller's round if it came first): the account is known, no error.
    await feed.getByText(IBAN).waitFor({ timeout: 20_000 });
    expect(await feed.getByText('V pořádku').count()).toBe(1);
    // Fio's 30-s rule: "sync now" waits, saying until when.
    expect(await feed.getByRole('button', { name: 'Synchronizovat teď' }).isDisabled()).toBe(true);
    await feed.getByText(/^Znovu možné za \d+ s$/).waitFor();

    // The invoice is paid — no statement was uploaded.
    await page.goto(`${server.url}/admin/invoices/${draft.id}`);
    await page.getByText('Uhrazeno').first().waitFor();
    const imports = await page.request.get(`${server.url}/api/admin/bank-statements`);
    expect(((await imports.json()) as { format: string }[]).map((s) => s.format)).toEqual(['fio_api']);

    // The same movement as Fio's GPC export, uploaded: not stored twice.
    fio.resetWindow();
    const gpc = Buffer.from(await (await fetch(`${fio.url}/periods/${TOKEN}/${addDays(today, -3)}/${today}/transactions.gpc`)).arrayBuffer());
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'fio-e2e-')), 'fio-vypis.gpc');
    writeFileSync(file, gpc);
    await page.goto(`${server.url}/admin/payments`);
    await page.getByLabel('Soubor výpisu (camt.053 XML nebo GPC/ABO)').setInputFiles(file);
    await page.getByRole('button', { name: 'Nahrát výpis' }).click();
    const result = page.getByTestId('statement-result');
    await result.waitFor();
    const figure = async (label: string) => (await result.locator('div').filter({ hasText: label }).locator('dd').innerText()).trim();
    expect(await figure('Už načteno dříve')).toBe('1');
    expect(await figure('Nové pohyby')).toBe('0');
    const transactions = (await (await page.request.get(`${server.url}/api/admin/bank-transactions?state=matched`)).json()) as { bankRef: string; account: string }[];
    expect(transactions.filter((t) => t.bankRef === '26099000001')).toEqual([expect.objectContaining({ account: IBAN })]);
    // The imports list says where each came from.
    await page.getByText('(Fio API)').first().waitFor();
    await page.getByText('(GPC)').first().waitFor();

    expect(realErrors(consoleErrors)).toEqual([]);
    await context.close();
  });
});
