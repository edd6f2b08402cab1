/**
 * A list that replaces another renders its first FIRST_FRAME_ROWS rows in the frame it arrives in and the rest a frame
 * later (useAdminList); the footer counts every loaded row from the first frame; rows appended by Load more and a
 * refetch of the same list render whole, so nothing the person scrolled to disappears for a frame.
 */
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { listEndpoint } from '@/client/api/admin-list';
import { createQueryClient } from '@/client/lib/query-client';
import { listResponse, stubFetch } from '@/client/test/fetch-stub';
import { renderAdminScreen } from '@/client/test/render-admin-screen';
import { PagedList } from './paged-list-parts';
import { FIRST_FRAME_ROWS, prefetchOpeningList, useAdminList } from './use-admin-list';

afterEach(() => vi.unstubAllGlobals());

interface Thing {
  id: number;
  name: string;
}
const things = listEndpoint<Thing>('/api/admin/things');
const TOTAL = 120;
/** The rows of each render, in order. */
let rendered: number[] = [];

function Things({ initial = '' }: { initial?: string }) {
  const [q, setQ] = useState(initial);
  const list = useAdminList(things, { q });
  rendered.push(list.items.length);
  return (
    <PagedList list={list} searching={q !== ''} emptyText="none">
      <button type="button" onClick={() => setQ('web')}>
        web
      </button>
      <button type="button" onClick={() => void list.prefetchSearch('we')}>
        we
      </button>
      <button type="button" onClick={() => void list.prefetchSearch('web')}>
        then web
      </button>
      <ul>
        {list.items.map((thing) => (
          <li key={thing.id}>{thing.name}</li>
        ))}
      </ul>
    </PagedList>
  );
}

/** The server: pages of 50 of TOTAL things whose names carry the search. */
function stubThings() {
  return stubFetch(async (requested) => {
    const url = new URL(requested, 'http://localhost');
    const offset = Number(url.searchParams.get('offset'));
    const q = url.searchParams.get('q') ?? 'all';
    const rows = Array.from({ length: Math.min(50, TOTAL - offset) }, (_, i) => ({ id: offset + i + 1, name: `${q} ${offset + i + 1}` }));
    return listResponse(rows, TOTAL);
  });
}

const rows = () => screen.getAllByRole('listitem');
const settled = () => act(() => new Promise((resolve) => setTimeout(resolve, 60)));

describe('a paged list on screen', () => {
  it('shows a new list in two frames: its first rows at once with the whole count, the rest after the frame', async () => {
    stubThings();
    const queryClient = createQueryClient();
    prefetchOpeningList(queryClient, { endpoint: things, params: () => ({ q: '' }) }, new URLSearchParams());
    await waitFor(() => expect(queryClient.getQueryCache().find({ queryKey: [...things.key, 'list', { q: '' }] })?.state.status).toBe('success'));
    rendered = [];
    renderAdminScreen(<Things />, { queryClient });
    // The first render had the data: its rows are the first ones only, the footer counts all 50.
    expect(rows()).toHaveLength(FIRST_FRAME_ROWS);
    expect(rows()[0]).toHaveTextContent('all 1');
    expect(screen.getByText('Zobrazeno 50 z 120')).toBeInTheDocument();
    await waitFor(() => expect(rows()).toHaveLength(50));
    expect(rows()[49]).toHaveTextContent('all 50');
  });

  it('renders rows appended by Load more and a refetch of the same list whole', async () => {
    stubThings();
    const { queryClient } = renderAdminScreen(<Things />);
    await waitFor(() => expect(rows()).toHaveLength(50));
    rendered = [];
    await userEvent.click(screen.getByRole('button', { name: 'Načíst další' }));
    await waitFor(() => expect(rows()).toHaveLength(100));
    await act(() => queryClient.invalidateQueries());
    await settled();
    expect(rows()).toHaveLength(100);
    // No render between showed fewer than the 50 rows already on screen.
    expect(rendered.length).toBeGreaterThan(0);
    expect(Math.min(...rendered)).toBeGreaterThanOrEqual(50);
  });

  it('shows a search in two frames, and the list before it whole while the search loads', async () => {
    stubThings();
    renderAdminScreen(<Things />);
    await waitFor(() => expect(rows()).toHaveLength(50));
    rendered = [];
    await userEvent.click(screen.getByRole('button', { name: 'web' }));
    await waitFor(() => expect(rows()[0]).toHaveTextContent('web 1'));
    await waitFor(() => expect(rows()).toHaveLength(50));
    // While loading, the previous list stayed whole (50); the search came as 20, then 50.
    expect(rendered.filter((n, i) => n !== rendered[i - 1])).toEqual([50, FIRST_FRAME_ROWS, 50]);
  });

  it('stops the request of a search typed over, and keeps the newer one', async () => {
    const signals = new Map<string, AbortSignal>();
    const fetchMock = stubThings();
    const answer = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (requested, init) => {
      const q = new URL(requested, 'http://localhost').searchParams.get('q');
      if (q) signals.set(q, init!.signal!);
      // The older search's answer never comes on its own.
      if (q === 'we') await new Promise((resolve) => init!.signal!.addEventListener('abort', resolve));
      return answer(requested, init);
    });
    renderAdminScreen(<Things />);
    await waitFor(() => expect(rows()).toHaveLength(50));
    await userEvent.click(screen.getByRole('button', { name: 'we' }));
    await waitFor(() => expect(signals.get('we')).toBeDefined());
    expect(signals.get('we')!.aborted).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'then web' }));
    await waitFor(() => expect(signals.get('web')).toBeDefined());
    expect(signals.get('we')!.aborted).toBe(true);
    expect(signals.get('web')!.aborted).toBe(false);
  });
});
