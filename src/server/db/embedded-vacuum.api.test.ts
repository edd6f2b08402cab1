/**
 * The embedded database's stand-in for autovacuum (embedded-vacuum.ts): a table of some size whose pages are not
 * marked all-visible is vacuumed and analysed when the database is opened; once vacuumed, or while small, it is left.
 */
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tablesToVacuum, vacuumEmbedded, VACUUM_MIN_PAGES } from './embedded-vacuum';

let client: PGlite;
beforeAll(async () => {
  client = new PGlite();
  await client.exec(`create table big (id int primary key, pad text); create table small (id int primary key)`);
  // Enough rows for well over VACUUM_MIN_PAGES pages of 8 kB.
  await client.exec(`insert into big select g, repeat('x', 200) from generate_series(1, ${VACUUM_MIN_PAGES * 40}) g; insert into small values (1)`);
});
afterAll(() => client.close());

const visible = async (table: string) =>
  (await client.query<{ visible: number; pages: number }>(`select relallvisible as visible, (pg_relation_size(oid) / 8192)::int as pages from pg_class where relname = $1`, [table])).rows[0]!;

describe('vacuumEmbedded', () => {
  it('vacuums a large table whose pages are not all-visible, and leaves small and vacuumed ones', async () => {
    expect((await visible('big')).pages).toBeGreaterThanOrEqual(VACUUM_MIN_PAGES);
    expect(await tablesToVacuum(client)).toEqual(['big']);
    expect(await vacuumEmbedded(client)).toEqual(['big']);
    const after = await visible('big');
    expect(after.visible).toBe(after.pages);
    expect(await tablesToVacuum(client)).toEqual([]);
  });
});
