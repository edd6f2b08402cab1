import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ToastHost } from '../../../components/ui/toaster';
import { createFixedI18n } from '../../../i18n/fixed-i18n';
import { ApiError } from '../../../lib/api-request';
import { createPageMetaCollector, PageMetaProvider } from '../../../lib/page-meta';
import { AGENCY } from '../../../../shared/brand';
import { contactErrorDescription } from './contact-form';
import { ContactPage } from './contact-page';

function renderContact(lang: 'cs' | 'en' = 'cs') {
  const meta = createPageMetaCollector();
  const result = render(
    <PageMetaProvider collector={meta}>
      <I18nextProvider i18n={createFixedI18n(lang)}>
        <MemoryRouter initialEntries={[lang === 'en' ? '/en/contact' : '/contact']}>
          <ContactPage />
          <ToastHost />
        </MemoryRouter>
      </I18nextProvider>
    </PageMetaProvider>,
  );
  return { ...result, meta };
}

function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Jméno'), 'Jana Dvořáková');
  await user.type(screen.getByLabelText('E-mail'), 'jana@example.cz');
  await user.type(screen.getByLabelText('Zpráva'), 'Dobrý den, potřebujeme nový web pro naši kavárnu.');
}

afterEach(() => {
  // sonner keeps toasts in a module-level store and replays undismissed ones to the next Toaster.
  toast.dismiss();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('ContactPage', () => {
  it('has one h1, localized meta and the info card with mailto, tel and the address', () => {
    const { meta } = renderContact('cs');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(meta.current()).toMatchObject({ title: 'Kontakt', description: expect.stringContaining('Olomouc') });
    expect(screen.getByRole('link', { name: AGENCY.email })).toHaveAttribute('href', `mailto:${AGENCY.email}`);
    expect(screen.getByRole('link', { name: AGENCY.phone })).toHaveAttribute('href', AGENCY.phoneHref);
    expect(screen.getByText(AGENCY.street, { exact: false })).toBeInTheDocument();
  });

  it('shows the Czech validation texts for bad input and sends nothing', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    renderContact('cs');
    await user.type(screen.getByLabelText('Jméno'), 'J');
    await user.type(screen.getByLabelText('E-mail'), 'not-an-email');
    await user.type(screen.getByLabelText('Zpráva'), 'Krátká');
    await user.click(screen.getByRole('button', { name: 'Odeslat zprávu' }));
    expect(await screen.findByText('Jméno musí mít alespoň 2 znaky.')).toBeInTheDocument();
    expect(screen.getByText('Zadejte prosím platnou e-mailovou adresu.')).toBeInTheDocument();
    expect(screen.getByText('Zpráva musí mít alespoň 10 znaků.')).toBeInTheDocument();
    expect(screen.getByLabelText('Jméno')).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the English texts of the spec on the English page', async () => {
    vi.stubGlobal('fetch', vi.fn());
    const user = userEvent.setup();
    renderContact('en');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Name must be at least 2 characters.')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email address.')).toBeInTheDocument();
    expect(screen.getByText('Message must be at least 10 characters.')).toBeInTheDocument();
  });

  it('posts valid input, disables the button with a sending label meanwhile, then toasts and resets', async () => {
    let answer: (res: Response) => void = () => {};
    const fetchMock = vi.fn(() => new Promise<Response>((resolve) => (answer = resolve)));
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    renderContact('cs');
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Odeslat zprávu' }));

    const sending = await screen.findByRole('button', { name: 'Odesílám…' });
    expect(sending).toBeDisabled();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/contact');
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({
      name: 'Jana Dvořáková',
      email: 'jana@example.cz',
      message: 'Dobrý den, potřebujeme nový web pro naši kavárnu.',
    });

    answer(jsonResponse(201, { id: 1, message: 'Message received' }));
    expect(await screen.findByText('Zpráva odeslána')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Jméno')).toHaveValue(''));
    expect(screen.getByLabelText('E-mail')).toHaveValue('');
    expect(screen.getByLabelText('Zpráva')).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Odeslat zprávu' })).toBeEnabled();
  });

  it('on failure shows the localized error title with the server error field, logs it and keeps the input', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        jsonResponse(400, {
          message: 'email: Please enter a valid email address.',
          error: 'email: Please enter a valid email address.',
          field: 'email',
          fields: { email: 'Please enter a valid email address.' },
        }),
      ),
    );
    const user = userEvent.setup();
    renderContact('cs');
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Odeslat zprávu' }));

    expect(await screen.findByText('Zprávu se nepodařilo odeslat')).toBeInTheDocument();
    expect(screen.getByText('email: Please enter a valid email address.')).toBeInTheDocument();
    // The field named by the server shows its (translated) text too.
    expect(screen.getByText('Zadejte prosím platnou e-mailovou adresu.')).toBeInTheDocument();
    expect(consoleError).toHaveBeenCalled();
    expect(screen.getByLabelText('Jméno')).toHaveValue('Jana Dvořáková');
  });

  it('on a network failure the description is the error message', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    const user = userEvent.setup();
    renderContact('cs');
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Odeslat zprávu' }));
    expect(await screen.findByText('Zprávu se nepodařilo odeslat')).toBeInTheDocument();
    expect(screen.getByText('Failed to fetch')).toBeInTheDocument();
  });
});

describe('contactErrorDescription', () => {
  it('prefers the server error field, then the error message, then the fallback', () => {
    const body = { message: 'm', error: 'server error text' };
    expect(contactErrorDescription(new ApiError(500, '500: {}', body), 'fallback')).toBe('server error text');
    expect(contactErrorDescription(new ApiError(502, '502: Bad Gateway', undefined), 'fallback')).toBe('502: Bad Gateway');
    expect(contactErrorDescription(new Error(''), 'fallback')).toBe('fallback');
    expect(contactErrorDescription('weird', 'fallback')).toBe('fallback');
  });
});
