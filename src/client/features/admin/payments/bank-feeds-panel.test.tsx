/**
 * The payments screen's Fio bank-feed panel (issue 37 point 4): each feed's state in words and Prague time, "sync now"
 * disabled until Fio's 30 s have passed, a 409 said with its time, adding (token in a password field, cleared, never
 * echoed; refusals at their fields in the reader's language) and removing a feed.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminBankFeed, BankFeedSyncResult } from '@/shared/schemas/bank-feed';
import { formatDateTime } from '@/shared/dates';
import { adminBankFeeds as cs } from '@/client/i18n/cs/admin-bank-feeds';
import { adminBankFeeds as en } from '@/client/i18n/en/admin-bank-feeds';
import { jsonResponse, stubFetch, type FetchMock } from '@/client/test/fetch-stub';
import { renderAdminScreen } from '@/client/test/render-admin-screen';
import { BankFeedsPanel } from './bank-feeds-panel';

const TOKEN = 'A1b2C3d4E5f6G7h8I9j0K1l2M3n4O5p6Q7r8S9t0U1v2W3x4Y5z6A7b8C9d0wxyz';

const OK_FEED: AdminBankFeed = {
  id: 1,
  label: 'Fio běžný účet',
  tokenHint: '…wxyz',
  account: 'CZ5620100000002001234502',
  currency: 'CZK',
  active: true,
  syncedThrough: '2026-11-30',
  lastSuccessAt: '2026-11-30T09:15:00.000Z',
  lastAttemptAt: '2026-11-30T09:15:00.000Z',
  nextAttemptAt: '2026-11-30T09:25:00.000Z',
  syncableAt: '2026-11-30T09:15:30.000Z',
  lastError: null,
  lastErrorAt: null,
  consecutiveFailures: 0,
  createdAt: '2026-11-01T08:00:00.000Z',
};

let fetchMock: FetchMock;
let feeds: AdminBankFeed[];
let onSync: () => Response;
let onAdd: (body: { label: string; token: string }) => Response;

beforeEach(() => {
  feeds = [OK_FEED];
  onSync = () => jsonResponse(200, { feed: OK_FEED, newTransactions: 2, alreadyImported: 0, matched: 1 } satisfies BankFeedSyncResult);
  onAdd = (body) => jsonResponse(201, { ...OK_FEED, id: 7, label: body.label, account: null, lastSuccessAt: null, tokenHint: `…${body.token.slice(-4)}` });
  fetchMock = stubFetch(async (raw, init) => {
    const url = new URL(raw, 'http://localhost');
    const method = init?.method ?? 'GET';
    if (method === 'GET' && url.pathname === '/api/admin/bank-feeds') return jsonResponse(200, feeds);
    if (method === 'POST' && url.pathname === '/api/admin/bank-feeds') return onAdd(JSON.parse(String(init?.body)));
    if (method === 'POST' && url.pathname === '/api/admin/bank-feeds/1/sync') return onSync();
    if (method === 'DELETE' && url.pathname === '/api/admin/bank-feeds/1') return new Response(null, { status: 204 });
    return jsonResponse(404, { message: 'Not found', error: 'Not found' });
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

const calls = (method: string, path: string) => fetchMock.mock.calls.filter(([url, init]) => (init?.method ?? 'GET') === method && new URL(String(url), 'http://localhost').pathname === path);

describe('the bank feed panel', () => {
  it('shows each feed with its account, last sync and next poll in Prague time, and syncs on request', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-30T09:20:00.000Z') });
    const user = userEvent.setup();
    renderAdminScreen(<BankFeedsPanel />);
    const feed = await screen.findByRole('listitem', { name: 'Fio běžný účet' });
    expect(within(feed).getByText('CZ5620100000002001234502')).toBeInTheDocument();
    expect(within(feed).getByText('token …wxyz')).toBeInTheDocument();
    // 09:15 UTC is 10:15 in Prague in November.
    expect(within(feed).getByText(formatDateTime(OK_FEED.lastSuccessAt, 'cs'))).toBeInTheDocument();
    expect(formatDateTime(OK_FEED.lastSuccessAt, 'cs')).toContain('10:15');
    expect(within(feed).getByText(formatDateTime(OK_FEED.nextAttemptAt, 'cs'))).toBeInTheDocument();
    expect(within(feed).getByText(cs.ok)).toBeInTheDocument();
    await user.click(within(feed).getByRole('button', { name: cs.sync }));
    await waitFor(() => expect(calls('POST', '/api/admin/bank-feeds/1/sync')).toHaveLength(1));
    expect(await screen.findByText('Synchronizováno: nových pohybů 2, spárováno s fakturou 1')).toBeInTheDocument();
  });

  it('disables "sync now" until Fio’s 30 s have passed, saying when, and says a 409 with its time', async () => {
    feeds = [{ ...OK_FEED, syncableAt: new Date(Date.now() + 20_000).toISOString() }];
    renderAdminScreen(<BankFeedsPanel />, { lang: 'en' });
    const feed = await screen.findByRole('listitem', { name: 'Fio běžný účet' });
    expect(within(feed).getByRole('button', { name: en.sync })).toBeDisabled();
    expect(within(feed).getByText(/^Possible again in (19|20) s$/)).toBeInTheDocument();
  });

  it('says a 409 from the server in the reader’s language with the time it becomes possible', async () => {
    const at = '2026-11-30T09:16:00.000Z';
    onSync = () => jsonResponse(409, { message: 'too soon', error: 'Conflict', code: 'tooSoon', params: { at } });
    feeds = [{ ...OK_FEED, syncableAt: null }];
    const user = userEvent.setup();
    renderAdminScreen(<BankFeedsPanel />, { lang: 'en' });
    await user.click(await screen.findByRole('button', { name: en.sync }));
    expect(await screen.findByText(`Fio allows one call per token every 30 seconds: again ${formatDateTime(at, 'en')}.`)).toBeInTheDocument();
  });

  it.each([
    ['token_refused', cs.error.token_refused],
    ['down', cs.error.down.replace('{{at}}', formatDateTime('2026-11-30T09:25:00.000Z', 'cs'))],
    ['history_locked', cs.error.history_locked.replace('{{at}}', formatDateTime('2026-11-30T09:25:00.000Z', 'cs'))],
    ['too_soon', cs.error.too_soon.replace('{{at}}', formatDateTime('2026-11-30T09:25:00.000Z', 'cs'))],
  ] as const)('says the error %s in words, with the next try', async (error, text) => {
    feeds = [{ ...OK_FEED, lastError: error, lastErrorAt: '2026-11-30T09:15:00.000Z' }];
    renderAdminScreen(<BankFeedsPanel />);
    const feed = await screen.findByRole('listitem', { name: 'Fio běžný účet' });
    expect(within(feed).getByText(text)).toBeInTheDocument();
    expect(within(feed).getByText(cs.failing)).toBeInTheDocument();
  });

  it('adds a feed: the token in a password field, checked before sending, cleared after', async () => {
    feeds = [];
    const user = userEvent.setup();
    renderAdminScreen(<BankFeedsPanel />);
    expect(await screen.findByText(cs.empty)).toBeInTheDocument();
    const token = screen.getByLabelText(cs.add.token);
    expect(token).toHaveAttribute('type', 'password');
    await user.type(token, 'short');
    await user.click(screen.getByRole('button', { name: cs.add.submit }));
    expect(await screen.findByText('Pojmenujte napojení účtu')).toBeInTheDocument();
    expect(screen.getByText('Token Fio API má 64 písmen a číslic (internetové bankovnictví Fio: Nastavení → API)')).toBeInTheDocument();
    expect(calls('POST', '/api/admin/bank-feeds')).toHaveLength(0);

    await user.type(screen.getByLabelText(cs.add.label), 'Fio EUR');
    await user.clear(token);
    await user.type(token, TOKEN);
    await user.click(screen.getByRole('button', { name: cs.add.submit }));
    await waitFor(() => expect(calls('POST', '/api/admin/bank-feeds')).toHaveLength(1));
    expect(JSON.parse(String(calls('POST', '/api/admin/bank-feeds')[0]![1]?.body))).toEqual({ label: 'Fio EUR', token: TOKEN });
    await waitFor(() => expect(token).toHaveValue(''));
    expect(screen.getByLabelText(cs.add.label)).toHaveValue('');
    expect(document.body.textContent).not.toContain(TOKEN);
  });

  it('shows the server’s refusal at its field', async () => {
    feeds = [];
    onAdd = () => jsonResponse(400, { message: 'token: x', error: 'Bad Request', field: 'token', fields: { token: 'A Fio API token is 64 letters and digits (Fio internet banking: Nastavení → API)' } });
    const user = userEvent.setup();
    renderAdminScreen(<BankFeedsPanel />, { lang: 'en' });
    await user.type(await screen.findByLabelText(en.add.label), 'Fio');
    await user.type(screen.getByLabelText(en.add.token), TOKEN);
    await user.click(screen.getByRole('button', { name: en.add.submit }));
    expect(await screen.findAllByText('A Fio API token is 64 letters and digits (Fio internet banking: Nastavení → API)')).not.toHaveLength(0);
    expect(screen.getByLabelText(en.add.token)).toHaveValue('');
  });

  it('removes a feed after asking', async () => {
    const user = userEvent.setup();
    renderAdminScreen(<BankFeedsPanel />, { lang: 'en' });
    const feed = await screen.findByRole('listitem', { name: 'Fio běžný účet' });
    await user.click(within(feed).getByRole('button', { name: en.remove }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Remove the feed “Fio běžný účet”?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: en.remove }));
    await waitFor(() => expect(calls('DELETE', '/api/admin/bank-feeds/1')).toHaveLength(1));
  });
});
