/**
 * Erasing a client's personal data on request (issue 25, GDPR right to erasure; docs/product/client-portal.md), in ONE
 * transaction, through the modules that own each table:
 *  - messages of the client and from its address (linked to no client): anonymised (messages.ts), their visits deleted
 *    (analytics-events.ts: the analytics link), their mails, the mails to staff about the client's change requests and
 *    every mail addressed to the client deleted — except an invoice's mail, which goes with the tax document
 *    (mail-outbox.ts);
 *  - the portal: access, sign-in links, sessions (portal-sessions.ts endAllOf) and change requests deleted;
 *  - proposals never accepted and not invoiced deleted with their PDFs (proposals/proposal-drafts.ts); accepted ones
 *    kept (the contract);
 *  - invoices NEVER changed: issued documents are tax documents, kept 10 years (zákon o DPH § 35). With any issued
 *    invoice or accepted proposal the client keeps its billing identity and loses its contact details; otherwise the
 *    client record is anonymised fully (clients.ts anonymiseClient).
 *  - the audit log: its entries stay (kept at least a year, decision 011) without the person — every entry the client
 *    made or that concerns its records is pseudonymised (src/server/audit/audit-erasure.ts; the values it looks for:
 *    client-erasure-traces.ts); what else names the person and lives outside the data modules (the rate limits keyed
 *    by its address and IPs) is forgotten by the caller's `forget`, in the same transaction (issue 33).
 * One audit entry ('erase', entity client) with counts only — no personal data. A second erasure finds nothing left
 * to erase and answers zero counts (what is kept is reported again).
 */
import { and, eq, sql } from 'drizzle-orm';
import { ERASURE_KEPT_REASONS, type ClientErasureCounts, type ClientErasureResult, type ErasureKeptReason } from '@/shared/client-privacy';
import { pseudonymiseAuditEntries } from '@/server/audit/audit-erasure';
import { recordAudit, type Actor } from '@/server/audit/audit-log';
import type { Database } from '@/server/db/database';
import type { Transaction } from '../content-version';
import { invoices, projects } from '@/server/db/schema';
import { deleteEnquiryVisits } from '../analytics-events';
import { anonymiseClient, lockedClient } from '../clients';
import { deleteMailsOfErasure } from '../mail-outbox';
import { anonymiseMessages, messageIdsOfClient } from '../messages';
import { deleteUnacceptedProposalsOf } from '../proposals/proposal-drafts';
import { deleteChangeRequestsOf } from './client-change-requests';
import { erasureTraces } from './client-erasure-traces';
import { removePortalAccessIn } from './portal-access';
import { deleteAllLinksOf } from './portal-sign-in';
import { portalSessionStore } from './portal-sessions';

/** What names the person outside the data modules, deleted in the erasure's transaction: how many rows. */
export type ErasureForget = (tx: Transaction, person: { email: string; ips: readonly string[] }) => Promise<number>;

/** Erases a client's personal data; undefined for an unknown client. */
export async function eraseClient(db: Database, clientId: number, actor: Actor, forget?: ErasureForget): Promise<ClientErasureResult | undefined> {
  const sessions = portalSessionStore(db);
  return db.transaction(async (tx) => {
    const client = await lockedClient(tx, clientId);
    if (!client) return undefined;

    const messageIds = await messageIdsOfClient(tx, clientId, client.email, true);
    // Before anything is deleted: the records and values the audit entries may name.
    const traces = await erasureTraces(tx, client, messageIds);
    const visitsDeleted = await deleteEnquiryVisits(tx, messageIds);
    // The mails first: their rows name the messages (and the client's address) before those are anonymised.
    const mailIds = await deleteMailsOfErasure(tx, clientId, messageIds, client.email);
    const messagesAnonymised = await anonymiseMessages(tx, messageIds);

    // The portal: sessions, sign-in links and access, through their modules.
    const portalSessionsEnded = await sessions.endAllOf(tx, clientId);
    const portalLinksDeleted = await deleteAllLinksOf(tx, clientId);
    const portalAccessRemoved = await removePortalAccessIn(tx, clientId);
    const changeRequestsDeleted = await deleteChangeRequestsOf(tx, clientId);

    const proposals = await deleteUnacceptedProposalsOf(tx, clientId);
    const [issued] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(invoices)
      .where(and(eq(invoices.clientId, clientId), eq(invoices.status, 'issued')));
    const invoicesKept = issued?.n ?? 0;
    const [projectCount] = await tx.select({ n: sql<number>`count(*)::int` }).from(projects).where(eq(projects.clientId, clientId));
    const billingIdentityKept = invoicesKept > 0 || proposals.kept > 0;
    const clientAnonymised = (await anonymiseClient(tx, clientId, billingIdentityKept)) ? 1 : 0;
    const after = await lockedClient(tx, clientId);

    const audit = await pseudonymiseAuditEntries(tx, {
      clientId,
      records: { ...traces.records, mail: mailIds },
      personal: traces.personal,
      email: client.email,
      clientLabel: after?.name ?? client.name,
    });
    const rateLimitsDeleted = forget ? await forget(tx, { email: client.email, ips: audit.ips }) : 0;

    const counts: ClientErasureCounts = {
      messagesAnonymised,
      visitsDeleted,
      mailsDeleted: mailIds.length,
      proposalsDeleted: proposals.deleted,
      proposalsKept: proposals.kept,
      invoicesKept,
      portalSessionsEnded,
      portalLinksDeleted,
      portalAccessRemoved,
      changeRequestsDeleted,
      clientAnonymised,
      activityEntriesPseudonymised: audit.entries,
      rateLimitsDeleted,
    };
    // Counts only: no name, address or text of the client reaches the entry (its label is the record's name after
    // the erasure — the anonymised one, or the billing name the documents keep).
    await recordAudit(tx, {
      actor,
      action: 'erase',
      entity: 'client',
      entityId: clientId,
      changes: Object.fromEntries(Object.entries(counts).map(([kind, n]) => [kind, { from: null, to: n }])),
    });

    const kept: ClientErasureResult['kept'] = [];
    const keep = (reason: ErasureKeptReason, count: number) => {
      if (count > 0) kept.push({ reason, count, text: ERASURE_KEPT_REASONS[reason] });
    };
    keep('invoices', invoicesKept);
    keep('acceptedProposals', proposals.kept);
    keep('billingIdentity', billingIdentityKept ? 1 : 0);
    keep('projects', projectCount?.n ?? 0);
    return { clientId, counts, billingIdentityKept, kept };
  });
}
