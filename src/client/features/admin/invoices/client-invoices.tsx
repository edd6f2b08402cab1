/** The client's page: the client's invoices with their state, and "New invoice" for this client. */
import { useT } from '@/client/i18n/use-t';
import { useNavigate } from 'react-router';
import { invoicesApi } from '@/client/api/invoices-api';
import { PagedList } from '../common/paged-list-parts';
import { CreateButton } from '../common/record-buttons';
import { useAdminLanguage } from '../common/use-admin-language';
import { useAdminList } from '../common/use-admin-list';
import { InvoiceRows } from './invoice-rows';

export function ClientInvoices({ clientId }: { clientId: number }) {
  const t = useT();
  const lang = useAdminLanguage();
  const navigate = useNavigate();
  const list = useAdminList(invoicesApi, { filters: { clientId: String(clientId) }, pageSize: 20 });
  return (
    <section aria-labelledby="client-invoices-heading" className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h2 id="client-invoices-heading" className="text-lg font-semibold text-slate-900">
          {t('admin.invoices.client.heading')}
        </h2>
        <CreateButton onClick={() => void navigate(`/admin/invoices/new?clientId=${clientId}`)}>{t('admin.invoices.create')}</CreateButton>
      </div>
      <PagedList list={list} searching={false} emptyText={t('admin.invoices.client.none')}>
        <InvoiceRows invoices={list.items} lang={lang} busy={list.isFetching} showClient={false} />
      </PagedList>
    </section>
  );
}
