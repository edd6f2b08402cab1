/**
 * Browser side of islands: each marked <div> of the served page is hydrated with its component, props and texts —
 * when it is needed, and one island at a time:
 *
 * - an island near the viewport (within a screen of it) is hydrated at once, one after the other in document order,
 *   each in a task of its own, so no hydration makes one long task of the page's start;
 * - an island further down is hydrated when it comes near the viewport, or when a visitor reaches it first (pointer
 *   down or focus inside it, e.g. after jumping to an anchor); buttons clicked before their island was hydrated are
 *   clicked again, in order, once it is (links and forms need no script: the browser follows and sends them itself);
 * - an island the address asks for (`urgent`: open a post, scroll to the portfolio) is hydrated at once wherever it is;
 * - without IntersectionObserver (old browsers, jsdom), every island is hydrated at once.
 */
import { startTransition, type ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { PublicPageProvider } from '../public-page';
import { PAGE_ISLANDS_ELEMENT_ID } from '@/shared/page-rendering';
import type { IslandName } from './island-names';
import { islandIdPrefix, type IslandRecord, type PageIslands } from './island-records';

// The props of an island come from JSON written by the server, so they are typed at the island itself.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyComponent = ComponentType<any>;

/** Loads each island's component by name (on demand, one chunk each): the registry of the browser entry. */
export type IslandLoaders = Record<IslandName, () => Promise<AnyComponent>>;

/** Islands to hydrate at load wherever they are, when their props or the address ask for it. */
export type UrgentIslands = Partial<Record<IslandName, (props: Record<string, unknown>) => boolean>>;

/** How far outside the viewport an island starts hydrating: a screen ahead, so it is ready when scrolled to. */
export const NEAR_VIEWPORT_MARGIN = '100% 0px';

/** What a visitor does inside an island that needs it hydrated now, even before it is scrolled near. */
const FIRST_USE_EVENTS = ['pointerdown', 'focusin'] as const;

export function readPageIslands(): PageIslands | null {
  const element = document.getElementById(PAGE_ISLANDS_ELEMENT_ID);
  if (!element?.textContent) return null;
  return JSON.parse(element.textContent) as PageIslands;
}

/** Resolves in a new task: `scheduler.yield()` where the browser has it, else a message to itself. */
function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

interface PendingIsland {
  element: HTMLElement;
  index: number;
  record: IslandRecord;
  /** The component's chunk, asked for when the island was first wanted. */
  component: Promise<AnyComponent> | null;
  /** Stops watching for the island's first use (listeners, observed elements). */
  stopWatching: () => void;
  /** Buttons clicked before hydration, in order: clicked again once it has begun. */
  clickedEarly: HTMLButtonElement[];
  /** Settles once the island's hydration has begun (React finishes it in slices), or failed (reported then). */
  hydrated: Promise<void>;
  settled: () => void;
}

/**
 * Hydrates the islands of the served page (see the file comment for when). Resolves once the hydration of the islands
 * due at load has begun (all of them where IntersectionObserver is missing); the others follow as they are needed.
 * An island whose chunk fails to load is reported (reportError) and left as served HTML.
 */
export function hydrateIslandsWith(
  islandLoaders: IslandLoaders,
  { lang, path, islands }: PageIslands,
  urgent: UrgentIslands = {},
): Promise<void> {
  const queue: PendingIsland[] = [];
  let draining = false;
  /** The first report of the observer: which islands are near the viewport at load. */
  const firstLook = withResolvers();
  const atLoad: Promise<void>[] = [];
  const byElement = new Map<Element, PendingIsland>();
  const observer =
    typeof IntersectionObserver === 'function'
      ? new IntersectionObserver(
          (entries) => {
            for (const entry of entries) {
              const island = byElement.get(entry.target);
              if (island && entry.isIntersecting) want(island);
            }
            firstLook.resolve();
          },
          { rootMargin: NEAR_VIEWPORT_MARGIN },
        )
      : null;

  async function hydrate(island: PendingIsland): Promise<void> {
    const { element, index, record } = island;
    const Component = await island.component!;
    await nextTask();
    // From here React listens on the container itself.
    island.stopWatching();
    // As a transition, React hydrates in small slices and lets the browser respond in between; a click on a part
    // not yet hydrated makes React hydrate it at once and then handle the click.
    startTransition(() => {
      hydrateRoot(
        element,
        <PublicPageProvider lang={lang} path={path} texts={record.texts}>
          <Component {...record.props} />
        </PublicPageProvider>,
        { identifierPrefix: islandIdPrefix(index) },
      );
    });
    for (const button of island.clickedEarly) {
      if (button.isConnected && !button.disabled) button.click();
    }
  }

  async function drain(): Promise<void> {
    draining = true;
    for (let island = queue.shift(); island; island = queue.shift()) {
      try {
        await hydrate(island);
      } catch (error) {
        // Its chunk did not load: reported as an uncaught error would be; the other islands go on.
        if (typeof reportError === 'function') reportError(error);
        else console.error(error);
      }
      island.settled();
    }
    draining = false;
  }

  /** Asks for the island's chunk now and queues its hydration (first in line when a visitor is using it). */
  function want(island: PendingIsland, inUse = false): Promise<void> {
    if (!island.component) {
      island.component = islandLoaders[island.record.name]();
      // Awaited (and a failure reported) when the island's turn comes, maybe after other islands' tasks.
      island.component.catch(() => undefined);
      if (inUse) queue.unshift(island);
      else queue.push(island);
      if (!draining) void drain();
    } else if (inUse && queue.includes(island)) {
      queue.splice(queue.indexOf(island), 1);
      queue.unshift(island);
    }
    return island.hydrated;
  }

  for (const element of Array.from(document.querySelectorAll<HTMLElement>('[data-island]'))) {
    const index = Number(element.dataset.island);
    const record = islands[index];
    if (!record) continue;
    const hydrated = withResolvers();
    const island: PendingIsland = {
      element,
      index,
      record,
      component: null,
      stopWatching: () => {},
      clickedEarly: [],
      hydrated: hydrated.promise,
      settled: hydrated.resolve,
    };
    // The container is `display: contents` (no box of its own): its children are what can be seen.
    const boxes = Array.from(element.children);
    if (!observer || !boxes.length || urgent[record.name]?.(record.props)) {
      atLoad.push(want(island));
      continue;
    }
    const onFirstUse = () => void want(island, true);
    const onClick = (event: Event) => {
      const button = (event.target as Element | null)?.closest('button');
      if (button?.type === 'button' && element.contains(button)) island.clickedEarly.push(button);
    };
    for (const type of FIRST_USE_EVENTS) element.addEventListener(type, onFirstUse);
    element.addEventListener('click', onClick);
    for (const box of boxes) {
      byElement.set(box, island);
      observer.observe(box);
    }
    island.stopWatching = () => {
      for (const type of FIRST_USE_EVENTS) element.removeEventListener(type, onFirstUse);
      element.removeEventListener('click', onClick);
      for (const box of boxes) {
        observer.unobserve(box);
        byElement.delete(box);
      }
    };
    // Wanted at the first look: near the viewport at load.
    void firstLook.promise.then(() => {
      if (island.component) atLoad.push(island.hydrated);
    });
  }
  if (!byElement.size) firstLook.resolve();
  return firstLook.promise.then(() => Promise.all(atLoad)).then(() => undefined);
}

function withResolvers() {
  let resolve!: () => void;
  const promise = new Promise<void>((res) => (resolve = res));
  return { promise, resolve };
}
