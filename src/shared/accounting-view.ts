/**
 * The accounting table's view (docs/product/rules.md#accounting): search by client or project name, filter by
 * service type, sort by client, amount paid, days remaining or profit margin. Pure, so it is tested on its own; the
 * table in the browser and its CSV export on the server apply the same view.
 */
import { PROJECT_SERVICE_TYPES } from '@/shared/constants';
import type { ProjectServiceType } from '@/shared/accounting';
import type { AccountingRow } from '@/shared/api-types';

export const ACCOUNTING_SORT_KEYS = ['clientName', 'amountPaid', 'daysRemaining', 'profitMargin'] as const;
export type AccountingSortKey = (typeof ACCOUNTING_SORT_KEYS)[number];
export type SortDirection = 'asc' | 'desc';

export interface AccountingSort {
  key: AccountingSortKey;
  dir: SortDirection;
}

/** The table starts sorted by client, ascending. */
export const DEFAULT_ACCOUNTING_SORT: AccountingSort = { key: 'clientName', dir: 'asc' };

export interface AccountingViewOptions {
  sort: AccountingSort;
  /** Matched against client and project name: case- and accent-insensitive. */
  query: string;
  /** Only rows of this service type; undefined = all. */
  serviceType?: ProjectServiceType | undefined;
  /** Collation of names (Czech orders "ch" after "h"). */
  locale?: string;
}

/** Clicking a header: the sorted column flips direction, another column starts ascending. */
export function toggleSort(current: AccountingSort, key: AccountingSortKey): AccountingSort {
  if (current.key === key) return { key, dir: current.dir === 'asc' ? 'desc' : 'asc' };
  return { key, dir: 'asc' };
}

/** Lower case without accents: "Kavárna Šťastná" → "kavarna stastna". */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase();
}

export function accountingView(rows: readonly AccountingRow[], options: AccountingViewOptions): AccountingRow[] {
  const needle = foldText(options.query.trim());
  const collator = new Intl.Collator(options.locale ?? 'cs', { sensitivity: 'base', numeric: true });
  const { key, dir } = options.sort;
  const sign = dir === 'asc' ? 1 : -1;
  const byName = (a: AccountingRow, b: AccountingRow) =>
    collator.compare(a.clientName, b.clientName) || collator.compare(a.projectName, b.projectName) || a.projectId - b.projectId;

  const compare = (a: AccountingRow, b: AccountingRow): number => {
    if (key === 'clientName') return sign * byName(a, b);
    const x = a[key];
    const y = b[key];
    // Rows without a value (no due date, no margin) go last in both directions.
    if (x === null || y === null) {
      if (x === y) return byName(a, b);
      return x === null ? 1 : -1;
    }
    return sign * (x - y) || byName(a, b);
  };

  return rows
    .filter((row) => !options.serviceType || row.serviceType === options.serviceType)
    .filter((row) => !needle || foldText(row.clientName).includes(needle) || foldText(row.projectName).includes(needle))
    .sort(compare);
}

export interface ServiceTypeTotal {
  serviceType: ProjectServiceType;
  amountPaid: number;
}

/** Sum of amounts paid per service type, for the chart; every service type appears (0 when none), in the fixed order. */
export function paidByServiceType(rows: readonly AccountingRow[]): ServiceTypeTotal[] {
  return PROJECT_SERVICE_TYPES.map((serviceType) => ({
    serviceType,
    amountPaid: rows.reduce((sum, row) => (row.serviceType === serviceType ? sum + row.amountPaid : sum), 0),
  }));
}
