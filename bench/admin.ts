/**
 * `npm run bench:admin` — the back office at an agency's scale (issue 26). For each database (embedded PGlite and/or
 * a temporary PostgreSQL database) it builds, then:
 *   1. migration from an empty database: `openDatabase` (every migration) on a fresh one;
 *   2. seed: the migrations up to 0027_analytics_day_values (the tables the seed's code writes), then scripts/seed-large.ts at --scale (S clients,
 *      S messages, 0.3·S projects, 0.05·S posts, 500 portfolio items, 0.2·S proposals, 0.3·S invoices + drafts,
 *      0.2·S payments, bank transactions, 10·S page views rolled up) — the seed time per step;
 *   3. migration from that schema at S rows: `openDatabase` applying the later migrations (0028+; none: the no-op pass);
 *      then time (issue 36): 20 colleagues with cost rates, 10·S time entries, 10,000 more on one project, and 0.2·S
 *      received invoices (bench/admin/time-seed.ts);
 *   4. server start-up on the S-row database (spawn → /api/health 200) and the server's RSS (VmRSS of the child;
 *      on the embedded database the database runs inside it, on PostgreSQL not) idle after start, after the endpoint
 *      runs, during and after the CSV export, after the browser runs;
 *   5. endpoints, --runs requests each (fewer, at least 3, where they would take over 15 s), p50 / p95 / max: every admin list (first page, a search, a deep page, a page
 *      sorted by a text column), the accounting overview's computed sorts and service filter, the dashboard (/stats), the accounting overview, the receivables summary, the bank
 *      transactions, the analytics dashboard's queries (30 days); time: a colleague's week, the pickers, the timer's
 *      start and stop, the unbilled-time preview of the project with 10,000 entries, the profitability report's views
 *      (--runs each);
 *   6. CSV export of all clients: time to the last byte, rows (= S + header), the server's peak RSS (every 20 ms);
 *   7. in Chromium: time from in-app navigation to the first rows of every admin list screen, and from the last
 *      keystroke of a search to the narrowed list on screen (median of 3).
 * Then every target of the issue with measured ÷ goal: first rows ≤ 300 ms, search ≤ 150 ms, list endpoints p95 ≤
 * 50 ms, CSV export ≤ 10 s in constant memory, dashboard and accounting ≤ 300 ms, the unbilled-time preview ≤ 100 ms,
 * each profitability view ≤ 300 ms.
 * Printed, not asserted.
 *
 *   --scale=<n>                  records (default 10000; the figure is 100000)
 *   --db=pglite|postgres|both    default pglite; PostgreSQL on TEST_DATABASE_URL or BENCH_DATABASE_URL (a temporary
 *                                database, dropped at the end)
 *   --runs=<n>                   requests per endpoint (default 40)
 *   --no-build                   use the existing dist/
 *   --no-browser                 skip the Chromium screens
 *   --reuse                      keep the seeded database for the next run at this scale and reuse a kept one
 *                                (steps 1–3 are skipped then; bench/admin/databases.ts says where it is kept)
 *   --profitability-only         measure only the profitability report's views (with --reuse: a quick re-measure)
 * The parts: bench/admin/options.ts (screens, lists, goals), databases.ts, measure.ts, screens.ts, report.ts.
 */
import { openDatabase } from '../src/server/db/database';
import { describeSeed, largeSeed } from '../scripts/seed-large';
import { startProductionServer } from '../src/server/test/server-process';
import { build } from './support';
import { freshDatabase, keptDatabase, laterMigrations, seedAtBaseline, type BenchDatabase } from './admin/databases';
import { measureCsv, measureEndpoints, measureProfitability, measureTime, rssKb, signIn } from './admin/measure';
import { receivedInvoicesAt, seedTime, TIME_STAFF, timeEntriesAt } from './admin/time-seed';
import { ADMIN, BASELINE_MIGRATION, BROWSER, DB, mb, PROFIT_ONLY, REUSE, RUNS, SCALE, seconds, type Row } from './admin/options';
import { printReport, type DbReport } from './admin/report';
import { measureScreens } from './admin/screens';

async function prepare(kind: 'pglite' | 'postgres', fact: (what: string, value: string) => void): Promise<{ db: BenchDatabase; seedSteps: Record<string, number> }> {
  if (REUSE) {
    const kept = await keptDatabase(kind);
    if (kept.seeded) {
      fact('database', `kept from an earlier run (--reuse), seeded at scale ${SCALE.toLocaleString('en')}`);
      return { db: kept, seedSteps: kept.seeded };
    }
  }
  // 1. Every migration on an empty database.
  {
    const empty = await freshDatabase(kind, 'agency_bench_admin_empty');
    try {
      const started = performance.now();
      const handle = await openDatabase(empty.location);
      fact('migration from an empty database (openDatabase)', seconds(performance.now() - started));
      await handle.close();
    } finally {
      await empty.drop();
    }
  }
  const db = REUSE ? await keptDatabase(kind) : await freshDatabase(kind, 'agency_bench_admin');
  // 2. Seed at the baseline schema.
  console.log(`${kind}: seeding ${describeSeed(largeSeed(SCALE))}…`);
  const seedStarted = performance.now();
  const seedSteps = await seedAtBaseline(db.location);
  fact(`seed at scale ${SCALE.toLocaleString('en')} (schema through ${BASELINE_MIGRATION})`, seconds(performance.now() - seedStarted));
  // 3. The later migrations at N rows.
  const later = laterMigrations();
  const started = performance.now();
  const handle = await openDatabase(db.location);
  const took = performance.now() - started;
  await handle.close();
  fact(
    `migration from ${BASELINE_MIGRATION} at ${SCALE.toLocaleString('en')} rows`,
    later.length ? `${seconds(took)} (${later.join(', ')})` : `${seconds(took)} (no later migration: the no-op pass of openDatabase)`,
  );
  db.markSeeded(seedSteps);
  return { db, seedSteps };
}

async function benchDatabase(kind: 'pglite' | 'postgres'): Promise<DbReport> {
  const label = kind === 'pglite' ? 'embedded (PGlite)' : 'PostgreSQL';
  const facts: Row[] = [];
  const fact = (what: string, value: string) => {
    facts.push({ database: label, measure: what, value });
    console.log(`${label}: ${what}: ${value}`);
  };
  const { db, seedSteps } = await prepare(kind, fact);
  try {
    // 3b. Time (issue 36): after the later migrations, which made its tables; a kept database has it already.
    const { ms: timeSeedMs, colleagueId: colleague, bigProjectId } = await seedTime(db.location, SCALE);
    fact(
      `time: ${timeEntriesAt(SCALE).toLocaleString('en')} entries of ${TIME_STAFF} colleagues, ${receivedInvoicesAt(SCALE).toLocaleString('en')} received invoices`,
      timeSeedMs === null ? 'kept from an earlier run' : `seeded in ${seconds(timeSeedMs)}`,
    );
    // 4. Start-up and memory.
    const spawned = performance.now();
    const server = await startProductionServer({ ...db.env, DEMO_CONTENT: 'false', ADMIN_USERNAME: ADMIN.username, ADMIN_PASSWORD: ADMIN.password });
    const pid = server.child.pid;
    try {
      fact('server start-up (spawn → /api/health 200)', seconds(performance.now() - spawned));
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      fact('server RSS idle after start', mb(rssKb(pid)));
      const cookie = await signIn(server.url);
      if (PROFIT_ONLY) {
        console.log(`${label}: the profitability views only, ${RUNS} requests each…`);
        return { label, facts, seedSteps, endpoints: await measureProfitability(server.url, cookie), csv: null, screens: [] };
      }
      console.log(`${label}: endpoints, ${RUNS} requests each…`);
      const endpoints = [
        ...(await measureEndpoints(server.url, cookie)),
        ...(await measureTime(server.url, cookie, colleague, bigProjectId)),
        ...(await measureProfitability(server.url, cookie)),
      ];
      fact('server RSS after the endpoint runs', mb(rssKb(pid)));
      const beforeKb = rssKb(pid);
      const csv = await measureCsv(server.url, cookie, pid);
      fact('CSV export of all clients', `${seconds(csv.ms)}, ${csv.rows.toLocaleString('en')} lines (expected ${(SCALE + 1).toLocaleString('en')}), ${(csv.bytes / 1e6).toFixed(1)} MB`);
      fact('server RSS before / peak during the CSV export', `${mb(beforeKb)} / ${mb(csv.peakKb)}`);
      let screens: DbReport['screens'] = [];
      if (BROWSER) {
        console.log(`${label}: screens in Chromium…`);
        screens = await measureScreens(server.url);
        fact('server RSS after the browser runs', mb(rssKb(pid)));
      }
      return { label, facts, seedSteps, endpoints, csv: { ...csv, beforeKb }, screens };
    } finally {
      await server.stop();
    }
  } finally {
    await db.drop();
  }
}

async function main() {
  build();
  if (process.env.BENCH_DATABASE_URL && !process.env.TEST_DATABASE_URL) process.env.TEST_DATABASE_URL = process.env.BENCH_DATABASE_URL;
  const kinds: ('pglite' | 'postgres')[] = DB === 'both' ? ['pglite', 'postgres'] : [DB as 'pglite' | 'postgres'];
  if (kinds.includes('postgres') && !process.env.TEST_DATABASE_URL) throw new Error('--db=postgres needs TEST_DATABASE_URL or BENCH_DATABASE_URL');
  const reports: DbReport[] = [];
  for (const kind of kinds) reports.push(await benchDatabase(kind));
  printReport(reports);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
