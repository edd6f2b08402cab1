/** The bench's Chromium part: each back-office screen's first rows after in-app navigation, and its narrowed search. */
import { chromium, type Page } from 'playwright-core';
import { CHROME_FLAGS, chromePath } from '../../e2e/support/browser';
import { ADMIN, percentile, SCREENS, type Screen } from './options';

export interface ScreenResult {
  screen: string;
  firstRows: number;
  search: number | null;
}

/** The screen's name in the report: its path, and the list when one path has several measured. */
export const screenName = (screen: Screen) => (screen.path === '/admin' ? `/admin (dashboard, ${screen.resource})` : screen.path);

async function waitForRows(page: Page, screen: Screen): Promise<void> {
  const rows = screen.rowTag ? page.locator(screen.rowTag, { hasText: screen.row }) : page.getByText(screen.row);
  await rows.first().waitFor({ state: 'visible', timeout: 30_000 });
}

/**
 * The move to a screen, and in the page its time to the first rows painted: from the move (pushState and popstate, as
 * the router hears a click on a link) to the first frame after the first change of the DOM that added a visible
 * element holding a row (its text matches `row`; inside an element of `rowTag` when given). On the page's clock, like
 * the search's: the driver's own polling for the rows (Playwright checks at intervals of up to 100 ms) is nothing a
 * person waits for. A string, like SEARCH_CLOCK_READER, for the same reason.
 */
const MOVE_WITH_ROWS_CLOCK = `({ path, source, flags, rowTag }) => {
  const pattern = new RegExp(source, flags);
  const clock = { moved: performance.now(), shown: Number.NaN };
  window.rowsClock = clock;
  const holdsRow = (node) => {
    const element = node.nodeType === Node.ELEMENT_NODE ? node : node.parentElement;
    if (!element) return false;
    const candidates = rowTag ? [...(element.matches(rowTag) ? [element] : []), ...element.querySelectorAll(rowTag)] : [element];
    return candidates.some((c) => pattern.test(c.textContent ?? '') && c.checkVisibility());
  };
  const observer = new MutationObserver((records) => {
    if (records.some((r) => (r.type === 'characterData' ? holdsRow(r.target) : [...r.addedNodes].some(holdsRow)))) {
      observer.disconnect();
      requestAnimationFrame(() => setTimeout(() => (clock.shown = performance.now() - clock.moved), 0));
    }
  });
  observer.observe(document.body, { subtree: true, childList: true, characterData: true });
  setTimeout(() => observer.disconnect(), 30000);
  window.history.pushState({}, '', path);
  window.dispatchEvent(new PopStateEvent('popstate'));
}`;

/** The page's time from the move to the first rows painted (see MOVE_WITH_ROWS_CLOCK), once the driver has seen them. */
async function readRowsClock(page: Page): Promise<number> {
  const ms: unknown = await page.evaluate(`new Promise((resolve, reject) => {
    const asked = performance.now();
    const poll = () => {
      if (!Number.isNaN(window.rowsClock.shown)) resolve(window.rowsClock.shown);
      else if (performance.now() - asked > 5000) reject(new Error('the rows came without a change of the page the clock saw'));
      else setTimeout(poll, 5);
    };
    poll();
  })`);
  if (typeof ms !== 'number') throw new Error(`rows clock: ${String(ms)}`);
  return ms;
}

/**
 * In the page, from the last keystroke to the narrowed list painted: from the time of its input event (when the
 * browser had the key) to the first frame after the first change of the page's DOM once the narrowed list's answer had
 * arrived — or, when that answer changed nothing because an earlier search's answer had put the same rows on screen,
 * the frame after that change (or, had it come before the keystroke, the answer's arrival). Measured on the page's
 * clock, so the time the test driver takes to deliver the key and to hear of the answer (20–120 ms on a busy machine,
 * nothing a person waits for) is not counted.
 */
function armSearchClock(page: Page): Promise<void> {
  return page.evaluate(() => {
    // changes: when the page's DOM changed; painted: for each, the first frame after it.
    const clock = { typed: Number.NaN, changes: [] as number[], painted: [] as number[] };
    (window as unknown as { searchClock: typeof clock }).searchClock = clock;
    // The browser keeps 250 resource timings and drops later ones: a search asked as it is typed makes a request per
    // keystroke, so by the last screens the answer's timing would be missing.
    performance.clearResourceTimings();
    // The input event: a letter the keyboard layout lacks (á, ý) is typed without a keydown.
    document.addEventListener('input', (e) => (clock.typed = e.timeStamp), { capture: true, once: true });
    const observer = new MutationObserver(() => {
      const at = clock.changes.push(performance.now()) - 1;
      requestAnimationFrame(() => setTimeout(() => (clock.painted[at] = performance.now()), 0));
    });
    observer.observe(document.body, { subtree: true, childList: true, characterData: true });
    // Stopped by the next search's clock, or after 10 s.
    setTimeout(() => observer.disconnect(), 10_000);
  });
}

/**
 * The page's time from the last keystroke to the narrowed list painted (see armSearchClock); `path` and `q`: the answer's
 * request. The page's code is a string: the bench runs under tsx, whose transform would name its inner functions with
 * a helper the page does not have.
 */
const SEARCH_CLOCK_READER = `({ path, q }) => new Promise((resolve, reject) => {
  const clock = window.searchClock;
  const answered = () => performance.getEntriesByType('resource').find((e) => {
    const u = new URL(e.name);
    return u.pathname === path && u.searchParams.get('q') === q && e.startTime >= clock.typed;
  })?.responseEnd;
  const started = performance.now();
  const poll = () => {
    const end = answered();
    const change = end === undefined ? undefined : clock.changes.find((t) => t >= end);
    if (change !== undefined) {
      // The frame that shows the change: the next animation frame, painted when its callbacks are done.
      requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - clock.typed), 0));
    } else if (end !== undefined && performance.now() - end > 1000) {
      // The answer changed nothing: the list already showed its rows — an earlier search's answer that came after the
      // keystroke had the same rows ("Kavárn" for "Kavárna"), shown because the screen renders a search only with its
      // answer (SearchInput). The narrowed list was on screen from the frame after the last change before the answer.
      // With no change after the keystroke at all, that earlier answer was on screen before it: counted to the answer's
      // arrival, when the screen had it for sure (the person saw the rows no later).
      const at = clock.changes.findLastIndex((t) => t >= clock.typed && t <= end);
      resolve(at >= 0 && clock.painted[at] !== undefined ? clock.painted[at] - clock.typed : end - clock.typed);
    } else if (performance.now() - started > 10000) {
      reject(new Error('no list change after the answer to ' + path + '?q=' + q));
    } else {
      setTimeout(poll, 5);
    }
  };
  poll();
})`;

async function readSearchClock(page: Page, path: string, q: string): Promise<number> {
  const ms: unknown = await page.evaluate(`(${SEARCH_CLOCK_READER})(${JSON.stringify({ path, q })})`);
  if (typeof ms !== 'number') throw new Error(`search clock: ${String(ms)}`);
  return ms;
}

/** From the last keystroke of each search to the narrowed list on screen: the median of the screen's three. */
async function measureSearch(page: Page, screen: Screen, searches: readonly string[]): Promise<number> {
  const box = screen.searchBox ? page.getByRole('searchbox', { name: screen.searchBox, exact: true }) : page.getByRole('searchbox').last();
  const path = `/api/admin/${screen.resource}`;
  const samples: number[] = [];
  for (const search of searches) {
    await box.fill('');
    await page.waitForTimeout(300);
    await box.click();
    await box.pressSequentially(search.slice(0, -1), { delay: 30 });
    const response = page.waitForResponse(
      (r) => {
        const u = new URL(r.url());
        return u.pathname === path && u.searchParams.get('q') === search;
      },
      { timeout: 10_000 },
    );
    await armSearchClock(page);
    await box.pressSequentially(search.slice(-1));
    await (await response).finished();
    samples.push(Math.round(await readSearchClock(page, path, search)));
  }
  await box.fill('');
  // The median of three searches: one sample is at the mercy of whatever else the machine is doing.
  return percentile(samples, 50);
}

export async function measureScreens(url: string): Promise<ScreenResult[]> {
  const browser = await chromium.launch({ executablePath: chromePath(), args: CHROME_FLAGS });
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'cs-CZ' });
  const page = await context.newPage();
  await page.goto(`${url}/auth`);
  await page.getByLabel('Uživatelské jméno').fill(ADMIN.username);
  await page.getByLabel('Heslo').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Přihlásit se' }).click();
  // Signed in, the dashboard opens. A person chooses the first screen from the sidebar, so no earlier than its links
  // are on screen (the admin frame's code loaded): then the dashboard's own requests are still running.
  await page.waitForURL(`${url}/admin`);
  await page.getByRole('navigation').getByRole('link', { name: 'Klienti', exact: true }).first().waitFor({ state: 'visible' });
  const rows: ScreenResult[] = [];
  for (const screen of SCREENS) {
    // In-app navigation, as staff move between screens (the app is already loaded).
    const started = Date.now();
    const move = { path: screen.path, source: screen.row.source, flags: screen.row.flags, rowTag: screen.rowTag ?? null };
    await page.evaluate(`(${MOVE_WITH_ROWS_CLOCK})(${JSON.stringify(move)})`);
    let firstRows: number;
    try {
      await waitForRows(page, screen);
      firstRows = Math.round(await readRowsClock(page));
    } catch {
      console.log(`  ${screenName(screen)}: no rows within 30 s`);
      rows.push({ screen: screenName(screen), firstRows: Number.NaN, search: null });
      continue;
    }
    // The driver's figure beside it: from before its request to move until its polling saw the rows.
    const driverSaw = Date.now() - started;
    let narrowed: number | null = null;
    if (screen.searches) {
      try {
        narrowed = await measureSearch(page, screen, screen.searches);
      } catch (err) {
        console.log(`  ${screenName(screen)}: no narrowed list within 10 s (${(err as Error).message.split('\n')[0]})`);
        narrowed = Number.NaN;
      }
    }
    console.log(`  ${screenName(screen)}: first rows ${firstRows} ms (the driver saw them at ${driverSaw} ms)${narrowed === null ? '' : `, search ${narrowed} ms`}`);
    rows.push({ screen: screenName(screen), firstRows, search: narrowed });
  }
  await browser.close();
  return rows;
}
