import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, listResponse, stubFetch, type FetchMock } from '@/client/test/fetch-stub';
import { CLIENT, invoiceFixture, issuedFixture, listItem, renderInvoiceScreens } from './invoice-test-support';
import { creditableFixture } from './credit-note-test-support';

const nbsp = (s: string) => s.replace(/ /g, '\u00a0');

let fetchMock: FetchMock;
let current = invoiceFixture();
let onPost: (path: string, body: unknown) => Response;

const OVERDUE = issuedFixture({ id: 8, number: 'FV-2026-0008', paymentState: 'overdue', dueOn: '2026-11-20', clientName: 'Kavárna Modrá' });

beforeEach(() => {
  current = invoiceFixture();
  onPost = () => jsonResponse(404, { message: 'Not found', error: 'Not found' });
  fetchMock = stubFetch(async (raw, init) => {
    const url = new URL(raw, 'http://localhost');
    const method = init?.method ?? 'GET';
    if (method === 'GET' && url.pathname === '/api/admin/invoices') {
      const rows = [listItem(invoiceFixture()), listItem(OVERDUE)];
      const state = url.searchParams.get('state');
      const kind = url.searchParams.get('kind');
      return listResponse(rows.filter((r) => (!state || r.paymentState === state) && (!kind || r.kind === kind)));
    }
    if (method === 'GET' && url.pathname === '/api/admin/invoices/7') return jsonResponse(200, current);
    if (method === 'GET' && url.pathname === `/api/admin/clients/${CLIENT.id}`) return jsonResponse(200, CLIENT);
    if (method === 'GET' && url.pathname === '/api/admin/activity') return listResponse([]);
    if (method === 'POST') return onPost(url.pathname, init?.body ? JSON.parse(String(init.body)) : undefined);
    return jsonResponse(404, { message: 'Not found', error: 'Not found' });
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const listRequests = () => fetchMock.mock.calls.map(([raw]) => new URL(raw, 'http://localhost')).filter((u) => u.pathname === '/api/admin/invoices');

describe('invoices list', () => {
  it('shows number or Koncept, client, dates, money per language and the state; filters and sorts through the address', async () => {
    const user = userEvent.setup();
    renderInvoiceScreens('/admin/invoices?state=overdue');
    const list = await screen.findByRole('list', { name: 'Seznam faktur' });
    expect(listRequests()[0]!.searchParams.get('state')).toBe('overdue');
    const rows = within(list).getAllByRole('link');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toHaveAttribute('href', '/admin/invoices/8');
    expect(rows[0]).toHaveTextContent('FV-2026-0008');
    expect(rows[0]).toHaveTextContent('Kavárna Modrá');
    expect(rows[0]).toHaveTextContent('Po splatnosti');
    expect(rows[0]).toHaveTextContent('20. 11. 2026');
    expect(rows[0]).toHaveTextContent('12 100,00 Kč');

    await user.selectOptions(screen.getByLabelText('Stav úhrady'), '');
    await user.selectOptions(screen.getByLabelText('Druh dokladu'), 'invoice');
    await waitFor(() => expect(screen.getByTestId('address')).toHaveTextContent('/admin/invoices?kind=invoice'));
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Seznam faktur' })).getAllByRole('link')).toHaveLength(2));
    const draft = within(screen.getByRole('list', { name: 'Seznam faktur' })).getByRole('link', { name: /^Koncept/ });
    expect(draft).toHaveAttribute('href', '/admin/invoices/7');
    expect(draft).toHaveTextContent('Koncept');

    await user.selectOptions(screen.getByLabelText('Řadit'), 'dueAsc');
    await waitFor(() => expect(listRequests().at(-1)?.searchParams.get('sort')).toBe('dueOn'));
    expect(listRequests().at(-1)?.searchParams.get('dir')).toBe('asc');
    expect(listRequests().at(-1)?.searchParams.get('kind')).toBe('invoice');
  });

  it('writes money the English way and names the states in English', async () => {
    renderInvoiceScreens('/admin/invoices', 'en');
    const list = await screen.findByRole('list', { name: 'Invoice list' });
    const overdue = within(list).getByRole('link', { name: /^FV-2026-0008/ });
    expect(overdue).toHaveTextContent('CZK 12,100.00');
    expect(overdue).toHaveTextContent('Overdue');
    expect(within(list).getByRole('link', { name: /^Draft/ })).toBeInTheDocument();
  });

  it('offers a new invoice when there is none yet', async () => {
    fetchMock.mockImplementation(async () => listResponse([]));
    const user = userEvent.setup();
    renderInvoiceScreens('/admin/invoices');
    expect(await screen.findByText('Zatím tu nejsou žádné faktury.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Nová faktura' }));
    expect(screen.getByTestId('address')).toHaveTextContent('/admin/invoices/new');
  });
});

describe('invoice detail', () => {
  it('a draft: issuing is asked first; incomplete billing details are listed with the way to fill them in', async () => {
    const user = userEvent.setup();
    onPost = (path) =>
      path === '/api/admin/invoices/7/issue'
        ? jsonResponse(409, { message: 'Fill in the agency’s billing details first', error: 'Fill in the agency’s billing details first', missing: ['ico', 'bankAccount'] })
        : jsonResponse(404, {});
    renderInvoiceScreens('/admin/invoices/7');
    expect(await screen.findByRole('heading', { level: 1, name: 'Faktura – daňový doklad – koncept' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upravit' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Smazat' })).toBeInTheDocument();
    // A draft has no PDF, no payments and no credit note.
    expect(screen.queryByText('Stáhnout PDF')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Zaznamenat platbu' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Vystavit' }));
    const ask = await screen.findByRole('alertdialog', { name: 'Vystavit fakturu?' });
    expect(fetchMock.mock.calls.some(([raw]) => raw.endsWith('/issue'))).toBe(false);
    await user.click(within(ask).getByRole('button', { name: 'Vystavit' }));

    const missing = await screen.findByRole('alert', { name: 'Nejdřív doplňte fakturační údaje agentury' });
    expect(within(missing).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['IČO', 'Číslo účtu']);
    expect(within(missing).getByRole('link', { name: 'Doplnit fakturační údaje' })).toHaveAttribute('href', '/admin/settings/billing');
  });

  it('a draft for a client without an address: the issue button is off and says what the client lacks, with a link to it', async () => {
    fetchMock.mockImplementation(async (raw) => {
      const url = new URL(raw, 'http://localhost');
      if (url.pathname === '/api/admin/invoices/7') return jsonResponse(200, current);
      if (url.pathname === `/api/admin/clients/${CLIENT.id}`) return jsonResponse(200, { ...CLIENT, billingStreet: null, billingCity: null, ico: null });
      return jsonResponse(404, { message: 'Not found', error: 'Not found' });
    });
    renderInvoiceScreens('/admin/invoices/7');
    const note = await screen.findByRole('status', { name: 'Nejdřív doplňte údaje odběratele' });
    expect(within(note).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Ulice a číslo', 'Město', 'IČO']);
    expect(within(note).getByRole('link', { name: 'Doplnit údaje klienta' })).toHaveAttribute('href', `/admin/clients/${CLIENT.id}`);
    expect(screen.getByRole('button', { name: 'Vystavit' })).toBeDisabled();
  });

  it('an issued invoice: send shows the client’s address; downloads; record a payment from the dialog', async () => {
    const user = userEvent.setup();
    current = issuedFixture();
    let paid: unknown;
    onPost = (path, body) => {
      if (path === '/api/admin/invoices/7/payments') {
        paid = body;
        current = issuedFixture({ paymentState: 'partial', paidMinor: 50_000, outstandingMinor: 1_160_000, payments: [{ id: 3, amountMinor: 50_000, currency: 'CZK', paidOn: '2026-11-26', method: 'cash', bankTransactionId: null, note: 'Záloha v hotovosti', createdAt: '2026-11-26T10:00:00.000Z' }] });
        return jsonResponse(201, current.payments[0]);
      }
      return jsonResponse(404, {});
    };
    renderInvoiceScreens('/admin/invoices/7');
    expect(await screen.findByRole('heading', { level: 1, name: 'Faktura – daňový doklad FV-2026-0007' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Upravit' })).not.toBeInTheDocument();
    expect(screen.getByText('Stáhnout PDF').closest('a')).toHaveAttribute('href', '/api/admin/invoices/7/pdf');
    expect(screen.getByText('Stáhnout ISDOC').closest('a')).toHaveAttribute('href', '/api/admin/invoices/7/isdoc');
    expect(screen.getByText('20260007')).toBeInTheDocument();
    expect(screen.getByTestId('invoice-outstanding').textContent).toBe(nbsp('12 100,00 Kč'));

    await user.click(screen.getByRole('button', { name: 'Odeslat klientovi' }));
    const send = await screen.findByRole('alertdialog', { name: 'Odeslat fakturu FV-2026-0007?' });
    await waitFor(() => expect(send).toHaveTextContent('jana@pekarna.cz'));
    await user.click(within(send).getByRole('button', { name: 'Zrušit' }));

    await user.click(screen.getByRole('button', { name: 'Zaznamenat platbu' }));
    const dialog = await screen.findByRole('dialog', { name: 'Zaznamenat platbu k FV-2026-0007' });
    const amount = within(dialog).getByLabelText('Částka (CZK)');
    // The outstanding amount is offered.
    expect(amount).toHaveValue('12100,00');
    await user.clear(amount);
    await user.type(amount, '500');
    await user.type(within(dialog).getByLabelText('Poznámka'), 'Záloha v hotovosti');
    await user.click(within(dialog).getByRole('button', { name: 'Zaznamenat platbu' }));
    await waitFor(() => expect(paid).toMatchObject({ amountMinor: 50_000, method: 'cash', note: 'Záloha v hotovosti' }));
    expect((paid as { paidOn: string }).paidOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const payments = await screen.findByRole('list', { name: 'Platby faktury' });
    expect(payments).toHaveTextContent('Hotově');
    expect(payments).toHaveTextContent('500,00 Kč');
    expect(within(payments).getByRole('button', { name: /^Smazat platbu 500,00\sKč ze dne 26\. 11\. 2026$/ })).toBeInTheDocument();
    expect(screen.getByText('Částečně uhrazeno')).toBeInTheDocument();
  });

  it('in English, every date on the page in one format: days "Nov 26, 2026", the sending time in Prague (issue 33, item 17)', async () => {
    current = issuedFixture({
      sentAt: '2026-12-05T18:17:00.000Z',
      payments: [{ id: 3, amountMinor: 50_000, currency: 'CZK', paidOn: '2026-12-01', method: 'cash', bankTransactionId: null, note: '', createdAt: '2026-12-01T10:00:00.000Z' }],
    });
    renderInvoiceScreens('/admin/invoices/7', 'en');
    expect(await screen.findByText('Sent to the client Dec 5, 2026, 7:17 PM')).toBeInTheDocument();
    expect(await screen.findByRole('list', { name: 'Payments of the invoice' })).toHaveTextContent('Dec 1, 2026');
    const page = document.body.textContent ?? '';
    expect(page).toContain('Nov 26, 2026');
    expect(page).toContain('Dec 10, 2026');
    // No day written the other way (12/10/2026, 2026-12-10).
    expect(page).not.toMatch(/\b\d{1,2}\/\d{1,2}\/\d{4}\b|\b\d{4}-\d{2}-\d{2}\b/);
  });

  it('a credit note is asked with its reason, then opens; it links back to the invoice it corrects', async () => {
    const user = userEvent.setup();
    current = issuedFixture({ creditNoteIds: [] });
    let asked: unknown;
    const credit = issuedFixture({ id: 9, kind: 'credit_note', number: 'OD-2026-0001', paymentState: 'credited', correctsInvoiceId: 7, creditReason: 'Chybná cena' });
    onPost = (path, body) => {
      if (path === '/api/admin/invoices/7/credit-note') {
        asked = body;
        return jsonResponse(201, credit);
      }
      return jsonResponse(404, {});
    };
    fetchMock.mockImplementation(async (raw, init) => {
      const url = new URL(raw, 'http://localhost');
      if (url.pathname === '/api/admin/invoices/9') return jsonResponse(200, credit);
      if (url.pathname === '/api/admin/invoices/7') return jsonResponse(200, current);
      if (init?.method === 'POST') return onPost(url.pathname, JSON.parse(String(init.body)));
      // What is left to credit (issue 38): the whole invoice.
      if (url.pathname === '/api/admin/invoices/7/credit-note') return jsonResponse(200, creditableFixture(current));
      return listResponse([]);
    });
    renderInvoiceScreens('/admin/invoices/7');
    await user.click(await screen.findByRole('button', { name: 'Vystavit opravný doklad' }));
    const dialog = await screen.findByRole('dialog', { name: 'Opravný daňový doklad k FV-2026-0007' });
    await user.click(within(dialog).getByRole('button', { name: 'Vystavit opravný doklad' }));
    expect(within(dialog).getByLabelText('Důvod opravy')).toHaveAttribute('aria-invalid', 'true');
    expect(dialog).toHaveTextContent('Napište důvod opravy');
    expect(asked).toBeUndefined();
    await user.type(within(dialog).getByLabelText('Důvod opravy'), 'Chybná cena');
    await user.click(within(dialog).getByRole('radio', { name: 'Celý zbytek faktury' }));
    await user.click(within(dialog).getByRole('button', { name: 'Vystavit opravný doklad' }));
    await waitFor(() => expect(asked).toEqual({ reason: 'Chybná cena' }));
    await waitFor(() => expect(screen.getByTestId('address')).toHaveTextContent('/admin/invoices/9'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Opravný daňový doklad OD-2026-0001' })).toBeInTheDocument();
    expect(screen.getByText('Důvod opravy: Chybná cena')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'FV-2026-0007' })).toHaveAttribute('href', '/admin/invoices/7');
    // A credit note takes no payment and is not credited again.
    expect(screen.queryByRole('button', { name: 'Zaznamenat platbu' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Vystavit opravný doklad' })).not.toBeInTheDocument();
  });
});
