/**
 * Change requests of billing details, staff's side (issue 25, docs/product/client-portal.md): the list on the client's
 * page, and the decision — approving writes the requested fields to the client through the client's own update
 * (data/clients.ts, its audit 'update' entry) and marks the request approved, in one transaction; rejecting marks it
 * rejected. Only a pending request is decided (409 otherwise). The client's side (creating a request from the portal)
 * is client-change-requests.ts. An erasure deletes a client's requests (deleteChangeRequestsOf).
 */
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { AdminChangeRequest, AdminChangeRequestList, ChangeRequestField } from '@/shared/client-privacy';
import { clientBillingIssues } from '@/shared/identifiers/client-billing';
import type { ClientChangeRequestInput } from '@/shared/schemas/client';
import { recordAudit, type Actor } from '@/server/audit/audit-log';
import type { Database } from '@/server/db/database';
import { clientChangeRequests, clients, users } from '@/server/db/schema';
import { Conflict, Invalid } from '@/server/domain/errors';
import { clientInputOf, clientRecordIn, updateClientIn } from '../clients';
import type { Transaction } from '../content-version';
import { firstRow } from '../list-page';

export const CHANGE_REQUEST_MESSAGES = {
  notPending: 'The change request has already been decided',
} as const;

type RequestedField = ChangeRequestField;

/** The requested fields (the note is the client's words to staff, not a field of the client). */
function requestedFields(changes: ClientChangeRequestInput): Partial<Pick<ClientChangeRequestInput, RequestedField>> {
  const { note: _note, ...fields } = changes;
  return fields;
}

export function changeRequestDecisions(db: Database) {
  /** The request of this client (another client's id is the same 404 as a missing one), locked. */
  const lockedRequest = async (tx: Transaction, clientId: number, id: number) =>
    firstRow(
      await tx
        .select()
        .from(clientChangeRequests)
        .where(and(eq(clientChangeRequests.id, id), eq(clientChangeRequests.clientId, clientId)))
        .for('update'),
    );

  const decide = (clientId: number, id: number, actor: Actor, decision: 'approved' | 'rejected'): Promise<AdminChangeRequest | undefined> =>
    db
      .transaction(async (tx) => {
        const request = await lockedRequest(tx, clientId, id);
        if (!request) return undefined;
        if (request.status !== 'pending') throw new Conflict(CHANGE_REQUEST_MESSAGES.notPending);
        if (decision === 'approved') {
          const client = await clientRecordIn(tx, clientId);
          if (!client) return undefined;
          const input = { ...clientInputOf(client), ...requestedFields(request.changes) };
          // The client's billing rules across fields (a VAT payer needs a DIČ…), as the client form checks them.
          const issue = clientBillingIssues(input)[0];
          if (issue) throw new Invalid(issue.path, issue.message);
          await updateClientIn(tx, clientId, input, actor);
        }
        const now = new Date();
        await tx.update(clientChangeRequests).set({ status: decision, decidedAt: now, decidedBy: actor.id }).where(eq(clientChangeRequests.id, id));
        await recordAudit(tx, {
          actor,
          action: decision === 'approved' ? 'approve' : 'reject',
          entity: 'change_request',
          entityId: id,
          changes: { status: { from: 'pending', to: decision }, clientId: { from: null, to: clientId } },
        });
        return id;
      })
      .then(async (decided) => (decided === undefined ? undefined : (await list(clientId))?.items.find((item) => item.id === decided)));

  /** A client's requests (undefined: no such client), pending first then the newest, each with the client's current values of its fields. */
  const list = async (clientId: number): Promise<AdminChangeRequestList | undefined> => {
    const [client] = await db.select().from(clients).where(eq(clients.id, clientId));
    if (!client) return undefined;
    const rows = await db
      .select({ request: clientChangeRequests, decidedByName: users.name })
      .from(clientChangeRequests)
      .leftJoin(users, eq(users.id, clientChangeRequests.decidedBy))
      .where(eq(clientChangeRequests.clientId, clientId))
      .orderBy(sql`${clientChangeRequests.status} = 'pending' desc`, desc(clientChangeRequests.createdAt), asc(clientChangeRequests.id));
    const items = rows.map(({ request, decidedByName }): AdminChangeRequest => {
      const current: AdminChangeRequest['current'] = {};
      for (const field of Object.keys(requestedFields(request.changes)) as RequestedField[]) current[field] = client[field];
      return {
        id: request.id,
        clientId: request.clientId,
        status: request.status,
        changes: request.changes,
        current,
        createdAt: request.createdAt.toISOString(),
        decidedAt: request.decidedAt?.toISOString() ?? null,
        decidedBy: request.decidedBy,
        decidedByName: decidedByName ?? null,
      };
    });
    return { items, pending: items.filter((item) => item.status === 'pending').length };
  };

  return {
    list,
    /** How many of a client's requests wait for staff. */
    pendingCount: async (clientId: number): Promise<number> => {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(clientChangeRequests)
        .where(and(eq(clientChangeRequests.clientId, clientId), eq(clientChangeRequests.status, 'pending')));
      return row?.n ?? 0;
    },
    approve: (clientId: number, id: number, actor: Actor) => decide(clientId, id, actor, 'approved'),
    reject: (clientId: number, id: number, actor: Actor) => decide(clientId, id, actor, 'rejected'),
  };
}

/** A GDPR erasure (issue 25): deletes every change request of a client (they hold its billing details): how many. */
export async function deleteChangeRequestsOf(tx: Transaction, clientId: number): Promise<number> {
  return (await tx.delete(clientChangeRequests).where(eq(clientChangeRequests.clientId, clientId)).returning({ id: clientChangeRequests.id })).length;
}
