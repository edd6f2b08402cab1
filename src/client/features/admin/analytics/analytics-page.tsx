/**
 * /admin/analytics (issue 24, decisions 026 and 031, docs/product/analytics.md): the cookieless figures of a date range
 * (presets of the last 7, 30 or 90 days, or a custom range, kept in the address) compared with the period just before:
 * totals with their change, visits and visitors per day as a chart (uPlot, loaded only here) with the same figures as
 * a table, the top pages, posts, referrers, campaigns, languages and devices. Admins also see the funnel and the
 * enquiries and revenue by the visit behind them, each count linking to the inbox filtered to those enquiries.
 */
import { useT } from '@/client/i18n/use-t';
import { useSearchParams } from 'react-router';
import { rolesForAdminPath } from '@/shared/access';
import { officeDay } from '@/shared/dates';
import { useSignedInUser } from '@/client/lib/auth';
import { usePageMeta } from '@/client/lib/page-meta';
import { AdminPageHeader } from '../common/admin-page-header';
import { Funnel, Revenue } from './analytics-business';
import { Overview } from './analytics-overview';
import { rangeFromParams } from './analytics-view';
import { RangePicker } from './range-picker';
import { TOP_LISTS, TopList } from './top-lists';

/** Whether the signed-in user may read the business figures (funnel, enquiries, revenue: admins, src/shared/access.ts). */
function useMaySeeBusiness(): boolean {
  const user = useSignedInUser();
  return user !== null && rolesForAdminPath('/analytics/revenue').includes(user.role);
}

export function AnalyticsPage() {
  const t = useT();
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
