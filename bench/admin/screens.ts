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

/** From the last keystroke of each search to the narrowed list on screen: the median of the screen's three. */
async function measureSearch(page: Page, screen: Screen, searches: readonly string[]): Promise<number> {
  const box = screen.searchBox ? page.getByRole('searchbox', { name: screen.searchBox, exact: true }) : page.getByRole('searchbox').last();
  const samples: number[] = [];
  for (const search of searches) {
    await box.fill('');
    await page.waitForTimeout(300);
    await box.click();
    await box.pressSequentially(search.slice(0, -1), { delay: 30 });
    const response = page.waitForResponse(
      (r) => {
        const u = new URL(r.url());
        return u.pathname === `/api/admin/${screen.resource}` && u.searchParams.get('q') === search;
      },
      { timeout: 10_000 },
    );
    const typed = Date.now();
    await box.pressSequentially(search.slice(-1));
    await response;
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    samples.push(Date.now() - typed);
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
  // Signed in, the dashboard opens (its requests are still running when the first screen is chosen).
  await page.waitForURL(`${url}/admin`);
  const rows: ScreenResult[] = [];
  for (const screen of SCREENS) {
    // In-app navigation, as staff move between screens (the app is already loaded).
    const started = Date.now();
    await page.evaluate((p) => {
      window.history.pushState({}, '', p);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, screen.path);
    try {
      await waitForRows(page, screen);
    } catch {
      console.log(`  ${screenName(screen)}: no rows within 30 s`);
      rows.push({ screen: screenName(screen), firstRows: Number.NaN, search: null });
      continue;
    }
    const firstRows = Date.now() - started;
    let narrowed: number | null = null;
    if (screen.searches) {
      try {
        narrowed = await measureSearch(page, screen, screen.searches);
      } catch {
        console.log(`  ${screenName(screen)}: no search request within 10 s`);
        narrowed = Number.NaN;
      }
    }
    console.log(`  ${screenName(screen)}: first rows ${firstRows} ms${narrowed === null ? '' : `, search ${narrowed} ms`}`);
    rows.push({ screen: screenName(screen), firstRows, search: narrowed });
  }
  await browser.close();
  return rows;
}
