/**
 * /admin/settings/billing (issue 22; docs/product/billing-details.md#agency-billing-details): the agency's legal and billing
 * details, admins only. Until the details documents need are filled in, the page lists what is missing. The logo they
 * print is the agency profile's (/admin/settings/profile), and the seat may be its office address (addressFromProfile).
 */
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useT } from '@/client/i18n/use-t';
import type { AgencyBilling } from '@/shared/schemas/agency-billing';
import { Button } from '@/client/components/ui/button';
import { FullPageSpinner } from '@/client/components/ui/spinner';
import { billingSettingsApi } from '@/client/api/billing-settings-api';
import { usePageMeta } from '@/client/lib/page-meta';
import { AdminPageHeader } from '../common/admin-page-header';
import { BillingSettingsForm } from './billing-settings-form';

export function BillingSettingsPage() {
  const t = useT();
  usePageMeta({ title: t('admin.billing.title') });
  const query = useQuery({ queryKey: billingSettingsApi.key, queryFn: billingSettingsApi.get });
  return (
    <div className="space-y-6">
      <div>
        <AdminPageHeader title={t('admin.billing.title')} />
        <p className="-mt-3 max-w-3xl text-sm text-slate-600">{t('admin.billing.intro')}</p>
      </div>
      {query.isError ? (
        <div role="alert" className="rounded-md border border-red-200 bg-red-50 p-4 text-sm text-red-900">
          <p>{t('admin.billing.loadError')}</p>
          <Button variant="secondary" size="sm" className="mt-2" onClick={() => void query.refetch()}>
            {t('admin.common.retry')}
          </Button>
        </div>
      ) : query.data ? (
        <>
          <MissingDetails details={query.data} />
          <BillingSettingsForm key={String(query.data.updatedAt)} details={query.data} />
          {/* The logo documents print is the agency profile's (issue 35). */}
          <p className="text-sm text-slate-600">
            {t('admin.billing.logoMoved')}{' '}
            <Link to="/admin/settings/profile" className="font-medium text-brand-700 underline hover:no-underline">
              {t('admin.billing.logoMovedLink')}
            </Link>
          </p>
        </>
      ) : (
        <FullPageSpinner />
      )}
    </div>
  );
}

/** What proposals and invoices still need, in plain words; or that nothing is missing. */
function MissingDetails({ details }: { details: AgencyBilling }) {
  const t = useT();
  if (details.missing.length === 0) {
    return <p className="rounded-md border border-green-200 bg-green-50 p-4 text-sm text-green-900">{t('admin.billing.complete')}</p>;
  }
  return (
    <section aria-labelledby="billing-missing" className="rounded-md border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950">
      <h2 id="billing-missing" className="font-semibold">
        {t('admin.billing.missingTitle')}
      </h2>
      <p className="mt-1">{t('admin.billing.missingIntro')}</p>
      <ul className="mt-2 list-disc pl-5">
        {details.missing.map((field) => (
          <li key={field}>{t(`admin.billing.fields.${field}`)}</li>
        ))}
      </ul>
    </section>
  );
}
