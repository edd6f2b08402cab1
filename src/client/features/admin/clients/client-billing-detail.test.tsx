/** The client page's billing details tab (issue 22): the fields, the country by name, and how VAT applies. */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminClient } from '@/shared/api-types';
import type { Language } from '@/shared/constants';
import type { AgencyBilling } from '@/shared/schemas/agency-billing';
import { jsonResponse, listResponse, stubFetch } from '@/client/test/fetch-stub';
import { renderAdminScreen } from '@/client/test/render-admin-screen';
import { ClientDetailPage } from './client-detail-page';

afterEach(() => {
  vi.unstubAllGlobals();
});

const CLIENT: AdminClient = {
  paymentStatusFromInvoices: false,
  id: 5, name: 'Bäckerei', email: 'info@baeckerei.de', phone: null, website: null, company: null, companySize: null, industry: null,
  location: null, servicesRequired: null, startDate: null, expectedDelivery: null, currentStatus: 'active', preferredCommunication: null,
  salesman: null, internalNotes: null, oneTimePrice: 0, monthlyPrice: 0, contractUrl: null, paymentStatus: 'not_paid',
  billingName: 'Bäckerei Müller GmbH', ico: null, dic: 'DE123456789', billingStreet: 'Hauptstraße 5', billingCity: 'Dresden',
  billingPostalCode: '01067', billingCountry: 'DE', documentLanguage: 'en', vatPayer: true, createdAt: '2026-11-01T10:00:00.000Z',
};

const agency = (vatPayer: boolean): AgencyBilling => ({
  companyName: 'Agentura s.r.o.', street: 'Vinohradská 12', city: 'Praha', postalCode: '120 00', country: 'CZ', ico: '27082440',
  dic: vatPayer ? 'CZ27082440' : null, vatPayer, registration: 'C 12345', bankAccount: '19-2000145399/0800', iban: 'CZ6508000000192000145399',
  proposalValidityDays: 30, invoiceDueDays: 14, recurringInvoiceMode: 'draft', firstReminderDays: 7, secondReminderDays: 21,
  addressFromProfile: false, logoMediaId: null, logoUrl: null, missing: [], updatedAt: new Date('2026-11-20T10:00:00.000Z'),
});

async function openBillingTab(lang: Language, vatPayer: boolean) {
  stubFetch(async (url) => {
    if (url === '/api/admin/clients/5') return jsonResponse(200, CLIENT);
    if (url === '/api/admin/settings/billing') return jsonResponse(200, agency(vatPayer));
    return listResponse([]);
  });
  const user = userEvent.setup();
  renderAdminScreen(
    <Routes>
      <Route path="/admin/clients/:id" element={<ClientDetailPage />} />
    </Routes>,
    { lang, url: '/admin/clients/5' },
  );
  await screen.findByRole('heading', { level: 1, name: 'Bäckerei' });
  const tabs = screen.getByRole('tablist', { name: lang === 'cs' ? 'Údaje o klientovi' : 'Client details' });
  await user.click(within(tabs).getByRole('tab', { name: lang === 'cs' ? 'Fakturační údaje' : 'Billing details' }));
  return screen.getByRole('tabpanel');
}

describe('ClientDetailPage billing details', () => {
  it('shows the billing fields and reverse charge for an EU business with a VAT ID (English)', async () => {
    const panel = await openBillingTab('en', true);
    expect(panel).toHaveTextContent('Bäckerei Müller GmbH');
    expect(panel).toHaveTextContent('DE123456789');
    expect(panel).toHaveTextContent('Hauptstraße 5, 01067 Dresden');
    expect(panel).toHaveTextContent('Germany');
    expect(panel).toHaveTextContent('English');
    expect(await within(panel).findByText('Reverse charge')).toBeInTheDocument();
  });

  it('in Czech; no VAT at all when the agency is not a VAT payer', async () => {
    const panel = await openBillingTab('cs', false);
    expect(panel).toHaveTextContent('Německo');
    expect(panel).toHaveTextContent('angličtina');
    expect(await within(panel).findByText('Bez DPH (agentura není plátce)')).toBeInTheDocument();
  });
});
