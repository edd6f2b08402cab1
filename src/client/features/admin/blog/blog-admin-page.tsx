import { EyeOff, Globe, ScanEye } from 'lucide-react';
import { useState } from 'react';
import { useT } from '@/client/i18n/use-t';
import type { AdminBlogPost } from '@/shared/api-types';
import { LANGUAGES } from '@/shared/constants';
import { formatDateTime } from '@/shared/dates';
import { postLanguages } from '@/shared/public-blog-post';
import { blogPostPath, pathInLanguage, PREVIEW_QUERY_PARAMETER } from '@/shared/site-paths';
import { Badge } from '@/client/components/ui/badge';
import { Button } from '@/client/components/ui/button';
import { blogApi } from '@/client/api/blog-api';
import { usePageMeta } from '@/client/lib/page-meta';
import { AdminPageHeader } from '../common/admin-page-header';
import { ConfirmDeleteDialog } from '../common/confirm-delete-dialog';
import { PagedList } from '../common/paged-list-parts';
import { CreateButton, DeleteIconButton, EditIconButton, ROW_ACTION_CLASS, RowActionButton, RowActionText } from '../common/record-buttons';
import { RecordTable, RecordTableRow } from '../common/record-table';
import { SearchInput } from '../common/search-input';
import { useAdminLanguage } from '../common/use-admin-language';
import { useAdminList } from '../common/use-admin-list';
import { blogListParams } from './blog-list';
import { useAdminMutation } from '../common/use-admin-mutation';
import { useFormDialog } from '../common/use-form-dialog';
import { useMayUse } from '@/client/lib/auth';
import { BlogPostFormDialog } from './blog-post-form-dialog';
import { PublishConfirmDialog } from './publish-confirm-dialog';
import { HistoryIconButton, RecordHistoryDialog } from '../activity';
import { ExportButton } from '../common/export-button';

/** A published post whose publication time is still ahead: it appears on the site at that moment. */
function isScheduled(post: AdminBlogPost, now = Date.now()): boolean {
  return post.published && post.publishedAt !== null && new Date(post.publishedAt).getTime() > now;
}

/** Which languages the post is complete in (a title and content: public in that language once published). */
function LanguageBadges({ post }: { post: AdminBlogPost }) {
  const t = useT();
  const complete = postLanguages(post.translations);
  return (
    <ul className="flex gap-1" aria-label={t('admin.blog.languageStatus.label')}>
      {LANGUAGES.map((lang) => {
        const done = complete.includes(lang);
        const text = t(done ? 'admin.blog.languageStatus.complete' : 'admin.blog.languageStatus.missing', {
          language: t(`admin.blog.form.languages.${lang}`),
        });
        return (
          <li key={lang}>
            <Badge tone={done ? 'success' : 'neutral'} title={text} className={done ? undefined : 'line-through'}>
              <span aria-hidden="true">{lang}</span>
              <span className="sr-only">{text}</span>
            </Badge>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * /admin/blog (docs/product/back-office.md#blog-and-portfolio): posts searched on the server by title and slug, with labelled actions: edit, preview (the
 * post's page as it will look, in a new tab), publish or unpublish (asked first, saying what will happen) and delete; a post scheduled for later shows as such with its time.
 */

export function BlogAdminPage() {
  const t = useT();
  const lang = useAdminLanguage();
  usePageMeta({ title: t('admin.blog.title') });
  const [q, setQ] = useState('');
  const list = useAdminList(blogApi, blogListParams(q));
  const form = useFormDialog<AdminBlogPost>();
  const [toDelete, setToDelete] = useState<AdminBlogPost | null>(null);
  const [historyOf, setHistoryOf] = useState<AdminBlogPost | null>(null);
  const [toPublish, setToPublish] = useState<AdminBlogPost | null>(null);
  // A post's history comes from the activity log, which editors may not read (src/shared/access.ts).
  const mayReadHistory = useMayUse('activity');

  const publish = useAdminMutation({
    request: ({ id, published }: { id: number; published: boolean }) => blogApi.setPublished(id, published),
    resources: [blogApi],
    success: (post) => (post.published ? t('admin.blog.toast.published') : t('admin.blog.toast.unpublished')),
    errorTitle: t('admin.blog.toast.publishError'),
    onSuccess: () => setToPublish(null),
  });

  const remove = useAdminMutation({
    request: (id: number) => blogApi.remove(id),
    resources: [blogApi],
    success: () => t('admin.blog.toast.deleted'),
    errorTitle: t('admin.blog.toast.deleteError'),
    onSuccess: () => setToDelete(null),
  });

  return (
    <div>
      <AdminPageHeader
        title={t('admin.blog.title')}
        actions={
          <>
            <ExportButton href={blogApi.exportUrl({ q })}>{t('admin.common.exportCsv')}</ExportButton>
            <CreateButton onClick={form.openNew}>{t('admin.blog.writeNew')}</CreateButton>
          </>
        }
      />
      <div className="mb-4">
        <SearchInput label={t('admin.blog.search')} onSearch={setQ} prefetch={list.prefetchSearch} />
      </div>
      <PagedList list={list} searching={q.trim() !== ''} emptyText={t('admin.blog.empty')}>
        <RecordTable
          caption={t('admin.blog.table')}
          columns={[
            { label: t('admin.blog.columns.title') },
            { label: t('admin.blog.columns.slug') },
            { label: t('admin.blog.columns.languages') },
            { label: t('admin.blog.columns.status') },
            { label: t('admin.blog.columns.publishedAt') },
            { label: t('admin.common.actions'), className: 'text-right' },
          ]}
        >
          {list.items.map((post) => (
            <RecordTableRow key={post.id} title={post.title}>
              <td className="col-span-2 row-start-2 font-mono text-xs break-all text-slate-600 md:table-cell md:px-4 md:py-3 md:text-slate-700">
                {post.slug}
              </td>
              <td className="md:table-cell md:px-4 md:py-3">
                <LanguageBadges post={post} />
              </td>
              <td className="col-start-2 row-start-1 justify-self-end md:table-cell md:px-4 md:py-3">
                {isScheduled(post) ? (
                  <Badge tone="info">{t('admin.blog.status.scheduled')}</Badge>
                ) : (
                  <Badge tone={post.published ? 'success' : 'neutral'}>
                    {post.published ? t('admin.blog.status.published') : t('admin.blog.status.draft')}
                  </Badge>
                )}
              </td>
              <td className="text-xs text-slate-600 md:table-cell md:px-4 md:py-3 md:text-sm md:whitespace-nowrap md:text-slate-700">
                {post.publishedAt ? (
                  <>
                    {/* On the small cards the column headers are hidden, so the date is labelled. */}
                    <span className="md:hidden">{t('admin.blog.columns.publishedAt')}: </span>
                    <time dateTime={post.publishedAt}>{formatDateTime(post.publishedAt, lang)}</time>
                  </>
                ) : (
                  <span className="hidden md:inline">—</span>
                )}
              </td>
              <td className="col-span-2 md:table-cell md:px-2 md:py-2">
                <div className="flex flex-wrap justify-end gap-1">
                  <EditIconButton record={post.title} onClick={() => form.openEdit(post)} />
                  <Button asChild variant="ghost" className={ROW_ACTION_CLASS}>
                    <a
                      href={`${pathInLanguage(blogPostPath(post.slug), lang)}?${PREVIEW_QUERY_PARAMETER}=1`}
                      target="_blank"
                      rel="noopener"
                    >
                      <ScanEye aria-hidden="true" className="h-4 w-4 shrink-0" />
                      <RowActionText text={t('admin.blog.actions.previewShort')} record={post.title} />
                    </a>
                  </Button>
                  <RowActionButton
                    icon={post.published ? EyeOff : Globe}
                    text={t(post.published ? 'admin.blog.actions.unpublishShort' : 'admin.blog.actions.publishShort')}
                    record={post.title}
                    disabled={publish.isPending}
                    onClick={() => setToPublish(post)}
                  />
                  {mayReadHistory ? (
                    <HistoryIconButton record={post.title} onClick={() => setHistoryOf(post)} />
                  ) : null}
                  <DeleteIconButton record={post.title} onClick={() => setToDelete(post)} />
                </div>
              </td>
            </RecordTableRow>
          ))}
        </RecordTable>
      </PagedList>
      <RecordHistoryDialog
        record={historyOf ? { entity: 'blog_post', entityId: historyOf.id } : null}
        name={historyOf?.title ?? ''}
        onClose={() => setHistoryOf(null)}
      />
      <PublishConfirmDialog
        post={toPublish}
        onClose={() => setToPublish(null)}
        pending={publish.isPending}
        onConfirm={(post) => publish.mutate({ id: post.id, published: !post.published })}
      />
      <BlogPostFormDialog open={form.open} onOpenChange={form.onOpenChange} post={form.record} />
      <ConfirmDeleteDialog
        record={toDelete}
        onClose={() => setToDelete(null)}
        title={t('admin.blog.delete.title')}
        description={t('admin.blog.delete.confirm', { title: toDelete?.title ?? '' })}
        remove={remove}
      />
    </div>
  );
}
