/** Accounting rows (SPEC §7: GET /api/admin/accounting). */
import type { AccountingRow } from '@/shared/api-types';
import { apiJson } from '../lib/api-request';

const PATH = '/api/admin/accounting';

export const accountingApi = {
  key: [PATH] as const,
  rows: () => apiJson<AccountingRow[]>('GET', PATH),
};
