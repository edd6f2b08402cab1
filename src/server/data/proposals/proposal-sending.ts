/**
 * Sending, new versions and revoking (docs/product/proposals.md#sending). Sending freezes a draft: the computed document
 * is stored as its snapshot with the SHA-256 of its canonical JSON, a random 256-bit token is made (only its SHA-256
 * is stored), the link is e-mailed to the client through the outbox in the same transaction, and a version it
 * supersedes has its link revoked. Its PDF is rendered from the snapshot and stored with it (proposal-pdf.ts).
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { buildProposalSnapshot, type IndicativeRate, type ProposalSnapshot } from '@/shared/proposal-snapshot';
import { addDays } from '@/shared/dates';
import type { OutsideCaller } from '@/server/outside/outside-services';
import { rateFor } from '../exchange-rates';
import { DEFAULT_LANGUAGE, type Language } from '@/shared/constants';
import { HOME_COUNTRY } from '@/shared/identifiers/eu';
import { proposalPagePath } from '@/shared/proposal-paths';
import { PROPOSAL_MESSAGES, type AdminProposal, type ProposalInput } from '@/shared/schemas/proposal';
import { recordAudit, type Actor } from '@/server/audit/audit-log';
import type { Database } from '@/server/db/database';
import { clients, messages, proposalLines, proposals, type ClientRow, type ProposalRow } from '@/server/db/schema';
import { clientByEmail, createLead } from '../clients';
import { Conflict, Invalid } from '@/server/domain/errors';
import type { MailContent } from '@/server/mail/mailer';
import type { Transaction } from '../content-version';
import { firstRow } from '../list-page';
import { endOfOfficeDay, officeDate } from './proposal-dates';
import { insertDraft } from './proposal-drafts';
import { customerOf, supplierOf } from './proposal-parties';
import { storeProposalPdf } from './proposal-pdf';
import { readAgencyBilling } from '../agency-billing';
import { readAgencyProfile } from '../agency-profile';
import { adminProposal, checkedTotals } from './proposal-records';

/** Queues mails in the caller's transaction (the mailer's `queue`). */
export type QueueMails = (tx: Transaction, contents: readonly MailContent[]) => Promise<number>;

/** JSON with object keys sorted: the same document always gives the same text (jsonb does not keep key order). */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

export const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** The SHA-256 a snapshot is known by (stored when sent, shown on the page, recorded with an acceptance). */
export const snapshotHashOf = (snapshot: ProposalSnapshot) => sha256(canonicalJson(snapshot));

/** A link token: 32 random bytes (256 bits), base64url. */
export const newToken = () => randomBytes(32).toString('base64url');
export const tokenHashOf = (token: string) => sha256(token);

async function lockedProposal(tx: Transaction, id: number): Promise<ProposalRow | undefined> {
  return firstRow(await tx.select().from(proposals).where(eq(proposals.id, id)).for('update'));
}

/**
 * The client a draft is sent to: its own, or — a quote request's draft without one — the request's sender, matched by
 * e-mail (any letter case) or made a new lead now, in the sending transaction (docs/product/proposals.md#from-a-quote-request).
 */
async function clientToSendTo(tx: Transaction, row: ProposalRow, actor: Actor): Promise<ClientRow> {
  if (row.clientId !== null) return firstRow(await tx.select().from(clients).where(eq(clients.id, row.clientId)))!;
  const message = row.messageId === null ? undefined : firstRow(await tx.select().from(messages).where(eq(messages.id, row.messageId)));
  if (!message) throw new Invalid('clientId', PROPOSAL_MESSAGES.clientRequired);
  // A new lead keeps the company and IČO the visitor gave on the quote form (docs/product/proposals.md#from-a-quote-request),
  // and the language it asked in as its document language with the country the quote tells (issue 38: leadCountry).
  const ico = message.quote?.ico ?? null;
  const language = message.language ?? DEFAULT_LANGUAGE;
  const lead = { name: message.name, email: message.email, phone: message.phone, company: message.quote?.company ?? null, ico, documentLanguage: language, billingCountry: leadCountry(language, ico) };
  return (await clientByEmail(tx, message.email)) ?? (await createLead(tx, lead, actor));
}

/**
 * The billing country of a lead from a quote request (issue 38): an IČO is a Czech company's (CZ); without one, a
 * visitor of the Czech site is taken as Czech (CZ, as before), one of the English site's country is not known ('')
 * — the acceptance's billing form asks for it (a tax document's customer needs one: missingTaxDocumentCustomer).
 */
export function leadCountry(language: Language, ico: string | null): string {
  if (ico) return HOME_COUNTRY;
  return language === 'cs' ? HOME_COUNTRY : '';
}

export function proposalSending(db: Database, options: { queue: QueueMails; origin: string; outside?: OutsideCaller }) {
  /**
   * The ČNB rate a foreign-currency proposal sent today shows its indicative CZK recap at (issue 38; asked before the
   * sending transaction: it may call ČNB): the last fixing declared — today's after 14:30, else the working day's
   * before. Null for CZK, without a caller, or when ČNB has none to give (the proposal is sent without the recap).
   */
  const indicativeRate = async (id: number, today: string, now: Date): Promise<(IndicativeRate & { currency: string }) | null> => {
    const { outside } = options;
    if (!outside) return null;
    const row = firstRow(await db.select({ currency: proposals.currency }).from(proposals).where(eq(proposals.id, id)));
    if (!row || row.currency === 'CZK') return null;
    let answer = await rateFor(db, outside, row.currency, today, now);
    if (answer.state === 'not_published') answer = await rateFor(db, outside, row.currency, addDays(answer.publishedOn, -1), now);
    if (answer.state !== 'final' || answer.amount !== 1) return null;
    return { currency: row.currency, rateThousandths: answer.rateThousandths, fixedOn: answer.fixedOn };
  };
  return {
    /** Undefined for an unknown id; 409 unless a draft; 400 on validUntil when it is already past. */
    send: async (id: number, actor: Actor, now = new Date()): Promise<{ proposal: AdminProposal; link: string } | undefined> => {
      const today = officeDate(now);
      const token = newToken();
      const rate = await indicativeRate(id, today, now);
      const result = await db.transaction(async (tx) => {
        const row = await lockedProposal(tx, id);
        if (!row) return undefined;
        if (row.status !== 'draft') throw new Conflict(PROPOSAL_MESSAGES.notDraft);
        if (row.validUntil < today) throw new Invalid('validUntil', PROPOSAL_MESSAGES.validUntilPast);
        const lines = await tx.select().from(proposalLines).where(eq(proposalLines.proposalId, id)).orderBy(asc(proposalLines.position));
        checkedTotals({ lines, vatMode: row.vatMode }, today);
        const client = await clientToSendTo(tx, row, actor);
        const billing = await readAgencyBilling(tx);
        const indicative = rate && rate.currency === row.currency ? { rateThousandths: rate.rateThousandths, fixedOn: rate.fixedOn } : null;
        const snapshot = buildProposalSnapshot({ ...row, lines }, { supplier: supplierOf(billing, await readAgencyProfile(tx)), customer: customerOf(client) }, today, indicative);
        const link = `${options.origin}${proposalPagePath(row.language, token)}`;
        await tx
          .update(proposals)
          .set({
            status: 'sent',
            clientId: client.id,
            snapshot,
            snapshotHash: snapshotHashOf(snapshot),
            tokenHash: tokenHashOf(token),
            tokenExpiresAt: endOfOfficeDay(row.validUntil),
            sentAt: now,
            updatedAt: now,
          })
          .where(eq(proposals.id, id));
        await storeProposalPdf(tx, id, snapshot, billing.logoMediaId);
        await recordAudit(tx, { actor, action: 'status', entity: 'proposal', entityId: id, changes: { status: { from: 'draft', to: 'sent' } } });
        if (row.supersedesId !== null) {
          const revoked = await tx
            .update(proposals)
            .set({ revokedAt: now, updatedAt: now })
            .where(and(eq(proposals.id, row.supersedesId), isNull(proposals.revokedAt)))
            .returning({ id: proposals.id });
          if (revoked.length) {
            await recordAudit(tx, { actor, action: 'update', entity: 'proposal', entityId: row.supersedesId, changes: { revokedAt: { from: null, to: now.toISOString() }, supersededById: { from: null, to: id } } });
          }
        }
        await options.queue(tx, [
          { kind: 'proposal_link', language: row.language, data: { proposalId: id, to: client.email, number: row.number, title: row.title, link, validUntil: row.validUntil, clientId: client.id } },
        ]);
        return { link };
      });
      if (!result) return undefined;
      return { proposal: (await adminProposal(db, id))!, link: result.link };
    },

    /**
     * A new draft copying a sent proposal (same number, next version, `supersedesId` set); the old link keeps working
     * until the new version is sent. 409 for a draft, or when a newer version exists already.
     */
    newVersion: async (id: number, actor: Actor): Promise<AdminProposal | undefined> => {
      const created = await db.transaction(async (tx) => {
        const row = await lockedProposal(tx, id);
        if (!row) return undefined;
        if (row.status === 'draft') throw new Conflict(PROPOSAL_MESSAGES.notSent);
        const [newer] = await tx.select({ id: proposals.id }).from(proposals).where(eq(proposals.supersedesId, id));
        if (newer) throw new Conflict(`A newer version exists already (id ${newer.id})`);
        const lines = await tx.select().from(proposalLines).where(eq(proposalLines.proposalId, id)).orderBy(asc(proposalLines.position));
        const input: ProposalInput = {
          clientId: row.clientId,
          title: row.title,
          language: row.language,
          currency: row.currency,
          vatMode: row.vatMode,
          validUntil: row.validUntil,
          intro: row.intro,
          terms: row.terms,
          lines: lines.map(({ service, description, quantityThousandths, unit, unitPriceMinor, discountBasisPoints, vatRateCode, recurrence }) => ({
            service, description, quantityThousandths, unit, unitPriceMinor, discountBasisPoints, vatRateCode, recurrence,
          })),
        };
        return insertDraft(tx, input, actor, { messageId: row.messageId, number: row.number, version: row.version + 1, supersedesId: id });
      });
      return created ? adminProposal(db, created.id) : undefined;
    },

    /** Revokes a sent proposal's link (its page answers 410 from now on). 409 for a draft. */
    revoke: async (id: number, actor: Actor, now = new Date()): Promise<AdminProposal | undefined> => {
      const done = await db.transaction(async (tx) => {
        const row = await lockedProposal(tx, id);
        if (!row) return false;
        if (row.status === 'draft') throw new Conflict(PROPOSAL_MESSAGES.notSent);
        if (row.revokedAt === null) {
          await tx.update(proposals).set({ revokedAt: now, updatedAt: now }).where(eq(proposals.id, id));
          await recordAudit(tx, { actor, action: 'update', entity: 'proposal', entityId: id, changes: { revokedAt: { from: null, to: now.toISOString() } } });
        }
        return true;
      });
      return done ? adminProposal(db, id) : undefined;
    },
  };
}
