/** What other back-office screens may use of the proposals area: the client page's proposals section. */
export { ClientProposals } from './client-proposals';
