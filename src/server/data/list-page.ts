/**
 * One page of a back-office list, for every resource: a case-insensitive search, a sort column (nulls last, ties on
 * id so pages are stable), limit and offset, and the total of matching rows. The route parses the query
 * (src/server/routes/admin/list-query.ts); the resource's data module says which columns sort and search.
 */
import { and, asc, Column, desc, inArray, is, sql, type AnyColumn, type SQL } from 'drizzle-orm';
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
 * The one text a list's search reads: its columns (text columns; a missing value as an empty text) joined with spaces,
 * lower-cased. Only immutable parts (`coalesce`, `||`, `lower`), so migration 0023 indexes exactly this expression
 * with a trigram GIN index per list (decision 033) — the index serves a search only when the query writes the same
 * columns in the same order as the index does.
 */
export function searchText(columns: readonly AnyColumn[]): SQL {
  return sql`lower(${sql.join(
    columns.map((column) => sql`coalesce(${column}, '')`),
    sql` || ' ' || `,
  )})`;
}

/**
 * Rows where any of the columns contains the text, ignoring case: one LIKE on the columns' searchText — served by the
 * list's trigram index where the database has pg_trgm (decision 033), a scan of every row where it has not.
 */
export function searchColumns(q: string, columns: readonly AnyColumn[]): SQL {
  return sql`${searchText(columns)} like ${containsPattern(q.toLowerCase())}`;
}

/**
 * The sort expression's nulls: last either way. A column that is never null says nothing, so that one btree index on
 * (column, id) serves both directions (read backwards for descending) — `desc nulls last` would need an index of its own.
 */
function sortExpr(sortColumn: SortColumn): { expr: SQL; notNull: boolean } {
  const { column } = sortColumn;
  const notNull = is(column, Column) && column.notNull;
  return { expr: sortColumn.text ? sql`lower(${column})` : sql`${column}`, notNull };
}

/** ORDER BY the chosen column (nulls last either way: see sortExpr), then id in the same direction. */
export function orderBy(sortColumn: SortColumn, dir: 'asc' | 'desc', id: AnyColumn): SQL[] {
  const { expr, notNull } = sortExpr(sortColumn);
  const nulls = notNull ? sql`` : sql` nulls last`;
  return [
    dir === 'asc' ? sql`${expr} asc${nulls}` : sql`${expr} desc${nulls}`,
    dir === 'asc' ? asc(id) : desc(id),
  ];
}

/**
 * One page of `select` (a dynamic select of the list's rows, joins included) and the total. `filter` narrows the list
 * further (e.g. one client's projects); it must only name columns of `spec.table`, which the total counts.
 *
 * When the sort is by the list's own table (pageIdsFirst), the page's ids are found first from that table and its
 * indexes (filter, order, limit and offset), and only those rows are read with the select's joins and computed
 * columns: otherwise the database works out the select list of every row before the limit — every skipped row of a
 * deep page, every match of a search sorted in memory (an invoice's balances, a client's payment status). A search's
 * page ids and total come from one statement (`count(*) over ()`), so the search's filter — an index scan and a
 * recheck of thousands of rows for a common word — is evaluated once, not once for the page and again for the total.
 */
export async function listPage<K extends string, Q extends PgSelect>(
  db: Database,
  spec: ListSpec<K>,
  query: ListQuery<K>,
  select: Q,
  filter?: SQL,
): Promise<Page<Awaited<Q>[number]>> {
  const where = and(query.q ? spec.search(query.q) : undefined, filter);
  const sortColumn = spec.sortable[query.sort ?? spec.defaultSort];
  const order = orderBy(sortColumn, query.dir, spec.id);
  const count = () => db.$count(spec.table, where);
  if (!pageIdsFirst(spec, sortColumn)) {
    const [rows, total] = await Promise.all([select.where(where).orderBy(...order).limit(query.limit).offset(query.offset), count()]);
    return { rows: rows as Awaited<Q>[number][], total };
  }
  if (!query.q) {
    const [rows, total] = await Promise.all([
      select
        .where(sql`${spec.id} in (select ${spec.id} from ${spec.table} where ${where ?? sql`true`} order by ${sql.join(order, sql`, `)} limit ${query.limit} offset ${query.offset})`)
        .orderBy(...order),
      count(),
    ]);
    return { rows: rows as Awaited<Q>[number][], total };
  }
  // The matches with their total and sort key in a subquery (a window function keeps it apart), sorted outside it:
  // the planner then finds every match through the search's index once and sorts them — with the ORDER BY on the
  // same level it walked the sort's index instead, testing the search on every row of the table.
  const { expr, notNull } = sortExpr(sortColumn);
  const matches = db
    .select({ id: sql<number>`${spec.id}`.as('id'), total: sql<string | number>`count(*) over ()`.as('total'), key: sql`${expr}`.as('sort_key') })
    .from(spec.table)
    .where(where)
    .as('matches');
  const direction = query.dir === 'asc' ? sql`asc` : sql`desc`;
  const page = (
    await db
      .select({ id: matches.id, total: matches.total })
      .from(matches)
      .orderBy(sql`${matches.key} ${direction}${notNull ? sql`` : sql` nulls last`}`, sql`${matches.id} ${direction}`)
      .limit(query.limit)
      .offset(query.offset)
  ).map((row) => ({ id: row.id, total: Number(row.total) }));
  // No row on the page: no total either — none match, or the page is past the last one (then it is counted).
  const total = page[0]?.total ?? (query.offset === 0 ? 0 : await count());
  if (page.length === 0) return { rows: [], total };
  const rows = await select.where(inArray(spec.id, page.map((row) => row.id))).orderBy(...order);
  return { rows: rows as Awaited<Q>[number][], total };
}

/**
 * Whether a page is read by its ids first (see listPage): when the sort is by the list's own table (a column of it, or
 * a computed value over its row) — a sort by a joined table's column (the client's name) keeps the plain query.
 */
function pageIdsFirst<K extends string>(spec: ListSpec<K>, sortColumn: SortColumn): boolean {
  const { column } = sortColumn;
  return !is(column, Column) || column.table === spec.table;
}

/** The first row of a result, or undefined. */
export const firstRow = <T>(rows: readonly T[]): T | undefined => rows[0];

/**
 * Rows a CSV export reads per query: memory holds one batch (about a megabyte), whatever the list's length. Each batch
 * is planned anew (13 ms for the clients' on a busy machine's embedded database), so 100,000 rows in batches of 500
 * spent seconds planning; 1,000 halves that and keeps one statement short enough for others waiting on the embedded
 * database.
 */
export const EXPORT_BATCH_SIZE = 1000;

/**
 * Rows after the last one read, in the list's order (sort column nulls last, then id), for keyset paging: the next
 * batch starts where the previous one ended, each read is an index range, and no row is skipped or repeated.
 * `lastValue` is the sort value as SQL: a timestamp is passed as the database's own text of it (microseconds — a JS
 * Date keeps only milliseconds, and rows written in one statement share one timestamp).
 */
function afterRow(sortColumn: SortColumn, dir: 'asc' | 'desc', id: AnyColumn, lastValue: SQL | null, lastId: number): SQL {
  const { expr, notNull } = sortExpr(sortColumn);
  const beyond = dir === 'asc' ? sql`>` : sql`<`;
  if (lastValue === null) return sql`(${expr} is null and ${id} ${beyond} ${lastId})`;
  const value = sortColumn.text ? sql`lower(${lastValue})` : lastValue;
  // A column that is never null: one row comparison, which the (column, id) index serves as a range — the OR form
  // below made every batch of a CSV export read the whole table (100,000 clients: 30–60 s instead of seconds).
  if (notNull) return sql`(${expr}, ${id}) ${beyond} (${value}, ${lastId})`;
  return sql`(${expr} ${beyond} ${value} or (${expr} = ${value} and ${id} ${beyond} ${lastId}) or ${expr} is null)`;
}

/**
 * Every row of a list (its search, filter and sort, no limit), read in keyset-paged batches of `batchSize`: what a CSV
 * export streams. `select` makes a fresh dynamic select of the list's rows; the rows must carry `id` and the sort
 * key's value under the sort key's name (every list's sort keys are its fields).
 */
export async function* listBatches<K extends string, Row extends { id: number }>(
  db: Database,
  spec: ListSpec<K>,
  query: Pick<ListQuery<K>, 'q' | 'sort' | 'dir'>,
  select: () => PgSelect,
  filter?: SQL,
  batchSize = EXPORT_BATCH_SIZE,
): AsyncGenerator<Row[]> {
  const key = query.sort ?? spec.defaultSort;
  const sortColumn = spec.sortable[key];
  /** The last row's sort value as SQL; a timestamp read again as text from its own row (see afterRow). */
  const lastValue = async (row: Row): Promise<SQL | null> => {
    const value = (row as Record<string, unknown>)[key];
    if (value === null || value === undefined) return null;
    if (!(value instanceof Date)) return sql`${value}`;
    const [exact] = await db
      .select({ text: sql<string>`${sortColumn.column}::text` })
      .from(spec.table)
      .where(sql`${spec.id} = ${row.id}`);
    return exact ? sql`${exact.text}::timestamptz` : sql`${value.toISOString()}::timestamptz`;
  };
  let last: Row | undefined;
  for (;;) {
    const after = last ? afterRow(sortColumn, query.dir, spec.id, await lastValue(last), last.id) : undefined;
    const rows = (await select()
      .where(and(query.q ? spec.search(query.q) : undefined, filter, after))
      .orderBy(...orderBy(sortColumn, query.dir, spec.id))
      .limit(batchSize)) as Row[];
    if (rows.length > 0) yield rows;
    if (rows.length < batchSize) return;
    last = rows[rows.length - 1];
  }
}
