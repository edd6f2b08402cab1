/**
 * Chaos at the process level, against the production build:
 *   - a second server, and the admin tools, on a data folder a server holds: refused, naming the holder, nothing
 *     touched; the first server keeps its data through kill -9, and its stale lock is taken over on restart;
 *   - start-up refusals (port taken, bad DATABASE_URL, unusable DATA_DIR, production without PUBLIC_URL): one clear
 *     line, exit 1, no database;
 *   - SIGTERM with keep-alive clients under load: `Connection: close`, no connection reset;
 *   - SIGTERM during start-up (migrations, warm-up): the start ends cleanly — exit 0, lock released, an open connection
 *     answered, not reset — and the next start finds everything in order;
 *   - backup while the server runs → restore into a new folder → every row there; damaged files refused;
 *   - PostgreSQL (TEST_DATABASE_URL): every connection of the database terminated, idle and between requests —
 *     the server keeps serving; and terminated again and again while many writers are mid-transaction — every answer
 *     is 201 or 503 (with Retry-After), retries succeed, each client is stored with its audit entry or not at all.
 * kill -9 during writes is e2e/durability.e2e.ts.
 */
import http from 'node:http';
import net from 'node:net';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { launchServer, runCli, runServerExpectingExit, signIn, startServer, type ServerProcess } from '../src/server/test/server-process';
import { temporaryPostgres } from '../src/server/test/temporary-database';

const ADMIN = { ADMIN_USERNAME: 'chaos-admin', ADMIN_PASSWORD: 'chaos-pass-1' };
const LIMITS = { CONTACT_RATE_LIMIT: '1000000' };

const cleanups: (() => Promise<unknown> | unknown)[] = [];
afterAll(async () => {
  for (const c of cleanups.reverse()) await c();
});

function tempDir(prefix: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), `agency-chaos-${prefix}-`));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

async function start(env: Record<string, string>): Promise<ServerProcess> {
  const server = await startServer({ ...ADMIN, ...LIMITS, ...env });
  cleanups.push(() => server.stop());
  return server;
}

const post = (url: string, body: unknown, cookie?: string) =>
  fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) }, body: JSON.stringify(body) });

async function sendMessages(url: string, from: number, count: number): Promise<number[]> {
  const ids: number[] = [];
  for (let i = from; i < from + count; i++) {
    const res = await post(`${url}/api/contact`, { name: `Chaos ${i}`, email: `chaos${i}@example.cz`, message: `Zpráva ${i}, musí přežít.` });
    expect(res.status).toBe(201);
    ids.push(((await res.json()) as { id: number }).id);
  }
  return ids;
}

async function list<T>(url: string, cookie: string, resource: string): Promise<T[]> {
  const res = await fetch(`${url}/api/admin/${resource}?limit=500`, { headers: { cookie } });
  expect(res.status).toBe(200);
  return (await res.json()) as T[];
}

/** Every file under `dir` with its size and modification time: "nothing changed" means this is equal. */
function snapshot(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .map((e) => path.join(e.parentPath, e.name))
    .sort()
    .map((f) => {
      const s = statSync(f);
      return `${path.relative(dir, f)} ${s.isFile() ? s.size : 'dir'} ${s.mtimeMs}`;
    });
}

describe('one process per embedded data folder', () => {
  it('a second server on the same DATA_DIR is refused; the first keeps serving and keeps every acknowledged row through kill -9 and a restart (stale lock taken over)', async () => {
    const dataDir = tempDir('second');
    const first = await start({ DATA_DIR: dataDir });
    const before = await sendMessages(first.url, 0, 3);

    const second = await runServerExpectingExit({ DATA_DIR: dataDir });
    console.log(`second server on the same DATA_DIR: exit ${second.code}: ${second.output.trim()}`);
    expect(second.code).toBe(1);
    expect(second.output).toContain(`is in use by pid ${first.child.pid} (node `);
    expect(second.output).toMatch(/only one process may open the embedded database/);

    const after = await sendMessages(first.url, 3, 3); // the first one still writes
    first.child.kill('SIGKILL');
    await first.exited;
    expect(JSON.parse(readFileSync(path.join(dataDir, 'lock'), 'utf8'))).toMatchObject({ pid: first.child.pid });

    const restarted = await start({ DATA_DIR: dataDir });
    const cookie = await signIn(restarted.url, ADMIN.ADMIN_USERNAME, ADMIN.ADMIN_PASSWORD);
    const stored = (await list<{ id: number }>(restarted.url, cookie, 'messages')).map((m) => m.id);
    expect(stored.sort((a, b) => a - b)).toEqual([...before, ...after]);
    expect(JSON.parse(readFileSync(path.join(dataDir, 'lock'), 'utf8'))).toMatchObject({ pid: restarted.child.pid });
  }, 180_000);

  it('the admin CLI while the server runs: list and reset-password refused naming the server, nothing changed; with the server stopped the change is real', async () => {
    const dataDir = tempDir('cli');
    const server = await start({ DATA_DIR: dataDir });
    const files = snapshot(path.join(dataDir, 'pglite'));

    const listed = await runCli('admin', ['list'], { DATA_DIR: dataDir });
    const reset = await runCli('admin', ['reset-password', ADMIN.ADMIN_USERNAME], { DATA_DIR: dataDir, ADMIN_PASSWORD: 'a-new-password-2' });
    console.log(`admin list while running: exit ${listed.code}: ${listed.stderr.trim()}`);
    console.log(`admin reset-password while running: exit ${reset.code}: ${reset.stdout.trim()}${reset.stderr.trim()}`);
    for (const run of [listed, reset]) {
      expect(run.code).toBe(1);
      expect(run.stderr).toContain(`stop the server first (pid ${server.child.pid})`);
      expect(run.stdout).not.toMatch(/changed|admin\(s\)/);
    }
    expect(snapshot(path.join(dataDir, 'pglite'))).toEqual(files);
    await signIn(server.url, ADMIN.ADMIN_USERNAME, ADMIN.ADMIN_PASSWORD); // the old password still works
    expect(await server.stop()).toBe(0);

    const resetStopped = await runCli('admin', ['reset-password', ADMIN.ADMIN_USERNAME], { DATA_DIR: dataDir, ADMIN_PASSWORD: 'a-new-password-2' });
    expect(resetStopped.code).toBe(0);
    expect(resetStopped.stdout).toContain('changed');
    const again = await start({ DATA_DIR: dataDir });
    await signIn(again.url, ADMIN.ADMIN_USERNAME, 'a-new-password-2');
    await expect(signIn(again.url, ADMIN.ADMIN_USERNAME, ADMIN.ADMIN_PASSWORD)).rejects.toThrow(/401/);
  }, 180_000);
});

describe('start-up refusals', () => {
  it('a taken port is reported in one line before the database is opened', async () => {
    const holder = http.createServer();
    await new Promise<void>((r) => holder.listen(0, '127.0.0.1', r));
    cleanups.push(() => new Promise((r) => holder.close(r)));
    const port = (holder.address() as { port: number }).port;
    const dataDir = tempDir('port');
    const run = await runServerExpectingExit({ DATA_DIR: dataDir, PORT: String(port) });
    console.log(`port taken: exit ${run.code}: ${run.output.trim()}`);
    expect(run.code).toBe(1);
    expect(run.output.trim()).toBe(`Cannot start: port ${port} is already in use — set PORT to a free port, or stop the program using it`);
    expect(existsSync(path.join(dataDir, 'pglite'))).toBe(false);
    expect(existsSync(path.join(dataDir, 'lock'))).toBe(false);
  });

  const badSettings: { setting: string; env: Record<string, string>; message: RegExp }[] = [
    { setting: 'DATABASE_URL=not a url', env: { DATABASE_URL: 'not a url' }, message: /DATABASE_URL is not a valid PostgreSQL URL/ },
    { setting: 'DATABASE_URL=mysql://…', env: { DATABASE_URL: 'mysql://db-host/agency' }, message: /DATABASE_URL is not a valid PostgreSQL URL/ },
    { setting: 'DATA_DIR=/proc/nope', env: { DATA_DIR: '/proc/nope' }, message: /DATA_DIR: \/proc\/nope cannot be created \(ENOENT\)/ },
    { setting: 'DATA_DIR under a file', env: { DATA_DIR: '/etc/hostname/data' }, message: /DATA_DIR: \/etc\/hostname\/data cannot be created/ },
    // Issue 19: links in e-mails would otherwise come from whatever Host a request claims.
    { setting: 'NODE_ENV=production without PUBLIC_URL', env: { NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(40), DATA_DIR: tempDir('public-url') }, message: /PUBLIC_URL is required when NODE_ENV=production: the site.s public origin/ },
  ];
  it.each(badSettings)('$setting stops the start at once with a message naming the variable', async ({ env, message }) => {
    const run = await runServerExpectingExit(env, 15_000);
    console.log(`${JSON.stringify(env)}: exit ${run.code} after ${run.ms} ms: ${run.output.trim().replace(/\n\s*/g, ' | ')}`);
    expect(run.code).toBe(1);
    expect(run.output).toMatch(message);
    expect(run.output).not.toMatch(/\bat .*\.js:\d+/); // no stack trace
    expect(run.ms).toBeLessThan(10_000);
  });
});

it('SIGTERM with keep-alive clients under load: responses say Connection: close, no client sees a reset', async () => {
  const server = await start({ DATA_DIR: tempDir('keepalive') });
  const agent = new http.Agent({ keepAlive: true, maxSockets: 16 });
  const errors: string[] = [];
  let answered = 0;
  let answeredAfterSignal = 0;
  let closeHeaders = 0;
  let signalled = false;
  const get = (p: string) =>
    new Promise<void>((resolve) => {
      const req = http.get({ host: '127.0.0.1', port: server.port, path: p, agent }, (res) => {
        res.resume();
        res.on('end', () => {
          answered++;
          if (signalled) answeredAfterSignal++;
          if (res.headers.connection === 'close') closeHeaders++;
          resolve();
        });
        res.on('error', (e: NodeJS.ErrnoException) => (errors.push(e.code ?? e.message), resolve()));
      });
      req.on('error', (e: NodeJS.ErrnoException) => (errors.push(e.code ?? e.message), resolve()));
    });
  const worker = async (i: number) => {
    for (;;) {
      const before = errors.length;
      await get(i % 2 ? '/api/health' : '/pricing');
      if (errors.length > before) return; // e.g. refused once the listener is closed: the load balancer's retry case
    }
  };
  const workers = Array.from({ length: 16 }, (_, i) => worker(i));
  await new Promise((r) => setTimeout(r, 1500));
  signalled = true;
  server.child.kill('SIGTERM');
  await Promise.all(workers);
  const code = await server.exited;
  agent.destroy();
  const resets = errors.filter((e) => e !== 'ECONNREFUSED');
  console.log(
    `SIGTERM with keep-alive clients: ${answered} answered (${answeredAfterSignal} after the signal, ${closeHeaders} with Connection: close); ` +
      `errors: ${errors.length} (${[...new Set(errors)].join(', ') || 'none'}); resets ${resets.length}; exit code ${code}`,
  );
  expect(resets).toEqual([]);
  expect(closeHeaders).toBeGreaterThan(0);
  expect(code).toBe(0);
}, 120_000);

/** Until the server answers its "Starting" 503 (port bound, database not ready yet). */
async function untilStarting(server: ServerProcess): Promise<void> {
  for (;;) {
    if (server.child.exitCode !== null) throw new Error(`server exited during start-up\n${server.output.join('')}`);
    const res = await fetch(`${server.url}/api/health`).catch(() => null);
    const text = await res?.text();
    if (res?.status === 503 && text?.startsWith('Starting')) return;
    if (res?.status === 200) throw new Error('the start finished before the test could signal it');
    await new Promise((r) => setTimeout(r, 20));
  }
}

/**
 * SIGTERM while `server` is starting, with a connection open: once the server has logged the signal, a request is sent
 * on that connection. Resolves with what that request got (an HTTP status line, or the socket error) and the exit code.
 */
async function signalDuringStart(server: ServerProcess): Promise<{ answer: string; code: number | null }> {
  await untilStarting(server);
  const socket = net.connect(server.port, '127.0.0.1');
  await new Promise<void>((resolve, reject) => socket.once('connect', resolve).once('error', reject));
  let received = '';
  const answered = new Promise<string>((resolve) => {
    socket.on('data', (d: Buffer) => (received += d.toString()));
    socket.on('error', (e: NodeJS.ErrnoException) => resolve(e.code ?? e.message));
    socket.on('close', () => resolve(received.split('\r\n')[0] || 'closed without an answer'));
  });
  server.child.kill('SIGTERM');
  while (!/during start-up/.test(server.output.join('')) && server.child.exitCode === null) await new Promise((r) => setTimeout(r, 10));
  socket.write(`GET /api/health HTTP/1.1\r\nHost: 127.0.0.1:${server.port}\r\n\r\n`, () => undefined);
  const answer = await answered;
  return { answer, code: await server.exited };
}

describe('a stop signal during start-up', () => {
  it('embedded database: SIGTERM while it opens and migrates ends the start with exit 0, the open connection answered, the lock released; the next start is whole', async () => {
    const dataDir = tempDir('start-signal');
    const server = await launchServer({ ...ADMIN, DATA_DIR: dataDir, DEMO_CONTENT: 'true', LOG_LEVEL: 'info' });
    cleanups.push(() => server.stop());
    const { answer, code } = await signalDuringStart(server);
    const output = server.output.join('');
    console.log(`SIGTERM during start-up (PGlite): exit ${code}; the open connection got: ${answer}; ${/stopped during start-up/.test(output) ? 'stopped during start-up' : 'stopped after start-up'}`);
    expect(code).toBe(0);
    expect(answer).toBe('HTTP/1.1 503 Service Unavailable');
    expect(output).toMatch(/"msg":"stopped during start-up"/);
    expect(existsSync(path.join(dataDir, 'lock'))).toBe(false);
    const again = await start({ DATA_DIR: dataDir, DEMO_CONTENT: 'true' });
    await signIn(again.url, ADMIN.ADMIN_USERNAME, ADMIN.ADMIN_PASSWORD);
  }, 180_000);

  it.skipIf(!process.env.TEST_DATABASE_URL)('PostgreSQL: SIGTERM while waiting for another instance\'s migrations ends the start with exit 0, nothing left connected; the next start is whole (needs TEST_DATABASE_URL)', async () => {
    const db = (await temporaryPostgres('agency_chaos_start'))!;
    cleanups.push(() => db.drop());
    // Another instance migrating: the start waits for the migration lock (src/server/db/database.ts).
    const other = new pg.Client({ connectionString: db.url });
    await other.connect();
    cleanups.push(() => other.end());
    await other.query('select pg_advisory_lock(727001)');
    const server = await launchServer({ ...ADMIN, DATABASE_URL: db.url, DATA_DIR: tempDir('pg-start-signal'), LOG_LEVEL: 'info' });
    cleanups.push(() => server.stop());
    const { answer, code } = await signalDuringStart(server);
    console.log(`SIGTERM during start-up (PostgreSQL, waiting for the migration lock): exit ${code}; the open connection got: ${answer}`);
    expect(code).toBe(0);
    expect(answer).toBe('HTTP/1.1 503 Service Unavailable');
    expect(server.output.join('')).toMatch(/"msg":"stopped during start-up"/);
    const connected = async () =>
      (await other.query<{ n: number }>('select count(*)::int as n from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()', [db.name])).rows[0]!.n;
    await expect.poll(connected).toBe(0);
    await other.query('select pg_advisory_unlock(727001)');
    const again = await start({ DATABASE_URL: db.url, DATA_DIR: tempDir('pg-start-again') });
    await signIn(again.url, ADMIN.ADMIN_USERNAME, ADMIN.ADMIN_PASSWORD);
  }, 180_000);
});

describe('backups of the embedded database', () => {
  it('backup while the server runs, restore into a new folder, start on it: every row is there; damaged files refused, folder unchanged', async () => {
    const dataDir = tempDir('backup-source');
    const server = await start({ DATA_DIR: dataDir });
    const cookie = await signIn(server.url, ADMIN.ADMIN_USERNAME, ADMIN.ADMIN_PASSWORD);
    await sendMessages(server.url, 0, 25);
    for (let i = 0; i < 10; i++) expect((await post(`${server.url}/api/admin/clients`, { name: `Klient zálohy ${i}`, email: `k${i}@example.cz` }, cookie)).status).toBe(201);
    const messages = await list<Record<string, unknown>>(server.url, cookie, 'messages');
    const clients = await list<Record<string, unknown>>(server.url, cookie, 'clients');

    const backups = tempDir('backups');
    const made = await runCli('backup', [backups], { DATA_DIR: dataDir });
    console.log(`backup while running: exit ${made.code}: ${made.stdout.trim()} ${made.stderr.trim()}`);
    expect(made.code).toBe(0);
    expect(made.stdout).toContain(`from the running server (pid ${server.child.pid})`);
    const [file] = readdirSync(backups);
    expect(file).toMatch(/^agency-\d{4}-\d\d-\d\dT\d{6}Z\.tar\.gz$/);
    const backupFile = path.join(backups, file!);
    await signIn(server.url, ADMIN.ADMIN_USERNAME, ADMIN.ADMIN_PASSWORD); // still serving
    expect(await server.stop()).toBe(0);

    // Damaged and foreign files, and a restore while a server runs: refused, nothing changes.
    const target = tempDir('restore-target');
    const occupant = await start({ DATA_DIR: target });
    const occupied = await runCli('restore', [backupFile], { DATA_DIR: target });
    console.log(`restore while running: exit ${occupied.code}: ${occupied.stderr.trim()}`);
    expect(occupied.code).toBe(1);
    expect(occupied.stderr).toContain(`stop the server first (pid ${occupant.child.pid})`);
    expect(await occupant.stop()).toBe(0);
    const untouched = snapshot(target);
    const bytes = readFileSync(backupFile);
    const truncated = path.join(backups, 'truncated.tar.gz');
    writeFileSync(truncated, bytes.subarray(0, Math.floor(bytes.length / 2)));
    const foreign = path.join(backups, 'foreign.tar.gz');
    writeFileSync(foreign, readFileSync(path.join(process.env.DIST_DIR || 'dist', 'server/social-card.png')));
    const foreignTarGz = path.join(backups, 'foreign-archive.tar.gz');
    writeFileSync(foreignTarGz, gzipSync(readFileSync('package.json')));
    for (const bad of [truncated, foreign, foreignTarGz, path.join(backups, 'missing.tar.gz')]) {
      const refused = await runCli('restore', [bad], { DATA_DIR: target });
      console.log(`restore ${path.basename(bad)}: exit ${refused.code}: ${refused.stderr.trim()}`);
      expect(refused.code).toBe(1);
      expect(refused.stderr).toMatch(/^Not restored: .*: .+\. Nothing was changed\.$/m);
      expect(snapshot(target)).toEqual(untouched);
    }

    // A new, empty folder: restored, and the server started on it finds every row.
    const fresh = path.join(tempDir('restore-new'), 'data');
    const restored = await runCli('restore', [backupFile], { DATA_DIR: fresh });
    console.log(`restore into a new folder: exit ${restored.code}: ${restored.stdout.trim()}`);
    expect(restored.code).toBe(0);
    const revived = await start({ DATA_DIR: fresh, ADMIN_USERNAME: '', ADMIN_PASSWORD: '' });
    const cookie2 = await signIn(revived.url, ADMIN.ADMIN_USERNAME, ADMIN.ADMIN_PASSWORD);
    expect(await list(revived.url, cookie2, 'messages')).toEqual(messages);
    expect(await list(revived.url, cookie2, 'clients')).toEqual(clients);
    expect(messages).toHaveLength(25);
    expect(clients).toHaveLength(10);
  }, 240_000);

  it('backup with the server stopped takes the lock itself, and the backup restores over existing data (previous folder kept)', async () => {
    const dataDir = tempDir('backup-stopped');
    const server = await start({ DATA_DIR: dataDir });
    const ids = await sendMessages(server.url, 0, 4);
    expect(await server.stop()).toBe(0);
    const backups = tempDir('backups-stopped');
    const made = await runCli('backup', [path.join(backups, 'copy.tar.gz')], { DATA_DIR: dataDir });
    expect(made.code).toBe(0);
    expect(made.stdout).toContain('from the stopped database');

    const later = await start({ DATA_DIR: dataDir });
    await sendMessages(later.url, 4, 2); // written after the backup
    expect(await later.stop()).toBe(0);
    const restored = await runCli('restore', [path.join(backups, 'copy.tar.gz')], { DATA_DIR: dataDir });
    expect(restored.code).toBe(0);
    expect(restored.stdout).toMatch(/is kept in .*pglite\.before-restore-/);
    const back = await start({ DATA_DIR: dataDir });
    const cookie = await signIn(back.url, ADMIN.ADMIN_USERNAME, ADMIN.ADMIN_PASSWORD);
    expect((await list<{ id: number }>(back.url, cookie, 'messages')).map((m) => m.id).sort((a, b) => a - b)).toEqual(ids);
  }, 240_000);
});

const postgresReason = 'TEST_DATABASE_URL is not set: the dropped-PostgreSQL-connection test needs a PostgreSQL server';
if (!process.env.TEST_DATABASE_URL) console.log(`chaos: skipped — ${postgresReason}`);

describe.skipIf(!process.env.TEST_DATABASE_URL)('PostgreSQL connections dropped (needs TEST_DATABASE_URL)', () => {
  it('every connection of the database terminated while idle and between requests: the server keeps serving', async () => {
    const db = (await temporaryPostgres('agency_chaos'))!;
    cleanups.push(() => db.drop());
    const server = await start({ DATABASE_URL: db.url, DATA_DIR: tempDir('pg'), LOG_LEVEL: 'error' });
    const cookie = await signIn(server.url, ADMIN.ADMIN_USERNAME, ADMIN.ADMIN_PASSWORD);
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    cleanups.push(() => admin.end());
    const terminateAll = async () => {
      const { rows } = await admin.query<{ n: number }>(
        'select count(pg_terminate_backend(pid))::int as n from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
        [db.name],
      );
      await new Promise((r) => setTimeout(r, 300)); // the pool hears of it
      return rows[0]!.n;
    };

    // Idle: a burst opens several pooled connections, then all of them are cut.
    await Promise.all(Array.from({ length: 8 }, () => list(server.url, cookie, 'clients')));
    const idleCut = await terminateAll();
    expect(idleCut).toBeGreaterThan(0);
    expect(server.child.exitCode).toBeNull();
    expect(await list(server.url, cookie, 'clients')).toEqual([]);

    // Between requests, again and again.
    let cut = 0;
    for (let i = 0; i < 5; i++) {
      expect((await post(`${server.url}/api/admin/clients`, { name: `Po výpadku ${i}`, email: `p${i}@example.cz` }, cookie)).status).toBe(201);
      cut += await terminateAll();
      expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
    }
    expect(await list(server.url, cookie, 'clients')).toHaveLength(5);
    expect(server.child.exitCode).toBeNull();
    console.log(`dropped PostgreSQL connections: ${idleCut} cut while idle, ${cut} between requests; server still serving`);
    expect(server.output.join('')).toMatch(/database connection lost/);
  }, 120_000);
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('PostgreSQL connections dropped during writes (needs TEST_DATABASE_URL)', () => {
  it('12 writers while every backend is terminated every 300 ms for 10 s: the server lives and answers; every answer is 201 or 503 + Retry-After; each client is stored with its audit entry or not at all', async () => {
    const db = (await temporaryPostgres('agency_chaos_writes'))!;
    cleanups.push(() => db.drop());
    const server = await start({ DATABASE_URL: db.url, DATA_DIR: tempDir('pg-writes'), LOG_LEVEL: 'warn' });
    const cookie = await signIn(server.url, ADMIN.ADMIN_USERNAME, ADMIN.ADMIN_PASSWORD);
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    cleanups.push(() => admin.end());

    const STORM_MS = 10_000;
    const WRITERS = 12;
    let storming = true;
    let rounds = 0;
    let terminated = 0;
    const storm = (async () => {
      const end = Date.now() + STORM_MS;
      while (Date.now() < end && server.child.exitCode === null) {
        const { rows } = await admin.query<{ n: number }>(
          'select count(pg_terminate_backend(pid))::int as n from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
          [db.name],
        );
        rounds++;
        terminated += rows[0]!.n;
        await new Promise((r) => setTimeout(r, 300));
      }
      storming = false;
    })();

    const statuses = new Map<string, number>();
    const count = (key: string) => statuses.set(key, (statuses.get(key) ?? 0) + 1);
    const acknowledged: { id: number; name: string }[] = [];
    let retried = 0;
    let without503RetryAfter = 0;
    // Each writer creates clients one after another; a write answered 503 is sent again until it is answered 201.
    const writer = async (w: number) => {
      for (let i = 0; storming; i++) {
        const name = `Bouře ${w}-${i}`;
        for (let attempt = 0; ; attempt++) {
          if (attempt > 0) retried++;
          let res: Response;
          try {
            res = await fetch(`${server.url}/api/admin/clients`, {
              method: 'POST',
              headers: { 'content-type': 'application/json', cookie },
              body: JSON.stringify({ name, email: `w${w}-${i}@example.cz` }),
              signal: AbortSignal.timeout(30_000), // a request that hangs (e.g. a pool full of dead connections) fails
            });
          } catch (err) {
            count(`fetch failed: ${(err as { cause?: { code?: string } }).cause?.code ?? String(err)}`);
            if (server.child.exitCode !== null) return;
            continue;
          }
          count(String(res.status));
          if (res.status === 201) {
            acknowledged.push({ id: ((await res.json()) as { id: number }).id, name });
            break;
          }
          await res.body?.cancel();
          if (res.status !== 503) break;
          if (!res.headers.get('retry-after')) without503RetryAfter++;
          if (server.child.exitCode !== null) return;
        }
      }
    };
    let healthAnswers = 0;
    const healthFailures: string[] = [];
    const health = (async () => {
      while (storming) {
        try {
          const res = await fetch(`${server.url}/api/health`);
          await res.body?.cancel();
          healthAnswers++;
          if (res.status !== 200 && res.status !== 503) healthFailures.push(String(res.status));
        } catch (err) {
          healthFailures.push((err as { cause?: { code?: string } }).cause?.code ?? String(err));
        }
        await new Promise((r) => setTimeout(r, 100));
      }
    })();
    await Promise.all([storm, health, ...Array.from({ length: WRITERS }, (_, w) => writer(w))]);

    const alive = server.child.exitCode === null && server.child.signalCode === null;
    const check = new pg.Client({ connectionString: db.url });
    await check.connect();
    cleanups.push(() => check.end());
    const { rows: stored } = await check.query<{ id: number; name: string; audited: boolean }>(
      `select c.id, c.name, exists (select 1 from audit_log a where a.entity = 'client' and a.action = 'create' and a.entity_id = c.id::text) as audited
       from clients c`,
    );
    const storedIds = new Set(stored.map((c) => c.id));
    const lost = acknowledged.filter((a) => !storedIds.has(a.id));
    const unaudited = stored.filter((c) => !c.audited);
    // A commit whose answer was cut off is reported 503 although it happened: the retry then stores the name again.
    const twice = stored.length - new Set(stored.map((c) => c.name)).size;
    console.log(
      `writes under terminated backends: ${WRITERS} writers, ${rounds} termination rounds (${terminated} backends terminated) in ${STORM_MS / 1000} s; ` +
        `answers ${JSON.stringify(Object.fromEntries(statuses))}; ${retried} retries; ${acknowledged.length} acknowledged, ` +
        `${stored.length} stored (${twice} stored twice after a lost commit answer), ${lost.length} acknowledged but missing, ` +
        `${unaudited.length} without audit entry; health answered ${healthAnswers} times (${healthFailures.length} failures); ` +
        `server ${alive ? 'alive' : `dead (exit ${server.child.exitCode ?? server.child.signalCode})`}`,
    );
    if (!alive) console.log(server.output.join('').slice(-2000));
    expect(alive).toBe(true);
    expect([...statuses.keys()].sort()).toEqual(expect.arrayContaining(['201']));
    expect([...statuses.keys()].filter((s) => s !== '201' && s !== '503')).toEqual([]);
    expect(statuses.get('503') ?? 0).toBeGreaterThan(0); // the storm did interrupt writes
    expect(without503RetryAfter).toBe(0);
    expect(healthFailures).toEqual([]);
    expect(lost).toEqual([]);
    expect(unaudited).toEqual([]);
    // After the storm: serving normally, every write succeeds at once.
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
    expect((await post(`${server.url}/api/admin/clients`, { name: 'Po bouři', email: 'po@example.cz' }, cookie)).status).toBe(201);
  }, 180_000);
});
