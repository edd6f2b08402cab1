import { useQuery } from '@tanstack/react-query';
import type { AccountingRow } from '@/shared/api-types';
import { accountingApi } from '@/client/api/accounting-api';

/** The accounting rows (refreshed by invalidateAdmin after any project change). */
export function useAccounting() {
  return useQuery<AccountingRow[], Error>({ queryKey: accountingApi.key, queryFn: accountingApi.rows });
}
