/** The client dialog's billing details tab (issue 22): filled in, checked with the shared rules, sent in normal form. */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Language } from '@/shared/constants';
import { jsonResponse, stubFetch, type FetchMock } from '@/client/test/fetch-stub';
import { renderAdminScreen } from '@/client/test/render-admin-screen';
import { ClientFormDialog } from './client-form-dialog';

let fetchMock: FetchMock;
beforeEach(() => {
  fetchMock = stubFetch(async (_url, init) => jsonResponse(201, { id: 9, ...(JSON.parse(String(init?.body)) as object), createdAt: '2026-11-26T10:00:00.000Z' }));
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const sentBody = () => JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body)) as Record<string, unknown>;

async function openBillingTab(lang: Language) {
  const user = userEvent.setup();
  renderAdminScreen(<ClientFormDialog open onOpenChange={vi.fn()} />, { lang });
  await user.type(screen.getByLabelText(lang === 'cs' ? 'Jméno' : 'Name'), 'Bäckerei');
  await user.type(screen.getByLabelText(lang === 'cs' ? 'E-mail' : 'Email'), 'info@baeckerei.de');
  await user.click(screen.getByRole('tab', { name: lang === 'cs' ? 'Fakturační údaje' : 'Billing details' }));
  return user;
}

describe('ClientFormDialog billing details tab', () => {
  it('sends a German business with its VAT ID, English documents, in normal form', async () => {
    const user = await openBillingTab('en');
    expect(screen.getByLabelText('Country')).toHaveValue('CZ');
    expect(screen.getByLabelText('Document language')).toHaveValue('cs');
    await user.type(screen.getByLabelText('Billing name'), 'Bäckerei Müller GmbH');
    await user.type(screen.getByLabelText('VAT ID (DIČ)'), 'de 123 456 789');
    await user.click(screen.getByLabelText('VAT payer'));
    await user.type(screen.getByLabelText('Street and number'), 'Hauptstraße 5');
    await user.type(screen.getByLabelText('City'), 'Dresden');
    await user.type(screen.getByLabelText('Postal code'), '01067');
    await user.selectOptions(screen.getByLabelText('Country'), 'DE');
    await user.selectOptions(screen.getByLabelText('Document language'), 'en');
    await user.click(screen.getByRole('button', { name: 'Add client' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(sentBody()).toMatchObject({
      billingName: 'Bäckerei Müller GmbH', ico: null, dic: 'DE123456789', vatPayer: true, billingStreet: 'Hauptstraße 5',
      billingCity: 'Dresden', billingPostalCode: '01067', billingCountry: 'DE', documentLanguage: 'en',
    });
  });

  it('names a bad IČO and a VAT payer without DIČ in Czech, marks the tab, and sends nothing', async () => {
    const user = await openBillingTab('cs');
    await user.type(screen.getByLabelText('IČO'), '27082441');
    await user.click(screen.getByRole('tab', { name: 'Základní údaje' }));
    await user.click(screen.getByRole('button', { name: 'Přidat klienta' }));
    expect(await screen.findByText('IČO musí mít 8 číslic a správnou kontrolní číslici')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Fakturační údaje (obsahuje chybu)' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByLabelText('IČO')).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock).not.toHaveBeenCalled();

    await user.clear(screen.getByLabelText('IČO'));
    await user.type(screen.getByLabelText('IČO'), '27082440');
    await user.click(screen.getByLabelText('Plátce DPH'));
    await user.click(screen.getByRole('button', { name: 'Přidat klienta' }));
    expect(await screen.findByText('Plátce DPH musí mít DIČ')).toBeInTheDocument();
    // A valid IČO may be looked up in ARES (a GET, issue 37); nothing is written.
    const writes = fetchMock.mock.calls.filter(([, init]) => (init?.method ?? 'GET') !== 'GET');
    expect(writes).toEqual([]);
  });
});
