import { DEFAULT_PRICE_LIST } from '@/shared/schemas/price-list';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { calculatePlanPrice } from '@/shared/pricing';
import { ToastHost } from '@/client/components/ui/toaster';
import { renderPublicPage } from '@/client/test/render-public-page';
import { PricingPage } from './pricing-page';

function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** Answers the form token and records the quote POST. */
function stubApi(quoteAnswer: () => Response = () => jsonResponse(201, { id: 7 })) {
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    if (url === '/api/contact/form-token') return jsonResponse(200, { token: 'signed-token' });
    if (url === '/api/quote' && init?.method === 'POST') return quoteAnswer();
    return jsonResponse(404, { message: 'Not found', error: 'Not found' });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  toast.dismiss();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function card(name: string): HTMLElement {
  return screen.getByRole('heading', { level: 2, name }).closest('article')!;
}

/** On the Czech pricing page: the basic plan's quote form, filled as Jana and sent; the open dialog. */
async function sendBasicQuoteInCzech(): Promise<HTMLElement> {
    const user = userEvent.setup();
    renderPublicPage(
      <>
        <PricingPage />
        <ToastHost />
      </>,
      { lang: 'cs', path: '/pricing' },
    );
    await user.click(within(card('Základní')).getByRole('button', { name: 'Poptat tuto nabídku: tarif Základní s vybranými službami' }));
    const dialog = await screen.findByRole('dialog', { name: 'Poptávka tarifu Základní' });
    await user.type(within(dialog).getByLabelText('Jméno'), 'Jana');
    await user.type(within(dialog).getByLabelText('E-mail'), 'jana@example.cz');
    await user.click(within(dialog).getByRole('button', { name: 'Odeslat poptávku' }));
  return dialog;
}

describe('Request this offer', () => {
  it('opens the form with the card\'s configuration and sends it with the prices shown, the page and the token', async () => {
    const fetchMock = stubApi();
    const user = userEvent.setup();
    renderPublicPage(
      <>
        <PricingPage />
        <ToastHost />
      </>,
      { lang: 'en', path: '/pricing' },
    );
    const premium = card('Premium');
    const services = within(premium).getByRole('group', { name: 'Choose services' });
    await user.click(within(services).getByRole('button', { name: 'Design' }));
    await user.click(within(premium).getByRole('button', { name: 'Request this offer: the Premium plan with the selected services' }));
    const dialog = await screen.findByRole('dialog', { name: 'Request the Premium plan' });
    const price = calculatePlanPrice(DEFAULT_PRICE_LIST, 'premium', ['design'], 'standard');
    expect(within(dialog).getByText('Design')).toBeInTheDocument();
    expect(within(dialog).getByText(`$${Math.round(price.firstYearTotal * 0.043)}`)).toBeInTheDocument();

    // Checked with the shared schema first: nothing is sent.
    await user.click(within(dialog).getByRole('button', { name: 'Send request' }));
    expect(await within(dialog).findByText('Name must be at least 2 characters.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Name')).toHaveFocus();
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('Name'), 'Petra Quote');
    await user.type(within(dialog).getByLabelText('Email'), 'petra@example.com');
    await user.type(within(dialog).getByLabelText('Note (optional)'), 'From April');
    await user.click(within(dialog).getByRole('button', { name: 'Send request' }));
    expect(await screen.findByText('Request sent')).toBeInTheDocument();
    const [, init] = fetchMock.mock.calls.find(([url]) => url === '/api/quote')!;
    expect(JSON.parse(String(init!.body))).toEqual({
      name: 'Petra Quote',
      email: 'petra@example.com',
      note: 'From April',
      plan: 'premium',
      paymentMode: 'standard',
      services: ['design'],
      shownPrice: price,
      // The version of the price list the page showed (the built-in one here).
      priceVersion: 0,
      page: '/en/pricing',
      lang: 'en',
      website: '',
      formToken: 'signed-token',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows the server\'s refusal at the field and in a toast, in Czech', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    stubApi(() =>
      jsonResponse(400, { message: 'phone: Please enter a valid phone number.', error: 'phone: Please enter a valid phone number.', field: 'phone', fields: { phone: 'Please enter a valid phone number.' } }),
    );
    const dialog = await sendBasicQuoteInCzech();
    expect(await screen.findByText('Poptávku se nepodařilo odeslat')).toBeInTheDocument();
    expect(within(dialog).getByText('Zadejte prosím platné telefonní číslo.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Telefon (nepovinné)')).toHaveAttribute('aria-invalid', 'true');
  });

  it('a quote sent from prices replaced too long ago: the visitor is told the prices changed, in their language', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const message = 'Our prices have changed since this page was opened. Reload the page to see the current prices.';
    stubApi(() =>
      jsonResponse(409, { message: `priceVersion: ${message}`, error: `priceVersion: ${message}`, field: 'priceVersion', fields: { priceVersion: message }, code: 'pricesChanged' }),
    );
    await sendBasicQuoteInCzech();
    expect(await screen.findByText('Od otevření stránky se naše ceny změnily. Načtěte stránku znovu a uvidíte aktuální ceny.')).toBeInTheDocument();
  });
});
