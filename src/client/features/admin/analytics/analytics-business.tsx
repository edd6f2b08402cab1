/**
 * The figures only admins see (src/shared/access.ts): the funnel from the pricing page to paid invoices, and the
 * enquiries and revenue by the visit behind them, each count linking to the inbox filtered to those enquiries.
 */
import { useQuery } from '@tanstack/react-query';
import { useT } from '@/client/i18n/use-t';
import { Link, useSearchParams } from 'react-router';
import { ANALYTICS_OTHER_VALUE, conversionRate, REVENUE_ATTRIBUTIONS, type AnalyticsRange, type RevenueAttribution } from '@/shared/analytics';
import { analyticsApi } from '@/client/api/analytics-api';
import { Field } from '@/client/components/ui/field';
import { Select } from '@/client/components/ui/select';
import { useAdminLanguage } from '../common/use-admin-language';
import { Loaded } from './analytics-loaded';
import { formatAmounts, formatCount, formatPercentNumber } from './analytics-view';
import { FigureTable } from './figure-table';
import { formatDocumentMoney } from '@/shared/money/document-money';

export function Funnel({ range }: { range: AnalyticsRange }) {
  const t = useT();
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
          const noRate = t('admin.analytics.funnel.noRate');
          return (
            <>
              <FigureTable
                className="mt-2"
                rows={steps}
                rowKey={(step) => step.key}
                labelHeader={t('admin.analytics.funnel.step')}
                label={(step) => t(`admin.analytics.funnel.${step.key}`)}
                columns={[
                  { header: t('admin.analytics.funnel.count'), cell: (step) => (step.count === null ? noRate : formatCount(step.count, lang)) },
                  {
                    header: t('admin.analytics.funnel.conversion'),
                    cell: (step, i) => {
                      const rate = i === 0 ? null : conversionRate(step.count, steps[i - 1]!.count);
                      return rate === null ? noRate : t('admin.analytics.percent', { value: formatPercentNumber(rate, lang) });
                    },
                  },
                ]}
              />
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

export function Revenue({ range }: { range: AnalyticsRange }) {
  const t = useT();
  const lang = useAdminLanguage();
  const [searchParams, setSearchParams] = useSearchParams();
  const by = REVENUE_ATTRIBUTIONS.find((b) => b === searchParams.get('by')) ?? 'campaign';
  const query = useQuery({ queryKey: analyticsApi.revenueKey(by, range), queryFn: () => analyticsApi.revenue(by, range) });
  const setBy = (value: string) => {
    const next = new URLSearchParams(searchParams);
    next.set('by', value);
    setSearchParams(next, { replace: true });
  };
  const labelOf = (value: string | null) =>
    value === null ? t('admin.analytics.revenue.none') : value === ANALYTICS_OTHER_VALUE ? t('admin.analytics.top.other') : value;
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
              <FigureTable
                className="min-w-[36rem]"
                labelClassName="break-all"
                rows={answer.rows}
                rowKey={(row) => (row.value === null ? 'none' : `value:${row.value}`)}
                labelHeader={t(`admin.analytics.revenue.value.${by}`)}
                label={(row) => labelOf(row.value)}
                columns={[
                  {
                    header: t('admin.analytics.revenue.enquiries'),
                    cell: (row) =>
                      row.value !== null && row.value !== ANALYTICS_OTHER_VALUE && row.enquiries > 0 ? (
                        <Link
                          to={enquiriesLink(by, row.value, range)}
                          className="text-brand-700 underline"
                          aria-label={t('admin.analytics.revenue.openEnquiries', { count: formatCount(row.enquiries, lang), value: labelOf(row.value) })}
                        >
                          {formatCount(row.enquiries, lang)}
                        </Link>
                      ) : (
                        formatCount(row.enquiries, lang)
                      ),
                  },
                  { header: t('admin.analytics.revenue.accepted'), cell: (row) => formatCount(row.accepted, lang) },
                  { header: t('admin.analytics.revenue.acceptedTotal'), cell: (row) => formatAmounts(row.acceptedTotals, lang) },
                  { header: t('admin.analytics.revenue.paid'), cell: (row) => formatAmounts(row.paidTotals, lang) },
                  { header: t('admin.analytics.revenue.profit'), cell: (row) => formatDocumentMoney(row.profit.profitCzk, 'CZK', lang) },
                ]}
              />
              <p className="mt-2 max-w-3xl text-sm text-slate-700">{t('admin.analytics.revenue.profitNote')}</p>
            </div>
          )
        }
      </Loaded>
    </section>
  );
}
