import { useTranslation } from 'react-i18next';
import { LocalizedLink } from '../../components/localized-link';
import { Button } from '../../components/ui/button';
import { usePageMeta } from '../../lib/page-meta';

export function HomePage() {
  const { t } = useTranslation();
  usePageMeta({ title: t('common.brandTagline') });
  return (
    <main id="main">
      <section className="bg-gradient-to-br from-brand-900 to-slate-900 px-4 py-24 text-white">
        <div className="mx-auto max-w-4xl text-center">
          <h1 className="text-4xl font-extrabold tracking-tight md:text-5xl">{t('home.heroTitle')}</h1>
          <p className="mx-auto mt-6 max-w-2xl text-lg text-slate-200">{t('home.heroSubtitle')}</p>
          <div className="mt-10 flex justify-center gap-4">
            <Button asChild size="lg" variant="secondary">
              <LocalizedLink to="/pricing">{t('home.heroPricing')}</LocalizedLink>
            </Button>
          </div>
        </div>
      </section>
    </main>
  );
}
