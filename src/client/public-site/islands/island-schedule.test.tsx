import { act, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PAGE_ISLANDS_ELEMENT_ID } from '@/shared/page-rendering';
import { hydrateIsland, type AnyComponent } from './hydrate-islands';
import type { IslandName } from './island-names';
import type { PageIslands } from './island-records';
import {
  NEAR_VIEWPORT_MARGIN,
  readPageIslands,
  scheduleIslands,
  type IslandLoaders,
  type IslandTiming,
  type UrgentIslands,
} from './island-schedule';

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

const ISLANDS: IslandName[] = ['site-header', 'stats-counters', 'portfolio', 'why-choose-us'];

/** The stats wait to come near the viewport; the others for their first use. */
const TIMING = {
  'site-header': 'first-use',
  'stats-counters': 'near-view',
  portfolio: 'first-use',
  'why-choose-us': 'first-use',
  'blog-posts': 'first-use',
  'contact-form': 'first-use',
  'pricing-plans': 'first-use',
} satisfies Record<IslandName, IslandTiming>;

/** The schedule with React's side counted: how often it was loaded, and a page's first paint held until `paint()`. */
function schedule(loaders: IslandLoaders<AnyComponent>, page: PageIslands, urgent: UrgentIslands = {}, painted?: Promise<void>) {
  return scheduleIslands(page, {
    loaders,
    loadHydrator: () => {
      hydratorLoads += 1;
      return Promise.resolve({ hydrateIsland });
    },
    timing: TIMING,
    urgent,
    painted,
  });
}
let hydratorLoads = 0;

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
  ) as IslandLoaders<AnyComponent>;
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

/** A form island counting what it sent (its own handler: the page is not left). */
function SentCounter() {
  const [sent, setSent] = useState(0);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        setSent((n) => n + 1);
      }}
    >
      <input name="message" defaultValue="" />
      <button type="submit">sent {sent}</button>
    </form>
  );
}

/** A link within the page whose island handles it (as the skip link does), counting its clicks. */
function SkipCounter() {
  const [skipped, setSkipped] = useState(0);
  return (
    <a
      href="#main"
      onClick={(event) => {
        event.preventDefault();
        setSkipped((n) => n + 1);
      }}
    >
      skipped {skipped}
    </a>
  );
}

/** Serves one contact-form island holding SentCounter. */
function serveForm(): PageIslands {
  const page: PageIslands = { lang: 'en', path: '/contact', islands: [{ name: 'contact-form', props: {}, texts: {} }] };
  document.body.innerHTML =
    `<div data-island="0" class="contents">${renderToString(<SentCounter />)}</div>` +
    `<script type="application/json" id="${PAGE_ISLANDS_ELEMENT_ID}">${JSON.stringify(page)}</script>`;
  return readPageIslands()!;
}
const form = () => document.querySelector('form')!;
/** jsdom has no requestSubmit(): as browsers do it, a cancelable submit event, then the native send if not cancelled. */
function stubRequestSubmit() {
  vi.spyOn(HTMLFormElement.prototype, 'requestSubmit').mockImplementation(function (this: HTMLFormElement) {
    if (this.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }))) this.submit();
  });
}
function formLoaders(contactForm: () => Promise<AnyComponent>) {
  const { loaders } = counterLoaders();
  return { ...loaders, 'contact-form': contactForm };
}

const loadedNames = (load: ReturnType<typeof counterLoaders>['load']) => load.mock.calls.map(([name]) => name);

describe('island hydration', () => {
  afterEach(() => {
    hydratorLoads = 0;
  });

  it('loads nothing at load while no island is wanted: not even React', async () => {
    stubIntersectionObserver([]);
    const { loaders, load } = counterLoaders();
    const page = serve();
    await act(() => schedule(loaders, page).begun);
    expect(load).not.toHaveBeenCalled();
    expect(hydratorLoads).toBe(0);
    expect(ISLANDS.some(isHydrated)).toBe(false);
  });

  it('hydrates a first-use island when a visitor reaches it, not when it is in view', async () => {
    stubIntersectionObserver(['site-header', 'why-choose-us']);
    const { loaders, load } = counterLoaders();
    const errors = vi.spyOn(console, 'error');
    const page = serve();
    await act(() => schedule(loaders, page).begun);
    expect(isHydrated('site-header')).toBe(false);

    await act(async () => {
      button('site-header').dispatchEvent(new Event('pointerover', { bubbles: true }));
      await waitFor(() => expect(isHydrated('site-header')).toBe(true));
    });
    expect(loadedNames(load)).toEqual(['site-header']);
    expect(hydratorLoads).toBe(1);
    await act(async () => button('site-header').click());
    expect(button('site-header')).toHaveTextContent('site-header 1');
    expect(isHydrated('why-choose-us')).toBe(false);
    expect(errors).not.toHaveBeenCalled();
  });

  it('hydrates a near-view island near the viewport at load, or when it comes near', async () => {
    const observer = stubIntersectionObserver(['stats-counters']);
    const { loaders, load } = counterLoaders();
    const page = serve();
    await act(() => schedule(loaders, page).begun);
    expect(observer.observers[0]?.options?.rootMargin).toBe(NEAR_VIEWPORT_MARGIN);
    expect(loadedNames(load)).toEqual(['stats-counters']);
    expect(isHydrated('stats-counters')).toBe(true);

    document.body.innerHTML = '';
    const later = stubIntersectionObserver([]);
    const second = counterLoaders();
    await act(() => schedule(second.loaders, serve()).begun);
    expect(second.load).not.toHaveBeenCalled();
    await act(async () => {
      later.scrollNear('stats-counters');
      await waitFor(() => expect(isHydrated('stats-counters')).toBe(true));
    });
    // Coming into view wakes only the near-view island, not a first-use one on the same screen.
    later.scrollNear('portfolio');
    expect(loadedNames(second.load)).toEqual(['stats-counters']);
  });

  it('hydrates an island at once when a visitor presses in it, and replays the clicks made before', async () => {
    stubIntersectionObserver([]);
    const { loaders, load, release } = counterLoaders(['portfolio']);
    const page = serve();
    await act(() => schedule(loaders, page).begun);
    expect(isHydrated('portfolio')).toBe(false);

    // Pointer down, then two clicks while the island's chunk is still on its way: nothing happens yet…
    button('portfolio').dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(loadedNames(load)).toEqual(['portfolio']);
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

  it('holds a form sent before its island is hydrated and sends it again through the island once it is', async () => {
    stubIntersectionObserver([]);
    const page = serveForm();
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const loaders = formLoaders(() => held.then(() => SentCounter));
    const native = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => {});
    stubRequestSubmit();
    await act(() => schedule(loaders, page).begun);

    const sent = new Event('submit', { bubbles: true, cancelable: true });
    form().dispatchEvent(sent);
    expect(sent.defaultPrevented).toBe(true);
    release();
    await waitFor(() => expect(form()).toHaveTextContent('sent 1'));
    expect(native).not.toHaveBeenCalled();
  });

  it('sends a held form as served when its island’s code cannot be loaded', async () => {
    stubIntersectionObserver([]);
    vi.stubGlobal('reportError', vi.fn());
    const page = serveForm();
    const loaders = formLoaders(() => Promise.reject(new Error('chunk failed')));
    const native = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => {});
    await act(() => schedule(loaders, page).begun);
    form().dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    await waitFor(() => expect(native).toHaveBeenCalledTimes(1));
  });

  it('holds a link within the page clicked before its island is hydrated, and clicks it again through the island', async () => {
    stubIntersectionObserver([]);
    const page: PageIslands = { lang: 'en', path: '/', islands: [{ name: 'site-header', props: {}, texts: {} }] };
    document.body.innerHTML =
      `<div data-island="0" class="contents">${renderToString(<SkipCounter />)}</div><main id="main"></main>` +
      `<script type="application/json" id="${PAGE_ISLANDS_ELEMENT_ID}">${JSON.stringify(page)}</script>`;
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const loaders = { ...counterLoaders().loaders, 'site-header': () => held.then(() => SkipCounter) };
    await act(() => schedule(loaders, readPageIslands()!).begun);
    const link = () => document.querySelector('a')!;
    link().dispatchEvent(new Event('focusin', { bubbles: true }));
    const early = new MouseEvent('click', { bubbles: true, cancelable: true });
    link().dispatchEvent(early);
    expect(early.defaultPrevented).toBe(true);
    await act(async () => {
      release();
      await waitFor(() => expect(link()).toHaveTextContent('skipped 1'));
    });
  });

  it('hydrates an island on focus inside it (keyboard)', async () => {
    stubIntersectionObserver([]);
    const { loaders } = counterLoaders();
    const page = serve();
    await act(() => schedule(loaders, page).begun);
    await act(async () => {
      button('why-choose-us').focus();
      await waitFor(() => expect(isHydrated('why-choose-us')).toBe(true));
    });
    expect(isHydrated('portfolio')).toBe(false);
  });

  it('hydrates at load, once the page is painted, an island the address, the page or its props ask for', async () => {
    stubIntersectionObserver([]);
    const { loaders, load } = counterLoaders();
    const page = serve();
    let paint = () => {};
    const painted = new Promise<void>((resolve) => (paint = resolve));
    const urgent: UrgentIslands = {
      portfolio: (props) => props.label === 'portfolio',
      'site-header': (_props, served) => served.lang === 'en',
    };
    const atLoad = schedule(loaders, page, urgent, painted);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(load).not.toHaveBeenCalled();
    paint();
    await act(() => atLoad.begun);
    expect(isHydrated('portfolio') && isHydrated('site-header')).toBe(true);
    expect(isHydrated('why-choose-us')).toBe(false);
  });

  it('without IntersectionObserver hydrates every island at load, in document order', async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const { loaders, load } = counterLoaders();
    const page = serve();
    await act(() => schedule(loaders, page).begun);
    expect(loadedNames(load)).toEqual(ISLANDS);
    expect(ISLANDS.every(isHydrated)).toBe(true);
    expect(hydratorLoads).toBe(1);
  });

  it('reports an island whose chunk fails to load and hydrates the others', async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const reported = vi.fn();
    vi.stubGlobal('reportError', reported);
    const { loaders } = counterLoaders();
    const failure = new Error('chunk failed');
    loaders.portfolio = () => Promise.reject(failure);
    const page = serve();
    await act(() => schedule(loaders, page).begun);
    expect(reported).toHaveBeenCalledWith(failure);
    expect(isHydrated('portfolio')).toBe(false);
    expect(isHydrated('site-header') && isHydrated('why-choose-us')).toBe(true);
  });
});
