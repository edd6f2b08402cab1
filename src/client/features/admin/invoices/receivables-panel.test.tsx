import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { InvoiceSummary } from '@/shared/schemas/invoice';
import { jsonResponse, stubFetch } from '@/client/test/fetch-stub';
import { renderAdminScreen } from '@/client/test/render-admin-screen';
import { ReceivablesPanel } from './receivables-panel';

function serve(summary: InvoiceSummary) {
  stubFetch(async (raw) => (new URL(raw, 'http://localhost').pathname === '/api/admin/invoices/summary' ? jsonResponse(200, summary) : jsonResponse(404, { message: 'Not found' })));
}
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("the dashboard's receivables", () => {
  it('shows what clients owe and what is overdue per currency, in Czech, each linking to the invoices behind it', async () => {
    serve({
      receivables: [
        { currency: 'CZK', openCount: 3, outstandingMinor: '6171000', overdueCount: 1, overdueMinor: '952000' },
        { currency: 'EUR', openCount: 1, outstandingMinor: '120050', overdueCount: 0, overdueMinor: '0' },
      ],
    });
    renderAdminScreen(<ReceivablesPanel />, { lang: 'cs', url: '/admin' });
    const panel = screen.getByRole('region', { name: 'Pohledávky' });
    expect(await within(panel).findByText('61 710,00 Kč')).toBeInTheDocument();
    expect(within(panel).getByText('9 520,00 Kč')).toHaveClass('text-red-700');
    expect(within(panel).getByRole('link', { name: '3 neuhrazené doklady' })).toHaveAttribute('href', '/admin/invoices?sort=outstandingDesc');
    expect(within(panel).getByRole('link', { name: '1 doklad po splatnosti' })).toHaveAttribute('href', '/admin/invoices?state=overdue');
    expect(within(panel).getByText('K úhradě (EUR)')).toBeInTheDocument();
    expect(within(panel).getByText('1 200,50 €')).toBeInTheDocument();
  });

  it('writes a sum past 2^53 minor units exactly, to the haléř', async () => {
    serve({ receivables: [{ currency: 'CZK', openCount: 2, outstandingMinor: '9007199254740997', overdueCount: 0, overdueMinor: '0' }] });
    renderAdminScreen(<ReceivablesPanel />, { lang: 'cs', url: '/admin' });
    const panel = screen.getByRole('region', { name: 'Pohledávky' });
    expect(await within(panel).findByText('90 071 992 547 409,97 Kč')).toBeInTheDocument();
    expect(within(panel).getByText('0,00 Kč')).not.toHaveClass('text-red-700');
  });

  it('says so when nobody owes anything, in English', async () => {
    serve({ receivables: [] });
    renderAdminScreen(<ReceivablesPanel />, { lang: 'en', url: '/admin' });
    expect(await screen.findByText('Clients owe nothing: no issued invoice is waiting for payment.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All invoices' })).toHaveAttribute('href', '/admin/invoices');
  });
});
