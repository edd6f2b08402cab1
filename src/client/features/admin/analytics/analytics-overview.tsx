/**
 * The totals of the range with their change against the period before, and visits and visitors per day as a chart
 * (uPlot, in its own chunk) with the same figures as a table.
 */
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useMemo } from 'react';
import { useT } from '@/client/i18n/use-t';
import { periodChange, type AnalyticsOverview, type AnalyticsRange, type AnalyticsTotals } from '@/shared/analytics';
import { formatDay } from '@/shared/dates';
import { analyticsApi } from '@/client/api/analytics-api';
import { Spinner } from '@/client/components/ui/spinner';
import { cn } from '@/client/lib/cn';
import { useAdminLanguage } from '../common/use-admin-language';
import { Loaded } from './analytics-loaded';
import { describeChange, formatCount } from './analytics-view';
import { CHART_COLORS } from './chart-colors';
import { FigureTable } from './figure-table';

// uPlot comes with the chart, in its own chunk, after the figures are on screen.
const VisitsChart = lazy(() => import('./visits-chart'));

export function Overview({ range }: { range: AnalyticsRange }) {
  const t = useT();
  const lang = useAdminLanguage();
  const query = useQuery({ queryKey: analyticsApi.overviewKey(range), queryFn: () => analyticsApi.overview(range) });
  return (
    <section aria-labelledby="analytics-overview" className="mt-6">
      <h2 id="analytics-overview" className="text-lg font-semibold text-slate-900">
        {t('admin.analytics.range.current', { from: formatDay(range.from, lang), to: formatDay(range.to, lang) })}
      </h2>
      <Loaded query={query}>
        {(overview) => (
          <>
            <p className="mt-1 text-sm text-slate-700">
              {t('admin.analytics.range.comparedWith', { from: formatDay(overview.previous.from, lang), to: formatDay(overview.previous.to, lang) })}
            </p>
            <dl className="mt-3 grid gap-3 sm:grid-cols-3">
              {(['visits', 'visitors', 'views'] as const).map((key) => (
                <Total key={key} name={key} totals={overview.totals} previous={overview.previousTotals} />
              ))}
            </dl>
            <DailyFigure overview={overview} />
          </>
        )}
      </Loaded>
    </section>
  );
}

function Total({ name, totals, previous }: { name: keyof AnalyticsTotals; totals: AnalyticsTotals; previous: AnalyticsTotals }) {
  const t = useT();
  const lang = useAdminLanguage();
  const change = periodChange(totals[name], previous[name]);
  const described = change === null ? null : describeChange(change, lang);
  const changeText = described ? t(`admin.analytics.change.${described.kind}`, { value: described.value }) : null;
  return (
    <div className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
      <dt className="text-sm font-medium text-slate-700">{t(`admin.analytics.totals.${name}`)}</dt>
      <dd className="mt-1 flex flex-wrap items-baseline gap-x-3">
        <span className="text-2xl font-bold text-slate-900">{formatCount(totals[name], lang)}</span>
        {changeText ? (
          <span
            className={cn('text-sm font-semibold', described!.kind === 'up' ? 'text-emerald-800' : described!.kind === 'down' ? 'text-red-800' : 'text-slate-700')}
            aria-label={t('admin.analytics.change.label', { value: changeText })}
          >
            {changeText}
          </span>
        ) : null}
      </dd>
      <dd className="mt-1 text-xs text-slate-600">
        {previous[name] === 0 ? t('admin.analytics.totals.noPrevious') : t('admin.analytics.totals.previous', { value: formatCount(previous[name], lang) })}
      </dd>
    </div>
  );
}

/** The chart and its text alternative: a summary sentence and the figures as a table. */
function DailyFigure({ overview }: { overview: AnalyticsOverview }) {
  const t = useT();
  const lang = useAdminLanguage();
  const labels = useMemo(
    () => ({
      visits: t('admin.analytics.totals.visits'),
      visitors: t('admin.analytics.totals.visitors'),
      previous: `${t('admin.analytics.totals.visits')} (${formatDay(overview.previous.from, lang)} – ${formatDay(overview.previous.to, lang)})`,
    }),
    [t, lang, overview.previous.from, overview.previous.to],
  );
  const busiest = overview.days.reduce((best, d) => (d.visits > best.visits ? d : best), overview.days[0]!);
  return (
    <figure aria-labelledby="analytics-chart-title" className="mt-4 rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
      <figcaption>
        <h3 id="analytics-chart-title" className="text-base font-semibold text-slate-900">
          {t('admin.analytics.chart.title')}
        </h3>
        <p className="mt-1 text-sm text-slate-700">
          {t('admin.analytics.chart.summary', {
            from: formatDay(overview.range.from, lang),
            to: formatDay(overview.range.to, lang),
            visits: formatCount(overview.totals.visits, lang),
            visitors: formatCount(overview.totals.visitors, lang),
            maxVisits: formatCount(busiest.visits, lang),
            maxDay: formatDay(busiest.day, lang),
          })}
        </p>
      </figcaption>
      <ul className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-800" aria-hidden="true">
        <LegendItem color={CHART_COLORS.visits} label={labels.visits} />
        <LegendItem color={CHART_COLORS.visitors} label={labels.visitors} />
        <LegendItem color={CHART_COLORS.previous} label={labels.previous} dashed />
      </ul>
      <div className="mt-2">
        <Suspense fallback={<Spinner label={t('admin.analytics.chart.loading')} />}>
          <VisitsChart days={overview.days} previousDays={overview.previousDays} lang={lang} labels={labels} />
        </Suspense>
      </div>
      <details className="mt-3">
        <summary className="cursor-pointer text-sm font-medium text-brand-700">{t('admin.analytics.chart.table')}</summary>
        <div className="mt-2 max-h-96 overflow-auto">
          <FigureTable
            stickyHeader
            rows={overview.days}
            rowKey={(d) => d.day}
            labelHeader={t('admin.analytics.chart.day')}
            label={(d) => formatDay(d.day, lang)}
            columns={[
              { header: labels.visits, cell: (d) => formatCount(d.visits, lang) },
              { header: labels.visitors, cell: (d) => formatCount(d.visitors, lang) },
              { header: t('admin.analytics.totals.views'), cell: (d) => formatCount(d.views, lang) },
              { header: labels.previous, cell: (_, i) => formatCount(overview.previousDays[i]?.visits ?? 0, lang) },
            ]}
          />
        </div>
      </details>
    </figure>
  );
}

function LegendItem({ color, label, dashed = false }: { color: string; label: string; dashed?: boolean }) {
  return (
    <li className="flex items-center gap-2">
      <span className="inline-block w-6 border-t-2" style={{ borderColor: color, borderTopStyle: dashed ? 'dashed' : 'solid' }} />
      {label}
    </li>
  );
}
