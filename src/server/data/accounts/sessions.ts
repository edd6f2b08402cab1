/**
 * The `sessions` table: every write to it is here — the express-session store's (auth/session-store.ts: save, idle
 * renewal, sign-out, the other sessions of a user, expired rows) and the ends of a user's sessions that go with a
 * change of their account (data/staff.ts, the command line). Rows are keyed by the SHA-256 of the session id.
 */
import { and, eq, lt, ne } from 'drizzle-orm';
import type { Database } from '@/server/db/database';
import { sessions } from '@/server/db/schema';
import type { Transaction } from '../content-version';

type Db = Database | Transaction;

export async function readSession(db: Db, idHash: string): Promise<{ data: unknown; expiresAt: Date } | undefined> {
  const [row] = await db
    .select({ data: sessions.data, expiresAt: sessions.expiresAt })
    .from(sessions)
    .where(eq(sessions.idHash, idHash));
  return row;
}

/** Writes the session (inserted, or replaced whole). */
export async function saveSession(db: Db, session: { idHash: string; userId: number | null; data: unknown; expiresAt: Date }): Promise<void> {
  const { userId, data, expiresAt } = session;
  await db
    .insert(sessions)
    .values(session)
    .onConflictDoUpdate({ target: sessions.idHash, set: { userId, data, expiresAt } });
}

/** Moves the idle expiry to `expiresAt`, only where the stored one is more than `minStepMs` earlier. */
export async function renewSession(db: Db, idHash: string, expiresAt: Date, minStepMs: number): Promise<void> {
  await db
    .update(sessions)
    .set({ expiresAt })
    .where(and(eq(sessions.idHash, idHash), lt(sessions.expiresAt, new Date(expiresAt.getTime() - minStepMs))));
}

export async function deleteSession(db: Db, idHash: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.idHash, idHash));
}

/** Ends every session of the user (all of them, or all but the one whose id hash is `keepIdHash`); returns how many. */
export async function endUserSessions(db: Db, userId: number, keepIdHash?: string): Promise<number> {
  const deleted = await db
    .delete(sessions)
    .where(keepIdHash === undefined ? eq(sessions.userId, userId) : and(eq(sessions.userId, userId), ne(sessions.idHash, keepIdHash)))
    .returning({ idHash: sessions.idHash });
  return deleted.length;
}

export async function deleteExpiredSessions(db: Db): Promise<void> {
  await db.delete(sessions).where(lt(sessions.expiresAt, new Date()));
}
