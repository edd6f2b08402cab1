/** Contact messages in the back office (SPEC §7: /api/admin/messages). */
import type { AdminMessage } from '@/shared/api-types';
import { apiJson, apiRequest } from '../lib/api-request';
import { listEndpoint } from './admin-list';

const PATH = '/api/admin/messages';

export type MessageStatus = AdminMessage['status'];

export const messagesApi = {
  ...listEndpoint<AdminMessage>(PATH),
  setStatus: (id: number, status: MessageStatus) => apiJson<AdminMessage>('PATCH', `${PATH}/${id}`, { status }),
  remove: async (id: number): Promise<void> => {
    await apiRequest('DELETE', `${PATH}/${id}`);
  },
};
