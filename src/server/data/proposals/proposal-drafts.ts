/**
 * Drafts (docs/product/proposals.md#drafts): list, create, change and delete. Only a draft is written here; once sent
 * a proposal is frozen (409) and changes go into a new version (proposal-sending.ts).
 */
import { and, eq, ne, sql, type SQL } from 'drizzle-orm';
import { PROPOSAL_MESSAGES, type AdminProposal, type ProposalFilter, type ProposalInput } from '@/shared/schemas/proposal';
import { auditChanges, recordAudit, type Actor } from '@/server/audit/audit-log';
import { sanitizeBlogHtml } from '@/server/content/blog-html';
import type { Database } from '@/server/db/database';
import { PG_FOREIGN_KEY_VIOLATION, pgErrorCode } from '@/server/db/pg-errors';
import { clients, proposalLines, proposals, type ProposalRow } from '@/server/db/schema';
import { Conflict, Invalid } from '@/server/domain/errors';
import type { Transaction } from '../content-version';
import { firstRow, listPage, searchStored, sortKeys, type ListQuery, type ListSpec, type Page, type SortColumn, type StoredSearch } from '../list-page';
import { officeDate } from './proposal-dates';
import { nextProposalNumber } from './proposal-numbers';
import { adminProposal, adminProposals, checkedTotals, lineRows, statusCondition } from './proposal-records';

const SORTABLE = {
  createdAt: { column: proposals.createdAt },
  number: { column: proposals.number, text: true },
  title: { column: proposals.title, text: true },
  clientName: { column: clients.name, text: true },
  status: { column: proposals.status },
  validUntil: { column: proposals.validUntil },
} satisfies Record<string, SortColumn>;
export type ProposalSortKey = keyof typeof SORTABLE;
export const PROPOSAL_SORT_KEYS = sortKeys(SORTABLE);

/** What a proposal search reads (stored as its search_text, migration 0035). */
export const PROPOSAL_SEARCH: StoredSearch = { table: proposals, columns: [proposals.number, proposals.title] };

const LIST: ListSpec<ProposalSortKey> = {
  table: proposals,
  id: proposals.id,
  sortable: SORTABLE,
  defaultSort: 'createdAt',
  search: (q) => searchStored(q, PROPOSAL_SEARCH),
};

/** The columns of a draft from its input (intro and terms sanitised with the blog's allow-list). */
export function draftColumns(input: ProposalInput) {
  return {
    clientId: input.clientId,
    title: input.title,
    language: input.language,
    currency: input.currency,
    vatMode: input.vatMode,
    validUntil: input.validUntil,
    intro: sanitizeBlogHtml(input.intro),
    terms: sanitizeBlogHtml(input.terms),
  };
}

/** A write naming an unknown client answers 400 on clientId (checked by the foreign key, in the write). */
async function withClientCheck<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (pgErrorCode(err) === PG_FOREIGN_KEY_VIOLATION) throw new Invalid('clientId', PROPOSAL_MESSAGES.clientNotFound);
    throw err;
  }
}

/** Inserts a draft with a new number (or `number`/`version` of a new version) and its lines, audited. */
export async function insertDraft(
  tx: Transaction,
  input: ProposalInput,
  actor: Actor,
  extra: { messageId?: number | null; number?: string; version?: number; supersedesId?: number } = {},
): Promise<ProposalRow> {
  const number = extra.number ?? (await nextProposalNumber(tx, Number(officeDate().slice(0, 4))));
  const [row] = await tx
    .insert(proposals)
    .values({ ...draftColumns(input), number, version: extra.version ?? 1, supersedesId: extra.supersedesId ?? null, messageId: extra.messageId ?? null })
    .returning();
  await tx.insert(proposalLines).values(lineRows(row!.id, input.lines));
  await recordAudit(tx, { actor, action: 'create', entity: 'proposal', entityId: row!.id, changes: { ...auditChanges(null, row), lines: { from: null, to: input.lines.length } } });
  return row!;
}

export function proposalDrafts(db: Database) {
  return {
    list: async (query: ListQuery<ProposalSortKey>, filter: ProposalFilter): Promise<Page<AdminProposal>> => {
      const today = officeDate();
      const conditions: SQL[] = [];
      if (filter.status) conditions.push(statusCondition(filter.status, today));
      if (filter.clientId) conditions.push(eq(proposals.clientId, filter.clientId));
      // A quote request's draft has no client yet: it is listed all the same.
      const select = db.select({ id: proposals.id }).from(proposals).leftJoin(clients, eq(clients.id, proposals.clientId)).$dynamic();
      const page = await listPage(db, LIST, query, select, conditions.length ? and(...conditions) : undefined);
      return { rows: await adminProposals(db, page.rows.map((r) => r.id)), total: page.total };
    },
    get: (id: number) => adminProposal(db, id),
    create: async (input: ProposalInput, actor: Actor): Promise<AdminProposal> => {
      if (input.clientId === null) throw new Invalid('clientId', PROPOSAL_MESSAGES.clientRequired);
      checkedTotals(input, officeDate());
      const row = await withClientCheck(() => db.transaction((tx) => insertDraft(tx, input, actor)));
      return (await adminProposal(db, row.id))!;
    },
    /** Undefined for an unknown id; a proposal that is no longer a draft is a 409. */
    update: async (id: number, input: ProposalInput, actor: Actor): Promise<AdminProposal | undefined> => {
      checkedTotals(input, officeDate());
      const updated = await withClientCheck(() =>
        db.transaction(async (tx) => {
          const before = firstRow(await tx.select().from(proposals).where(eq(proposals.id, id)).for('update'));
          if (!before) return undefined;
          if (before.status !== 'draft') throw new Conflict(PROPOSAL_MESSAGES.notDraft);
          // Only a quote request's draft still without a client may stay without one.
          if (input.clientId === null && (before.clientId !== null || before.messageId === null)) throw new Invalid('clientId', PROPOSAL_MESSAGES.clientRequired);
          const [after] = await tx.update(proposals).set({ ...draftColumns(input), updatedAt: new Date() }).where(eq(proposals.id, id)).returning();
          await tx.delete(proposalLines).where(eq(proposalLines.proposalId, id));
          await tx.insert(proposalLines).values(lineRows(id, input.lines));
          await recordAudit(tx, { actor, action: 'update', entity: 'proposal', entityId: id, changes: { ...auditChanges(before, after), lines: { from: null, to: input.lines.length } } });
          return after;
        }),
      );
      return updated ? adminProposal(db, id) : undefined;
    },
    /** Only a draft is deleted (a sent proposal is a record of what the client got): 409 otherwise. */
    remove: async (id: number, actor: Actor): Promise<boolean> =>
      db.transaction(async (tx) => {
        const before = firstRow(await tx.select().from(proposals).where(eq(proposals.id, id)).for('update'));
        if (!before) return false;
        if (before.status !== 'draft') throw new Conflict(PROPOSAL_MESSAGES.notDraft);
        await tx.delete(proposals).where(eq(proposals.id, id));
        await recordAudit(tx, { actor, action: 'delete', entity: 'proposal', entityId: id, changes: auditChanges(before, null) });
        return true;
      }),
  };
}

/**
 * A GDPR erasure of a client (issue 25): deletes its proposals that were never accepted and that no invoice was made
 * from — drafts, sent, viewed, declined — with their lines and stored PDFs (columns of the row). An accepted proposal
 * is the contract and stays, as does any proposal an invoice points to. The caller audits the erasure once.
 */
export async function deleteUnacceptedProposalsOf(tx: Transaction, clientId: number): Promise<{ deleted: number; kept: number }> {
  const notInvoiced = sql`not exists (select 1 from invoices i where i.proposal_id = ${proposals.id})`;
  const deleted = await tx
    .delete(proposals)
    .where(and(eq(proposals.clientId, clientId), ne(proposals.status, 'accepted'), notInvoiced))
    .returning({ id: proposals.id });
  const [kept] = await tx.select({ n: sql<number>`count(*)::int` }).from(proposals).where(eq(proposals.clientId, clientId));
  return { deleted: deleted.length, kept: kept?.n ?? 0 };
}
