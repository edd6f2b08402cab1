/**
 * The accountant's export on the invoices screen (issue 38; docs/product/accountant.md): the button opens the dialog
 * with last month chosen and its ZIP offered; from–to takes any period the server takes, and one ending before it
 * starts or over a year is said so with nothing to download. The list's period of issue goes to the API as
 * issuedFrom / issuedTo.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { officeDay } from '@/shared/dates';
import { previousMonth } from '@/shared/schemas/accountant-export';
import { jsonResponse, listResponse, stubFetch } from '@/client/test/fetch-stub';
import { renderInvoiceScreens } from './invoice-test-support';

const asked: URL[] = [];
beforeEach(() => {
  asked.length = 0;
  stubFetch(async (raw) => {
    const url = new URL(raw, 'http://localhost');
    asked.push(url);
    if (url.pathname === '/api/admin/invoices') return listResponse([]);
    return jsonResponse(404, {});
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const month = previousMonth(officeDay());

describe('Export pro účetní', () => {
  it('opens with last month and offers its ZIP; from–to checks the period as the server does', async () => {
    const user = userEvent.setup();
    renderInvoiceScreens('/admin/invoices');
    await user.click(await screen.findByRole('button', { name: 'Export pro účetní' }));
    const dialog = await screen.findByRole('dialog', { name: 'Export pro účetní' });
    expect(within(dialog).getByLabelText<HTMLSelectElement>('Měsíc').value).toBe(month.month);
    const link = within(dialog).getByRole('link', { name: 'Stáhnout ZIP' });
    expect(link.getAttribute('href')).toBe(`/api/admin/accountant-export?from=${month.from}&to=${month.to}&lang=cs`);
    expect(link.hasAttribute('download')).toBe(true);

    await user.click(within(dialog).getByLabelText('Od – do'));
    const from = within(dialog).getByLabelText('Od');
    const to = within(dialog).getByLabelText('Do');
    await user.clear(to);
    await user.type(to, '2026-01-05');
    await user.clear(from);
    await user.type(from, '2026-01-10');
    expect(within(dialog).getByRole('alert').textContent).toBe('Konec období je před jeho začátkem.');
    expect(within(dialog).queryByRole('link', { name: 'Stáhnout ZIP' })).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Stáhnout ZIP' }).hasAttribute('disabled')).toBe(true);

    await user.clear(from);
    await user.type(from, '2025-01-01');
    expect(within(dialog).getByRole('alert').textContent).toBe('Období může mít nejvýš 366 dní.');

    await user.clear(from);
    await user.type(from, '2026-01-01');
    expect(within(dialog).queryByRole('alert')).toBeNull();
    expect(within(dialog).getByRole('link', { name: 'Stáhnout ZIP' }).getAttribute('href')).toBe('/api/admin/accountant-export?from=2026-01-01&to=2026-01-05&lang=cs');
  });

  it('in English, with the CSVs in English', async () => {
    const user = userEvent.setup();
    renderInvoiceScreens('/admin/invoices', 'en');
    await user.click(await screen.findByRole('button', { name: 'Export for the accountant' }));
    const dialog = await screen.findByRole('dialog', { name: 'Export for the accountant' });
    expect(within(dialog).getByRole('link', { name: 'Download ZIP' }).getAttribute('href')).toBe(`/api/admin/accountant-export?from=${month.from}&to=${month.to}&lang=en`);
  });
});

describe('the list’s period of issue', () => {
  it('asks for issuedFrom / issuedTo; a period ending before it starts is said so and not asked for', async () => {
    renderInvoiceScreens('/admin/invoices?from=2026-10-01&to=2026-10-31');
    expect(await screen.findByLabelText<HTMLInputElement>('Vystaveno od')).toHaveProperty('value', '2026-10-01');
    await vi.waitFor(() => expect(asked.some((u) => u.pathname === '/api/admin/invoices' && u.searchParams.get('issuedFrom') === '2026-10-01' && u.searchParams.get('issuedTo') === '2026-10-31')).toBe(true));
  });

  it('a period ending before it starts: the alert, and only its start asked for', async () => {
    renderInvoiceScreens('/admin/invoices?from=2026-10-31&to=2026-10-01');
    expect((await screen.findByRole('alert')).textContent).toBe('Konec období je před jeho začátkem.');
    await vi.waitFor(() => expect(asked.some((u) => u.pathname === '/api/admin/invoices')).toBe(true));
    expect(asked.filter((u) => u.pathname === '/api/admin/invoices').every((u) => u.searchParams.get('issuedFrom') === '2026-10-31' && !u.searchParams.has('issuedTo'))).toBe(true);
  });
});
