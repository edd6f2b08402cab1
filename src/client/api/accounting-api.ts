/** Accounting rows (docs/product/api.md#accounting: GET /api/admin/accounting). */
import type { AccountingRow } from '@/shared/api-types';
import { apiJson } from '../lib/api-request';

const PATH = '/api/admin/accounting';

export interface AccountingExportParams {
  q: string;
  serviceType: string | undefined;
  sort: string;
  dir: 'asc' | 'desc';
  lang: string;
}

export const accountingApi = {
  key: [PATH] as const,
  rows: () => apiJson<AccountingRow[]>('GET', PATH),
  /** GET /accounting/export: the rows the table shows, as CSV (a download link). */
  exportUrl: ({ q, serviceType, sort, dir, lang }: AccountingExportParams) => {
    const query = new URLSearchParams({ sort, dir, lang });
    if (q.trim()) query.set('q', q.trim());
    if (serviceType) query.set('serviceType', serviceType);
    return `${PATH}/export?${query.toString()}`;
  },
};
