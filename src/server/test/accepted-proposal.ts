/**
 * An accepted proposal written straight into the database, for tests of what reads accepted proposals and their
 * invoices (the analytics funnel, the readers of invoice money) without walking the sending and the client's answer.
 */
import type { ProposalSnapshot } from '@/shared/proposal-snapshot';
import { officeDay } from '@/shared/dates';
import type { Database } from '@/server/db/database';
import { proposals } from '@/server/db/schema';

export async function acceptedProposal(db: Database, clientId: number, number: string, oneTimeTotalMinor: number): Promise<number> {
  const [row] = await db
    .insert(proposals)
    .values({
      number,
      version: 1,
      clientId,
      title: 'Web',
      language: 'cs',
      currency: 'CZK',
      vatMode: 'czech_vat',
      validUntil: officeDay(),
      status: 'accepted',
      // Only what the funnel reads of a snapshot: the one-time total (the readers test needs none: 0).
      snapshot: { oneTime: { totalMinor: oneTimeTotalMinor } } as unknown as ProposalSnapshot,
      sentAt: new Date(),
      acceptedAt: new Date(),
    })
    .returning({ id: proposals.id });
  return row!.id;
}
