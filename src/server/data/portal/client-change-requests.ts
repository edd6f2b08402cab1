/**
 * A client's requests to change their billing details (issue 25): made from the portal, approved or rejected by staff.
 * This module is the only writer of client_change_requests. Every write is audited (entity change_request).
 */
import type { ClientChangeRequestInput } from '@/shared/schemas/client';
import { recordAudit, type Actor } from '@/server/audit/audit-log';
import type { Database } from '@/server/db/database';
import { clientChangeRequests as changeRequestsTable } from '@/server/db/schema';

export type ClientChangeRequestRow = typeof changeRequestsTable.$inferSelect;

export function clientChangeRequests(db: Database) {
  return {
    /** A pending request of the client (validated by clientChangeRequestSchema), recorded with the client as actor. */
    create: (clientId: number, changes: ClientChangeRequestInput, actor: Actor): Promise<ClientChangeRequestRow> =>
      db.transaction(async (tx) => {
        const [row] = await tx.insert(changeRequestsTable).values({ clientId, changes }).returning();
        await recordAudit(tx, { actor, action: 'create', entity: 'change_request', entityId: row!.id, changes: { clientId: { from: null, to: clientId }, status: { from: null, to: 'pending' } } });
        return row!;
      }),
  };
}
