/**
 * Profitability (issue 36 point 6) in Chromium, on a server of its own: a month's time at a cost rate, an issued
 * invoice and a supplier's invoice on a project, and the report's numbers in the table, the totals, the month view and
 * the CSV — each equal to the hand computation written next to it. Then the accounting overview's margin on the same
 * real cost.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, expectNoViolations, realErrors, signIn } from '../support/back-office';
import { DESKTOP, openPage } from '../support/browser';
import { startOwnServer, type OwnServer } from '../support/own-server';
import { COMPLETE_AGENCY_BILLING } from '../../src/server/test/billing-fixtures';

let server: OwnServer;
beforeAll(async () => {
  server = await startOwnServer({
    dataPrefix: 'agency-e2e-profit',
    admin: { username: 'zisk-admin', password: 'zisk-heslo-1', name: 'Zdena Zisková', email: 'zdena@lipadigital.cz' },
  });
}, 90_000);
afterAll(async () => {
  await server?.stop();
});

/** A row's cells as one line, spaces of any kind as one. */
const line = (text: string) => text.replace(/\s+/g, ' ').trim();

describe('the profitability screen equals a hand computation', () => {
  it('per project and per month, its totals, its CSV, and the accounting margin on real costs (cs, desktop)', async () => {
    const { page, context, consoleErrors } = await openPage(server.browser, { locale: 'cs-CZ', viewport: DESKTOP, acceptDownloads: true });
    await signIn(page, 'cs', server);

    // March–April 2026: Zdena costs 800 Kč an hour. The Web: 2:30 h in March and 0:45 h in April, an invoice of
    // 9 000 Kč without VAT (DUZP 15 April), a printer's invoice of 1 500 Kč + 21 % VAT (claimed back: the agency pays
    // VAT). Internal work: 1:00 h in April, no revenue.
    await callApi(page, 'PUT', '/api/admin/settings/billing', COMPLETE_AGENCY_BILLING);
    const me = await callApi(page, 'GET', '/api/user');
    await callApi(page, 'POST', `/api/admin/team/${me.id}/cost-rates`, { validFrom: '2026-01-01', hourlyCostCzk: 800_00 });
    const client = await callApi(page, 'POST', '/api/admin/clients', {
      name: 'Pekárna Šťastná', email: 'stastna@pekarna.cz', billingName: 'Pekárna Šťastná s.r.o.', ico: '25596641', dic: 'CZ25596641',
      billingStreet: 'Náměstí 7', billingCity: 'České Budějovice', billingPostalCode: '370 01', billingCountry: 'CZ', vatPayer: true,
    });
    const web = await callApi(page, 'POST', '/api/admin/projects', { clientId: client.id, name: 'Web pekárny', description: 'Nový web', status: 'active', serviceType: 'web-development' });
    const internal = await callApi(page, 'POST', '/api/admin/projects', { clientId: client.id, name: 'Interní příprava', description: 'Podklady', status: 'active', serviceType: 'design' });
    const activities = (await callApi(page, 'GET', '/api/admin/settings/time-activities')) as unknown as { id: number; names: { en: string } }[];
    const design = activities.find((a) => a.names.en === 'Design')!.id;
    for (const [projectId, date, minutes] of [[web.id, '2026-03-10', 150], [web.id, '2026-04-02', 45], [internal.id, '2026-04-20', 60]] as const) {
      await callApi(page, 'POST', '/api/admin/time/entries', { projectId, activityId: design, date, minutes });
    }
    const draft = await callApi(page, 'POST', '/api/admin/invoices', {
      clientId: client.id, projectId: web.id, issuedOn: '2026-04-15', taxableSupplyOn: '2026-04-15',
      lines: [{ description: 'Návrh a vývoj webu', quantityThousandths: 1000, unit: 'ks', unitPriceMinor: 9_000_00 }],
    });
    await callApi(page, 'POST', `/api/admin/invoices/${draft.id}/issue`);
    await callApi(page, 'POST', '/api/admin/received-invoices', {
      supplierName: 'Tiskárna Novák s.r.o.', supplierIco: '27082440', number: 'FV-2026-0412', issuedOn: '2026-04-05', taxableSupplyOn: '2026-04-05',
      projectId: web.id, amounts: [{ vatPercent: 21, baseMinor: 1_500_00, vatMinor: 315_00 }],
    });

    await page.goto(`${server.url}/admin/profitability`);
    await page.getByRole('heading', { level: 1, name: 'Ziskovost' }).waitFor();
    await page.getByLabel('Od měsíce').fill('2026-03');
    await page.getByLabel('Do měsíce').fill('2026-04');
    const table = page.getByRole('region', { name: 'Tabulka ziskovosti (lze posouvat)' });
    const webRow = table.getByRole('row').filter({ hasText: 'Web pekárny' });
    await webRow.waitFor();

    // The Web: time (150 + 45) min × 800 Kč / 60 = 2 600 Kč; cost 2 600 + 1 500 = 4 100 Kč; profit 9 000 − 4 100 =
    // 4 900 Kč; margin 4 900 / 9 000 = 54,4 %; 3:15 h; 9 000 Kč × 60 / 195 min = 2 769,23 Kč/h.
    expect(line(await webRow.innerText())).toBe('Web pekárny Pekárna Šťastná 9 000,00 Kč 2 600,00 Kč 1 500,00 Kč 4 100,00 Kč 4 900,00 Kč 54,4 % 3:15 h 2 769,23 Kč/h');
    // Internal work: 60 min × 800 Kč / 60 = 800 Kč of cost and no revenue: a loss, no margin, 0 Kč an hour.
    const internalRow = table.getByRole('row').filter({ hasText: 'Interní příprava' });
    expect(line(await internalRow.innerText())).toBe('Interní příprava Pekárna Šťastná 0,00 Kč 800,00 Kč 0,00 Kč 800,00 Kč -800,00 Kč — Nelze spočítat 1:00 h 0,00 Kč/h');
    // The totals: 9 000 Kč; 4 100 + 800 = 4 900 Kč of cost; 4 100 Kč profit; 4 100 / 9 000 = 45,6 %; 4:15 h;
    // 9 000 Kč × 60 / 255 min = 2 117,65 Kč/h.
    const totals = page.locator('dl').first();
    const figure = async (label: string) => line(await totals.locator('div').filter({ has: page.getByText(label, { exact: true }) }).locator('dd').first().innerText());
    expect(await figure('Tržby bez DPH')).toBe('9 000,00 Kč');
    expect(await figure('Náklady (čas + přijaté faktury)')).toBe('4 900,00 Kč');
    expect(await figure('Zisk')).toBe('4 100,00 Kč');
    expect(await figure('Marže')).toBe('45,6 %');
    expect(await figure('Efektivní hodinová sazba')).toBe('2 117,65 Kč/h');
    expect(await figure('Odpracováno')).toBe('4:15 h');
    await expectNoViolations(page, '/admin/profitability (cs, desktop)');

    // The CSV of the view, as Czech Excel reads it.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Stáhnout CSV' }).click()]);
    const csv = readFileSync((await download.path())!, 'utf8').replace(/^\uFEFF/, '').split(/\r?\n/);
    expect(csv).toContain(`${web.id};Web pekárny;Pekárna Šťastná;9000;2600;1500;4100;4900;54,4;3,25;2769,23`);

    // Per month: March 2 000 Kč of time and nothing invoiced; April 9 000 Kč, 600 + 800 Kč of time and 1 500 Kč of the
    // printer's invoice: 6 100 Kč, 67,8 %.
    await page.getByRole('group', { name: 'Zobrazit podle' }).getByRole('button', { name: 'Měsíce' }).click();
    const april = table.getByRole('row').filter({ hasText: 'duben 2026' });
    await april.waitFor();
    expect(line(await table.getByRole('row').filter({ hasText: 'březen 2026' }).innerText())).toBe('březen 2026 0,00 Kč 2 000,00 Kč 0,00 Kč 2 000,00 Kč -2 000,00 Kč — Nelze spočítat 2:30 h 0,00 Kč/h');
    expect(line(await april.innerText())).toBe('duben 2026 9 000,00 Kč 1 400,00 Kč 1 500,00 Kč 2 900,00 Kč 6 100,00 Kč 67,8 % 1:45 h 5 142,86 Kč/h');

    // The accounting overview: the Web's margin on its real cost once the invoice is paid — 10 890 Kč = 463,40 USD at
    // 23,5 Kč; real cost 4 100 Kč = 174,47 USD; (463,40 − 174,47) / 463,40 = 62,35 % → 62,4 %.
    await callApi(page, 'POST', `/api/admin/invoices/${draft.id}/payments`, { amountMinor: 10_890_00, paidOn: '2026-04-30' });
    await page.goto(`${server.url}/admin/projects`);
    const accountingRow = page.getByRole('row').filter({ hasText: 'Web pekárny' }).filter({ hasText: 'skutečné náklady' });
    await accountingRow.waitFor();
    expect(line(await accountingRow.innerText())).toMatch(/62,4 %.*skutečné náklady/);
    expect(realErrors(consoleErrors)).toEqual([]);
    await context.close();
  });
});
