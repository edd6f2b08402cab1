import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminClient } from '@/shared/api-types';
import type { Language } from '@/shared/constants';
import { jsonResponse, stubFetch, type FetchMock } from '@/client/test/fetch-stub';
import { renderAdminScreen } from '@/client/test/render-admin-screen';
import { ClientFormDialog } from './client-form-dialog';

const STORED: AdminClient = {
  id: 7,
  paymentStatusFromInvoices: false,
  name: 'Pekárna Novák',
  email: 'jana@pekarna.cz',
  phone: '+420 777 123 456',
  website: 'pekarna.cz',
  company: 'Pekárna Novák s.r.o.',
  companySize: '11-50',
  industry: 'Gastronomie',
  location: 'Olomouc',
  servicesRequired: 'web-development',
  startDate: '2026-03-01T00:00:00.000Z',
  expectedDelivery: '2026-09-30T00:00:00.000Z',
  currentStatus: 'active',
  preferredCommunication: 'whatsapp',
  salesman: 'Petr Malý',
  internalNotes: 'Volat po 14. hodině.',
  // Haléře (decision 022): 45 000 Kč and 1 500,50 Kč.
  oneTimePrice: 4_500_000,
  monthlyPrice: 150_050,
  contractUrl: 'https://smlouvy.example.cz/7',
  paymentStatus: 'partial',
  ...{ billingName: 'Pekárna Novák s.r.o.', ico: '27082440', dic: 'CZ27082440', billingStreet: 'Hlavní 1', billingCity: 'Olomouc' },
  ...{ billingPostalCode: '779 00', billingCountry: 'CZ', documentLanguage: 'cs', vatPayer: true },
  createdAt: '2026-02-01T10:00:00.000Z',
};

let fetchMock: FetchMock;
beforeEach(() => {
  fetchMock = stubFetch(async (_url, init) => jsonResponse(init?.method === 'PUT' ? 200 : 201, { ...STORED, id: 7 }));
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderDialog({ lang = 'cs', client }: { lang?: Language; client?: AdminClient } = {}) {
  const onOpenChange = vi.fn();
  const { queryClient } = renderAdminScreen(<ClientFormDialog open onOpenChange={onOpenChange} {...(client ? { client } : {})} />, { lang });
  return { onOpenChange, queryClient };
}

/** The JSON body of the n-th request. */
const sentBody = (n = 0) => JSON.parse(String(fetchMock.mock.calls[n]?.[1]?.body)) as Record<string, unknown>;

describe('ClientFormDialog validation', () => {
  it('shows the Czech texts for a missing name and a bad email, and sends nothing', async () => {
    const user = userEvent.setup();
    renderDialog({ lang: 'cs' });
    await user.type(screen.getByLabelText('E-mail'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Přidat klienta' }));
    expect(await screen.findByText('Jméno je povinné')).toBeInTheDocument();
    expect(screen.getByText('Neplatná e-mailová adresa')).toBeInTheDocument();
    expect(screen.getByLabelText('Jméno')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('E-mail')).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows the spec's English texts in English", async () => {
    const user = userEvent.setup();
    renderDialog({ lang: 'en' });
    await user.type(screen.getByLabelText('Email'), 'jana@');
    await user.click(screen.getByRole('button', { name: 'Add client' }));
    expect(await screen.findByText('Invalid email address')).toBeInTheDocument();
    expect(screen.getByText('Name is required')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('opens the tab holding an invalid field on another tab (billing: a negative price)', async () => {
    const user = userEvent.setup();
    renderDialog({ lang: 'en' });
    await user.type(screen.getByLabelText('Name'), 'Jana');
    await user.type(screen.getByLabelText('Email'), 'jana@example.cz');
    await user.click(screen.getByRole('tab', { name: 'Billing' }));
    fireEvent.change(screen.getByLabelText('One-time price (Kč)'), { target: { value: '-5' } });
    await user.click(screen.getByRole('tab', { name: 'Basic info' }));
    await user.click(screen.getByRole('button', { name: 'Add client' }));
    // The message names the field.
    expect(await screen.findByText('One-time price (Kč): Must be 0 or more')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Billing (has an error)' })).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(screen.getByLabelText('One-time price (Kč)')).toHaveFocus());
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('refuses a price with three decimals or no amount at all, naming the field, in Czech', async () => {
    const user = userEvent.setup();
    renderDialog({ lang: 'cs' });
    await user.type(screen.getByLabelText('Jméno'), 'Jana');
    await user.type(screen.getByLabelText('E-mail'), 'jana@example.cz');
    await user.click(screen.getByRole('tab', { name: 'Fakturace' }));
    fireEvent.change(screen.getByLabelText('Jednorázová cena (Kč)'), { target: { value: '1 234,567' } });
    fireEvent.change(screen.getByLabelText('Měsíční cena (Kč)'), { target: { value: 'hodně' } });
    await user.click(screen.getByRole('button', { name: 'Přidat klienta' }));
    expect(await screen.findByText('Jednorázová cena (Kč): Nejvýše dvě desetinná místa')).toBeInTheDocument();
    expect(screen.getByText('Měsíční cena (Kč): Zadejte částku, např. 1 234,50')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('ClientFormDialog create', () => {
  it('POSTs every field: blanks as null, prices typed in Kč as haléře, dates as ISO or null; then the spec toast', async () => {
    const success = vi.spyOn(toast, 'success');
    const user = userEvent.setup();
    const { onOpenChange, queryClient } = renderDialog({ lang: 'en' });
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    await user.type(screen.getByLabelText('Name'), '  Kavárna U Lípy ');
    await user.type(screen.getByLabelText('Email'), 'kavarna@lipa.cz');
    await user.click(screen.getByRole('tab', { name: 'Business' }));
    await user.type(screen.getByLabelText('Company'), 'Kavárna s.r.o.');
    await user.selectOptions(screen.getByLabelText('Company size'), '1-10');
    await user.click(screen.getByRole('tab', { name: 'Project' }));
    await user.selectOptions(screen.getByLabelText('Services required'), 'seo');
    fireEvent.change(screen.getByLabelText('Start date'), { target: { value: '2026-03-01' } });
    await user.click(screen.getByRole('tab', { name: 'Billing' }));
    await user.type(screen.getByLabelText('One-time price (Kč)'), '12,500.5 Kč');
    await user.clear(screen.getByLabelText('Monthly price (Kč)'));
    await user.click(screen.getByRole('button', { name: 'Add client' }));

    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/admin/clients');
    expect(init?.method).toBe('POST');
    expect(sentBody()).toEqual({
      name: 'Kavárna U Lípy',
      email: 'kavarna@lipa.cz',
      phone: null,
      website: null,
      company: 'Kavárna s.r.o.',
      companySize: '1-10',
      industry: null,
      location: null,
      servicesRequired: 'seo',
      startDate: '2026-03-01T00:00:00.000Z',
      expectedDelivery: null,
      currentStatus: 'lead',
      preferredCommunication: null,
      salesman: null,
      internalNotes: null,
      oneTimePrice: 1_250_050,
      monthlyPrice: 0,
      contractUrl: null,
      paymentStatus: 'not_paid',
      ...{ billingName: null, ico: null, dic: null, billingStreet: null, billingCity: null, billingPostalCode: null },
      ...{ billingCountry: 'CZ', documentLanguage: 'cs', vatPayer: false },
    });
    await waitFor(() => expect(success).toHaveBeenCalledWith('Client created', { description: 'The client has been successfully created.' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(invalidate).toHaveBeenCalled();
  });

  it('shows "Client created" in Czech and disables the button while the request runs', async () => {
    const success = vi.spyOn(toast, 'success');
    let answer: (res: Response) => void = () => {};
    fetchMock.mockImplementation(() => new Promise<Response>((resolve) => (answer = resolve)));
    const user = userEvent.setup();
    renderDialog({ lang: 'cs' });
    await user.type(screen.getByLabelText('Jméno'), 'Jana');
    await user.type(screen.getByLabelText('E-mail'), 'jana@example.cz');
    await user.click(screen.getByRole('button', { name: 'Přidat klienta' }));
    const pending = await screen.findByRole('button', { name: 'Ukládání…' });
    expect(pending).toBeDisabled();
    answer(jsonResponse(201, STORED));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Klient vytvořen', { description: 'Klient byl úspěšně vytvořen.' }));
  });

  it('on failure shows admin.client.createError with the server message and marks the field', async () => {
    const error = vi.spyOn(toast, 'error');
    fetchMock.mockResolvedValue(
      jsonResponse(400, { message: 'email: Invalid email address', error: 'Bad Request', field: 'email', fields: { email: 'Invalid email address' } }),
    );
    const user = userEvent.setup();
    renderDialog({ lang: 'cs' });
    await user.type(screen.getByLabelText('Jméno'), 'Jana');
    await user.type(screen.getByLabelText('E-mail'), 'jana@example.cz');
    await user.click(screen.getByRole('button', { name: 'Přidat klienta' }));
    await waitFor(() => expect(error).toHaveBeenCalledWith('Klienta se nepodařilo vytvořit', { description: 'Neplatná e-mailová adresa' }));
    expect(await screen.findByText('Neplatná e-mailová adresa')).toBeInTheDocument();
  });

  it('uses "Failed to create client" in English', async () => {
    const error = vi.spyOn(toast, 'error');
    fetchMock.mockResolvedValue(jsonResponse(500, { message: 'Internal Server Error', error: 'Internal Server Error' }));
    const user = userEvent.setup();
    renderDialog({ lang: 'en' });
    await user.type(screen.getByLabelText('Name'), 'Jana');
    await user.type(screen.getByLabelText('Email'), 'jana@example.cz');
    await user.click(screen.getByRole('button', { name: 'Add client' }));
    await waitFor(() => expect(error).toHaveBeenCalledWith('Failed to create client', { description: 'Internal Server Error' }));
  });
});

describe('ClientFormDialog edit', () => {
  it('pre-fills every field from the client and PUTs the whole client', async () => {
    const success = vi.spyOn(toast, 'success');
    const user = userEvent.setup();
    renderDialog({ lang: 'en', client: STORED });
    expect(screen.getByRole('heading', { name: 'Edit client' })).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveValue('Pekárna Novák');
    expect(screen.getByLabelText('Email')).toHaveValue('jana@pekarna.cz');
    expect(screen.getByLabelText('Phone')).toHaveValue('+420 777 123 456');
    expect(screen.getByLabelText('Website')).toHaveValue('pekarna.cz');
    await user.click(screen.getByRole('tab', { name: 'Business' }));
    expect(screen.getByLabelText('Company')).toHaveValue('Pekárna Novák s.r.o.');
    expect(screen.getByLabelText('Company size')).toHaveValue('11-50');
    expect(screen.getByLabelText('Industry')).toHaveValue('Gastronomie');
    expect(screen.getByLabelText('Location')).toHaveValue('Olomouc');
    await user.click(screen.getByRole('tab', { name: 'Project' }));
    expect(screen.getByLabelText('Services required')).toHaveValue('web-development');
    expect(screen.getByLabelText('Status')).toHaveValue('active');
    expect(screen.getByLabelText('Start date')).toHaveValue('2026-03-01');
    expect(screen.getByLabelText('Expected delivery')).toHaveValue('2026-09-30');
    await user.click(screen.getByRole('tab', { name: 'Communication' }));
    expect(screen.getByLabelText('Preferred communication')).toHaveValue('whatsapp');
    expect(screen.getByLabelText('Salesperson')).toHaveValue('Petr Malý');
    expect(screen.getByLabelText('Internal notes')).toHaveValue('Volat po 14. hodině.');
    await user.click(screen.getByRole('tab', { name: 'Billing' }));
    expect(screen.getByLabelText('One-time price (Kč)')).toHaveValue('45000');
    expect(screen.getByLabelText('Monthly price (Kč)')).toHaveValue('1500.50');
    expect(screen.getByLabelText('Payment status')).toHaveValue('partial');
    expect(screen.getByLabelText('Contract link')).toHaveValue('https://smlouvy.example.cz/7');

    await user.click(screen.getByRole('tab', { name: 'Business' }));
    await user.clear(screen.getByLabelText('Company'));
    await user.type(screen.getByLabelText('Company'), 'Pekárna a cukrárna');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/admin/clients/7');
    expect(fetchMock.mock.calls[0]?.[1]?.method).toBe('PUT');
    // What the server derives is not sent as input.
    const { id: _id, createdAt: _createdAt, paymentStatusFromInvoices: _derived, ...fields } = STORED;
    expect(sentBody()).toEqual({ ...fields, company: 'Pekárna a cukrárna' });
    await waitFor(() => expect(success).toHaveBeenCalledWith('Client updated', { description: 'The client has been successfully updated.' }));
  });

  it('shows its own failure text for an edit', async () => {
    const error = vi.spyOn(toast, 'error');
    fetchMock.mockResolvedValue(jsonResponse(404, { message: 'Client not found', error: 'Not Found' }));
    const user = userEvent.setup();
    renderDialog({ lang: 'cs', client: STORED });
    // Czech shows the stored haléře as Kč with a decimal comma, and sends them back unchanged.
    await user.click(screen.getByRole('tab', { name: 'Fakturace' }));
    expect(screen.getByLabelText('Měsíční cena (Kč)')).toHaveValue('1500,50');
    await user.click(screen.getByRole('button', { name: 'Uložit změny' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(sentBody()).toMatchObject({ oneTimePrice: 4_500_000, monthlyPrice: 150_050 });
    await waitFor(() => expect(error).toHaveBeenCalledWith('Klienta se nepodařilo uložit', { description: 'Client not found' }));
  });
});

describe('ClientFormDialog: payment status derived from invoices', () => {
  it('shows the derived status read-only with a note, and sends it back unchanged', async () => {
    const user = userEvent.setup();
    renderDialog({ lang: 'cs', client: { ...STORED, paymentStatus: 'overdue', paymentStatusFromInvoices: true } });
    await user.click(screen.getByRole('tab', { name: 'Fakturace' }));
    const status = screen.getByLabelText('Stav platby');
    expect(status).toHaveValue('Po splatnosti');
    expect(status).toHaveAttribute('readonly');
    expect(status).toHaveAccessibleDescription('Odvozeno z faktur klienta a jejich plateb; zde jej nelze změnit.');
    expect(screen.queryByRole('combobox', { name: 'Stav platby' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Uložit změny' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(sentBody()).toMatchObject({ paymentStatus: 'overdue' });
  });

  it('says so in English too; a client without invoices chooses the status as before', async () => {
    const user = userEvent.setup();
    const { unmount } = renderAdminScreen(<ClientFormDialog open onOpenChange={vi.fn()} client={{ ...STORED, paymentStatus: 'paid', paymentStatusFromInvoices: true }} />, { lang: 'en' });
    await user.click(screen.getByRole('tab', { name: 'Billing' }));
    expect(screen.getByLabelText('Payment status')).toHaveAccessibleDescription('Derived from the client’s invoices and their payments; it cannot be changed here.');
    unmount();
    renderDialog({ lang: 'en', client: STORED });
    await user.click(screen.getByRole('tab', { name: 'Billing' }));
    const choice = screen.getByRole('combobox', { name: 'Payment status' });
    await user.selectOptions(choice, 'paid');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(sentBody()).toMatchObject({ paymentStatus: 'paid' });
  });
});
