/**
 * The projects of the public portfolio (docs/product/records.md#portfolio-items): the portfolio items staff featured, in their order — the six initial
 * projects are such items (decision 019). Names and URLs are only shown as links.
 */
import type { PublicPortfolioItem } from '@/shared/api-types';
import type { Language } from '@/shared/constants';
import { mediaSources, type MediaSources } from '@/shared/media';
import type { ServiceCategory } from './portfolio-filter';

export type LocalizedText = Record<Language, string>;

export interface ShowcaseProject {
  id: number;
  name: string;
  /** null for a portfolio item added in the back office without a link. */
  url: string | null;
  description: LocalizedText;
  imageUrl: string;
  services: readonly ServiceCategory[];
  /** The story, when staff wrote one (the initial projects have it). */
  challenge?: LocalizedText;
  solution?: LocalizedText;
  /** A media-library image: shown as <picture> with AVIF and WebP srcset. */
  image?: MediaSources;
}

/** What the portfolio island needs of an item featured in the back office (its props: JSON from the server). */
export type FeaturedPortfolioItem = Pick<
  PublicPortfolioItem,
  'id' | 'title' | 'description' | 'titleEn' | 'descriptionEn' | 'challengeCs' | 'challengeEn' | 'solutionCs' | 'solutionEn' | 'services' | 'imageUrl' | 'category' | 'link'
> & {
  /** A library image's srcsets, computed on the server (the island does not ship the address rules). */
  image: MediaSources | null;
};

/** A featured item reduced to the fields the portfolio shows (so the page's island JSON carries nothing more). */
export function featuredPortfolioItem(item: PublicPortfolioItem): FeaturedPortfolioItem {
  const { id, title, description, titleEn, descriptionEn, challengeCs, challengeEn, solutionCs, solutionEn, services, imageUrl, category, link } = item;
  const image = item.image ? mediaSources(item.image) : null;
  return { id, title, description, titleEn, descriptionEn, challengeCs, challengeEn, solutionCs, solutionEn, services, imageUrl, image, category, link };
}

/** Per language, the English falling back to the Czech text when staff left it blank; undefined when both are. */
function localized(cs: string, en: string): LocalizedText | undefined {
  return cs || en ? { cs: cs || en, en: en || cs } : undefined;
}

/**
 * A portfolio item featured in the back office as a card: its name, description and story in the page's language
 * (English falls back to Czech), its filter services, its library image.
 */
export function featuredItemAsShowcase(item: FeaturedPortfolioItem, lang: Language): ShowcaseProject {
  return {
    id: item.id,
    name: lang === 'en' && item.titleEn ? item.titleEn : item.title,
    url: item.link,
    description: { cs: item.description, en: item.descriptionEn || item.description },
    imageUrl: item.imageUrl,
    image: item.image ?? undefined,
    challenge: localized(item.challengeCs, item.challengeEn),
    solution: localized(item.solutionCs, item.solutionEn),
    services: item.services.length ? item.services : [item.category],
  };
}

/** Intrinsic size of every showcase image (public/images/showcase/*.svg, viewBox 800x500). */
export const SHOWCASE_IMAGE_WIDTH = 800;
export const SHOWCASE_IMAGE_HEIGHT = 500;
