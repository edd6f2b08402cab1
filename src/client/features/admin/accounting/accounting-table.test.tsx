import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AccountingRow, AccountingServiceTotal } from '@/shared/api-types';
import type { Language } from '@/shared/constants';
import { jsonResponse, listResponse, stubFetch, type FetchMock } from '@/client/test/fetch-stub';
import { renderAdminScreen } from '@/client/test/render-admin-screen';
import { AccountingTable } from './accounting-table';

/** Amounts paid in cents (decision 022): $500 and $1,000. */
const ROWS: AccountingRow[] = [
  { projectId: 1, clientName: 'Autoservis Bárta', projectName: 'Logo', amountPaid: 50_000, serviceType: 'logo-design', daysRemaining: null, profitMargin: 64, costSource: 'real', dueDate: null },
  { projectId: 2, clientName: 'Hotel Alfa', projectName: 'Instagram', amountPaid: 0, serviceType: 'social-media', daysRemaining: 40, profitMargin: 0, costSource: 'assumed', dueDate: '2030-01-01T00:00:00.000Z' },
  { projectId: 3, clientName: 'Zahradnictví Kvítek', projectName: 'E-shop', amountPaid: 100_000, serviceType: 'web-development', daysRemaining: 12, profitMargin: 80, costSource: 'assumed', dueDate: '2030-01-01T00:00:00.000Z' },
];
const SUMMARY: AccountingServiceTotal[] = [
  { serviceType: 'web-development', amountPaid: '100000' },
  { serviceType: 'design', amountPaid: '0' },
  { serviceType: 'marketing', amountPaid: '0' },
  { serviceType: 'social-media', amountPaid: '0' },
  { serviceType: 'logo-design', amountPaid: '50000' },
];

/** The server's answer to a list request: by default the rows in the order the query names (reversed for desc). */
let list: (params: URLSearchParams) => Response;
let fetchMock: FetchMock;
beforeEach(() => {
  list = (params) => listResponse(params.get('dir') === 'desc' ? [...ROWS].reverse() : ROWS);
  fetchMock = stubFetch(async (url) => {
    const u = new URL(url, 'http://localhost');
    if (u.pathname === '/api/admin/accounting/summary') return jsonResponse(200, SUMMARY);
    return list(u.searchParams);
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const renderTable = (lang: Language = 'cs') => renderAdminScreen(<AccountingTable />, { lang });

/** The query of every list request so far. */
const listRequests = () =>
  fetchMock.mock.calls.map(([url]) => new URL(url, 'http://localhost')).filter((u) => u.pathname === '/api/admin/accounting').map((u) => u.searchParams);
const lastRequest = () => listRequests().at(-1)!;

/** The client names of the body rows, top to bottom. */
function clientColumn(): string[] {
  const [, body] = screen.getAllByRole('rowgroup');
  return within(body!)
    .getAllByRole('row')
    .map((row) => within(row).getAllByRole('cell')[0]!.textContent ?? '');
}

const header = (name: string) => screen.getByRole('columnheader', { name: new RegExp(name) });

describe('AccountingTable', () => {
  it('asks the server for the first page sorted by client and shows it with Kč amounts, margins and a dash for no due date', async () => {
    renderTable('cs');
    await screen.findByRole('table', { name: 'Účetní přehled projektů' });
    expect(Object.fromEntries(lastRequest())).toEqual({ sort: 'clientName', dir: 'asc', limit: '50', offset: '0' });
    expect(clientColumn()).toEqual(['Autoservis Bárta', 'Hotel Alfa', 'Zahradnictví Kvítek']);
    expect(header('Klient')).toHaveAttribute('aria-sort', 'ascending');
    expect(header('Zaplaceno')).not.toHaveAttribute('aria-sort');
    const [, body] = screen.getAllByRole('rowgroup');
    const last = within(body!).getAllByRole('row')[2]!;
    expect(within(last).getByText('23 500 Kč')).toBeInTheDocument();
    expect(within(last).getByText('80,0 %')).toBeInTheDocument();
    expect(within(last).getByText('Vývoj webu')).toBeInTheDocument();
    const first = within(body!).getAllByRole('row')[0]!;
    expect(within(first).getByText('—')).toBeInTheDocument();
    expect(within(first).getByText('Nevyplněno')).toBeInTheDocument();
  });

  it('sorts on the server by a clicked header, flipping the direction on the next click (keyboard too)', async () => {
    const user = userEvent.setup();
    renderTable('en');
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Amount paid' }));
    await waitFor(() => expect(lastRequest().get('sort')).toBe('amountPaid'));
    expect(lastRequest().get('dir')).toBe('asc');
    expect(header('Amount paid')).toHaveAttribute('aria-sort', 'ascending');
    expect(header('Client')).not.toHaveAttribute('aria-sort');
    await user.click(screen.getByRole('button', { name: 'Amount paid' }));
    await waitFor(() => expect(lastRequest().get('dir')).toBe('desc'));
    expect(header('Amount paid')).toHaveAttribute('aria-sort', 'descending');
    // The rows in the server's order.
    await waitFor(() => expect(clientColumn()).toEqual(['Zahradnictví Kvítek', 'Hotel Alfa', 'Autoservis Bárta']));

    screen.getByRole('button', { name: 'Days remaining' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(Object.fromEntries(lastRequest())).toMatchObject({ sort: 'daysRemaining', dir: 'asc' }));
    expect(header('Days remaining')).toHaveAttribute('aria-sort', 'ascending');
    const table = screen.getByRole('table');
    expect(within(table).getByText('$1,000')).toBeInTheDocument();
    expect(within(table).getByText('80.0%')).toBeInTheDocument();
  });

  it('searches and filters on the server, and says when nothing matches', async () => {
    const user = userEvent.setup();
    list = (params) => listResponse(params.get('q') === 'instagram' ? [ROWS[1]] : params.get('serviceType') === 'design' ? [] : ROWS);
    renderTable('en');
    await screen.findByRole('table');
    await user.type(screen.getByRole('searchbox', { name: 'Search by client or project' }), 'instagram');
    await waitFor(() => expect(clientColumn()).toEqual(['Hotel Alfa']));
    expect(lastRequest().get('q')).toBe('instagram');
    await user.clear(screen.getByRole('searchbox'));
    await waitFor(() => expect(clientColumn()).toHaveLength(3));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Service type' }), 'design');
    expect(await screen.findByText('No record matches the search or filter.')).toBeInTheDocument();
    expect(lastRequest().get('serviceType')).toBe('design');
  });

  it('shows how many of the total are loaded and loads the next page on "Show more"', async () => {
    const user = userEvent.setup();
    const fourth = { ...ROWS[0]!, projectId: 4, clientName: 'Ateliér Beta' };
    list = (params) => listResponse(params.get('offset') === '0' ? ROWS : [fourth], 4);
    renderTable('en');
    await screen.findByRole('table');
    expect(screen.getByText(/3 of 4/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(lastRequest().get('offset')).toBe('3'));
    await waitFor(() => expect(clientColumn()).toHaveLength(4));
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
  });

  it('draws the paid amounts of every project by service type, for screen readers too', async () => {
    renderTable('en');
    const chart = await screen.findByRole('img', { name: 'Amount paid by service type' });
    await waitFor(() => expect(chart).toHaveAccessibleDescription(/Web development: \$1,000; Design: \$0; .*Logo design: \$500/));
  });

  it('says beside each margin whether it is on real or assumed costs, and how the margin is computed', async () => {
    renderTable('cs');
    await screen.findByRole('table');
    expect(screen.getByText(/^Marže: skutečné náklady \(čas a přijaté faktury\), jakmile je projekt má; jinak předpokládané náklady podle typu služby\.$/)).toBeInTheDocument();
    const [, body] = screen.getAllByRole('rowgroup');
    const [logo, instagram] = within(body!).getAllByRole('row');
    const real = within(logo!).getByText('skutečné náklady');
    expect(real).toHaveAttribute('title', expect.stringMatching(/^Marže ze skutečných nákladů projektu/));
    expect(within(logo!).getByText('64,0 %')).toBeInTheDocument();
    expect(within(instagram!).getByText('odhad')).toHaveAttribute('title', expect.stringMatching(/podle typu služby/));
  });

  it('names the cost source in English too', async () => {
    renderTable('en');
    await screen.findByRole('table');
    expect(screen.getByText(/^Margin: real costs \(time and received invoices\) once a project has them/)).toBeInTheDocument();
    expect(screen.getAllByText('real costs')).toHaveLength(1);
    expect(screen.getAllByText('estimate')).toHaveLength(2);
  });

  it('shows the generic error text when the call fails', async () => {
    list = () => jsonResponse(500, { message: 'boom' });
    renderTable('cs');
    expect(await screen.findByText('Data se nepodařilo načíst.')).toBeInTheDocument();
  });
});
