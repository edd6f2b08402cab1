/** The accounting overview (docs/product/api.md#accounting: GET /api/admin/accounting, /summary, /export). */
import type { AccountingRow, AccountingServiceTotal } from '@/shared/api-types';
import { apiGet, type QueryContext } from '../lib/api-request';
import { listEndpoint } from './admin-list';

const PATH = '/api/admin/accounting';

export interface AccountingExportParams {
  q: string;
  serviceType: string | undefined;
  sort: string;
  dir: 'asc' | 'desc';
  lang: string;
}

const rows = listEndpoint<AccountingRow>(PATH);

export const accountingApi = {
  /** Paged like every list: ?q, ?serviceType (a filter), ?sort, ?dir, ?limit, ?offset; the total in X-Total-Count. */
  ...rows,
  /** The amount paid per service type over every project (the chart). */
  summary: ({ signal }: QueryContext = {}) => apiGet<AccountingServiceTotal[]>(`${PATH}/summary`, signal),
  /** GET /accounting/export: the rows the table shows, as CSV in the screen's language (a download link). */
  exportUrl: ({ q, serviceType, sort, dir, lang }: AccountingExportParams) => {
    const query = new URLSearchParams({ sort, dir, lang });
    if (q.trim()) query.set('q', q.trim());
    if (serviceType) query.set('serviceType', serviceType);
    return `${PATH}/export?${query.toString()}`;
  },
};
