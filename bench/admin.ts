/**
 * `npm run bench:admin` — the back office at an agency's scale. Builds, fills a fresh embedded database with
 * 10,000 clients, 10,000 messages, 3,000 projects, 1,000 posts and 500 portfolio items (scripts/seed-large.ts),
 * starts the production server and prints:
 *   - list endpoints: p50 / p95 / max latency over repeated requests (first page, a search, a deep page);
 *   - in Chromium: time from navigation to the first rows of every admin list screen, and from the last keystroke
 *     of a search to the narrowed list on screen.
 * Targets (issue): first rows ≤ 1 s, search ≤ 200 ms, list endpoints ≤ 100 ms p95. Printed, not asserted.
 *   --no-build   use the existing dist/
 */
import { chromium, type Page } from 'playwright-core';
import { CHROME_FLAGS, chromePath } from '../e2e/support/browser';
import { openDatabase } from '../src/server/db/database';
import { LARGE_SEED, seedLarge } from '../scripts/seed-large';
import { startProductionServer } from '../src/server/test/server-process';
import { temporaryDataDir } from '../src/server/test/temporary-database';
import { build, table } from './support';

const ADMIN = { username: 'bench-admin', password: 'bench-password-1' };

interface Screen {
  path: string;
  resource: string;
  /** Text that only real rows of this screen contain. */
  row: RegExp;
  /** Searches that narrow the list (each different: a repeated search is answered from the client's cache). */
  searches: [string, string, string];
}

const SCREENS: Screen[] = [
  { path: '/admin/clients', resource: 'clients', row: /Pekárna|Autoservis|Kavárna|Studio|Vinotéka|Truhlářství|Ordinace|Hotel|Květinářství/, searches: ['Vinotéka', 'Kavárna', 'Hotel'] },
  { path: '/admin/messages', resource: 'messages', row: /poptavka\d+@example\.cz/, searches: ['e-shop', 'logo', 'Instagram'] },
  { path: '/admin/projects', resource: 'projects', row: /Projekt \d+:/, searches: ['logo', 'web', 'e-shop'] },
  { path: '/admin/blog', resource: 'blog', row: /clanek-\d+/, searches: ['clanek-99', 'clanek-42', 'clanek-7'] },
  { path: '/admin/portfolio', resource: 'portfolio', row: /Reference \d+/, searches: ['Reference 42', 'Reference 7', 'Reference 199'] },
];

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};

async function signIn(url: string): Promise<string> {
  const res = await fetch(`${url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url },
    body: JSON.stringify(ADMIN),
  });
  if (!res.ok) throw new Error(`sign-in failed: ${res.status}`);
  return (res.headers.get('set-cookie') ?? '').split(';')[0]!;
}

async function measureEndpoints(url: string, cookie: string) {
  const rows: Record<string, string | number>[] = [];
  const endpoints = [
    ...SCREENS.flatMap((s) => [
      `/api/admin/${s.resource}?limit=50&offset=0`,
      `/api/admin/${s.resource}?limit=50&offset=0&q=${encodeURIComponent(s.searches[0])}`,
      `/api/admin/${s.resource}?limit=50&offset=400`,
    ]),
    '/api/admin/stats',
    '/api/admin/accounting',
  ];
  for (const endpoint of endpoints) {
    const times: number[] = [];
    for (let i = 0; i < 40; i++) {
      const started = performance.now();
      const res = await fetch(url + endpoint, { headers: { cookie } });
      await res.arrayBuffer();
      if (!res.ok) throw new Error(`${endpoint}: ${res.status}`);
      times.push(performance.now() - started);
    }
    rows.push({
      endpoint,
      'p50 ms': percentile(times, 50).toFixed(1),
      'p95 ms': percentile(times, 95).toFixed(1),
      'max ms': Math.max(...times).toFixed(1),
    });
  }
  return rows;
}

async function waitForRows(page: Page, row: RegExp): Promise<void> {
  await page.getByText(row).first().waitFor({ state: 'visible', timeout: 15_000 });
}

async function measureScreens(url: string) {
  const browser = await chromium.launch({ executablePath: chromePath(), args: CHROME_FLAGS });
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'cs-CZ' });
  const page = await context.newPage();
  await page.goto(`${url}/auth`);
  await page.getByLabel('Uživatelské jméno').fill(ADMIN.username);
  await page.getByLabel('Heslo').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Přihlásit se' }).click();
  await page.waitForURL(`${url}/admin`);
  const rows: Record<string, string | number>[] = [];
  for (const screen of SCREENS) {
    // In-app navigation, as staff move between screens (the app is already loaded).
    const started = Date.now();
    await page.evaluate((p) => {
      window.history.pushState({}, '', p);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, screen.path);
    await waitForRows(page, screen.row);
    const firstRows = Date.now() - started;

    // The projects screen has the accounting table's search first; the list's own search box is the last one.
    const box = page.getByRole('searchbox').last();
    const samples: number[] = [];
    for (const search of screen.searches) {
      await box.fill('');
      await page.waitForTimeout(300);
      await box.click();
      await box.pressSequentially(search.slice(0, -1), { delay: 30 });
      const response = page.waitForResponse((r) => {
        const url = new URL(r.url());
        return url.pathname === `/api/admin/${screen.resource}` && url.searchParams.get('q') === search;
      });
      const typed = Date.now();
      await box.pressSequentially(search.slice(-1));
      await response;
      await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
      samples.push(Date.now() - typed);
    }
    // The median of three searches: one sample is at the mercy of whatever else the machine is doing.
    const narrowed = percentile(samples, 50);
    rows.push({ screen: screen.path, 'first rows ms': firstRows, 'search narrowed ms (median of 3)': narrowed });
    await box.fill('');
  }
  await browser.close();
  return rows;
}

async function main() {
  build();
  const folder = temporaryDataDir('agency-bench-admin');
  const dataDir = folder.dataDir;
  console.log('seeding…');
  const handle = await openDatabase({ kind: 'pglite', dataDir });
  await seedLarge(handle.db);
  await handle.close();
  const server = await startProductionServer({
    DATA_DIR: dataDir,
    DEMO_CONTENT: 'false',
    ADMIN_USERNAME: ADMIN.username,
    ADMIN_PASSWORD: ADMIN.password,
  });
  try {
    const cookie = await signIn(server.url);
    const endpoints = await measureEndpoints(server.url, cookie);
    const screens = await measureScreens(server.url);
    console.log(`\nData: ${Object.entries(LARGE_SEED).map(([k, v]) => `${v} ${k}`).join(', ')} (embedded PGlite)\n`);
    console.log(table(endpoints));
    console.log('\n' + table(screens));
    console.log('\nTargets: list endpoints ≤ 100 ms p95; first rows ≤ 1000 ms; search ≤ 200 ms.');
  } finally {
    await server.stop();
    folder.remove();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
