import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CONTACT_MESSAGES } from '@/shared/schemas/messages';
import { ToastHost } from '@/client/components/ui/toaster';
import { ApiError } from '@/client/lib/api-request';
import { renderPublicPage } from '@/client/test/render-public-page';
import { DEFAULT_AGENCY_PROFILE as AGENCY, phoneHref } from '@/shared/schemas/agency-profile';
import { renderPublicHtml } from '@/client/ssr/render-public-html';
import { hydrateIslands } from '@/client/app/island-loaders';
import { contactErrorDescription } from './contact-form';
import { ContactPage } from './contact-page';

function renderContact(lang: 'cs' | 'en' = 'cs') {
  return renderPublicPage(
    <>
      <ContactPage />
      <ToastHost />
    </>,
    { lang, path: '/contact' },
  );
}

/** The form's POSTs (the form also asks for its form token when it appears). */
function posts(fetchMock: { mock: { calls: unknown[][] } }): [string, RequestInit][] {
  return (fetchMock.mock.calls as [string, RequestInit | undefined][]).filter(([, init]) => init?.method === 'POST') as [string, RequestInit][];
}

function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Jméno'), 'Jana Dvořáková');
  await user.type(screen.getByLabelText('E-mail'), 'jana@example.cz');
  await user.type(screen.getByLabelText('Zpráva'), 'Dobrý den, potřebujeme nový web pro naši kavárnu.');
}

/** Text keys shown instead of texts (a branch the island did not ask for), in the text or in the placeholders. */
function rawKeysOnScreen(): string[] {
  const placeholders = Array.from(document.querySelectorAll('[placeholder]'), (el) => el.getAttribute('placeholder'));
  const shown = [document.body.textContent ?? '', ...placeholders].join('\n');
  return shown.match(/\b(?:contact|validation|common)\.[A-Za-z]+(?:\.[A-Za-z]+)*/g) ?? [];
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
    expect(screen.getByRole('link', { name: AGENCY.phone })).toHaveAttribute('href', phoneHref(AGENCY.phone));
    expect(screen.getByText(AGENCY.street, { exact: false })).toBeInTheDocument();
  });

  it('puts the form in the contact-form island with JSON props and only the texts it needs', () => {
    const { islands } = renderContact('en');
    const records = islands.list();
    expect(records.map((r) => r.name)).toEqual(['contact-form']);
    const [record] = records;
    expect(JSON.parse(JSON.stringify(record!.props))).toEqual(record!.props);
    // The form's texts and its three validation texts; not the page's heading, intro or info card.
    expect(Object.keys(record!.texts).sort()).toEqual(['contact', 'validation']);
    expect(Object.keys(record!.texts.contact as object)).toEqual(['form']);
    expect(Object.keys(record!.texts.validation as object).sort()).toEqual([
      'contactEmailInvalid',
      'contactMessageMin',
      'contactNameMin',
      'contactRateLimited',
    ]);
    expect(screen.getByRole('button', { name: 'Send message' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('placeholder', 'jane.smith@example.com');
    expect(rawKeysOnScreen()).toEqual([]);
  });

  it('shows the Czech validation texts for bad input, focuses the first bad field and sends nothing', async () => {
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
    const name = screen.getByLabelText('Jméno');
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('Jméno musí mít alespoň 2 znaky.');
    expect(screen.getAllByRole('alert')).toHaveLength(3);
    await waitFor(() => expect(name).toHaveFocus());
    expect(posts(fetchMock)).toHaveLength(0);
    expect(rawKeysOnScreen()).toEqual([]);
  });

  it('after a refused attempt re-checks each field as it changes', async () => {
    vi.stubGlobal('fetch', vi.fn());
    const user = userEvent.setup();
    renderContact('cs');
    await user.click(screen.getByRole('button', { name: 'Odeslat zprávu' }));
    expect(await screen.findByText('Jméno musí mít alespoň 2 znaky.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Jméno'), 'Jana');
    await waitFor(() => expect(screen.queryByText('Jméno musí mít alespoň 2 znaky.')).toBeNull());
    expect(screen.getByLabelText('Jméno')).toHaveAttribute('aria-invalid', 'false');
    // The other fields keep their texts until they change.
    expect(screen.getByText('Zadejte prosím platnou e-mailovou adresu.')).toBeInTheDocument();
    expect(screen.getByText('Zpráva musí mít alespoň 10 znaků.')).toBeInTheDocument();
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
    await waitFor(() => expect(posts(fetchMock)).toHaveLength(1));
    const [url, init] = posts(fetchMock)[0]!;
    expect(url).toBe('/api/contact');
    expect(init.method).toBe('POST');
    // The form's fields, and where it was sent from with the (empty) honeypot; the form token had not arrived.
    expect(JSON.parse(String(init.body))).toEqual({
      name: 'Jana Dvořáková',
      email: 'jana@example.cz',
      message: 'Dobrý den, potřebujeme nový web pro naši kavárnu.',
      page: '/contact',
      lang: 'cs',
      website: '',
    });
    expect((fetchMock.mock.calls as unknown as [string][])[0]![0]).toBe('/api/contact/form-token');

    answer(jsonResponse(201, { id: 1, message: 'Message received' }));
    expect(await screen.findByText('Zpráva odeslána')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Jméno')).toHaveValue(''));
    expect(screen.getByLabelText('E-mail')).toHaveValue('');
    expect(screen.getByLabelText('Zpráva')).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Odeslat zprávu' })).toBeEnabled();
    expect(screen.queryAllByRole('alert').filter((el) => el.closest('form'))).toHaveLength(0);
  });

  it('sends the input as the shared schema parses it (trimmed)', async () => {
    const fetchMock = vi.fn(async () => jsonResponse(201, { id: 2, message: 'Message received' }));
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    renderContact('cs');
    await user.type(screen.getByLabelText('Jméno'), '  Jana  ');
    await user.type(screen.getByLabelText('E-mail'), 'jana@example.cz');
    await user.type(screen.getByLabelText('Zpráva'), '  Dobrý den, máme zájem.  ');
    await user.click(screen.getByRole('button', { name: 'Odeslat zprávu' }));
    expect(await screen.findByText('Zpráva odeslána')).toBeInTheDocument();
    const [, init] = posts(fetchMock)[0]!;
    expect(JSON.parse(String(init.body))).toEqual({ name: 'Jana', email: 'jana@example.cz', message: 'Dobrý den, máme zájem.', page: '/contact', lang: 'cs', website: '' });
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
    expect(screen.getByLabelText('E-mail')).toHaveAttribute('aria-invalid', 'true');
    expect(consoleError).toHaveBeenCalled();
    expect(screen.getByLabelText('Jméno')).toHaveValue('Jana Dvořáková');
    expect(screen.getByRole('button', { name: 'Odeslat zprávu' })).toBeEnabled();
  });

  it('shows a server field text outside the contact texts as the server wrote it', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const tooLong = 'Too big: expected string to have <=200 characters';
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(400, { message: `name: ${tooLong}`, error: `name: ${tooLong}`, fields: { name: tooLong } })),
    );
    const user = userEvent.setup();
    renderContact('cs');
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Odeslat zprávu' }));
    expect(await screen.findByText(tooLong)).toBeInTheDocument();
    expect(screen.getByLabelText('Jméno')).toHaveAttribute('aria-invalid', 'true');
    expect(rawKeysOnScreen()).toEqual([]);
  });

  it('shows the server\'s "too many messages" answer (429) in the page\'s language', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const body = { message: CONTACT_MESSAGES.rateLimited, error: CONTACT_MESSAGES.rateLimited };
    vi.stubGlobal('fetch', vi.fn(async () => jsonResponse(429, body)));
    const user = userEvent.setup();
    renderContact('cs');
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Odeslat zprávu' }));
    expect(await screen.findByText('Zprávu se nepodařilo odeslat')).toBeInTheDocument();
    expect(screen.getByText('Z této adresy přišlo příliš mnoho zpráv. Zkuste to prosím později.')).toBeInTheDocument();
    expect(screen.queryByText(CONTACT_MESSAGES.rateLimited)).not.toBeInTheDocument();
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

  it('hydrates the served form without mismatches, keeping text typed before hydration', async () => {
    const { html, islands: served } = renderPublicHtml(<ContactPage />, { lang: 'cs', path: '/contact' });
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    (container.querySelector('textarea') as HTMLTextAreaElement).value = 'Napsáno před hydratací.';
    // Served (and without JavaScript) the browser sends the form itself, as a classic form post the server answers
    // with a page; the honeypot and where it came from travel with it.
    expect(screen.getByRole('button', { name: 'Odeslat zprávu' })).toBeEnabled();
    const servedForm = container.querySelector('form')!;
    expect(servedForm).toHaveAttribute('action', '/api/contact');
    expect(servedForm).toHaveAttribute('method', 'post');
    expect(Object.fromEntries(new FormData(servedForm))).toMatchObject({ page: '/contact', lang: 'cs', website: '' });
    const consoleError = vi.spyOn(console, 'error');
    try {
      const page = JSON.parse(JSON.stringify(served)) as typeof served;
      await act(() => hydrateIslands(page).begun);
      expect(consoleError).not.toHaveBeenCalled();
      expect(screen.getByRole('button', { name: 'Odeslat zprávu' })).toBeEnabled();
      vi.stubGlobal('fetch', vi.fn());
      const user = userEvent.setup();
      await user.click(screen.getByRole('button', { name: 'Odeslat zprávu' }));
      expect(await screen.findByText('Jméno musí mít alespoň 2 znaky.')).toBeInTheDocument();
      expect(screen.queryByText('Zpráva musí mít alespoň 10 znaků.')).toBeNull();
      expect(screen.getByLabelText('Jméno')).toHaveAccessibleDescription('Jméno musí mít alespoň 2 znaky.');
    } finally {
      container.remove();
    }
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
