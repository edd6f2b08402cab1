/** The agency profile screen (issue 35): the loaded profile, field errors in both languages, the hours, the request body. */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminMediaItem } from '@/shared/media';
import { DEFAULT_AGENCY_PROFILE, type AgencyProfile, type AgencyProfileInput } from '@/shared/schemas/agency-profile';
import { jsonResponse, listResponse, stubFetch, type FetchMock } from '@/client/test/fetch-stub';
import { renderAdminScreen } from '@/client/test/render-admin-screen';
import { billingSettingsApi } from '@/client/api/billing-settings-api';
import { createQueryClient } from '@/client/lib/query-client';
import { AgencyProfilePage } from './agency-profile-page';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const HASH = 'c'.repeat(64);
const LOGO: AdminMediaItem = {
  id: 31, hash: HASH, originalName: 'lipa-logo.png', mime: 'image/png', width: 600, height: 200, size: 10_240,
  translations: { cs: { alt: 'Logo' }, en: { alt: 'Logo' } }, createdAt: '2026-11-20T10:00:00.000Z', uses: [],
};

const STORED: AgencyProfile = {
  ...DEFAULT_AGENCY_PROFILE,
  name: 'Lipa Digital s.r.o.',
  email: 'studio@lipadigital.cz',
  phone: '+420 777 123 456',
  street: 'Dolní náměstí 3',
  postalCode: '779 00',
  city: 'Olomouc',
  mapUrl: 'https://mapy.cz/s/lipa',
  socialLinks: { instagram: 'https://www.instagram.com/lipadigital', github: 'https://github.com/lipadigital' },
  logoMediaId: 7,
  logoUrl: `/media/${'a'.repeat(64)}-480.webp`,
  updatedAt: '2026-11-20T10:00:00.000Z',
};

/** The server: GET answers the stored profile, PUT stores what it is sent (as the real route would after parsing). */
function serve(stored: AgencyProfile, put?: (body: unknown) => Response | undefined): FetchMock {
  let current = stored;
  return stubFetch(async (url, init) => {
    if (url.startsWith('/api/admin/media')) return listResponse([LOGO]);
    if (init?.method === 'PUT') {
      const sent = JSON.parse(String(init.body)) as AgencyProfileInput;
      const refused = put?.(sent);
      if (refused) return refused;
      current = { ...sent, logoUrl: sent.logoMediaId ? `/media/${HASH}-480.webp` : null, updatedAt: '2026-11-26T10:00:00.000Z' };
      return jsonResponse(200, current);
    }
    if (url === '/api/admin/settings/profile') return jsonResponse(200, current);
    return jsonResponse(404, { message: 'Not found' });
  });
}

const putCalls = (fetchMock: FetchMock) => fetchMock.mock.calls.filter(([, init]) => init?.method === 'PUT');
const sentBody = (fetchMock: FetchMock) => {
  const [put] = putCalls(fetchMock);
  expect(put?.[0]).toBe('/api/admin/settings/profile');
  return JSON.parse(String(put?.[1]?.body)) as unknown;
};
const day = (name: string) => screen.getByRole('group', { name });

describe('AgencyProfilePage', () => {
  it('shows the stored profile: contacts, address, links, logo and each day’s hours (Czech)', async () => {
    serve(STORED);
    renderAdminScreen(<AgencyProfilePage />, { lang: 'cs', url: '/admin/settings/profile' });
    expect(await screen.findByLabelText('Název agentury')).toHaveValue('Lipa Digital s.r.o.');
    expect(screen.getByRole('heading', { name: 'Profil agentury' })).toBeInTheDocument();
    expect(screen.getByLabelText('Kontaktní e-mail')).toHaveValue('studio@lipadigital.cz');
    expect(screen.getByLabelText('Telefon')).toHaveValue('+420 777 123 456');
    expect(screen.getByLabelText('Ulice a číslo')).toHaveValue('Dolní náměstí 3');
    expect(screen.getByLabelText('PSČ')).toHaveValue('779 00');
    expect(screen.getByLabelText('Město')).toHaveValue('Olomouc');
    expect(screen.getByLabelText('Země')).toHaveValue('CZ');
    expect(screen.getByLabelText('Odkaz na mapu')).toHaveValue('https://mapy.cz/s/lipa');
    expect(screen.getByLabelText('Instagram')).toHaveValue('https://www.instagram.com/lipadigital');
    expect(screen.getByLabelText('GitHub')).toHaveValue('https://github.com/lipadigital');
    expect(screen.getByLabelText('Facebook')).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Odebrat logo' })).toBeInTheDocument();
    expect(document.querySelector(`img[src="${STORED.logoUrl}"]`)).not.toBeNull();

    // Seven days, Monday first, in Czech.
    const hours = screen.getByRole('group', { name: 'Otevírací doba' });
    expect(within(hours).getAllByRole('group').map((row) => row.firstElementChild?.textContent)).toEqual(['Pondělí', 'Úterý', 'Středa', 'Čtvrtek', 'Pátek', 'Sobota', 'Neděle']);
    const monday = day('Pondělí');
    expect(within(monday).getByLabelText('Otevírá')).toHaveValue('09:00');
    expect(within(monday).getByLabelText('Zavírá')).toHaveValue('17:00');
    expect(within(monday).getByLabelText('Zavřeno')).not.toBeChecked();
    const sunday = day('Neděle');
    expect(within(sunday).getByLabelText('Zavřeno')).toBeChecked();
    expect(within(sunday).getByLabelText('Otevírá')).toBeDisabled();
    expect(within(sunday).getByLabelText('Otevírá')).toHaveValue('');
    expect(within(sunday).getByLabelText('Zavírá')).toBeDisabled();
  });

  it('names a bad phone and an http:// link in Czech and sends nothing', async () => {
    const fetchMock = serve(STORED);
    const user = userEvent.setup();
    renderAdminScreen(<AgencyProfilePage />, { lang: 'cs', url: '/admin/settings/profile' });
    const phone = await screen.findByLabelText('Telefon');
    await user.clear(phone);
    await user.type(phone, '585-204-118');
    await user.type(screen.getByLabelText('Facebook'), 'http://facebook.com/lipadigital');
    await user.click(screen.getByRole('button', { name: 'Uložit profil' }));

    expect(await screen.findByText('Zadejte telefon z číslic a mezer, případně s + na začátku, např. +420 585 204 118')).toBeInTheDocument();
    expect(screen.getByText('Zadejte webovou adresu začínající https://')).toBeInTheDocument();
    expect(screen.getByLabelText('Telefon')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Facebook')).toHaveAttribute('aria-invalid', 'true');
    expect(putCalls(fetchMock)).toHaveLength(0);
  });

  it('names hours closing before they open (Czech)', async () => {
    const fetchMock = serve(STORED);
    const user = userEvent.setup();
    renderAdminScreen(<AgencyProfilePage />, { lang: 'cs', url: '/admin/settings/profile' });
    const closes = within(await screen.findByRole('group', { name: 'Úterý' })).getByLabelText('Zavírá');
    await user.clear(closes);
    await user.type(closes, '08:30');
    await user.click(screen.getByRole('button', { name: 'Uložit profil' }));
    expect(await within(day('Úterý')).findByText('Čas zavření musí být po čase otevření')).toBeInTheDocument();
    expect(putCalls(fetchMock)).toHaveLength(0);
  });

  it('a closed day is sent without hours; opened again, it gets its hours back', async () => {
    const fetchMock = serve(STORED);
    const user = userEvent.setup();
    renderAdminScreen(<AgencyProfilePage />, { lang: 'en', url: '/admin/settings/profile' });
    const wednesday = await screen.findByRole('group', { name: 'Wednesday' });
    await user.click(within(wednesday).getByLabelText('Closed'));
    expect(within(wednesday).getByLabelText('Opens')).toBeDisabled();
    expect(within(wednesday).getByLabelText('Opens')).toHaveValue('');
    expect(within(wednesday).getByLabelText('Closes')).toBeDisabled();

    // Saturday was closed: opened, it gets office hours to change.
    const saturday = day('Saturday');
    await user.click(within(saturday).getByLabelText('Closed'));
    expect(within(saturday).getByLabelText('Opens')).toBeEnabled();
    expect(within(saturday).getByLabelText('Opens')).toHaveValue('09:00');
    const saturdayCloses = within(saturday).getByLabelText('Closes');
    await user.clear(saturdayCloses);
    await user.type(saturdayCloses, '12:00');

    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    await waitFor(() => expect(putCalls(fetchMock)).toHaveLength(1));
    const sent = sentBody(fetchMock) as AgencyProfileInput;
    expect(sent.openingHours.wednesday).toEqual({ opens: null, closes: null });
    expect(sent.openingHours.saturday).toEqual({ opens: '09:00', closes: '12:00' });
    expect(sent.openingHours.tuesday).toEqual({ opens: '09:00', closes: '17:00' });
  });

  it('saves exactly what was typed, with a logo from the library, and refreshes the billing details too', async () => {
    const success = vi.spyOn(toast, 'success');
    const fetchMock = serve(DEFAULT_AGENCY_PROFILE);
    const user = userEvent.setup();
    // The billing details read before (their seat may be the profile's address): stale once the profile is saved.
    const queryClient = createQueryClient();
    queryClient.setQueryData(billingSettingsApi.key, { addressFromProfile: true });
    renderAdminScreen(<AgencyProfilePage />, { lang: 'en', url: '/admin/settings/profile', queryClient });
    const retype = async (label: string, value: string) => {
      await user.clear(screen.getByLabelText(label));
      await user.type(screen.getByLabelText(label), value);
    };
    await screen.findByLabelText('Agency name');
    await retype('Agency name', '  Lipa Digital Studio ');
    await retype('Contact e-mail', 'ahoj@lipa.studio');
    await retype('Phone', '+420 601 222 333');
    await retype('Street and number', 'Třída Svobody 8');
    await retype('Postal code', '779 00');
    await retype('City', 'Olomouc');
    await user.selectOptions(screen.getByLabelText('Country'), 'SK');
    await retype('Postal code', '811 01');
    await user.type(screen.getByLabelText('Map link'), 'https://mapy.cz/s/studio');
    await user.type(screen.getByLabelText('LinkedIn'), 'https://www.linkedin.com/company/lipa');
    await user.type(screen.getByLabelText('X'), 'https://x.com/lipa');
    await user.type(screen.getByLabelText('Dribbble'), '   ');
    const friday = day('Friday');
    await user.clear(within(friday).getByLabelText('Closes'));
    await user.type(within(friday).getByLabelText('Closes'), '15:00');
    await user.click(screen.getByRole('button', { name: 'Choose from library' }));
    await user.click(await screen.findByRole('button', { name: 'Choose lipa-logo.png' }));
    await user.click(screen.getByRole('button', { name: 'Save profile' }));

    await waitFor(() => expect(success).toHaveBeenCalledWith('Agency profile saved', { description: 'The site, e-mails and documents will use the new details.' }));
    const office = { opens: '09:00', closes: '17:00' };
    const closed = { opens: null, closes: null };
    expect(sentBody(fetchMock)).toEqual({
      name: 'Lipa Digital Studio',
      email: 'ahoj@lipa.studio',
      phone: '+420 601 222 333',
      street: 'Třída Svobody 8',
      postalCode: '811 01',
      city: 'Olomouc',
      country: 'SK',
      mapUrl: 'https://mapy.cz/s/studio',
      socialLinks: { linkedin: 'https://www.linkedin.com/company/lipa', x: 'https://x.com/lipa' },
      openingHours: {
        monday: office, tuesday: office, wednesday: office, thursday: office, friday: { opens: '09:00', closes: '15:00' },
        saturday: closed, sunday: closed,
      },
      logoMediaId: 31,
    } satisfies AgencyProfileInput);
    await waitFor(() => expect(queryClient.getQueryState(billingSettingsApi.key)?.isInvalidated).toBe(true));
    expect(await screen.findByLabelText('Agency name')).toHaveValue('Lipa Digital Studio');
  });

  it('shows the server’s refusal at its field, in the admin’s language', async () => {
    serve(STORED, () =>
      jsonResponse(400, {
        message: 'socialLinks.github: Must be a web address starting with https://',
        field: 'socialLinks.github',
        fields: { 'socialLinks.github': 'Must be a web address starting with https://', 'openingHours.monday.closes': 'The closing time must be after the opening time' },
      }),
    );
    const user = userEvent.setup();
    renderAdminScreen(<AgencyProfilePage />, { lang: 'cs', url: '/admin/settings/profile' });
    await user.click(await screen.findByRole('button', { name: 'Uložit profil' }));
    expect(await screen.findByText('Zadejte webovou adresu začínající https://')).toBeInTheDocument();
    expect(screen.getByLabelText('GitHub')).toHaveAttribute('aria-invalid', 'true');
    expect(within(day('Pondělí')).getByText('Čas zavření musí být po čase otevření')).toBeInTheDocument();
    expect(screen.getByLabelText('GitHub')).toHaveFocus();
  });

  it('says when the profile could not be loaded and loads it again', async () => {
    let fail = true;
    stubFetch(async () => (fail ? jsonResponse(500, { message: 'Internal error' }) : jsonResponse(200, STORED)));
    const user = userEvent.setup();
    renderAdminScreen(<AgencyProfilePage />, { lang: 'en', url: '/admin/settings/profile' });
    expect(await screen.findByText('The agency profile could not be loaded.', {}, { timeout: 10_000 })).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByLabelText('Agency name')).toHaveValue('Lipa Digital s.r.o.');
  });
});
