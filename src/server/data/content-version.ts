/**
 * The content version: one number that changes in the same transaction as every write public pages show (posts,
 * portfolio items, and whatever public content is added later). The rendered pages are kept per version
 * (src/server/web/page-cache.ts), so a page is rendered once per version and never read from the database per request.
 *
 * Write public content only through `writePublicContent`: it runs the write and the bump in one transaction and, once
 * committed, tells this process at once. Other instances read the version periodically (src/server/web/content-version-watch.ts).
 */
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { appMeta } from '../db/schema';

export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** The app_meta row holding the version (a decimal integer; absent = 0). */
export const CONTENT_VERSION_KEY = 'content_version';

/** Increments the version inside `tx` and returns the new value. Call it last in the transaction (it locks one row). */
export async function bumpContentVersion(tx: Transaction): Promise<number> {
  const [row] = await tx
    .insert(appMeta)
    .values({ key: CONTENT_VERSION_KEY, value: '1' })
    .onConflictDoUpdate({ target: appMeta.key, set: { value: sql`(${appMeta.value}::bigint + 1)::text` } })
    .returning({ value: appMeta.value });
  return Number(row?.value ?? 0);
}

export async function readContentVersion(db: Database): Promise<number> {
  const [row] = await db.select({ value: appMeta.value }).from(appMeta).where(eq(appMeta.key, CONTENT_VERSION_KEY));
  return Number(row?.value ?? 0);
}

type Listener = (version: number) => void;
const localListeners = new WeakMap<Database, Set<Listener>>();

/** Called with the new version right after this process committed a public-content write on `db`. */
export function onLocalContentChange(db: Database, listener: Listener): () => void {
  let listeners = localListeners.get(db);
  if (!listeners) localListeners.set(db, (listeners = new Set()));
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Tells this process's listeners (the page cache) that `version` is committed. */
export function contentChangedLocally(db: Database, version: number): void {
  for (const listener of localListeners.get(db) ?? []) listener(version);
}

/** What a write returns when it wrote nothing: no row matched (undefined, false, an empty list of returned rows). */
function wroteNothing(result: unknown): boolean {
  return result === undefined || result === false || (Array.isArray(result) && result.length === 0);
}

/**
 * Runs `write` and the version bump in one transaction; after the commit, this process's page cache knows at once
 * (before the caller answers its request). A write that changed nothing (see wroteNothing: e.g. an update or delete of
 * an unknown id) leaves the version as it is.
 */
export async function writePublicContent<T>(db: Database, write: (tx: Transaction) => Promise<T>): Promise<T> {
  let version: number | null = null;
  const result = await db.transaction(async (tx) => {
    const value = await write(tx);
    if (!wroteNothing(value)) version = await bumpContentVersion(tx);
    return value;
  });
  if (version !== null) contentChangedLocally(db, version);
  return result;
}
