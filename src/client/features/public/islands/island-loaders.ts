/**
 * The interactive parts of public pages ("islands"), by name, each loaded on demand in the browser. Everything else
 * on a public page is plain server-rendered HTML and ships no JavaScript. A page hydrates only the islands it has.
 */
import type { ComponentType } from 'react';

// The props of an island come from JSON written by the server, so they are typed at the island itself.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyComponent = ComponentType<any>;

export const islandLoaders = {
  'site-header': () => import('../layout/site-header').then((m) => m.SiteHeader),
  'stats-counters': () => import('../home/stats-section').then((m) => m.StatsCounters),
  portfolio: () => import('../home/portfolio-section').then((m) => m.PortfolioShowcase),
  'why-choose-us': () => import('../home/why-choose-us-section').then((m) => m.WhyChooseUsCards),
  'blog-posts': () => import('../blog/blog-posts').then((m) => m.BlogPosts),
  'contact-form': () => import('../contact/contact-form').then((m) => m.ContactForm),
  'pricing-plans': () => import('../pricing/pricing-plans').then((m) => m.PricingPlans),
} satisfies Record<string, () => Promise<AnyComponent>>;

export type IslandName = keyof typeof islandLoaders;
