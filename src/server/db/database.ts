/** Opens the database: embedded PostgreSQL (PGlite) in a folder by default, real PostgreSQL when a URL is given. */
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { projectRoot } from '../project-root';
import { acquireDataDirLock, type DataDirLock } from '../runtime/data-dir-lock';
import { ConnectionPool } from './connection-pool';
import { vacuumTables, type RunSql } from './startup-vacuum';
import { PGLITE_EXTENSIONS } from './pglite-extensions';
import { turnQueue } from '../runtime/abandoned-reads';
import * as schema from './schema';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/** The rows of a raw query (`db.execute`), on both drivers: node-postgres answers `{ rows }`, PGlite's Drizzle driver the rows. */
export const resultRows = <T>(result: unknown): T[] => (result as { rows?: T[] }).rows ?? (result as T[]);

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
  /** Embedded database only: a consistent copy of its data folder as a tar archive (src/server/runtime/backup.ts). */
  dumpDataDir?(): Promise<Uint8Array>;
}

export interface OpenOptions {
  /**
   * PostgreSQL: a pooled connection failed (the server ended it, the network dropped), idle or in use. The pool has
   * discarded it and opens a fresh one for the next query; the queries that were on it failed (src/server/db/connection-pool.ts).
   */
  onConnectionError?(err: Error): void;
  /**
   * Stops the opening while it waits for another instance's migrations (PostgreSQL): the opening then fails with the
   * signal's reason, having closed what it opened. Migrations already running are finished, never cut.
   */
  signal?: AbortSignal;
  /**
   * PGlite: start a database that does not exist yet — in memory, or in a data folder that holds none — from this data
   * folder (a tar archive, as dumpDataDir makes) instead of creating an empty one: the build's migrated image
   * (dist/server/initial-database.tar, cli/initial-database.ts; a first start 4.3 s → 1.5 s) or the tests' template
   * (src/server/test/temporary-database.ts). The migrations it lacks still run. A folder that holds a database ignores it.
   */
  pgliteImage?: Blob | (() => Blob | undefined);
}

export type DatabaseLocation =
  /**
   * null: in memory (tests). A folder is opened only under its lock (runtime/data-dir-lock.ts): pass the lock when
   * the caller took it already, otherwise it is taken here (DataDirLockedError when another process holds it) and
   * released on close.
   */
  | { kind: 'pglite'; dataDir: string | null; lock?: DataDirLock }
  | { kind: 'postgres'; url: string };

/** Load on the database, for the metrics: the pool (PostgreSQL) or the operations in flight (embedded). */
export type DatabaseStats =
  | { kind: 'postgres'; total: number; idle: number; waiting: number }
  | { kind: 'pglite'; inFlight: number };

const statsOf = new WeakMap<object, () => DatabaseStats>();

/**
 * What a subscriber to a notification channel is told: each notification, and when notifications may have been missed
 * (`lost`: the listening connection failed; `ready`: listening again, or for the first time). Between `lost` and the
 * next `ready` nothing can be relied on to arrive.
 */
export interface NotificationHandlers {
  notify(): void;
  ready(): void;
  lost(): void;
}
type Subscribe = (channel: string, handlers: NotificationHandlers) => Promise<() => Promise<void>>;
const subscribeOf = new WeakMap<object, Subscribe>();

/**
 * Listens to a PostgreSQL notification channel (`LISTEN`, fed by `pg_notify` in triggers) on a database opened by
 * openDatabase: on PostgreSQL over a connection of its own, reopened after a failure; on PGlite in the process.
 * Returns the function that stops listening; undefined for a database not opened by openDatabase.
 */
export function subscribeToNotifications(db: Database, channel: string, handlers: NotificationHandlers): Promise<() => Promise<void>> | undefined {
  return subscribeOf.get(db)?.(channel, handlers);
}

/** How long a failed listening connection waits before it is opened again. */
const RELISTEN_DELAY_MS = 1000;

/** Subscriptions over connections of their own (one per subscription), all stopped when the database is closed. */
function listenOverConnection(url: string): { subscribe: Subscribe; stopAll(): Promise<void> } {
  const active = new Set<() => Promise<void>>();
  const subscribe: Subscribe = async (channel, handlers) => {
    let client: pg.Client | undefined;
    let closed = false;
    let retry: NodeJS.Timeout | undefined;
    const connect = async (): Promise<void> => {
      const next = new pg.Client({ connectionString: url, keepAlive: true });
      const fail = () => {
        if (client !== next) return;
        client = undefined;
        handlers.lost();
        next.end().catch(() => undefined);
        if (!closed) retry = setTimeout(() => void connect().catch(() => undefined), RELISTEN_DELAY_MS).unref();
      };
      client = next;
      next.on('error', fail);
      next.on('end', fail);
      next.on('notification', (message) => {
        if (message.channel === channel) handlers.notify();
      });
      try {
        await next.connect();
        await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      } catch (err) {
        fail();
        throw err;
      }
      if (closed) return void (await next.end().catch(() => undefined));
      if (client === next) handlers.ready();
    };
    const stop = async () => {
      active.delete(stop);
      closed = true;
      clearTimeout(retry);
      const last = client;
      client = undefined;
      await last?.end().catch(() => undefined);
    };
    active.add(stop);
    // A first connection that fails is retried like a lost one (lost() was called; ready() follows when it works).
    await connect().catch(() => undefined);
    return stop;
  };
  return { subscribe, stopAll: async () => void (await Promise.all([...active].map((stop) => stop()))) };
}

/** The load of a database opened by openDatabase (undefined for any other). */
export function databaseStats(db: Database): DatabaseStats | undefined {
  return statsOf.get(db)?.();
}

const migrationsFolder = () => path.join(projectRoot(), 'src/server/db/migrations');
/** Any fixed number: held while migrating so that several instances starting together do not race. */
const MIGRATION_LOCK_KEY = 727_001;

/** How often an instance waiting for another one's migrations asks for the migration lock again. */
const MIGRATION_LOCK_RETRY_MS = 250;

/** How many migrations the database has applied (none before the first: drizzle's table does not exist yet). */
async function appliedMigrations(run: RunSql): Promise<number> {
  const { rows: table } = await run(`select to_regclass('drizzle.__drizzle_migrations') is not null as present`);
  if (!(table[0] && typeof table[0] === 'object' && 'present' in table[0] && table[0].present === true)) return 0;
  const { rows } = await run('select count(*)::int as n from drizzle.__drizzle_migrations');
  return rows[0] && typeof rows[0] === 'object' && 'n' in rows[0] ? Number(rows[0].n) : 0;
}

/**
 * Runs the migrations under an advisory lock, so that several instances starting together do not race. The lock is
 * asked for again and again (not waited for in one statement) so that a stop signal can end the wait between tries.
 */
async function migrateUnderLock(pool: ConnectionPool, signal: AbortSignal | undefined): Promise<void> {
  const lockClient = await pool.connect();
  let locked = false;
  try {
    for (;;) {
      signal?.throwIfAborted();
      const { rows } = await lockClient.query<{ locked: boolean }>('select pg_try_advisory_lock($1) as locked', [MIGRATION_LOCK_KEY]);
      if ((locked = rows[0]!.locked)) break;
      await new Promise((resolve) => setTimeout(resolve, MIGRATION_LOCK_RETRY_MS));
    }
    const run: RunSql = (text, params) => lockClient.query(text, params);
    const appliedBefore = await appliedMigrations(run);
    await migratePg(drizzlePg(lockClient, { schema }), { migrationsFolder: migrationsFolder() });
    // A migration may have rewritten tables, which autovacuum then leaves unvacuumed (startup-vacuum.ts).
    if ((await appliedMigrations(run)) > appliedBefore) await vacuumTables(run);
  } finally {
    if (locked) await lockClient.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
    lockClient.release();
  }
}

export async function openDatabase(location: DatabaseLocation, options: OpenOptions = {}): Promise<DatabaseHandle> {
  if (location.kind === 'postgres') {
    const onError = options.onConnectionError ?? ((err: Error) => console.error(`database connection lost: ${err.message}`));
    // JIT off for the app's sessions: its lists estimate a per-row subquery (a payment status, an amount paid) over
    // every row before their LIMIT, which passes jit_above_cost, and compiling took 0.3–0.7 s of a query that runs in
    // 10–60 ms (decision 034). No parallel workers either: the same estimates made a page of 50 start two workers
    // (invoices sorted by client: 15 ms before the first row, p95 75 ms; alone 14) — a request is small, and the
    // requests of other people are what the cores are for.
    const pool = new ConnectionPool({ connectionString: location.url, max: 10, options: '-c jit=off -c max_parallel_workers_per_gather=0' }, onError);
    const db = drizzlePg(pool, { schema }) as unknown as Database;
    try {
      await migrateUnderLock(pool, options.signal);
    } catch (err) {
      await pool.end().catch(() => undefined);
      throw err;
    }
    statsOf.set(db, () => ({ kind: 'postgres', total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }));
    const listeners = listenOverConnection(location.url);
    subscribeOf.set(db, listeners.subscribe);
    return {
      db,
      kind: 'postgres',
      close: async () => {
        await listeners.stopAll();
        await pool.end();
      },
    };
  }

  let client: PGlite;
  const ownLock = location.dataDir && !location.lock ? acquireDataDirLock(location.dataDir) : null;
  try {
    const image = () => (typeof options.pgliteImage === 'function' ? options.pgliteImage() : options.pgliteImage);
    if (location.dataDir) {
      const dir = path.join(location.dataDir, 'pglite');
      mkdirSync(dir, { recursive: true });
      const loadDataDir = existsSync(path.join(dir, 'PG_VERSION')) ? undefined : image();
      client = new PGlite(dir, { extensions: PGLITE_EXTENSIONS, ...(loadDataDir ? { loadDataDir } : {}) });
    } else {
      const loadDataDir = image();
      client = new PGlite({ extensions: PGLITE_EXTENSIONS, ...(loadDataDir ? { loadDataDir } : {}) });
    }
    await client.waitReady;
  } catch (err) {
    ownLock?.release();
    throw err;
  }
  skipAbandonedReads(client);
  const inFlight = countInFlight(client);
  const pgliteDb = drizzlePglite(client, { schema });
  await migratePglite(pgliteDb, { migrationsFolder: migrationsFolder() });
  // No autovacuum in the embedded database: the tables that need it are vacuumed and analysed here (startup-vacuum.ts).
  await vacuumTables((text, params) => client.query(text, params));
  statsOf.set(pgliteDb, inFlight);
  subscribeOf.set(pgliteDb, async (channel, handlers) => {
    const stop = await client.listen(channel, () => handlers.notify());
    handlers.ready();
    return async () => {
      if (!client.closed) await stop();
    };
  });
  return {
    db: pgliteDb as unknown as Database,
    kind: 'pglite',
    close: async () => {
      await client.close();
      ownLock?.release();
    },
    dumpDataDir: async () => {
      // The checkpoint writes everything to the data files; inside a transaction of our own no other transaction is
      // half done, and PGlite runs the dump between queries: the copy is what a clean stop would leave.
      await client.query('checkpoint');
      let archive: Blob | undefined;
      await client.transaction(async () => {
        archive = await client.dumpDataDir('none');
      });
      return new Uint8Array(await archive!.arrayBuffer());
    },
  };
}

/**
 * The embedded database's queries and transactions in the order they are given, one at a time (as PGlite runs them
 * anyway), each started only if the read it is for is still wanted: a statement of a read whose client has gone fails
 * with AbandonedReadError instead (src/server/runtime/abandoned-reads.ts).
 */
function skipAbandonedReads(client: PGlite): void {
  const inTurn = turnQueue();
  client.query = inTurn(client.query.bind(client)) as PGlite['query'];
  client.transaction = inTurn(client.transaction.bind(client)) as PGlite['transaction'];
}

/**
 * Counts the queries and transactions the embedded database has been given and not yet finished (it runs one at a
 * time: the rest wait in its queue). Queries inside a transaction count as part of it.
 */
function countInFlight(client: PGlite): () => DatabaseStats {
  let inFlight = 0;
  const track = <A extends unknown[], R>(run: (...args: A) => Promise<R>) =>
    (...args: A): Promise<R> => {
      inFlight++;
      return run(...args).finally(() => inFlight--);
    };
  client.query = track(client.query.bind(client)) as PGlite['query'];
  client.transaction = track(client.transaction.bind(client)) as PGlite['transaction'];
  return () => ({ kind: 'pglite', inFlight });
}

/** A cheap round trip, used by the health check. */
export async function pingDatabase(db: Database): Promise<void> {
  await db.execute(sql`select 1`);
}
