/**
 * The accountant's export (issue 38 point 4; docs/product/accountant.md) in Chromium, on a server of its own: last
 * month's invoice and advance invoice and a supplier's invoice (a credit note issued today is not last month's); on the invoices screen "Export pro účetní" opens the
 * dialog with last month chosen, a period ending before it starts is refused there, and the download is the ZIP of
 * that month — opened here and its entries checked (PDF and ISDOC of each document, the CSVs, the POHODA pack).
 */
import { readFileSync } from 'node:fs';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { officeDay } from '../../src/shared/dates';
import { previousMonth } from '../../src/shared/schemas/accountant-export';
import { callApi, expectNoViolations, realErrors, signIn } from '../support/back-office';
import { DESKTOP, openPage } from '../support/browser';
import { startOwnServer, type OwnServer } from '../support/own-server';
import { COMPLETE_AGENCY_BILLING } from '../../src/server/test/billing-fixtures';

let server: OwnServer;
beforeAll(async () => {
  server = await startOwnServer({
    dataPrefix: 'agency-e2e-accountant',
    admin: { username: 'ucetni-admin', password: 'ucetni-heslo-1', name: 'Iva Účetní', email: 'iva@lipadigital.cz' },
  });
}, 90_000);
afterAll(async () => {
  await server?.stop();
});

describe('the accountant’s export', () => {
  it('the button, last month as the period, the download: a ZIP with the month’s documents (cs, desktop)', async () => {
    const { page, consoleErrors } = await openPage(server.browser, { locale: 'cs-CZ', viewport: DESKTOP, acceptDownloads: true });
    await signIn(page, 'cs', server);
    const month = previousMonth(officeDay());
    const day = `${month.month}-15`;

    await callApi(page, 'PUT', '/api/admin/settings/billing', COMPLETE_AGENCY_BILLING);
    const client = await callApi(page, 'POST', '/api/admin/clients', {
      name: 'Pekárna Šťastná', email: 'stastna@pekarna.cz', billingName: 'Pekárna Šťastná s.r.o.', ico: '25596641', dic: 'CZ25596641',
      billingStreet: 'Náměstí 7', billingCity: 'České Budějovice', billingPostalCode: '370 01', billingCountry: 'CZ', vatPayer: true,
    });
    const draft = await callApi(page, 'POST', '/api/admin/invoices', {
      clientId: client.id, issuedOn: day, taxableSupplyOn: day,
      lines: [{ description: 'Návrh a vývoj webu', quantityThousandths: 1000, unit: 'ks', unitPriceMinor: 100_000_00 }],
    });
    const invoice = await callApi(page, 'POST', `/api/admin/invoices/${draft.id}/issue`);
    await callApi(page, 'POST', `/api/admin/invoices/${invoice.id}/credit-note`, { reason: 'Zakázka zrušena' });
    const advanceDraft = await callApi(page, 'POST', '/api/admin/invoices', {
      clientId: client.id, kind: 'advance_invoice', issuedOn: day,
      lines: [{ description: 'Záloha na kampaň', quantityThousandths: 1000, unit: 'ks', unitPriceMinor: 20_000_00 }],
    });
    const advance = await callApi(page, 'POST', `/api/admin/invoices/${advanceDraft.id}/issue`);
    await callApi(page, 'POST', '/api/admin/received-invoices', {
      supplierName: 'Tiskárna Novák s.r.o.', supplierIco: '27082440', number: 'FV-0412', issuedOn: day, taxableSupplyOn: day,
      amounts: [{ vatPercent: 21, baseMinor: 1_500_00, vatMinor: 315_00 }],
    });

    await page.goto(`${server.url}/admin/invoices`);
    await page.getByRole('heading', { level: 1, name: 'Faktury' }).waitFor();
    await page.getByRole('button', { name: 'Export pro účetní' }).click();
    const dialog = page.getByRole('dialog', { name: 'Export pro účetní' });
    await dialog.waitFor();
    // Last month is chosen.
    expect(await dialog.getByLabel('Měsíc', { exact: true }).inputValue()).toBe(month.month);
    await expectNoViolations(page, 'the accountant export dialog');

    // From–to: a period ending before it starts is said so, and nothing is offered to download.
    await dialog.getByLabel('Od – do').check();
    await dialog.getByLabel('Do', { exact: true }).fill(`${month.month}-01`);
    await dialog.getByLabel('Od', { exact: true }).fill(`${month.month}-10`);
    await dialog.getByRole('alert').filter({ hasText: 'Konec období je před jeho začátkem.' }).waitFor();
    expect(await dialog.getByRole('link', { name: 'Stáhnout ZIP' }).count()).toBe(0);
    await dialog.getByLabel('Celý měsíc').check();

    const [download] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('link', { name: 'Stáhnout ZIP' }).click()]);
    expect(download.suggestedFilename()).toBe(`ucetni-export-${month.from}_${month.to}.zip`);
    const files = unzipSync(new Uint8Array(readFileSync((await download.path())!)));
    const invoiceName = String(invoice.number).replace(/[^A-Za-z0-9._-]/g, '-');
    const advanceName = String(advance.number).replace(/[^A-Za-z0-9._-]/g, '-');
    expect(Object.keys(files)).toEqual(
      ['README.txt', 'pohoda.xml', 'prijate.csv', `vydane/${advanceName}.isdoc`, `vydane/${advanceName}.pdf`, `vydane/${invoiceName}.isdoc`, `vydane/${invoiceName}.pdf`, 'vydane.csv'].sort(),
    );
    expect(strFromU8(files[`vydane/${invoiceName}.pdf`]!.subarray(0, 5))).toBe('%PDF-');
    const pack = strFromU8(files['pohoda.xml']!);
    expect(pack).toContain(`<typ:numberRequested>${invoice.number}</typ:numberRequested>`);
    expect(pack).toContain('<inv:invoiceType>issuedAdvanceInvoice</inv:invoiceType>');
    expect(pack).not.toContain('issuedCreditNotice');
    expect(pack).toContain('<inv:invoiceType>receivedInvoice</inv:invoiceType>');
    expect(strFromU8(files['prijate.csv']!)).toContain('Tiskárna Novák s.r.o.');
    expect(realErrors(consoleErrors)).toEqual([]);
  });
});
