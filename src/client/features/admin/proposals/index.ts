/** What other back-office screens may use of the proposals area: the client page's proposals section, the dashboard's answers. */
export { ClientProposals } from './client-proposals';
export { ProposalAnswersPanel } from './proposal-answers-panel';
/** The decimal field and number formats the invoice and payment screens share with the proposal editor. */
export { DecimalInput } from './decimal-input';
export { formatDay, formatMoney, formatScaled, isoDay, parseScaled } from './proposal-format';
