/**
 * `npm run bench:load` — builds (unless --no-build), starts the production server (embedded database, production
 * settings, contact rate limit raised) and loads it with autocannon: 200 connections for 30 s (--duration=<s>) per
 * target: the home page, /pricing, GET /api/user (signed in) and POST /api/contact. Prints req/s, latency
 * p50/p97.5/p99, errors and non-2xx per target; for the contact form, messages acknowledged (2xx) against messages
 * stored (X-Total-Count of /api/admin/messages) — they must be equal (the script exits 1 otherwise).
 * If nginx is on PATH, the home page's HTML as we render it is also served by nginx as a static file, and our
 * req/s for the home page is printed as a ratio of nginx's.
 *   --no-build          use the existing build (DIST_DIR or dist/)
 *   --duration=<s>      seconds per target (default 30)
 *   --connections=<n>   concurrent connections (default 200)
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon, { type Result } from 'autocannon';
import { build, freePort, startProductionServer, table } from './support';

const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
const DURATION = Number(arg('duration') ?? 30);
const CONNECTIONS = Number(arg('connections') ?? 200);
const ADMIN = { username: 'bench-admin', password: 'bench-password-1' };
/** The server trusts one proxy hop and sees HTTPS, as behind a TLS-terminating load balancer: the production
 * session cookie (__Host-sid, Secure) is then set and accepted over this plain-http benchmark connection. */
const VIA_HTTPS = { 'x-forwarded-proto': 'https' };

function row(target: string, r: Result, extra: Record<string, string | number> = {}): Record<string, string | number> {
  return {
    target,
    'req/s': Math.round(r.requests.average),
    'p50 ms': r.latency.p50,
    'p97.5 ms': r.latency.p97_5,
    'p99 ms': r.latency.p99,
    // autocannon's errors include its timeouts (no answer within 30 s).
    errors: r.errors,
    timeouts: r.timeouts,
    'non-2xx': r.non2xx,
    '2xx': r['2xx'],
    acknowledged: '',
    stored: '',
    ...extra,
  };
}

async function run(title: string, options: Parameters<typeof autocannon>[0]): Promise<Result> {
  process.stdout.write(`${title}… `);
  const result = await autocannon({ connections: CONNECTIONS, timeout: 30, ...options });
  console.log(`${Math.round(result.requests.average)} req/s, p99 ${result.latency.p99} ms`);
  return result;
}

async function signIn(url: string): Promise<string> {
  const res = await fetch(`${url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...VIA_HTTPS },
    body: JSON.stringify(ADMIN),
  });
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status}`);
  return (res.headers.get('set-cookie') ?? '').split(';')[0]!;
}

async function storedMessages(url: string, cookie: string): Promise<number> {
  const res = await fetch(`${url}/api/admin/messages?limit=1`, { headers: { cookie, ...VIA_HTTPS } });
  if (res.status !== 200) throw new Error(`message count failed: ${res.status}`);
  return Number(res.headers.get('x-total-count'));
}

/** nginx serving the client build, with our rendered home page as its index: req/s for the same HTML. */
async function nginxHomeRate(clientDir: string, homeHtml: string): Promise<number | null> {
  if (spawnSync('sh', ['-c', 'command -v nginx']).status !== 0) return null;
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-nginx-'));
  const port = await freePort();
  mkdirSync(path.join(dir, 'logs'));
  writeFileSync(path.join(dir, 'home.html'), homeHtml);
  const conf = path.join(dir, 'nginx.conf');
  writeFileSync(
    conf,
    `worker_processes 1;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/logs/error.log warn;
events { worker_connections 4096; }
http {
  access_log off;
  client_body_temp_path ${dir}/body; proxy_temp_path ${dir}/proxy; fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi; scgi_temp_path ${dir}/scgi;
  types { text/html html; text/css css; application/javascript js; image/svg+xml svg; }
  server {
    listen 127.0.0.1:${port};
    root ${path.resolve(clientDir)};
    location = / { root ${dir}; try_files /home.html =404; default_type text/html; }
  }
}
`,
  );
  const nginx = spawn('nginx', ['-p', dir, '-c', conf], { stdio: 'ignore' });
  try {
    for (let i = 0; i < 50; i++) {
      if (await fetch(`http://127.0.0.1:${port}/`).then((r) => r.ok, () => false)) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    const result = await run('nginx: the same home page HTML, static', { url: `http://127.0.0.1:${port}/`, duration: DURATION });
    return result.requests.average;
  } finally {
    nginx.kill('SIGTERM');
    rmSync(dir, { recursive: true, force: true });
  }
}

async function main() {
  build();
  const server = await startProductionServer({
    TRUST_PROXY: '1',
    ADMIN_USERNAME: ADMIN.username,
    ADMIN_PASSWORD: ADMIN.password,
    DEMO_CONTENT: 'false',
    CONTACT_RATE_LIMIT: '1000000000',
  });
  let failed = false;
  try {
    const cookie = await signIn(server.url);
    console.log(`production server at ${server.url}; ${CONNECTIONS} connections, ${DURATION} s per target\n`);
    const rows: Record<string, string | number>[] = [];

    const home = await run('GET /', { url: `${server.url}/`, duration: DURATION });
    rows.push(row('GET / (home, cs)', home));
    rows.push(row('GET /pricing', await run('GET /pricing', { url: `${server.url}/pricing`, duration: DURATION })));
    rows.push(
      row(
        'GET /api/user (signed in)',
        await run('GET /api/user', { url: `${server.url}/api/user`, duration: DURATION, headers: { cookie, ...VIA_HTTPS } }),
      ),
    );

    // Contact: a fixed number of requests (≈ the duration at the measured rate), so every one is answered before
    // counting: a time limit would cut requests off mid-flight, stored but never acknowledged.
    const body = JSON.stringify({ name: 'Zátěžový test', email: 'load@example.cz', message: 'Dobrý den, toto je zátěžová zpráva.' });
    const contactOptions = { url: `${server.url}/api/contact`, method: 'POST', headers: { 'content-type': 'application/json' }, body };
    const before = await storedMessages(server.url, cookie);
    const probe = await run('POST /api/contact (2 s probe for the rate)', { ...contactOptions, duration: 2 });
    // The probe was cut off at its time limit: wait until its last requests are stored before counting.
    let afterProbe = await storedMessages(server.url, cookie);
    for (let settled = 0; settled < 3; ) {
      await new Promise((r) => setTimeout(r, 300));
      const now = await storedMessages(server.url, cookie);
      settled = now === afterProbe ? settled + 1 : 0;
      afterProbe = now;
    }
    const amount = Math.max(CONNECTIONS * 5, Math.round(probe.requests.average * DURATION));
    const contact = await run(`POST /api/contact (${amount} requests)`, { ...contactOptions, amount });
    const stored = (await storedMessages(server.url, cookie)) - afterProbe;
    const acknowledged = contact['2xx'];
    rows.push(row('POST /api/contact', contact, { acknowledged, stored }));
    if (stored !== acknowledged || contact.non2xx || contact.errors) failed = true;
    console.log(`contact probe: ${probe['2xx']} acknowledged, ${afterProbe - before} stored (cut off at the time limit: may store more than it acknowledged)`);

    const homeHtml = await (await fetch(`${server.url}/`)).text();
    const nginxRate = await nginxHomeRate(path.join(process.env.DIST_DIR || 'dist', 'client'), homeHtml);

    console.log('\n' + table(rows));
    console.log(`\nPOST /api/contact: ${acknowledged} acknowledged, ${stored} stored — ${stored === acknowledged ? 'equal' : 'NOT EQUAL'}`);
    if (nginxRate === null) console.log('nginx: not on PATH — no static-file comparison.');
    else console.log(`home page: ${Math.round(home.requests.average)} req/s = ${((home.requests.average / nginxRate) * 100).toFixed(1)} % of nginx serving the same HTML as a file (${Math.round(nginxRate)} req/s)`);
  } finally {
    await server.stop();
    rmSync(server.dataDir, { recursive: true, force: true });
  }
  if (failed) {
    console.error('\n✖ contact: errors, non-2xx answers, or acknowledged ≠ stored');
    process.exit(1);
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
