import { ExternalLink, Pencil, Plus, Star, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminPortfolioItem } from '../../../../shared/api-types';
import { formatAdminDate } from '../../../../shared/dates';
import type { PortfolioCategory } from '../../../../shared/schemas/portfolio-item';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { apiJson } from '../../../lib/api-request';
import { cn } from '../../../lib/cn';
import { usePageMeta } from '../../../lib/page-meta';
import { AdminPageHeader } from '../common/admin-page-header';
import { PagedListBody, PagedListFooter } from '../common/paged-list-parts';
import { SearchInput } from '../common/search-input';
import { useAdminLanguage } from '../common/use-admin-language';
import { useAdminList } from '../common/use-admin-list';
import { useAdminMutation } from '../common/use-admin-mutation';
import { PortfolioItemFormDialog } from './portfolio-item-form-dialog';

const CATEGORY_TONES: Record<PortfolioCategory, BadgeTone> = { web: 'brand', design: 'info', social: 'warning', marketing: 'success' };

type FormState = { open: false } | { open: true; item?: AdminPortfolioItem };

/** /admin/portfolio (SPEC §2): items searched on the server by title, description and category. */
export function PortfolioAdminPage() {
  const { t } = useTranslation();
  const lang = useAdminLanguage();
  usePageMeta({ title: t('admin.portfolio.title') });
  const [q, setQ] = useState('');
  const list = useAdminList<AdminPortfolioItem>('portfolio', { q });
  const [formState, setFormState] = useState<FormState>({ open: false });
  const [toDelete, setToDelete] = useState<AdminPortfolioItem | null>(null);

  const feature = useAdminMutation({
    request: ({ id, featured }: { id: number; featured: boolean }) =>
      apiJson<AdminPortfolioItem>('PATCH', `/api/admin/portfolio/${id}/featured`, { featured }),
    resources: ['portfolio'],
    success: (item) => (item.featured ? t('admin.portfolio.toast.featured') : t('admin.portfolio.toast.unfeatured')),
    errorTitle: t('admin.portfolio.toast.featuredError'),
  });

  const remove = useAdminMutation({
    request: (id: number) => apiJson<null>('DELETE', `/api/admin/portfolio/${id}`),
    resources: ['portfolio'],
    success: () => t('admin.portfolio.toast.deleted'),
    errorTitle: t('admin.portfolio.toast.deleteError'),
    onSuccess: () => setToDelete(null),
  });

  const th = 'px-4 py-3 text-left text-xs font-semibold uppercase tracking-wide text-slate-600';
  return (
    <div>
      <AdminPageHeader
        title={t('admin.portfolio.title')}
        actions={
          <Button onClick={() => setFormState({ open: true })}>
            <Plus aria-hidden="true" className="h-4 w-4" />
            {t('admin.portfolio.addNew')}
          </Button>
        }
      />
      <div className="mb-4">
        <SearchInput label={t('admin.portfolio.search')} onSearch={setQ} />
      </div>
      <PagedListBody list={list} searching={q.trim() !== ''} emptyText={t('admin.portfolio.empty')}>
        {/* A table from md up; below that each row is a small card (headers hidden). */}
        <div className="rounded-lg border border-slate-200 bg-white shadow-sm">
          <table className="block w-full text-sm md:table">
            <caption className="sr-only">{t('admin.portfolio.table')}</caption>
            <thead className="hidden border-b border-slate-200 bg-slate-50 md:table-header-group">
              <tr>
                <th scope="col" className={th}>
                  {t('admin.portfolio.columns.title')}
                </th>
                <th scope="col" className={th}>
                  {t('admin.portfolio.columns.category')}
                </th>
                <th scope="col" className={`${th} text-center`}>
                  {t('admin.portfolio.columns.featured')}
                </th>
                <th scope="col" className={th}>
                  {t('admin.portfolio.columns.date')}
                </th>
                <th scope="col" className={`${th} text-right`}>
                  {t('admin.common.actions')}
                </th>
              </tr>
            </thead>
            <tbody className="block divide-y divide-slate-100 md:table-row-group">
              {list.items.map((item) => (
                <tr
                  key={item.id}
                  className="grid grid-cols-[minmax(0,1fr)_auto] items-center gap-x-3 gap-y-1 px-4 py-3 hover:bg-slate-50 md:table-row md:p-0"
                >
                  <th scope="row" className="text-left font-medium break-words text-slate-900 md:table-cell md:max-w-xs md:px-4 md:py-3">
                    {item.title}
                  </th>
                  <td className="col-start-1 row-start-2 md:table-cell md:px-4 md:py-3">
                    <Badge tone={CATEGORY_TONES[item.category]}>{t(`admin.portfolio.categories.${item.category}`)}</Badge>
                  </td>
                  <td className="col-start-2 row-start-1 justify-self-end md:table-cell md:px-2 md:py-2 md:text-center">
                    <Button
                      variant="ghost"
                      size="icon"
                      aria-pressed={item.featured}
                      disabled={feature.isPending}
                      aria-label={t('admin.portfolio.actions.feature', { title: item.title })}
                      title={t('admin.portfolio.columns.featured')}
                      onClick={() => feature.mutate({ id: item.id, featured: !item.featured })}
                    >
                      <Star
                        aria-hidden="true"
                        className={cn('h-5 w-5', item.featured ? 'fill-amber-400 text-amber-500' : 'text-slate-400')}
                      />
                    </Button>
                  </td>
                  <td className="col-span-2 row-start-3 text-xs text-slate-600 md:table-cell md:px-4 md:py-3 md:text-sm md:whitespace-nowrap md:text-slate-700">
                    <time dateTime={item.createdAt}>{formatAdminDate(item.createdAt, lang)}</time>
                  </td>
                  <td className="col-start-2 row-start-2 md:table-cell md:px-2 md:py-2">
                    <div className="flex justify-end gap-1">
                      {item.link ? (
                        <Button asChild variant="ghost" size="icon">
                          <a
                            href={item.link}
                            target="_blank"
                            rel="noopener noreferrer"
                            aria-label={t('admin.portfolio.actions.openLink', { title: item.title })}
                            title={item.link}
                          >
                            <ExternalLink aria-hidden="true" className="h-4 w-4" />
                          </a>
                        </Button>
                      ) : null}
                      <Button
                        variant="ghost"
                        size="icon"
                        aria-label={t('admin.portfolio.actions.edit', { title: item.title })}
                        title={t('admin.common.edit')}
                        onClick={() => setFormState({ open: true, item })}
                      >
                        <Pencil aria-hidden="true" className="h-4 w-4" />
                      </Button>
                      <Button
                        variant="ghost"
                        size="icon"
                        className="text-red-700 hover:bg-red-50"
                        aria-label={t('admin.portfolio.actions.delete', { title: item.title })}
                        title={t('admin.common.delete')}
                        onClick={() => setToDelete(item)}
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
      <PortfolioItemFormDialog
        open={formState.open}
        onOpenChange={(open) => setFormState(open && formState.open ? formState : { open: false })}
        item={formState.open ? formState.item : undefined}
      />
      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => {
          if (!open) setToDelete(null);
        }}
        title={t('admin.portfolio.delete.title')}
        description={t('admin.portfolio.delete.confirm', { title: toDelete?.title ?? '' })}
        confirmLabel={remove.isPending ? t('admin.common.deleting') : t('admin.common.delete')}
        pending={remove.isPending}
        onConfirm={() => toDelete && remove.mutate(toDelete.id)}
      />
    </div>
  );
}
