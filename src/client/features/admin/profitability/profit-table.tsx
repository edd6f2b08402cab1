/**
 * The rows of the report: name (a project's client under it), revenue, time cost, received invoices, total cost,
 * profit, margin, hours and effective rate. Headers of sortable columns sort on the server; a loss is written with its
 * minus sign, in red. On a phone the table scrolls sideways in a named region, the names staying in view.
 */
import type { ReactNode } from 'react';
import { useT } from '@/client/i18n/use-t';
import type { ProfitRow, ProfitSortKey, ProfitView } from '@/shared/profitability';
import { cn } from '@/client/lib/cn';
import { SortHeader } from '../common/sort-header';
import { useAdminLanguage } from '../common/use-admin-language';
import { formatCzk, formatHours, formatMarginTenths, formatRate, rowName } from './profit-format';

export interface ProfitSorting {
  sort: ProfitSortKey;
  dir: 'asc' | 'desc';
}

interface ProfitTableProps {
  view: ProfitView;
  rows: readonly ProfitRow[];
  /** The table's caption: the view and the period. */
  caption: string;
  /** A search is on: no rows is "nothing matches", not "nothing in the period". */
  searching: boolean;
  busy: boolean;
  sorting: ProfitSorting;
  onSort: (key: ProfitSortKey) => void;
}

const COLUMN_COUNT = 9;

export function ProfitTable({ view, rows, caption, searching, busy, sorting, onSort }: ProfitTableProps) {
  const t = useT();
  const lang = useAdminLanguage();
  const money = (minor: number) => formatCzk(minor, lang);
  const header = (label: string, key?: ProfitSortKey, first = false) => {
    const sticky = first ? 'sticky left-0 z-10 bg-slate-50' : '';
    if (!key) {
      return (
        <th scope="col" className={cn('whitespace-nowrap px-3 py-2 font-semibold', first ? 'text-left' : 'text-right', sticky)}>
          {label}
        </th>
      );
    }
    return <SortHeader label={label} numeric={!first} className={sticky} active={sorting.sort === key ? sorting.dir : null} onSort={() => onSort(key)} />;
  };

  return (
    <div
      role="region"
      aria-label={t('admin.profitability.table.region')}
      tabIndex={0}
      className="relative overflow-x-auto rounded-lg border border-slate-200 bg-white focus-visible:outline-2 focus-visible:outline-brand-600"
    >
      <table className="w-full min-w-[64rem] text-sm" aria-busy={busy}>
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50 text-slate-700">
          <tr>
            {header(t(`admin.profitability.table.columns.label.${view}`), 'label', true)}
            {header(t('admin.profitability.table.columns.revenue'), 'revenue')}
            {header(t('admin.profitability.table.columns.timeCost'))}
            {header(t('admin.profitability.table.columns.expenses'))}
            {header(t('admin.profitability.table.columns.cost'), 'cost')}
            {header(t('admin.profitability.table.columns.profit'), 'profit')}
            {header(t('admin.profitability.table.columns.margin'), 'margin')}
            {header(t('admin.profitability.table.columns.minutes'), 'minutes')}
            {header(t('admin.profitability.table.columns.effectiveRate'), 'effectiveRate')}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.length === 0 ? (
            <tr>
              <td colSpan={COLUMN_COUNT} className="px-3 py-6 text-center text-slate-600">
                {searching ? t('admin.profitability.table.noMatch') : t('admin.profitability.table.empty')}
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={row.key ?? 'unattributed'} className="text-slate-800">
                <th scope="row" className="sticky left-0 z-10 max-w-[14rem] bg-white px-3 py-2 text-left font-medium">
                  <span className={cn('block', row.key === null && view !== 'month' ? 'italic text-slate-700' : 'text-slate-900')}>{rowName(view, row, lang, t)}</span>
                  {row.detail ? <span className="block text-xs font-normal text-slate-600">{row.detail}</span> : null}
                </th>
                <Amount>{money(row.revenue)}</Amount>
                <Amount>{money(row.timeCost)}</Amount>
                <Amount>{money(row.expenses)}</Amount>
                <Amount>{money(row.cost)}</Amount>
                <Amount negative={row.profit < 0}>{money(row.profit)}</Amount>
                <Amount negative={row.marginTenths !== null && row.marginTenths < 0}>
                  {row.marginTenths === null ? <NotComputed /> : formatMarginTenths(row.marginTenths, lang)}
                </Amount>
                <Amount>{formatHours(row.minutes)}</Amount>
                <Amount>{row.effectiveRate === null ? <NotComputed /> : formatRate(row.effectiveRate, lang)}</Amount>
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}

/** A figure's cell; a loss in red and bold (its minus sign says it without the colour). */
function Amount({ negative = false, children }: { negative?: boolean; children: ReactNode }) {
  return <td className={cn('whitespace-nowrap px-3 py-2 text-right tabular-nums', negative && 'font-semibold text-red-700')}>{children}</td>;
}

/** A dash that screen readers read as "cannot be computed" (a margin without revenue, a rate without time). */
function NotComputed() {
  const t = useT();
  return (
    <>
      <span aria-hidden="true">—</span>
      <span className="sr-only">{t('admin.profitability.table.none')}</span>
    </>
  );
}
