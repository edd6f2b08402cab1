/**
 * The bench's databases: a fresh one per run (dropped at the end), or with --reuse one kept between runs at the same
 * scale — a PGlite folder `agency-bench-admin-<scale>` in the system's temporary folder, a PostgreSQL database
 * `agency_bench_admin_<scale>` — marked as seeded by a `seeded.json` (its seed's timings) once the seed completed.
 * A kept database is opened as it is (the server applies any migration added since); delete the folder or drop the
 * database to seed again.
 */
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { Database, DatabaseLocation } from '../../src/server/db/database';
import { PGLITE_EXTENSIONS } from '../../src/server/db/pglite-extensions';
import * as schema from '../../src/server/db/schema';
import { seedLarge } from '../../scripts/seed-large';
import { MIGRATIONS, migrationsThrough } from '../../src/server/test/migration-steps';
import { temporaryDataDir, temporaryPostgres } from '../../src/server/test/temporary-database';
import { BASELINE_MIGRATION, SCALE } from './options';

/** The database at the baseline schema, seeded: the seed's milliseconds per step. */
export async function seedAtBaseline(location: DatabaseLocation): Promise<Record<string, number>> {
  const cut = migrationsThrough(BASELINE_MIGRATION);
  try {
    if (location.kind === 'pglite') {
      // The server's layout: DATA_DIR/pglite.
      // With the extensions the server opens it with: the migrations create pg_trgm and its indexes where it is loaded.
      const client = new PGlite(path.join(location.dataDir!, 'pglite'), { extensions: PGLITE_EXTENSIONS });
      try {
        const db = drizzlePglite(client, { schema });
        await migratePglite(db, { migrationsFolder: cut.folder });
        return await seedLarge(db as unknown as Database, SCALE);
      } finally {
        await client.close();
      }
    }
    const pool = new pg.Pool({ connectionString: location.url, max: 4 });
    try {
      const db = drizzlePg(pool, { schema });
      await migratePg(db, { migrationsFolder: cut.folder });
      return await seedLarge(db as unknown as Database, SCALE);
    } finally {
      await pool.end();
    }
  } finally {
    cut.remove();
  }
}

export function laterMigrations(): string[] {
  const journal = JSON.parse(readFileSync(path.join(MIGRATIONS, 'meta/_journal.json'), 'utf8')) as { entries: { tag: string }[] };
  const at = journal.entries.findIndex((e) => e.tag === BASELINE_MIGRATION);
  return journal.entries.slice(at + 1).map((e) => e.tag);
}

export interface BenchDatabase {
  location: DatabaseLocation;
  /** Environment of a server on it. */
  env: Record<string, string>;
  /** A kept database's seed timings (already seeded), else null. */
  seeded: Record<string, number> | null;
  /** Records that the seed completed (a kept database is reused from then on). */
  markSeeded(steps: Record<string, number>): void;
  /** Drops a fresh database; keeps a kept one. */
  drop(): Promise<void>;
}

export async function freshDatabase(kind: 'pglite' | 'postgres', prefix: string): Promise<BenchDatabase> {
  const common = { seeded: null, markSeeded: () => undefined };
  if (kind === 'pglite') {
    const folder = temporaryDataDir(prefix.replaceAll('_', '-'));
    return { ...common, location: { kind: 'pglite', dataDir: folder.dataDir }, env: { DATA_DIR: folder.dataDir, DATABASE_URL: '' }, drop: async () => folder.remove() };
  }
  const database = await temporaryPostgres(prefix);
  if (!database) throw new Error('PostgreSQL needs TEST_DATABASE_URL or BENCH_DATABASE_URL');
  const folder = temporaryDataDir(prefix.replaceAll('_', '-'));
  return {
    ...common,
    location: database.location,
    env: { DATA_DIR: folder.dataDir, DATABASE_URL: database.url },
    drop: async () => {
      await database.drop();
      folder.remove();
    },
  };
}

/** The database --reuse keeps at this scale (created empty the first time). */
export async function keptDatabase(kind: 'pglite' | 'postgres'): Promise<BenchDatabase> {
  const folder = path.join(tmpdir(), `agency-bench-admin-${kind}-${SCALE}`);
  mkdirSync(folder, { recursive: true });
  const marker = path.join(folder, 'seeded.json');
  const seeded = existsSync(marker) ? (JSON.parse(readFileSync(marker, 'utf8')) as Record<string, number>) : null;
  const markSeeded = (steps: Record<string, number>) => writeFileSync(marker, JSON.stringify(steps));
  if (kind === 'pglite') {
    const dataDir = path.join(folder, 'data');
    // A folder without the marker is a seed that did not finish: start again from an empty one.
    if (!seeded) rmSync(dataDir, { recursive: true, force: true });
    mkdirSync(dataDir, { recursive: true });
    return { location: { kind: 'pglite', dataDir }, env: { DATA_DIR: dataDir, DATABASE_URL: '' }, seeded, markSeeded, drop: async () => undefined };
  }
  const baseUrl = process.env.TEST_DATABASE_URL;
  if (!baseUrl) throw new Error('PostgreSQL needs TEST_DATABASE_URL or BENCH_DATABASE_URL');
  const name = `agency_bench_admin_${SCALE}`;
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  try {
    const exists = (await client.query('select 1 from pg_database where datname = $1', [name])).rowCount === 1;
    // A database without the marker is a seed that did not finish: start again from an empty one.
    if (exists && !seeded) await client.query(`drop database ${name} with (force)`);
    if (!exists || !seeded) await client.query(`create database ${name}`);
  } finally {
    await client.end();
  }
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  const dataDir = path.join(folder, 'data');
  mkdirSync(dataDir, { recursive: true });
  return { location: { kind: 'postgres', url: url.toString() }, env: { DATA_DIR: dataDir, DATABASE_URL: url.toString() }, seeded, markSeeded, drop: async () => undefined };
}
