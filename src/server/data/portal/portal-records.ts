/**
 * What a signed-in client reads in the portal (issue 25, decision 032): their proposals, invoices, projects and details.
 * Read-only. Every function takes the session's client id and filters by it IN SQL, next to the record's id: another
 * client's id finds nothing (null → the 404 page) exactly like an id that does not exist. Drafts (proposals and
 * invoices) are never shown to a client.
 */
import { and, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import { officeDay } from '@/shared/dates';
import type { ProposalSnapshot } from '@/shared/proposal-snapshot';
import type { ClientChangeRequestInput } from '@/shared/schemas/client';
import type { ProposalStatus } from '@/shared/schemas/proposal';
import type { Database } from '@/server/db/database';
import { clientChangeRequests, clients, messages, projects, proposals } from '@/server/db/schema';
import { firstRow } from '../list-page';
import { portalInvoice, portalInvoiceItems, type PortalInvoiceItem } from './portal-invoices';

export type { PortalInvoice, PortalInvoiceItem, PortalPayment } from './portal-invoices';
import { projectNameOfProposal } from '../proposals/proposal-answers';
import { effectiveStatus } from '../proposals/proposal-records';

/** A proposal's status as the client reads it: withdrawn when staff revoked or replaced the link. */
export type PortalProposalStatus = Exclude<ProposalStatus, 'draft'> | 'withdrawn';

export interface PortalProposalItem {
  id: number;
  number: string;
  version: number;
  title: string;
  status: PortalProposalStatus;
  validUntil: string;
  currency: ProposalSnapshot['currency'];
  language: ProposalSnapshot['language'];
  /** One-time payable (with VAT) and monthly payable. */
  oneTimeMinor: number;
  monthlyMinor: number;
}

export interface PortalProjectItem {
  id: number;
  name: string;
  status: (typeof projects.$inferSelect)['status'];
  /** The office day it is due, or null. */
  dueOn: string | null;
}

export interface PortalOverview {
  clientName: string;
  proposals: PortalProposalItem[];
  invoices: PortalInvoiceItem[];
  projects: PortalProjectItem[];
}

export interface PortalProposal extends PortalProposalItem {
  snapshot: ProposalSnapshot;
  snapshotHash: string;
  storedStatus: 'sent' | 'viewed' | 'accepted' | 'declined';
  acceptedName: string | null;
  acceptedAt: Date | null;
  /** Accept / decline can be sent: sent or viewed, within its validity, not withdrawn. */
  open: boolean;
}

export interface PortalAgreedProposal {
  id: number;
  number: string;
  title: string;
  snapshot: ProposalSnapshot;
}

export interface PortalMessage {
  id: number;
  message: string;
  createdAt: Date;
}

export interface PortalProject extends PortalProjectItem {
  /** The accepted proposal the project was started from, if any (what it agreed: its snapshot). */
  proposal: PortalAgreedProposal | null;
  /** The client's own messages about it, newest first. */
  messages: PortalMessage[];
}

export interface PortalDetails {
  name: string;
  email: string;
  phone: string | null;
  billingName: string | null;
  ico: string | null;
  dic: string | null;
  billingStreet: string | null;
  billingCity: string | null;
  billingPostalCode: string | null;
  billingCountry: string;
  vatPayer: boolean;
  /** The change of billing details waiting for staff, if any. */
  pendingChange: { id: number; createdAt: Date; changes: ClientChangeRequestInput } | null;
}

const PROPOSAL_ITEM = {
  id: proposals.id,
  number: proposals.number,
  version: proposals.version,
  title: proposals.title,
  status: proposals.status,
  validUntil: proposals.validUntil,
  currency: proposals.currency,
  language: proposals.language,
  revokedAt: proposals.revokedAt,
  snapshot: proposals.snapshot,
  snapshotHash: proposals.snapshotHash,
  acceptedName: proposals.acceptedName,
  acceptedAt: proposals.acceptedAt,
};
type ProposalItemRow = { [K in keyof typeof PROPOSAL_ITEM]: (typeof proposals.$inferSelect)[K extends 'id' ? 'id' : K] };

/** Sent at least once: a snapshot exists and it is not a draft. */
const visibleProposal = (clientId: number) => and(eq(proposals.clientId, clientId), ne(proposals.status, 'draft'), sql`${proposals.snapshot} is not null`);

function proposalItem(row: ProposalItemRow, today: string): PortalProposalItem {
  const stored = row.status as Exclude<ProposalItemRow['status'], 'draft'>;
  const withdrawn = row.revokedAt !== null && (stored === 'sent' || stored === 'viewed');
  const status: PortalProposalStatus = withdrawn ? 'withdrawn' : (effectiveStatus({ status: stored, validUntil: row.validUntil }, today) as PortalProposalStatus);
  return {
    id: row.id,
    number: row.number,
    version: row.version,
    title: row.title,
    status,
    validUntil: row.validUntil,
    currency: row.currency,
    language: row.language,
    oneTimeMinor: row.snapshot?.oneTime.payableMinor ?? 0,
    monthlyMinor: row.snapshot?.monthly.payableMinor ?? 0,
  };
}

const PROJECT_ITEM = { id: projects.id, name: projects.name, status: projects.status, dueDate: projects.dueDate };
const projectItem = (row: { id: number; name: string; status: PortalProjectItem['status']; dueDate: Date | null }): PortalProjectItem => ({
  id: row.id,
  name: row.name,
  status: row.status,
  dueOn: row.dueDate ? officeDay(row.dueDate) : null,
});

export function portalRecords(db: Database) {
  const overview = async (clientId: number, now = new Date()): Promise<PortalOverview | null> => {
    const today = officeDay(now);
    const client = firstRow(await db.select({ name: clients.name }).from(clients).where(eq(clients.id, clientId)));
    if (!client) return null;
    const [proposalRows, invoiceRows, projectRows] = await Promise.all([
      db.select(PROPOSAL_ITEM).from(proposals).where(visibleProposal(clientId)).orderBy(desc(proposals.createdAt), desc(proposals.id)),
      portalInvoiceItems(db, clientId, today),
      db.select(PROJECT_ITEM).from(projects).where(eq(projects.clientId, clientId)).orderBy(desc(projects.createdAt), desc(projects.id)),
    ]);
    return {
      clientName: client.name,
      proposals: proposalRows.map((r) => proposalItem(r, today)),
      invoices: invoiceRows,
      projects: projectRows.map(projectItem),
    };
  };

  const proposal = async (clientId: number, id: number, now = new Date()): Promise<PortalProposal | null> => {
    const row = firstRow(await db.select(PROPOSAL_ITEM).from(proposals).where(and(eq(proposals.id, id), visibleProposal(clientId))));
    if (!row?.snapshot || !row.snapshotHash) return null;
    const item = proposalItem(row, officeDay(now));
    return {
      ...item,
      snapshot: row.snapshot,
      snapshotHash: row.snapshotHash,
      storedStatus: row.status as PortalProposal['storedStatus'],
      acceptedName: row.acceptedName,
      acceptedAt: row.acceptedAt,
      open: item.status === 'sent' || item.status === 'viewed',
    };
  };

  const project = async (clientId: number, id: number): Promise<PortalProject | null> => {
    const row = firstRow(await db.select(PROJECT_ITEM).from(projects).where(and(eq(projects.id, id), eq(projects.clientId, clientId))));
    if (!row) return null;
    // The accepted proposal it came from: created with the name projectNameOfProposal(snapshot) (the invoices find it so).
    const accepted = await db
      .select({ id: proposals.id, number: proposals.number, title: proposals.title, snapshot: proposals.snapshot })
      .from(proposals)
      .where(and(eq(proposals.clientId, clientId), eq(proposals.status, 'accepted')))
      .orderBy(desc(proposals.acceptedAt), desc(proposals.id));
    const source = accepted.find((p) => p.snapshot && projectNameOfProposal(p.snapshot) === row.name);
    const own = await db
      .select({ id: messages.id, message: messages.message, createdAt: messages.createdAt })
      .from(messages)
      .where(and(eq(messages.clientId, clientId), eq(messages.projectId, id), eq(messages.kind, 'portal'), ne(messages.status, 'spam')))
      .orderBy(desc(messages.createdAt), desc(messages.id));
    return {
      ...projectItem(row),
      proposal: source?.snapshot ? { id: source.id, number: source.number, title: source.title, snapshot: source.snapshot } : null,
      messages: own,
    };
  };

  const details = async (clientId: number): Promise<PortalDetails | null> => {
    const row = firstRow(await db.select().from(clients).where(eq(clients.id, clientId)));
    if (!row) return null;
    const pending = firstRow(
      await db
        .select({ id: clientChangeRequests.id, createdAt: clientChangeRequests.createdAt, changes: clientChangeRequests.changes })
        .from(clientChangeRequests)
        .where(and(eq(clientChangeRequests.clientId, clientId), inArray(clientChangeRequests.status, ['pending'])))
        .orderBy(desc(clientChangeRequests.createdAt), desc(clientChangeRequests.id))
        .limit(1),
    );
    return {
      name: row.name,
      email: row.email,
      phone: row.phone,
      billingName: row.billingName,
      ico: row.ico,
      dic: row.dic,
      billingStreet: row.billingStreet,
      billingCity: row.billingCity,
      billingPostalCode: row.billingPostalCode,
      billingCountry: row.billingCountry,
      vatPayer: row.vatPayer,
      pendingChange: pending ?? null,
    };
  };

  /** The client's name (the pages' header), or null. */
  const clientName = async (clientId: number): Promise<string | null> =>
    firstRow(await db.select({ name: clients.name }).from(clients).where(eq(clients.id, clientId)))?.name ?? null;

  const invoice = (clientId: number, id: number, now = new Date()) => portalInvoice(db, clientId, id, officeDay(now));

  return { overview, proposal, invoice, project, details, clientName };
}

export type PortalRecords = ReturnType<typeof portalRecords>;
