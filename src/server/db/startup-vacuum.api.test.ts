/**
 * The vacuums at start-up (startup-vacuum.ts): on the embedded database a table of some size whose pages are not
 * marked all-visible is vacuumed and analysed when the database is opened, once vacuumed or while small it is left; on
 * PostgreSQL the instance that applies new migrations vacuums the tables they left unvacuumed (migration 0035 rewrites
 * the clients), and a start with nothing to apply leaves them to autovacuum.
 */
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsBefore } from '../test/migration-steps';
import { createTemporaryPostgres, testDatabaseKind } from '../test/temporary-database';
import { openDatabase } from './database';
import { tablesToVacuum, vacuumTables, VACUUM_MIN_PAGES, type RunSql } from './startup-vacuum';

interface Visibility {
  visible: number;
  pages: number;
}
const VISIBILITY = `select relallvisible as visible, (pg_relation_size(oid) / 8192)::int as pages from pg_class where relname = $1`;

describe('on the embedded database', () => {
  let client: PGlite;
  let run: RunSql;
  beforeAll(async () => {
    client = new PGlite();
    run = (text, params) => client.query(text, params);
    await client.exec(`create table big (id int primary key, pad text); create table small (id int primary key)`);
    // Enough rows for well over VACUUM_MIN_PAGES pages of 8 kB.
    await client.exec(`insert into big select g, repeat('x', 200) from generate_series(1, ${VACUUM_MIN_PAGES * 40}) g; insert into small values (1)`);
  });
  afterAll(() => client.close());

  const visible = async (table: string) => (await client.query<Visibility>(VISIBILITY, [table])).rows[0]!;

  it('vacuums a large table whose pages are not all-visible, and leaves small and vacuumed ones', async () => {
    expect((await visible('big')).pages).toBeGreaterThanOrEqual(VACUUM_MIN_PAGES);
    expect(await tablesToVacuum(run)).toEqual(['big']);
    expect(await vacuumTables(run)).toEqual(['big']);
    const after = await visible('big');
    expect(after.visible).toBe(after.pages);
    expect(await tablesToVacuum(run)).toEqual([]);
  });
});

describe.runIf(testDatabaseKind() === 'postgres')('on PostgreSQL, after migrations', () => {
  it('the instance that applied migrations vacuums the tables they rewrote; a start with nothing to apply does not', async () => {
    const database = await createTemporaryPostgres('agency_vacuum');
    const before = migrationsBefore('0035_stored_search_text');
    const pool = new pg.Pool({ connectionString: database.url, max: 1 });
    const visible = async () => (await pool.query<Visibility>(VISIBILITY, ['clients'])).rows[0]!;
    try {
      await migratePg(drizzlePg(pool), { migrationsFolder: before.folder });
      await pool.query(`insert into clients (name, email, company) select 'Klient ' || g, 'k' || g || '@example.cz', repeat('x', 100) from generate_series(1, 20000) g`);
      await pool.query('vacuum (analyze) clients');
      const vacuumed = await visible();
      expect(vacuumed.pages).toBeGreaterThanOrEqual(VACUUM_MIN_PAGES);
      expect(vacuumed.visible).toBe(vacuumed.pages);

      // Migration 0035 adds a stored column to the clients: a new copy of the table, no page marked all-visible.
      const first = await openDatabase(database.location);
      await first.close();
      const afterMigrations = await visible();
      expect(afterMigrations.visible).toBe(afterMigrations.pages);

      // Every row rewritten, nothing left to migrate: the start leaves the table to autovacuum.
      await pool.query(`update clients set industry = 'Gastronomie'`);
      const second = await openDatabase(database.location);
      await second.close();
      const afterStart = await visible();
      expect(afterStart.visible).toBeLessThan(afterStart.pages / 2);
    } finally {
      await pool.end();
      before.remove();
      await database.drop();
    }
  });
});
