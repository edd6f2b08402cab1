/**
 * Proposals (docs/product/proposals.md): the only writer of the proposals, proposal_lines and proposal_number_series
 * tables. Drafts (proposal-drafts.ts), sending / versions / revoking (proposal-sending.ts), from a quote request
 * (proposal-from-quote.ts) and the client's answers through the link (proposal-answers.ts).
 */
import type { Database } from '@/server/db/database';
import { proposalDrafts } from './proposal-drafts';
import { proposalFromQuote } from './proposal-from-quote';
import { adminProposal } from './proposal-records';
import { proposalSending, type QueueMails } from './proposal-sending';
import type { Actor } from '@/server/audit/audit-log';
import type { OutsideCaller } from '@/server/outside/outside-services';

export { PROPOSAL_SORT_KEYS, type ProposalSortKey } from './proposal-drafts';
export type { QueueMails } from './proposal-sending';
export { pdfFilename, readProposalPdf } from './proposal-pdf';

export function proposalData(db: Database, options: { queue: QueueMails; origin: string; outside?: OutsideCaller }) {
  return {
    ...proposalDrafts(db),
    ...proposalSending(db, options),
    fromQuote: async (messageId: number, actor: Actor) => {
      const id = await proposalFromQuote(db, messageId, actor);
      return id === undefined ? undefined : adminProposal(db, id);
    },
  };
}
