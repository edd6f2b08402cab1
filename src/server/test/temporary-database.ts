/**
 * Temporary databases for every kind of test (API tests, e2e, benchmarks): a PGlite data folder, or a PostgreSQL
 * database created on TEST_DATABASE_URL's server and dropped by the one drop below. Imports nothing of the app at run
 * time (the types only), so processes that run the built server (e2e, bench) can use it too.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { DatabaseLocation } from '../db/database';

/** Which database the API tests run on: PGlite, or PostgreSQL with TEST_DB=postgres. */
export function testDatabaseKind(): 'pglite' | 'postgres' {
  return process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';
}

export interface TemporaryDataDir {
  dataDir: string;
  /** Deletes the folder and everything in it (harmless when already gone). */
  remove(): void;
}

/** A fresh empty folder under the system's temporary folder, e.g. a PGlite data folder or a server's DATA_DIR. */
export function temporaryDataDir(prefix: string): TemporaryDataDir {
  const dataDir = mkdtempSync(path.join(tmpdir(), `${prefix}-`));
  return { dataDir, remove: () => rmSync(dataDir, { recursive: true, force: true }) };
}

export interface TemporaryPostgres {
  /** Connection string of the new database. */
  url: string;
  /** Its name (e.g. to count its connections in pg_stat_activity). */
  name: string;
  location: DatabaseLocation;
  /** Waits briefly for its connections to close, ends those still open, and drops the database. */
  drop(): Promise<void>;
}

async function withServer<T>(baseUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * The one drop of a temporary PostgreSQL database. A pool's end() resolves while its connections are still closing,
 * and a server process stopped by a test may leave its backends for a moment: ending them at once would surface as
 * 57P01 errors in whoever still reads them. So wait up to a second for them to go, then end the leftovers
 * (pg_terminate_backend) and drop the database (WITH (FORCE) ends any that connect in between).
 */
async function dropDatabase(baseUrl: string, name: string): Promise<void> {
  await withServer(baseUrl, async (client) => {
    const open = async () =>
      (await client.query<{ n: number }>('select count(*)::int as n from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()', [name])).rows[0]?.n ?? 0;
    for (let i = 0; i < 40 && (await open()) > 0; i++) await new Promise((resolve) => setTimeout(resolve, 25));
    await client.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()', [name]);
    await client.query(`drop database if exists ${name} with (force)`);
  });
}

/**
 * Migrated templates, made once per run of the API tests (src/server/test/api-global-setup.ts) and named to its
 * workers in these variables: a database opened from one starts with every migration applied, instead of running them
 * all again (seconds per database). The migrations still run on opening: a template that lacks one gets it then.
 */
export const TEMPLATE_ENV = {
  /** A PostgreSQL database on TEST_DATABASE_URL's server that nobody connects to: `create database … template` it. */
  postgres: 'TEST_POSTGRES_TEMPLATE',
  /** A file holding a migrated in-memory PGlite's data folder (dumpDataDir's tar archive). */
  pglite: 'TEST_PGLITE_TEMPLATE',
} as const;

const plainName = (name: string) => /^[a-z_][a-z0-9_]*$/.test(name);

let pgliteImage: Blob | undefined;
/** The migrated PGlite data folder to start an in-memory database from, when this run made one (read once). */
export function pgliteTemplateImage(): Blob | undefined {
  const file = process.env[TEMPLATE_ENV.pglite];
  if (!file) return undefined;
  pgliteImage ??= new Blob([readFileSync(file)]);
  return pgliteImage;
}

export interface TemporaryPostgresOptions {
  /**
   * Copy this run's migrated template (TEMPLATE_ENV.postgres) when there is one, for callers that open the database
   * with openDatabase anyway; by default the database is empty (tests of the migrations themselves).
   */
  migrated?: boolean;
}

/** A fresh PostgreSQL database on TEST_DATABASE_URL's server, or null when that variable is not set. */
export async function temporaryPostgres(prefix = 'agency_test', options: TemporaryPostgresOptions = {}): Promise<TemporaryPostgres | null> {
  const baseUrl = process.env.TEST_DATABASE_URL;
  if (!baseUrl) return null;
  if (!plainName(prefix)) throw new Error(`not a plain database name prefix: ${prefix}`);
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const template = options.migrated ? process.env[TEMPLATE_ENV.postgres] : undefined;
  if (template !== undefined && !plainName(template)) throw new Error(`not a plain template database name: ${template}`);
  await withServer(baseUrl, (client) => client.query(`create database ${name}${template ? ` template ${template}` : ''}`));
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), name, location: { kind: 'postgres', url: url.toString() }, drop: () => dropDatabase(baseUrl, name) };
}

/** As temporaryPostgres, for tests that need it: throws, saying what to set, when TEST_DATABASE_URL is missing. */
export async function createTemporaryPostgres(prefix = 'agency_test', options: TemporaryPostgresOptions = {}): Promise<TemporaryPostgres> {
  const database = await temporaryPostgres(prefix, options);
  if (!database) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/test)');
  return database;
}

/**
 * A database that outlives one server or one open handle, on the kind the tests run on (testDatabaseKind): a PGlite
 * data folder, or a temporary PostgreSQL database. drop() removes it.
 */
export async function lastingDatabase(prefix: string): Promise<{ location: DatabaseLocation; drop: () => Promise<void> }> {
  if (testDatabaseKind() === 'postgres') return createTemporaryPostgres(prefix.replaceAll('-', '_'), { migrated: true });
  const folder = temporaryDataDir(prefix);
  return { location: { kind: 'pglite', dataDir: folder.dataDir }, drop: async () => folder.remove() };
}
