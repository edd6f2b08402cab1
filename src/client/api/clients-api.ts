/** Clients (docs/product/api.md#clients: /api/admin/clients). */
import type { AdminClient } from '@/shared/api-types';
import type { ClientImportPreview, ClientImportResult } from '@/shared/client-import';
import type { AdminChangeRequest, AdminChangeRequestList, ClientErasureResult } from '@/shared/client-privacy';
import type { ClientInput } from '@/shared/schemas/client';
import type { AdminClientPortal } from '@/shared/portal';
import type { ClientVatCheckState } from '@/shared/vat-checks';
import { apiJson, apiList, apiRequest } from '../lib/api-request';
import { listEndpoint } from './admin-list';

const PATH = '/api/admin/clients';

/** A saved client, with its VAT ID's VIES check state (`vatCheck`; issue 37). */
export type ClientSaveAnswer = AdminClient & { vatCheck?: ClientVatCheckState };

export const clientsApi = {
  ...listEndpoint<AdminClient>(PATH),
  /** Up to `limit` clients matching q (all clients, newest first, for a blank q): the project form's picker. */
  search: async (q: string, limit: number): Promise<AdminClient[]> => {
    const query = new URLSearchParams();
    if (q.trim()) query.set('q', q.trim());
    query.set('limit', String(limit));
    return (await apiList<AdminClient>(`${PATH}?${query.toString()}`)).items;
  },
  /** Query key of one client. */
  detailKey: (id: number) => [PATH, id] as const,
  get: (id: number) => apiJson<AdminClient>('GET', `${PATH}/${id}`),
  /** A save answers the client with its VAT ID's VIES check state (issue 37). */
  create: (input: ClientInput) => apiJson<ClientSaveAnswer>('POST', PATH, input),
  update: (id: number, input: ClientInput) => apiJson<ClientSaveAnswer>('PUT', `${PATH}/${id}`, input),
  /** CSV import, step 1: the file's rows and problems; nothing is written. */
  importPreview: (csv: string) => apiJson<ClientImportPreview>('POST', `${PATH}/import/preview`, { csv }),
  /** CSV import, step 2 (the staff confirmed): every row written, or none (400 with the problems). */
  importClients: (csv: string) => apiJson<ClientImportResult>('POST', `${PATH}/import`, { csv }),
  /** The client's portal access (issue 25): query key, status, on/off, end every session. */
  portalKey: (id: number) => ['client-portal', id] as const,
  portal: (id: number) => apiJson<AdminClientPortal>('GET', `${PATH}/${id}/portal`),
  setPortalAccess: (id: number, enabled: boolean) => apiJson<AdminClientPortal>('PUT', `${PATH}/${id}/portal`, { enabled }),
  endPortalSessions: (id: number) => apiJson<{ ended: number }>('POST', `${PATH}/${id}/portal/end-sessions`),
  /** Shows the client the time logged on their projects in the portal, or stops (issue 36). */
  setPortalShowsTime: (id: number, showsTime: boolean) => apiJson<AdminClientPortal>('PATCH', `${PATH}/${id}/portal`, { showsTime }),
  /** Everything stored about the client (GDPR): the ZIP's address, for a download link. */
  exportHref: (id: number) => `${PATH}/${id}/export`,
  /** Erases the client's personal data (GDPR); invoices and accepted proposals are kept. */
  erase: (id: number) => apiJson<ClientErasureResult>('POST', `${PATH}/${id}/erase`, { confirm: true }),
  /**
   * Query keys of a client's portal and change requests: outside the clients' keys, so that deleting the client does not
   * fetch them again (404); the cards refresh them after their own changes.
   */
  changeRequestsKey: (id: number) => ['client-change-requests', id] as const,
  changeRequests: (id: number) => apiJson<AdminChangeRequestList>('GET', `${PATH}/${id}/change-requests`),
  approveChangeRequest: (id: number, requestId: number) => apiJson<AdminChangeRequest>('POST', `${PATH}/${id}/change-requests/${requestId}/approve`),
  rejectChangeRequest: (id: number, requestId: number) => apiJson<AdminChangeRequest>('POST', `${PATH}/${id}/change-requests/${requestId}/reject`),
  /** Deletes the client's projects too. */
  remove: async (id: number): Promise<void> => {
    await apiRequest('DELETE', `${PATH}/${id}`);
  },
};
