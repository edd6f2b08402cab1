/**
 * The chart of the report with its title and legend: months in calendar order for the month view, else the first rows
 * of the table (at most PROFIT_CHART_ROWS). uPlot comes with the chart, in its own chunk, after the figures are on
 * screen. The chart is an image named for screen readers; its figures are the table's.
 */
import { lazy, Suspense, useCallback, useId, useMemo } from 'react';
import { useT } from '@/client/i18n/use-t';
import { formatScaled } from '@/shared/money/document-money';
import type { ProfitRow, ProfitView } from '@/shared/profitability';
import { Spinner } from '@/client/components/ui/spinner';
import { useAdminLanguage } from '../common/use-admin-language';
import { PROFIT_CHART_COLORS, PROFIT_SERIES } from './profit-chart-colors';
import { formatMonthShort, rowName } from './profit-format';

const ProfitChart = lazy(() => import('./profit-chart'));

/** The rows a ranking's chart draws: the top of the table, as sorted. */
export const PROFIT_CHART_ROWS = 10;

export function ProfitFigure({ view, rows }: { view: ProfitView; rows: readonly ProfitRow[] }) {
  const t = useT();
  const lang = useAdminLanguage();
  const titleId = useId();
  const months = view === 'month';
  const points = useMemo(() => {
    const chosen = months ? [...rows].sort((a, b) => (a.key ?? '').localeCompare(b.key ?? '')) : rows.slice(0, PROFIT_CHART_ROWS);
    return chosen.map((row) => ({
      label: months && row.key !== null ? formatMonthShort(row.key, lang) : rowName(view, row, lang, t),
      revenue: row.revenue,
      cost: row.cost,
      profit: row.profit,
    }));
  }, [months, rows, view, lang, t]);
  const seriesLabels = useMemo(
    () => ({ revenue: t('admin.profitability.series.revenue'), cost: t('admin.profitability.series.cost'), profit: t('admin.profitability.series.profit') }),
    [t],
  );
  // Whole Kč, thousands and millions shortened: "−500", "10 tis.", "1,5 mil." / "10k", "1.5M".
  const formatTick = useCallback(
    (koruna: number) => {
      const size = Math.abs(koruna);
      if (size >= 1_000_000) return t('admin.profitability.chart.millions', { value: formatScaled(Math.round(koruna / 100_000), 1, lang, { trim: true }) });
      if (size >= 1_000) return t('admin.profitability.chart.thousands', { value: formatScaled(Math.round(koruna / 100), 1, lang, { trim: true }) });
      return formatScaled(Math.round(koruna), 0, lang, { trim: true });
    },
    [t, lang],
  );
  const title = months ? t('admin.profitability.chart.months') : t('admin.profitability.chart.ranking', { count: points.length });
  return (
    <figure aria-labelledby={titleId} className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
      <figcaption>
        <h2 id={titleId} className="text-base font-semibold text-slate-900">
          {title}
        </h2>
      </figcaption>
      <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-800" aria-hidden="true">
        {PROFIT_SERIES.map((series) => (
          <li key={series} className="flex items-center gap-2">
            <span className="inline-block h-3 w-3 rounded-sm" style={{ backgroundColor: PROFIT_CHART_COLORS[series] }} />
            {seriesLabels[series]}
          </li>
        ))}
      </ul>
      <div role="img" aria-label={t('admin.profitability.chart.label', { title })} className="mt-3" data-testid="profit-chart">
        <Suspense fallback={<Spinner label={t('admin.profitability.chart.loading')} />}>
          <ProfitChart kind={months ? 'months' : 'ranking'} points={points} seriesLabels={seriesLabels} formatTick={formatTick} />
        </Suspense>
      </div>
    </figure>
  );
}
