/** The invoice screens with a tax document for a received advance payment (issue 38): its name, its links, what it offers. */
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminInvoice } from '@/shared/schemas/invoice';
import { jsonResponse, listResponse, stubFetch } from '@/client/test/fetch-stub';
import { CLIENT, issuedFixture, listItem, renderInvoiceScreens } from './invoice-test-support';

const ADVANCE = issuedFixture({ id: 20, kind: 'advance_invoice', number: 'Z-2026-0001', paymentState: 'paid', taxDocumentIds: [21] });
const TAX_DOCUMENT = issuedFixture({ id: 21, kind: 'advance_tax_document', number: 'P-2026-0001', paymentState: 'paid', advanceInvoiceId: 20, outstandingMinor: 0 });
const byId: Record<string, AdminInvoice> = { '20': ADVANCE, '21': TAX_DOCUMENT };

beforeEach(() => {
  stubFetch(async (raw) => {
    const url = new URL(raw, 'http://localhost');
    if (url.pathname === '/api/admin/invoices') {
      const kind = url.searchParams.get('kind');
      return listResponse([listItem(ADVANCE), listItem(TAX_DOCUMENT)].filter((r) => !kind || r.kind === kind));
    }
    const id = /^\/api\/admin\/invoices\/(\d+)$/.exec(url.pathname)?.[1];
    if (id && byId[id]) return jsonResponse(200, byId[id]);
    if (url.pathname === `/api/admin/clients/${CLIENT.id}`) return jsonResponse(200, CLIENT);
    return listResponse([]);
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('a tax document for a received payment on the screens', () => {
  it('the advance links to its tax documents, and takes payments (cs)', async () => {
    renderInvoiceScreens('/admin/invoices/20');
    expect(await screen.findByRole('button', { name: 'Zaznamenat platbu' })).toBeInTheDocument();
    expect(await screen.findByText(/Daňové doklady k přijatým platbám/)).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'P-2026-0001' })).toHaveAttribute('href', '/admin/invoices/21');
  });

  it('the tax document is named as such, links to its advance, and offers neither a payment nor a credit note (en)', async () => {
    renderInvoiceScreens('/admin/invoices/21', 'en');
    expect(await screen.findByRole('heading', { name: 'Tax document for a received payment P-2026-0001' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Z-2026-0001' })).toHaveAttribute('href', '/admin/invoices/20');
    expect(screen.getByText(/Payment received on advance invoice/)).toBeInTheDocument();
    // Its total is what was received; nothing is due on it.
    expect(screen.getByText('Payment received')).toBeInTheDocument();
    expect(screen.queryByText('Total due')).not.toBeInTheDocument();
    expect(screen.queryByText('Due')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Issue credit note' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Record payment' })).not.toBeInTheDocument();
  });

  it('the list filter offers the new kind', async () => {
    renderInvoiceScreens('/admin/invoices');
    expect(await screen.findByRole('option', { name: 'Daňový doklad k přijaté platbě' })).toBeInTheDocument();
  });
});
