/**
 * The price list screen (issue 35 point 3): the built-in list, publishing a change (the request body), field errors of
 * the schema and of the server in Czech, the live example, and the English texts.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_PRICE_LIST, PRICE_LIST_DEFAULTS, type AdminPriceList, type PriceListInput } from '@/shared/schemas/price-list';
import { jsonResponse, stubFetch, type FetchMock } from '@/client/test/fetch-stub';
import { renderAdminScreen } from '@/client/test/render-admin-screen';
import { PriceListPage } from './price-list-page';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const BUILT_IN: AdminPriceList = { ...DEFAULT_PRICE_LIST, publishedBy: null };
const PUBLISHED_AT = '2026-11-26T10:00:00.000Z'; // 11:00 in Prague
const URL = '/admin/settings/pricing';

/** The server: GET answers the current version, PUT publishes what it is sent as the next one. */
function serve(stored: AdminPriceList, put?: (body: PriceListInput) => Response | undefined): FetchMock {
  let current = stored;
  return stubFetch(async (url, init) => {
    if (url !== '/api/admin/settings/pricing') return jsonResponse(404, { message: 'Not found' });
    if (init?.method === 'PUT') {
      const sent = JSON.parse(String(init.body)) as PriceListInput;
      const refused = put?.(sent);
      if (refused) return refused;
      current = { ...sent, version: current.version + 1, publishedAt: PUBLISHED_AT, publishedBy: 'Jana Nováková' };
      return jsonResponse(200, current);
    }
    return jsonResponse(200, current);
  });
}

const putCalls = (fetchMock: FetchMock) => fetchMock.mock.calls.filter(([, init]) => init?.method === 'PUT');
const group = (name: string, container: HTMLElement = document.body) => within(container).getByRole('group', { name });
/** A whole-Kč amount as the screen writes it ("17 200 Kč", a no-break space in the number). */
const kc = (text: string) => text.replace(' ', '\u00a0');
/** One plan's example figures, by row: [standard, monthly-focused]. */
function example(planName: string) {
  const table = screen.getByRole('table', { name: planName });
  const row = (name: string) => within(table).getByRole('row', { name: new RegExp(`^${name}`) });
  const cells = (name: string) => within(row(name)).getAllByRole('cell').map((cell) => cell.textContent);
  return { cells };
}

/** "Publish price list", then the confirmation's "Publish" (what visitors are quoted changes: it is asked first). */
async function publish(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Zveřejnit ceník' }));
  const confirm = await screen.findByRole('alertdialog', { name: 'Zveřejnit nový ceník?' });
  await user.click(within(confirm).getByRole('button', { name: 'Zveřejnit' }));
}

async function retype(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await user.clear(field);
  await user.type(field, text);
}

describe('PriceListPage', () => {
  it('shows the built-in list (version 0): the prices, the Czech and English texts, the features one per line', async () => {
    serve(BUILT_IN);
    renderAdminScreen(<PriceListPage />, { lang: 'cs', url: URL });
    expect(await screen.findByText('Výchozí ceník (dosud nezveřejněn)')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Ceník' })).toBeInTheDocument();

    const standard = group('Standardní tarif');
    expect(within(standard).getByLabelText('Zřizovací poplatek (Kč)')).toHaveValue('2000');
    expect(within(standard).getByLabelText('Měsíční platba (Kč)')).toHaveValue('80');
    expect(within(standard).getByLabelText('Podíl z cen služeb (%)')).toHaveValue('80');
    expect(within(standard).getByLabelText('Odkaz na platbu kartou')).toHaveValue('https://buy.stripe.com/lipa-digital-standard');
    expect(within(standard).getByText('Doporučený tarif')).toBeInTheDocument();
    expect(within(group('Základní tarif')).queryByText('Doporučený tarif')).toBeNull();
    expect(within(group('Základní tarif')).getByLabelText('Zřizovací poplatek (Kč)')).toHaveValue('3000');
    expect(within(group('Prémiový tarif')).getByLabelText('Zřizovací poplatek (Kč)')).toHaveValue('4000');

    const czech = group('Čeština', standard);
    expect(within(czech).getByLabelText('Název')).toHaveValue('Standardní');
    expect(within(czech).getByLabelText('Design')).toHaveValue('Logo ve třech návrzích\nStručný manuál značky\nŠablony pro příspěvky na sociální sítě');
    expect(within(group('Angličtina', standard)).getByLabelText('Název')).toHaveValue('Standard');
    expect(within(group('Čeština', group('Základní tarif'))).getByLabelText('Název')).toHaveValue('Základní');
    expect(within(group('Čeština', group('Prémiový tarif'))).getByLabelText('Název')).toHaveValue('Prémiový');

    const services = group('Služby');
    expect(within(group('Vývoj webu', services)).getByLabelText('Jednorázově (Kč)')).toHaveValue('8000');
    expect(within(group('Správa sociálních médií', services)).getByLabelText('Měsíčně (Kč)')).toHaveValue('500');
    expect(screen.getByLabelText('Podíl zřizovacího poplatku (%)')).toHaveValue('10');
    expect(screen.getByLabelText('Cena prvního roku (%)')).toHaveValue('125');
    expect(screen.getByText(/do 24 hodin od zveřejnění/)).toBeInTheDocument();
  });

  it('publishes the changed setup and the features as lists, then shows the new version', async () => {
    const success = vi.spyOn(toast, 'success');
    const fetchMock = serve(BUILT_IN);
    const user = userEvent.setup();
    renderAdminScreen(<PriceListPage />, { lang: 'cs', url: URL });
    await screen.findByText('Výchozí ceník (dosud nezveřejněn)');
    await retype(user, within(group('Standardní tarif')).getByLabelText('Zřizovací poplatek (Kč)'), '2500');
    // Blank lines (and spaces around a feature) are left out.
    await retype(user, within(group('Čeština', group('Základní tarif'))).getByLabelText('Design'), 'Logo{Enter}{Enter}  Paleta barev {Enter}');
    await user.click(screen.getByRole('button', { name: 'Zveřejnit ceník' }));
    // Asked first; cancelling sends nothing.
    await user.click(within(await screen.findByRole('alertdialog', { name: 'Zveřejnit nový ceník?' })).getByRole('button', { name: 'Zrušit' }));
    expect(putCalls(fetchMock)).toHaveLength(0);
    await publish(user);

    await waitFor(() => expect(success).toHaveBeenCalledWith('Ceník zveřejněn jako verze 1', { description: 'Veřejná stránka Ceník už ukazuje nové ceny.' }));
    const [put] = putCalls(fetchMock);
    expect(put?.[0]).toBe('/api/admin/settings/pricing');
    const sent = JSON.parse(String(put?.[1]?.body)) as PriceListInput;
    expect(sent.plans.standard.setup).toBe(2500);
    expect(sent.plans.basic.translations.cs.features.design).toEqual(['Logo', 'Paleta barev']);
    const { basic, standard } = PRICE_LIST_DEFAULTS.plans;
    expect(sent).toEqual({
      ...PRICE_LIST_DEFAULTS,
      plans: {
        ...PRICE_LIST_DEFAULTS.plans,
        basic: { ...basic, translations: { ...basic.translations, cs: { ...basic.translations.cs, features: { ...basic.translations.cs.features, design: ['Logo', 'Paleta barev'] } } } },
        standard: { ...standard, setup: 2500 },
      },
    } satisfies PriceListInput);

    expect(await screen.findByText('Verze 1 · zveřejněno 26. 11. 2026, 11:00 · Jana Nováková')).toBeInTheDocument();
    expect(within(group('Standardní tarif')).getByLabelText('Zřizovací poplatek (Kč)')).toHaveValue('2500');
    expect(screen.getByRole('button', { name: 'Zveřejnit ceník' })).toBeEnabled();
  });

  it('disables the button while publishing; the same list again makes no new version', async () => {
    const success = vi.spyOn(toast, 'success');
    let answer: (response: Response) => void = () => undefined;
    stubFetch((_url, init) =>
      init?.method === 'PUT' ? new Promise<Response>((resolve) => (answer = resolve)) : Promise.resolve(jsonResponse(200, BUILT_IN)),
    );
    const user = userEvent.setup();
    renderAdminScreen(<PriceListPage />, { lang: 'cs', url: URL });
    await publish(user);
    expect(await screen.findByRole('button', { name: 'Zveřejňování…' })).toBeDisabled();
    answer(jsonResponse(200, BUILT_IN));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Ceník se nezměnil', { description: 'Je stejný jako zveřejněný, nová verze nevznikla.' }));
    expect(await screen.findByRole('button', { name: 'Zveřejnit ceník' })).toBeEnabled();
    expect(screen.getByText('Výchozí ceník (dosud nezveřejněn)')).toBeInTheDocument();
  });

  it('names invalid values in Czech and sends nothing', async () => {
    const fetchMock = serve(BUILT_IN);
    const user = userEvent.setup();
    renderAdminScreen(<PriceListPage />, { lang: 'cs', url: URL });
    await screen.findByText('Výchozí ceník (dosud nezveřejněn)');
    const basic = group('Základní tarif');
    await retype(user, within(basic).getByLabelText('Zřizovací poplatek (Kč)'), '2500,5');
    await retype(user, within(basic).getByLabelText('Měsíční platba (Kč)'), 'padesát');
    await retype(user, within(basic).getByLabelText('Podíl z cen služeb (%)'), '1200');
    await retype(user, within(basic).getByLabelText('Odkaz na platbu kartou'), 'http://pay.example.com');
    await retype(user, within(group('Angličtina', basic)).getByLabelText('Ostatní'), Array.from({ length: 13 }, (_, i) => `Item ${i + 1}`).join('{Enter}'));
    await user.clear(within(group('Čeština', basic)).getByLabelText('Název'));
    await user.click(screen.getByRole('button', { name: 'Zveřejnit ceník' }));

    expect(await within(basic).findByText('Zadejte celý počet korun')).toBeInTheDocument();
    expect(within(basic).getByText('Musí jít o číslo')).toBeInTheDocument();
    expect(within(basic).getByText('Musí jít o celé procento od 0 do 1000')).toBeInTheDocument();
    expect(within(basic).getByText('Zadejte webovou adresu začínající https://')).toBeInTheDocument();
    expect(within(basic).getByText('Nejvýše 12 položek v jedné kategorii')).toBeInTheDocument();
    expect(within(basic).getByText('Jméno je povinné')).toBeInTheDocument();
    expect(within(basic).getByLabelText('Zřizovací poplatek (Kč)')).toHaveAttribute('aria-invalid', 'true');
    expect(within(basic).getByLabelText('Zřizovací poplatek (Kč)')).toHaveFocus();
    expect(putCalls(fetchMock)).toHaveLength(0);
  });

  it('shows the server’s refusal at its field, in Czech', async () => {
    const fetchMock = serve(BUILT_IN, () =>
      jsonResponse(400, {
        message: 'plans.basic.paymentLink: Must be a web address starting with https://',
        field: 'plans.basic.paymentLink',
        fields: {
          'plans.basic.paymentLink': 'Must be a web address starting with https://',
          'plans.premium.translations.en.features.design.1': 'A feature cannot be empty',
        },
      }),
    );
    const user = userEvent.setup();
    renderAdminScreen(<PriceListPage />, { lang: 'cs', url: URL });
    await publish(user);

    const basic = group('Základní tarif');
    expect(await within(basic).findByText('Zadejte webovou adresu začínající https://')).toBeInTheDocument();
    const link = within(basic).getByLabelText('Odkaz na platbu kartou');
    expect(link).toHaveAttribute('aria-invalid', 'true');
    expect(link).toHaveFocus();
    // A single refused feature: at its category's list.
    expect(within(group('Angličtina', group('Prémiový tarif'))).getByLabelText('Design')).toHaveAttribute('aria-invalid', 'true');
    expect(within(group('Prémiový tarif')).getByText('Položka nemůže být prázdná')).toBeInTheDocument();
    expect(putCalls(fetchMock)).toHaveLength(1);
    expect(screen.getByText('Výchozí ceník (dosud nezveřejněn)')).toBeInTheDocument();
  });

  it('computes the example from the values in the form as they change', async () => {
    serve(BUILT_IN);
    const user = userEvent.setup();
    renderAdminScreen(<PriceListPage />, { lang: 'cs', url: URL });
    await screen.findByText('Výchozí ceník (dosud nezveřejněn)');
    // Standard with all four services: 2000 + (8000 + 2000 + 3000 + 6000) × 80 % = 17 200; 80 + (300 + 100 + 500 + 600) × 80 % = 1280;
    // a year 17 200 + 12 × 1280 = 32 560. Monthly-focused: 10 % of 17 200 = 1720; 125 % of 32 560 = 40 700;
    // (40 700 − 1720) / 12 = 3248.33 → 3248; a year 1720 + 12 × 3248 = 40 696.
    let standard = example('Standardní tarif');
    expect(standard.cells('Zřizovací poplatek')).toEqual([kc('17 200 Kč'), kc('1 720 Kč')]);
    expect(standard.cells('Měsíční platba')).toEqual([kc('1 280 Kč'), kc('3 248 Kč')]);
    expect(standard.cells('Celkem za první rok')).toEqual([kc('32 560 Kč'), kc('40 696 Kč')]);

    // Setup 2500: 17 700; a year 17 700 + 15 360 = 33 060. Monthly-focused: 1770; 125 % of 33 060 = 41 325;
    // (41 325 − 1770) / 12 = 3296.25 → 3296; a year 1770 + 12 × 3296 = 41 322.
    await retype(user, within(group('Standardní tarif')).getByLabelText('Zřizovací poplatek (Kč)'), '2500');
    standard = example('Standardní tarif');
    expect(standard.cells('Zřizovací poplatek')).toEqual([kc('17 700 Kč'), kc('1 770 Kč')]);
    expect(standard.cells('Měsíční platba')).toEqual([kc('1 280 Kč'), kc('3 296 Kč')]);
    expect(standard.cells('Celkem za první rok')).toEqual([kc('33 060 Kč'), kc('41 322 Kč')]);
    // Basic with all services: 3000 + 19 000 × 60 % = 14 400.
    expect(example('Základní tarif').cells('Zřizovací poplatek')[0]).toBe(kc('14 400 Kč'));

    // A factor that is no number: the monthly-focused figures are dashes, the standard ones stay.
    await user.clear(screen.getByLabelText('Cena prvního roku (%)'));
    expect(example('Standardní tarif').cells('Zřizovací poplatek')).toEqual([kc('17 700 Kč'), '—Nelze spočítat']);
    // A service price that is no number: every figure is a dash.
    await retype(user, within(group('Design', group('Služby'))).getByLabelText('Jednorázově (Kč)'), 'x');
    expect(example('Prémiový tarif').cells('Celkem za první rok')).toEqual(['—Nelze spočítat', '—Nelze spočítat']);
  });

  it('is in English for an English admin, with the publisher of the current version', async () => {
    serve({ ...BUILT_IN, version: 3, publishedAt: PUBLISHED_AT, publishedBy: 'Jana Nováková' });
    renderAdminScreen(<PriceListPage />, { lang: 'en', url: URL });
    expect(await screen.findByText('Version 3 · published Nov 26, 2026, 11:00 AM by Jana Nováková')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Price list' })).toBeInTheDocument();
    const standard = group('Standard plan');
    expect(within(standard).getByLabelText('Setup fee (Kč)')).toHaveValue('2000');
    expect(within(standard).getByLabelText('Monthly fee (Kč)')).toHaveValue('80');
    expect(within(standard).getByLabelText('Share of service prices (%)')).toHaveValue('80');
    expect(within(standard).getByLabelText('Card payment link')).toBeInTheDocument();
    expect(within(standard).getByText('Recommended plan')).toBeInTheDocument();
    expect(within(group('English', standard)).getByLabelText('Name')).toHaveValue('Standard');
    expect(within(group('Czech', standard)).getByLabelText('Web development')).toBeInTheDocument();
    expect(within(group('Social media management', group('Services'))).getByLabelText('One-time (Kč)')).toHaveValue('3000');
    expect(screen.getByRole('group', { name: 'Monthly-focused payment' })).toBeInTheDocument();
    expect(screen.getByLabelText('Setup fee share (%)')).toHaveValue('10');
    expect(screen.getByRole('heading', { name: 'Worked example' })).toBeInTheDocument();
    expect(example('Standard plan').cells('Setup fee')).toEqual([kc('17 200 Kč'), kc('1 720 Kč')]);
    expect(within(screen.getByRole('table', { name: 'Standard plan' })).getByRole('columnheader', { name: 'Standard payment' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Publish price list' })).toBeEnabled();
    expect(screen.getByText(/for 24 hours after the publication/)).toBeInTheDocument();
  });

  it('says when the price list could not be loaded and loads it again', async () => {
    let fail = true;
    stubFetch(async () => (fail ? jsonResponse(500, { message: 'Internal error' }) : jsonResponse(200, BUILT_IN)));
    const user = userEvent.setup();
    renderAdminScreen(<PriceListPage />, { lang: 'en', url: URL });
    expect(await screen.findByText('The price list could not be loaded.', {}, { timeout: 10_000 })).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Built-in price list (never published)')).toBeInTheDocument();
  });
});
