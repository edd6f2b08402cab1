/**
 * The islands a public page may have, by name. The page components render them (`<Island name=…>`); the browser
 * entry's registry (app/island-loaders.ts) loads each by this name — so this layer never imports the pages.
 */
export const ISLAND_NAMES = [
  'site-header',
  'stats-counters',
  'portfolio',
  'why-choose-us',
  'blog-posts',
  'contact-form',
  'pricing-plans',
] as const;

export type IslandName = (typeof ISLAND_NAMES)[number];

/**
 * The islands that hold an enquiry form (the quote form opens from the plan cards): a page with one starts its form
 * clock when it loads (features/public/enquiry/page-form-token.ts; issue 20).
 */
export const ENQUIRY_ISLANDS: readonly IslandName[] = ['contact-form', 'pricing-plans'];
