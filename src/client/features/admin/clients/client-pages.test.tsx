import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminClient, AdminProject } from '@/shared/api-types';
import type { Language } from '@/shared/constants';
import { jsonResponse, listResponse, stubFetch, type FetchMock } from '@/client/test/fetch-stub';
import { renderAdminScreen } from '@/client/test/render-admin-screen';
import { ClientDetailPage } from './client-detail-page';
import { ClientsPage } from './clients-page';
import { PROJECT_WITHOUT_TIME } from '@/client/test/project-fixture';

const client = (id: number, extra: Partial<AdminClient> = {}): AdminClient => ({
  id,
  paymentStatusFromInvoices: false,
  name: `Klient ${id}`,
  email: `klient${id}@example.cz`,
  phone: null,
  website: null,
  company: `Firma ${id}`,
  companySize: null,
  industry: null,
  location: null,
  servicesRequired: null,
  startDate: null,
  expectedDelivery: null,
  currentStatus: 'lead',
  preferredCommunication: null,
  salesman: null,
  internalNotes: null,
  oneTimePrice: 0,
  monthlyPrice: 0,
  contractUrl: null,
  paymentStatus: 'not_paid',
  ...{ billingName: null, ico: null, dic: null, billingStreet: null, billingCity: null, billingPostalCode: null },
  ...{ billingCountry: 'CZ', documentLanguage: 'cs', vatPayer: false },
  createdAt: '2026-02-01T10:00:00.000Z',
  ...extra,
});

const project: AdminProject = {
  id: 3,
  amountPaidFromInvoices: false,
  clientId: 7,
  clientName: 'Klient 7',
  name: 'Nový web',
  description: 'Responzivní web',
  status: 'active',
  startDate: '2026-03-01T00:00:00.000Z',
  dueDate: '2026-10-01T00:00:00.000Z',
  budget: 0,
  monthlyFee: 0,
  amountPaid: 0,
  serviceType: 'web-development',
  costOfService: 200,
  notes: null,
  ...PROJECT_WITHOUT_TIME,
  createdAt: '2026-03-01T00:00:00.000Z',
  updatedAt: '2026-03-01T00:00:00.000Z',
};

let fetchMock: FetchMock;
beforeEach(() => {
  fetchMock = stubFetch();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderAt(url: string, lang: Language = 'en') {
  renderAdminScreen(
    <Routes>
      <Route path="/admin/clients" element={<ClientsPage />} />
      <Route path="/admin/clients/:id" element={<ClientDetailPage />} />
    </Routes>,
    { lang, url },
  );
}

const requested = () => fetchMock.mock.calls.map(([url]) => String(url));

describe('ClientsPage', () => {
  it('loads one page at a time from the server, searches there, and shows the total', async () => {
    fetchMock.mockImplementation(async (url) => {
      const params = new URL(url, 'http://x').searchParams;
      if (params.get('q') === 'pekárna') return listResponse([client(1, { name: 'Pekárna Novák' })]);
      const offset = Number(params.get('offset'));
      // Three rows a page keep the test quick; the total says 10 000 exist.
      return listResponse([0, 1, 2].map((i) => client(10_000 - offset - i)), 10_000);
    });
    const user = userEvent.setup();
    renderAt('/admin/clients');
    expect(await screen.findByText('Total clients: 10,000')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Clients' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to dashboard' })).toHaveAttribute('href', '/admin');
    const list = screen.getByRole('list', { name: 'Client list' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(requested()[0]).toBe('/api/admin/clients?limit=12&offset=0');
    const card = within(list).getAllByRole('article')[0]!;
    expect(within(card).getByText('Lead')).toBeInTheDocument();
    expect(within(card).getByText('Not paid')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Details of Klient 10000' })).toHaveAttribute('href', '/admin/clients/10000');
    expect(within(card).getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Contact', 'Services', 'Billing']);

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(6));
    expect(requested()).toContain('/api/admin/clients?limit=12&offset=3');
    expect(screen.getByText('Showing 6 of 10,000')).toBeInTheDocument();

    await user.type(screen.getByRole('searchbox', { name: 'Search clients' }), 'pekárna');
    expect(await screen.findByText('Pekárna Novák')).toBeInTheDocument();
    expect(requested()).toContain(`/api/admin/clients?q=${encodeURIComponent('pekárna').replace(/%20/g, '+')}&limit=12&offset=0`);
    expect(screen.getByText('Total clients: 1')).toBeInTheDocument();
  }, 20_000);

  it('keeps the status filter in the address: opened with it, changed into it, filtered and exported on the server', async () => {
    fetchMock.mockImplementation(async (url) => {
      const status = new URL(url, 'http://x').searchParams.get('status');
      return listResponse(status === 'paused' ? [client(2, { name: 'Pozastavený', currentStatus: 'paused' })] : [client(1, { currentStatus: 'active' })]);
    });
    const Address = () => <output data-testid="address">{useLocation().search}</output>;
    const user = userEvent.setup();
    renderAdminScreen(
      <>
        <ClientsPage />
        <Address />
      </>,
      { lang: 'en', url: '/admin/clients?status=active' },
    );
    await screen.findByText('Klient 1');
    expect(requested()[0]).toBe('/api/admin/clients?status=active&limit=12&offset=0');
    const filter = screen.getByLabelText('Status');
    expect(filter).toHaveValue('active');
    expect(screen.getByRole('link', { name: /Export CSV/ })).toHaveAttribute('href', '/api/admin/clients/export?status=active&lang=en');
    await user.selectOptions(filter, 'paused');
    expect(await screen.findByText('Pozastavený')).toBeInTheDocument();
    expect(requested()).toContain('/api/admin/clients?status=paused&limit=12&offset=0');
    expect(screen.getByTestId('address')).toHaveTextContent(/^\?status=paused$/);
    await user.selectOptions(filter, '');
    await waitFor(() => expect(screen.getByTestId('address').textContent).toBe(''));
    await waitFor(() => expect(requested().at(-1)).toBe('/api/admin/clients?limit=12&offset=0'));
  });

  it('ignores an unknown status in the address', async () => {
    fetchMock.mockResolvedValue(listResponse([client(1)]));
    renderAt('/admin/clients?status=bogus');
    await screen.findByText('Klient 1');
    expect(requested()[0]).toBe('/api/admin/clients?limit=12&offset=0');
    expect(screen.getByLabelText('Status')).toHaveValue('');
  });

  it('asks before deleting and says the projects go too', async () => {
    fetchMock.mockResolvedValue(listResponse([client(5, { name: 'Dvořák Foto' })]));
    const user = userEvent.setup();
    renderAt('/admin/clients', 'cs');
    await user.click(await screen.findByRole('button', { name: 'Smazat – Dvořák Foto' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Spolu s ním se smažou i všechny jeho projekty');
    fetchMock.mockResolvedValueOnce(new Response(null, { status: 204 }));
    fetchMock.mockResolvedValue(listResponse([]));
    await user.click(within(dialog).getByRole('button', { name: 'Smazat klienta' }));
    await waitFor(() => expect(fetchMock.mock.calls.some(([url, init]) => url === '/api/admin/clients/5' && init?.method === 'DELETE')).toBe(true));
    expect(await screen.findByText('Zatím tu nejsou žádní klienti. Přidejte prvního.')).toBeInTheDocument();
  });
});

const history = {
  id: 1,
  at: '2026-03-02T10:00:00.000Z',
  actorId: 1,
  actorName: 'Admin Jana',
  commandLine: false,
  action: 'update',
  entity: 'client',
  entityId: '7',
  changes: { oneTimePrice: { from: 4_000_000, to: 4_500_050 } },
};

/** A proposal of client 7 as GET /api/admin/proposals lists it (the fields its row shows). */
const proposal = {
  id: 3,
  number: 'N-2026-0003',
  title: 'Redesign e-shopu',
  clientId: 7,
  clientName: 'Klient 7',
  status: 'accepted',
  currency: 'CZK',
  validUntil: '2026-12-31',
  totals: { vatCharged: true, oneTime: { payableMinor: 1_089_000 }, monthly: { payableMinor: 0 } },
};

/** A row of the client's invoices (issue 23), as GET /api/admin/invoices?clientId= answers it. */
const invoiceRow = {
  id: 21,
  kind: 'invoice',
  number: 'FV-2026-0021',
  status: 'issued',
  paymentState: 'overdue',
  clientId: 7,
  clientName: 'Klient 7',
  projectId: null,
  currency: 'CZK',
  issuedOn: '2026-11-01',
  dueOn: '2026-11-15',
  variableSymbol: '20260021',
  outstandingMinor: 1_210_000,
  paidMinor: 0,
  sentAt: null,
  createdAt: '2026-11-01T09:00:00.000Z',
  totalMinor: 1_210_000,
};

describe('ClientDetailPage', () => {
  it('shows every field in six tabs and the client’s own projects', async () => {
    fetchMock.mockImplementation(async (url) => {
      if (url === '/api/admin/clients/7') {
        return jsonResponse(200, client(7, { oneTimePrice: 4_500_000, monthlyPrice: 150_050, startDate: '2026-03-01T00:00:00.000Z', currentStatus: 'active', paymentStatus: 'overdue' }));
      }
      if (url.startsWith('/api/admin/activity')) return listResponse([history]);
      if (url.startsWith('/api/admin/proposals')) return listResponse([proposal]);
      if (url.startsWith('/api/admin/invoices')) return listResponse([invoiceRow]);
      return listResponse([project]);
    });
    const user = userEvent.setup();
    renderAt('/admin/clients/7');
    expect(await screen.findByRole('heading', { level: 1, name: 'Klient 7' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to clients' })).toHaveAttribute('href', '/admin/clients');
    const tabs = screen.getByRole('tablist', { name: 'Client details' });
    expect(within(tabs).getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Basic info', 'Business', 'Project', 'Communication', 'Billing', 'Billing details']);
    await user.click(within(tabs).getByRole('tab', { name: 'Project' }));
    expect(screen.getByText('Mar 1, 2026')).toBeInTheDocument();
    await user.click(within(tabs).getByRole('tab', { name: 'Billing' }));
    const billing = screen.getByRole('tabpanel');
    expect(billing).toHaveTextContent('45 000 Kč');
    expect(billing).toHaveTextContent('1 500,50 Kč');
    expect(await screen.findByText('Nový web')).toBeInTheDocument();
    expect(requested()).toContain('/api/admin/projects?clientId=7&limit=50&offset=0');
    // The client's own history (audit log): who, what, and the field from → to.
    const historyList = await screen.findByRole('list', { name: 'History' });
    expect(requested()).toContain('/api/admin/activity?entity=client&entityId=7&limit=20&offset=0');
    expect(historyList).toHaveTextContent('Admin Jana');
    expect(historyList).toHaveTextContent('Updated');
    expect(within(historyList).getByText('One-time price:')).toBeInTheDocument();
    // Amounts in the history as the screens show them (haléře → Kč).
    expect(historyList).toHaveTextContent('from 40 000 Kč → to 45 000,50 Kč');
    // The client's proposals (issue 22): number, status, totals; and a new one for this client.
    const proposals = await screen.findByRole('list', { name: 'Proposal list' });
    expect(requested()).toContain('/api/admin/proposals?clientId=7&limit=50&offset=0');
    const row = within(proposals).getByRole('link', { name: /^N-2026-0003/ });
    expect(row).toHaveAttribute('href', '/admin/proposals/3');
    expect(row).toHaveTextContent('Accepted');
    expect(row).toHaveTextContent('CZK 10,890.00');
    expect(screen.getByRole('button', { name: 'Create proposal' })).toBeInTheDocument();
    // The client's invoices (issue 23): number, state, outstanding; and a new one for this client.
    const invoices = await screen.findByRole('list', { name: 'Invoice list' });
    expect(requested()).toContain('/api/admin/invoices?clientId=7&limit=20&offset=0');
    const invoice = within(invoices).getByRole('link', { name: /^FV-2026-0021/ });
    expect(invoice).toHaveAttribute('href', '/admin/invoices/21');
    expect(invoice).toHaveTextContent('Overdue');
    expect(invoice).toHaveTextContent('CZK 12,100.00');
    expect(screen.getByRole('button', { name: 'New invoice' })).toBeInTheDocument();
  });

  it('shows the not-found title and description for an unknown client (404)', async () => {
    fetchMock.mockResolvedValue(jsonResponse(404, { message: 'Client not found', error: 'Not Found' }));
    renderAt('/admin/clients/999', 'cs');
    expect(await screen.findByRole('heading', { name: 'Klient nenalezen' })).toBeInTheDocument();
    expect(screen.getByText(/Tento klient neexistuje nebo byl smazán/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zpět na klienty' })).toHaveAttribute('href', '/admin/clients');
  });

  it('does not even ask for an id that is not a number', async () => {
    renderAt('/admin/clients/abc');
    expect(await screen.findByRole('heading', { name: 'Client not found' })).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
