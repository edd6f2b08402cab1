/**
 * Partial credit notes (issue 38 point 2) in Chromium, on a server of its own: an invoice of 10 h × 1 500 Kč +
 * 1 × 20 000 Kč at 21 % (42 350 Kč). Czech on a phone: the credit-note dialog lists the lines with what is left, 4 h
 * typed shows the live totals (−6 000 base, −1 260 VAT, −7 260), issued → the credit note opens; the invoice then
 * lists it and asks 42 350 − 7 260 = 35 090 Kč. English on a desktop: an amount per rate (1 000 Kč → −1 210), the
 * invoice asks 33 880 Kč. SCREENSHOT_DIR=… keeps a PNG of each screen (cs and en, 390 and 1366 px).
 */
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPLETE_AGENCY_BILLING } from '../../src/server/test/billing-fixtures';
import { callApi, expectNoViolations, realErrors, signIn } from '../support/back-office';
import { DESKTOP, PHONE, openPage } from '../support/browser';
import { startOwnServer, type OwnServer } from '../support/own-server';

let server: OwnServer;
let invoiceId: number;
let invoiceNumber: string;

beforeAll(async () => {
  server = await startOwnServer({
    dataPrefix: 'agency-e2e-credit',
    admin: { username: 'dobropis-admin', password: 'dobropis-heslo-1', name: 'Dana Dobropisová', email: 'dana@lipadigital.cz' },
  });
}, 90_000);
afterAll(async () => {
  await server?.stop();
});

const shot = async (page: Page, name: string) => {
  const dir = process.env.SCREENSHOT_DIR;
  if (dir) await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: true });
};
const WIDE = { ...DESKTOP, width: 1366 };
/** Text with every run of spaces (no-break ones too) as one space. */
const line = (text: string) => text.replace(/\s+/g, ' ').trim();

describe('a partial credit note from the invoice detail', () => {
  it('Czech on a phone: 4 h of a line, the live totals, issued; the invoice lists it and asks the rest', async () => {
    const { page, context, consoleErrors } = await openPage(server.browser, { locale: 'cs-CZ', viewport: PHONE });
    await signIn(page, 'cs', server);
    await callApi(page, 'PUT', '/api/admin/settings/billing', COMPLETE_AGENCY_BILLING);
    const client = await callApi(page, 'POST', '/api/admin/clients', {
      name: 'Pekárna Šťastná', email: 'stastna@pekarna.cz', billingName: 'Pekárna Šťastná s.r.o.', billingStreet: 'Dlouhá 1', billingCity: 'Brno', billingPostalCode: '602 00', ico: '25596641', dic: 'CZ25596641', vatPayer: true,
    });
    const draft = await callApi(page, 'POST', '/api/admin/invoices', {
      clientId: client.id,
      lines: [
        { description: 'Vývoj', quantityThousandths: 10_000, unit: 'hod', unitPriceMinor: 1_500_00 },
        { description: 'Grafický návrh', quantityThousandths: 1000, unit: 'ks', unitPriceMinor: 20_000_00 },
      ],
    });
    invoiceId = Number(draft.id);
    invoiceNumber = String((await callApi(page, 'POST', `/api/admin/invoices/${invoiceId}/issue`)).number);

    await page.goto(`${server.url}/admin/invoices/${invoiceId}`);
    await page.getByRole('heading', { level: 1, name: `Faktura – daňový doklad ${invoiceNumber}` }).waitFor();
    await page.getByRole('button', { name: 'Vystavit opravný doklad' }).click();
    const dialog = page.getByRole('dialog', { name: `Opravný daňový doklad k ${invoiceNumber}` });
    await dialog.getByText(/^Zbývá 10 hod z 10 hod/).waitFor();
    await dialog.getByLabel('Dobropisované množství – Vývoj').fill('4');
    const totals = dialog.getByTestId('credit-note-totals');
    // 4 × 1 500 = 6 000; VAT 21 % = 1 260; total 7 260 — negative on the credit note.
    await expect.poll(async () => line(await totals.innerText())).toContain('-7 260,00 Kč');
    expect(line(await totals.innerText())).toContain('-6 000,00 Kč');
    expect(line(await totals.innerText())).toContain('-1 260,00 Kč');
    await dialog.getByLabel('Důvod opravy').fill('Vyfakturováno o 4 hodiny víc');
    await shot(page, 'credit-dialog-cs-390');
    await page.setViewportSize(WIDE);
    await shot(page, 'credit-dialog-cs-1366');
    await expectNoViolations(page, 'the credit-note dialog (cs)');
    await page.setViewportSize(PHONE);
    await dialog.getByRole('button', { name: 'Vystavit opravný doklad' }).click();

    await page.getByRole('heading', { level: 1, name: /^Opravný daňový doklad D-\d{4}-0001$/ }).waitFor();
    expect(line(await page.locator('main').innerText())).toContain('Důvod opravy: Vyfakturováno o 4 hodiny víc');
    await page.goto(`${server.url}/admin/invoices/${invoiceId}`);
    const notes = page.getByTestId('invoice-credit-notes');
    await notes.getByRole('link', { name: /^D-\d{4}-0001$/ }).waitFor();
    // 42 350 − 7 260 = 35 090 Kč still to credit, and still to pay.
    expect(line(await notes.innerText())).toContain('Zbývá k dobropisu: 35 090,00 Kč s DPH');
    expect(line(await page.getByTestId('invoice-outstanding').innerText())).toBe('35 090,00 Kč');
    await shot(page, 'credit-notes-cs-390');
    await page.setViewportSize(WIDE);
    await shot(page, 'credit-notes-cs-1366');
    await expectNoViolations(page, 'the invoice with its credit note (cs)');
    expect(realErrors(consoleErrors)).toEqual([]);
    await context.close();
  });

  it('English on a desktop: an amount per VAT rate', async () => {
    const { page, context, consoleErrors } = await openPage(server.browser, { locale: 'en-GB', viewport: WIDE });
    await signIn(page, 'en', server);
    await page.goto(`${server.url}/admin/invoices/${invoiceId}`);
    await page.getByRole('button', { name: 'Issue credit note' }).click();
    const dialog = page.getByRole('dialog', { name: `Credit note for ${invoiceNumber}` });
    await dialog.getByText(/^6 hod of 10 hod left/).waitFor();
    await dialog.getByRole('radio', { name: 'An amount per VAT rate' }).check();
    // Left at 21 %: 35 000 − 6 000 = 29 000.
    expect(line(await dialog.innerText())).toContain('Base left CZK 29,000.00');
    await dialog.getByLabel('Base to credit – Rate 21 %').fill('1000');
    // 1 000 + 210 VAT = 1 210.
    await expect.poll(async () => line(await dialog.getByTestId('credit-note-totals').innerText())).toContain('CZK -1,210.00');
    await dialog.getByLabel('Reason for the correction').fill('Discount agreed after delivery');
    await shot(page, 'credit-dialog-en-1366');
    await page.setViewportSize(PHONE);
    await shot(page, 'credit-dialog-en-390');
    await page.setViewportSize(WIDE);
    await dialog.getByRole('button', { name: 'Issue credit note' }).click();
    await page.getByRole('heading', { level: 1, name: /^Credit note D-\d{4}-0002$/ }).waitFor();
    await page.goto(`${server.url}/admin/invoices/${invoiceId}`);
    const notes = page.getByTestId('invoice-credit-notes');
    await notes.getByRole('link', { name: /^D-\d{4}-0002$/ }).waitFor();
    // 35 090 − 1 210 = 33 880.
    expect(line(await notes.innerText())).toContain('Left to credit: CZK 33,880.00 with VAT');
    await shot(page, 'credit-notes-en-1366');
    await page.setViewportSize(PHONE);
    await shot(page, 'credit-notes-en-390');
    await expectNoViolations(page, 'the invoice with its credit notes (en)');
    expect(realErrors(consoleErrors)).toEqual([]);
    await context.close();
  });
});
