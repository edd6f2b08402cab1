/**
 * One page of a back-office list, for every resource: a case-insensitive search, a sort column (nulls last, ties on
 * id so pages are stable), limit and offset, and the total of matching rows. The route parses the query
 * (src/server/routes/admin/list-query.ts); the resource's data module says which columns sort and search.
 */
import { and, asc, desc, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgSelect, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/database';

export interface ListQuery<K extends string> {
  q: string | undefined;
  sort: K | undefined;
  dir: 'asc' | 'desc';
  limit: number;
  offset: number;
}

export interface Page<T> {
  rows: T[];
  /** Rows matching the search and filter, over all pages. */
  total: number;
}

/** A sortable column; text columns sort case-insensitively. */
export interface SortColumn {
  column: AnyColumn | SQL;
  text?: boolean;
}

export interface ListSpec<K extends string> {
  /** The table counted for the total (the list's own rows, before any join). */
  table: PgTable;
  id: AnyColumn;
  sortable: Record<K, SortColumn>;
  /** Without ?sort: this column, newest (highest) first. */
  defaultSort: K;
  /** The filter of a search text. */
  search: (q: string) => SQL | undefined;
}

/** The sort keys of a sortable-columns table, as the non-empty tuple the query parser wants. */
export function sortKeys<K extends string>(sortable: Record<K, SortColumn>): [K, ...K[]] {
  return Object.keys(sortable) as [K, ...K[]];
}

/** `%text%` with LIKE wildcards in the search text taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => '\\' + c)}%`;
}

/**
 * Rows where any of the columns contains the text, ignoring case. The columns are joined into one lower-cased text
 * and matched once per row — a single LIKE is several times cheaper than one ILIKE per column on lists of ten
 * thousand rows.
 */
export function searchColumns(q: string, columns: readonly AnyColumn[]): SQL {
  const joined = sql.join(
    columns.map((column) => sql`coalesce(${column}::text, '')`),
    sql`, `,
  );
  return sql`lower(concat_ws(' ', ${joined})) like ${containsPattern(q.toLowerCase())}`;
}

/** ORDER BY the chosen column (nulls last either way), then id in the same direction. */
export function orderBy(sortColumn: SortColumn, dir: 'asc' | 'desc', id: AnyColumn): SQL[] {
  const expr = sortColumn.text ? sql`lower(${sortColumn.column})` : sql`${sortColumn.column}`;
  return [
    dir === 'asc' ? sql`${expr} asc nulls last` : sql`${expr} desc nulls last`,
    dir === 'asc' ? asc(id) : desc(id),
  ];
}

/**
 * One page of `select` (a dynamic select of the list's rows, joins included) and the total. `filter` narrows the list
 * further (e.g. one client's projects); it must only name columns of `spec.table`, which the total counts.
 */
export async function listPage<K extends string, Q extends PgSelect>(
  db: Database,
  spec: ListSpec<K>,
  query: ListQuery<K>,
  select: Q,
  filter?: SQL,
): Promise<Page<Awaited<Q>[number]>> {
  const where = and(query.q ? spec.search(query.q) : undefined, filter);
  const [rows, total] = await Promise.all([
    select
      .where(where)
      .orderBy(...orderBy(spec.sortable[query.sort ?? spec.defaultSort], query.dir, spec.id))
      .limit(query.limit)
      .offset(query.offset),
    db.$count(spec.table, where),
  ]);
  return { rows: rows as Awaited<Q>[number][], total };
}

/** The first row of a result, or undefined. */
export const firstRow = <T>(rows: readonly T[]): T | undefined => rows[0];
