import { Upload } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminClient } from '@/shared/api-types';
import { CLIENT_STATUSES } from '@/shared/constants';
import { Select } from '@/client/components/ui/select';
import { usePageMeta } from '@/client/lib/page-meta';
import { AdminPageHeader } from '../common/admin-page-header';
import { PagedList } from '../common/paged-list-parts';
import { CreateButton } from '../common/record-buttons';
import { SearchInput } from '../common/search-input';
import { clientsApi } from '@/client/api/clients-api';
import { useAdminList } from '../common/use-admin-list';
import { clientsListParams } from './clients-list';
import { pickParam, useAddressParams } from '../common/use-address-param';
import { ClientCard } from './client-card';
import { ClientFormDialog } from './client-form-dialog';
import { DeleteClientDialog } from './delete-client-dialog';
import { ExportButton } from '../common/export-button';
import { ImportClientsDialog } from './import-clients-dialog';
import { Button } from '@/client/components/ui/button';

/** /admin/clients: server-searched, paged grid of client cards (docs/product/back-office.md#clients, docs/product/rules.md#search search fields). */

export function ClientsPage() {
  const { t, i18n } = useTranslation();
  usePageMeta({ title: t('admin.client.title') });
  const [q, setQ] = useState('');
  // The status filter lives in the address (?status=): a reload, a shared link or going back keeps it.
  const { searchParams, setParam } = useAddressParams();
  const status = pickParam(searchParams, 'status', CLIENT_STATUSES);
  // Client cards are large (tabs, badges, actions): a dozen fill the screen and render fast enough to follow the search box.
  const list = useAdminList(clientsApi, clientsListParams(searchParams, q));
  const [formOpen, setFormOpen] = useState(false);
  const [editing, setEditing] = useState<AdminClient | undefined>(undefined);
  const [deleteOpen, setDeleteOpen] = useState(false);
  const [deleting, setDeleting] = useState<AdminClient | null>(null);
  const [importOpen, setImportOpen] = useState(false);
  const number = (n: number) => n.toLocaleString(i18n.resolvedLanguage === 'en' ? 'en-US' : 'cs-CZ');

  return (
    <div>
      <AdminPageHeader
        title={t('admin.client.title')}
        actions={
          <>
            <ExportButton href={clientsApi.exportUrl({ q, filters: { status } })}>{t('admin.common.exportCsv')}</ExportButton>
            <Button variant="secondary" onClick={() => setImportOpen(true)}>
              <Upload aria-hidden="true" className="h-4 w-4" />
              {t('admin.client.import.button')}
            </Button>
            <CreateButton
              onClick={() => {
                setEditing(undefined);
                setFormOpen(true);
              }}
            >
              {t('admin.client.add')}
            </CreateButton>
          </>
        }
      />
      <div className="mb-4 flex flex-wrap items-end justify-between gap-3">
        <div className="flex w-full flex-wrap items-start gap-3 sm:w-auto">
          <div className="w-full max-w-sm space-y-1">
            <SearchInput label={t('admin.client.search')} onSearch={setQ} prefetch={list.prefetchSearch} />
            <p className="text-xs text-slate-600">{t('admin.client.searchHint')}</p>
          </div>
          <div className="w-full sm:w-48">
            <label htmlFor="clients-status-filter" className="block text-sm font-medium text-slate-800">
              {t('admin.client.statusFilter')}
            </label>
            <Select id="clients-status-filter" className="mt-1.5" value={status} onChange={(e) => setParam('status', e.target.value)}>
              <option value="">{t('admin.client.statusFilterAll')}</option>
              {CLIENT_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {t(`admin.client.status.${s}`)}
                </option>
              ))}
            </Select>
          </div>
        </div>
        {list.data ? <p className="text-sm font-medium text-slate-700">{t('admin.client.total', { total: number(list.total) })}</p> : null}
      </div>
      <PagedList list={list} searching={q.trim() !== '' || status !== ''} emptyText={t('admin.client.empty')}>
        <ul aria-label={t('admin.client.listLabel')} className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-busy={list.isFetching}>
          {list.items.map((client) => (
            <li key={client.id}>
              <ClientCard
                client={client}
                onEdit={(c) => {
                  setEditing(c);
                  setFormOpen(true);
                }}
                onDelete={(c) => {
                  setDeleting(c);
                  setDeleteOpen(true);
                }}
              />
            </li>
          ))}
        </ul>
      </PagedList>
      <ClientFormDialog open={formOpen} onOpenChange={setFormOpen} client={editing} />
      <ImportClientsDialog open={importOpen} onOpenChange={setImportOpen} />
      <DeleteClientDialog client={deleting} open={deleteOpen} onOpenChange={setDeleteOpen} />
    </div>
  );
}
