/** Enquiries in the back office (docs/product/api.md#messages: /api/admin/messages; issue 12: bulk actions, create client from one). */
import type { AdminClient, AdminMessage } from '@/shared/api-types';
import type { ClientInput } from '@/shared/schemas/client';
import { apiJson, apiRequest } from '../lib/api-request';
import { listEndpoint } from './admin-list';

const PATH = '/api/admin/messages';

export type MessageStatus = AdminMessage['status'];
export type BulkMessageAction = 'read' | 'unread' | 'delete';

export const messagesApi = {
  ...listEndpoint<AdminMessage>(PATH),
  /** Query key of one message. */
  detailKey: (id: number) => [PATH, id] as const,
  get: (id: number) => apiJson<AdminMessage>('GET', `${PATH}/${id}`),
  setStatus: (id: number, status: MessageStatus) => apiJson<AdminMessage>('PATCH', `${PATH}/${id}`, { status }),
  /** The ids the action changed. */
  bulk: (action: BulkMessageAction, ids: number[]) => apiJson<{ action: BulkMessageAction; ids: number[] }>('POST', `${PATH}/bulk`, { action, ids }),
  /** A new client from the message, linked to it (one server transaction). */
  createClient: (id: number, input: ClientInput) =>
    apiJson<{ client: AdminClient; message: AdminMessage }>('POST', `${PATH}/${id}/client`, input),
  remove: async (id: number): Promise<void> => {
    await apiRequest('DELETE', `${PATH}/${id}`);
  },
};
