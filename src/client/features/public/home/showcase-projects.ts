/**
 * The projects of the public portfolio (docs/product/records.md#portfolio-items): the portfolio items staff featured, in their order — the six initial
 * projects are such items (decision 019). Names and URLs are only shown as links.
 *
 * One shape: the featured item as the server loads it (PublicPortfolioItem), reduced to the fields the portfolio island
 * shows; the card and the dialog read its texts in the page's language with `showcaseTexts`.
 */
import type { PublicPortfolioItem, Simplify } from '@/shared/api-types';
import { LANGUAGES, type Language } from '@/shared/constants';
import { mediaSources, type MediaSources } from '@/shared/media';
import type { PortfolioTexts } from '@/shared/schemas/portfolio-item';

/** The fields of a featured item the island carries (its props: JSON from the server, so nothing more). */
const SHOWCASE_FIELDS = ['id', 'translations', 'services', 'imageUrl', 'link'] as const;

/** A featured item as the portfolio island shows it. */
export type ShowcaseItem = Simplify<
  Pick<PublicPortfolioItem, (typeof SHOWCASE_FIELDS)[number]> & {
    /** A library image's srcsets, computed on the server (the island does not ship the address rules). */
    image: MediaSources | null;
  }
>;

/** The named fields of an object, and nothing more. */
function pick<T extends object, K extends keyof T>(from: T, keys: readonly K[]): Pick<T, K> {
  return Object.fromEntries(keys.map((key) => [key, from[key]])) as Pick<T, K>;
}

/** A featured item reduced to what the portfolio shows; its filter services are its category when none were chosen. */
export function showcaseItem(item: PublicPortfolioItem): ShowcaseItem {
  return {
    ...pick(item, SHOWCASE_FIELDS),
    services: item.services.length ? item.services : [item.category],
    image: item.image ? mediaSources(item.image) : null,
  };
}

/** The item's texts in `lang`: each one blank there shows the other language's (English falls back to Czech). */
export function showcaseTexts(item: Pick<ShowcaseItem, 'translations'>, lang: Language): PortfolioTexts {
  const order = [lang, ...LANGUAGES.filter((other) => other !== lang)];
  const text = (field: keyof PortfolioTexts) => order.map((l) => item.translations[l][field]).find((t) => t !== '') ?? '';
  return { title: text('title'), description: text('description'), challenge: text('challenge'), solution: text('solution') };
}

/** Intrinsic size of every showcase image (public/images/showcase/*.svg, viewBox 800x500). */
export const SHOWCASE_IMAGE_WIDTH = 800;
export const SHOWCASE_IMAGE_HEIGHT = 500;
