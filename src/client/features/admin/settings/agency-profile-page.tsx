/**
 * /admin/settings/profile (issue 35): the agency's public profile — name, logo, contacts, office address, map and
 * social links, opening hours — admins only. The footer, the contact page, structured data, e-mails and documents show it.
 */
import { useQuery } from '@tanstack/react-query';
import { useT } from '@/client/i18n/use-t';
import { Button } from '@/client/components/ui/button';
import { FullPageSpinner } from '@/client/components/ui/spinner';
import { agencyProfileApi } from '@/client/api/agency-profile-api';
import { usePageMeta } from '@/client/lib/page-meta';
import { AdminPageHeader } from '../common/admin-page-header';
import { AgencyProfileForm } from './agency-profile-form';

export function AgencyProfilePage() {
  const t = useT();
  usePageMeta({ title: t('admin.agencyProfile.title') });
  const query = useQuery({ queryKey: agencyProfileApi.key, queryFn: agencyProfileApi.get });
  return (
    <div className="space-y-6">
      <div>
        <AdminPageHeader title={t('admin.agencyProfile.title')} />
        <p className="-mt-3 max-w-3xl text-sm text-slate-600">{t('admin.agencyProfile.intro')}</p>
      </div>
      {query.isError ? (
        <div role="alert" className="rounded-md border border-red-200 bg-red-50 p-4 text-sm text-red-900">
          <p>{t('admin.agencyProfile.loadError')}</p>
          <Button variant="secondary" size="sm" className="mt-2" onClick={() => void query.refetch()}>
            {t('admin.common.retry')}
          </Button>
        </div>
      ) : query.data ? (
        <AgencyProfileForm key={String(query.data.updatedAt)} profile={query.data} />
      ) : (
        <FullPageSpinner />
      )}
    </div>
  );
}
