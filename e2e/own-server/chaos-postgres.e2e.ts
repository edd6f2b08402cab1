/**
 * Chaos at the process level, against the production build, on PostgreSQL (TEST_DATABASE_URL): every connection of
 * the database terminated, idle and between requests — the server keeps serving; and terminated again and again while
 * many writers are mid-transaction — every answer is 201 or 503 (with Retry-After), retries succeed, each client is
 * stored with its audit entry or not at all.
 */
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { signIn } from '../../src/server/test/server-process';
import { temporaryPostgres } from '../../src/server/test/temporary-database';
import { ADMIN, chaosKit, list, post } from '../support/chaos';

const { cleanups, tempDir, start } = chaosKit();

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
