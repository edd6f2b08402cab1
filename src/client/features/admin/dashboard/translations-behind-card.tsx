/**
 * The dashboard's translations behind (issue 35 point 5): texts of posts and portfolio items whose other language
 * changed since, newest first — which record, which field, which language is behind and since when — each linking to
 * the screen that edits it. The blog and portfolio screens keep their search in the screen, not in the address, so
 * an entry opens the screen (not a list already searched for the record).
 */
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { Link } from 'react-router';
import { useT } from '@/client/i18n/use-t';
import { statsApi } from '@/client/api/stats-api';
import { Badge } from '@/client/components/ui/badge';
import { Spinner } from '@/client/components/ui/spinner';
import { formatDay } from '@/shared/dates';
import type { RevisionEntity, TranslationBehind } from '@/shared/revisions';
import { isSitePageKey } from '@/shared/site-texts/site-pages';
import { useAdminLanguage } from '../common/use-admin-language';
import { useFieldLabel } from '../common/translation-mark-requests';

/** Where staff fix a record of each kind. */
const SCREENS: Record<RevisionEntity, (mark: TranslationBehind) => string> = {
  blog_post: () => '/admin/blog',
  portfolio_item: () => '/admin/portfolio',
  site_page: (mark) => `/admin/site-texts/${mark.title}`,
};

const entryKey = (mark: TranslationBehind) => `${mark.entity}-${mark.entityId}-${mark.language}-${mark.field}`;

export function TranslationsBehindCard() {
  const t = useT();
  const lang = useAdminLanguage();
  const fieldLabel = useFieldLabel();
  const headingId = useId();
  const { data, isPending, isError } = useQuery({ queryKey: statsApi.translationsBehindKey, queryFn: statsApi.translationsBehind });
  const marks = Array.isArray(data?.marks) ? data.marks : [];
  const more = Math.max(0, (data?.total ?? 0) - marks.length);
  const link = 'font-medium text-brand-700 underline-offset-2 hover:underline';
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h2 id={headingId} className="text-xl font-semibold text-slate-900">
        {t('admin.translations.dashboard.heading')}
      </h2>
      <p className="text-sm text-slate-600">{t('admin.translations.dashboard.intro')}</p>
      <div className="rounded-lg border border-slate-200 bg-white p-2 shadow-sm sm:p-4">
        {isPending ? (
          <Spinner />
        ) : isError ? (
          <p className="p-2 text-sm font-medium text-red-700">{t('admin.common.loadError')}</p>
        ) : marks.length === 0 ? (
          <p className="p-2 text-sm text-slate-600">{t('admin.translations.dashboard.none')}</p>
        ) : (
          <>
            <ul aria-label={t('admin.translations.dashboard.list')} className="divide-y divide-slate-100">
              {marks.map((mark) => (
                <li key={entryKey(mark)} className="flex flex-col gap-1 p-2 sm:flex-row sm:flex-wrap sm:items-baseline sm:gap-x-3">
                  <Badge tone="neutral" className="self-start">
                    {t(`admin.translations.dashboard.entities.${mark.entity}`)}
                  </Badge>
                  <Link to={SCREENS[mark.entity](mark)} className={`${link} inline-flex min-h-11 items-center`}>
                    {mark.entity === 'site_page' && isSitePageKey(mark.title) ? t(`admin.siteTexts.pages.${mark.title}.name`) : mark.title}
                  </Link>
                  <span className="text-sm text-slate-700">
                    {t(`admin.translations.dashboard.behind.${mark.language}`, { field: fieldLabel(mark.field), date: formatDay(mark.markedAt, lang) })}
                  </span>
                </li>
              ))}
            </ul>
            {more > 0 ? <p className="p-2 text-sm text-slate-600">{t('admin.translations.dashboard.more', { count: more })}</p> : null}
          </>
        )}
      </div>
    </section>
  );
}
