/**
 * The interactive parts of public pages ("islands"), by name, each loaded on demand in the browser. Everything else
 * on a public page is plain server-rendered HTML and ships no JavaScript. A page hydrates only the islands it has.
 * The registry lives here, above the pages it loads: the island framework (public-site/islands) knows only the names.
 */
import { wantsPortfolio } from '@/client/features/public/home/portfolio-address';
import {
  hydrateIslandsWith,
  type IslandLoaders,
  type UrgentIslands,
} from '@/client/public-site/islands/hydrate-islands';
import type { PageIslands } from '@/client/public-site/islands/island-records';

export const islandLoaders = {
  'site-header': () => import('@/client/public-site/layout/site-header').then((m) => m.SiteHeader),
  'stats-counters': () => import('@/client/features/public/home/stats-section').then((m) => m.StatsCounters),
  portfolio: () => import('@/client/features/public/home/portfolio-section').then((m) => m.PortfolioShowcase),
  'why-choose-us': () => import('@/client/features/public/home/why-choose-us-section').then((m) => m.WhyChooseUsCards),
  'blog-posts': () => import('@/client/features/public/blog/blog-posts').then((m) => m.BlogPosts),
  'contact-form': () => import('@/client/features/public/contact/contact-form').then((m) => m.ContactForm),
  'pricing-plans': () => import('@/client/features/public/pricing/pricing-plans').then((m) => m.PricingPlans),
} satisfies IslandLoaders;

/**
 * Islands hydrated at load wherever they are on the page, because the address asks something of them: the portfolio
 * scrolls itself into view (?section=portfolio, #portfolio), the blog opens the post of /blog?post=<slug>.
 */
export const urgentIslands: UrgentIslands = {
  portfolio: () => wantsPortfolio(window.location.search, window.location.hash),
  'blog-posts': (props) => typeof props.openSlug === 'string',
};

/** Hydrates each island of the served page with its component, when it is needed (public-main.tsx; component tests). */
export function hydrateIslands(page: PageIslands): Promise<void> {
  return hydrateIslandsWith(islandLoaders, page, urgentIslands);
}
