/**
 * Staff control of a client's portal access (issue 25, decision 032): the only writer of portal_access. Turning it off
 * deletes the row, ends every session of the client and deletes the client's unused sign-in links, in one transaction
 * (a session counts only while the row exists anyway — portal-sessions.ts — so nothing of the portal opens after the
 * commit). Staff may also show the client the time logged on their projects (`shows_time`, issue 36,
 * docs/product/time-and-profit.md#client-portal-hours): kept on the access row, so it is off again whenever access is
 * turned on anew. Every change is audited on the client.
 */
import { desc, eq, inArray } from 'drizzle-orm';
import { PORTAL_ACCESS_MESSAGES, type AdminClientPortal } from '@/shared/portal';
import { recordAudit, type Actor } from '@/server/audit/audit-log';
import type { Database } from '@/server/db/database';
import { clients, portalAccess, portalSessions } from '@/server/db/schema';
import { Conflict, NotFound } from '@/server/domain/errors';
import type { Transaction } from '../content-version';
import { pendingChangeRequestCount } from './client-change-requests';
import { deleteUnusedLinks } from './portal-sign-in';
import type { PortalSessionStore } from './portal-sessions';

async function requireClient(tx: Database | Transaction, clientId: number): Promise<void> {
  const [row] = await tx.select({ id: clients.id }).from(clients).where(eq(clients.id, clientId));
  if (!row) throw new NotFound('Client not found');
}

export function portalAccessData(db: Database, sessions: PortalSessionStore) {
  /** The client's portal as staff see it (404 for an unknown client). */
  const status = async (clientId: number, now = new Date()): Promise<AdminClientPortal> => {
    await requireClient(db, clientId);
    const [access] = await db.select({ enabledAt: portalAccess.enabledAt, showsTime: portalAccess.showsTime }).from(portalAccess).where(eq(portalAccess.clientId, clientId));
    const [last] = await db
      .select({ at: portalSessions.createdAt })
      .from(portalSessions)
      .where(eq(portalSessions.clientId, clientId))
      .orderBy(desc(portalSessions.createdAt))
      .limit(1);
    return {
      enabled: Boolean(access),
      enabledAt: access ? access.enabledAt.toISOString() : null,
      activeSessions: access ? await sessions.activeCount(clientId, now) : 0,
      lastSignInAt: last ? last.at.toISOString() : null,
      pendingChangeRequests: await pendingChangeRequestCount(db, clientId),
      showsTime: access?.showsTime ?? false,
    };
  };

  return {
    status,

    /** Turns access on (a row) or off (no row, no sessions, no unused links); audited when it changed. */
    setEnabled: async (clientId: number, enabled: boolean, actor: Actor): Promise<AdminClientPortal> => {
      await db.transaction(async (tx) => {
        await requireClient(tx, clientId);
        if (enabled) {
          const added = await tx.insert(portalAccess).values({ clientId, enabledBy: actor.id }).onConflictDoNothing().returning({ clientId: portalAccess.clientId });
          if (added.length === 0) return;
        } else {
          const removed = await tx.delete(portalAccess).where(eq(portalAccess.clientId, clientId)).returning({ clientId: portalAccess.clientId });
          await sessions.endAllOf(tx, clientId);
          await deleteUnusedLinks(tx, clientId);
          if (removed.length === 0) return;
        }
        await recordAudit(tx, { actor, action: 'portal_access', entity: 'client', entityId: clientId, changes: { portalAccess: { from: !enabled, to: enabled } } });
      });
      return status(clientId);
    },

    /**
     * Shows the client the time logged on their projects, or stops (409 while the client has no portal access: the
     * setting lives with the access); audited as a portal access change when it changed.
     */
    setShowsTime: async (clientId: number, showsTime: boolean, actor: Actor): Promise<AdminClientPortal> => {
      await db.transaction(async (tx) => {
        await requireClient(tx, clientId);
        const [access] = await tx.select({ showsTime: portalAccess.showsTime }).from(portalAccess).where(eq(portalAccess.clientId, clientId)).for('update');
        if (!access) throw new Conflict(PORTAL_ACCESS_MESSAGES.accessOff);
        if (access.showsTime === showsTime) return;
        await tx.update(portalAccess).set({ showsTime }).where(eq(portalAccess.clientId, clientId));
        await recordAudit(tx, { actor, action: 'portal_access', entity: 'client', entityId: clientId, changes: { portalShowsTime: { from: access.showsTime, to: showsTime } } });
      });
      return status(clientId);
    },

    /** Ends every portal session of the client ("sign out everywhere"): how many were ended. */
    endSessions: async (clientId: number, actor: Actor): Promise<number> =>
      db.transaction(async (tx) => {
        await requireClient(tx, clientId);
        const ended = await sessions.endAllOf(tx, clientId);
        await recordAudit(tx, { actor, action: 'end_sessions', entity: 'client', entityId: clientId, changes: { sessions: { from: ended, to: 0 } } });
        return ended;
      }),
  };
}
export type PortalAccessData = ReturnType<typeof portalAccessData>;

/** Which of these clients have portal access (read only; the mailer adds the portal's address to their mails). */
export async function clientsWithPortalAccess(tx: Database | Transaction, clientIds: readonly number[]): Promise<Set<number>> {
  if (clientIds.length === 0) return new Set();
  const rows = await tx.select({ clientId: portalAccess.clientId }).from(portalAccess).where(inArray(portalAccess.clientId, [...new Set(clientIds)]));
  return new Set(rows.map((r) => r.clientId));
}

/** Removes a client's portal access (an erasure), in the caller's transaction, without an entry of its own: 1 or 0. */
export async function removePortalAccessIn(tx: Transaction, clientId: number): Promise<number> {
  return (await tx.delete(portalAccess).where(eq(portalAccess.clientId, clientId)).returning({ clientId: portalAccess.clientId })).length;
}
