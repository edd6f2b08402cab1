/**
 * `npm run bench:analytics` — the cookieless analytics at scale (issue 24, decision 026). Printed, not asserted.
 *
 *  1. Ingest: the production server (embedded database) loaded with GET / as a browser (a Chrome user agent, so each
 *     answer is counted: hashed, buffered and written in batches) and the same load with `DNT: 1` (the recorder
 *     returns at once: nothing counted). Both at the page rate autocannon reaches (bench:load's connections); the
 *     p99 of each and their ratio (target: counted ≤ 1.10 × not counted).
 *  2. Dashboard queries: a fresh database filled with --views raw page views over the last 90 days (default
 *     1,000,000) and --enquiries messages over a year (default 100,000; 70 % with their visit, 10 % with a client,
 *     proposals accepted and invoices paid), rolled up as the daily work does; then every query of /admin/analytics
 *     (src/server/data/analytics-reports.ts) for the last 30 and 90 days, --runs times each: p95 per query (target
 *     ≤ 300 ms). On the embedded database, and on PostgreSQL when TEST_DATABASE_URL or BENCH_DATABASE_URL is set (a
 *     temporary database is created there and dropped).
 *
 *   --no-build          use the existing build (DIST_DIR or dist/)
 *   --duration=<s>      seconds per ingest run (default 30)
 *   --connections=<n>   concurrent connections (default 200)
 *   --views=<n>         raw views stored (default 1000000)
 *   --enquiries=<n>     messages stored (default 100000)
 *   --runs=<n>          runs per query (default 20)
 *   --only=<list>       ingest, queries
 */
import { sql } from 'drizzle-orm';
import { REVENUE_ATTRIBUTIONS, type AnalyticsRange } from '../src/shared/analytics';
import { addDays, officeDay } from '../src/shared/dates';
import { analyticsDailyData } from '../src/server/data/analytics-daily';
import { analyticsReports } from '../src/server/data/analytics-reports';
import { openDatabase, type DatabaseHandle } from '../src/server/db/database';
import type { Database } from '../src/server/db/database';
import { startProductionServer } from '../src/server/test/server-process';
import { temporaryDataDir, temporaryPostgres } from '../src/server/test/temporary-database';
import { DURATION, SERVER_ENV } from './load-options';
import { run } from './load-measure';
import { build, table } from './support';

const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const VIEWS = Number(arg('views') ?? 1_000_000);
const ENQUIRIES = Number(arg('enquiries') ?? 100_000);
const RUNS = Number(arg('runs') ?? 20);
const ONLY = arg('only')?.split(',');
const want = (part: 'ingest' | 'queries') => !ONLY || ONLY.includes(part);

const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const TARGET_MS = 300;

async function ingest(): Promise<Record<string, string | number>[]> {
  const folder = temporaryDataDir('agency-bench-analytics');
  const server = await startProductionServer({ ...SERVER_ENV, DATA_DIR: folder.dataDir, DATABASE_URL: '' });
  try {
    const headers = { 'accept-encoding': 'br, gzip', 'user-agent': CHROME };
    await run('warm-up GET / (counted)', { url: `${server.url}/`, duration: Math.min(5, DURATION), headers });
    const off = await run('GET / not counted (DNT: 1)', { url: `${server.url}/`, duration: DURATION, headers: { ...headers, dnt: '1' } });
    const on = await run('GET / counted (browser)', { url: `${server.url}/`, duration: DURATION, headers });
    // The views of the counted run, as staff read them: every one written (after the next batch).
    await new Promise((resolve) => setTimeout(resolve, 6_000));
    return [
      { run: 'GET / not counted (DNT: 1)', 'req/s': Math.round(off.requests.average), 'p99 ms': off.latency.p99, errors: off.errors },
      { run: 'GET / counted (browser)', 'req/s': Math.round(on.requests.average), 'p99 ms': on.latency.p99, errors: on.errors },
      { run: 'ratio counted / not counted', 'req/s': (on.requests.average / off.requests.average).toFixed(3), 'p99 ms': (on.latency.p99 / Math.max(1, off.latency.p99)).toFixed(3), errors: '' },
    ];
  } finally {
    await server.stop();
    folder.remove();
  }
}

/**
 * Fills the tables with generated rows in a few INSERT … SELECT statements (generate_series): views over the last 90
 * days; messages over a year, most with their visit; some clients with accepted proposals and paid invoices.
 */
async function seed(db: Database, today: string): Promise<void> {
  const started = Date.now();
  const start90 = addDays(today, -89);
  const chunk = 250_000;
  for (let offset = 0; offset < VIEWS; offset += chunk) {
    const n = Math.min(chunk, VIEWS - offset);
    await db.execute(sql`insert into analytics_events (day, at, kind, visitor, path, language, entry, referrer_host, utm_source, utm_medium, utm_campaign, device)
      select d, d + make_interval(secs => (i % 86400)), case when i % 500 = 0 then 'quote_sent' when i % 700 = 0 then 'contact_sent' else 'view' end,
        md5((i / 4)::text), case when i % 5 = 0 then '/blog/post-' || (i % 300) else (array['/', '/pricing', '/en/pricing', '/contact', '/about', '/services/design', '/en', '/blog'])[1 + i % 8] end,
        case when i % 3 = 0 then 'en' else 'cs' end, i % 4 = 0,
        (array[null, null, 'google.com', 'seznam.cz', 'facebook.com', 'linkedin.com'])[1 + i % 6],
        case when i % 10 = 0 then 'newsletter' end, case when i % 10 = 0 then 'email' end, case when i % 10 = 0 then 'campaign-' || (i % 40) end,
        (array['mobile', 'desktop', 'tablet', 'desktop'])[1 + i % 4]
      from (select g as i, ${start90}::date + (g % 90) as d from generate_series(${offset + 1}::int, ${offset + n}::int) g) s`);
  }
  const clients = Math.max(1, Math.round(ENQUIRIES / 10));
  await db.execute(sql`insert into clients (name, email) select 'Client ' || g, 'client' || g || '@example.cz' from generate_series(1, ${clients}::int) g`);
  await db.execute(sql`insert into messages (name, email, message, kind, status, page_path, language, client_id, created_at)
    select 'Sender ' || g, 'sender' || g || '@example.cz', 'Dobrý den, chceme web.', case when g % 2 = 0 then 'quote' else 'contact' end, 'read', '/pricing', 'cs',
      case when g % 10 = 0 then (select min(id) from clients) + (g / 10) % ${clients}::int end,
      (${today}::date - (g % 365)) + make_interval(secs => (g % 80000))
    from generate_series(1, ${ENQUIRIES}::int) g`);
  await db.execute(sql`insert into enquiry_visits (message_id, entered_at, entry_path, referrer_host, utm_source, utm_medium, utm_campaign)
    select id, created_at, (array['/', '/pricing', '/blog/post-1', '/blog/post-2', '/contact'])[1 + id % 5], (array[null, 'google.com', 'seznam.cz'])[1 + id % 3],
      case when id % 4 = 0 then 'newsletter' end, case when id % 4 = 0 then 'email' end, case when id % 4 = 0 then 'campaign-' || (id % 40) end
    from messages where id % 10 < 7`);
  // A proposal accepted per client with a quote request, and an invoice from it paid in full.
  await db.execute(sql`insert into proposals (number, client_id, message_id, title, language, currency, vat_mode, valid_until, status, version, snapshot, sent_at, accepted_at)
    select 'N-' || m.id, m.client_id, m.id, 'Web', 'cs', 'CZK', 'czech_vat', ${today}::date, 'accepted', 1, jsonb_build_object('oneTime', jsonb_build_object('totalMinor', 1000000 + m.id)), m.created_at + interval '2 days', m.created_at + interval '5 days'
    from messages m where m.client_id is not null and m.kind = 'quote'`);
  await db.execute(sql`insert into invoices (kind, status, number, client_id, proposal_id, language, currency, vat_mode, total_minor, issued_on)
    select 'invoice', 'issued', 'F-' || p.id, p.client_id, p.id, 'cs', 'CZK', 'czech_vat', 1000000 + p.message_id, (p.accepted_at + interval '1 day')::date from proposals p`);
  await db.execute(sql`insert into invoice_payments (invoice_id, amount_minor, currency, paid_on, method)
    select i.id, i.total_minor, 'CZK', i.issued_on + 10, 'bank' from invoices i`);
  await db.execute(sql`analyze`);
  console.log(`seeded ${VIEWS} views, ${ENQUIRIES} enquiries, ${clients} clients in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

const p95 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.ceil(0.95 * values.length) - 1)]!;

async function queries(label: string, open: () => Promise<DatabaseHandle>): Promise<Record<string, string | number>[]> {
  const handle = await open();
  try {
    const today = officeDay();
    await seed(handle.db, today);
    const rollStart = Date.now();
    const daily = await analyticsDailyData(handle.db).runDaily({ today, retentionDays: 90 });
    console.log(`${label}: daily rollup ${daily.ran ? 'ran' : 'did not run'} in ${((Date.now() - rollStart) / 1000).toFixed(1)} s`);
    const reports = analyticsReports(handle.db);
    const rows: Record<string, string | number>[] = [];
    for (const days of [30, 90]) {
      const range: AnalyticsRange = { from: addDays(today, -(days - 1)), to: today };
      const named: [string, () => Promise<unknown>][] = [
        ['overview', () => reports.overview(range)],
        ...(['pages', 'posts', 'referrers', 'campaigns', 'languages', 'devices'] as const).map((b): [string, () => Promise<unknown>] => [`top/${b}`, () => reports.breakdown(b, { ...range, limit: 10 })]),
        ['funnel', () => reports.funnel(range)],
        ['enquiries/campaign', () => reports.enquiries('campaign', range)],
        ...REVENUE_ATTRIBUTIONS.map((by): [string, () => Promise<unknown>] => [`revenue/${by}`, () => reports.revenue(by, range)]),
      ];
      for (const [name, query] of named) {
        const times: number[] = [];
        for (let i = 0; i < RUNS; i++) {
          const t0 = performance.now();
          await query();
          times.push(performance.now() - t0);
        }
        const value = p95(times);
        rows.push({ database: label, range: `${days} days`, query: name, 'p95 ms': value.toFixed(1), target: value <= TARGET_MS ? 'met' : 'MISSED' });
        console.log(`${label} ${days} days ${name}: p95 ${value.toFixed(1)} ms`);
      }
    }
    return rows;
  } finally {
    await handle.close();
  }
}

async function main() {
  if (!process.argv.includes('--no-build')) build();
  const ingestRows = want('ingest') ? await ingest() : [];
  const queryRows: Record<string, string | number>[] = [];
  if (want('queries')) {
    const folder = temporaryDataDir('agency-bench-analytics-db');
    try {
      queryRows.push(...(await queries('embedded', () => openDatabase({ kind: 'pglite', dataDir: folder.dataDir }))));
    } finally {
      folder.remove();
    }
    if (process.env.BENCH_DATABASE_URL && !process.env.TEST_DATABASE_URL) process.env.TEST_DATABASE_URL = process.env.BENCH_DATABASE_URL;
    const pg = await temporaryPostgres('agency_bench_analytics');
    if (pg) {
      try {
        queryRows.push(...(await queries('postgres', () => openDatabase(pg.location))));
      } finally {
        await pg.drop();
      }
    } else console.log('PostgreSQL skipped: set TEST_DATABASE_URL or BENCH_DATABASE_URL');
  }
  if (ingestRows.length) console.log('\nIngest (target: counted GET / p99 ≤ 1.10 × not counted)\n' + table(ingestRows));
  if (queryRows.length) console.log(`\nDashboard queries with ${VIEWS} views and ${ENQUIRIES} enquiries, ${RUNS} runs each (target: p95 ≤ ${TARGET_MS} ms)\n` + table(queryRows));
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
