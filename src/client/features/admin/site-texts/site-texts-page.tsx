/**
 * /admin/site-texts (issue 35 point 2): the pages of the public site whose texts staff edit, in the site's order, each
 * with how many of its texts differ from the code's, how many translations are behind, and who published it last.
 */
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useT } from '@/client/i18n/use-t';
import { formatDateTime } from '@/shared/dates';
import type { SitePageSummary } from '@/shared/site-texts/site-pages';
import { Badge } from '@/client/components/ui/badge';
import { FullPageSpinner } from '@/client/components/ui/spinner';
import { siteTextsApi } from '@/client/api/site-texts-api';
import { usePageMeta } from '@/client/lib/page-meta';
import { AdminPageHeader } from '../common/admin-page-header';
import { LoadFailure } from '../common/load-failure';
import { useAdminLanguage } from '../common/use-admin-language';

function PageCard({ summary }: { summary: SitePageSummary }) {
  const t = useT();
  const lang = useAdminLanguage();
  const changed = summary.overridden.cs + summary.overridden.en > 0;
  return (
    <li className="flex flex-col gap-2 rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
      <h2 className="text-base font-semibold text-slate-900">
        <Link to={`/admin/site-texts/${summary.page}`} className="text-brand-800 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600">
          {t(`admin.siteTexts.pages.${summary.page}.name`)}
        </Link>
      </h2>
      <p className="text-sm text-slate-600">{t(`admin.siteTexts.pages.${summary.page}.description`)}</p>
      <div className="flex flex-wrap gap-2">
        <Badge tone={changed ? 'brand' : 'neutral'}>
          {changed ? t('admin.siteTexts.changed', { cs: summary.overridden.cs, en: summary.overridden.en }) : t('admin.siteTexts.unchanged')}
        </Badge>
        {summary.behind > 0 ? <Badge tone="warning">{t('admin.siteTexts.behind', { count: summary.behind })}</Badge> : null}
      </div>
      <p className="mt-auto text-xs text-slate-600">
        {summary.updatedAt && summary.updatedBy
          ? t('admin.siteTexts.published', { date: formatDateTime(summary.updatedAt, lang), name: summary.updatedBy })
          : t('admin.siteTexts.neverPublished')}
      </p>
    </li>
  );
}

export function SiteTextsPage() {
  const t = useT();
  usePageMeta({ title: t('admin.siteTexts.title') });
  const query = useQuery({ queryKey: siteTextsApi.key, queryFn: ({ signal }) => siteTextsApi.pages({ signal }) });
  return (
    <div className="space-y-6">
      <div>
        <AdminPageHeader title={t('admin.siteTexts.title')} />
        <p className="-mt-3 max-w-3xl text-sm text-slate-600">{t('admin.siteTexts.intro')}</p>
      </div>
      {query.isError ? (
        <LoadFailure text={t('admin.common.loadError')} retry={() => query.refetch()} />
      ) : query.data ? (
        <ul aria-label={t('admin.siteTexts.list')} className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {query.data.map((summary) => (
            <PageCard key={summary.page} summary={summary} />
          ))}
        </ul>
      ) : (
        <FullPageSpinner />
      )}
    </div>
  );
}
