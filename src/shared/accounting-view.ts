/**
 * The accounting table's view (docs/product/rules.md#accounting): search by client or project name, filter by
 * service type, sort by client, amount paid, days remaining or profit margin. The server applies it in SQL
 * (src/server/data/accounting.ts: the list, paged, and its CSV export); these are the names both sides share.
 */

export const ACCOUNTING_SORT_KEYS = ['clientName', 'amountPaid', 'daysRemaining', 'profitMargin'] as const;
export type AccountingSortKey = (typeof ACCOUNTING_SORT_KEYS)[number];
export type SortDirection = 'asc' | 'desc';

export interface AccountingSort {
  key: AccountingSortKey;
  dir: SortDirection;
}

/** The table starts sorted by client, ascending. */
export const DEFAULT_ACCOUNTING_SORT: AccountingSort = { key: 'clientName', dir: 'asc' };

/** Clicking a header: the sorted column flips direction, another column starts ascending. */
export function toggleSort(current: AccountingSort, key: AccountingSortKey): AccountingSort {
  if (current.key === key) return { key, dir: current.dir === 'asc' ? 'desc' : 'asc' };
  return { key, dir: 'asc' };
}

/** Lower case without accents: "Kavárna Šťastná" → "kavarna stastna" (the search; the SQL twin: server/data/accounting-search.ts). */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase();
}
