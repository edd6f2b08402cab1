/** What other back-office screens may use of the proposals area: the client page's proposals section, the dashboard's answers. */
export { ClientProposals } from './client-proposals';
export { ProposalAnswersPanel } from './proposal-answers-panel';
