/**
 * /admin/invoices: every invoice, advance invoice, tax document and credit note, searched, filtered by payment state, kind
 * and period of issue, sorted; the accountant's export of a period (issue 38).
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { INVOICE_KINDS, INVOICE_PAYMENT_STATES } from '@/shared/schemas/invoice';
import { Clock } from 'lucide-react';
import { Button } from '@/client/components/ui/button';
import { Input } from '@/client/components/ui/input';
import { Select } from '@/client/components/ui/select';
import { usePageMeta } from '@/client/lib/page-meta';
import { invoicesApi } from '@/client/api/invoices-api';
import { AdminPageHeader } from '../common/admin-page-header';
import { PagedList } from '../common/paged-list-parts';
import { CreateButton } from '../common/record-buttons';
import { SearchInput } from '../common/search-input';
import { useAdminLanguage } from '../common/use-admin-language';
import { useAdminList } from '../common/use-admin-list';
import { invoicesListParams, invoicesView, SORT_NAMES } from './invoices-list';
import { useAddressParams } from '../common/use-address-param';
import { InvoiceRows } from './invoice-rows';
import { AccountantExportButton } from './accountant-export-dialog';

export function InvoicesPage() {
  const { t, i18n } = useTranslation();
  const lang = useAdminLanguage();
  const navigate = useNavigate();
  usePageMeta({ title: t('admin.invoices.title') });
  const [q, setQ] = useState('');
  const { searchParams, setParam } = useAddressParams();
  const { state, kind, from, to, rangeInvalid, sortName } = invoicesView(searchParams);
  const list = useAdminList(invoicesApi, invoicesListParams(searchParams, q));
  const number = (n: number) => n.toLocaleString(i18n.resolvedLanguage === 'en' ? 'en-US' : 'cs-CZ');

  return (
    <div>
      <AdminPageHeader title={t('admin.invoices.title')} actions={
          <>
            <AccountantExportButton lang={lang} />
            <Button variant="secondary" onClick={() => void navigate('/admin/invoices/from-time')}>
              <Clock aria-hidden="true" className="h-4 w-4" />
              {t('admin.invoices.fromTimeButton')}
            </Button>
            <CreateButton onClick={() => void navigate('/admin/invoices/new')}>{t('admin.invoices.create')}</CreateButton>
          </>
        }
      />
      <div className="mb-4 flex flex-wrap items-end gap-3">
        <div className="w-full max-w-sm">
          <SearchInput label={t('admin.invoices.search')} onSearch={setQ} prefetch={list.prefetchSearch} />
        </div>
        <div className="w-full sm:w-48">
          <label htmlFor="invoices-state-filter" className="block text-sm font-medium text-slate-800">
            {t('admin.invoices.stateFilter')}
          </label>
          <Select id="invoices-state-filter" className="mt-1.5 h-11 md:h-10" value={state} onChange={(e) => setParam('state', e.target.value)}>
            <option value="">{t('admin.invoices.stateFilterAll')}</option>
            {INVOICE_PAYMENT_STATES.map((s) => (
              <option key={s} value={s}>
                {t(`admin.invoices.state.${s}`)}
              </option>
            ))}
          </Select>
        </div>
        <div className="w-full sm:w-56">
          <label htmlFor="invoices-kind-filter" className="block text-sm font-medium text-slate-800">
            {t('admin.invoices.kindFilter')}
          </label>
          <Select id="invoices-kind-filter" className="mt-1.5 h-11 md:h-10" value={kind} onChange={(e) => setParam('kind', e.target.value)}>
            <option value="">{t('admin.invoices.kindFilterAll')}</option>
            {INVOICE_KINDS.map((k) => (
              <option key={k} value={k}>
                {t(`admin.invoices.kind.${k}`)}
              </option>
            ))}
          </Select>
        </div>
        <div className="w-[calc(50%-0.375rem)] sm:w-40">
          <label htmlFor="invoices-from-filter" className="block text-sm font-medium text-slate-800">
            {t('admin.invoices.issuedFromFilter')}
          </label>
          <Input id="invoices-from-filter" type="date" max="9999-12-31" className="mt-1.5 h-11 md:h-10" value={from} onChange={(e) => setParam('from', e.target.value)} />
        </div>
        <div className="w-[calc(50%-0.375rem)] sm:w-40">
          <label htmlFor="invoices-to-filter" className="block text-sm font-medium text-slate-800">
            {t('admin.invoices.issuedToFilter')}
          </label>
          <Input
            id="invoices-to-filter"
            type="date"
            max="9999-12-31"
            className="mt-1.5 h-11 md:h-10"
            value={to}
            aria-invalid={rangeInvalid}
            aria-describedby={rangeInvalid ? 'invoices-range-error' : undefined}
            onChange={(e) => setParam('to', e.target.value)}
          />
        </div>
        <div className="w-full sm:w-56">
          <label htmlFor="invoices-sort" className="block text-sm font-medium text-slate-800">
            {t('admin.invoices.sortLabel')}
          </label>
          <Select id="invoices-sort" className="mt-1.5 h-11 md:h-10" value={sortName} onChange={(e) => setParam('sort', e.target.value === 'newest' ? '' : e.target.value)}>
            {SORT_NAMES.map((s) => (
              <option key={s} value={s}>
                {t(`admin.invoices.sort.${s}`)}
              </option>
            ))}
          </Select>
        </div>
        {list.data ? <p className="text-sm font-medium text-slate-700 sm:ml-auto">{t('admin.invoices.total', { total: number(list.total) })}</p> : null}
      </div>
      {rangeInvalid ? (
        <p id="invoices-range-error" role="alert" className="-mt-2 mb-4 text-sm text-red-700">
          {t('admin.invoices.issuedRangeInvalid')}
        </p>
      ) : null}
      <PagedList list={list} searching={q.trim() !== '' || state !== '' || kind !== '' || from !== '' || to !== ''} emptyText={t('admin.invoices.empty')}>
        <InvoiceRows invoices={list.items} lang={lang} busy={list.isFetching} />
      </PagedList>
    </div>
  );
}
