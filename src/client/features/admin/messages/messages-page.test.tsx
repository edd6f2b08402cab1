import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminMessage } from '@/shared/api-types';
import type { Language } from '@/shared/constants';
import { formatAdminDate } from '@/shared/dates';
import { jsonResponse, listResponse, stubFetch, type FetchMock } from '@/client/test/fetch-stub';
import { renderAdminScreen } from '@/client/test/render-admin-screen';
import { messageExcerpt, MessagesPage } from './messages-page';

const LONG = 'Dobrý den, potřebujeme nový web pro naši pekárnu v Olomouci. '.repeat(5).trim();
const MESSAGES: AdminMessage[] = [
  { id: 2, name: 'Jana Dvořáková', email: 'jana@pekarna.cz', message: LONG, status: 'unread', kind: 'contact', pagePath: null, language: null, phone: null, quote: null, spamReason: null, clientId: null, clientName: null, createdAt: '2026-11-21T10:30:00.000Z' },
  { id: 1, name: 'Petr Novák', email: 'petr@example.com', message: 'Hello, we need a logo for our shop.', status: 'read', kind: 'contact', pagePath: null, language: null, phone: null, quote: null, spamReason: null, clientId: null, clientName: null, createdAt: '2026-11-20T08:05:00.000Z' },
];

type Handler = (url: URL, init: RequestInit | undefined) => Response | undefined;
let fetchMock: FetchMock;
let override: Handler | undefined;

beforeEach(() => {
  override = undefined;
  fetchMock = stubFetch(async (raw, init) => {
    const url = new URL(raw, 'http://localhost');
    const custom = override?.(url, init);
    if (custom) return custom;
    const method = init?.method ?? 'GET';
    if (method === 'GET' && url.pathname === '/api/admin/messages') {
      const q = url.searchParams.get('q')?.toLowerCase();
      const rows = q ? MESSAGES.filter((m) => `${m.name} ${m.email} ${m.message}`.toLowerCase().includes(q)) : MESSAGES;
      return listResponse(rows);
    }
    const match = /^\/api\/admin\/messages\/(\d+)$/.exec(url.pathname);
    if (match && method === 'PATCH') {
      const row = MESSAGES.find((m) => m.id === Number(match[1]))!;
      return jsonResponse(200, { ...row, ...(JSON.parse(String(init?.body)) as object) });
    }
    if (match && method === 'DELETE') return new Response(null, { status: 204 });
    return jsonResponse(404, { message: 'Not found', error: 'Not found' });
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const renderPage = (lang: Language = 'cs') => renderAdminScreen(<MessagesPage />, { lang, url: '/admin/messages' });

const calls = (method: string) => fetchMock.mock.calls.filter(([, init]) => (init?.method ?? 'GET') === method);

describe('MessagesPage', () => {
  it('lists messages newest first with name, email, excerpt, PPp date and read/unread badge', async () => {
    renderPage('cs');
    const list = await screen.findByRole('list', { name: 'Přijaté zprávy' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByRole('button', { name: 'Jana Dvořáková' })).toHaveClass('font-bold');
    expect(within(rows[0]!).getByText('jana@pekarna.cz')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('Nepřečteno')).toBeInTheDocument();
    expect(within(rows[0]!).getByText(messageExcerpt(LONG))).toBeInTheDocument();
    expect(within(rows[0]!).getByText(formatAdminDate(MESSAGES[0]!.createdAt, 'cs'))).toBeInTheDocument();
    expect(within(rows[1]!).getByRole('button', { name: 'Petr Novák' })).not.toHaveClass('font-bold');
    expect(within(rows[1]!).getByText('Přečteno')).toBeInTheDocument();
    expect(screen.getByText('Zobrazeno 2 z 2')).toBeInTheDocument();
    // Server paging: the first request asks for a page, not for everything.
    const first = new URL(fetchMock.mock.calls[0]![0], 'http://localhost');
    expect(first.searchParams.get('limit')).toBe('50');
    expect(first.searchParams.get('offset')).toBe('0');
  });

  it('searches on the server', async () => {
    const user = userEvent.setup();
    renderPage('en');
    await screen.findByRole('list', { name: 'Received messages' });
    await user.type(screen.getByRole('searchbox', { name: 'Search by name, email or message text' }), 'logo');
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Jana Dvořáková' })).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Petr Novák' })).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => new URL(url, 'http://localhost').searchParams.get('q') === 'logo')).toBe(true);
  });

  // Issue 20, point 7 changed this: opening a message marks it read (it used to stay unread).
  it('opening an unread message shows it in full with a mailto reply and marks it read, quietly', async () => {
    const user = userEvent.setup();
    renderPage('cs');
    await user.click(await screen.findByRole('button', { name: 'Jana Dvořáková' }));
    const dialog = await screen.findByRole('dialog', { name: 'Zpráva: Jana Dvořáková' });
    expect(within(dialog).getByText(LONG)).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Odpovědět e-mailem' })).toHaveAttribute('href', 'mailto:jana@pekarna.cz');
    await waitFor(() => expect(calls('PATCH')).toHaveLength(1));
    expect(calls('PATCH')[0]![0]).toBe('/api/admin/messages/2');
    expect(JSON.parse(String(calls('PATCH')[0]![1]?.body))).toEqual({ status: 'read' });
    await waitFor(() => expect(within(dialog).getByText('Přečteno')).toBeInTheDocument());
    expect(screen.queryByText('Stav byl aktualizován')).toBeNull();
  });

  it('opening a message already read sends nothing', async () => {
    const user = userEvent.setup();
    renderPage('cs');
    await user.click(await screen.findByRole('button', { name: 'Petr Novák' }));
    await screen.findByRole('dialog', { name: 'Zpráva: Petr Novák' });
    expect(calls('PATCH')).toHaveLength(0);
  });

  // Opening marks the message read (issue 20, point 7), so the dialog's status button is exercised the other way.
  it('the dialog marks an opened message unread again: PATCH {status: "unread"}, "Status Updated", the list refreshed', async () => {
    const user = userEvent.setup();
    renderPage('en');
    await user.click(await screen.findByRole('button', { name: 'Jana Dvořáková' }));
    const dialog = await screen.findByRole('dialog', { name: 'Message from Jana Dvořáková' });
    const markUnread = await within(dialog).findByRole('button', { name: 'Mark as unread' });
    // The list is fetched again after the automatic mark-read too: count from when that refetch is done.
    await waitFor(() => expect(calls('GET').length).toBeGreaterThan(1));
    const getsBefore = calls('GET').length;
    await user.click(markUnread);
    expect(await screen.findByText('Status Updated')).toBeInTheDocument();
    const [url, init] = calls('PATCH')[1]!;
    expect(url).toBe('/api/admin/messages/2');
    expect(JSON.parse(String(init?.body))).toEqual({ status: 'unread' });
    // The open dialog follows the answer, and the list is fetched again.
    expect(await within(dialog).findByRole('button', { name: 'Mark as read' })).toBeInTheDocument();
    await waitFor(() => expect(calls('GET').length).toBeGreaterThan(getsBefore));
  });

  it('marks a read message unread from the list row, in Czech', async () => {
    const user = userEvent.setup();
    renderPage('cs');
    await user.click(await screen.findByRole('button', { name: 'Označit jako nepřečtené: Petr Novák' }));
    expect(await screen.findByText('Stav byl aktualizován')).toBeInTheDocument();
    expect(JSON.parse(String(calls('PATCH')[0]![1]?.body))).toEqual({ status: 'unread' });
  });

  it('delete asks with the spec text, then DELETEs and toasts "Message deleted successfully"', async () => {
    const user = userEvent.setup();
    renderPage('en');
    await user.click(await screen.findByRole('button', { name: 'Delete the message from Petr Novák' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(within(confirm).getByText('Are you sure you want to delete this message? This action cannot be undone.')).toBeInTheDocument();
    expect(calls('DELETE')).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Message deleted successfully')).toBeInTheDocument();
    expect(calls('DELETE')[0]![0]).toBe('/api/admin/messages/1');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('cancelling the confirmation deletes nothing', async () => {
    const user = userEvent.setup();
    renderPage('cs');
    await user.click(await screen.findByRole('button', { name: 'Smazat zprávu: Petr Novák' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(within(confirm).getByText('Opravdu chcete tuto zprávu smazat? Tuto akci nelze vrátit zpět.')).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Zrušit' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(calls('DELETE')).toHaveLength(0);
  });

  it('a failed delete shows admin.messages.delete.error with the error text', async () => {
    override = (url, init) =>
      init?.method === 'DELETE' ? jsonResponse(404, { message: 'Message not found', error: 'Message not found' }) : undefined;
    const user = userEvent.setup();
    renderPage('en');
    await user.click(await screen.findByRole('button', { name: 'Jana Dvořáková' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Delete message' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Failed to delete message')).toBeInTheDocument();
    expect(screen.getByText('Message not found')).toBeInTheDocument();
  });

  it('offers Load more when the server has more rows', async () => {
    override = (url, init) => {
      if ((init?.method ?? 'GET') !== 'GET') return undefined;
      const offset = Number(url.searchParams.get('offset'));
      return listResponse(offset === 0 ? [MESSAGES[0]] : [MESSAGES[1]], 2);
    };
    const user = userEvent.setup();
    renderPage('en');
    await user.click(await screen.findByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('button', { name: 'Petr Novák' })).toBeInTheDocument();
    expect(screen.getByText('Showing 2 of 2')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });
});

describe('MessagesPage: lead capture', () => {
  const QUOTE: AdminMessage = {
    id: 3,
    name: 'Quinn Quote',
    email: 'quinn@example.com',
    message: 'Start in April',
    status: 'unread',
    kind: 'quote',
    pagePath: '/en/pricing',
    language: 'en',
    phone: '+420 777 123 456',
    quote: {
      plan: 'premium',
      paymentMode: 'standard',
      services: ['webDevelopment', 'design'],
      priceCzk: { setup: 14000, monthly: 520, firstYearTotal: 20240 },
      priceUsd: { setup: 602, monthly: 22, firstYearTotal: 870 },
    },
    spamReason: null,
    clientId: null,
    clientName: null,
    createdAt: '2026-11-22T09:00:00.000Z',
  };

  it('keeps the filters in the address: opened with them, changed into it', async () => {
    const user = userEvent.setup();
    const Address = () => <output data-testid="address">{useLocation().search}</output>;
    renderAdminScreen(
      <>
        <MessagesPage />
        <Address />
      </>,
      { lang: 'en', url: '/admin/messages?status=unread&kind=contact' },
    );
    await screen.findByRole('list', { name: 'Received messages' });
    const first = new URL(calls('GET')[0]![0], 'http://localhost').searchParams;
    expect([first.get('status'), first.get('kind')]).toEqual(['unread', 'contact']);
    expect(screen.getByLabelText('Status')).toHaveValue('unread');
    expect(screen.getByLabelText('Kind')).toHaveValue('contact');
    await user.selectOptions(screen.getByLabelText('Status'), 'spam');
    await waitFor(() => expect(new URLSearchParams(screen.getByTestId('address').textContent ?? '').get('status')).toBe('spam'));
    await user.selectOptions(screen.getByLabelText('Kind'), '');
    await waitFor(() => expect(screen.getByTestId('address')).toHaveTextContent(/^\?status=spam$/));
  });

  it('filters by status and kind on the server', async () => {
    const user = userEvent.setup();
    renderPage('en');
    await screen.findByRole('list', { name: 'Received messages' });
    await user.selectOptions(screen.getByLabelText('Status'), 'spam');
    await user.selectOptions(screen.getByLabelText('Kind'), 'quote');
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.some(([url]) => {
          const params = new URL(url, 'http://localhost').searchParams;
          return params.get('status') === 'spam' && params.get('kind') === 'quote';
        }),
      ).toBe(true),
    );
  });

  it('bulk: selects messages, marks them read, and deletes after the confirmation', async () => {
    override = (url, init) =>
      url.pathname === '/api/admin/messages/bulk' && init?.method === 'POST'
        ? jsonResponse(200, { ...(JSON.parse(String(init.body)) as object) })
        : undefined;
    const user = userEvent.setup();
    renderPage('en');
    await user.click(await screen.findByRole('checkbox', { name: 'Select the message from Jana Dvořáková' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select the message from Petr Novák' }));
    const toolbar = screen.getByRole('toolbar', { name: 'Bulk actions' });
    expect(within(toolbar).getByText('2 selected')).toBeInTheDocument();
    await user.click(within(toolbar).getByRole('button', { name: 'Mark as read' }));
    await waitFor(() => expect(calls('POST')).toHaveLength(1));
    expect(JSON.parse(String(calls('POST')[0]![1]?.body))).toEqual({ action: 'read', ids: [2, 1] });
    expect(await screen.findByText('Messages updated: 2')).toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'Select all shown messages' }));
    await user.click(within(screen.getByRole('toolbar', { name: 'Bulk actions' })).getByRole('button', { name: 'Delete selected' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(within(confirm).getByText('Are you sure you want to delete the selected messages (2)? This action cannot be undone.')).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(calls('POST')).toHaveLength(2));
    expect(JSON.parse(String(calls('POST')[1]![1]?.body))).toEqual({ action: 'delete', ids: [2, 1] });
  });

  it('a quote shows its configuration and prices; Create client opens the client dialog prefilled and links it', async () => {
    override = (url, init) => {
      const method = init?.method ?? 'GET';
      if (method === 'GET' && url.pathname === '/api/admin/messages') return listResponse([QUOTE]);
      if (method === 'POST' && url.pathname === '/api/admin/messages/3/client') {
        const body = JSON.parse(String(init?.body)) as { name: string };
        return jsonResponse(201, { client: { id: 9, ...body }, message: { ...QUOTE, clientId: 9, clientName: body.name } });
      }
      return undefined;
    };
    const user = userEvent.setup();
    renderPage('en');
    await user.click(await screen.findByRole('button', { name: 'Quinn Quote' }));
    const dialog = await screen.findByRole('dialog', { name: 'Message from Quinn Quote' });
    expect(within(dialog).getByText('/en/pricing')).toBeInTheDocument();
    expect(within(dialog).getByText('Premium')).toBeInTheDocument();
    expect(within(dialog).getByText('Web development, Design')).toBeInTheDocument();
    expect(within(dialog).getByText('$870')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Create client' }));
    const form = await screen.findByRole('dialog', { name: 'New client' });
    expect(within(form).getByLabelText('Name')).toHaveValue('Quinn Quote');
    expect(within(form).getByLabelText('Phone')).toHaveValue('+420 777 123 456');
    await user.click(within(form).getByRole('button', { name: 'Add client' }));
    await waitFor(() => expect(calls('POST')).toHaveLength(1));
    expect(JSON.parse(String(calls('POST')[0]![1]?.body))).toMatchObject({
      name: 'Quinn Quote',
      email: 'quinn@example.com',
      phone: '+420 777 123 456',
      servicesRequired: 'multiple',
      // Issue 20, item 7: the plan and the selected services stay with the client (the form's one service is 'multiple').
      internalNotes: 'Quote from the pricing page: Premium plan; services: Web development, Design; payment: Standard.\n\nStart in April',
      currentStatus: 'lead',
      oneTimePrice: 14000,
      monthlyPrice: 520,
    });
    expect(await within(dialog).findByRole('link', { name: 'Quinn Quote' })).toHaveAttribute('href', '/admin/clients/9');
  });

  it('in Czech a quote names its plan in Czech, in the dialog and in the new client\'s notes (issue 20, item 7)', async () => {
    override = (url, init) => ((init?.method ?? 'GET') === 'GET' && url.pathname === '/api/admin/messages' ? listResponse([QUOTE]) : undefined);
    const user = userEvent.setup();
    renderPage('cs');
    await user.click(await screen.findByRole('button', { name: 'Quinn Quote' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Prémiový')).toBeInTheDocument();
    expect(within(dialog).queryByText('Premium')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Vytvořit klienta' }));
    const form = await screen.findByRole('dialog', { name: 'Nový klient' });
    await user.click(within(form).getByRole('tab', { name: 'Komunikace' }));
    expect(within(form).getByLabelText('Interní poznámky')).toHaveValue(
      'Poptávka z ceníku: tarif Prémiový; služby: Vývoj webu, Design; platba: Standardní.\n\nStart in April',
    );
  });
});

describe('messageExcerpt', () => {
  it('keeps short texts and cuts long ones with an ellipsis', () => {
    expect(messageExcerpt('Krátká  zpráva\n')).toBe('Krátká zpráva');
    const cut = messageExcerpt('a'.repeat(300));
    expect(cut).toHaveLength(140);
    expect(cut.endsWith('…')).toBe(true);
  });

});
