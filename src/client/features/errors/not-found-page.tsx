import { useTranslation } from 'react-i18next';
import { LocalizedLink } from '../../components/localized-link';
import { usePageMeta } from '../../lib/page-meta';

/** SPEC §2: 'Page Not Found', '404 Page Not Found', 'Did you forget to add the page to the router?'. */
export function NotFoundPage() {
  const { t } = useTranslation();
  usePageMeta({ title: t('notFound.title'), status: 404 });
  return (
    <main id="main" className="flex min-h-[60vh] items-center justify-center px-4 py-16">
      <div className="max-w-md rounded-lg border border-slate-200 bg-white p-8 text-center shadow-sm">
        <h1 className="text-2xl font-bold text-slate-900">{t('notFound.heading')}</h1>
        <p className="mt-3 text-slate-600">{t('notFound.hint')}</p>
        <LocalizedLink to="/" className="mt-6 inline-block font-medium text-brand-700 underline">
          {t('notFound.backHome')}
        </LocalizedLink>
      </div>
    </main>
  );
}
