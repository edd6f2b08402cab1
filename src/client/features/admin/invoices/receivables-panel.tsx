/**
 * The dashboard's receivables (issue 23, item 6: "the accounting overview and dashboard use the real figures"): what
 * clients owe per currency, from issued invoices and their payments, and what of it is past due — each figure links
 * to the invoices behind it.
 */
import { useQuery } from '@tanstack/react-query';
import { Fragment } from 'react';
import { useT } from '@/client/i18n/use-t';
import { Link } from 'react-router';
import { invoicesApi } from '@/client/api/invoices-api';
import { Spinner } from '@/client/components/ui/spinner';
import { useAdminLanguage } from '../common/use-admin-language';
import { formatMoney } from '../common/document-format';

export function ReceivablesPanel() {
  const t = useT();
  const lang = useAdminLanguage();
  const { data, isPending, isError } = useQuery({ queryKey: invoicesApi.summaryKey, queryFn: invoicesApi.summary });
  const link = 'inline-flex min-h-11 items-center font-medium text-brand-700 underline-offset-2 hover:underline';
  return (
    <section aria-labelledby="receivables-heading" className="space-y-3">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h2 id="receivables-heading" className="text-xl font-semibold text-slate-900">
          {t('admin.invoices.dashboard.heading')}
        </h2>
        <Link to="/admin/invoices" className={`${link} text-sm`}>
          {t('admin.invoices.dashboard.all')}
        </Link>
      </div>
      <div className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
        {isPending ? (
          <Spinner />
        ) : isError ? (
          <p className="text-sm font-medium text-red-700">{t('admin.common.loadError')}</p>
        ) : data.receivables.length === 0 ? (
          <p className="text-sm text-slate-600">{t('admin.invoices.dashboard.none')}</p>
        ) : (
          <dl className="grid gap-4 sm:grid-cols-2">
            {data.receivables.map((r) => (
              <Fragment key={r.currency}>
                <div>
                  <dt className="text-sm text-slate-600">{t('admin.invoices.dashboard.outstanding', { currency: r.currency })}</dt>
                  <dd className="text-2xl font-semibold tabular-nums text-slate-900">{formatMoney(r.outstandingMinor, r.currency, lang)}</dd>
                  <dd>
                    <Link to="/admin/invoices?sort=outstandingDesc" className={`${link} text-sm`}>
                      {t('admin.invoices.dashboard.openCount', { count: r.openCount })}
                    </Link>
                  </dd>
                </div>
                <div>
                  <dt className="text-sm text-slate-600">{t('admin.invoices.dashboard.overdue', { currency: r.currency })}</dt>
                  <dd className={`text-2xl font-semibold tabular-nums ${BigInt(r.overdueMinor) > 0n ? 'text-red-700' : 'text-slate-900'}`}>
                    {formatMoney(r.overdueMinor, r.currency, lang)}
                  </dd>
                  <dd>
                    <Link to="/admin/invoices?state=overdue" className={`${link} text-sm`}>
                      {t('admin.invoices.dashboard.overdueCount', { count: r.overdueCount })}
                    </Link>
                  </dd>
                </div>
              </Fragment>
            ))}
          </dl>
        )}
      </div>
    </section>
  );
}
