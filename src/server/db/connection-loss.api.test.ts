/**
 * A PostgreSQL connection lost in the middle of a write (issue 19, item 1): the backend serving a request's transaction
 * is terminated from another connection. The process lives on, the request is answered 503 with Retry-After and
 * logged without its data, nothing of the transaction is kept, and the request sent again succeeds.
 */
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../logger';
import { skipUnlessPostgres, startTestServer, testDatabaseKind, type TestServer } from '../test/test-server';
import { ConnectionPool } from './connection-pool';
import { databaseStats } from './database';
import { isConnectionLost } from './pg-errors';
import { auditLog, clients } from './schema';

const WHY = 'terminates the PostgreSQL backend that serves a request; the embedded database has no server connection to lose';
const logLines: string[] = [];
let server: TestServer;
/** A connection of the test's own to the app's database: holds locks, terminates the app's backends. */
let other: pg.Client;

beforeAll(async () => {
  if (testDatabaseKind() !== 'postgres') return;
  server = await startTestServer({ logger: createLogger('info', { write: (line: string) => void logLines.push(line) }) });
  if (server.location.kind !== 'postgres') throw new Error('expected a PostgreSQL test database');
  other = new pg.Client({ connectionString: server.location.url });
  await other.connect();
});
afterAll(async () => {
  await other?.end();
  await server?.close();
});

/** The app's backend that waits for a lock (its transaction is under way), found by polling. */
async function blockedBackend(): Promise<number> {
  for (;;) {
    const { rows } = await other.query<{ pid: number }>(
      `select pid from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock' and pid <> pg_backend_pid()`,
    );
    if (rows[0]) return rows[0].pid;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe(`a database connection lost during a write (${testDatabaseKind()})`, () => {
  it('the backend is terminated between the client insert and its audit entry: 503 with Retry-After, nothing kept, the app serves on, the retry succeeds', async (ctx) => {
    skipUnlessPostgres(ctx, WHY);
    const admin = await server.signedInClient('conn-loss-admin');
    const input = { name: 'Přerušená Zápisová', email: 'preruseni@example.cz', internalNotes: 'tajná poznámka' };

    // The audit log locked by another transaction: the app's transaction inserts the client, then waits for the
    // audit entry's insert — and its connection is cut right there.
    await other.query('begin');
    await other.query('lock table audit_log in exclusive mode');
    const pending = admin.post('/api/admin/clients', input);
    const pid = await blockedBackend();
    await other.query('select pg_terminate_backend($1)', [pid]);
    const res = await pending;
    await other.query('rollback');

    expect(res.status, res.text).toBe(503);
    expect(res.headers.get('retry-after')).toBe('1');
    expect(res.body).toEqual({ message: 'The database is unavailable for a moment: try again', error: 'The database is unavailable for a moment: try again' });
    // Nothing half-written: the client insert went with its transaction.
    expect(await server.db.select().from(clients).where(eq(clients.email, input.email))).toEqual([]);
    // Logged as an interrupted request, without the request's data.
    const entry = logLines.map((line) => JSON.parse(line) as Record<string, unknown>).find((e) => e.msg === 'request interrupted: database connection lost');
    expect(entry, logLines.join('')).toMatchObject({ level: 40, method: 'POST', path: '/api/admin/clients' });
    expect(entry!.reason).toMatch(/^(57P01|Connection terminated unexpectedly|Client has encountered a connection error and is not queryable)$/);
    expect(logLines.join('')).not.toMatch(/Přerušená|preruseni@|tajná/);

    // The app serves on, and the same request sent again is stored with its audit entry.
    expect((await admin.get('/api/health')).status).toBe(200);
    const retry = await admin.post('/api/admin/clients', input);
    expect(retry.status, retry.text).toBe(201);
    const stored = await server.db.select().from(clients).where(eq(clients.email, input.email));
    expect(stored.map((c) => c.id)).toEqual([retry.body.id]);
    const audit = await server.db.select().from(auditLog).where(eq(auditLog.entityId, String(retry.body.id)));
    expect(audit).toMatchObject([{ entity: 'client', action: 'create' }]);
  });

  it('a transaction whose connection is cut between two statements fails with a connection error; the process lives and the connection is given back at once', async (ctx) => {
    skipUnlessPostgres(ctx, WHY);
    const inUse = () => {
      const stats = databaseStats(server.db);
      return stats?.kind === 'postgres' ? stats.total - stats.idle : NaN;
    };
    const outcome = await server.db
      .transaction(async (tx) => {
        const { rows } = (await tx.execute(sql`select pg_backend_pid() as pid`)) as unknown as { rows: { pid: number }[] };
        expect(inUse()).toBe(1);
        // Terminated while no statement runs: pg reports it as an 'error' event on the checked-out client, which
        // without a listener of its own ended the process ("Unhandled 'error' event").
        await other.query('select pg_terminate_backend($1)', [rows[0]!.pid]);
        // Heard, and the dead connection given back to the pool while this transaction still holds it.
        await expect.poll(inUse).toBe(0);
        await tx.insert(clients).values({ name: 'Nikdy', email: 'nikdy@example.cz' });
      })
      .then(
        () => 'committed',
        (err: unknown) => (isConnectionLost(err) ? 'connection lost' : String(err)),
      );
    expect(outcome).toBe('connection lost');
    expect(await server.db.select().from(clients).where(eq(clients.email, 'nikdy@example.cz'))).toEqual([]);
    expect(inUse()).toBe(0);
    expect((await server.client().get('/api/health')).status).toBe(200);
  });

  it('a checked-out connection that dies frees its slot even if its holder never gives it back (Drizzle when BEGIN fails); a late release is harmless', async (ctx) => {
    skipUnlessPostgres(ctx, WHY);
    const lost: Error[] = [];
    const pool = new ConnectionPool({ connectionString: (server.location as { url: string }).url, max: 1 }, (err) => lost.push(err));
    try {
      const held = await pool.connect();
      const { rows } = await held.query<{ pid: number }>('select pg_backend_pid() as pid');
      await other.query('select pg_terminate_backend($1)', [rows[0]!.pid]);
      await expect.poll(() => lost.length).toBeGreaterThan(0);
      expect(lost[0]!.message).toMatch(/terminating connection due to administrator command|Connection terminated unexpectedly/);
      expect(pool.totalCount).toBe(0);
      // One connection at most: this query runs only because the dead one's slot was freed.
      expect((await pool.query<{ one: number }>('select 1 as one')).rows).toEqual([{ one: 1 }]);
      expect(await held.query('select 1').then(() => 'answered', (err: unknown) => isConnectionLost(err))).toBe(true);
      held.release();
      expect((await pool.query<{ one: number }>('select 1 as one')).rows).toEqual([{ one: 1 }]);
    } finally {
      await pool.end();
    }
  });
});
