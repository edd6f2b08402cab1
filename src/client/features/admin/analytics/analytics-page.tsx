/**
 * /admin/analytics (issue 24, decisions 026 and 031, docs/product/analytics.md): the cookieless figures of a date range
 * (presets of the last 7, 30 or 90 days, or a custom range, kept in the address) compared with the period just before:
 * totals with their change, visits and visitors per day as a chart (uPlot, loaded only here) with the same figures as
 * a table, the top pages, posts, referrers, campaigns, languages and devices. Admins also see the funnel and the
 * enquiries and revenue by the visit behind them, each count linking to the inbox filtered to those enquiries.
 */
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useMemo, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { rolesForAdminPath } from '@/shared/access';
import {
  ANALYTICS_OTHER_VALUE,
  analyticsRangeSchema,
  conversionRate,
  DATE_RANGE_PRESETS,
  periodChange,
  REVENUE_ATTRIBUTIONS,
  type AnalyticsBreakdown,
  type AnalyticsOverview,
  type AnalyticsRange,
  type AnalyticsTotals,
  type RevenueAttribution,
} from '@/shared/analytics';
import { formatDay, officeDay } from '@/shared/dates';
import { analyticsApi } from '@/client/api/analytics-api';
import { Button } from '@/client/components/ui/button';
import { Field } from '@/client/components/ui/field';
import { Input } from '@/client/components/ui/input';
import { Select } from '@/client/components/ui/select';
import { Spinner } from '@/client/components/ui/spinner';
import { useSignedInUser } from '@/client/lib/auth';
import { cn } from '@/client/lib/cn';
import { usePageMeta } from '@/client/lib/page-meta';
import { AdminPageHeader } from '../common/admin-page-header';
import { useAdminLanguage } from '../common/use-admin-language';
import { describeChange, formatAmounts, formatCount, formatPercentNumber, rangeFromParams } from './analytics-view';
import { CHART_COLORS } from './chart-colors';

// uPlot comes with the chart, in its own chunk, after the figures are on screen.
const VisitsChart = lazy(() => import('./visits-chart'));

/** Rows per top list. */
export const TOP_LIMIT = 10;
const TOP_LISTS = ['pages', 'posts', 'referrers', 'campaigns', 'languages', 'devices'] as const satisfies readonly AnalyticsBreakdown[];
type ShownBreakdown = (typeof TOP_LISTS)[number];

/** Whether the signed-in user may read the business figures (funnel, enquiries, revenue: admins, src/shared/access.ts). */
function useMaySeeBusiness(): boolean {
  const user = useSignedInUser();
  return user !== null && rolesForAdminPath('/analytics/revenue').includes(user.role);
}

export function AnalyticsPage() {
  const { t } = useTranslation();
  usePageMeta({ title: t('admin.analytics.title') });
  const [searchParams, setSearchParams] = useSearchParams();
  const choice = rangeFromParams(searchParams, officeDay());
  const business = useMaySeeBusiness();

  return (
    <div>
      <AdminPageHeader title={t('admin.analytics.title')} />
      <p className="-mt-3 mb-4 max-w-3xl text-sm text-slate-700">{t('admin.analytics.intro')}</p>
      <RangePicker
        key={`${choice.range.from}/${choice.range.to}`}
        preset={choice.preset}
        range={choice.range}
        onPreset={(days) => setSearchParams({ days: String(days) })}
        onCustom={(range) => setSearchParams({ from: range.from, to: range.to })}
      />
      <Overview range={choice.range} />
      <div className="mt-6 grid gap-4 lg:grid-cols-2">
        {TOP_LISTS.map((breakdown) => (
          <TopList key={breakdown} breakdown={breakdown} range={choice.range} />
        ))}
      </div>
      {business ? (
        <>
          <Funnel range={choice.range} />
          <Revenue range={choice.range} />
        </>
      ) : null}
    </div>
  );
}

function RangePicker({
  preset,
  range,
  onPreset,
  onCustom,
}: {
  preset: number | 'custom';
  range: AnalyticsRange;
  onPreset: (days: number) => void;
  onCustom: (range: AnalyticsRange) => void;
}) {
  const { t } = useTranslation();
  const [from, setFrom] = useState(range.from);
  const [to, setTo] = useState(range.to);
  const [invalid, setInvalid] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = analyticsRangeSchema.safeParse({ from, to });
    setInvalid(!parsed.success);
    if (parsed.success) onCustom(parsed.data);
  };
  return (
    <form onSubmit={submit} className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
      <fieldset>
        <legend className="px-1 text-sm font-semibold text-slate-900">{t('admin.analytics.range.legend')}</legend>
        <div className="mt-2 flex flex-wrap items-end gap-2">
          {DATE_RANGE_PRESETS.map((days) => (
            <Button key={days} variant={preset === days ? 'primary' : 'secondary'} aria-pressed={preset === days} onClick={() => onPreset(days)}>
              {t('admin.analytics.range.preset', { count: days })}
            </Button>
          ))}
          <div className="flex flex-wrap items-end gap-2 sm:ml-4">
            <div className="w-40">
              <Field label={t('admin.analytics.range.from')}>
                <Input type="date" value={from} onChange={(e) => setFrom(e.target.value)} />
              </Field>
            </div>
            <div className="w-40">
              <Field label={t('admin.analytics.range.to')}>
                <Input type="date" value={to} onChange={(e) => setTo(e.target.value)} />
              </Field>
            </div>
            <Button type="submit" variant={preset === 'custom' ? 'primary' : 'secondary'}>
              {t('admin.analytics.range.show')}
            </Button>
          </div>
        </div>
        {invalid ? (
          <p role="alert" className="mt-2 text-sm text-red-700">
            {t('admin.analytics.range.invalid')}
          </p>
        ) : null}
      </fieldset>
    </form>
  );
}

/** A query's loading and error states around its content. */
function Loaded<T>({ query, children }: { query: { data: T | undefined; isError: boolean; refetch: () => unknown }; children: (data: T) => ReactNode }) {
  const { t } = useTranslation();
  if (query.isError)
    return (
      <div role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800">
        {t('admin.common.loadError')}{' '}
        <button type="button" className="font-medium underline" onClick={() => void query.refetch()}>
          {t('admin.common.retry')}
        </button>
      </div>
    );
  if (query.data === undefined) return <Spinner />;
  return <>{children(query.data)}</>;
}

function Overview({ range }: { range: AnalyticsRange }) {
  const { t } = useTranslation();
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
  const { t } = useTranslation();
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
  const { t } = useTranslation();
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
          <table className="w-full text-left text-sm">
            <thead className="sticky top-0 bg-white">
              <tr className="border-b border-slate-200">
                <th scope="col" className="py-1 pr-3 font-semibold">
                  {t('admin.analytics.chart.day')}
                </th>
                <th scope="col" className="py-1 pr-3 text-right font-semibold">
                  {labels.visits}
                </th>
                <th scope="col" className="py-1 pr-3 text-right font-semibold">
                  {labels.visitors}
                </th>
                <th scope="col" className="py-1 pr-3 text-right font-semibold">
                  {t('admin.analytics.totals.views')}
                </th>
                <th scope="col" className="py-1 text-right font-semibold">
                  {labels.previous}
                </th>
              </tr>
            </thead>
            <tbody>
              {overview.days.map((d, i) => (
                <tr key={d.day} className="border-b border-slate-100">
                  <th scope="row" className="py-1 pr-3 font-normal">
                    {formatDay(d.day, lang)}
                  </th>
                  <td className="py-1 pr-3 text-right tabular-nums">{formatCount(d.visits, lang)}</td>
                  <td className="py-1 pr-3 text-right tabular-nums">{formatCount(d.visitors, lang)}</td>
                  <td className="py-1 pr-3 text-right tabular-nums">{formatCount(d.views, lang)}</td>
                  <td className="py-1 text-right tabular-nums">{formatCount(overview.previousDays[i]?.visits ?? 0, lang)}</td>
                </tr>
              ))}
            </tbody>
          </table>
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

/**
 * How a breakdown's value is shown: a page or post as a link to it on the site, a device or language by name, the
 * values past a day's cap as "other" (docs/product/analytics.md#bounded-storage).
 */
function TopValue({ breakdown, value }: { breakdown: ShownBreakdown; value: string }) {
  const { t } = useTranslation();
  if (value === ANALYTICS_OTHER_VALUE) return <em>{t('admin.analytics.top.other')}</em>;
  if (breakdown === 'pages' || breakdown === 'posts')
    return (
      <a href={value} className="break-all text-brand-700 underline" target="_blank" rel="noreferrer">
        {value}
      </a>
    );
  if (breakdown === 'devices' || breakdown === 'languages')
    return <>{t(`admin.analytics.top.${breakdown === 'devices' ? 'device' : 'language'}.${value}`, { defaultValue: value })}</>;
  return <span className="break-all">{value}</span>;
}

function TopList({ breakdown, range }: { breakdown: ShownBreakdown; range: AnalyticsRange }) {
  const { t } = useTranslation();
  const lang = useAdminLanguage();
  const query = useQuery({ queryKey: analyticsApi.topKey(breakdown, range, TOP_LIMIT), queryFn: () => analyticsApi.top(breakdown, range, TOP_LIMIT) });
  const titleId = `analytics-top-${breakdown}`;
  return (
    <section aria-labelledby={titleId} className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
      <h3 id={titleId} className="text-base font-semibold text-slate-900">
        {t(`admin.analytics.top.${breakdown}`)}
      </h3>
      <Loaded query={query}>
        {(answer) =>
          answer.rows.length === 0 ? (
            <p className="mt-2 text-sm text-slate-700">{t('admin.analytics.top.empty')}</p>
          ) : (
            <table className="mt-2 w-full text-left text-sm">
              <thead>
                <tr className="border-b border-slate-200">
                  <th scope="col" className="py-1 pr-3 font-semibold">
                    {t('admin.analytics.top.value')}
                  </th>
                  <th scope="col" className="py-1 pr-3 text-right font-semibold">
                    {t('admin.analytics.top.views')}
                  </th>
                  <th scope="col" className="py-1 text-right font-semibold">
                    {t('admin.analytics.top.visitors')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {answer.rows.map((row) => (
                  <tr key={row.value} className="border-b border-slate-100 align-top">
                    <th scope="row" className="py-1 pr-3 font-normal">
                      <TopValue breakdown={breakdown} value={row.value} />
                    </th>
                    <td className="py-1 pr-3 text-right tabular-nums">{formatCount(row.views, lang)}</td>
                    <td className="py-1 text-right tabular-nums">{formatCount(row.visitors, lang)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )
        }
      </Loaded>
    </section>
  );
}

function Funnel({ range }: { range: AnalyticsRange }) {
  const { t } = useTranslation();
  const lang = useAdminLanguage();
  const query = useQuery({ queryKey: analyticsApi.funnelKey(range), queryFn: () => analyticsApi.funnel(range) });
  return (
    <section aria-labelledby="analytics-funnel" className="mt-6 rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
      <h2 id="analytics-funnel" className="text-lg font-semibold text-slate-900">
        {t('admin.analytics.funnel.title')}
      </h2>
      <Loaded query={query}>
        {(funnel) => {
          const steps = [
            { key: 'pricing', count: funnel.pricingVisitors },
            { key: 'quote', count: funnel.quoteSent },
            { key: 'proposal', count: funnel.later.proposalSent },
            { key: 'accepted', count: funnel.later.proposalAccepted },
            { key: 'paid', count: funnel.later.paid },
          ] as const;
          return (
            <>
              <table className="mt-2 w-full text-left text-sm">
                <thead>
                  <tr className="border-b border-slate-200">
                    <th scope="col" className="py-1 pr-3 font-semibold">
                      {t('admin.analytics.funnel.step')}
                    </th>
                    <th scope="col" className="py-1 pr-3 text-right font-semibold">
                      {t('admin.analytics.funnel.count')}
                    </th>
                    <th scope="col" className="py-1 text-right font-semibold">
                      {t('admin.analytics.funnel.conversion')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {steps.map((step, i) => {
                    const rate = i === 0 ? null : conversionRate(step.count, steps[i - 1]!.count);
                    return (
                      <tr key={step.key} className="border-b border-slate-100">
                        <th scope="row" className="py-1 pr-3 font-normal">
                          {t(`admin.analytics.funnel.${step.key}`)}
                        </th>
                        <td className="py-1 pr-3 text-right tabular-nums">{step.count === null ? t('admin.analytics.funnel.noRate') : formatCount(step.count, lang)}</td>
                        <td className="py-1 text-right tabular-nums">
                          {rate === null ? t('admin.analytics.funnel.noRate') : t('admin.analytics.percent', { value: formatPercentNumber(rate, lang) })}
                        </td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
              <p className="mt-2 text-sm text-slate-700">{t('admin.analytics.funnel.contact', { value: formatCount(funnel.contactSent, lang) })}</p>
            </>
          );
        }}
      </Loaded>
    </section>
  );
}

/** The inbox filtered to the enquiries of one visit value received in the range (the messages behind a figure). */
export function enquiriesLink(by: RevenueAttribution, value: string, range: AnalyticsRange): string {
  const param = by === 'post' ? 'entry' : by;
  return `/admin/messages?${new URLSearchParams({ [param]: value, from: range.from, to: range.to }).toString()}`;
}

function Revenue({ range }: { range: AnalyticsRange }) {
  const { t } = useTranslation();
  const lang = useAdminLanguage();
  const [searchParams, setSearchParams] = useSearchParams();
  const by = REVENUE_ATTRIBUTIONS.find((b) => b === searchParams.get('by')) ?? 'campaign';
  const query = useQuery({ queryKey: analyticsApi.revenueKey(by, range), queryFn: () => analyticsApi.revenue(by, range) });
  const setBy = (value: string) => {
    const next = new URLSearchParams(searchParams);
    next.set('by', value);
    setSearchParams(next, { replace: true });
  };
  return (
    <section aria-labelledby="analytics-revenue" className="mt-6 rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
      <h2 id="analytics-revenue" className="text-lg font-semibold text-slate-900">
        {t('admin.analytics.revenue.title')}
      </h2>
      <p className="mt-1 max-w-3xl text-sm text-slate-700">{t('admin.analytics.revenue.intro')}</p>
      <div className="mt-3 w-60">
        <Field label={t('admin.analytics.revenue.by')}>
          <Select value={by} onChange={(e) => setBy(e.target.value)}>
            {REVENUE_ATTRIBUTIONS.map((b) => (
              <option key={b} value={b}>
                {t(`admin.analytics.revenue.byOption.${b}`)}
              </option>
            ))}
          </Select>
        </Field>
      </div>
      <Loaded query={query}>
        {(answer) =>
          answer.rows.length === 0 ? (
            <p className="mt-2 text-sm text-slate-700">{t('admin.analytics.revenue.empty')}</p>
          ) : (
            <div className="mt-3 overflow-x-auto">
              <table className="w-full min-w-[36rem] text-left text-sm">
                <thead>
                  <tr className="border-b border-slate-200">
                    <th scope="col" className="py-1 pr-3 font-semibold">
                      {t(`admin.analytics.revenue.value.${by}`)}
                    </th>
                    <th scope="col" className="py-1 pr-3 text-right font-semibold">
                      {t('admin.analytics.revenue.enquiries')}
                    </th>
                    <th scope="col" className="py-1 pr-3 text-right font-semibold">
                      {t('admin.analytics.revenue.accepted')}
                    </th>
                    <th scope="col" className="py-1 pr-3 text-right font-semibold">
                      {t('admin.analytics.revenue.acceptedTotal')}
                    </th>
                    <th scope="col" className="py-1 text-right font-semibold">
                      {t('admin.analytics.revenue.paid')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {answer.rows.map((row) => {
                    const label = row.value === null ? t('admin.analytics.revenue.none') : row.value === ANALYTICS_OTHER_VALUE ? t('admin.analytics.top.other') : row.value;
                    return (
                      <tr key={row.value === null ? 'none' : `value:${row.value}`} className="border-b border-slate-100 align-top">
                        <th scope="row" className="break-all py-1 pr-3 font-normal">
                          {label}
                        </th>
                        <td className="py-1 pr-3 text-right tabular-nums">
                          {row.value !== null && row.value !== ANALYTICS_OTHER_VALUE && row.enquiries > 0 ? (
                            <Link
                              to={enquiriesLink(by, row.value, range)}
                              className="text-brand-700 underline"
                              aria-label={t('admin.analytics.revenue.openEnquiries', { count: formatCount(row.enquiries, lang), value: label })}
                            >
                              {formatCount(row.enquiries, lang)}
                            </Link>
                          ) : (
                            formatCount(row.enquiries, lang)
                          )}
                        </td>
                        <td className="py-1 pr-3 text-right tabular-nums">{formatCount(row.accepted, lang)}</td>
                        <td className="py-1 pr-3 text-right tabular-nums">{formatAmounts(row.acceptedTotals, lang)}</td>
                        <td className="py-1 text-right tabular-nums">{formatAmounts(row.paidTotals, lang)}</td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </div>
          )
        }
      </Loaded>
    </section>
  );
}
