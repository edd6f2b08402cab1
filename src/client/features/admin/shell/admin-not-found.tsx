import { useEffect } from 'react';
import { useT } from '@/client/i18n/use-t';
import { NotFoundMessage } from '@/client/components/not-found-message';

/** An unknown /admin/… address: the spec's 404 texts, with a link to the dashboard. */
export function AdminNotFound() {
  const t = useT();
  useEffect(() => {
    document.title = t('notFound.title');
  }, [t]);
  return <NotFoundMessage heading={t('notFound.heading')} hint={t('notFound.hint')} backHome={t('notFound.backHome')} homeHref="/admin" />;
}
