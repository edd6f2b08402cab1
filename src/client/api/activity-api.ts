/** The audit log in the back office (issue 14: /api/admin/activity), read-only. */
import type { AuditEntity, AuditEntry, AuditPerson } from '@/shared/audit';
import { apiJson } from '../lib/api-request';
import { listEndpoint, type ListEndpoint } from './admin-list';

const PATH = '/api/admin/activity';

export const activityApi = {
  ...listEndpoint<AuditEntry>(PATH),
  people: () => apiJson<AuditPerson[]>('GET', `${PATH}/people`),
  peopleKey: [PATH, 'people'] as const,
};

/** One record's history: the activity list narrowed to entity + id. */
export function recordHistoryFilters(entity: AuditEntity, entityId: number): Record<string, string> {
  return { entity, entityId: String(entityId) };
}

export type ActivityEndpoint = ListEndpoint<AuditEntry>;
