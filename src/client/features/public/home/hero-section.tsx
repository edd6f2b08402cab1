import { ArrowRight, MessageCircle } from 'lucide-react';
import { Button } from '@/client/components/ui/button';
import { PageLink } from '@/client/public-site/page-link';
import { usePublicPage } from '@/client/public-site/public-page';

/** The page's only h1: headline, subtitle, Pricing button and a consultation link. */
export function HeroSection() {
  const { t } = usePublicPage();
  return (
    <section
      aria-labelledby="hero-title"
      className="relative isolate overflow-hidden bg-gradient-to-br from-brand-900 via-slate-900 to-slate-950 px-4 py-20 text-white md:py-28"
    >
      <div aria-hidden="true" className="pointer-events-none absolute inset-0 -z-10">
        <div className="absolute -left-24 -top-24 h-80 w-80 rounded-full bg-brand-600/30 blur-3xl" />
        <div className="absolute -bottom-32 right-0 h-96 w-96 rounded-full bg-brand-500/20 blur-3xl" />
      </div>
      <div className="mx-auto max-w-4xl text-center">
        <p className="inline-flex rounded-full border border-white/20 bg-white/10 px-4 py-1 text-sm font-medium text-brand-100">
          {t('home.hero.eyebrow')}
        </p>
        <h1 id="hero-title" className="mt-6 text-4xl font-extrabold tracking-tight text-balance md:text-6xl">
          {t('home.hero.title')}
        </h1>
        <p className="mx-auto mt-6 max-w-2xl text-lg text-slate-200 md:text-xl">{t('home.hero.subtitle')}</p>
        <div className="mt-10 flex flex-col items-stretch justify-center gap-4 sm:flex-row sm:items-center">
          <Button asChild size="lg" variant="secondary" className="border-white">
            <PageLink to="/pricing">
              {t('home.hero.pricing')}
              <ArrowRight aria-hidden="true" className="h-5 w-5" />
            </PageLink>
          </Button>
          <Button
            asChild
            size="lg"
            variant="ghost"
            className="border border-white/60 text-white hover:bg-white/10 focus-visible:outline-white"
          >
            <PageLink to="/contact">
              <MessageCircle aria-hidden="true" className="h-5 w-5" />
              {t('home.hero.contact')}
            </PageLink>
          </Button>
        </div>
      </div>
    </section>
  );
}
