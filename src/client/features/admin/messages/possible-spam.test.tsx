/**
 * A possible spam (issue 20: sent faster than the minimum fill time, e.g. by browser autofill) is in the default inbox
 * with its own badge in cs and en; the message says why, and staff take it out ("Not spam") or confirm it.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminMessage } from '@/shared/api-types';
import { jsonResponse, listResponse, stubFetch, type FetchMock } from '@/client/test/fetch-stub';
import { renderAdminScreen } from '@/client/test/render-admin-screen';
import { MessagesPage } from './messages-page';

const QUICK: AdminMessage = {
  id: 5,
  name: 'Quick Fill',
  email: 'quick@example.com',
  message: 'Autofilled in a moment.',
  status: 'spam',
  kind: 'quote',
  pagePath: '/pricing',
  language: 'cs',
  phone: null,
  quote: null,
  spamReason: 'too_fast',
  clientId: null,
  clientName: null,
  projectId: null,
  projectName: null,
  createdAt: '2026-11-25T10:00:00.000Z',
};
const BOT: AdminMessage = { ...QUICK, id: 4, name: 'Honey Bot', spamReason: 'honeypot' };

let fetchMock: FetchMock;
beforeEach(() => {
  fetchMock = stubFetch(async (raw, init) => {
    const url = new URL(raw, 'http://localhost');
    const method = init?.method ?? 'GET';
    if (method === 'GET' && url.pathname === '/api/admin/messages') return listResponse([QUICK, BOT]);
    const match = /^\/api\/admin\/messages\/(\d+)$/.exec(url.pathname);
    if (match && method === 'PATCH') {
      const status = (JSON.parse(String(init?.body)) as { status: AdminMessage['status'] }).status;
      return jsonResponse(200, { ...QUICK, status, spamReason: status === 'spam' ? 'staff' : null });
    }
    return jsonResponse(404, { message: 'Not found', error: 'Not found' });
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const patches = () =>
  fetchMock.mock.calls.filter(([, init]) => init?.method === 'PATCH').map(([url, init]) => [String(url), JSON.parse(String(init!.body)) as unknown]);

describe('possible spam in the inbox', () => {
  it('has its own badge, unlike clear spam (cs), and says why when opened; "Není spam" takes it out', async () => {
    const user = userEvent.setup();
    renderAdminScreen(<MessagesPage />, { lang: 'cs', url: '/admin/messages' });
    const list = await screen.findByRole('list', { name: 'Přijaté zprávy' });
    const [quick, bot] = within(list).getAllByRole('listitem');
    expect(within(quick!).getByText('Možný spam')).toBeInTheDocument();
    expect(within(bot!).queryByText('Možný spam')).not.toBeInTheDocument();
    expect(within(bot!).getByText('Spam')).toBeInTheDocument();

    await user.click(within(quick!).getByRole('button', { name: 'Quick Fill' }));
    const dialog = await screen.findByRole('dialog', { name: 'Zpráva: Quick Fill' });
    expect(within(dialog).getByText('Možný spam')).toBeInTheDocument();
    expect(within(dialog).getByText(/rychleji, než člověk formulář obvykle vyplní/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Není spam' }));
    await waitFor(() => expect(patches()).toEqual([['/api/admin/messages/5', { status: 'unread' }]]));
  });

  it('in English: "Possible spam", and "It is spam" confirms it', async () => {
    const user = userEvent.setup();
    renderAdminScreen(<MessagesPage />, { lang: 'en', url: '/admin/messages' });
    const list = await screen.findByRole('list', { name: 'Received messages' });
    const [quick] = within(list).getAllByRole('listitem');
    expect(within(quick!).getByText('Possible spam')).toBeInTheDocument();
    await user.click(within(quick!).getByRole('button', { name: 'Quick Fill' }));
    const dialog = await screen.findByRole('dialog', { name: 'Message from Quick Fill' });
    expect(within(dialog).getByText(/faster than a person usually fills the form in/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'It is spam' }));
    await waitFor(() => expect(patches()).toEqual([['/api/admin/messages/5', { status: 'spam' }]]));
  });
});
