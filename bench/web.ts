/**
 * `npm run bench:web` — builds, serves the production build and prints, per public page (and a post's page) and language:
 * JavaScript loaded initially (gzip bytes), HTML bytes (raw and gzip), whether any back-office code was loaded,
 * and Lighthouse (mobile defaults) performance / accessibility / best-practices / SEO scores and CLS.
 * Budgets (issue): JS ≤ 100 KB gzip, performance ≥ 95, the other three = 100, CLS 0. Printed, not asserted.
 *   --no-build        use the existing dist/
 *   --no-lighthouse   skip Lighthouse (fast)
 *   --pages=/,/pricing  only these pages
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { SAMPLE_BLOG_POSTS } from '../src/shared/public-blog-post';
import { blogPostPath, pathInLanguage, PUBLIC_PAGES } from '../src/shared/site-paths';
import { CHROME_FLAGS, chromePath } from '../e2e/support/browser';
import { build, startProductionServer, table } from './support';

const ACCEPT = { cs: 'cs-CZ', en: 'en-US' } as const;
const ADMIN_CHUNK = /admin-layout|dashboard-page|sign-in-page|rich-text-editor|\/assets\/app-[\w-]+\.js/;
const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];

async function main() {
  build();
  const server = await startProductionServer({ DEMO_CONTENT: 'false' });
  // Every public page, and a post's page (all post pages share one layout).
  const pages = arg('pages')?.split(',') ?? [...PUBLIC_PAGES, blogPostPath(SAMPLE_BLOG_POSTS[0]!.slug)];
  const browser = await chromium.launch({ executablePath: chromePath(), args: CHROME_FLAGS });
  const rows: Record<string, string | number>[] = [];
  try {
    for (const page of pages) {
      for (const lang of ['cs', 'en'] as const) {
        const urlPath = pathInLanguage(page, lang);
        const url = server.url + urlPath;
        const html = await (await fetch(url)).text();

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

        const row: Record<string, string | number> = {
          page: urlPath,
          'JS gzip KB': (jsGzip / 1024).toFixed(1),
          'HTML KB': (Buffer.byteLength(html) / 1024).toFixed(1),
          'HTML gzip KB': (gzipSync(html).length / 1024).toFixed(1),
          'admin code': adminLoaded ? 'LOADED' : 'none',
        };
        if (!process.argv.includes('--no-lighthouse')) {
          // Lighthouse now and then fails to start Chromium; one more try before reporting 'error'.
          let scores = lighthouse(url, lang);
          if (scores.perf === 'error') scores = lighthouse(url, lang);
          Object.assign(row, scores);
        }
        rows.push(row);
        console.log(Object.values(row).join('  '));
      }
    }
  } finally {
    await browser.close();
    await server.stop();
    rmSync(server.dataDir, { recursive: true, force: true });
  }
  console.log('\n' + table(rows));
  console.log('\nBudgets: JS ≤ 100 KB gzip; Lighthouse performance ≥ 95, accessibility/best practices/SEO = 100; CLS 0.');
}

function lighthouse(url: string, lang: 'cs' | 'en'): Record<string, string | number> {
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
      `--extra-headers=${JSON.stringify({ 'Accept-Language': ACCEPT[lang] })}`,
    ],
    { env: { ...process.env, CHROME_PATH: chromePath() }, stdio: ['ignore', 'ignore', 'pipe'], encoding: 'utf8' },
  );
  if (result.status !== 0) {
    rmSync(dir, { recursive: true, force: true });
    return { perf: 'error', a11y: 'error', 'best-pr': 'error', seo: 'error', CLS: 'error' };
  }
  const report = JSON.parse(readFileSync(out, 'utf8')) as {
    categories: Record<string, { score: number | null }>;
    audits: Record<string, { numericValue?: number }>;
  };
  rmSync(dir, { recursive: true, force: true });
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
