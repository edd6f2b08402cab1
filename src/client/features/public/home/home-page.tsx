/**
 * The home page, rendered on the server as static HTML. Three parts are islands hydrated in the browser: the stats
 * counters, the portfolio (filters, grid, dialog, scroll to it) and the 'Why Choose Us' cards (dialogs).
 */
import { usePageMeta } from '@/client/lib/page-meta';
import { usePageData } from '@/client/lib/site-data';
import { Island } from '@/client/public-site/islands/island';
import { usePublicPage } from '@/client/public-site/public-page';
import { agencyStructuredData } from '../agency-structured-data';
import { useAgencyProfile } from '@/client/lib/agency-profile';
import { HeroSection } from './hero-section';
import { PORTFOLIO_SECTION_ID, PORTFOLIO_TITLE_ID } from '@/client/public-site/layout/layout-constants';
import { PORTFOLIO_TEXTS, PortfolioShowcase } from './portfolio-section';
import { ProcessSection } from './process-section';
import { ServicesSection } from './services-section';
import { showcaseItem } from './showcase-projects';
import { StatsCounters, STATS_TEXTS } from './stats-section';
import { WHY_US_TEXTS, WhyChooseUsCards } from './why-choose-us-section';

/** Three counters (docs/product/public-site.md#home) in a band; the heading is for assistive technology. */
function StatsSection() {
  const { t } = usePublicPage();
  return (
    <section aria-labelledby="stats-title" className="bg-brand-800 px-4 py-16">
      <div className="mx-auto max-w-5xl">
        <h2 id="stats-title" className="sr-only">
          {t('home.stats.title')}
        </h2>
        <Island name="stats-counters" component={StatsCounters} props={{}} texts={STATS_TEXTS} />
      </div>
    </section>
  );
}

/** The portfolio section (anchors #portfolio and #portfolio-title, docs/product/public-site.md#portfolio-section) around its island. */
function PortfolioSection() {
  const { t } = usePublicPage();
  const featured = (usePageData('home')?.featuredPortfolio ?? []).map(showcaseItem);
  return (
    <section id={PORTFOLIO_SECTION_ID} aria-labelledby={PORTFOLIO_TITLE_ID} className="bg-slate-50 px-4 py-20">
      <div className="mx-auto max-w-6xl">
        <div className="mx-auto max-w-2xl text-center">
          <h2 id={PORTFOLIO_TITLE_ID} className="scroll-mt-24 text-3xl font-bold tracking-tight text-slate-900 md:text-4xl">
            {t('home.portfolio.title')}
          </h2>
          <p className="mt-4 text-lg text-slate-600">{t('home.portfolio.subtitle')}</p>
        </div>
        <Island name="portfolio" component={PortfolioShowcase} props={{ featured }} texts={PORTFOLIO_TEXTS} />
      </div>
    </section>
  );
}

function WhyChooseUsSection() {
  const { t } = usePublicPage();
  return (
    <section aria-labelledby="why-us-title" className="bg-white px-4 py-20">
      <div className="mx-auto max-w-6xl">
        <div className="mx-auto max-w-2xl text-center">
          <h2 id="why-us-title" className="text-3xl font-bold tracking-tight text-slate-900 md:text-4xl">
            {t('home.whyUs.title')}
          </h2>
          <p className="mt-4 text-lg text-slate-600">{t('home.whyUs.subtitle')}</p>
        </div>
        <Island name="why-choose-us" component={WhyChooseUsCards} props={{}} texts={WHY_US_TEXTS} />
      </div>
    </section>
  );
}

export function HomePage() {
  const { t } = usePublicPage();
  const description = t('home.meta.description');
  const agency = useAgencyProfile();
  usePageMeta({ title: t('home.meta.title'), description, jsonLd: [agencyStructuredData(agency, description)] });
  return (
    <main id="main">
      <HeroSection />
      <ServicesSection />
      <StatsSection />
      <PortfolioSection />
      <WhyChooseUsSection />
      <ProcessSection />
    </main>
  );
}
