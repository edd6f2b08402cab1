/**
 * For tests of a migration on data written by an earlier schema: a copy of the committed migrations cut at a given
 * one, and an empty database of the kind under test (PGlite in memory, or a temporary PostgreSQL database) that runs
 * them and plain SQL.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { projectRoot } from '../project-root';
import { PGLITE_EXTENSIONS } from '../db/pglite-extensions';
import { createTemporaryPostgres, testDatabaseKind } from './temporary-database';

/** The committed migrations. */
export const MIGRATIONS = path.join(projectRoot(), 'src/server/db/migrations');

export interface MigrationsCopy {
  folder: string;
  remove: () => void;
}

/** A copy of the migrations, the journal cut to its first `count(at)` entries, `at` being the index of `tag`. */
function migrationsCut(tag: string, count: (at: number) => number): MigrationsCopy {
  const folder = mkdtempSync(path.join(tmpdir(), 'migrations-'));
  cpSync(MIGRATIONS, folder, { recursive: true });
  const journalFile = path.join(folder, 'meta/_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] };
  const at = journal.entries.findIndex((e) => e.tag === tag);
  if (at <= 0) throw new Error(`no migration tagged ${tag} after the first one`);
  journal.entries = journal.entries.slice(0, count(at));
  writeFileSync(journalFile, JSON.stringify(journal));
  return { folder, remove: () => rmSync(folder, { recursive: true, force: true }) };
}

/** The migrations as they were before the one tagged `tag`. */
export const migrationsBefore = (tag: string): MigrationsCopy => migrationsCut(tag, (at) => at);

/** The migrations up to and including the one tagged `tag`. */
export const migrationsThrough = (tag: string): MigrationsCopy => migrationsCut(tag, (at) => at + 1);

export type Query = (text: string) => Promise<Record<string, unknown>[]>;

export interface EmptyDatabase {
  migrate: (migrationsFolder: string) => Promise<void>;
  query: Query;
  close: () => Promise<void>;
}

/** A database of the kind under test (TEST_DB), with no tables yet. */
export async function emptyDatabase(): Promise<EmptyDatabase> {
  if (testDatabaseKind() === 'pglite') {
    const client = new PGlite({ extensions: PGLITE_EXTENSIONS });
    const db = drizzlePglite(client);
    return {
      migrate: (migrationsFolder) => migratePglite(db, { migrationsFolder }),
      query: async (text) => (await client.query<Record<string, unknown>>(text)).rows,
      close: () => client.close(),
    };
  }
  const { location, drop } = await createTemporaryPostgres();
  if (location.kind !== 'postgres') throw new Error('expected a PostgreSQL database');
  const pool = new pg.Pool({ connectionString: location.url, max: 2 });
  const db = drizzlePg(pool);
  return {
    migrate: (migrationsFolder) => migratePg(db, { migrationsFolder }),
    query: async (text) => (await pool.query<Record<string, unknown>>(text)).rows,
    close: async () => {
      await pool.end();
      await drop();
    },
  };
}
