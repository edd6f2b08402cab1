/** /admin/media: the media library — upload, search, alt texts, where each image is used, delete. */
import { useState } from 'react';
import { useT } from '@/client/i18n/use-t';
import type { AdminMediaItem } from '@/shared/media';
import { Dialog } from '@/client/components/ui/dialog';
import { mediaApi } from '@/client/api/media-api';
import { usePageMeta } from '@/client/lib/page-meta';
import { AdminPageHeader } from '../common/admin-page-header';
import { ConfirmDeleteDialog } from '../common/confirm-delete-dialog';
import { PagedList } from '../common/paged-list-parts';
import { SearchInput } from '../common/search-input';
import { useAdminList } from '../common/use-admin-list';
import { useAdminMutation } from '../common/use-admin-mutation';
import { MediaCard } from './media-card';
import { MediaUploader } from './media-uploader';

export function MediaPage() {
  const t = useT();
  usePageMeta({ title: t('admin.media.title') });
  const [q, setQ] = useState('');
  const list = useAdminList(mediaApi, { q, pageSize: 24 });
  const [toDelete, setToDelete] = useState<AdminMediaItem | null>(null);
  const remove = useAdminMutation({
    request: (id: number) => mediaApi.remove(id),
    resources: [mediaApi],
    success: () => t('admin.media.toast.deleted'),
    errorTitle: t('admin.media.toast.deleteError'),
    onSuccess: () => setToDelete(null),
    onError: () => setToDelete(null),
  });
  const uses = toDelete?.uses ?? [];
  return (
    <div>
      <AdminPageHeader title={t('admin.media.title')} />
      <section aria-labelledby="media-upload-title" className="mb-6">
        <h2 id="media-upload-title" className="mb-2 text-lg font-semibold text-slate-900">
          {t('admin.media.upload.title')}
        </h2>
        <MediaUploader />
      </section>
      <h2 className="mb-2 text-lg font-semibold text-slate-900">{t('admin.media.grid')}</h2>
      <div className="mb-4">
        <SearchInput label={t('admin.media.search')} onSearch={setQ} prefetch={list.prefetchSearch} />
      </div>
      <PagedList list={list} searching={q.trim() !== ''} emptyText={t('admin.media.empty')}>
        <ul aria-label={t('admin.media.grid')} className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
          {list.items.map((item) => (
            <MediaCard key={`${item.id}-${JSON.stringify(item.translations)}`} item={item} onDelete={setToDelete} />
          ))}
        </ul>
      </PagedList>
      <ConfirmDeleteDialog
        record={toDelete && !uses.length ? toDelete : null}
        onClose={() => setToDelete(null)}
        title={t('admin.media.delete.title')}
        description={t('admin.media.delete.confirm', { name: toDelete?.originalName ?? '' })}
        remove={remove}
      />
      {/* An image in use is not deleted (the server refuses it too): the staff member sees where it is used. */}
      <Dialog
        open={toDelete !== null && uses.length > 0}
        onOpenChange={(open) => {
          if (!open) setToDelete(null);
        }}
        title={t('admin.media.delete.inUseTitle')}
        description={t('admin.media.delete.inUse')}
        closeLabel={t('common.close')}
      >
        <ul className="list-disc pl-5 text-sm text-slate-800">
          {uses.map((use) => (
            <li key={`${use.kind}-${use.id}`}>
              {t(`admin.media.useKinds.${use.kind}`)}: {use.title}
            </li>
          ))}
        </ul>
      </Dialog>
    </div>
  );
}
