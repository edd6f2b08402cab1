import { act, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PAGE_ISLANDS_ELEMENT_ID } from '@/shared/page-rendering';
import { hydrateIslandsWith, NEAR_VIEWPORT_MARGIN, readPageIslands, type IslandLoaders } from './hydrate-islands';
import type { IslandName } from './island-names';
import type { PageIslands } from './island-records';

afterEach(() => {
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** A button counting its clicks: shows whether its island is hydrated and whether early clicks were replayed. */
function Counter({ label }: { label: string }) {
  const [clicks, setClicks] = useState(0);
  return (
    <button type="button" onClick={() => setClicks((n) => n + 1)}>
      {label} {clicks}
    </button>
  );
}

const ISLANDS: IslandName[] = ['site-header', 'portfolio', 'why-choose-us'];

/** Serves three counter islands (as the server does: HTML in marked containers, records as JSON). */
function serve(): PageIslands {
  const page: PageIslands = {
    lang: 'en',
    path: '/',
    islands: ISLANDS.map((name) => ({ name, props: { label: name }, texts: {} })),
  };
  document.body.innerHTML =
    page.islands
      .map((record, index) => `<div data-island="${index}" class="contents">${renderToString(<Counter label={record.name} />)}</div>`)
      .join('') + `<script type="application/json" id="${PAGE_ISLANDS_ELEMENT_ID}">${JSON.stringify(page)}</script>`;
  return readPageIslands()!;
}

const island = (name: IslandName) => document.querySelector<HTMLElement>(`[data-island="${ISLANDS.indexOf(name)}"]`)!;
const button = (name: IslandName) => island(name).querySelector('button')!;
const isHydrated = (name: IslandName) => Object.keys(island(name)).some((key) => key.startsWith('__reactContainer'));

/** Loaders of the counter, one per island, counting the calls; `hold` keeps an island's chunk "downloading". */
function counterLoaders(hold: IslandName[] = []) {
  const release = new Map<IslandName, () => void>();
  const load = vi.fn(
    (name: IslandName) =>
      new Promise<typeof Counter>((resolve) => {
        if (hold.includes(name)) release.set(name, () => resolve(Counter));
        else resolve(Counter);
      }),
  );
  const loaders = Object.fromEntries(
    ['site-header', 'stats-counters', 'portfolio', 'why-choose-us', 'blog-posts', 'contact-form', 'pricing-plans'].map(
      (name) => [name, () => load(name as IslandName)],
    ),
  ) as IslandLoaders;
  return { loaders, load, release: (name: IslandName) => release.get(name)?.() };
}

/**
 * IntersectionObserver as the browser runs it: a first report on every observed element soon after observe(), then
 * one whenever a test moves an island near the viewport. `near` says which islands are near at the first look.
 */
function stubIntersectionObserver(near: IslandName[]) {
  const observers: { callback: IntersectionObserverCallback; options?: IntersectionObserverInit; targets: Set<Element> }[] =
    [];
  const entry = (target: Element, isIntersecting: boolean) => ({ target, isIntersecting }) as IntersectionObserverEntry;
  const nearNow = (target: Element) =>
    near.some((name) => island(name).contains(target));
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      private readonly record: (typeof observers)[number];
      private firstLook: Element[] = [];
      constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
        this.record = { callback, options, targets: new Set() };
        observers.push(this.record);
      }
      observe(target: Element) {
        this.record.targets.add(target);
        this.firstLook.push(target);
        if (this.firstLook.length === 1) {
          setTimeout(() => {
            const targets = this.firstLook;
            this.firstLook = [];
            this.record.callback(targets.map((t) => entry(t, nearNow(t))), this as unknown as IntersectionObserver);
          });
        }
      }
      unobserve(target: Element) {
        this.record.targets.delete(target);
      }
      disconnect() {
        this.record.targets.clear();
      }
    },
  );
  return {
    observers,
    /** The visitor scrolls `name` near the viewport. */
    scrollNear(name: IslandName) {
      for (const { callback, targets } of observers) {
        const seen = [...targets].filter((t) => island(name).contains(t));
        if (seen.length) callback(seen.map((t) => entry(t, true)), {} as IntersectionObserver);
      }
    },
  };
}

describe('island hydration', () => {
  it('hydrates the islands near the viewport at load, and the others only when they come near', async () => {
    const observer = stubIntersectionObserver(['site-header']);
    const { loaders, load } = counterLoaders();
    const errors = vi.spyOn(console, 'error');
    const page = serve();
    await act(() => hydrateIslandsWith(loaders, page));

    expect(observer.observers[0]?.options?.rootMargin).toBe(NEAR_VIEWPORT_MARGIN);
    expect(load.mock.calls.map(([name]) => name)).toEqual(['site-header']);
    expect(isHydrated('site-header')).toBe(true);
    expect(isHydrated('portfolio')).toBe(false);
    await act(async () => button('site-header').click());
    expect(button('site-header')).toHaveTextContent('site-header 1');

    await act(async () => {
      observer.scrollNear('why-choose-us');
      await waitFor(() => expect(isHydrated('why-choose-us')).toBe(true));
    });
    expect(load.mock.calls.map(([name]) => name)).toEqual(['site-header', 'why-choose-us']);
    expect(isHydrated('portfolio')).toBe(false);
    await act(async () => button('why-choose-us').click());
    expect(button('why-choose-us')).toHaveTextContent('why-choose-us 1');
    expect(errors).not.toHaveBeenCalled();
  });

  it('hydrates an island at once when a visitor reaches it first, and replays the clicks made before', async () => {
    stubIntersectionObserver(['site-header']);
    const { loaders, load, release } = counterLoaders(['portfolio']);
    const page = serve();
    await act(() => hydrateIslandsWith(loaders, page));
    expect(isHydrated('portfolio')).toBe(false);

    // Pointer down, then two clicks while the island's chunk is still on its way: nothing happens yet…
    button('portfolio').dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(load.mock.calls.map(([name]) => name)).toEqual(['site-header', 'portfolio']);
    button('portfolio').click();
    button('portfolio').click();
    expect(button('portfolio')).toHaveTextContent('portfolio 0');
    // …once it is there, the island hydrates and both clicks count.
    await act(async () => {
      release('portfolio');
      await waitFor(() => expect(isHydrated('portfolio')).toBe(true));
    });
    expect(button('portfolio')).toHaveTextContent('portfolio 2');
    await act(async () => button('portfolio').click());
    expect(button('portfolio')).toHaveTextContent('portfolio 3');
  });

  it('hydrates an island on focus inside it (keyboard)', async () => {
    stubIntersectionObserver(['site-header']);
    const { loaders } = counterLoaders();
    const page = serve();
    await act(() => hydrateIslandsWith(loaders, page));
    await act(async () => {
      button('why-choose-us').focus();
      await waitFor(() => expect(isHydrated('why-choose-us')).toBe(true));
    });
    expect(isHydrated('portfolio')).toBe(false);
  });

  it('hydrates at once, wherever it is, an island the address or its props ask for', async () => {
    stubIntersectionObserver(['site-header']);
    const { loaders } = counterLoaders();
    const page = serve();
    await act(() => hydrateIslandsWith(loaders, page, { portfolio: (props) => props.label === 'portfolio' }));
    expect(isHydrated('portfolio')).toBe(true);
    expect(isHydrated('why-choose-us')).toBe(false);
  });

  it('without IntersectionObserver hydrates every island at load, in document order', async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const { loaders, load } = counterLoaders();
    const page = serve();
    await act(() => hydrateIslandsWith(loaders, page));
    expect(load.mock.calls.map(([name]) => name)).toEqual(ISLANDS);
    expect(ISLANDS.every(isHydrated)).toBe(true);
  });

  it('reports an island whose chunk fails to load and hydrates the others', async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const reported = vi.fn();
    vi.stubGlobal('reportError', reported);
    const { loaders } = counterLoaders();
    const failure = new Error('chunk failed');
    loaders.portfolio = () => Promise.reject(failure);
    const page = serve();
    await act(() => hydrateIslandsWith(loaders, page));
    expect(reported).toHaveBeenCalledWith(failure);
    expect(isHydrated('portfolio')).toBe(false);
    expect(isHydrated('site-header') && isHydrated('why-choose-us')).toBe(true);
  });
});
