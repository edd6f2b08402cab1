import { useId, useState } from 'react';
import { useT } from '@/client/i18n/use-t';
import { isProjectServiceType, type ProjectServiceType } from '@/shared/accounting';
import type { AccountingRow } from '@/shared/api-types';
import { PROJECT_SERVICE_TYPES } from '@/shared/constants';
import { formatMoney } from '@/shared/money/format-money';
import { Badge } from '@/client/components/ui/badge';
import { Button } from '@/client/components/ui/button';
import { Select } from '@/client/components/ui/select';
import { Spinner } from '@/client/components/ui/spinner';
import { SearchInput } from '../common/search-input';
import { SortHeader } from '../common/sort-header';
import { useAdminLanguage } from '../common/use-admin-language';
import { AccountingChart } from './accounting-chart';
import { formatCount, formatMargin } from './accounting-format';
import { DEFAULT_ACCOUNTING_SORT, toggleSort, type AccountingSort, type AccountingSortKey } from '@/shared/accounting-view';
import { useAccounting } from './use-accounting';
import { ExportButton } from '../common/export-button';
import { accountingApi } from '@/client/api/accounting-api';

const DASH = '—';

/**
 * The accounting overview (dashboard and projects page): heading, search, service filter, sortable table, chart. The
 * search, filter and sort are the server's (GET /api/admin/accounting, paged like every list): the table shows the
 * first page and "Show more" loads the next, so thousands of projects cost one page.
 */
export function AccountingTable() {
  const t = useT();
  const headingId = useId();
  const lang = useAdminLanguage();
  const [query, setQuery] = useState('');
  const [serviceType, setServiceType] = useState<ProjectServiceType | undefined>(undefined);
  const [sort, setSort] = useState<AccountingSort>(DEFAULT_ACCOUNTING_SORT);
  const list = useAccounting({ q: query, serviceType, sort });
  const rows = list.items;

  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <div className="space-y-1">
        <h2 id={headingId} className="text-xl font-semibold text-slate-900">
          {t('admin.project.accounting.title')}
        </h2>
        <p className="text-sm text-slate-600">{t('admin.project.accounting.marginNote')}</p>
      </div>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <SearchInput label={t('admin.project.accounting.search')} onSearch={setQuery} prefetch={list.prefetchSearch} />
        <Select
          aria-label={t('admin.project.accounting.serviceFilter')}
          className="sm:w-60"
          value={serviceType ?? ''}
          onChange={(e) => setServiceType(isProjectServiceType(e.target.value) ? e.target.value : undefined)}
        >
          <option value="">{t('admin.project.accounting.allServices')}</option>
          {PROJECT_SERVICE_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`admin.project.serviceTypes.${type}`)}
            </option>
          ))}
        </Select>
        <ExportButton href={accountingApi.exportUrl({ q: query, serviceType, sort: sort.key, dir: sort.dir, lang })}>
          {t('admin.project.accounting.export')}
        </ExportButton>
      </div>

      {list.isPending ? (
        <Spinner />
      ) : list.isError && rows.length === 0 ? (
        <div className="flex flex-wrap items-center gap-3 rounded-lg border border-red-200 bg-red-50 p-4 text-red-900">
          <p>{t('admin.common.loadError')}</p>
          <Button variant="secondary" size="sm" disabled={list.isFetching} onClick={() => void list.refetch()}>
            {t('admin.common.retry')}
          </Button>
        </div>
      ) : (
        <AccountingRows
          rows={rows}
          filtered={query.trim() !== '' || serviceType !== undefined}
          busy={list.isFetching}
          sort={sort}
          onSort={(key) => setSort((s) => toggleSort(s, key))}
        />
      )}

      {rows.length > 0 ? (
        <div className="flex flex-wrap items-center gap-3 text-sm text-slate-600">
          <p aria-live="polite">
            {t('admin.project.accounting.showing', { shown: formatCount(rows.length, lang), total: formatCount(list.total, lang) })}
          </p>
          {list.hasNextPage ? (
            <Button variant="secondary" size="sm" disabled={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
              {t('admin.project.accounting.showMore')}
            </Button>
          ) : null}
        </div>
      ) : null}

      <AccountingChart />
    </section>
  );
}

interface AccountingRowsProps {
  rows: AccountingRow[];
  /** A search or filter is on: no rows is "nothing matches", not "no projects". */
  filtered: boolean;
  busy: boolean;
  sort: AccountingSort;
  onSort: (key: AccountingSortKey) => void;
}

/** The table of the loaded rows, its sortable headers, or the empty / no-match text. */
function AccountingRows({ rows, filtered, busy, sort, onSort }: AccountingRowsProps) {
  const t = useT();
  const lang = useAdminLanguage();
  const header = (key: AccountingSortKey, label: string, numeric = false) => (
    <SortHeader label={label} numeric={numeric} active={sort.key === key ? sort.dir : null} onSort={() => onSort(key)} />
  );

  return (
    <div
      role="region"
      aria-label={t('admin.project.accounting.tableRegion')}
      tabIndex={0}
      className="relative overflow-x-auto rounded-lg border border-slate-200 bg-white focus-visible:outline-2 focus-visible:outline-brand-600"
    >
      <table className="w-full min-w-[44rem] text-sm" aria-busy={busy}>
        <caption className="sr-only">{t('admin.project.accounting.caption')}</caption>
        <thead className="bg-slate-50 text-slate-700">
          <tr>
            {header('clientName', t('admin.project.accounting.columns.client'))}
            <th scope="col" className="px-3 py-2 text-left font-semibold">
              {t('admin.project.accounting.columns.project')}
            </th>
            {header('amountPaid', t('admin.project.accounting.columns.amountPaid'), true)}
            <th scope="col" className="px-3 py-2 text-left font-semibold">
              {t('admin.project.accounting.columns.serviceType')}
            </th>
            {header('daysRemaining', t('admin.project.accounting.columns.daysRemaining'), true)}
            {header('profitMargin', t('admin.project.accounting.columns.profitMargin'), true)}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.length === 0 ? (
            <tr>
              <td colSpan={6} className="px-3 py-6 text-center text-slate-600">
                {filtered ? t('admin.project.accounting.noMatch') : t('admin.project.accounting.empty')}
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={row.projectId} className="text-slate-800">
                <td className="px-3 py-2 font-medium text-slate-900">{row.clientName}</td>
                <td className="px-3 py-2">{row.projectName}</td>
                <td className="whitespace-nowrap px-3 py-2 text-right tabular-nums">{formatMoney(row.amountPaid, 'USD', lang)}</td>
                <td className="whitespace-nowrap px-3 py-2">
                  {isProjectServiceType(row.serviceType) ? t(`admin.project.serviceTypes.${row.serviceType}`) : row.serviceType}
                </td>
                <td className="px-3 py-2 text-right tabular-nums">
                  <NullableValue value={row.daysRemaining === null ? undefined : formatCount(row.daysRemaining, lang)} />
                </td>
                <td className="px-3 py-2 text-right tabular-nums">
                  <span className="block whitespace-nowrap">
                    <NullableValue value={formatMargin(row.profitMargin, lang)} />
                  </span>
                  <CostSource source={row.costSource} />
                </td>
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}

/**
 * What a margin's cost is, beside it: the project's real costs (its time and received invoices) or the assumed cost of
 * its service type. A visible word (a title only is not shown on a phone), explained in full on hover.
 */
function CostSource({ source }: { source: AccountingRow['costSource'] }) {
  const t = useT();
  return (
    <Badge
      tone={source === 'real' ? 'success' : 'neutral'}
      title={source === 'real' ? t('admin.project.accounting.costSource.realTitle') : t('admin.project.accounting.costSource.assumedTitle')}
      className="mt-0.5 whitespace-nowrap px-2 font-normal"
    >
      {source === 'real' ? t('admin.project.accounting.costSource.real') : t('admin.project.accounting.costSource.assumed')}
    </Badge>
  );
}

/** A value, or a dash that screen readers read as "not set". */
function NullableValue({ value }: { value: string | undefined }) {
  const t = useT();
  if (value !== undefined) return <>{value}</>;
  return (
    <>
      <span aria-hidden="true">{DASH}</span>
      <span className="sr-only">{t('admin.project.accounting.none')}</span>
    </>
  );
}
