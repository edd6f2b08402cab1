/**
 * Portal sessions (issue 25, decision 032): the only writer of portal_sessions. A session is made when a client uses a
 * sign-in link (src/server/data/portal/portal-sign-in.ts); its cookie holds a random 256-bit id and the table keeps
 * only its SHA-256. A session counts only while its client still has portal access (portal_access row), it is within
 * PORTAL_SESSION_ABSOLUTE_MS of sign-in and PORTAL_SESSION_IDLE_MS of its last request — checked in one query on
 * every portal request, in the database, so every instance sees an ended session at once.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, not, sql, type SQL } from 'drizzle-orm';
import { PORTAL_SESSION_ABSOLUTE_MS, PORTAL_SESSION_IDLE_MS, type PortalCaller } from '@/shared/portal';
import type { Database } from '@/server/db/database';
import { portalAccess, portalSessions } from '@/server/db/schema';
import type { Transaction } from '../content-version';

/** last_seen_at is written at most this often per session (a request does not always write). */
const TOUCH_EVERY_MS = 5 * 60 * 1000;

export const portalSessionIdHash = (id: string): string => createHash('sha256').update(id).digest('hex');

/**
 * A session still counts at `now`: within its absolute lifetime and PORTAL_SESSION_IDLE_MS of its last request (both
 * columns are NOT NULL, so its negation is exactly the sessions that no longer count).
 */
const stillCounts = (now: Date): SQL =>
  and(gt(portalSessions.expiresAt, now), gt(portalSessions.lastSeenAt, new Date(now.getTime() - PORTAL_SESSION_IDLE_MS)))!;

export function portalSessionStore(db: Database) {
  return {
    /** A new session of a client (in the sign-in's transaction): the cookie value to set. */
    async create(tx: Transaction | Database, clientId: number, email: string, now = new Date()): Promise<{ id: string; expiresAt: Date }> {
      const id = randomBytes(32).toString('base64url');
      const expiresAt = new Date(now.getTime() + PORTAL_SESSION_ABSOLUTE_MS);
      await tx.insert(portalSessions).values({ idHash: portalSessionIdHash(id), clientId, email, createdAt: now, lastSeenAt: now, expiresAt });
      return { id, expiresAt };
    },

    /** The caller of a cookie's session, or null (unknown, expired, idle too long, or the client's access is off). */
    async find(id: string, now = new Date()): Promise<PortalCaller | null> {
      if (!id || id.length > 100) return null;
      const idHash = portalSessionIdHash(id);
      const [row] = await db
        .select({ clientId: portalSessions.clientId, email: portalSessions.email, lastSeenAt: portalSessions.lastSeenAt })
        .from(portalSessions)
        .innerJoin(portalAccess, eq(portalAccess.clientId, portalSessions.clientId))
        .where(and(eq(portalSessions.idHash, idHash), stillCounts(now)))
        .limit(1);
      if (!row) return null;
      if (now.getTime() - row.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
        await db.update(portalSessions).set({ lastSeenAt: now }).where(eq(portalSessions.idHash, idHash));
      }
      return { clientId: row.clientId, email: row.email, sessionId: id };
    },

    /** Signs one session out. */
    async end(id: string): Promise<void> {
      await db.delete(portalSessions).where(eq(portalSessions.idHash, portalSessionIdHash(id)));
    },

    /** Ends every session of a client (access turned off, staff's "end sessions", erasure): how many were ended. */
    async endAllOf(tx: Transaction | Database, clientId: number): Promise<number> {
      const ended = await tx.delete(portalSessions).where(eq(portalSessions.clientId, clientId)).returning({ idHash: portalSessions.idHash });
      return ended.length;
    },

    /** Sessions of a client that still count (for the client's page in the back office). */
    async activeCount(clientId: number, now = new Date()): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(portalSessions)
        .where(and(eq(portalSessions.clientId, clientId), stillCounts(now)));
      return row?.n ?? 0;
    },

    /**
     * Deletes the sessions that no longer count — past their absolute lifetime or idle too long (run now and then by
     * the sign-in module's cleanup): how many.
     */
    async purgeExpired(now = new Date()): Promise<number> {
      const purged = await db.delete(portalSessions).where(not(stillCounts(now))).returning({ idHash: portalSessions.idHash });
      return purged.length;
    },
  };
}
export type PortalSessionStore = ReturnType<typeof portalSessionStore>;
