/**
 * The VIES proof behind "daň odvede zákazník" on an issued reverse-charge invoice (issue 37): verified (Prague time,
 * consultation number, the trader as VIES told), VIES unavailable at issue (with the last check, or none), a document
 * issued before checks were kept; nothing on other documents. Issuing refused by VIES says why, in the screen's language.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminInvoice } from '@/shared/schemas/invoice';
import type { SnapshotVatCheck } from '@/shared/vat-checks';
import { jsonResponse, listResponse, stubFetch } from '@/client/test/fetch-stub';
import { CLIENT, invoiceFixture, issuedFixture, renderInvoiceScreens } from './invoice-test-support';

const PROOF: SnapshotVatCheck = {
  vatId: 'DE123456789',
  valid: true,
  name: '',
  address: '',
  requestIdentifier: 'WAPIAAAAXk3bQz1a',
  requestDate: '2026-12-01T09:15:02.123Z',
  checkedAt: '2026-12-01T09:15:02.500Z',
};

let current: AdminInvoice;
let onIssue: () => Response;

beforeEach(() => {
  onIssue = () => jsonResponse(404, { message: 'Not found', error: 'Not found' });
  stubFetch(async (raw, init) => {
    const url = new URL(raw, 'http://localhost');
    const method = init?.method ?? 'GET';
    if (method === 'GET' && url.pathname === '/api/admin/invoices/7') return jsonResponse(200, current);
    if (method === 'GET' && url.pathname === `/api/admin/clients/${CLIENT.id}`) return jsonResponse(200, { ...CLIENT, billingCountry: 'DE', dic: 'DE123456789', vatPayer: true });
    if (method === 'GET' && url.pathname === '/api/admin/activity') return listResponse([]);
    if (method === 'POST' && url.pathname === '/api/admin/invoices/7/issue') return onIssue();
    return jsonResponse(404, { message: 'Not found', error: 'Not found' });
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const reverseCharge = (vatCheck: SnapshotVatCheck | null) => issuedFixture({ vatMode: 'reverse_charge', vatCheck });

describe('the VIES proof on the invoice detail', () => {
  it('verified: the VAT ID, when (Prague time), the consultation number; undisclosed name and address said so', async () => {
    current = reverseCharge(PROOF);
    renderInvoiceScreens('/admin/invoices/7');
    const proof = await screen.findByTestId('invoice-vat-proof');
    expect(within(proof).getByRole('heading')).toHaveTextContent('Daň odvede zákazník — ověření ve VIES');
    expect(proof).toHaveTextContent('DE123456789');
    // 09:15 UTC is 10:15 in Prague in December.
    expect(proof).toHaveTextContent('Ověřeno ve VIES 1. 12. 2026, 10:15');
    expect(proof).toHaveTextContent('WAPIAAAAXk3bQz1a');
    expect(proof).toHaveTextContent('stát je nezveřejňuje');
    expect(proof).not.toHaveTextContent('nedostupný');
  });

  it('in English', async () => {
    current = reverseCharge({ ...PROOF, name: 'ACME BV', address: 'STRAAT 1\n1234 AB STAD' });
    renderInvoiceScreens('/admin/invoices/7', 'en');
    const proof = await screen.findByTestId('invoice-vat-proof');
    expect(proof).toHaveTextContent('Reverse charge — VIES check');
    expect(proof).toHaveTextContent(/Verified in VIES Dec 1, 2026, 10:15\sAM/);
    expect(proof).toHaveTextContent('ACME BV');
  });

  it('VIES unavailable at issue: the last valid check, said so', async () => {
    current = reverseCharge({ ...PROOF, unavailableAtIssue: true });
    renderInvoiceScreens('/admin/invoices/7');
    const proof = await screen.findByTestId('invoice-vat-proof');
    expect(proof).toHaveTextContent('VIES byl při vystavení nedostupný: faktura vystavena s posledním platným ověřením.');
    expect(proof).toHaveTextContent('WAPIAAAAXk3bQz1a');
  });

  it('VIES unavailable and no check ever: "VIES nedostupný, ověření chybí"', async () => {
    current = reverseCharge({ vatId: 'DE123456789', valid: false, name: '', address: '', requestIdentifier: null, requestDate: null, checkedAt: null, unavailableAtIssue: true });
    renderInvoiceScreens('/admin/invoices/7');
    const proof = await screen.findByTestId('invoice-vat-proof');
    expect(proof).toHaveTextContent('VIES nedostupný, ověření chybí');
    expect(proof).not.toHaveTextContent('Ověřeno ve VIES');
  });

  it('an older document without a stored check says so; a Czech-VAT invoice shows no proof', async () => {
    current = reverseCharge(null);
    const { unmount } = renderInvoiceScreens('/admin/invoices/7');
    expect(await screen.findByTestId('invoice-vat-proof')).toHaveTextContent('Doklad vystaven před ukládáním ověření VIES.');
    unmount();
    current = issuedFixture();
    renderInvoiceScreens('/admin/invoices/7');
    await screen.findAllByText('FV-2026-0007', { exact: false });
    expect(screen.queryByTestId('invoice-vat-proof')).not.toBeInTheDocument();
  });

  it('issuing refused by VIES: the reason in the screen’s language, naming the VAT ID', async () => {
    const user = userEvent.setup();
    current = invoiceFixture({ vatMode: 'reverse_charge' });
    onIssue = () =>
      jsonResponse(409, { message: 'VIES says the VAT ID DE123456789 is not valid: reverse charge cannot be used', error: 'x', code: 'viesInvalid', params: { vatId: 'DE123456789' } });
    renderInvoiceScreens('/admin/invoices/7');
    const issue = await screen.findByRole('button', { name: 'Vystavit' });
    await waitFor(() => expect(issue).toBeEnabled());
    await user.click(issue);
    const ask = await screen.findByRole('alertdialog', { name: 'Vystavit fakturu?' });
    await user.click(within(ask).getByRole('button', { name: 'Vystavit' }));
    expect(await screen.findByText('VIES říká, že DIČ DE123456789 není platné — přenesení daňové povinnosti nelze použít.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });
});
