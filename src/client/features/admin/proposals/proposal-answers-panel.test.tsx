import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, listResponse, stubFetch } from '@/client/test/fetch-stub';
import { renderAdminScreen } from '@/client/test/render-admin-screen';
import { newestAnswers, ProposalAnswersPanel } from './proposal-answers-panel';
import { proposalFixture } from './proposal-test-support';

const VIEWED = proposalFixture({ id: 11, number: 'N-2026-0011', title: 'Web pro vinotéku', status: 'viewed', sentAt: '2026-11-20T09:00:00.000Z', viewedAt: '2026-11-21T09:00:00.000Z' });
const ACCEPTED = proposalFixture({ id: 12, number: 'N-2026-0012', title: 'Správa sítí', status: 'accepted', sentAt: '2026-11-20T09:00:00.000Z', viewedAt: '2026-11-20T10:00:00.000Z', acceptedAt: '2026-11-25T08:00:00.000Z', acceptedName: 'Jana Nováková' });
const DECLINED = proposalFixture({ id: 13, number: 'N-2026-0013', title: 'Logo', status: 'declined', sentAt: '2026-11-19T09:00:00.000Z', declinedAt: '2026-11-22T12:00:00.000Z' });

let answered = true;
beforeEach(() => {
  answered = true;
  stubFetch(async (raw) => {
    const url = new URL(raw, 'http://localhost');
    if (url.pathname !== '/api/admin/proposals') return jsonResponse(404, { message: 'Not found' });
    if (!answered) return listResponse([]);
    const byStatus: Record<string, unknown[]> = { viewed: [VIEWED], accepted: [ACCEPTED], declined: [DECLINED] };
    return listResponse(byStatus[url.searchParams.get('status') ?? ''] ?? []);
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("the dashboard's answers to proposals", () => {
  it('lists the proposals clients opened, accepted or declined, the newest answer first, each linking to it', async () => {
    renderAdminScreen(<ProposalAnswersPanel />, { lang: 'cs', url: '/admin' });
    const list = await screen.findByRole('list', { name: 'Seznam nabídek' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((r) => within(r).getByRole('link').getAttribute('href'))).toEqual(['/admin/proposals/12', '/admin/proposals/13', '/admin/proposals/11']);
    expect(rows[0]).toHaveTextContent('Přijatá');
    expect(rows[1]).toHaveTextContent('Odmítnutá');
    expect(screen.getByRole('link', { name: 'Všechny nabídky' })).toHaveAttribute('href', '/admin/proposals');
  });

  it('says so when no client has answered yet (English)', async () => {
    answered = false;
    renderAdminScreen(<ProposalAnswersPanel />, { lang: 'en', url: '/admin' });
    expect(await screen.findByText('No client has opened or answered a sent proposal yet.')).toBeInTheDocument();
  });

  it('keeps at most five, newest first', () => {
    const many = Array.from({ length: 7 }, (_, i) => proposalFixture({ id: i + 1, status: 'viewed', viewedAt: `2026-11-0${i + 1}T08:00:00.000Z` }));
    expect(newestAnswers([many]).map((p) => p.id)).toEqual([7, 6, 5, 4, 3]);
  });
});
