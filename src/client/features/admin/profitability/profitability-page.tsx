/**
 * /admin/profitability (?view=&from=&to=&q=&sort=&dir=): revenue, cost, profit, margin and effective hourly rate of a
 * period by project, client, service type, person or month (issue 36 point 6; GET /api/admin/profitability). The
 * address keeps the whole view, so a reload or a shared link shows the same. Admins only (src/shared/access.ts).
 */
import { useCallback, useId, useState } from 'react';
import { useT } from '@/client/i18n/use-t';
import { officeDay } from '@/shared/dates';
import { formatScaled } from '@/shared/money/document-money';
import { MAX_PROFIT_MONTHS, type ProfitSortKey } from '@/shared/profitability';
import { Button } from '@/client/components/ui/button';
import { Spinner } from '@/client/components/ui/spinner';
import { usePageMeta } from '@/client/lib/page-meta';
import { profitabilityApi, type ProfitParams } from '@/client/api/profitability-api';
import { AdminPageHeader } from '../common/admin-page-header';
import { ExportButton } from '../common/export-button';
import { LoadFailure } from '../common/load-failure';
import { useAddressParams } from '../common/use-address-param';
import { useAdminLanguage } from '../common/use-admin-language';
import { ProfitControls, type ProfitParamChange } from './profit-controls';
import { ProfitFigure } from './profit-figure';
import { formatPeriod } from './profit-format';
import { ProfitSummary } from './profit-summary';
import { ProfitTable } from './profit-table';
import { nextSort, profitViewOf } from './profit-view';
import { useProfitReport } from './use-profitability';

export function ProfitabilityPage() {
  const t = useT();
  const lang = useAdminLanguage();
  usePageMeta({ title: t('admin.profitability.title') });
  // The office's (Prague) day the screen opened on: the default period and the quick choices.
  const [today] = useState(() => officeDay());
  const { searchParams, setParam } = useAddressParams();
  const { problem, ...params } = profitViewOf(searchParams, today);
  const change = useCallback(
    (values: ProfitParamChange) => {
      for (const [name, value] of Object.entries(values)) setParam(name, value ?? '');
    },
    [setParam],
  );

  return (
    <div className="space-y-6">
      <div>
        <AdminPageHeader
          title={t('admin.profitability.title')}
          actions={problem ? null : <ExportButton href={profitabilityApi.exportUrl(params, lang)}>{t('admin.profitability.export')}</ExportButton>}
        />
        <p className="-mt-3 max-w-3xl text-sm text-slate-700">{t('admin.profitability.intro')}</p>
      </div>
      <ProfitControls view={{ ...params, problem }} today={today} onChange={change} />
      {problem ? (
        // A period that is none is not asked for.
        <p role="alert" className="text-sm font-medium text-red-700">
          {problem === 'order' ? t('admin.profitability.period.order') : t('admin.profitability.period.length', { months: MAX_PROFIT_MONTHS })}
        </p>
      ) : (
        <ProfitReport params={params} onSort={(key) => change(nextSort(params, key))} />
      )}
      <ProfitNotes />
    </div>
  );
}

function ProfitReport({ params, onSort }: { params: ProfitParams; onSort: (key: ProfitSortKey) => void }) {
  const t = useT();
  const lang = useAdminLanguage();
  const report = useProfitReport(params);
  const answer = report.answer;
  if (report.isPending) {
    return (
      <div className="flex justify-center py-12">
        <Spinner className="[&_svg]:h-8 [&_svg]:w-8" />
      </div>
    );
  }
  if (!answer) return <LoadFailure text={t('admin.common.loadError')} retry={report.refetch} />;
  const searching = params.q !== '';
  const count = (n: number) => formatScaled(n, 0, lang, { trim: true });
  return (
    <>
      <ProfitSummary answer={answer} searching={searching} />
      {report.rows.length > 0 ? <ProfitFigure view={answer.view} rows={report.rows} /> : null}
      <div className="space-y-3">
        <ProfitTable
          view={answer.view}
          rows={report.rows}
          caption={t('admin.profitability.table.caption', { view: t(`admin.profitability.views.${answer.view}`), period: formatPeriod(answer.from, answer.to, lang) })}
          searching={searching}
          busy={report.isFetching}
          sorting={params}
          onSort={onSort}
        />
        {report.rows.length > 0 ? (
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p className="text-sm text-slate-600" aria-live="polite">
              {t('admin.common.showing', { shown: count(report.rows.length), total: count(report.total) })}
            </p>
            {report.hasNextPage ? (
              <Button variant="secondary" disabled={report.isFetchingNextPage} onClick={() => void report.fetchNextPage()}>
                {report.isFetchingNextPage ? t('common.loading') : t('admin.common.loadMore')}
              </Button>
            ) : null}
          </div>
        ) : null}
      </div>
    </>
  );
}

/** How the figures are computed, under the table. */
function ProfitNotes() {
  const t = useT();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="rounded-lg border border-slate-200 bg-white p-4 text-sm text-slate-700 shadow-sm">
      <h2 id={headingId} className="text-base font-semibold text-slate-900">
        {t('admin.profitability.notes.title')}
      </h2>
      <ul className="mt-2 list-disc space-y-1 pl-5">
        <li>{t('admin.profitability.notes.revenue')}</li>
        <li>{t('admin.profitability.notes.cost')}</li>
        <li>{t('admin.profitability.notes.people')}</li>
        <li>{t('admin.profitability.notes.accounting')}</li>
      </ul>
    </section>
  );
}
