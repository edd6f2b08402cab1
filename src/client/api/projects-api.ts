/** Projects (docs/product/api.md#projects: /api/admin/projects). */
import type { AdminProject } from '@/shared/api-types';
import type { ProjectStatus } from '@/shared/schemas/project';
import { apiJson, apiRequest } from '../lib/api-request';
import { listEndpoint } from './admin-list';

const PATH = '/api/admin/projects';

/** The body of POST /api/admin/projects (docs/product/api.md#projects): dueDate as 'yyyy-MM-dd' or null. */
export interface ProjectPayload {
  clientId: number;
  name: string;
  description: string;
  serviceType: string;
  budget: number;
  amountPaid: number;
  costOfService: number;
  dueDate: string | null;
}

/** PUT replaces the project: the fields the project form does not edit are sent as they are. */
export type ProjectUpdatePayload = ProjectPayload & Pick<AdminProject, 'monthlyFee' | 'notes'>;

export const projectsApi = {
  ...listEndpoint<AdminProject>(PATH),
  create: (payload: ProjectPayload) => apiJson<AdminProject>('POST', PATH, payload),
  update: (id: number, payload: ProjectUpdatePayload) => apiJson<AdminProject>('PUT', `${PATH}/${id}`, payload),
  setStatus: (id: number, status: ProjectStatus) => apiJson<AdminProject>('PATCH', `${PATH}/${id}/status`, { status }),
  remove: async (id: number): Promise<void> => {
    await apiRequest('DELETE', `${PATH}/${id}`);
  },
};
