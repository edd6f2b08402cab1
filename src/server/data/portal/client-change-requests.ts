/**
 * A client's requests to change their billing details (issue 25, docs/product/client-portal.md): the only writer of
 * client_change_requests. The client makes one from the portal (create); staff see a client's requests on its page
 * (list) and decide a pending one — approving writes the requested fields to the client through the client's own
 * update (data/clients.ts, its audit 'update' entry) and marks the request approved, in one transaction; rejecting
 * marks it rejected. Only a pending request is decided (409 otherwise). An erasure deletes a client's requests
 * (deleteChangeRequestsOf). Every write is audited (entity change_request).
 */
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { AdminChangeRequest, AdminChangeRequestList, ChangeRequestField } from '@/shared/client-privacy';
import { clientBillingIssues } from '@/shared/identifiers/client-billing';
import type { ClientChangeRequestInput } from '@/shared/schemas/client';
import { recordAudit, type Actor } from '@/server/audit/audit-log';
import type { Database } from '@/server/db/database';
import { clientChangeRequests as changeRequestsTable, clients, users, type ClientRow } from '@/server/db/schema';
import { Conflict, Invalid } from '@/server/domain/errors';
import { clientInputOf, clientRecordIn, updateClientIn } from '../clients';
import type { Transaction } from '../content-version';
import { firstRow } from '../list-page';

export type ClientChangeRequestRow = typeof changeRequestsTable.$inferSelect;

export const CHANGE_REQUEST_MESSAGES = {
  notPending: 'The change request has already been decided',
} as const;

type RequestedField = ChangeRequestField;

/** The requested fields (the note is the client's words to staff, not a field of the client). */
function requestedFields(changes: ClientChangeRequestInput): Partial<Pick<ClientChangeRequestInput, RequestedField>> {
  const { note: _note, ...fields } = changes;
  return fields;
}

/** The client's current value of each field a request asks to change (what approving would replace). */
function currentValues(client: ClientRow, changes: ClientChangeRequestInput): AdminChangeRequest['current'] {
  const current: AdminChangeRequest['current'] = {};
  for (const field of Object.keys(requestedFields(changes)) as RequestedField[]) current[field] = client[field];
  return current;
}

/** A request just made, for what is written alongside it (the staff notification): the client as it is now. */
export interface NewChangeRequest {
  request: ClientChangeRequestRow;
  client: ClientRow;
  current: AdminChangeRequest['current'];
}

export function clientChangeRequests(db: Database) {
  /** The request of this client (another client's id is the same 404 as a missing one), locked. */
  const lockedRequest = async (tx: Transaction, clientId: number, id: number) =>
    firstRow(
      await tx
        .select()
        .from(changeRequestsTable)
        .where(and(eq(changeRequestsTable.id, id), eq(changeRequestsTable.clientId, clientId)))
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
        await tx.update(changeRequestsTable).set({ status: decision, decidedAt: now, decidedBy: actor.id }).where(eq(changeRequestsTable.id, id));
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
      .select({ request: changeRequestsTable, decidedByName: users.name })
      .from(changeRequestsTable)
      .leftJoin(users, eq(users.id, changeRequestsTable.decidedBy))
      .where(eq(changeRequestsTable.clientId, clientId))
      .orderBy(sql`${changeRequestsTable.status} = 'pending' desc`, desc(changeRequestsTable.createdAt), asc(changeRequestsTable.id));
    const items = rows.map(
      ({ request, decidedByName }): AdminChangeRequest => ({
        id: request.id,
        clientId: request.clientId,
        status: request.status,
        changes: request.changes,
        current: currentValues(client, request.changes),
        createdAt: request.createdAt.toISOString(),
        decidedAt: request.decidedAt?.toISOString() ?? null,
        decidedBy: request.decidedBy,
        decidedByName: decidedByName ?? null,
      }),
    );
    return { items, pending: items.filter((item) => item.status === 'pending').length };
  };

  return {
    /**
     * A pending request of the client (validated by clientChangeRequestSchema), recorded with the client as actor, and
     * `alongside` (the staff notification: how many mails it queued) in the same transaction. Undefined: no such client.
     */
    create: (
      clientId: number,
      changes: ClientChangeRequestInput,
      actor: Actor,
      alongside: (tx: Transaction, created: NewChangeRequest) => Promise<number>,
    ): Promise<{ id: number; mails: number } | undefined> =>
      db.transaction(async (tx) => {
        const [client] = await tx.select().from(clients).where(eq(clients.id, clientId));
        if (!client) return undefined;
        const [row] = await tx.insert(changeRequestsTable).values({ clientId, changes }).returning();
        await recordAudit(tx, { actor, action: 'create', entity: 'change_request', entityId: row!.id, changes: { clientId: { from: null, to: clientId }, status: { from: null, to: 'pending' } } });
        const mails = await alongside(tx, { request: row!, client, current: currentValues(client, changes) });
        return { id: row!.id, mails };
      }),
    list,
    approve: (clientId: number, id: number, actor: Actor) => decide(clientId, id, actor, 'approved'),
    reject: (clientId: number, id: number, actor: Actor) => decide(clientId, id, actor, 'rejected'),
  };
}

/** How many of a client's requests wait for staff (the client's portal card in the back office). */
export async function pendingChangeRequestCount(db: Database | Transaction, clientId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(changeRequestsTable)
    .where(and(eq(changeRequestsTable.clientId, clientId), eq(changeRequestsTable.status, 'pending')));
  return row?.n ?? 0;
}

/** A GDPR erasure (issue 25): deletes every change request of a client (they hold its billing details): how many. */
export async function deleteChangeRequestsOf(tx: Transaction, clientId: number): Promise<number> {
  return (await tx.delete(changeRequestsTable).where(eq(changeRequestsTable.clientId, clientId)).returning({ id: changeRequestsTable.id })).length;
}
