/**
 * The interactive parts of public pages ("islands"), by name, each loaded on demand in the browser. Everything else
 * on a public page is plain server-rendered HTML and ships no JavaScript. A page hydrates only the islands it has,
 * when they are wanted (public-site/islands/island-schedule.ts). The registry lives here, above the pages it loads:
 * the island framework knows only the names. This module runs with the page's entry, so it imports no React.
 */
import { wantsPortfolio } from '@/client/features/public/home/portfolio-address';
import { languageChangePending } from '@/client/public-site/layout/language-choice';
import type { AnyComponent } from '@/client/public-site/islands/hydrate-islands';
import type { IslandName } from '@/client/public-site/islands/island-names';
import type { PageIslands } from '@/client/public-site/islands/island-records';
import {
  scheduleIslands,
  type IslandLoaders,
  type IslandsAtLoad,
  type IslandTiming,
  type UrgentIslands,
} from '@/client/public-site/islands/island-schedule';

export const islandLoaders = {
  'site-header': () => import('@/client/public-site/layout/site-header').then((m) => m.SiteHeader),
  'stats-counters': () => import('@/client/features/public/home/stats-section').then((m) => m.StatsCounters),
  portfolio: () => import('@/client/features/public/home/portfolio-section').then((m) => m.PortfolioShowcase),
  'why-choose-us': () => import('@/client/features/public/home/why-choose-us-section').then((m) => m.WhyChooseUsCards),
  'blog-posts': () => import('@/client/features/public/blog/blog-posts').then((m) => m.BlogPosts),
  'contact-form': () => import('@/client/features/public/contact/contact-form').then((m) => m.ContactForm),
  'pricing-plans': () => import('@/client/features/public/pricing/pricing-plans').then((m) => m.PricingPlans),
} satisfies IslandLoaders<AnyComponent>;

/**
 * Every island works without script (links and forms by themselves, buttons by the replay of early clicks) and waits
 * for a visitor's first use, but the stats: their count-up is what they show, so they hydrate as they come near.
 */
export const islandTiming: Record<IslandName, IslandTiming> = {
  'site-header': 'first-use',
  'stats-counters': 'near-view',
  portfolio: 'first-use',
  'why-choose-us': 'first-use',
  'blog-posts': 'first-use',
  'contact-form': 'first-use',
  'pricing-plans': 'first-use',
};

/**
 * Islands hydrated at load wherever they are on the page, because the address or the visitor's last step asks
 * something of them: the portfolio scrolls itself into view (?section=portfolio, #portfolio), the blog opens the post
 * of /blog?post=<slug>, the header confirms a language switch with a toast.
 */
export const urgentIslands: UrgentIslands = {
  portfolio: () => wantsPortfolio(window.location.search, window.location.hash),
  'blog-posts': (props) => typeof props.openSlug === 'string',
  'site-header': (_props, page) => languageChangePending(page.lang),
};

/**
 * Hydrates each island of the served page with its component when it is wanted (start-public-page.ts; tests).
 * `painted`: what is wanted at load waits for it; `toasts`: the React side mounts the page's toast host when it loads.
 */
export function hydrateIslands(page: PageIslands, { painted, toasts = false }: { painted?: Promise<void>; toasts?: boolean } = {}): IslandsAtLoad {
  return scheduleIslands(page, {
    loaders: islandLoaders,
    loadHydrator: () =>
      import('./hydrate-public-page').then((m) => {
        if (toasts) m.mountToastHost();
        return m.islandHydrator;
      }),
    timing: islandTiming,
    urgent: urgentIslands,
    painted,
  });
}
