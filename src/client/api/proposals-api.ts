/** Proposals in the back office (docs/product/proposals.md: /api/admin/proposals; issue 22). */
import type { AdminProposal, ProposalInput, ProposalSendResult } from '@/shared/schemas/proposal';
import { apiJson, apiRequest } from '../lib/api-request';
import { listEndpoint } from './admin-list';

const PATH = '/api/admin/proposals';

export const proposalsApi = {
  ...listEndpoint<AdminProposal>(PATH),
  /** Query key of one proposal. */
  detailKey: (id: number) => [PATH, id] as const,
  get: (id: number) => apiJson<AdminProposal>('GET', `${PATH}/${id}`),
  create: (input: ProposalInput) => apiJson<AdminProposal>('POST', PATH, input),
  /** A draft only: a sent proposal answers 409. */
  update: (id: number, input: ProposalInput) => apiJson<AdminProposal>('PUT', `${PATH}/${id}`, input),
  /** A draft only. */
  remove: async (id: number): Promise<void> => {
    await apiRequest('DELETE', `${PATH}/${id}`);
  },
  /** Freezes the draft, e-mails the client and answers the client's link. */
  send: (id: number) => apiJson<ProposalSendResult>('POST', `${PATH}/${id}/send`),
  /** A new draft that supersedes the sent proposal. */
  newVersion: (id: number) => apiJson<AdminProposal>('POST', `${PATH}/${id}/versions`),
  /** The address of the PDF stored when it was sent (a plain download link; a draft has none). */
  pdfUrl: (id: number) => `${PATH}/${id}/pdf`,
  /** The client's link stops working. */
  revokeLink: (id: number) => apiJson<AdminProposal>('POST', `${PATH}/${id}/revoke`),
  /** A draft made from a quote request: its plan and services as lines, its sender as the client. */
  fromMessage: (messageId: number) => apiJson<AdminProposal>('POST', `/api/admin/messages/${messageId}/proposal`),
};
