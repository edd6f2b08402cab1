/**
 * `npm run bench:web` — builds, serves the production build and prints, per public page (and a post's page) and language:
 * JavaScript loaded initially (gzip bytes), HTML bytes (raw and gzip), whether any back-office code was loaded,
 * and Lighthouse (mobile defaults) performance / accessibility / best-practices / SEO scores and CLS.
 * Budgets (issue): JS ≤ 100 KB gzip, no back-office code, Lighthouse performance, accessibility, best practices and SEO
 * 100, CLS 0. Printed per row (`budgets`) and counted, not asserted.
 *
 * Lighthouse runs each page several times and reports the median run, as Lighthouse's own guidance on variability
 * and Lighthouse CI do: one run's performance score moves by a point or two with what else the machine's cores are
 * doing (a hydration task measured 44 ms in one run and nothing in the next). The `perf runs` column shows every
 * run's score, so a page that is only sometimes at 100 is visible as such. A run that ends in a Lighthouse runtime
 * error (NO_NAVSTART and the like: no scores at all) is run again rather than counted as 0.
 *   --no-build        use the existing dist/
 *   --no-lighthouse   skip Lighthouse (fast)
 *   --runs=<n>        Lighthouse runs per page and language (default 3; the median is reported)
 *   --pages=/,/pricing  only these pages
 *   --portal        the client portal's pages instead (bench/portal-setup.ts makes what they show)
 *   --edited        the public pages with texts staff edited (bench/web-edited-content.ts) instead of the code's
 *
 * The client portal (issue 25; `npm run bench:web -- --portal`): the sign-in page, the e-mailed link's page, and
 * signed in the overview, a proposal (open: its answer forms), an invoice (unpaid: its QR Platba), a project and the
 * client's details, in both languages. The server gets staff and an SMTP server in this process; the bench sets the
 * portal up through the server's HTTP API (as staff, then as the client from the e-mailed link) and passes the
 * client's session cookie to Lighthouse with --extra-headers. Portal pages are noindex on purpose and load no
 * JavaScript: the columns are HTML size, scripts on the page, and Lighthouse performance / accessibility / best
 * practices and CLS. Budget (issue 25): accessibility 100, best practices 100, CLS 0, no script.
 */
import { spawnSync } from 'node:child_process';
import { get } from 'node:http';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { INITIAL_POSTS } from '../src/shared/initial-content';
import { portalPath } from '../src/shared/portal';
import { blogPostPath, pathInLanguage, PUBLIC_PAGES } from '../src/shared/site-paths';
import { CHROME_FLAGS, chromePath } from '../e2e/support/browser';
import { startProductionServer, type ProductionServer } from '../src/server/test/server-process';
import { startSmtpServer } from '../src/server/test/smtp-test-server';
import { portalServerEnv, preparePortal } from './portal-setup';
import { editorEnv, publishEditedTexts } from './web-edited-content';
import { build, table } from './support';

const ACCEPT = { cs: 'cs-CZ', en: 'en-US' } as const;
const ADMIN_CHUNK = /admin-layout|dashboard-page|sign-in-page|rich-text-editor|analytics-page|visits-chart|\/assets\/app-[\w-]+\.js/;
const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];

type Row = Record<string, string | number>;
const LIGHTHOUSE = !process.argv.includes('--no-lighthouse');

async function main() {
  build();
  const portal = process.argv.includes('--portal');
  const smtp = portal ? await startSmtpServer() : null;
  const edited = process.argv.includes('--edited');
  const server = await startProductionServer({ DEMO_CONTENT: 'false', ...(smtp ? portalServerEnv(smtp) : {}), ...(edited ? editorEnv : {}) });
  let rows: Row[] = [];
  try {
    if (edited) await publishEditedTexts(server.url);
    rows = smtp ? await portalRows(server, await preparePortal(server.url, smtp)) : await publicRows(server);
  } finally {
    await server.stop();
    await smtp?.close();
    rmSync(server.dataDir, { recursive: true, force: true });
  }
  console.log('\n' + table(rows));
  const met = rows.filter((r) => r.budgets === 'met').length;
  console.log(
    portal
      ? '\nBudgets (client portal): no script; Lighthouse accessibility and best practices = 100; CLS 0 (performance reported, SEO not: noindex).'
      : `\nBudgets: JS ≤ ${JS_BUDGET_KB} KB gzip, no back-office code; Lighthouse performance, accessibility, best practices, SEO = 100; CLS 0.`,
  );
  console.log(`Within every budget: ${met} of ${rows.length} page rows.`);
}

async function publicRows(server: ProductionServer): Promise<Row[]> {
  // Every public page, and a post's page (all post pages share one layout).
  const pages = arg('pages')?.split(',') ?? [...PUBLIC_PAGES, blogPostPath(INITIAL_POSTS.cs[0]!.slug)];
  const browser = await chromium.launch({ executablePath: chromePath(), args: CHROME_FLAGS });
  const rows: Row[] = [];
  try {
    for (const page of pages) {
      for (const lang of ['cs', 'en'] as const) {
        const urlPath = pathInLanguage(page, lang);
        const url = server.url + urlPath;
        const html = await pageHtml(url);

        // The browser's language matches the page's, so the server's language redirect never kicks in.
        const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: ACCEPT[lang] });
        const tab = await context.newPage();
        const scripts: { url: string; gzip: number }[] = [];
        tab.on('response', async (res) => {
          if (res.request().resourceType() !== 'script') return;
          const body = await res.body().catch(() => Buffer.alloc(0));
          scripts.push({ url: res.url(), gzip: gzipSync(body).length });
        });
        await tab.goto(url, { waitUntil: 'networkidle' });
        await context.close();
        const jsGzip = scripts.reduce((n, s) => n + s.gzip, 0);
        const adminLoaded = scripts.some((s) => ADMIN_CHUNK.test(s.url));

        const row: Row = {
          page: urlPath,
          'JS gzip KB': (jsGzip / 1024).toFixed(1),
          ...htmlSize(html),
          'admin code': adminLoaded ? 'LOADED' : 'none',
        };
        if (LIGHTHOUSE) Object.assign(row, medianLighthouse(url, lang));
        row.budgets = withinBudgets(row) ? 'met' : 'MISSED';
        rows.push(row);
        console.log(Object.values(row).join('  '));
      }
    }
  } finally {
    await browser.close();
  }
  return rows;
}

/**
 * A page's HTML over a connection of its own: between two pages Lighthouse runs for a minute or more, as long as the
 * server keeps an idle connection (65 s), so a pooled one could be closed by the server just as it is reused.
 */
function pageHtml(url: string): Promise<string> {
  return new Promise((resolve, reject) => {
    get(url, { agent: false, headers: { 'accept-encoding': 'identity' } }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve(body));
    }).on('error', reject);
  });
}

/** The portal's pages, each in both languages; the signed-in ones with the client's session cookie. */
async function portalRows(server: ProductionServer, fixture: Awaited<ReturnType<typeof preparePortal>>): Promise<Row[]> {
  const rows: Row[] = [];
  for (const page of fixture.pages) {
    for (const lang of ['cs', 'en'] as const) {
      const url = server.url + portalPath(lang, page.path);
      const cookie: Record<string, string> = page.signedIn ? { Cookie: fixture.cookie } : {};
      const res = await fetch(url, { headers: cookie, redirect: 'manual' });
      const html = await res.text();
      // A signed-in page that answers anything but 200 (the session ended: 303 to the sign-in form) is not measured.
      if (res.status !== 200) throw new Error(`${page.name} (${lang}): ${res.status}`);
      const row: Row = { page: `${page.name} (${lang})`, ...htmlSize(html), scripts: (html.match(/<script\b/gi) ?? []).length };
      if (LIGHTHOUSE) {
        const scores = medianLighthouse(url, lang, cookie);
        delete scores.seo;
        Object.assign(row, scores);
      }
      const lighthouseMet = !LIGHTHOUSE || (Number(row.a11y) === 100 && Number(row['best-pr']) === 100 && Number(row.CLS) === 0);
      row.budgets = row.scripts === 0 && lighthouseMet ? 'met' : 'MISSED';
      rows.push(row);
      console.log(Object.values(row).join('  '));
    }
  }
  return rows;
}

const htmlSize = (html: string): Row => ({
  'HTML KB': (Buffer.byteLength(html) / 1024).toFixed(1),
  'HTML gzip KB': (gzipSync(html).length / 1024).toFixed(1),
});

const JS_BUDGET_KB = 100;

function withinBudgets(row: Row): boolean {
  const lighthouseMet = !LIGHTHOUSE || (['perf', 'a11y', 'best-pr', 'seo'].every((k) => Number(row[k]) === 100) && Number(row.CLS) === 0);
  return Number(row['JS gzip KB']) <= JS_BUDGET_KB && row['admin code'] === 'none' && lighthouseMet;
}

const RUNS = Math.max(1, Number(arg('runs') ?? 3));
type Scores = { perf: number; a11y: number; 'best-pr': number; seo: number; CLS: string };

/**
 * RUNS Lighthouse runs of one page: the scores of the median run by performance score (Lighthouse CI reports a median
 * run too, chosen by its first paint and interactive times), and every run's performance score. A run that could not
 * be measured (Chromium did not start, a runtime error) is tried again, within three attempts per wanted run.
 */
function medianLighthouse(url: string, lang: 'cs' | 'en', headers: Record<string, string> = {}): Row {
  const runs: Scores[] = [];
  for (let attempts = 0; runs.length < RUNS && attempts < RUNS * 3; attempts++) {
    const scores = lighthouse(url, lang, headers);
    if (scores) runs.push(scores);
  }
  if (!runs.length) return { perf: 'error', 'perf runs': '', a11y: 'error', 'best-pr': 'error', seo: 'error', CLS: 'error' };
  const sorted = [...runs].sort((a, b) => a.perf - b.perf);
  const median = sorted[Math.floor((sorted.length - 1) / 2)]!;
  return { perf: median.perf, 'perf runs': runs.map((r) => r.perf).join(','), a11y: median.a11y, 'best-pr': median['best-pr'], seo: median.seo, CLS: median.CLS };
}

/** One Lighthouse run (mobile defaults; `headers` sent with every request, e.g. a session cookie), or null when it produced no scores. */
function lighthouse(url: string, lang: 'cs' | 'en', headers: Record<string, string>): Scores | null {
  const dir = mkdtempSync(path.join(tmpdir(), 'lh-'));
  const out = path.join(dir, 'report.json');
  const result = spawnSync(
    'npx',
    [
      'lighthouse',
      url,
      '--output=json',
      `--output-path=${out}`,
      '--quiet',
      `--chrome-flags=${CHROME_FLAGS.join(' ')}`,
      `--extra-headers=${JSON.stringify({ 'Accept-Language': ACCEPT[lang], ...headers })}`,
    ],
    { env: { ...process.env, CHROME_PATH: chromePath() }, stdio: ['ignore', 'ignore', 'pipe'], encoding: 'utf8' },
  );
  if (result.status !== 0) {
    rmSync(dir, { recursive: true, force: true });
    return null;
  }
  const report = JSON.parse(readFileSync(out, 'utf8')) as {
    mainDocumentUrl?: string;
    runtimeError?: { code: string };
    categories: Record<string, { score: number | null }>;
    audits: Record<string, { numericValue?: number }>;
  };
  rmSync(dir, { recursive: true, force: true });
  // A runtime error (e.g. NO_NAVSTART) leaves every score null: the page was not measured.
  if (report.runtimeError || report.categories.performance?.score == null) return null;
  // Redirected elsewhere (a portal session the server did not take: the sign-in form): another page was measured.
  if (report.mainDocumentUrl !== url) throw new Error(`Lighthouse measured ${report.mainDocumentUrl} instead of ${url}`);
  const score = (k: string) => Math.round((report.categories[k]?.score ?? 0) * 100);
  return {
    perf: score('performance'),
    a11y: score('accessibility'),
    'best-pr': score('best-practices'),
    seo: score('seo'),
    CLS: (report.audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3),
  };
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
