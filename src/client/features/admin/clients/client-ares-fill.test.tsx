/**
 * The client form's ARES filling (issue 37; docs/product/czech-services.md#ares--the-company-registry): a typed IČO
 * fills the empty company fields and says so with the date read; what was typed is kept and offered for replacing;
 * not found, dissolved, an old copy and ARES not answering each show their state; the saved client has the values.
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AresLookup } from '@/shared/ares';
import type { Language } from '@/shared/constants';
import { jsonResponse, stubFetch, type FetchMock } from '@/client/test/fetch-stub';
import { renderAdminScreen } from '@/client/test/render-admin-screen';
import { ClientFormDialog } from './client-form-dialog';

const FOUND: AresLookup = {
  found: true,
  ico: '12345679',
  readAt: '2026-12-01T09:30:00.000Z',
  stale: false,
  company: { ico: '12345679', name: 'Příklad Software s.r.o.', street: 'Údolní 567/12a', city: 'Brno', postalCode: '602 00', country: 'CZ', dic: 'CZ12345679', vatRegistered: true, dissolvedOn: null },
};

let fetchMock: FetchMock;
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function serve(ares: (url: string) => Response) {
  fetchMock = stubFetch(async (url, init) => {
    if (url.startsWith('/api/admin/ares/')) return ares(url);
    const body: unknown = JSON.parse(String(init?.body ?? '{}'));
    return jsonResponse(201, { id: 9, ...(typeof body === 'object' ? body : {}) });
  });
}

async function openInvoicing(lang: Language = 'cs') {
  const user = userEvent.setup();
  renderAdminScreen(<ClientFormDialog open onOpenChange={vi.fn()} />, { lang });
  await user.click(screen.getByRole('tab', { name: lang === 'cs' ? 'Fakturační údaje' : 'Billing details' }));
  return user;
}

const aresCalls = () => fetchMock.mock.calls.filter(([url]) => url.startsWith('/api/admin/ares/'));

describe('the client form fills the company from ARES', () => {
  it('a typed IČO fills the empty fields, says so with the Prague date, and the save sends them', async () => {
    serve(() => jsonResponse(200, FOUND));
    const user = await openInvoicing('cs');
    await user.type(screen.getByLabelText('IČO'), '12345679');
    await waitFor(() => expect(screen.getByLabelText('Fakturační název')).toHaveValue('Příklad Software s.r.o.'));
    expect(screen.getByLabelText('DIČ')).toHaveValue('CZ12345679');
    expect(screen.getByLabelText('Ulice a číslo')).toHaveValue('Údolní 567/12a');
    expect(screen.getByLabelText('Město')).toHaveValue('Brno');
    expect(screen.getByLabelText('PSČ')).toHaveValue('602 00');
    expect(screen.getByText('Z ARES, 1. 12. 2026')).toBeInTheDocument();
    expect(screen.getByText('Vyplněno z ARES: název, ulice, město, PSČ, země, DIČ')).toBeInTheDocument();
    expect(aresCalls()).toHaveLength(1);
    expect(aresCalls()[0]?.[0]).toBe('/api/admin/ares/12345679');

    // A field changed afterwards is said to be changed by hand, and kept.
    await user.clear(screen.getByLabelText('Ulice a číslo'));
    await user.type(screen.getByLabelText('Ulice a číslo'), 'Údolní 567/12a, 2. patro');
    expect(screen.getByText('Upraveno ručně: ulice')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Základní údaje' }));
    await user.type(screen.getByLabelText('Jméno'), 'Jana Příkladová');
    await user.type(screen.getByLabelText('E-mail'), 'jana@priklad.cz');
    await user.click(screen.getByRole('button', { name: 'Přidat klienta' }));
    await waitFor(() => expect(fetchMock.mock.calls.some(([url, init]) => url === '/api/admin/clients' && init?.method === 'POST')).toBe(true));
    const post = fetchMock.mock.calls.find(([url, init]) => url === '/api/admin/clients' && init?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toMatchObject({
      billingName: 'Příklad Software s.r.o.',
      ico: '12345679',
      dic: 'CZ12345679',
      billingStreet: 'Údolní 567/12a, 2. patro',
      billingCity: 'Brno',
      billingPostalCode: '602 00',
      billingCountry: 'CZ',
    });
  });

  it('never overwrites what was typed: the differing fields are offered for replacing (en)', async () => {
    serve(() => jsonResponse(200, FOUND));
    const user = await openInvoicing('en');
    await user.type(screen.getByLabelText('Street and number'), 'Hlavní 1');
    await user.type(screen.getByLabelText('Company ID (IČO)'), '12345679');
    await waitFor(() => expect(screen.getByLabelText('Billing name')).toHaveValue('Příklad Software s.r.o.'));
    expect(screen.getByLabelText('Street and number')).toHaveValue('Hlavní 1');
    // The country stays the one chosen while an address is typed.
    expect(screen.getByText('Differs from ARES: street')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Replace with ARES details' }));
    expect(screen.getByLabelText('Street and number')).toHaveValue('Údolní 567/12a');
    expect(screen.queryByText(/Differs from ARES/)).not.toBeInTheDocument();
  });

  it('an invalid IČO is not looked up', async () => {
    serve(() => jsonResponse(200, FOUND));
    const user = await openInvoicing('cs');
    await user.type(screen.getByLabelText('IČO'), '12345678');
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(aresCalls()).toHaveLength(0);
    expect(screen.queryByRole('button', { name: 'Načíst z ARES' })).not.toBeInTheDocument();
  });

  it('not found, dissolved with an old copy, and ARES not answering each show their state', async () => {
    let answer: Response = jsonResponse(200, { found: false, ico: '87654326', readAt: FOUND.readAt, stale: false });
    serve(() => answer);
    const user = await openInvoicing('cs');
    await user.type(screen.getByLabelText('IČO'), '87654326');
    expect(await screen.findByText('IČO 87654326 v ARES není. Zkontrolujte číslo, nebo vyplňte údaje ručně.')).toBeInTheDocument();
    expect(screen.getByLabelText('Fakturační název')).toHaveValue('');

    answer = jsonResponse(200, { ...FOUND, ico: '34567895', stale: true, readAt: '2026-11-20T10:00:00.000Z', company: { ...FOUND.company, ico: '34567895', name: 'Zaniklá obchodní s.r.o.', dissolvedOn: '2024-06-30' } });
    await user.clear(screen.getByLabelText('IČO'));
    await user.type(screen.getByLabelText('IČO'), '34567895');
    expect(await screen.findByText('Pozor: subjekt podle ARES zanikl 30. 6. 2024.')).toBeInTheDocument();
    expect(screen.getByText('ARES teď neodpovídá: údaje z ARES ze dne 20. 11. 2026.')).toBeInTheDocument();

    answer = jsonResponse(503, { message: 'ARES is not answering', error: 'Service Unavailable', code: 'aresUnavailable' }, { 'Retry-After': '30' });
    await user.clear(screen.getByLabelText('IČO'));
    await user.type(screen.getByLabelText('IČO'), '23456787');
    expect(await screen.findByText('ARES neodpovídá — vyplňte údaje ručně.')).toBeInTheDocument();
    // Asked again on request.
    const before = aresCalls().length;
    await user.click(screen.getByRole('button', { name: 'Načíst z ARES' }));
    await waitFor(() => expect(aresCalls().length).toBe(before + 1));
  });
});
