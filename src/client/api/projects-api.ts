/** Projects (docs/product/api.md#projects: /api/admin/projects). */
import type { AdminProject, JsonOf } from '@/shared/api-types';
import type { ProjectInput, ProjectStatus } from '@/shared/schemas/project';
import { apiJson, apiRequest } from '../lib/api-request';
import { listEndpoint } from './admin-list';

const PATH = '/api/admin/projects';

/**
 * The body of PUT /api/admin/projects/:id, which replaces the project: every field of the shared schema (as JSON,
 * dueDate as 'yyyy-MM-dd' or null) except the two the server keeps when they are missing — status (it has its own
 * PATCH) and startDate. A field added to the schema is then required here, and the forms sending it fail the typecheck.
 */
export type ProjectUpdatePayload = JsonOf<Omit<ProjectInput, 'status' | 'startDate'>>;

/** The body of POST /api/admin/projects (docs/product/api.md#projects): what the project form edits; the rest take the schema's defaults. */
export type ProjectPayload = Omit<ProjectUpdatePayload, 'monthlyFee' | 'notes'>;

export const projectsApi = {
  ...listEndpoint<AdminProject>(PATH),
  detailKey: (id: number) => [PATH, id] as const,
  get: (id: number) => apiJson<AdminProject>('GET', `${PATH}/${id}`),
  create: (payload: ProjectPayload) => apiJson<AdminProject>('POST', PATH, payload),
  update: (id: number, payload: ProjectUpdatePayload) => apiJson<AdminProject>('PUT', `${PATH}/${id}`, payload),
  setStatus: (id: number, status: ProjectStatus) => apiJson<AdminProject>('PATCH', `${PATH}/${id}/status`, { status }),
  remove: async (id: number): Promise<void> => {
    await apiRequest('DELETE', `${PATH}/${id}`);
  },
};
