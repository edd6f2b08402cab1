import { act, fireEvent, screen } from '@testing-library/react';
import { useLayoutEffect, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clientsApi } from '@/client/api/clients-api';
import { listResponse, stubFetch } from '@/client/test/fetch-stub';
import { renderAdminScreen } from '@/client/test/render-admin-screen';
import { SEARCH_DEBOUNCE_MS, SearchInput, SHORT_SEARCH_PAUSE_MS } from './search-input';
import { useAdminList } from './use-admin-list';

/** The search of the screen on display (committed), and every search it was rendered with, in order. */
let renderedQ = '';
let renders: string[] = [];

function ClientSearch({ prefetch = false }: { prefetch?: boolean }) {
  const [q, setQ] = useState('');
  useLayoutEffect(() => {
    renderedQ = q;
    renders.push(q);
  });
  const list = useAdminList(clientsApi, { q, pageSize: 12 });
  return <SearchInput label="Hledat klienty" onSearch={setQ} prefetch={prefetch ? list.prefetchSearch : undefined} />;
}

afterEach(() => {
  renders = [];
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the search box', () => {
  it("without a prefetch: starts the narrowed list's request in the task that ends the pause in typing, not in a later one", async () => {
    vi.useFakeTimers();
    const fetchMock = stubFetch(async () => listResponse([]));
    renderAdminScreen(<ClientSearch />);
    await act(async () => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    const asked = () => fetchMock.mock.calls.map(([url]) => new URL(url, 'http://localhost').searchParams.get('q'));
    expect(asked()).toEqual([null]);
    fireEvent.change(screen.getByRole('searchbox', { name: 'Hledat klienty' }), { target: { value: 'Hotel' } });
    vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 1);
    expect(asked()).toEqual([null]);
    // Outside act(): nothing but the timer's own task runs — React's scheduled work would not.
    vi.advanceTimersByTime(1);
    expect(asked()).toEqual([null, 'Hotel']);
  });

  it('with the prefetch: three letters or more are asked as they are typed, one or two only after a longer pause', async () => {
    vi.useFakeTimers();
    const fetchMock = stubFetch(async () => listResponse([]));
    renderAdminScreen(<ClientSearch prefetch />);
    await act(async () => undefined);
    const asked = () => fetchMock.mock.calls.map(([url]) => new URL(url, 'http://localhost').searchParams.get('q'));
    expect(asked()).toEqual([null]);
    const box = screen.getByRole('searchbox', { name: 'Hledat klienty' });
    // Each keystroke's own render asks: no timer passes.
    act(() => void fireEvent.change(box, { target: { value: 'Hot' } }));
    expect(asked()).toEqual([null, 'Hot']);
    act(() => void fireEvent.change(box, { target: { value: 'Hote' } }));
    expect(asked()).toEqual([null, 'Hot', 'Hote']);
    // Back to two letters (a scan of every row): asked only when the typing pauses for SHORT_SEARCH_PAUSE_MS.
    act(() => void fireEvent.change(box, { target: { value: 'Ho' } }));
    await act(async () => vi.advanceTimersByTime(SHORT_SEARCH_PAUSE_MS - 1));
    expect(asked()).toEqual([null, 'Hot', 'Hote']);
    await act(async () => vi.advanceTimersByTime(1));
    expect(asked()).toEqual([null, 'Hot', 'Hote', 'Ho']);
    // An emptied box shows the whole list again at once (already cached: nothing asked).
    act(() => void fireEvent.change(box, { target: { value: '' } }));
    await act(async () => undefined);
    expect(renderedQ).toBe('');
    expect(asked()).toEqual([null, 'Hot', 'Hote', 'Ho']);
  });

  it("with the prefetch: a search typed over stops the request of the one before, and that one's answer is never shown", async () => {
    vi.useFakeTimers();
    const answers = new Map<string, () => void>();
    const aborted: string[] = [];
    stubFetch((url, init) => {
      const q = new URL(url, 'http://localhost').searchParams.get('q') ?? '';
      init?.signal?.addEventListener('abort', () => aborted.push(q));
      return new Promise((resolve) => answers.set(q, () => resolve(listResponse([]))));
    });
    renderAdminScreen(<ClientSearch prefetch />);
    await act(async () => answers.get('')?.());
    const box = screen.getByRole('searchbox', { name: 'Hledat klienty' });
    act(() => void fireEvent.change(box, { target: { value: 'Hote' } }));
    act(() => void fireEvent.change(box, { target: { value: 'Hotel' } }));
    expect(aborted).toEqual(['Hote']);
    // Two letters typed while Hotel is on its way: its answer comes, but the box no longer holds it.
    act(() => void fireEvent.change(box, { target: { value: 'Ho' } }));
    await act(async () => answers.get('Hotel')?.());
    expect(renderedQ).toBe('');
    await act(async () => vi.advanceTimersByTime(SHORT_SEARCH_PAUSE_MS));
    await act(async () => answers.get('Ho')?.());
    expect(renderedQ).toBe('Ho');
    expect(renders).not.toContain('Hote');
    expect(renders).not.toContain('Hotel');
  });

  it("with the list's prefetch: the request starts before the screen renders the search, and it is the one the list reads", async () => {
    vi.useFakeTimers();
    const renderedAtRequest: string[] = [];
    const fetchMock = stubFetch(async () => (renderedAtRequest.push(renderedQ), listResponse([])));
    renderAdminScreen(<ClientSearch prefetch />);
    await act(async () => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    const asked = () => fetchMock.mock.calls.map(([url]) => new URL(url, 'http://localhost').searchParams.get('q'));
    fireEvent.change(screen.getByRole('searchbox', { name: 'Hledat klienty' }), { target: { value: 'Hotel' } });
    await act(async () => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS + 100));
    // One request for the narrowed list — the prefetch's, which the screen's query then read — asked while the
    // screen still showed the list before the search.
    expect(asked()).toEqual([null, 'Hotel']);
    expect(renderedAtRequest).toEqual(['', '']);
    expect(renderedQ).toBe('Hotel');
  });

  it('with the prefetch: the screen renders the search once, when its answer is in, not around the old rows before it', async () => {
    vi.useFakeTimers();
    const answers = new Map<string, () => void>();
    stubFetch((url) => {
      const q = new URL(url, 'http://localhost').searchParams.get('q') ?? '';
      return new Promise((resolve) => answers.set(q, () => resolve(listResponse([{ id: 1, name: `Klient ${q}` }]))));
    });
    renderAdminScreen(<ClientSearch prefetch />);
    await act(async () => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    await act(async () => answers.get('')?.());
    fireEvent.change(screen.getByRole('searchbox', { name: 'Hledat klienty' }), { target: { value: 'Hotel' } });
    await act(async () => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS + 500));
    expect(answers.has('Hotel')).toBe(true);
    expect(renderedQ).toBe('');
    // Meanwhile the box says the search is on its way.
    expect(screen.getByRole('searchbox', { name: 'Hledat klienty' })).toHaveAttribute('aria-busy', 'true');
    const before = renders.length;
    await act(async () => answers.get('Hotel')?.());
    expect(renderedQ).toBe('Hotel');
    expect(screen.getByRole('searchbox', { name: 'Hledat klienty' })).not.toHaveAttribute('aria-busy');
    expect(renders.slice(before).filter((q) => q === 'Hotel')).toHaveLength(1);
  });

  it('a search answered after a later one does not replace it', async () => {
    vi.useFakeTimers();
    const answers = new Map<string, () => void>();
    stubFetch((url) => {
      const q = new URL(url, 'http://localhost').searchParams.get('q') ?? '';
      return new Promise((resolve) => answers.set(q, () => resolve(listResponse([]))));
    });
    renderAdminScreen(<ClientSearch prefetch />);
    await act(async () => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    await act(async () => answers.get('')?.());
    const box = screen.getByRole('searchbox', { name: 'Hledat klienty' });
    fireEvent.change(box, { target: { value: 'Hot' } });
    await act(async () => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    fireEvent.change(box, { target: { value: 'Hotel' } });
    await act(async () => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    await act(async () => answers.get('Hotel')?.());
    expect(renderedQ).toBe('Hotel');
    await act(async () => answers.get('Hot')?.());
    expect(renderedQ).toBe('Hotel');
    expect(renders).not.toContain('Hot');
  });
});
