/**
 * Chaos at the process level, against the production build — starting and stopping:
 *   - start-up refusals (port taken, bad DATABASE_URL, unusable DATA_DIR, production without PUBLIC_URL): one clear
 *     line, exit 1, no database;
 *   - SIGTERM with keep-alive clients under load: `Connection: close`, no connection reset;
 *   - SIGTERM during start-up (migrations, warm-up): the start ends cleanly — exit 0, lock released, an open connection
 *     answered, not reset — and the next start finds everything in order (PostgreSQL too, with TEST_DATABASE_URL).
 */
import http from 'node:http';
import net from 'node:net';
import { existsSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { launchServer, runServerExpectingExit, signIn, type ServerProcess } from '../../src/server/test/server-process';
import { temporaryPostgres } from '../../src/server/test/temporary-database';
import { ADMIN, chaosKit } from '../support/chaos';

const { cleanups, tempDir, start } = chaosKit();

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

