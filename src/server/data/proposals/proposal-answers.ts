/**
 * The client's side of a sent proposal, through its link (docs/product/proposals.md#the-clients-page): look the token
 * up (only its SHA-256 is stored), mark the first opening as viewed, accept or decline. Acceptance is one conditional
 * UPDATE … WHERE status IN ('sent','viewed') in one transaction with its consequences (the client made active, the
 * deal's project made active — created, or updated for a later version —, staff notified, the client sent a
 * confirmation): two clicks, tabs or instances give one acceptance. An accepted version a newer one superseded keeps
 * showing through its link, read-only, and leads on to the newer version.
 */
import { and, desc, eq, gte, inArray, isNotNull, isNull, ne } from 'drizzle-orm';
import { dealTitle, NEWEST_VERSION_SUFFIX, proposalPagePath } from '@/shared/proposal-paths';
import type { ProposalSnapshot } from '@/shared/proposal-snapshot';
import { clientActor, recordAudit } from '@/server/audit/audit-log';
import type { Database } from '@/server/db/database';
import { clients, proposals, type ProposalRow } from '@/server/db/schema';
import { ACCEPTANCE_BILLING_FIELDS, type AcceptanceBilling, type AcceptanceBillingField } from '@/shared/schemas/client';
import { missingTaxDocumentCustomer, TAX_DOCUMENT_CUSTOMER_FIELDS } from '@/shared/invoices/tax-document-customer';
import { Conflict } from '@/server/domain/errors';
import { activateClient, takeAcceptanceBilling } from '../clients';
import type { Transaction } from '../content-version';
import { firstRow } from '../list-page';
import { projectOfAcceptedProposal } from '../projects';
import { officeDate } from './proposal-dates';
import { effectiveStatus, PROPOSAL_COLUMNS, type ProposalFields } from './proposal-records';
import { tokenHashOf, type QueueMails } from './proposal-sending';

/** Why a known link no longer opens its proposal (410). */
export type GoneReason = 'expired' | 'revoked' | 'superseded';

/** An open proposal: a sent one has a client. */
export type OpenProposal = ProposalFields & { clientId: number; snapshot: ProposalSnapshot; snapshotHash: string };

export type TokenLookup =
  | { kind: 'unknown' }
  | { kind: 'gone'; reason: GoneReason; language: ProposalRow['language'] }
  /** `newerVersion`: an accepted version a newer one superseded — shown read-only, naming the newer version. */
  | { kind: 'open'; row: OpenProposal; newerVersion?: number };

/**
 * The name of the project an accepted proposal starts: the deal's title, without the number and without a leading
 * "Nabídka" / "Proposal" (the proposal from a quote request: "Tvorba webu – balíček Standardní").
 */
export const projectNameOfProposal = (snapshot: Pick<ProposalSnapshot, 'title'>) => dealTitle(snapshot.title).slice(0, 200);

/**
 * Where an answer comes from: the e-mailed link (its token; `newest`: the newest sent version of the deal, reached from
 * an accepted version's link), or the client portal (the proposal's id, scoped to the signed-in client's id: another
 * client's proposal or a draft is unknown, as a wrong token).
 */
export type ProposalLocator = { token: string; newest?: boolean } | { clientId: number; proposalId: number };

/** The newest sent version superseding proposal `id` (itself when none does). */
async function newestVersionId(db: Database | Transaction, id: number): Promise<number> {
  for (let current = id; ; ) {
    const [newer] = await db.select({ id: proposals.id }).from(proposals).where(and(eq(proposals.supersedesId, current), ne(proposals.status, 'draft')));
    if (!newer) return current;
    current = newer.id;
  }
}

async function lookup(db: Database | Transaction, locator: ProposalLocator, now: Date, lock = false): Promise<TokenLookup> {
  let where;
  if ('token' in locator) {
    if (!/^[A-Za-z0-9_-]{20,100}$/.test(locator.token)) return { kind: 'unknown' };
    where = eq(proposals.tokenHash, tokenHashOf(locator.token));
    if (locator.newest) {
      // Only an accepted version's link leads on to the newer versions of its deal.
      const [linked] = await db.select({ id: proposals.id, status: proposals.status }).from(proposals).where(where);
      if (linked?.status !== 'accepted') return { kind: 'unknown' };
      where = eq(proposals.id, await newestVersionId(db, linked.id));
    }
  } else {
    where = and(eq(proposals.id, locator.proposalId), eq(proposals.clientId, locator.clientId), ne(proposals.status, 'draft'));
  }
  const query = db.select(PROPOSAL_COLUMNS).from(proposals).where(where);
  const row = firstRow(lock ? await query.for('update') : await query);
  if (!row || !row.snapshot || !row.snapshotHash || row.clientId === null) return { kind: 'unknown' };
  const open: OpenProposal = { ...row, clientId: row.clientId, snapshot: row.snapshot, snapshotHash: row.snapshotHash };
  if (row.revokedAt) {
    const [newer] = await db.select({ version: proposals.version }).from(proposals).where(and(eq(proposals.supersedesId, row.id), ne(proposals.status, 'draft')));
    // What the client accepted stays readable through its link, with the way to the newer version.
    if (newer && row.status === 'accepted') return { kind: 'open', row: open, newerVersion: newer.version };
    return { kind: 'gone', reason: newer ? 'superseded' : 'revoked', language: row.language };
  }
  if (effectiveStatus(row, officeDate(now)) === 'expired') return { kind: 'gone', reason: 'expired', language: row.language };
  return { kind: 'open', row: open };
}

/** `repeated`: it had been given this same answer before (the first answer stands; nothing was written). */
export type AnswerResult = { kind: 'answered'; row: ProposalFields; repeated?: true } | Exclude<TokenLookup, { kind: 'open' }>;

/** Messages of refused answers (409). */
export const ANSWER_MESSAGES = {
  alreadyDeclined: 'This proposal was declined',
  alreadyAccepted: 'This proposal was accepted',
  changed: 'The proposal shown is not the one sent',
} as const;

/** Who accepts: the typed name, where from, and the hash of the document the form showed (when the form sent one). */
export interface Answerer {
  name: string;
  ip: string | null;
  userAgent: string | null;
  shownHash?: string | undefined;
  /** The billing details the page asked for (when the client record lacked what an invoice will need). */
  billing?: AcceptanceBilling | undefined;
}

/**
 * What the acceptance form asks of the client (docs/product/proposals.md#billing-details-on-acceptance): undefined when
 * its record already has what a tax document needs; else the record's current billing fields (the form's values) and
 * those the rule of tax documents requires.
 */
export interface AcceptanceBillingAsk {
  values: Record<AcceptanceBillingField, string>;
  required: AcceptanceBillingField[];
}

export async function acceptanceBillingAsk(db: Database, clientId: number): Promise<AcceptanceBillingAsk | undefined> {
  const client = firstRow(await db.select().from(clients).where(eq(clients.id, clientId)));
  if (!client) return undefined;
  const missing = missingTaxDocumentCustomer(client);
  if (missing.length === 0) return undefined;
  const values = Object.fromEntries(ACCEPTANCE_BILLING_FIELDS.map((key) => [key, client[key] ?? ''])) as Record<AcceptanceBillingField, string>;
  // The billing name starts as the name documents would print; the street, city and postal code are always asked.
  values.billingName ||= client.company ?? client.name;
  const always: AcceptanceBillingField[] = ['billingName', 'billingStreet', 'billingCity', 'billingPostalCode', 'billingCountry'];
  return { values, required: [...new Set([...always, ...missing.map((field) => TAX_DOCUMENT_CUSTOMER_FIELDS[field])])] };
}

export function proposalAnswers(db: Database, options: { queue: QueueMails; origin: string }) {
  /**
   * The open proposal after the first opening marked it viewed (once: only a `sent` one changes). `byPerson: false`
   * (a mail scanner, a bot or a browser's prefetch opened the link) shows it without marking it viewed.
   */
  const open = async (token: string, ip: string | null, now = new Date(), byPerson = true): Promise<TokenLookup> => openAt({ token }, ip, now, byPerson);

  const openAt = async (locator: ProposalLocator, ip: string | null, now = new Date(), byPerson = true): Promise<TokenLookup> => {
    const found = await lookup(db, locator, now);
    if (found.kind !== 'open' || found.row.status !== 'sent' || !byPerson) return found;
    const viewed = await db.transaction(async (tx) => {
      const [row] = await tx
        .update(proposals)
        .set({ status: 'viewed', viewedAt: now })
        .where(and(eq(proposals.id, found.row.id), eq(proposals.status, 'sent')))
        .returning(PROPOSAL_COLUMNS);
      if (row) await recordAudit(tx, { actor: clientActor(found.row.snapshot.customer.name, ip, found.row.clientId), action: 'status', entity: 'proposal', entityId: row.id, changes: { status: { from: 'sent', to: 'viewed' } } });
      return row;
    });
    return viewed ? { kind: 'open', row: { ...found.row, ...viewed, clientId: found.row.clientId, snapshot: found.row.snapshot, snapshotHash: found.row.snapshotHash } } : found;
  };

  /**
   * Accepts: the acceptance record, the client made active, a project with budget = the one-time base and monthly fee
   * = the monthly base (without VAT), and the staff notice — one transaction. Accepting again is answered with the
   * first acceptance; a declined proposal is refused (409).
   */
  const accept = async (token: string, who: Answerer, now = new Date()): Promise<AnswerResult> => acceptAt({ token }, who, now);

  const acceptAt = async (locator: ProposalLocator, who: Answerer, now = new Date()): Promise<AnswerResult> =>
    db.transaction(async (tx) => {
      const found = await lookup(tx, locator, now, true);
      if (found.kind !== 'open') return found;
      const { row: current } = found;
      // The form carries the hash of the document it showed: an answer to anything else is refused.
      if (who.shownHash !== undefined && who.shownHash !== current.snapshotHash) throw new Conflict(ANSWER_MESSAGES.changed);
      // An invoice will need the customer's name and address: taken (or refused, 400) before the acceptance is written.
      if (current.status === 'sent' || current.status === 'viewed') await takeAcceptanceBilling(tx, current.clientId, who.billing, clientActor(who.name, who.ip, current.clientId));
      const [row] = await tx
        .update(proposals)
        .set({
          status: 'accepted',
          acceptedAt: now,
          acceptedName: who.name,
          acceptedConsent: true,
          acceptedIp: who.ip,
          acceptedUserAgent: who.userAgent?.slice(0, 500) ?? null,
          acceptedShownHash: current.snapshotHash,
          updatedAt: now,
        })
        .where(and(eq(proposals.id, current.id), inArray(proposals.status, ['sent', 'viewed']), isNull(proposals.revokedAt), gte(proposals.validUntil, officeDate(now))))
        .returning(PROPOSAL_COLUMNS);
      if (!row) {
        if (current.status === 'accepted') return { kind: 'answered', row: current, repeated: true };
        throw new Conflict(ANSWER_MESSAGES.alreadyDeclined);
      }
      const actor = clientActor(who.name, who.ip, current.clientId);
      await recordAudit(tx, { actor, action: 'status', entity: 'proposal', entityId: row.id, changes: { status: { from: current.status, to: 'accepted' }, acceptedName: { from: null, to: who.name } } });
      await activateClient(tx, current.clientId, actor);
      const { snapshot } = current;
      // One project per deal: a later version's acceptance updates the project an earlier version started.
      const [earlier] = await tx
        .select({ projectId: proposals.projectId })
        .from(proposals)
        .where(and(eq(proposals.number, current.number), ne(proposals.id, current.id), isNotNull(proposals.projectId)))
        .orderBy(desc(proposals.version))
        .limit(1);
      const project = await projectOfAcceptedProposal(
        tx,
        {
          projectId: earlier?.projectId ?? null,
          clientId: current.clientId,
          name: projectNameOfProposal(snapshot),
          description: snapshot.lines.map((l) => l.service).join(', ').slice(0, 2000),
          budgetMinor: snapshot.oneTime.baseMinor,
          monthlyFeeMinor: snapshot.monthly.baseMinor,
          currency: snapshot.currency,
          rateThousandths: snapshot.indicativeCzk?.rateThousandths ?? null,
        },
        actor,
      );
      await tx.update(proposals).set({ projectId: project.id }).where(eq(proposals.id, current.id));
      await notifyStaff(tx, row, 'accepted', who.name);
      await confirmToClient(tx, { ...row, clientId: current.clientId, snapshot, snapshotHash: current.snapshotHash }, locator);
      return { kind: 'answered', row };
    });

  /** Declines (optional reason); declining again is answered with the first; an accepted one is refused (409). */
  const decline = async (token: string, reason: string, ip: string | null, now = new Date()): Promise<AnswerResult> => declineAt({ token }, reason, ip, now);

  const declineAt = async (locator: ProposalLocator, reason: string, ip: string | null, now = new Date()): Promise<AnswerResult> =>
    db.transaction(async (tx) => {
      const found = await lookup(tx, locator, now, true);
      if (found.kind !== 'open') return found;
      const { row: current } = found;
      const [row] = await tx
        .update(proposals)
        .set({ status: 'declined', declinedAt: now, declineReason: reason || null, updatedAt: now })
        .where(and(eq(proposals.id, current.id), inArray(proposals.status, ['sent', 'viewed'])))
        .returning(PROPOSAL_COLUMNS);
      if (!row) {
        if (current.status === 'declined') return { kind: 'answered', row: current, repeated: true };
        throw new Conflict(ANSWER_MESSAGES.alreadyAccepted);
      }
      await recordAudit(tx, { actor: clientActor(current.snapshot.customer.name, ip, current.clientId), action: 'status', entity: 'proposal', entityId: row.id, changes: { status: { from: current.status, to: 'declined' } } });
      await notifyStaff(tx, row, 'declined', reason);
      return { kind: 'answered', row };
    });

  /**
   * The client's confirmation (docs/product/proposals.md#acceptance): in the proposal's language, through the outbox,
   * the accepted version's stored PDF attached by the sender; the link to its page when it was accepted through one.
   */
  const confirmToClient = async (tx: Transaction, row: OpenProposal, locator: ProposalLocator) => {
    const [client] = await tx.select({ email: clients.email }).from(clients).where(eq(clients.id, row.clientId));
    if (!client?.email) return;
    const link = 'token' in locator ? `${options.origin}${proposalPagePath(row.language, locator.token)}${locator.newest ? NEWEST_VERSION_SUFFIX : ''}` : null;
    const { snapshot } = row;
    await options.queue(tx, [
      {
        kind: 'proposal_accepted',
        language: row.language,
        data: {
          proposalId: row.id,
          clientId: row.clientId,
          to: client.email,
          number: snapshot.number,
          version: snapshot.version,
          title: snapshot.title,
          acceptedName: row.acceptedName ?? '',
          acceptedAt: row.acceptedAt ?? new Date(),
          currency: snapshot.currency,
          oneTimeMinor: snapshot.oneTime.payableMinor,
          monthlyMinor: snapshot.monthly.payableMinor,
          link,
        },
      },
    ]);
  };

  const notifyStaff = (tx: Transaction, row: ProposalFields, answer: 'accepted' | 'declined', detail: string) =>
    options.queue(tx, [
      {
        kind: 'proposal_answer',
        language: 'cs',
        data: { proposalId: row.id, number: row.number, clientName: row.snapshot?.customer.name ?? '', answer, detail, adminUrl: `${options.origin}/admin/proposals?open=${row.id}` },
      },
    ]);

  /**
   * The client portal's answers (issue 25): the proposal by its id, scoped to the signed-in client, through exactly the
   * link's code path (the same rules, acceptance record, project, audit entries and staff notice).
   */
  const openInPortal = (clientId: number, proposalId: number, ip: string | null, now = new Date()) => openAt({ clientId, proposalId }, ip, now);
  const acceptInPortal = (clientId: number, proposalId: number, who: Answerer, now = new Date()) => acceptAt({ clientId, proposalId }, who, now);
  const declineInPortal = (clientId: number, proposalId: number, reason: string, ip: string | null, now = new Date()) =>
    declineAt({ clientId, proposalId }, reason, ip, now);

  return { open, accept, decline, openAt, acceptAt, declineAt, openInPortal, acceptInPortal, declineInPortal };
}
