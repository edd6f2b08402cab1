/**
 * /admin/settings/pricing (issue 35 point 3): the price list — the plans' prices, links and texts in both languages,
 * the services' prices and the monthly-focused factors — admins only. Publishing makes a new version, which the public
 * pricing page shows at once.
 */
import { useQuery } from '@tanstack/react-query';
import { useT } from '@/client/i18n/use-t';
import { formatDateTime } from '@/shared/dates';
import type { AdminPriceList } from '@/shared/schemas/price-list';
import { FullPageSpinner } from '@/client/components/ui/spinner';
import { priceListApi } from '@/client/api/price-list-api';
import { usePageMeta } from '@/client/lib/page-meta';
import { AdminPageHeader } from '../common/admin-page-header';
import { LoadFailure } from '../common/load-failure';
import { useAdminLanguage } from '../common/use-admin-language';
import { PriceListForm } from './price-list-form';

export function PriceListPage() {
  const t = useT();
  usePageMeta({ title: t('admin.pricing.title') });
  const query = useQuery({ queryKey: priceListApi.key, queryFn: priceListApi.get });
  return (
    <div className="space-y-6">
      <div>
        <AdminPageHeader title={t('admin.pricing.title')} />
        <p className="-mt-3 max-w-3xl text-sm text-slate-600">{t('admin.pricing.intro')}</p>
      </div>
      {query.isError ? (
        <LoadFailure text={t('admin.pricing.loadError')} retry={query.refetch} />
      ) : query.data ? (
        <>
          <PriceListVersion list={query.data} />
          {/* A new form for each version: its values are the version's. */}
          <PriceListForm key={query.data.version} list={query.data} />
        </>
      ) : (
        <FullPageSpinner />
      )}
    </div>
  );
}

/** Which version is current: its number, when (Prague time) and by whom it was published; or the built-in list. */
function PriceListVersion({ list }: { list: AdminPriceList }) {
  const t = useT();
  const lang = useAdminLanguage();
  const text =
    list.version === 0 || !list.publishedAt
      ? t('admin.pricing.defaults')
      : list.publishedBy
        ? t('admin.pricing.version', { version: list.version, at: formatDateTime(list.publishedAt, lang), by: list.publishedBy })
        : t('admin.pricing.versionNoPublisher', { version: list.version, at: formatDateTime(list.publishedAt, lang) });
  return (
    <p className="rounded-md border border-slate-200 bg-white px-4 py-3 text-sm font-medium text-slate-800 shadow-sm">
      {text}
    </p>
  );
}
