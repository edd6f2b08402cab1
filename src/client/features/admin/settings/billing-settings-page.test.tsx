/**
 * The billing details screen (issue 22): what is missing, the form over the shared schema, field errors; the seat taken
 * from the agency profile and the logo now there (issue 35).
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AgencyBilling } from '@/shared/schemas/agency-billing';
import { DEFAULT_AGENCY_PROFILE, type AgencyProfile } from '@/shared/schemas/agency-profile';
import { jsonResponse, stubFetch, type FetchMock } from '@/client/test/fetch-stub';
import { renderAdminScreen } from '@/client/test/render-admin-screen';
import { BillingSettingsPage } from './billing-settings-page';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const BLANK: AgencyBilling = {
  companyName: null, street: null, city: null, postalCode: null, country: 'CZ', ico: null, dic: null, vatPayer: false, registration: null,
  bankAccount: null, iban: null, proposalValidityDays: 30, invoiceDueDays: 14, recurringInvoiceMode: 'draft', firstReminderDays: 7,
  secondReminderDays: 21, addressFromProfile: false, logoMediaId: null, logoUrl: null,
  missing: ['companyName', 'street', 'city', 'postalCode', 'ico', 'registration', 'bankAccount'], updatedAt: null,
};
/** The agency profile, whose office address the seat may be. */
const PROFILE: AgencyProfile = { ...DEFAULT_AGENCY_PROFILE, street: 'Obchodná 5', postalCode: '811 06', city: 'Bratislava', country: 'SK' };

/** The server: GET answers the stored details (and the profile), PUT stores what it is sent (as the real route would after parsing). */
function serve(stored: AgencyBilling): FetchMock {
  let current = stored;
  return stubFetch(async (url, init) => {
    if (url === '/api/admin/settings/profile') return jsonResponse(200, PROFILE);
    if (init?.method === 'PUT') {
      const sent = JSON.parse(String(init.body)) as Partial<AgencyBilling>;
      current = { ...current, ...sent, missing: [], updatedAt: new Date('2026-11-26T10:00:00.000Z') };
      return jsonResponse(200, current);
    }
    if (url === '/api/admin/settings/billing') return jsonResponse(200, current);
    return jsonResponse(404, { message: 'Not found' });
  });
}

const sentBody = (fetchMock: FetchMock) => {
  const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
  return JSON.parse(String(put?.[1]?.body)) as Record<string, unknown>;
};

describe('BillingSettingsPage', () => {
  it('says plainly what is missing until it is filled in (Czech)', async () => {
    serve(BLANK);
    renderAdminScreen(<BillingSettingsPage />, { lang: 'cs', url: '/admin/settings/billing' });
    const missing = await screen.findByRole('region', { name: 'Fakturační údaje agentury nejsou úplné' });
    expect(within(missing).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Obchodní firma', 'Ulice a číslo', 'Město', 'PSČ', 'IČO', 'Zápis v rejstříku', 'Číslo účtu',
    ]);
    expect(screen.getByLabelText('Platnost nabídky (dní)')).toHaveValue(30);
    expect(screen.getByLabelText('Splatnost faktury (dní)')).toHaveValue(14);
  });

  it('names the wrong fields in English and sends nothing', async () => {
    const fetchMock = serve(BLANK);
    const user = userEvent.setup();
    renderAdminScreen(<BillingSettingsPage />, { lang: 'en', url: '/admin/settings/billing' });
    await user.type(await screen.findByLabelText('Company ID (IČO)'), '27082441');
    await user.type(screen.getByLabelText('Account number'), '19-2000145398/0800');
    await user.type(screen.getByLabelText('IBAN'), 'CZ66 0800 0000 1920 0014 5399');
    await user.click(screen.getByLabelText('We are VAT payers'));
    await user.click(screen.getByRole('button', { name: 'Save details' }));
    expect(await screen.findByText('IČO must be 8 digits with a valid check digit')).toBeInTheDocument();
    expect(screen.getByText('The account number fails its check digit test')).toBeInTheDocument();
    expect(screen.getByText('The IBAN’s check digits are wrong')).toBeInTheDocument();
    expect(screen.getByLabelText('Company ID (IČO)')).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);
  });

  it('saves the details, then says they are complete', async () => {
    const success = vi.spyOn(toast, 'success');
    const fetchMock = serve(BLANK);
    const user = userEvent.setup();
    renderAdminScreen(<BillingSettingsPage />, { lang: 'en', url: '/admin/settings/billing' });
    await user.type(await screen.findByLabelText('Company name'), 'Digitální agentura s.r.o.');
    await user.type(screen.getByLabelText('Street and number'), 'Vinohradská 12');
    await user.type(screen.getByLabelText('City'), 'Praha');
    await user.type(screen.getByLabelText('Postal code'), '120 00');
    await user.type(screen.getByLabelText('Company ID (IČO)'), '270 82 440');
    await user.type(screen.getByLabelText('VAT ID (DIČ)'), 'cz27082440');
    await user.click(screen.getByLabelText('We are VAT payers'));
    await user.type(screen.getByLabelText('Registration'), 'C 12345 kept by the Municipal Court in Prague');
    await user.type(screen.getByLabelText('Account number'), '19-2000145399/0800');
    await user.clear(screen.getByLabelText('Invoice due in (days)'));
    await user.type(screen.getByLabelText('Invoice due in (days)'), '21');
    await user.selectOptions(screen.getByLabelText('Projects’ monthly invoices'), 'Issue and send directly');
    await user.clear(screen.getByLabelText('Second reminder (days past due)'));
    await user.type(screen.getByLabelText('Second reminder (days past due)'), '30');
    await user.click(screen.getByRole('button', { name: 'Save details' }));

    await waitFor(() => expect(success).toHaveBeenCalledWith('Billing details saved', { description: 'Proposals and invoices will use the new details.' }));
    expect(sentBody(fetchMock)).toEqual({
      companyName: 'Digitální agentura s.r.o.', street: 'Vinohradská 12', city: 'Praha', postalCode: '120 00', country: 'CZ',
      ico: '27082440', dic: 'CZ27082440', vatPayer: true, registration: 'C 12345 kept by the Municipal Court in Prague',
      bankAccount: '19-2000145399/0800', iban: 'CZ6508000000192000145399', proposalValidityDays: 30, invoiceDueDays: 21,
      recurringInvoiceMode: 'issue', firstReminderDays: 7, secondReminderDays: 30, addressFromProfile: false,
    });
    expect(await screen.findByText('The details are complete: proposals and invoices can use them.')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/admin/settings/profile')).toBe(false);
  });

  it('takes the seat from the agency profile: read-only, the profile’s address, sent as addressFromProfile', async () => {
    const fetchMock = serve(BLANK);
    const user = userEvent.setup();
    renderAdminScreen(<BillingSettingsPage />, { lang: 'cs', url: '/admin/settings/billing' });
    await user.type(await screen.findByLabelText('Obchodní firma'), 'Lipa Digital s.r.o.');
    await user.type(screen.getByLabelText('Ulice a číslo'), 'Vinohradská 12');
    await user.type(screen.getByLabelText('Město'), 'Praha');
    await user.click(screen.getByLabelText('Sídlo je adresa kanceláře z profilu agentury'));

    await waitFor(() => expect(screen.getByLabelText('Ulice a číslo')).toHaveValue('Obchodná 5'));
    expect(screen.getByLabelText('Město')).toHaveValue('Bratislava');
    expect(screen.getByLabelText('PSČ')).toHaveValue('811 06');
    expect(screen.getByLabelText('Země')).toHaveValue('Slovensko');
    for (const label of ['Ulice a číslo', 'Město', 'PSČ', 'Země']) expect(screen.getByLabelText(label)).toHaveAttribute('readonly');

    await user.click(screen.getByRole('button', { name: 'Uložit údaje' }));
    await waitFor(() => expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(true));
    expect(sentBody(fetchMock)).toMatchObject({
      companyName: 'Lipa Digital s.r.o.', street: 'Obchodná 5', city: 'Bratislava', postalCode: '811 06', country: 'SK', addressFromProfile: true,
    });
  });

  it('gives the address typed back, editable, when the box is unticked', async () => {
    serve(BLANK);
    const user = userEvent.setup();
    renderAdminScreen(<BillingSettingsPage />, { lang: 'en', url: '/admin/settings/billing' });
    await user.type(await screen.findByLabelText('Street and number'), 'Vinohradská 12');
    const box = screen.getByLabelText('The registered address is the office address of the agency profile');
    await user.click(box);
    await waitFor(() => expect(screen.getByLabelText('Street and number')).toHaveValue('Obchodná 5'));
    expect(screen.getByLabelText('Country')).toHaveValue('Slovakia');
    await user.click(box);
    expect(screen.getByLabelText('Street and number')).toHaveValue('Vinohradská 12');
    expect(screen.getByLabelText('Street and number')).not.toHaveAttribute('readonly');
    expect(screen.getByLabelText('Country')).toHaveValue('CZ');
  });

  it('says where the logo now lives', async () => {
    serve(BLANK);
    renderAdminScreen(<BillingSettingsPage />, { lang: 'cs', url: '/admin/settings/billing' });
    expect(await screen.findByRole('link', { name: 'Profil agentury' })).toHaveAttribute('href', '/admin/settings/profile');
    expect(screen.getByText('Logo, které nesou nabídky a faktury, se nastavuje v profilu agentury:')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Vybrat z knihovny' })).toBeNull();
  });
});
