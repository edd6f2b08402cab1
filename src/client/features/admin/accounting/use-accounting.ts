import { useQuery } from '@tanstack/react-query';
import type { AccountingRow } from '../../../../shared/api-types';

/** GET /api/admin/accounting (refreshed by invalidateAdmin after any project change). */
export const ACCOUNTING_QUERY_KEY = ['/api/admin/accounting'] as const;

export function useAccounting() {
  return useQuery<AccountingRow[], Error>({ queryKey: ACCOUNTING_QUERY_KEY });
}
