/**
 * The app_meta rows, this module their only writer: back-office settings (rows under `setting:`), so every instance
 * reads the same — today one, whether visitors get an automatic reply to their enquiry (off by default) — and the
 * one-time markers of what is written once per database (the initial and demo content, src/server/seed/).
 */
import { eq } from 'drizzle-orm';
import { auditChanges, recordAudit, type Actor } from '../audit/audit-log';
import type { Database } from '../db/database';
import { appMeta } from '../db/schema';

export interface SiteSettings {
  /** Send the visitor an automatic reply in the page's language. */
  autoReply: boolean;
}

export const DEFAULT_SETTINGS: SiteSettings = { autoReply: false };

export const AUTO_REPLY_KEY = 'setting:auto-reply';

/** The stored value of the auto-reply switch (null: never set). */
export function autoReplyOf(value: string | null | undefined): boolean {
  return value === undefined || value === null ? DEFAULT_SETTINGS.autoReply : value === 'true';
}

/** Reads with whatever runs the query: the database or a transaction. */
export async function readSettings(db: Pick<Database, 'select'>): Promise<SiteSettings> {
  const rows = await db.select().from(appMeta).where(eq(appMeta.key, AUTO_REPLY_KEY));
  return { autoReply: autoReplyOf(rows[0]?.value) };
}

/** A one-time marker's value, or undefined while nobody has claimed it. */
export async function markerOf(db: Pick<Database, 'select'>, key: string): Promise<string | undefined> {
  const [row] = await db.select({ value: appMeta.value }).from(appMeta).where(eq(appMeta.key, key));
  return row?.value;
}

/**
 * Claims a one-time marker with `value`, in the caller's transaction: false when it is claimed already (the caller
 * then writes nothing). A claim made at the same moment in another transaction waits on the key until that one ends.
 */
export async function claimMarker(db: Pick<Database, 'insert'>, key: string, value: string): Promise<boolean> {
  const claimed = await db.insert(appMeta).values({ key, value }).onConflictDoNothing().returning({ key: appMeta.key });
  return claimed.length > 0;
}

export function settingsData(db: Database) {
  return {
    read: () => readSettings(db),
    /** Recorded in the audit log in the same transaction. */
    update: (settings: SiteSettings, actor: Actor): Promise<SiteSettings> =>
      db.transaction(async (tx) => {
        const before = await readSettings(tx);
        const value = String(settings.autoReply);
        await tx.insert(appMeta).values({ key: AUTO_REPLY_KEY, value }).onConflictDoUpdate({ target: appMeta.key, set: { value } });
        const after = await readSettings(tx);
        await recordAudit(tx, { actor, action: 'update', entity: 'setting', entityId: 'auto-reply', changes: auditChanges({ ...before }, { ...after }) });
        return after;
      }),
  };
}
