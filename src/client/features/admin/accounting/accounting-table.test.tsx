import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AccountingRow } from '@/shared/api-types';
import type { Language } from '@/shared/constants';
import { jsonResponse, stubFetch } from '@/client/test/fetch-stub';
import { renderAdminScreen } from '@/client/test/render-admin-screen';
import { AccountingTable } from './accounting-table';

/** Amounts paid in cents (decision 022): $500 and $1,000. */
const ROWS: AccountingRow[] = [
  { projectId: 1, clientName: 'Autoservis Bárta', projectName: 'Logo', amountPaid: 50_000, serviceType: 'logo-design', daysRemaining: null, profitMargin: 64, dueDate: null },
  { projectId: 2, clientName: 'Hotel Alfa', projectName: 'Instagram', amountPaid: 0, serviceType: 'social-media', daysRemaining: 40, profitMargin: 0, dueDate: '2030-01-01T00:00:00.000Z' },
  { projectId: 3, clientName: 'Zahradnictví Kvítek', projectName: 'E-shop', amountPaid: 100_000, serviceType: 'web-development', daysRemaining: 12, profitMargin: 80, dueDate: '2030-01-01T00:00:00.000Z' },
];

let answer: () => Response;
beforeEach(() => {
  answer = () => jsonResponse(200, ROWS);
  stubFetch(async () => answer());
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const renderTable = (lang: Language = 'cs') => renderAdminScreen(<AccountingTable />, { lang });

/** The client names of the body rows, top to bottom. */
function clientColumn(): string[] {
  const [, body] = screen.getAllByRole('rowgroup');
  return within(body!)
    .getAllByRole('row')
    .map((row) => within(row).getAllByRole('cell')[0]!.textContent ?? '');
}

const header = (name: string) => screen.getByRole('columnheader', { name: new RegExp(name) });

describe('AccountingTable', () => {
  it('shows the rows sorted by client ascending, with Kč amounts, margins and a dash for no due date', async () => {
    renderTable('cs');
    await screen.findByRole('table', { name: 'Účetní přehled projektů' });
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

  it('sorts by a clicked header and flips the direction on the next click (keyboard too)', async () => {
    const user = userEvent.setup();
    renderTable('en');
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Amount paid' }));
    expect(header('Amount paid')).toHaveAttribute('aria-sort', 'ascending');
    expect(header('Client')).not.toHaveAttribute('aria-sort');
    expect(clientColumn()).toEqual(['Hotel Alfa', 'Autoservis Bárta', 'Zahradnictví Kvítek']);
    await user.click(screen.getByRole('button', { name: 'Amount paid' }));
    expect(header('Amount paid')).toHaveAttribute('aria-sort', 'descending');
    expect(clientColumn()).toEqual(['Zahradnictví Kvítek', 'Autoservis Bárta', 'Hotel Alfa']);

    screen.getByRole('button', { name: 'Days remaining' }).focus();
    await user.keyboard('{Enter}');
    expect(header('Days remaining')).toHaveAttribute('aria-sort', 'ascending');
    expect(clientColumn()).toEqual(['Zahradnictví Kvítek', 'Hotel Alfa', 'Autoservis Bárta']);
    await user.keyboard(' ');
    expect(header('Days remaining')).toHaveAttribute('aria-sort', 'descending');
    // No due date stays last in both directions.
    expect(clientColumn()).toEqual(['Hotel Alfa', 'Zahradnictví Kvítek', 'Autoservis Bárta']);

    await user.click(screen.getByRole('button', { name: 'Profit margin' }));
    expect(clientColumn()).toEqual(['Hotel Alfa', 'Autoservis Bárta', 'Zahradnictví Kvítek']);
    const table = screen.getByRole('table');
    expect(within(table).getByText('$1,000')).toBeInTheDocument();
    expect(within(table).getByText('80.0%')).toBeInTheDocument();
  });

  it('searches by client or project and filters by service type', async () => {
    const user = userEvent.setup();
    renderTable('en');
    await screen.findByRole('table');
    await user.type(screen.getByRole('searchbox', { name: 'Search by client or project' }), 'instagram');
    await waitFor(() => expect(clientColumn()).toEqual(['Hotel Alfa']));
    await user.clear(screen.getByRole('searchbox'));
    await waitFor(() => expect(clientColumn()).toHaveLength(3));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Service type' }), 'logo-design');
    expect(clientColumn()).toEqual(['Autoservis Bárta']);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Service type' }), 'design');
    expect(screen.getByText('No record matches the search or filter.')).toBeInTheDocument();
  });

  it('draws the paid amounts by service type for screen readers too', async () => {
    renderTable('en');
    const chart = await screen.findByRole('img', { name: 'Amount paid by service type' });
    expect(chart).toHaveAccessibleDescription(/Web development: \$1,000; Design: \$0; .*Logo design: \$500/);
  });

  it('shows the generic error text when the call fails', async () => {
    answer = () => jsonResponse(500, { message: 'boom' });
    renderTable('cs');
    expect(await screen.findByText('Data se nepodařilo načíst.')).toBeInTheDocument();
  });
});
