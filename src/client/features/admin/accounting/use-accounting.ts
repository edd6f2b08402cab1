import { useQuery } from '@tanstack/react-query';
import type { AccountingServiceTotal } from '@/shared/api-types';
import type { AccountingSort } from '@/shared/accounting-view';
import type { ProjectServiceType } from '@/shared/accounting';
import { accountingApi } from '@/client/api/accounting-api';
import { useAdminList } from '../common/use-admin-list';

/** Rows a page of the table loads ("Show more" loads the next). */
export const ACCOUNTING_PAGE_SIZE = 50;

/** One view of the accounting rows, paged on the server (refreshed by invalidateAdmin after any project change). */
export function useAccounting(view: { q: string; serviceType: ProjectServiceType | undefined; sort: AccountingSort }) {
  return useAdminList(accountingApi, {
    q: view.q,
    sort: view.sort.key,
    dir: view.sort.dir,
    filters: { serviceType: view.serviceType },
    pageSize: ACCOUNTING_PAGE_SIZE,
  });
}

/** The amount paid per service type (the chart), under the same key prefix, so the same refresh. */
export function useAccountingSummary() {
  return useQuery<AccountingServiceTotal[], Error>({ queryKey: [...accountingApi.key, 'summary'], queryFn: accountingApi.summary });
}
