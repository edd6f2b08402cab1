import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clientsApi } from '@/client/api/clients-api';
import { stubFetch } from '@/client/test/fetch-stub';
import { renderAdminScreen } from '@/client/test/render-admin-screen';
import { ProposalAnswersPanel } from '../proposals';
import { ReceivablesPanel } from '../invoices';
import { useAdminList } from './use-admin-list';

/** A server that never answers: every request stays open, its signal kept by path and search. */
function hangingServer() {
  const requests: { url: URL; signal: AbortSignal | null | undefined }[] = [];
  stubFetch((raw, init) => {
    requests.push({ url: new URL(raw, 'http://localhost'), signal: init?.signal });
    return new Promise<Response>(() => undefined);
  });
  return requests;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function ClientSearch() {
  const [q, setQ] = useState('');
  const list = useAdminList(clientsApi, { q, pageSize: 12 });
  return (
    <>
      <input aria-label="search" value={q} onChange={(e) => setQ(e.target.value)} />
      <p>{list.isFetching ? 'loading' : 'idle'}</p>
    </>
  );
}

describe('requests of what no screen shows any more (docs/product/rules.md#data-loading)', () => {
  it('are aborted when the screen is left: the dashboard’s panels free the browser’s connections for the next screen', async () => {
    const requests = hangingServer();
    const { unmount } = renderAdminScreen(
      <>
        <ReceivablesPanel />
        <ProposalAnswersPanel />
      </>,
      { url: '/admin' },
    );
    await vi.waitFor(() => expect(requests.map((r) => r.url.pathname)).toEqual(['/api/admin/invoices/summary', '/api/admin/proposals', '/api/admin/proposals', '/api/admin/proposals']));
    expect(requests.every((r) => r.signal?.aborted === false)).toBe(true);
    unmount();
    await vi.waitFor(() => expect(requests.every((r) => r.signal?.aborted === true)).toBe(true));
  });

  it('are aborted when the search changes: the previous search’s request stops, the new one goes on', async () => {
    const requests = hangingServer();
    renderAdminScreen(<ClientSearch />);
    await vi.waitFor(() => expect(requests).toHaveLength(1));
    await userEvent.type(screen.getByRole('textbox', { name: 'search' }), 'V');
    await vi.waitFor(() => expect(requests).toHaveLength(2));
    expect(requests[1]!.url.searchParams.get('q')).toBe('V');
    await vi.waitFor(() => expect(requests[0]!.signal?.aborted).toBe(true));
    expect(requests[1]!.signal?.aborted).toBe(false);
  });
});
