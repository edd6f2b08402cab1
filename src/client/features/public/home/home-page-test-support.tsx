/** What the home page's tests share: rendering it as the server does, reading its counters. */
import type { PublicPortfolioItem } from '@/shared/api-types';
import { INITIAL_FEATURED } from '@/client/test/initial-content';
import { renderPublicPage } from '@/client/test/render-public-page';
import { HomePage } from './home-page';

/** The home page; by default with what a new database features: the six initial projects. */
export function renderHome(lang: 'cs' | 'en', featuredPortfolio: PublicPortfolioItem[] = INITIAL_FEATURED) {
  return renderPublicPage(<HomePage />, { lang, path: '/', data: { page: 'home', featuredPortfolio } });
}

export function counterValues(): string[] {
  const section = document.querySelector('section[aria-labelledby="stats-title"]');
  if (!section) throw new Error('no stats section');
  return Array.from(section.querySelectorAll('dd'), (dd) => dd.textContent ?? '');
}
