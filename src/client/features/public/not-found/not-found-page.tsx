import { usePageMeta } from '@/client/lib/page-meta';
import { usePublicPage } from '@/client/public-site/public-page';
import { NotFoundMessage } from '@/client/components/not-found-message';

/** docs/product/public-site.md#not-found: 'Page Not Found', '404 Page Not Found', 'Did you forget to add the page to the router?'. */
export function NotFoundPage() {
  const { t, localize } = usePublicPage();
  usePageMeta({ title: t('notFound.title'), status: 404 });
  return (
    <NotFoundMessage
      heading={t('notFound.heading')}
      hint={t('notFound.hint')}
      backHome={t('notFound.backHome')}
      homeHref={localize('/')}
    />
  );
}
