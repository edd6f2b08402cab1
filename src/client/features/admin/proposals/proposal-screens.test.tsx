import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, listResponse, stubFetch, type FetchMock } from '@/client/test/fetch-stub';
import { CLIENT, proposalFixture, renderProposalScreens } from './proposal-test-support';

const LINK = 'https://agency.example/nabidka/q3J9xk2M7pV1rT8sW4yZ0aBcDeFgHiJk';
const SENT = proposalFixture({ status: 'sent', sentAt: '2026-11-26T10:00:00.000Z', linkActive: true, pdfSha256: 'a'.repeat(64) });
let fetchMock: FetchMock;
let sent = false;

beforeEach(() => {
  sent = false;
  fetchMock = stubFetch(async (raw, init) => {
    const url = new URL(raw, 'http://localhost');
    const method = init?.method ?? 'GET';
    if (method === 'GET' && url.pathname === '/api/admin/clients') return listResponse([CLIENT]);
    if (method === 'GET' && url.pathname === '/api/admin/proposals') {
      const status = url.searchParams.get('status');
      const rows = [proposalFixture(), proposalFixture({ id: 8, number: 'N-2026-0008', title: 'Údržba e-shopu', status: 'sent', sentAt: '2026-11-26T10:00:00.000Z', linkActive: true })];
      return listResponse(status ? rows.filter((r) => r.status === status) : rows);
    }
    if (method === 'GET' && url.pathname === '/api/admin/proposals/7') return jsonResponse(200, sent ? SENT : proposalFixture());
    if (method === 'POST' && url.pathname === '/api/admin/proposals/7/send') {
      sent = true;
      return jsonResponse(200, { proposal: SENT, link: LINK });
    }
    return jsonResponse(404, { message: 'Not found', error: 'Not found' });
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const listRequests = () =>
  fetchMock.mock.calls.map(([raw]) => new URL(raw, 'http://localhost')).filter((u) => u.pathname === '/api/admin/proposals');

describe('proposals list', () => {
  it('reads its status and client filters from the address and keeps a change there', async () => {
    const user = userEvent.setup();
    renderProposalScreens(`/admin/proposals?status=sent&clientId=${CLIENT.id}`);
    const list = await screen.findByRole('list', { name: 'Seznam nabídek' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    expect(within(list).getByText('Údržba e-shopu')).toBeInTheDocument();
    expect(within(list).getByText('Odeslaná')).toBeInTheDocument();
    const first = listRequests()[0]!;
    expect(first.searchParams.get('status')).toBe('sent');
    expect(first.searchParams.get('clientId')).toBe(String(CLIENT.id));
    expect(screen.getByLabelText<HTMLSelectElement>('Stav').value).toBe('sent');
    await waitFor(() => expect(screen.getByLabelText<HTMLSelectElement>('Klient').value).toBe(String(CLIENT.id)));

    await user.selectOptions(screen.getByLabelText('Stav'), 'draft');
    await waitFor(() => expect(screen.getByTestId('address')).toHaveTextContent(`/admin/proposals?status=draft&clientId=${CLIENT.id}`));
    await waitFor(() => expect(listRequests().at(-1)?.searchParams.get('status')).toBe('draft'));
    await user.selectOptions(screen.getByLabelText('Klient'), '');
    await waitFor(() => expect(screen.getByTestId('address')).toHaveTextContent('/admin/proposals?status=draft'));
    expect(screen.getByTestId('address').textContent).toBe('/admin/proposals?status=draft');
  });

  it('shows the totals as the language writes money, and the translated status', async () => {
    renderProposalScreens('/admin/proposals', 'en');
    const list = await screen.findByRole('list', { name: 'Proposal list' });
    const draft = within(list).getByRole('link', { name: /^N-2026-0007/ });
    // 10 000.00 − 10 % + 21 % VAT = 10 890.00 one-time; 12 × 500.00 + 21 % = 7 260.00 a month.
    expect(draft).toHaveTextContent('CZK 10,890.00');
    expect(draft).toHaveTextContent('CZK 7,260.00');
    expect(draft).toHaveTextContent('Draft');
  });
});

describe('proposal detail', () => {
  it('asks before sending, saying what it does, then shows the link it made with a copy button', async () => {
    const user = userEvent.setup();
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderProposalScreens('/admin/proposals/7');
    await user.click(await screen.findByRole('button', { name: 'Odeslat klientovi' }));
    // A draft has no PDF yet.
    expect(screen.queryByText('Stáhnout PDF')).not.toBeInTheDocument();
    const ask = await screen.findByRole('alertdialog', { name: 'Odeslat nabídku N-2026-0007?' });
    expect(ask).toHaveTextContent('klient dostane e-mailem odkaz');
    expect(fetchMock.mock.calls.some(([raw]) => raw.endsWith('/send'))).toBe(false);
    await user.click(within(ask).getByRole('button', { name: 'Odeslat klientovi' }));

    const shown = await screen.findByRole('dialog', { name: 'Odkaz pro klienta' });
    expect(within(shown).getByRole('textbox')).toHaveValue(LINK);
    await user.click(within(shown).getByRole('button', { name: 'Kopírovat odkaz' }));
    expect(writeText).toHaveBeenCalledWith(LINK);
    // Sent: frozen — no edit, a new version instead.
    expect(screen.queryByRole('button', { name: 'Upravit' })).not.toBeInTheDocument();
    expect(await screen.findByText('Odeslaná')).toBeInTheDocument();
    // …and the PDF stored when it was sent, as a plain download link.
    // (behind the link's dialog, which hides the rest of the page from the accessibility tree while open)
    expect((await screen.findByText('Stáhnout PDF')).closest('a')).toHaveAttribute('href', '/api/admin/proposals/7/pdf');
  });
});

describe('accepted proposal', () => {
  it('creates an invoice draft from it (asked first) and opens the draft in the invoice editor', async () => {
    const user = userEvent.setup();
    const accepted = proposalFixture({ status: 'accepted', sentAt: '2026-11-26T10:00:00.000Z', acceptedAt: '2026-11-27T10:00:00.000Z', acceptedName: 'Jana Dvořáková', pdfSha256: 'a'.repeat(64) });
    fetchMock.mockImplementation(async (raw, init) => {
      const url = new URL(raw, 'http://localhost');
      if (url.pathname === '/api/admin/proposals/7') return jsonResponse(200, accepted);
      if (init?.method === 'POST' && url.pathname === '/api/admin/proposals/7/invoice') return jsonResponse(201, { id: 31, status: 'draft', number: null });
      return jsonResponse(404, { message: 'Not found', error: 'Not found' });
    });
    renderProposalScreens('/admin/proposals/7');
    await user.click(await screen.findByRole('button', { name: 'Vytvořit fakturu' }));
    const ask = await screen.findByRole('alertdialog', { name: 'Vytvořit fakturu z nabídky N-2026-0007?' });
    expect(fetchMock.mock.calls.some(([raw]) => raw.endsWith('/invoice'))).toBe(false);
    await user.click(within(ask).getByRole('button', { name: 'Vytvořit fakturu' }));
    await waitFor(() => expect(screen.getByTestId('address')).toHaveTextContent('/admin/invoices/31/edit'));
  });

  it('a proposal not accepted offers no invoice', async () => {
    renderProposalScreens('/admin/proposals/7');
    expect(await screen.findByRole('button', { name: 'Odeslat klientovi' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Vytvořit fakturu' })).not.toBeInTheDocument();
  });
});
