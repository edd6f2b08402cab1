/**
 * When each island of the served page is hydrated (decision 005) — the part of the islands that runs with the page's
 * small entry script, before React has loaded. It imports no React: React and the island's code are loaded only once
 * the first island is wanted, so a page nobody touches runs no more than this.
 *
 * - An island that works without script (`first-use`: links and forms work by themselves, buttons' clicks are
 *   replayed) is hydrated when a visitor reaches it: a pointer over it or down in it, or focus inside it. Buttons and
 *   links within the page (`#…`) clicked before it was hydrated are clicked again, in order, once it is; a form sent before it was hydrated is
 *   held and sent again then (by the island's own code), or sent as served if the island's code cannot be loaded.
 * - An island that shows something of its own when seen (`near-view`: the stats' count-up) is hydrated when it comes
 *   within a screen of the viewport — at load if it is there already — and on first use like the others.
 * - An island the address or its props ask for (`urgent`: open a post, scroll to the portfolio, confirm a language
 *   switch) is hydrated at load wherever it is.
 * - Without IntersectionObserver (old browsers, jsdom) every island is hydrated at load.
 *
 * Islands hydrate one at a time, each in a task of its own, so no hydration makes one long task.
 */
import { PAGE_ISLANDS_ELEMENT_ID } from '@/shared/page-rendering';
import type { IslandName } from './island-names';
import type { IslandRecord, PageIslands } from './island-records';

/** Loads each island's component by name (on demand, one chunk each): the registry of the browser entry. */
export type IslandLoaders<Component = unknown> = Record<IslandName, () => Promise<Component>>;

/** Islands to hydrate at load wherever they are, when their props, the page or the address ask for it. */
export type UrgentIslands = Partial<Record<IslandName, (props: Record<string, unknown>, page: PageIslands) => boolean>>;

/** When an island is wanted if nothing asks for it at load (see the file comment). */
export type IslandTiming = 'first-use' | 'near-view';

/** The React side, loaded with the first island wanted: hydrates one island's served HTML with its component. */
export interface IslandHydrator<Component = unknown> {
  /** Resolves once the hydration is committed (the island's own handlers are live). */
  hydrateIsland(element: HTMLElement, index: number, record: IslandRecord, component: Component, page: PageIslands): Promise<void>;
}

export interface IslandSchedule<Component = unknown> {
  loaders: IslandLoaders<Component>;
  /** Loads the React side (once; asked for with the first island wanted). */
  loadHydrator: () => Promise<IslandHydrator<Component>>;
  timing: Record<IslandName, IslandTiming>;
  urgent?: UrgentIslands;
  /** Islands wanted at load (urgent, near the viewport) wait for this: the page's first paint in the browser. */
  painted?: Promise<void>;
}

/** The islands wanted at load: when their hydration has begun, and when they are live (their effects have run). */
export interface IslandsAtLoad {
  begun: Promise<void>;
  live: Promise<void>;
}

/** How far outside the viewport a `near-view` island starts hydrating: a screen ahead, so it is ready when seen. */
export const NEAR_VIEWPORT_MARGIN = '100% 0px';

/** What a visitor does inside an island that needs it hydrated now. */
const FIRST_USE_EVENTS = ['pointerover', 'pointerdown', 'focusin'] as const;

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

interface PendingIsland<Component> {
  element: HTMLElement;
  index: number;
  record: IslandRecord;
  /** The component's chunk, asked for when the island was first wanted. */
  component: Promise<Component> | null;
  /** Stops watching for the island's first use (listeners, observed elements). */
  stopWatching: () => void;
  /** Buttons and same-page links clicked before hydration, in order: clicked again once it has begun. */
  clickedEarly: HTMLElement[];
  /** A form sent before hydration (held back): sent again once it has begun. */
  submittedEarly: { form: HTMLFormElement; submitter: HTMLElement | null } | null;
  /** Settles once the island's hydration has begun (React finishes it in slices), or failed (reported then). */
  begun: Promise<void>;
  /** Settles once the island's hydration is committed (the island is live), or failed. */
  live: Promise<void>;
  settle: { begun: () => void; live: () => void };
}

/**
 * Watches the islands of the served page and hydrates each when it is wanted (see the file comment). Tells when the
 * hydration of the islands wanted at load has begun, and when they are live (committed); the others follow as they
 * are needed. An island whose chunk (or the React side) fails to load is reported (reportError) and left as served
 * HTML.
 */
export function scheduleIslands<Component>(page: PageIslands, schedule: IslandSchedule<Component>): IslandsAtLoad {
  const { loaders, timing, urgent = {}, painted = Promise.resolve() } = schedule;
  const queue: PendingIsland<Component>[] = [];
  let draining = false;
  let hydrator: Promise<IslandHydrator<Component>> | null = null;
  const loadHydrator = () => (hydrator ??= schedule.loadHydrator());
  /** The first report of the observer: which `near-view` islands are near the viewport at load. */
  const firstLook = withResolvers();
  /** The islands wanted at load (once the observer's first look has told which are near). */
  const atLoad: PendingIsland<Component>[] = [];
  const byElement = new Map<Element, PendingIsland<Component>>();
  const hasObserver = typeof IntersectionObserver === 'function';
  const observer = hasObserver
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

  async function hydrate(island: PendingIsland<Component>): Promise<void> {
    const [react, component] = await Promise.all([loadHydrator(), island.component!]);
    await nextTask();
    // From here React listens on the container itself; a click on a part it has not hydrated yet makes it hydrate
    // that part at once and then handle the click.
    island.stopWatching();
    const committed = react.hydrateIsland(island.element, island.index, island.record, component, page);
    void committed.then(island.settle.live);
    // React hydrates at once the part a click lands on, then handles the click…
    for (const clicked of island.clickedEarly) {
      if (clicked.isConnected && !(clicked instanceof HTMLButtonElement && clicked.disabled)) clicked.click();
    }
    // …but not a form's submit: the form is sent again once the island is live.
    const sent = island.submittedEarly;
    island.submittedEarly = null;
    if (sent) {
      void committed.then(() => {
        if (sent.form.isConnected) sent.form.requestSubmit(sent.submitter);
      });
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
        // A link or form held for the island's code goes as served: the browser follows it, the server answers it.
        island.stopWatching();
        for (const clicked of island.clickedEarly) if (clicked instanceof HTMLAnchorElement && clicked.isConnected) clicked.click();
        if (island.submittedEarly?.form.isConnected) island.submittedEarly.form.submit();
        island.submittedEarly = null;
        island.settle.live();
      }
      island.settle.begun();
    }
    draining = false;
  }

  /** Asks for the island's chunk now and queues its hydration (first in line when a visitor is using it). */
  function want(island: PendingIsland<Component>, inUse = false): void {
    if (!island.component) {
      island.component = loaders[island.record.name]();
      // Awaited (and a failure reported) when the island's turn comes, maybe after other islands' tasks.
      island.component.catch(() => undefined);
      loadHydrator().catch(() => undefined);
      if (inUse) queue.unshift(island);
      else queue.push(island);
      if (!draining) void drain();
    } else if (inUse && queue.includes(island)) {
      queue.splice(queue.indexOf(island), 1);
      queue.unshift(island);
    }
  }

  const wantAtLoad = (island: PendingIsland<Component>) => {
    atLoad.push(island);
    void painted.then(() => want(island));
  };

  for (const element of Array.from(document.querySelectorAll<HTMLElement>('[data-island]'))) {
    const index = Number(element.dataset.island);
    const record = page.islands[index];
    if (!record) continue;
    const begun = withResolvers();
    const live = withResolvers();
    const island: PendingIsland<Component> = {
      element,
      index,
      record,
      component: null,
      stopWatching: () => {},
      clickedEarly: [],
      submittedEarly: null,
      begun: begun.promise,
      live: live.promise,
      settle: { begun: begun.resolve, live: live.resolve },
    };
    // The container is `display: contents` (no box of its own): its children are what can be seen.
    const boxes = Array.from(element.children);
    if (!hasObserver || !boxes.length || urgent[record.name]?.(record.props, page)) {
      wantAtLoad(island);
      continue;
    }
    const onFirstUse = () => want(island, true);
    const onClick = (event: Event) => {
      const target = event.target as Element | null;
      const button = target?.closest('button');
      if (button?.type === 'button' && element.contains(button)) island.clickedEarly.push(button);
      // A link within the page (the skip link) may be handled by the island's code: held, and clicked again then.
      const link = target?.closest('a');
      if (link && element.contains(link) && link.getAttribute('href')?.startsWith('#')) {
        event.preventDefault();
        island.clickedEarly.push(link);
      }
    };
    const onSubmit = (event: SubmitEvent) => {
      const form = event.target;
      if (!(form instanceof HTMLFormElement) || event.defaultPrevented) return;
      event.preventDefault();
      island.submittedEarly = { form, submitter: event.submitter ?? null };
      want(island, true);
    };
    for (const type of FIRST_USE_EVENTS) element.addEventListener(type, onFirstUse);
    element.addEventListener('click', onClick);
    element.addEventListener('submit', onSubmit);
    const observed = timing[record.name] === 'near-view' ? boxes : [];
    for (const box of observed) {
      byElement.set(box, island);
      observer!.observe(box);
    }
    island.stopWatching = () => {
      for (const type of FIRST_USE_EVENTS) element.removeEventListener(type, onFirstUse);
      element.removeEventListener('click', onClick);
      element.removeEventListener('submit', onSubmit);
      for (const box of observed) {
        observer!.unobserve(box);
        byElement.delete(box);
      }
    };
    // Wanted at the first look: near the viewport at load.
    if (observed.length) {
      void firstLook.promise.then(() => {
        if (island.component) atLoad.push(island);
      });
    }
  }
  if (!byElement.size) firstLook.resolve();
  const all = (which: 'begun' | 'live') =>
    firstLook.promise.then(() => Promise.all(atLoad.map((island) => island[which]))).then(() => undefined);
  return { begun: all('begun'), live: all('live') };
}

function withResolvers() {
  let resolve!: () => void;
  const promise = new Promise<void>((res) => (resolve = res));
  return { promise, resolve };
}
