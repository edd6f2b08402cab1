/**
 * VIES, the EU VAT ID check (issue 37 point 2), in Chromium on a server of its own pointed at the VIES stand-in
 * (VIES_URL): a German client saved with its VAT ID is checked (the agency's DIČ sent as the requester), its detail
 * shows the check with the consultation number, "Check again" asks again; a reverse-charge invoice issued from its
 * detail shows the stored VIES proof behind "daň odvede zákazník". An invalid VAT ID: the client detail warns, and
 * issuing is refused with the reason on screen, the invoice left a draft.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, realErrors, signIn } from '../support/back-office';
import { DESKTOP, openPage } from '../support/browser';
import { startOwnServer, type OwnServer } from '../support/own-server';
import { COMPLETE_AGENCY_BILLING } from '../../src/server/test/billing-fixtures';
import { startViesStandIn, VIES_NUMBERS, type ViesStandIn } from '../../src/server/test/stand-ins/vies';

let vies: ViesStandIn;
let server: OwnServer;
beforeAll(async () => {
  vies = await startViesStandIn();
  server = await startOwnServer({
    dataPrefix: 'agency-e2e-vies',
    admin: { username: 'vies-admin', password: 'vies-heslo-1', name: 'Věra Viesová', email: 'vera@lipadigital.cz' },
    env: { VIES_URL: vies.url },
  });
}, 90_000);
afterAll(async () => {
  await server?.stop();
  await vies?.close();
});

const germanClient = (name: string, dic: string) => ({
  name,
  email: `${name.toLowerCase().replace(/\s+/g, '.')}@example.de`,
  billingName: `${name} GmbH`,
  billingStreet: 'Hauptstraße 1',
  billingCity: 'Berlin',
  billingPostalCode: '10115',
  billingCountry: 'DE',
  dic,
  vatPayer: true,
});
const draftFor = (clientId: unknown) => ({ clientId, lines: [{ description: 'Návrh webu', quantityThousandths: 1000, unit: 'ks', unitPriceMinor: 40_000_00 }] });

describe('a reverse-charge invoice shows the stored VIES proof', () => {
  it('checked on save, shown on the client, checked again, frozen on the issued invoice; an invalid VAT ID refused (cs, desktop)', async () => {
    const { page, context, consoleErrors } = await openPage(server.browser, { locale: 'cs-CZ', viewport: DESKTOP });
    await signIn(page, 'cs', server);
    await callApi(page, 'PUT', '/api/admin/settings/billing', COMPLETE_AGENCY_BILLING);

    // Saved: checked in VIES with the agency's DIČ (without its prefix) as the requester.
    const client = await callApi(page, 'POST', '/api/admin/clients', germanClient('Muster Handel', VIES_NUMBERS.validUndisclosed));
    expect(vies.checks()).toEqual([{ countryCode: 'DE', vatNumber: '123456789', requesterMemberStateCode: 'CZ', requesterNumber: '27082440' }]);
    const saved = client.vatCheck as { latest: { outcome: string; requestIdentifier: string } };
    expect(saved.latest.outcome).toBe('valid');

    // The client's invoicing tab: valid, the consultation number, Germany discloses no name.
    await page.goto(`${server.url}/admin/clients/${client.id}`);
    await page.getByRole('tab', { name: 'Fakturační údaje' }).click();
    const card = page.getByRole('region', { name: 'Ověření DIČ ve VIES' });
    await card.getByText('Platné', { exact: true }).waitFor();
    await card.getByText(saved.latest.requestIdentifier).waitFor();
    expect(await card.getByText('stát je nezveřejňuje').count()).toBe(2);

    // Check again: VIES asked again, a new consultation number shown.
    await card.getByRole('button', { name: 'Ověřit znovu' }).click();
    await page.getByText('DIČ ověřeno ve VIES').waitFor();
    expect(vies.checks()).toHaveLength(2);
    const state = await callApi(page, 'GET', `/api/admin/clients/${client.id}/vat-check`);
    const latest = (state.latest as { requestIdentifier: string }).requestIdentifier;
    expect(latest).not.toBe(saved.latest.requestIdentifier);
    await card.getByText(latest).waitFor();

    // A reverse-charge invoice issued from its detail: the proof it rests on (a valid check of today, reused).
    const draft = await callApi(page, 'POST', '/api/admin/invoices', draftFor(client.id));
    expect(draft.vatMode).toBe('reverse_charge');
    await page.goto(`${server.url}/admin/invoices/${draft.id}`);
    await page.getByRole('button', { name: 'Vystavit' }).click();
    const ask = page.getByRole('alertdialog', { name: 'Vystavit fakturu?' });
    await ask.getByRole('button', { name: 'Vystavit' }).click();
    const proof = page.getByTestId('invoice-vat-proof');
    await proof.waitFor();
    expect(await proof.getByRole('heading').innerText()).toBe('Daň odvede zákazník — ověření ve VIES');
    const text = (await proof.innerText()).replace(/\s+/g, ' ');
    expect(text).toContain('DE123456789');
    expect(text).toMatch(/Ověřeno ve VIES \d{1,2}\. \d{1,2}\. \d{4}, \d{1,2}:\d{2}/);
    expect(text).toContain(latest);
    expect(text).not.toContain('nedostupný');
    const issued = await callApi(page, 'GET', `/api/admin/invoices/${draft.id}`);
    expect(issued).toMatchObject({ status: 'issued', vatCheck: { vatId: 'DE123456789', valid: true, requestIdentifier: latest } });

    // An invalid VAT ID: saved with a warning on the client; issuing refused with the reason, the invoice a draft.
    const invalid = await callApi(page, 'POST', '/api/admin/clients', germanClient('Alte Firma', VIES_NUMBERS.invalid));
    await page.goto(`${server.url}/admin/clients/${invalid.id}`);
    await page.getByRole('tab', { name: 'Fakturační údaje' }).click();
    await page.getByRole('region', { name: 'Ověření DIČ ve VIES' }).getByText('Neplatné', { exact: true }).waitFor();
    await page.getByRole('alert').filter({ hasText: `VIES říká, že DIČ ${VIES_NUMBERS.invalid} není platné` }).waitFor();
    const refused = await callApi(page, 'POST', '/api/admin/invoices', draftFor(invalid.id));
    await page.goto(`${server.url}/admin/invoices/${refused.id}`);
    await page.getByRole('button', { name: 'Vystavit' }).click();
    await page.getByRole('alertdialog', { name: 'Vystavit fakturu?' }).getByRole('button', { name: 'Vystavit' }).click();
    await page.getByText(`VIES říká, že DIČ ${VIES_NUMBERS.invalid} není platné — přenesení daňové povinnosti nelze použít.`).waitFor();
    expect(await callApi(page, 'GET', `/api/admin/invoices/${refused.id}`)).toMatchObject({ status: 'draft', number: null });

    // The refusal is a 409 the screen explains; no other error.
    expect(realErrors(consoleErrors).filter((e) => !e.includes('409'))).toEqual([]);
    await context.close();
  });
});
