/** The loading and error states of each part of the analytics page. */
import type { ReactNode } from 'react';
import { useT } from '@/client/i18n/use-t';
import { Spinner } from '@/client/components/ui/spinner';

/** A query's loading and error states around its content. */
export function Loaded<T>({ query, children }: { query: { data: T | undefined; isError: boolean; refetch: () => unknown }; children: (data: T) => ReactNode }) {
  const t = useT();
  if (query.isError)
    return (
      <div role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800">
        {t('admin.common.loadError')}{' '}
        <button type="button" className="font-medium underline" onClick={() => void query.refetch()}>
          {t('admin.common.retry')}
        </button>
      </div>
    );
  if (query.data === undefined) return <Spinner />;
  return <>{children(query.data)}</>;
}
