/**
 * Proposal numbers (docs/product/proposals.md#numbers): `N-<year>-<4 digits>`, one series per year. The next number is
 * taken with one atomic upsert of the year's row inside the creating transaction: concurrent creations (any number of
 * instances, PGlite or PostgreSQL) queue on that row and each gets its own number; a rolled-back creation gives its
 * number back. A deleted draft leaves a gap (proposals are not tax documents: gaps are allowed).
 */
import { sql } from 'drizzle-orm';
import type { Transaction } from '../content-version';
import { proposalNumberSeries } from '@/server/db/schema';

export function formatProposalNumber(year: number, sequence: number): string {
  return `N-${year}-${String(sequence).padStart(4, '0')}`;
}

export async function nextProposalNumber(tx: Transaction, year: number): Promise<string> {
  const [row] = await tx
    .insert(proposalNumberSeries)
    .values({ year, last: 1 })
    .onConflictDoUpdate({ target: proposalNumberSeries.year, set: { last: sql`${proposalNumberSeries.last} + 1` } })
    .returning({ last: proposalNumberSeries.last });
  return formatProposalNumber(year, row!.last);
}
