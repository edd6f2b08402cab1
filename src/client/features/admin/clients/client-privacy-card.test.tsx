/** The client's data on request (issue 25): the export link, the erase dialog (what is erased and kept, then the result). */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ClientErasureResult } from '@/shared/client-privacy';
import { jsonResponse, listResponse, stubFetch } from '@/client/test/fetch-stub';
import { renderAdminScreen } from '@/client/test/render-admin-screen';
import { ClientChangeRequestsCard } from './client-change-requests-card';
import { ClientPrivacyCard } from './client-privacy-card';

afterEach(() => {
  vi.unstubAllGlobals();
});

const RESULT: ClientErasureResult = {
  clientId: 5,
  billingIdentityKept: true,
  counts: {
    messagesAnonymised: 3,
    visitsDeleted: 2,
    mailsDeleted: 4,
    proposalsDeleted: 1,
    proposalsKept: 1,
    invoicesKept: 3,
    portalSessionsEnded: 1,
    portalLinksDeleted: 0,
    portalAccessRemoved: 1,
    changeRequestsDeleted: 0,
    clientAnonymised: 1,
    activityEntriesPseudonymised: 7,
    rateLimitsDeleted: 2,
  },
  kept: [
    { reason: 'invoices', count: 3, text: 'Issued invoices are kept unchanged: tax documents are kept 10 years (VAT Act § 35)' },
    { reason: 'billingIdentity', count: 1, text: '…' },
  ],
};

describe('ClientPrivacyCard', () => {
  it('links to the ZIP export and erases after the confirmation, then shows the counts and why things were kept (English)', async () => {
    const fetchMock = stubFetch(async (url, init) => {
      if (url === '/api/admin/clients/5/erase' && init?.method === 'POST') return jsonResponse(200, RESULT);
      return listResponse([]);
    });
    const user = userEvent.setup();
    renderAdminScreen(<ClientPrivacyCard client={{ id: 5, name: 'Bäckerei' }} />, { lang: 'en' });

    expect(screen.getByRole('link', { name: 'Download all data (ZIP)' })).toHaveAttribute('href', '/api/admin/clients/5/export');
    await user.click(screen.getByRole('button', { name: 'Erase personal data…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Erase the personal data of Bäckerei?' });
    expect(dialog).toHaveTextContent('What is erased');
    expect(dialog).toHaveTextContent('tax documents are kept 10 years');
    expect(fetchMock.mock.calls.some(([url]) => url.endsWith('/erase'))).toBe(false);

    await user.click(within(dialog).getByRole('button', { name: 'Erase personal data' }));
    expect(await within(dialog).findByText('Result of the erasure')).toBeInTheDocument();
    const call = fetchMock.mock.calls.find(([url]) => url === '/api/admin/clients/5/erase');
    expect(JSON.parse(String(call![1]!.body))).toEqual({ confirm: true });
    expect(dialog).toHaveTextContent('Messages anonymised3');
    expect(dialog).toHaveTextContent('Invoices kept3');
    expect(dialog).toHaveTextContent('3 invoice(s) kept: tax documents are kept 10 years (Czech VAT Act, § 35).');
    expect(dialog).toHaveTextContent("The client's billing details (name, company ID, VAT ID, address) were kept");
    expect(await screen.findByText('The personal data were erased')).toBeInTheDocument();
  });

  it('cancelling erases nothing (Czech)', async () => {
    const fetchMock = stubFetch(async () => listResponse([]));
    const user = userEvent.setup();
    renderAdminScreen(<ClientPrivacyCard client={{ id: 5, name: 'Bäckerei' }} />, { lang: 'cs' });
    await user.click(screen.getByRole('button', { name: 'Vymazat osobní údaje…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Vymazat osobní údaje klienta Bäckerei?' });
    expect(dialog).toHaveTextContent('daňové doklady se uchovávají 10 let');
    await user.click(within(dialog).getByRole('button', { name: 'Zrušit' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => url.endsWith('/erase'))).toBe(false);
  });
});

describe('ClientChangeRequestsCard', () => {
  it('shows a pending request field by field and approves it', async () => {
    const request = {
      id: 9,
      clientId: 5,
      status: 'pending',
      changes: { billingName: 'Nová s.r.o.', ico: null, dic: null, billingStreet: 'Krátká 2', billingCity: 'Praha', billingPostalCode: '110 00', billingCountry: 'CZ', phone: null, vatPayer: false, note: 'Moved' },
      current: { billingName: 'Stará s.r.o.', ico: null, dic: null, billingStreet: 'Dlouhá 1', billingCity: 'Brno', billingPostalCode: '602 00', billingCountry: 'CZ', phone: null, vatPayer: false },
      createdAt: '2026-11-20T10:00:00.000Z',
      decidedAt: null,
      decidedBy: null,
      decidedByName: null,
    };
    const fetchMock = stubFetch(async (url) => {
      if (url === '/api/admin/clients/5/change-requests') return jsonResponse(200, { items: [request], pending: 1 });
      if (url === '/api/admin/clients/5/change-requests/9/approve') return jsonResponse(200, { ...request, status: 'approved' });
      return listResponse([]);
    });
    const user = userEvent.setup();
    renderAdminScreen(<ClientChangeRequestsCard clientId={5} />, { lang: 'en' });
    const row = (await screen.findByRole('rowheader', { name: 'Street and number' })).closest('tr')!;
    expect(row).toHaveTextContent('Dlouhá 1');
    expect(row).toHaveTextContent('Krátká 2');
    expect(screen.getByText("Client's note: Moved")).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /^Approve the request of/ }));
    expect(await screen.findByText("Request approved: the client's details are changed")).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url, init]) => url === '/api/admin/clients/5/change-requests/9/approve' && init?.method === 'POST')).toBe(true);
  });
});
