import { ArrowRight } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/client/components/ui/button';
import { usePageMeta } from '@/client/lib/page-meta';
import { useAgencyProfile } from '@/client/lib/agency-profile';
import { PageLink } from '@/client/public-site/page-link';
import { usePublicPage } from '@/client/public-site/public-page';

export interface FeatureCard {
  key: string;
  icon: LucideIcon;
  title: string;
  description: string;
}

interface ServicePageLayoutProps {
  metaTitle: string;
  metaDescription: string;
  title: string;
  intro: string;
  /** The service name for structured data. */
  serviceName: string;
  children: ReactNode;
}

/** Shared frame of a service page: hero with the h1 and intro, the page's content, and the call to action. */
export function ServicePageLayout({ metaTitle, metaDescription, title, intro, serviceName, children }: ServicePageLayoutProps) {
  const { t } = usePublicPage();
  const agency = useAgencyProfile();
  usePageMeta({
    title: metaTitle,
    description: metaDescription,
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Service',
        name: serviceName,
        description: metaDescription,
        provider: { '@type': 'Organization', name: agency.name, email: agency.email, telephone: agency.phone },
        areaServed: 'CZ',
      },
    ],
  });
  return (
    <main id="main">
      <section className="bg-gradient-to-br from-brand-900 to-slate-900 px-4 py-16 text-white md:py-24">
        <div className="mx-auto max-w-4xl text-center">
          <p className="text-sm font-semibold uppercase tracking-wider text-brand-100">{t('services.common.eyebrow')}</p>
          <h1 className="mt-3 text-3xl font-extrabold tracking-tight md:text-5xl">{title}</h1>
          <p className="mx-auto mt-6 max-w-2xl text-lg leading-relaxed text-slate-200">{intro}</p>
        </div>
      </section>
      {children}
      <section aria-labelledby="service-cta" className="px-4 pb-20">
        <div className="mx-auto max-w-4xl rounded-2xl bg-brand-50 px-6 py-12 text-center md:px-12">
          <h2 id="service-cta" className="text-2xl font-bold text-slate-900 md:text-3xl">
            {t('services.common.ctaTitle')}
          </h2>
          <p className="mx-auto mt-4 max-w-2xl text-slate-700">{t('services.common.ctaText')}</p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <Button asChild size="lg">
              <PageLink to="/contact">
                {t('services.common.ctaContact')}
                <ArrowRight aria-hidden="true" className="h-4 w-4" />
              </PageLink>
            </Button>
            <Button asChild size="lg" variant="secondary">
              <PageLink to="/pricing">{t('services.common.ctaPricing')}</PageLink>
            </Button>
          </div>
        </div>
      </section>
    </main>
  );
}

/** The six feature cards of a service page. */
export function FeatureCards({ cards, footer }: { cards: FeatureCard[]; footer?: ReactNode }) {
  const { t } = usePublicPage();
  return (
    <section aria-labelledby="service-features" className="px-4 py-16 md:py-20">
      <div className="mx-auto max-w-6xl">
        <h2 id="service-features" className="text-center text-2xl font-bold text-slate-900 md:text-3xl">
          {t('services.common.featuresHeading')}
        </h2>
        <ul className="mt-10 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {cards.map(({ key, icon: Icon, title, description }) => (
            <li key={key} className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm transition-shadow hover:shadow-md">
              <span className="flex h-12 w-12 items-center justify-center rounded-lg bg-brand-100 text-brand-700">
                <Icon aria-hidden="true" className="h-6 w-6" />
              </span>
              <h3 className="mt-4 text-lg font-semibold text-slate-900">{title}</h3>
              <p className="mt-2 leading-relaxed text-slate-600">{description}</p>
            </li>
          ))}
        </ul>
        {footer}
      </div>
    </section>
  );
}
