/**
 * The embedded database's stand-in for autovacuum. PostgreSQL's autovacuum vacuums and analyses a table after enough
 * writes; PGlite has no background workers, so a table there is never vacuumed: its visibility map stays empty, every
 * index-only scan reads the table's rows anyway (a deep page of a list skips 50,000 index entries — and visits 50,000
 * rows), and the planner's statistics are whatever the last ANALYZE saw. When the embedded database is opened, after
 * its migrations, each of the app's tables of some size whose pages are mostly not marked all-visible is vacuumed and
 * analysed (`VACUUM (ANALYZE)`): once after a bulk load or an import, rarely otherwise — a table already vacuumed is
 * skipped. Not on PostgreSQL, which has autovacuum.
 */
import type { PGlite } from '@electric-sql/pglite';

/** Tables smaller than this many 8 kB pages are left alone: a scan of them is cheap either way. */
export const VACUUM_MIN_PAGES = 128;
/** A table is vacuumed when fewer than this share of its pages are marked all-visible. */
export const VACUUM_VISIBLE_SHARE = 0.5;

/** The tables of the public schema that need a vacuum by the rule above, largest first. */
export async function tablesToVacuum(client: Pick<PGlite, 'query'>): Promise<string[]> {
  const { rows } = await client.query<{ name: string }>(
    `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind = 'r' and pg_relation_size(c.oid) / 8192 >= $1::int
        and c.relallvisible < $2::float8 * (pg_relation_size(c.oid) / 8192)
      order by pg_relation_size(c.oid) desc`,
    [VACUUM_MIN_PAGES, VACUUM_VISIBLE_SHARE],
  );
  return rows.map((r) => r.name);
}

/** Vacuums and analyses the tables that need it (tablesToVacuum); returns their names. */
export async function vacuumEmbedded(client: Pick<PGlite, 'query' | 'exec'>): Promise<string[]> {
  const tables = await tablesToVacuum(client);
  for (const table of tables) await client.exec(`vacuum (analyze) "${table.replaceAll('"', '""')}"`);
  return tables;
}
