import { Eye, EyeOff, Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminBlogPost } from '../../../../shared/api-types';
import { formatAdminDate } from '../../../../shared/dates';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { apiJson } from '../../../lib/api-request';
import { usePageMeta } from '../../../lib/page-meta';
import { AdminPageHeader } from '../common/admin-page-header';
import { PagedListBody, PagedListFooter } from '../common/paged-list-parts';
import { SearchInput } from '../common/search-input';
import { useAdminLanguage } from '../common/use-admin-language';
import { useAdminList } from '../common/use-admin-list';
import { useAdminMutation } from '../common/use-admin-mutation';
import { BlogPostFormDialog } from './blog-post-form-dialog';

type FormState = { open: false } | { open: true; post?: AdminBlogPost };

/** /admin/blog (SPEC §2): posts searched on the server by title and slug, with edit, publish toggle and delete. */
export function BlogAdminPage() {
  const { t } = useTranslation();
  const lang = useAdminLanguage();
  usePageMeta({ title: t('admin.blog.title') });
  const [q, setQ] = useState('');
  const list = useAdminList<AdminBlogPost>('blog', { q });
  const [formState, setFormState] = useState<FormState>({ open: false });
  const [toDelete, setToDelete] = useState<AdminBlogPost | null>(null);

  const publish = useAdminMutation({
    request: ({ id, published }: { id: number; published: boolean }) =>
      apiJson<AdminBlogPost>('PATCH', `/api/admin/blog/${id}/publish`, { published }),
    resources: ['blog'],
    success: (post) => (post.published ? t('admin.blog.toast.published') : t('admin.blog.toast.unpublished')),
    errorTitle: t('admin.blog.toast.publishError'),
  });

  const remove = useAdminMutation({
    request: (id: number) => apiJson<null>('DELETE', `/api/admin/blog/${id}`),
    resources: ['blog'],
    success: () => t('admin.blog.toast.deleted'),
    errorTitle: t('admin.blog.toast.deleteError'),
    onSuccess: () => setToDelete(null),
  });

  const th = 'px-4 py-3 text-left text-xs font-semibold uppercase tracking-wide text-slate-600';
  return (
    <div>
      <AdminPageHeader
        title={t('admin.blog.title')}
        actions={
          <Button onClick={() => setFormState({ open: true })}>
            <Plus aria-hidden="true" className="h-4 w-4" />
            {t('admin.blog.writeNew')}
          </Button>
        }
      />
      <div className="mb-4">
        <SearchInput label={t('admin.blog.search')} onSearch={setQ} />
      </div>
      <PagedListBody list={list} searching={q.trim() !== ''} emptyText={t('admin.blog.empty')}>
        {/* A table from md up; below that each row is a small card (headers hidden, the date labelled). */}
        <div className="rounded-lg border border-slate-200 bg-white shadow-sm">
          <table className="block w-full text-sm md:table">
            <caption className="sr-only">{t('admin.blog.table')}</caption>
            <thead className="hidden border-b border-slate-200 bg-slate-50 md:table-header-group">
              <tr>
                <th scope="col" className={th}>
                  {t('admin.blog.columns.title')}
                </th>
                <th scope="col" className={th}>
                  {t('admin.blog.columns.slug')}
                </th>
                <th scope="col" className={th}>
                  {t('admin.blog.columns.status')}
                </th>
                <th scope="col" className={th}>
                  {t('admin.blog.columns.publishedAt')}
                </th>
                <th scope="col" className={`${th} text-right`}>
                  {t('admin.common.actions')}
                </th>
              </tr>
            </thead>
            <tbody className="block divide-y divide-slate-100 md:table-row-group">
              {list.items.map((post) => (
                <tr
                  key={post.id}
                  className="grid grid-cols-[minmax(0,1fr)_auto] items-center gap-x-3 gap-y-1 px-4 py-3 hover:bg-slate-50 md:table-row md:p-0"
                >
                  <th scope="row" className="text-left font-medium break-words text-slate-900 md:table-cell md:max-w-xs md:px-4 md:py-3">
                    {post.title}
                  </th>
                  <td className="col-span-2 row-start-2 font-mono text-xs break-all text-slate-600 md:table-cell md:px-4 md:py-3 md:text-slate-700">
                    {post.slug}
                  </td>
                  <td className="col-start-2 row-start-1 justify-self-end md:table-cell md:px-4 md:py-3">
                    <Badge tone={post.published ? 'success' : 'neutral'}>
                      {post.published ? t('admin.blog.status.published') : t('admin.blog.status.draft')}
                    </Badge>
                  </td>
                  <td className="text-xs text-slate-600 md:table-cell md:px-4 md:py-3 md:text-sm md:whitespace-nowrap md:text-slate-700">
                    {post.publishedAt ? (
                      <>
                        <span className="md:hidden">{t('admin.blog.columns.publishedAt')}: </span>
                        <time dateTime={post.publishedAt}>{formatAdminDate(post.publishedAt, lang)}</time>
                      </>
                    ) : (
                      <span className="hidden md:inline">—</span>
                    )}
                  </td>
                  <td className="md:table-cell md:px-2 md:py-2">
                    <div className="flex justify-end gap-1">
                      <Button
                        variant="ghost"
                        size="icon"
                        aria-label={t('admin.blog.actions.edit', { title: post.title })}
                        title={t('admin.common.edit')}
                        onClick={() => setFormState({ open: true, post })}
                      >
                        <Pencil aria-hidden="true" className="h-4 w-4" />
                      </Button>
                      <Button
                        variant="ghost"
                        size="icon"
                        disabled={publish.isPending}
                        aria-label={t(post.published ? 'admin.blog.actions.unpublish' : 'admin.blog.actions.publish', { title: post.title })}
                        title={t(post.published ? 'admin.blog.actions.unpublish' : 'admin.blog.actions.publish', { title: post.title })}
                        onClick={() => publish.mutate({ id: post.id, published: !post.published })}
                      >
                        {post.published ? <EyeOff aria-hidden="true" className="h-4 w-4" /> : <Eye aria-hidden="true" className="h-4 w-4" />}
                      </Button>
                      <Button
                        variant="ghost"
                        size="icon"
                        className="text-red-700 hover:bg-red-50"
                        aria-label={t('admin.blog.actions.delete', { title: post.title })}
                        title={t('admin.common.delete')}
                        onClick={() => setToDelete(post)}
                      >
                        <Trash2 aria-hidden="true" className="h-4 w-4" />
                      </Button>
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <PagedListFooter
          shown={list.items.length}
          total={list.total}
          hasNextPage={list.hasNextPage}
          isFetchingNextPage={list.isFetchingNextPage}
          fetchNextPage={list.fetchNextPage}
        />
      </PagedListBody>
      <BlogPostFormDialog
        open={formState.open}
        onOpenChange={(open) => setFormState(open && formState.open ? formState : { open: false })}
        post={formState.open ? formState.post : undefined}
      />
      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => {
          if (!open) setToDelete(null);
        }}
        title={t('admin.blog.delete.title')}
        description={t('admin.blog.delete.confirm', { title: toDelete?.title ?? '' })}
        confirmLabel={remove.isPending ? t('admin.common.deleting') : t('admin.common.delete')}
        pending={remove.isPending}
        onConfirm={() => toDelete && remove.mutate(toDelete.id)}
      />
    </div>
  );
}
