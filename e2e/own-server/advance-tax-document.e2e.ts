/**
 * Tax documents for received advance payments (issue 38 point 1) in Chromium, on a server of its own: an advance of
 * 60 500 Kč (50 000 + 21 %) is paid by hand → the advance's detail links to its tax document P-…, whose detail names
 * it and links back; the list filters by the new kind; the tax document's PDF downloads. Czech on a phone, English on
 * a desktop. SCREENSHOT_DIR=… keeps a PNG of each screen.
 */
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { officeDay } from '../../src/shared/dates';
import { COMPLETE_AGENCY_BILLING } from '../../src/server/test/billing-fixtures';
import { callApi, expectNoViolations, realErrors, signIn } from '../support/back-office';
import { DESKTOP, PHONE, openPage } from '../support/browser';
import { startOwnServer, type OwnServer } from '../support/own-server';

let server: OwnServer;
let advanceId: number;
let taxDocumentId: number;
let taxDocumentNumber: string;

beforeAll(async () => {
  server = await startOwnServer({
    dataPrefix: 'agency-e2e-advance-tax',
    admin: { username: 'zaloha-admin', password: 'zaloha-heslo-1', name: 'Zora Zálohová', email: 'zora@lipadigital.cz' },
  });
}, 90_000);
afterAll(async () => {
  await server?.stop();
});

const shot = async (page: Page, name: string) => {
  const dir = process.env.SCREENSHOT_DIR;
  if (dir) await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: true });
};

describe('a paid advance and its tax document on the invoice screens', () => {
  it('Czech on a phone: the advance paid by hand links to its tax document, which links back', async () => {
    const { page, context, consoleErrors } = await openPage(server.browser, { locale: 'cs-CZ', viewport: PHONE });
    await signIn(page, 'cs', server);
    await callApi(page, 'PUT', '/api/admin/settings/billing', COMPLETE_AGENCY_BILLING);
    const client = await callApi(page, 'POST', '/api/admin/clients', {
      name: 'Pekárna Šťastná', email: 'stastna@pekarna.cz', billingName: 'Pekárna Šťastná s.r.o.', billingStreet: 'Dlouhá 1', billingCity: 'Brno', billingPostalCode: '602 00', ico: '25596641', dic: 'CZ25596641', vatPayer: true,
    });
    // The advance: 50 % of a 121 000 Kč order = 50 000 + 21 % = 60 500 Kč.
    const draft = await callApi(page, 'POST', '/api/admin/invoices', {
      kind: 'advance_invoice', clientId: client.id, lines: [{ description: 'Záloha 50 % na nový web', quantityThousandths: 1000, unit: 'ks', unitPriceMinor: 50_000_00 }],
    });
    advanceId = Number(draft.id);
    const advance = await callApi(page, 'POST', `/api/admin/invoices/${advanceId}/issue`);
    await callApi(page, 'POST', `/api/admin/invoices/${advanceId}/payments`, { amountMinor: 60_500_00, paidOn: officeDay(), method: 'other', note: 'Převod' });

    await page.goto(`${server.url}/admin/invoices/${advanceId}`);
    await page.getByRole('heading', { name: `Zálohová faktura ${String(advance.number)}` }).waitFor();
    const link = page.getByRole('link', { name: /^P-\d{4}-0001$/ });
    await link.waitFor();
    taxDocumentNumber = (await link.textContent())!.trim();
    await shot(page, 'advance-cs-390');
    await link.click();
    await page.getByRole('heading', { name: `Daňový doklad k přijaté platbě ${taxDocumentNumber}` }).waitFor();
    taxDocumentId = Number(new URL(page.url()).pathname.split('/').pop());
    // base = round(60 500 / 1.21) = 50 000; VAT = 10 500.
    await expect(page.getByText('10 500,00', { exact: false }).first().isVisible()).resolves.toBe(true);
    await expect(page.getByRole('link', { name: String(advance.number) }).isVisible()).resolves.toBe(true);
    await expect(page.getByRole('button', { name: 'Zaznamenat platbu' }).count()).resolves.toBe(0);
    await shot(page, 'tax-document-cs-390');
    await expectNoViolations(page, 'the tax document (cs, phone)');
    await page.setViewportSize({ width: 1366, height: 900 });
    await shot(page, 'tax-document-cs-1366');
    expect(realErrors(consoleErrors)).toEqual([]);
    await context.close();
  });

  it('English on a desktop: the list filtered by the new kind, the detail, the PDF download', async () => {
    const { page, context, consoleErrors } = await openPage(server.browser, { locale: 'en-GB', viewport: { ...DESKTOP, width: 1366 }, acceptDownloads: true });
    await signIn(page, 'en', server);
    await page.goto(`${server.url}/admin/invoices?kind=advance_tax_document`);
    await page.getByRole('link', { name: taxDocumentNumber }).first().waitFor();
    await expect(page.getByLabel('Document type').inputValue()).resolves.toBe('advance_tax_document');
    await shot(page, 'list-en-1366');
    await page.goto(`${server.url}/admin/invoices/${taxDocumentId}`);
    await page.getByRole('heading', { name: `Tax document for a received payment ${taxDocumentNumber}` }).waitFor();
    await expect(page.getByText('Payment received', { exact: true }).isVisible()).resolves.toBe(true);
    await shot(page, 'tax-document-en-1366');
    await page.setViewportSize(PHONE);
    await shot(page, 'tax-document-en-390');
    await page.setViewportSize({ ...DESKTOP, width: 1366 });
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: /PDF/ }).first().click()]);
    expect(download.suggestedFilename()).toBe(`${taxDocumentNumber}.pdf`);
    await page.goto(`${server.url}/admin/invoices/${advanceId}`);
    await page.getByRole('link', { name: taxDocumentNumber }).waitFor();
    await shot(page, 'advance-en-1366');
    await expectNoViolations(page, 'the advance (en, desktop)');
    expect(realErrors(consoleErrors)).toEqual([]);
    await context.close();
  });
});
