import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { usePageMeta } from '../../../lib/page-meta';
import { prefersReducedMotion } from '../../../lib/reduced-motion';
import { agencyStructuredData } from './agency-structured-data';
import { HeroSection } from './hero-section';
import { PORTFOLIO_SCROLL_DELAY_MS } from './home-timing';
import { PortfolioSection, PORTFOLIO_SECTION_ID, PORTFOLIO_TITLE_ID } from './portfolio-section';
import { ProcessSection } from './process-section';
import { ServicesSection } from './services-section';
import { StatsSection } from './stats-section';
import { WhyChooseUsSection } from './why-choose-us-section';

/** Whether the URL asks for the portfolio: ?section=portfolio or #portfolio (SPEC §2). */
export function wantsPortfolio(search: string, hash: string): boolean {
  return new URLSearchParams(search).get('section') === PORTFOLIO_SECTION_ID || hash === `#${PORTFOLIO_SECTION_ID}`;
}

/** Scrolls to the portfolio title shortly after the page shows when the URL asks for it (instant with reduced motion). */
function usePortfolioScroll() {
  const { search, hash } = useLocation();
  const wanted = wantsPortfolio(search, hash);
  useEffect(() => {
    if (!wanted) return;
    const timer = window.setTimeout(() => {
      document
        .getElementById(PORTFOLIO_TITLE_ID)
        ?.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
    }, PORTFOLIO_SCROLL_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [wanted, search, hash]);
}

export function HomePage() {
  const { t } = useTranslation();
  const description = t('home.meta.description');
  usePageMeta({ title: t('home.meta.title'), description, jsonLd: [agencyStructuredData(description)] });
  usePortfolioScroll();
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
