/**
 * `npm run bench:load` — builds (unless --no-build), then loads the production server with autocannon (200
 * connections, 30 s per run by default) and prints every measurement, then the issue's targets with each ratio.
 * Figures are printed, not asserted: the script exits 0 when a target is missed, non-zero only when the benchmark
 * itself fails (a server does not start, sign-in fails, …).
 *
 * After each run the server's resident memory (VmRSS of its process, /proc/<pid>/status) is printed and tabled.
 *
 * Runs:
 *  1. One instance on the embedded database: GET / without and with `Accept-Encoding: br, gzip` (what browsers
 *     send), GET /pricing (br, gzip), GET /api/user signed in, POST /api/contact (acknowledged vs stored).
 *  1b. A bare node:http server (bench/bare-node.ts, its own process) answering GET / with the app's answer to it —
 *     status, headers and Brotli bytes, verbatim — with autocannon and wrk: the app's rate ÷ this one's (`× bare node`)
 *     is what the app's own code costs over Node.js; wrk's user agent is none (not a counted view), so GET / is also
 *     measured with a browser's User-Agent (what counting a view costs).
 *  2. nginx (when installed) serving the same pages as static files, precompressed the way the app's answers can be
 *     (.html, .html.gz, .html.br; brotli_static when its module is installed, otherwise gzip against gzip): the
 *     ceiling the app's page rate is compared with. To compare Brotli with Brotli (the issue's "GET / (br)"), install
 *     the module first: `apt-get install -y nginx libnginx-mod-http-brotli-static wrk` (Debian/Ubuntu; the benchmark's
 *     instructions do, CI does not run this benchmark).
 *     With wrk installed (apt-get install -y wrk), GET / (br, gzip) of the app, the bare node server and nginx, and
 *     GET /api/user, are measured with it too: a load generator in C, whose ceiling is far above autocannon's.
 *  3. With BENCH_DATABASE_URL or TEST_DATABASE_URL (a PostgreSQL server; a temporary database is created on it and
 *     dropped at the end): one instance on PostgreSQL (GET /api/user, POST /api/contact), then two instances on
 *     that database behind nginx as a load balancer (upstream keepalive) — the throughput of both together.
 *
 *   --no-build          use the existing build (DIST_DIR or dist/)
 *   --duration=<s>      seconds per run (default 30)
 *   --connections=<n>   concurrent connections (default 200)
 *   --only=<list>       comma-separated requests (home, pricing, user, contact) and/or setups (embedded, nginx,
 *                       postgres, cluster); e.g. --only=contact,postgres
 *   --node-args=<flags> Node options for every server instance, space-separated (e.g. "--max-semi-space-size=16")
 *   --cpu-prof=<dir>    each server instance writes a V8 CPU profile there when it stops (node --cpu-prof): the
 *                       evidence of what limits a run (open it in Chrome DevTools → Performance, or VS Code); the
 *                       script ends with where each instance's main thread spent its time (bench/cpu-profile.ts).
 *                       A profile covers the instance's whole life: `--only=contact,embedded` profiles one workload.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { freePort, startProductionServer, type ProductionServer } from '../src/server/test/server-process';
import { temporaryPostgres } from '../src/server/test/temporary-database';
import { findNginx, startNginx, type NginxInfo, type RunningNginx } from './nginx';
import { summaryTable } from './cpu-profile';
import { build, stopProcess, table } from './support';
import { BROWSER_ENCODING, CONNECTIONS, CPU_PROFILE_DIR, DURATION, NODE_ARGS, ONLY, REQUESTS, SERVER_ENV, SETUPS, VIA_HTTPS, want } from './load-options';
import type { RecordedAnswer } from './bare-node';
import { contactRun, measurements, measuring, rawGet, record, results, run, signIn, WRK, wrkResults, wrkRun } from './load-measure';
import { findLabel, targets } from './load-targets';

interface Pages {
  /** The app's answer without Accept-Encoding, per path. */
  html: Map<string, Buffer>;
  /** The app's whole answer to GET / with the compared Accept-Encoding (what the bare node server sends). */
  home?: RecordedAnswer;
}

/** Runs 1: one instance on the embedded database. Returns the pages it served, for nginx to serve the same. */
async function embeddedRuns(fairEncoding: string): Promise<Pages> {
  const server = await startServerFor('one instance, embedded database', { ...SERVER_ENV, DATABASE_URL: '' });
  const html = new Map<string, Buffer>();
  let home: RecordedAnswer | undefined;
  try {
    measuring([server.child.pid]);
    const cookie = await signIn(server.url);
    console.log(`\n— one instance, embedded database (${server.url})`);
    for (const page of ['/', '/pricing']) {
      const plain = await rawGet(`${server.url}${page}`, {});
      if (plain.status !== 200) throw new Error(`GET ${page}: ${plain.status}`);
      html.set(page, plain.body);
    }
    const fair = await rawGet(`${server.url}/`, { 'accept-encoding': fairEncoding });
    home = { status: fair.status, headers: fair.headers, body: fair.body.toString('base64') };
    const encodings = [...new Set([BROWSER_ENCODING, fairEncoding])];
    if (!want('embedded')) return { html, home };
    if (want('home')) {
      record('app GET / (no Accept-Encoding)', await run('app GET / (no Accept-Encoding)', { url: `${server.url}/`, duration: DURATION }));
      for (const enc of encodings) {
        const answered = (await rawGet(`${server.url}/`, { 'accept-encoding': enc })).encoding;
        const label = `app GET / (${enc} → ${answered})`;
        record(label, await run(label, { url: `${server.url}/`, duration: DURATION, headers: { 'accept-encoding': enc } }));
      }
      if (WRK) await wrkRun(`wrk: app GET / (${fairEncoding})`, `${server.url}/`, { 'accept-encoding': fairEncoding });
    }
    if (want('pricing')) {
      for (const enc of encodings) {
        const answered = (await rawGet(`${server.url}/pricing`, { 'accept-encoding': enc })).encoding;
        const label = `app GET /pricing (${enc} → ${answered})`;
        record(label, await run(label, { url: `${server.url}/pricing`, duration: DURATION, headers: { 'accept-encoding': enc } }));
      }
    }
    if (want('user')) {
      const label = 'app GET /api/user (signed in), embedded';
      record(label, await run(label, { url: `${server.url}/api/user`, duration: DURATION, headers: { cookie, ...VIA_HTTPS } }));
      // autocannon (Node.js, on the same cores) is near its own ceiling here: wrk shows the server's.
      if (WRK) await wrkRun('wrk: app GET /api/user (signed in), embedded', `${server.url}/api/user`, { cookie, ...VIA_HTTPS });
    }
    if (want('contact')) await contactRun('app POST /api/contact, embedded', server.url, cookie);
    // What a browser's view costs more: wrk sends no User-Agent, which the analytics take for a bot (not counted).
    // Last on this instance: the views it counts (well over 100,000) are still being written after it, which would
    // slow whatever ran next on the same database.
    if (want('home') && WRK) {
      await wrkRun(`wrk: app GET / (${fairEncoding}), browser User-Agent`, `${server.url}/`, { 'accept-encoding': fairEncoding, 'user-agent': BROWSER_USER_AGENT });
    }
  } finally {
    measuring([]);
    await stopServer(server);
  }
  return { html, home };
}

/** A desktop Chrome's User-Agent: a view the analytics count (wrk and autocannon send none). */
const BROWSER_USER_AGENT =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

/**
 * Runs 1b: a bare node:http server (bench/bare-node.ts, its own process) answering GET / with the app's recorded
 * answer, byte for byte: the app's page rate divided by this one's is the app's own cost over Node.js.
 */
async function bareNodeRuns(answer: RecordedAnswer, fairEncoding: string): Promise<void> {
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-bare-node-'));
  const file = path.join(dir, 'answer.json');
  writeFileSync(file, JSON.stringify(answer));
  const port = await freePort();
  const child = spawn(process.execPath, [...NODE_ARGS, '--import', 'tsx', path.resolve('bench/bare-node.ts'), file, String(port)], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  try {
    await new Promise<void>((resolve, reject) => {
      child.stdout.on('data', (d: Buffer) => (d.toString().includes('listening') ? resolve() : undefined));
      child.once('exit', (code) => reject(new Error(`bench/bare-node.ts exited with ${code}`)));
    });
    if (child.pid) setupOfPid.set(child.pid, 'bare node:http server');
    const url = `http://127.0.0.1:${port}/`;
    const check = await rawGet(url, { 'accept-encoding': fairEncoding });
    if (!check.body.equals(Buffer.from(answer.body, 'base64'))) throw new Error('the bare node server does not send the recorded bytes');
    const encoding = check.encoding;
    console.log(`\n— bare node:http server, one process, the app's answer to GET / (${fairEncoding}) verbatim (${url})`);
    measuring([child.pid]);
    const label = `bare node GET / (${fairEncoding} → ${encoding})`;
    record(label, await run(label, { url, duration: DURATION, headers: { 'accept-encoding': fairEncoding } }));
    if (WRK) await wrkRun(`wrk: bare node GET / (${fairEncoding})`, url, { 'accept-encoding': fairEncoding });
  } finally {
    measuring([]);
    await stopProcess(child, exited);
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Runs 2: nginx serving the same pages as files, with their precompressed variants. */
async function nginxRuns(info: NginxInfo, pages: Pages, fairEncoding: string): Promise<void> {
  const files: Record<string, Buffer> = {};
  const names: Record<string, string> = { '/': 'home', '/pricing': 'pricing' };
  for (const [page, body] of pages.html) {
    const name = names[page]!;
    files[`${name}.html`] = body;
    files[`${name}.html.gz`] = gzipSync(body, { level: 9 });
    files[`${name}.html.br`] = brotliCompressSync(body, {
      params: { [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT, [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: body.length },
    });
  }
  const nginx = await startNginx(info, {
    http: `gzip_static on; gzip_vary on;${info.brotliStaticModule ? ' brotli_static on;' : ''}`,
    server: `location = / { rewrite ^ /home.html last; }
    location = /pricing { rewrite ^ /pricing.html last; }
    location / { default_type text/html; }`,
    files,
  });
  try {
    console.log(`\n— nginx ${info.version}, one worker, the same pages as static files (${nginx.url})`);
    for (const page of ['/', '/pricing'] as const) {
      if (!want(page === '/' ? 'home' : 'pricing')) continue;
      const check = await rawGet(`${nginx.url}${page}`, { 'accept-encoding': fairEncoding });
      const name = names[page]!;
      const expected = files[`${name}.html${check.encoding === 'br' ? '.br' : check.encoding === 'gzip' ? '.gz' : ''}`]!;
      if (check.status !== 200 || !check.body.equals(expected)) throw new Error(`nginx does not serve ${page} as written (${check.status} ${check.encoding})`);
      if (page === '/') {
        record('nginx GET / (no Accept-Encoding)', await run('nginx GET / (no Accept-Encoding)', { url: `${nginx.url}/`, duration: DURATION }));
      }
      const label = `nginx GET ${page} (${fairEncoding} → ${check.encoding})`;
      record(label, await run(label, { url: `${nginx.url}${page}`, duration: DURATION, headers: { 'accept-encoding': fairEncoding } }));
      if (WRK && page === '/') await wrkRun(`wrk: nginx GET / (${fairEncoding})`, `${nginx.url}/`, { 'accept-encoding': fairEncoding });
    }
  } finally {
    await nginx.stop();
  }
}

/** Which setup each server process was (by pid), to name its CPU profile. */
const setupOfPid = new Map<number, string>();

async function startServerFor(setup: string, env: Record<string, string>): Promise<ProductionServer> {
  const server = await startProductionServer(env, NODE_ARGS);
  if (server.child.pid) setupOfPid.set(server.child.pid, setup);
  return server;
}

/** Where each profiled instance spent its main thread's time (the profiles are written when the instances stop). */
function printProfiles(dir: string): void {
  console.log(`\nCPU profiles in ${dir}: self time of each instance's main thread by part\n`);
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.cpuprofile')).sort()) {
    const [, pid, thread] = /\.(\d+)\.(\d+)\.\d+\.cpuprofile$/.exec(file) ?? [];
    const name = `${setupOfPid.get(Number(pid)) ?? 'instance'}${thread && thread !== '0' ? ` (worker thread ${thread})` : ''}`;
    console.log(`${name}: ${summaryTable(path.join(dir, file))}\n`);
  }
}

async function stopServer(server: ProductionServer): Promise<void> {
  await server.stop();
  rmSync(server.dataDir, { recursive: true, force: true });
}

/** Runs 3: PostgreSQL, one instance and then two behind nginx. */
async function postgresRuns(base: string, info: NginxInfo | null): Promise<void> {
  // temporaryPostgres creates its database on TEST_DATABASE_URL's server.
  process.env.TEST_DATABASE_URL = base;
  const database = await temporaryPostgres('agency_bench');
  if (!database) return;
  const servers: ProductionServer[] = [];
  let balancer: RunningNginx | null = null;
  try {
    const first = await startServerFor('instance 1 on PostgreSQL', { ...SERVER_ENV, DATABASE_URL: database.url });
    servers.push(first);
    measuring([first.child.pid]);
    const cookie = await signIn(first.url);
    console.log(`\n— one instance on PostgreSQL (temporary database ${database.name})`);
    if (want('postgres') && want('user')) {
      const label = 'app GET /api/user (signed in), PostgreSQL';
      record(label, await run(label, { url: `${first.url}/api/user`, duration: DURATION, headers: { cookie, ...VIA_HTTPS } }));
      if (WRK) await wrkRun('wrk: app GET /api/user (signed in), PostgreSQL', `${first.url}/api/user`, { cookie, ...VIA_HTTPS });
    }
    if (want('postgres') && want('contact')) await contactRun('app POST /api/contact, PostgreSQL', first.url, cookie);

    if (!want('cluster')) return;
    if (!info) {
      console.log('\ntwo instances behind a load balancer: skipped (nginx is not installed — apt-get install -y nginx)');
      return;
    }
    servers.push(await startServerFor('instance 2 on PostgreSQL', { ...SERVER_ENV, DATABASE_URL: database.url }));
    measuring(servers.map((s) => s.child.pid));
    balancer = await startNginx(info, {
      http: `upstream app { ${servers.map((s) => `server ${new URL(s.url).host};`).join(' ')} keepalive 64; }`,
      server: `location / {
      proxy_pass http://app;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $remote_addr;
      proxy_set_header X-Forwarded-Proto https;
    }`,
    });
    const lb = balancer.url;
    const lbCookie = await signIn(lb);
    console.log(`\n— two instances on that PostgreSQL database behind nginx (upstream keepalive), ${lb}`);
    if (want('home')) {
      const label = `2 instances GET / (${BROWSER_ENCODING})`;
      record(label, await run(label, { url: `${lb}/`, duration: DURATION, headers: { 'accept-encoding': BROWSER_ENCODING } }));
    }
    if (want('user')) {
      const label = '2 instances GET /api/user (signed in)';
      record(label, await run(label, { url: `${lb}/api/user`, duration: DURATION, headers: { cookie: lbCookie } }));
    }
    if (want('contact')) await contactRun('2 instances POST /api/contact', lb, lbCookie);
  } finally {
    measuring([]);
    await balancer?.stop();
    for (const server of servers) await stopServer(server);
    await database.drop();
  }
}
async function main() {
  const selectors: readonly string[] = [...REQUESTS, ...SETUPS];
  for (const name of ONLY ?? []) if (!selectors.includes(name)) throw new Error(`--only: unknown "${name}" (one of ${selectors.join(', ')})`);
  build();
  const nginx = findNginx();
  const fairEncoding = nginx?.brotliStaticModule ? BROWSER_ENCODING : 'gzip';
  const postgresBase = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;
  console.log(`${CONNECTIONS} connections, ${DURATION} s per run`);
  if (!nginx) console.log('nginx: not installed — install it with `apt-get install -y nginx` (Debian/Ubuntu); the nginx rows are skipped.');
  else if (!nginx.brotliStaticModule)
    console.log(`nginx ${nginx.version}: no brotli_static module (apt-get install -y libnginx-mod-http-brotli-static) — the page comparison is gzip against gzip.`);
  else console.log(`nginx ${nginx.version} with brotli_static: the page comparison is "${BROWSER_ENCODING}" on both sides (Brotli).`);
  if (!WRK) console.log('wrk: not installed — the cross-check of the page runs with wrk is skipped (apt-get install -y wrk).');
  if (!postgresBase) console.log('PostgreSQL: BENCH_DATABASE_URL / TEST_DATABASE_URL not set — the PostgreSQL and two-instance runs are skipped.');

  const pages = await embeddedRuns(fairEncoding);
  if (pages.home && want('embedded') && want('home')) await bareNodeRuns(pages.home, fairEncoding);
  if (nginx && want('nginx') && (want('home') || want('pricing'))) await nginxRuns(nginx, pages, fairEncoding);
  if (postgresBase && (want('postgres') || want('cluster'))) await postgresRuns(postgresBase, nginx);

  // Each app page run against nginx serving the same bytes.
  for (const row of measurements) {
    const m = /^app GET (\S+) \(([^→]+) →/.exec(String(row.run));
    if (!m) continue;
    const ceiling = findLabel(`nginx GET ${m[1]} (${m[2]!.trim()} `);
    if (ceiling) row['× nginx'] = (Number(row['req/s']) / results.get(ceiling)!.requests.average).toFixed(3);
  }
  const wrkNginx = wrkResults.get(`wrk: nginx GET / (${fairEncoding})`);
  const plainNginx = results.get('nginx GET / (no Accept-Encoding)');
  const plainApp = measurements.find((r) => r.run === 'app GET / (no Accept-Encoding)');
  if (plainNginx && plainApp) plainApp['× nginx'] = (Number(plainApp['req/s']) / plainNginx.requests.average).toFixed(3);
  // The app's GET / against the bare node:http server sending the same answer (the framework's own cost).
  const bare = findLabel(`bare node GET / (${fairEncoding} `);
  const appFair = measurements.find((r) => String(r.run).startsWith(`app GET / (${fairEncoding} `));
  if (bare && appFair) appFair['× bare node'] = (Number(appFair['req/s']) / results.get(bare)!.requests.average).toFixed(3);
  const wrkBare = wrkResults.get(`wrk: bare node GET / (${fairEncoding})`);
  for (const row of measurements.filter((r) => String(r.run).startsWith(`wrk: app GET / (${fairEncoding})`))) {
    if (wrkNginx) row['× nginx'] = (Number(row['req/s']) / wrkNginx.requestsPerSecond).toFixed(3);
    if (wrkBare) row['× bare node'] = (Number(row['req/s']) / wrkBare.requestsPerSecond).toFixed(3);
  }

  console.log('\nMeasurements (bytes/answer includes the headers)\n');
  console.log(table(measurements));
  const cluster = measurements.filter((r) => String(r.run).startsWith('2 instances'));
  if (cluster.length) console.log('\nThe "2 instances" rows are the throughput of both instances together, through the load balancer.');
  console.log('\nTargets (printed, not asserted; ratio = measured ÷ goal)\n');
  console.log(table(targets(fairEncoding, nginx)));
  if (CPU_PROFILE_DIR) printProfiles(CPU_PROFILE_DIR);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
