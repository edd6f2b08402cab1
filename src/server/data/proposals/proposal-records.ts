/**
 * Reading proposals as the back office sees them, and the shared pieces of the writes: lines to rows, the live totals
 * of a draft, the derived status (docs/product/proposals.md#statuses).
 */
import { and, eq, getTableColumns, inArray, lt, sql, type SQL } from 'drizzle-orm';
import { documentTotals } from '@/shared/money/document-totals';
import type { AdminProposal, ProposalInput, ProposalStatus } from '@/shared/schemas/proposal';
import { PROPOSAL_MESSAGES } from '@/shared/schemas/proposal';
import type { Database } from '@/server/db/database';
import { clients, messages, proposalLines, proposals, type ProposalLineRow, type ProposalRow } from '@/server/db/schema';
import { Invalid } from '@/server/domain/errors';
import type { Transaction } from '../content-version';
import { officeDate } from './proposal-dates';

export type Reader = Database | Transaction;

/** The status a proposal reads as on `today`: sent or viewed past its validity date is expired. */
export function effectiveStatus(row: Pick<ProposalRow, 'status' | 'validUntil'>, today: string): ProposalStatus {
  if ((row.status === 'sent' || row.status === 'viewed') && row.validUntil < today) return 'expired';
  return row.status;
}

/** The SQL of a list filter on the derived status. */
export function statusCondition(status: ProposalStatus, today: string): SQL {
  const open = inArray(proposals.status, ['sent', 'viewed']);
  if (status === 'expired') return and(open, lt(proposals.validUntil, today))!;
  if (status === 'sent' || status === 'viewed') return and(eq(proposals.status, status), sql`${proposals.validUntil} >= ${today}`)!;
  return eq(proposals.status, status);
}

/**
 * The totals of lines on `taxDate`; a VAT rate that does not exist that day or amounts beyond exact integers are a 400
 * naming the line. `expectedTotals`, when given, must match.
 */
export function checkedTotals(input: Pick<ProposalInput, 'lines' | 'vatMode' | 'expectedTotals'>, taxDate: string) {
  let totals;
  try {
    totals = documentTotals({ lines: input.lines, vatMode: input.vatMode, taxDate });
  } catch (err) {
    if (!(err instanceof RangeError)) throw err;
    const index = input.lines.findIndex((line) => {
      try {
        documentTotals({ lines: [line], vatMode: input.vatMode, taxDate });
        return false;
      } catch {
        return true;
      }
    });
    if (index >= 0 && /No VAT rate/.test(err.message)) throw new Invalid(`lines.${index}.vatRateCode`, PROPOSAL_MESSAGES.vatRateNotOnDate);
    throw new Invalid(index >= 0 ? `lines.${index}.unitPriceMinor` : 'lines', PROPOSAL_MESSAGES.unitPrice);
  }
  const expected = input.expectedTotals;
  if (expected?.oneTimeMinor !== undefined && expected.oneTimeMinor !== totals.oneTime.payableMinor) {
    throw new Invalid('expectedTotals.oneTimeMinor', PROPOSAL_MESSAGES.totalMismatch);
  }
  if (expected?.monthlyMinor !== undefined && expected.monthlyMinor !== totals.monthly.payableMinor) {
    throw new Invalid('expectedTotals.monthlyMinor', PROPOSAL_MESSAGES.totalMismatch);
  }
  return totals;
}

export function lineRows(proposalId: number, lines: ProposalInput['lines']): (typeof proposalLines.$inferInsert)[] {
  return lines.map((line, position) => ({ proposalId, position, ...line }));
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** Who a proposal is for: its client, or (a quote request's draft without one yet) the request's sender. */
interface Addressee {
  clientName: string | null;
  senderName: string | null;
  senderEmail: string | null;
}

function toAdmin(row: Omit<ProposalRow, 'pdf'>, to: Addressee, lines: ProposalLineRow[], supersededById: number | null, today: string): AdminProposal {
  const lineInputs = lines.map(({ id, position, service, description, quantityThousandths, unit, unitPriceMinor, vatRateCode, discountBasisPoints, recurrence }) => ({
    id, position, service, description, quantityThousandths, unit, unitPriceMinor, vatRateCode, discountBasisPoints, recurrence,
  }));
  const live = row.snapshot ? null : documentTotals({ lines: lineInputs, vatMode: row.vatMode, taxDate: today });
  const totals = row.snapshot
    ? { vatCharged: row.snapshot.vatCharged, oneTime: row.snapshot.oneTime, monthly: row.snapshot.monthly }
    : { vatCharged: live!.vatCharged, oneTime: live!.oneTime, monthly: live!.monthly };
  const status = effectiveStatus(row, today);
  return {
    id: row.id,
    number: row.number,
    version: row.version,
    clientId: row.clientId,
    clientName: to.clientName ?? to.senderName ?? '',
    pendingClientEmail: row.clientId === null ? to.senderEmail : null,
    projectId: row.projectId,
    messageId: row.messageId,
    title: row.title,
    language: row.language,
    currency: row.currency,
    vatMode: row.vatMode,
    validUntil: row.validUntil,
    intro: row.intro,
    terms: row.terms,
    status,
    supersedesId: row.supersedesId,
    supersededById,
    linkActive: row.tokenHash !== null && row.revokedAt === null && (status === 'sent' || status === 'viewed'),
    sentAt: iso(row.sentAt),
    viewedAt: iso(row.viewedAt),
    revokedAt: iso(row.revokedAt),
    acceptedAt: iso(row.acceptedAt),
    acceptedName: row.acceptedName,
    acceptedIp: row.acceptedIp,
    acceptedUserAgent: row.acceptedUserAgent,
    acceptedShownHash: row.acceptedShownHash,
    declinedAt: iso(row.declinedAt),
    declineReason: row.declineReason,
    snapshotHash: row.snapshotHash,
    pdfSha256: row.pdfSha256,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    lines: lineInputs,
    totals,
  };
}

/** Every column but the stored PDF's bytes (read only by a download, proposal-pdf.ts). */
const { pdf: _pdf, ...proposalColumns } = getTableColumns(proposals);
export const PROPOSAL_COLUMNS = proposalColumns;
/** A proposal row as read without its PDF. */
export type ProposalFields = Omit<ProposalRow, 'pdf'>;

/**
 * A proposal's lines as one JSON array in `position` order, every column under its schema name (so the rows have the
 * table's shape): read in the proposal's own statement, not one more statement per page.
 */
const LINES_JSON = sql<ProposalLineRow[]>`coalesce((select json_agg(json_build_object(${sql.join(
  Object.entries(getTableColumns(proposalLines)).map(([key, column]) => sql`${sql.raw(`'${key}'`)}, ${column}`),
  sql`, `,
)}) order by ${proposalLines.position}) from ${proposalLines} where ${proposalLines.proposalId} = ${proposals.id}), '[]'::json)`;

/** The version sent in place of this one (a newer version's draft does not count), if any. */
const SUCCESSOR_ID = sql<number | null>`(select successor.id from ${proposals} successor
  where successor.supersedes_id = ${proposals.id} and successor.status <> 'draft' order by successor.id limit 1)`;

/** The back office's view of proposals `ids` (in the order given), with client names, lines and successors: one statement. */
export async function adminProposals(db: Reader, ids: readonly number[], now = new Date()): Promise<AdminProposal[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({
      proposal: proposalColumns,
      clientName: clients.name,
      senderName: messages.name,
      senderEmail: messages.email,
      lines: LINES_JSON,
      successorId: SUCCESSOR_ID,
    })
    .from(proposals)
    .leftJoin(clients, eq(clients.id, proposals.clientId))
    .leftJoin(messages, eq(messages.id, proposals.messageId))
    .where(inArray(proposals.id, [...ids]));
  const today = officeDate(now);
  const byId = new Map(rows.map((r) => [r.proposal.id, r]));
  return ids.flatMap((id) => {
    const r = byId.get(id);
    return r ? [toAdmin(r.proposal, r, r.lines, r.successorId, today)] : [];
  });
}

export async function adminProposal(db: Reader, id: number): Promise<AdminProposal | undefined> {
  return (await adminProposals(db, [id]))[0];
}
