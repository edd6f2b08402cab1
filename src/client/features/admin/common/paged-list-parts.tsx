/** The states around a server-paged admin list: loading, failed, empty, and the "showing n of N / Load more" footer. */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useT } from '@/client/i18n/use-t';
import { Button } from '@/client/components/ui/button';
import { Spinner } from '@/client/components/ui/spinner';
import { LoadFailure } from './load-failure';

interface PagedListState {
  isPending: boolean;
  isError: boolean;
  refetch: () => unknown;
  items: unknown[];
  /** Every row loaded so far (items may be fewer for a frame: useAdminList). */
  loaded: number;
}

/**
 * Renders the list (children) once the first page is there; before that a spinner, on failure an error with a retry
 * button, and for no rows the empty text (or "nothing found" while searching).
 */
function PagedListBody({ list, searching, emptyText, children }: { list: PagedListState; searching: boolean; emptyText: string; children: ReactNode }) {
  const t = useT();
  if (list.isPending) {
    return (
      <div className="flex justify-center py-12">
        <Spinner className="[&_svg]:h-8 [&_svg]:w-8" />
      </div>
    );
  }
  if (list.isError && list.items.length === 0) return <LoadFailure text={t('admin.common.loadError')} retry={list.refetch} />;
  if (list.items.length === 0) {
    return <p className="rounded-lg border border-slate-200 bg-white p-6 text-center text-slate-600">{searching ? t('admin.common.noResults') : emptyText}</p>;
  }
  return <>{children}</>;
}

interface PagedListFooterProps {
  shown: number;
  total: number;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
}

/** "Showing 50 of 10 000" and, while more rows exist, a Load more button. */
function PagedListFooter({ shown, total, hasNextPage, isFetchingNextPage, fetchNextPage }: PagedListFooterProps) {
  const { t, i18n } = useTranslation();
  if (shown === 0) return null;
  const format = (n: number) => n.toLocaleString(i18n.resolvedLanguage === 'en' ? 'en-US' : 'cs-CZ');
  return (
    <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
      <p className="text-sm text-slate-600" aria-live="polite">
        {t('admin.common.showing', { shown: format(shown), total: format(total) })}
      </p>
      {hasNextPage ? (
        <Button variant="secondary" disabled={isFetchingNextPage} onClick={() => void fetchNextPage()}>
          {isFetchingNextPage ? t('common.loading') : t('admin.common.loadMore')}
        </Button>
      ) : null}
    </div>
  );
}

interface PagedListProps {
  list: PagedListState & Omit<PagedListFooterProps, 'shown'>;
  searching: boolean;
  emptyText: string;
  children: ReactNode;
}

/** A server-paged admin list (children) in its states, followed by the "showing n of N / Load more" footer. */
export function PagedList({ list, searching, emptyText, children }: PagedListProps) {
  return (
    <PagedListBody list={list} searching={searching} emptyText={emptyText}>
      {children}
      <PagedListFooter
        shown={list.loaded}
        total={list.total}
        hasNextPage={list.hasNextPage}
        isFetchingNextPage={list.isFetchingNextPage}
        fetchNextPage={list.fetchNextPage}
      />
    </PagedListBody>
  );
}
