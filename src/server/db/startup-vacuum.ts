/**
 * Vacuums at start-up, where autovacuum does not. A table whose pages are mostly not marked all-visible makes every
 * index-only scan read its rows anyway (a deep page of a list skips 50,000 index entries — and visits 50,000 rows), and
 * the planner's statistics are whatever the last ANALYZE saw. Two cases:
 *
 * - The embedded database (PGlite) has no background workers, so a table there is never vacuumed. When it is opened,
 *   after its migrations, each of the app's tables of some size whose pages are mostly not all-visible is vacuumed and
 *   analysed (`VACUUM (ANALYZE)`): once after a bulk load or an import, rarely otherwise — a table already vacuumed is
 *   skipped.
 * - PostgreSQL has autovacuum, but a migration that rewrites a table (a stored generated column, migration 0035) leaves
 *   it with an empty visibility map and no dead rows, so autovacuum has no reason to visit it: at 100,000 clients the
 *   first page of the list went from 35 to 87 ms (p95) until something vacuumed it. So the instance that applied new
 *   migrations applies the same rule once, still holding the migration lock (the other instances wait for it anyway).
 */

/** A statement on one connection (outside any transaction: VACUUM cannot run in one), and its rows. */
export type RunSql = (text: string, params?: unknown[]) => Promise<{ rows: unknown[] }>;

/** Tables smaller than this many 8 kB pages are left alone: a scan of them is cheap either way. */
export const VACUUM_MIN_PAGES = 128;
/** A table is vacuumed when fewer than this share of its pages are marked all-visible. */
export const VACUUM_VISIBLE_SHARE = 0.5;

/** The tables of the public schema that need a vacuum by the rule above, largest first. */
export async function tablesToVacuum(run: RunSql): Promise<string[]> {
  const { rows } = await run(
    `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind = 'r' and pg_relation_size(c.oid) / 8192 >= $1::int
        and c.relallvisible < $2::float8 * (pg_relation_size(c.oid) / 8192)
      order by pg_relation_size(c.oid) desc`,
    [VACUUM_MIN_PAGES, VACUUM_VISIBLE_SHARE],
  );
  return rows.map((row) => (typeof row === 'object' && row !== null && 'name' in row ? String(row.name) : ''));
}

/** Vacuums and analyses the tables that need it (tablesToVacuum); returns their names. */
export async function vacuumTables(run: RunSql): Promise<string[]> {
  const tables = await tablesToVacuum(run);
  for (const table of tables) await run(`vacuum (analyze) "${table.replaceAll('"', '""')}"`);
  return tables;
}
