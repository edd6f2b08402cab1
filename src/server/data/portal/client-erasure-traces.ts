/**
 * What an erasure looks for before it deletes anything (issue 33, item 11): the client's records whose audit entries
 * concern the person, and the personal values those entries may hold — the client's contact and billing details, the
 * senders of its messages, the names typed when accepting its proposals and the reasons of declining them, the values
 * of its change requests. Read in the erasure's transaction (src/server/data/portal/client-erasure.ts), before the
 * rows are anonymised or deleted; the audit module pseudonymises the entries (src/server/audit/audit-erasure.ts).
 */
import { eq, inArray } from 'drizzle-orm';
import type { AuditEntity } from '@/shared/audit';
import { clientChangeRequests, invoices, messages, portalSessions, portalSignInLinks, projects, proposals, type ClientRow } from '@/server/db/schema';
import type { Transaction } from '../content-version';

export interface ErasureTraces {
  records: Partial<Record<AuditEntity, number[]>>;
  personal: string[];
}

const texts = (value: unknown): string[] => {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(texts);
  if (value && typeof value === 'object') return Object.values(value).flatMap(texts);
  return [];
};

export async function erasureTraces(tx: Transaction, client: ClientRow, messageIds: readonly number[]): Promise<ErasureTraces> {
  const ids = [...messageIds];
  const [messageRows, proposalRows, requestRows, projectRows, invoiceRows, sessionRows, linkRows] = await Promise.all([
    ids.length ? tx.select({ name: messages.name, email: messages.email, phone: messages.phone, message: messages.message }).from(messages).where(inArray(messages.id, ids)) : [],
    tx.select({ id: proposals.id, acceptedName: proposals.acceptedName, acceptedIp: proposals.acceptedIp, declineReason: proposals.declineReason }).from(proposals).where(eq(proposals.clientId, client.id)),
    tx.select({ id: clientChangeRequests.id, changes: clientChangeRequests.changes }).from(clientChangeRequests).where(eq(clientChangeRequests.clientId, client.id)),
    tx.select({ id: projects.id }).from(projects).where(eq(projects.clientId, client.id)),
    tx.select({ id: invoices.id }).from(invoices).where(eq(invoices.clientId, client.id)),
    tx.select({ email: portalSessions.email }).from(portalSessions).where(eq(portalSessions.clientId, client.id)),
    tx.select({ email: portalSignInLinks.email }).from(portalSignInLinks).where(eq(portalSignInLinks.clientId, client.id)),
  ]);
  const { name, email, phone, company, website, contractUrl, internalNotes, billingName, billingStreet, billingCity, billingPostalCode, ico, dic } = client;
  return {
    records: {
      client: [client.id],
      message: ids,
      proposal: proposalRows.map((row) => row.id),
      change_request: requestRows.map((row) => row.id),
      project: projectRows.map((row) => row.id),
      invoice: invoiceRows.map((row) => row.id),
    },
    personal: [
      ...texts({ name, email, phone, company, website, contractUrl, internalNotes, billingName, billingStreet, billingCity, billingPostalCode, ico, dic }),
      ...messageRows.flatMap(texts),
      ...proposalRows.flatMap(({ acceptedName, acceptedIp, declineReason }) => texts([acceptedName, acceptedIp, declineReason])),
      ...requestRows.flatMap((row) => texts(row.changes)),
      ...[...sessionRows, ...linkRows].map((row) => row.email),
    ],
  };
}
