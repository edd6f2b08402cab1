/**
 * Everything stored about one client that the client gave or was sent, on request (issue 25, GDPR right of access;
 * docs/product/client-portal.md#a-clients-data): read in one read-only transaction (one consistent picture), packed as
 * a ZIP by client-data-zip.ts. The client downloads it from the portal (GET /portal/export), staff from the client's
 * page (GET /api/admin/clients/:id/export); both are audited ('export', entity client).
 *
 * Each record is read through its allow-list (CLIENT_DATA_EXPORT_FIELDS in src/shared/client-privacy.ts, issue 33):
 * never the agency's internal notes, salesman, costs, prices or workflow states, the hashes of portal sessions and
 * sign-in links, the content of draft proposals (listed by number, title, status and dates only), invoice drafts (not
 * documents yet), the PDFs' bytes (in the portal already).
 */
import { and, asc, eq, getTableColumns, inArray, type Column } from 'drizzle-orm';
import { CLIENT_DATA_EXPORT_FIELDS as FIELDS } from '@/shared/client-privacy';
import type { Language } from '@/shared/constants';
import { recordAudit, type Actor } from '@/server/audit/audit-log';
import type { Database } from '@/server/db/database';
import {
  clientChangeRequests,
  clients,
  enquiryVisits,
  invoicePayments,
  invoices,
  messages,
  portalAccess,
  portalSessions,
  portalSignInLinks,
  projects,
  proposals,
} from '@/server/db/schema';
import { messageIdsOfClient } from '../messages';
import { clientDataFileName, clientDataZip, ENQUIRY_VISIT_EXPORT_FIELDS } from './client-data-zip';

type Row = Record<string, unknown>;

/** The export's one object (data.json). */
export interface ClientDataExport {
  exportedAt: string;
  language: Language;
  client: Row;
  portal: { accessEnabledAt: string | null; sessions: Row[]; signInLinks: Row[] };
  projects: Row[];
  messages: Row[];
  enquiryVisits: Row[];
  proposals: Row[];
  invoices: Row[];
  payments: Row[];
  changeRequests: Row[];
}

/** The columns of a table's allow-list, for a select (the compiler checks each name is a column of the table). */
function allowed<C extends Record<string, Column>, K extends keyof C & string>(columns: C, fields: readonly K[]): Pick<C, K> {
  return Object.fromEntries(fields.map((field) => [field, columns[field]])) as Pick<C, K>;
}

/** Reads everything about a client in one read-only transaction; undefined for an unknown client. */
export async function readClientData(db: Database, clientId: number, language: Language, now = new Date()): Promise<ClientDataExport | undefined> {
  return db.transaction(
    async (tx) => {
      const [client] = await tx.select(allowed(getTableColumns(clients), FIELDS.client)).from(clients).where(eq(clients.id, clientId));
      if (!client) return undefined;
      const messageIds = await messageIdsOfClient(tx, clientId, client.email);
      const messageRows = messageIds.length
        ? await tx.select(allowed(getTableColumns(messages), FIELDS.message)).from(messages).where(inArray(messages.id, messageIds)).orderBy(asc(messages.id))
        : [];
      const visits = messageIds.length
        ? await tx.select(allowed(getTableColumns(enquiryVisits), ENQUIRY_VISIT_EXPORT_FIELDS)).from(enquiryVisits).where(inArray(enquiryVisits.messageId, messageIds)).orderBy(asc(enquiryVisits.messageId))
        : [];
      const projectRows = await tx.select(allowed(getTableColumns(projects), FIELDS.project)).from(projects).where(eq(projects.clientId, clientId)).orderBy(asc(projects.id));
      const proposalRows = await tx
        .select({ ...allowed(getTableColumns(proposals), FIELDS.proposal), snapshot: proposals.snapshot })
        .from(proposals)
        .where(eq(proposals.clientId, clientId))
        .orderBy(asc(proposals.id));
      const invoiceRows = await tx
        .select({ ...allowed(getTableColumns(invoices), FIELDS.invoice), totalMinor: invoices.totalMinor, snapshot: invoices.snapshot })
        .from(invoices)
        .where(and(eq(invoices.clientId, clientId), eq(invoices.status, 'issued')))
        .orderBy(asc(invoices.id));
      const invoiceIds = invoiceRows.map((row) => row.id);
      const paymentRows = invoiceIds.length
        ? await tx
            .select({ ...allowed(getTableColumns(invoicePayments), FIELDS.payment), invoiceId: invoicePayments.invoiceId, invoiceNumber: invoices.number })
            .from(invoicePayments)
            .innerJoin(invoices, eq(invoices.id, invoicePayments.invoiceId))
            .where(inArray(invoicePayments.invoiceId, invoiceIds))
            .orderBy(asc(invoicePayments.id))
        : [];
      const requests = await tx
        .select(allowed(getTableColumns(clientChangeRequests), FIELDS.changeRequest))
        .from(clientChangeRequests)
        .where(eq(clientChangeRequests.clientId, clientId))
        .orderBy(asc(clientChangeRequests.id));
      const [access] = await tx.select({ enabledAt: portalAccess.enabledAt }).from(portalAccess).where(eq(portalAccess.clientId, clientId));
      const sessions = await tx
        .select({ createdAt: portalSessions.createdAt, lastSeenAt: portalSessions.lastSeenAt, expiresAt: portalSessions.expiresAt, email: portalSessions.email })
        .from(portalSessions)
        .where(eq(portalSessions.clientId, clientId))
        .orderBy(asc(portalSessions.createdAt));
      const links = await tx
        .select({ createdAt: portalSignInLinks.createdAt, expiresAt: portalSignInLinks.expiresAt, usedAt: portalSignInLinks.usedAt, email: portalSignInLinks.email })
        .from(portalSignInLinks)
        .where(eq(portalSignInLinks.clientId, clientId))
        .orderBy(asc(portalSignInLinks.id));
      const visitOf = new Map(visits.map(({ messageId, ...visit }) => [messageId, visit]));
      const paymentsOf = (invoiceId: number) => paymentRows.filter((payment) => payment.invoiceId === invoiceId);
      return {
        exportedAt: now.toISOString(),
        language,
        client,
        portal: { accessEnabledAt: access?.enabledAt.toISOString() ?? null, sessions, signInLinks: links },
        projects: projectRows,
        messages: messageRows.map((message) => ({ ...message, visit: visitOf.get(message.id) ?? null })),
        enquiryVisits: visits,
        // A draft is the agency's work in progress: listed, without its content.
        proposals: proposalRows.map((proposal) => (proposal.status === 'draft' ? { ...proposal, snapshot: null } : proposal)),
        invoices: invoiceRows.map((invoice) => ({ ...invoice, payments: paymentsOf(invoice.id) })),
        payments: paymentRows,
        changeRequests: requests,
      };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

/**
 * The export of a client, audited ('export', entity client, who asked: the client in the portal or a staff member)
 * before it is read; undefined for an unknown client. `language`: the README's and CSVs' (else the client's document
 * language).
 */
export async function exportClientData(
  db: Database,
  clientId: number,
  actor: Actor | ((client: { name: string }) => Actor),
  language?: Language,
  now = new Date(),
): Promise<{ zip: Uint8Array; fileName: string } | undefined> {
  const [client] = await db.select({ name: clients.name, documentLanguage: clients.documentLanguage }).from(clients).where(eq(clients.id, clientId));
  if (!client) return undefined;
  const lang = language ?? client.documentLanguage;
  await recordAudit(db, { actor: typeof actor === 'function' ? actor(client) : actor, action: 'export', entity: 'client', entityId: clientId, changes: { files: { from: null, to: 'zip' } } });
  const data = await readClientData(db, clientId, lang, now);
  if (!data) return undefined;
  return { zip: clientDataZip(data), fileName: clientDataFileName(lang, now) };
}
