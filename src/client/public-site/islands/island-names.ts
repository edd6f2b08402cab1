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
