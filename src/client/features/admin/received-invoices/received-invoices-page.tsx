/**
 * /admin/received-invoices: invoices received from suppliers — the agency's costs (issue 36 point 5,
 * docs/product/time-and-profit.md#costs-from-suppliers). Searched, filtered by rebilling and by the period of their
 * taxable-supply dates; typed in, imported from ISDOC, corrected and deleted here. Admins only.
 */
import { Info, Upload } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminReceivedInvoice } from '@/shared/schemas/received-invoice';
import { profitabilityApi } from '@/client/api/profitability-api';
import { receivedInvoicesApi } from '@/client/api/received-invoices-api';
import { Button } from '@/client/components/ui/button';
import { Input } from '@/client/components/ui/input';
import { Select } from '@/client/components/ui/select';
import { usePageMeta } from '@/client/lib/page-meta';
import { AdminPageHeader } from '../common/admin-page-header';
import { ConfirmDeleteDialog } from '../common/confirm-delete-dialog';
import { PagedList } from '../common/paged-list-parts';
import { CreateButton } from '../common/record-buttons';
import { SearchInput } from '../common/search-input';
import { useAddressParams } from '../common/use-address-param';
import { useAdminLanguage } from '../common/use-admin-language';
import { useAdminList } from '../common/use-admin-list';
import { useAdminMutation } from '../common/use-admin-mutation';
import { useFormDialog } from '../common/use-form-dialog';
import { IsdocUploadDialog } from './isdoc-upload-dialog';
import { ReceivedInvoiceDialog } from './received-invoice-dialog';
import { ReceivedInvoiceRows } from './received-invoice-rows';
import { receivedInvoicesListParams, receivedInvoicesView } from './received-invoices-list';

export function ReceivedInvoicesPage() {
  const { t, i18n } = useTranslation();
  const lang = useAdminLanguage();
  usePageMeta({ title: t('admin.receivedInvoices.title') });
  const [q, setQ] = useState('');
  const { searchParams, setParam } = useAddressParams();
  const { rebill, from, to, rangeInvalid } = receivedInvoicesView(searchParams);
  const list = useAdminList(receivedInvoicesApi, receivedInvoicesListParams(searchParams, q));
  const dialog = useFormDialog<AdminReceivedInvoice>();
  const [uploadOpen, setUploadOpen] = useState(false);
  const [deleting, setDeleting] = useState<AdminReceivedInvoice | null>(null);
  const remove = useAdminMutation({
    request: (id: number) => receivedInvoicesApi.remove(id),
    resources: [receivedInvoicesApi, profitabilityApi],
    success: () => t('admin.receivedInvoices.delete.done'),
    errorTitle: t('admin.receivedInvoices.delete.error'),
    // Done or refused (409 while on a client invoice: the toast says why), the question is answered.
    onSuccess: () => setDeleting(null),
    onError: () => setDeleting(null),
  });
  const number = (n: number) => n.toLocaleString(i18n.resolvedLanguage === 'en' ? 'en-US' : 'cs-CZ');

  return (
    <div>
      <AdminPageHeader
        title={t('admin.receivedInvoices.title')}
        actions={
          <>
            <Button variant="secondary" onClick={() => setUploadOpen(true)}>
              <Upload aria-hidden="true" className="h-4 w-4" />
              {t('admin.receivedInvoices.uploadButton')}
            </Button>
            <CreateButton onClick={dialog.openNew}>{t('admin.receivedInvoices.create')}</CreateButton>
          </>
        }
      />
      <HowCostsCount />
      <div className="mb-4 flex flex-wrap items-end gap-3">
        <div className="w-full max-w-sm">
          <SearchInput label={t('admin.receivedInvoices.search')} onSearch={setQ} prefetch={list.prefetchSearch} />
        </div>
        <div className="w-full sm:w-56">
          <label htmlFor="received-rebill-filter" className="block text-sm font-medium text-slate-800">
            {t('admin.receivedInvoices.filters.rebill')}
          </label>
          <Select id="received-rebill-filter" className="mt-1.5 h-11 md:h-10" value={rebill} onChange={(e) => setParam('rebill', e.target.value)}>
            <option value="">{t('admin.receivedInvoices.filters.rebillAll')}</option>
            <option value="pending">{t('admin.receivedInvoices.filters.rebillPending')}</option>
            <option value="rebilled">{t('admin.receivedInvoices.filters.rebillRebilled')}</option>
          </Select>
        </div>
        <div className="w-[calc(50%-0.375rem)] sm:w-40">
          <label htmlFor="received-from-filter" className="block text-sm font-medium text-slate-800">
            {t('admin.receivedInvoices.filters.from')}
          </label>
          <Input id="received-from-filter" type="date" max="9999-12-31" className="mt-1.5 h-11 md:h-10" value={from} onChange={(e) => setParam('from', e.target.value)} />
        </div>
        <div className="w-[calc(50%-0.375rem)] sm:w-40">
          <label htmlFor="received-to-filter" className="block text-sm font-medium text-slate-800">
            {t('admin.receivedInvoices.filters.to')}
          </label>
          <Input
            id="received-to-filter"
            type="date"
            max="9999-12-31"
            className="mt-1.5 h-11 md:h-10"
            value={to}
            aria-invalid={rangeInvalid}
            aria-describedby={rangeInvalid ? 'received-range-error' : undefined}
            onChange={(e) => setParam('to', e.target.value)}
          />
        </div>
        {list.data ? <p className="text-sm font-medium text-slate-700 sm:ml-auto">{t('admin.receivedInvoices.total', { total: number(list.total) })}</p> : null}
      </div>
      {rangeInvalid ? (
        <p id="received-range-error" role="alert" className="-mt-2 mb-4 text-sm text-red-700">
          {t('admin.receivedInvoices.filters.rangeInvalid')}
        </p>
      ) : null}
      <PagedList list={list} searching={q.trim() !== '' || rebill !== '' || from !== '' || to !== ''} emptyText={t('admin.receivedInvoices.empty')}>
        <ReceivedInvoiceRows invoices={list.items} lang={lang} busy={list.isFetching} onEdit={dialog.openEdit} onDelete={setDeleting} />
      </PagedList>

      <ReceivedInvoiceDialog open={dialog.open} onOpenChange={dialog.onOpenChange} record={dialog.record} />
      <IsdocUploadDialog
        open={uploadOpen}
        onOpenChange={setUploadOpen}
        onImported={(record) => {
          // The new record opens at once: its details read from the file, to check and complete (a description).
          setUploadOpen(false);
          dialog.openEdit(record);
        }}
      />
      <ConfirmDeleteDialog
        record={deleting}
        onClose={() => setDeleting(null)}
        title={t('admin.receivedInvoices.delete.title')}
        description={deleting ? t('admin.receivedInvoices.delete.description', { number: deleting.number, supplier: deleting.supplierName }) : ''}
        remove={remove}
      />
    </div>
  );
}

/** What a received invoice counts as in profitability, and what rebilling does. */
function HowCostsCount() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="received-note-heading" className="mb-6 rounded-lg border border-sky-200 bg-sky-50 p-4 text-sm text-sky-950">
      <h2 id="received-note-heading" className="mb-1 flex items-center gap-2 font-semibold">
        <Info aria-hidden="true" className="h-4 w-4 shrink-0" />
        {t('admin.receivedInvoices.note.heading')}
      </h2>
      <p>{t('admin.receivedInvoices.note.cost')}</p>
      <p className="mt-2">{t('admin.receivedInvoices.note.rebill')}</p>
    </section>
  );
}
