/** The top pages, posts, referrers, campaigns, languages and devices of the range, each with views and visitors. */
import { useQuery } from '@tanstack/react-query';
import { useT } from '@/client/i18n/use-t';
import { ANALYTICS_OTHER_VALUE, type AnalyticsBreakdown, type AnalyticsRange } from '@/shared/analytics';
import { analyticsApi } from '@/client/api/analytics-api';
import { useAdminLanguage } from '../common/use-admin-language';
import { Loaded } from './analytics-loaded';
import { formatCount } from './analytics-view';
import { FigureTable } from './figure-table';

/** Rows per top list. */
export const TOP_LIMIT = 10;
export const TOP_LISTS = ['pages', 'posts', 'referrers', 'campaigns', 'languages', 'devices'] as const satisfies readonly AnalyticsBreakdown[];
type ShownBreakdown = (typeof TOP_LISTS)[number];

/**
 * How a breakdown's value is shown: a page or post as a link to it on the site, a device or language by name, the
 * values past a day's cap as "other" (docs/product/analytics.md#bounded-storage).
 */
function TopValue({ breakdown, value }: { breakdown: ShownBreakdown; value: string }) {
  const t = useT();
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

export function TopList({ breakdown, range }: { breakdown: ShownBreakdown; range: AnalyticsRange }) {
  const t = useT();
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
            <FigureTable
              className="mt-2"
              rows={answer.rows}
              rowKey={(row) => row.value}
              labelHeader={t('admin.analytics.top.value')}
              label={(row) => <TopValue breakdown={breakdown} value={row.value} />}
              columns={[
                { header: t('admin.analytics.top.views'), cell: (row) => formatCount(row.views, lang) },
                { header: t('admin.analytics.top.visitors'), cell: (row) => formatCount(row.visitors, lang) },
              ]}
            />
          )
        }
      </Loaded>
    </section>
  );
}
