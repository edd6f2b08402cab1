import { ArrowDown, ArrowUp, ExternalLink, Star } from 'lucide-react';
import { useState } from 'react';
import { useT } from '@/client/i18n/use-t';
import type { AdminPortfolioItem } from '@/shared/api-types';
import { formatDateTime } from '@/shared/dates';
import type { PortfolioCategory } from '@/shared/schemas/portfolio-item';
import { Badge, type BadgeTone } from '@/client/components/ui/badge';
import { Button } from '@/client/components/ui/button';
import { portfolioApi } from '@/client/api/portfolio-api';
import { cn } from '@/client/lib/cn';
import { usePageMeta } from '@/client/lib/page-meta';
import { AdminPageHeader } from '../common/admin-page-header';
import { ConfirmDeleteDialog } from '../common/confirm-delete-dialog';
import { PagedList } from '../common/paged-list-parts';
import { CreateButton, DeleteIconButton, EditIconButton, ROW_ACTION_CLASS, RowActionButton, RowActionText } from '../common/record-buttons';
import { RecordTable, RecordTableRow } from '../common/record-table';
import { SearchInput } from '../common/search-input';
import { useAdminLanguage } from '../common/use-admin-language';
import { useAdminList } from '../common/use-admin-list';
import { portfolioListParams } from './portfolio-list';
import { useAdminMutation } from '../common/use-admin-mutation';
import { useFormDialog } from '../common/use-form-dialog';
import { PortfolioItemFormDialog } from './portfolio-item-form-dialog';
import { ExportButton } from '../common/export-button';

const CATEGORY_TONES: Record<PortfolioCategory, BadgeTone> = { web: 'brand', design: 'info', social: 'warning', marketing: 'success' };

/** /admin/portfolio (docs/product/back-office.md#blog-and-portfolio): items searched on the server by title, description and category. */

export function PortfolioAdminPage() {
  const t = useT();
  const lang = useAdminLanguage();
  usePageMeta({ title: t('admin.portfolio.title') });
  const [q, setQ] = useState('');
  // In the order of the home portfolio, which staff change with the arrows.
  const list = useAdminList(portfolioApi, portfolioListParams(q));
  const form = useFormDialog<AdminPortfolioItem>();
  const [toDelete, setToDelete] = useState<AdminPortfolioItem | null>(null);

  const feature = useAdminMutation({
    request: ({ id, featured }: { id: number; featured: boolean }) => portfolioApi.setFeatured(id, featured),
    resources: [portfolioApi],
    success: (item) => (item.featured ? t('admin.portfolio.toast.featured') : t('admin.portfolio.toast.unfeatured')),
    errorTitle: t('admin.portfolio.toast.featuredError'),
  });

  const move = useAdminMutation({
    request: ({ id, direction }: { id: number; direction: 'up' | 'down' }) => portfolioApi.move(id, direction),
    resources: [portfolioApi],
    success: () => t('admin.portfolio.toast.moved'),
    errorTitle: t('admin.portfolio.toast.moveError'),
  });

  const remove = useAdminMutation({
    request: (id: number) => portfolioApi.remove(id),
    resources: [portfolioApi],
    success: () => t('admin.portfolio.toast.deleted'),
    errorTitle: t('admin.portfolio.toast.deleteError'),
    onSuccess: () => setToDelete(null),
  });

  return (
    <div>
      <AdminPageHeader
        title={t('admin.portfolio.title')}
        actions={
          <>
            <ExportButton href={portfolioApi.exportUrl({ q })}>{t('admin.common.exportCsv')}</ExportButton>
            <CreateButton onClick={form.openNew}>{t('admin.portfolio.addNew')}</CreateButton>
          </>
        }
      />
      <div className="mb-4">
        <SearchInput label={t('admin.portfolio.search')} onSearch={setQ} prefetch={list.prefetchSearch} />
      </div>
      <PagedList list={list} searching={q.trim() !== ''} emptyText={t('admin.portfolio.empty')}>
        <RecordTable
          caption={t('admin.portfolio.table')}
          columns={[
            { label: t('admin.portfolio.columns.title') },
            { label: t('admin.portfolio.columns.category') },
            { label: t('admin.portfolio.columns.featured'), className: 'text-center' },
            { label: t('admin.portfolio.columns.order'), className: 'text-center' },
            { label: t('admin.portfolio.columns.date') },
            { label: t('admin.common.actions'), className: 'text-right' },
          ]}
        >
          {list.items.map((item, index) => (
            <RecordTableRow key={item.id} title={item.title}>
              <td className="col-start-1 row-start-2 md:table-cell md:px-4 md:py-3">
                <Badge tone={CATEGORY_TONES[item.category]}>{t(`admin.portfolio.categories.${item.category}`)}</Badge>
              </td>
              <td className="col-start-2 row-start-1 justify-self-end md:table-cell md:px-2 md:py-2 md:text-center">
                <Button
                  variant="ghost"
                  className={ROW_ACTION_CLASS}
                  aria-pressed={item.featured}
                  disabled={feature.isPending}
                  onClick={() => feature.mutate({ id: item.id, featured: !item.featured })}
                >
                  <Star aria-hidden="true" className={cn('h-5 w-5 shrink-0', item.featured ? 'fill-amber-400 text-amber-500' : 'text-slate-400')} />
                  <RowActionText text={t('admin.portfolio.actions.featureShort')} record={item.title} />
                </Button>
              </td>
              <td className="col-start-1 row-start-4 md:table-cell md:px-2 md:py-2 md:text-center">
                <div className="flex flex-wrap gap-1 md:justify-center">
                  <RowActionButton
                    icon={ArrowUp}
                    text={t('admin.portfolio.actions.moveUpShort')}
                    record={item.title}
                    disabled={move.isPending || (index === 0 && q.trim() === '')}
                    onClick={() => move.mutate({ id: item.id, direction: 'up' })}
                  />
                  <RowActionButton
                    icon={ArrowDown}
                    text={t('admin.portfolio.actions.moveDownShort')}
                    record={item.title}
                    disabled={move.isPending || (index === list.items.length - 1 && list.items.length === list.total && q.trim() === '')}
                    onClick={() => move.mutate({ id: item.id, direction: 'down' })}
                  />
                </div>
              </td>
              <td className="col-span-2 row-start-3 text-xs text-slate-600 md:table-cell md:px-4 md:py-3 md:text-sm md:whitespace-nowrap md:text-slate-700">
                <time dateTime={item.createdAt}>{formatDateTime(item.createdAt, lang)}</time>
              </td>
              <td className="col-span-2 md:table-cell md:px-2 md:py-2">
                <div className="flex flex-wrap justify-end gap-1">
                  {item.link ? (
                    <Button asChild variant="ghost" className={ROW_ACTION_CLASS}>
                      <a
                        href={item.link}
                        target="_blank"
                        rel="noopener noreferrer"
                        title={item.link}
                      >
                        <ExternalLink aria-hidden="true" className="h-4 w-4 shrink-0" />
                        <RowActionText text={t('admin.portfolio.actions.openLinkShort')} record={item.title} />
                      </a>
                    </Button>
                  ) : null}
                  <EditIconButton record={item.title} onClick={() => form.openEdit(item)} />
                  <DeleteIconButton record={item.title} onClick={() => setToDelete(item)} />
                </div>
              </td>
            </RecordTableRow>
          ))}
        </RecordTable>
      </PagedList>
      <PortfolioItemFormDialog open={form.open} onOpenChange={form.onOpenChange} item={form.record} />
      <ConfirmDeleteDialog
        record={toDelete}
        onClose={() => setToDelete(null)}
        title={t('admin.portfolio.delete.title')}
        description={t('admin.portfolio.delete.confirm', { title: toDelete?.title ?? '' })}
        remove={remove}
      />
    </div>
  );
}
