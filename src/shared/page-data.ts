/**
 * The data each public page renders, keyed by the page that loads it: one member per loader of the server's page
 * registry (src/server/web/public-pages/). The server checks at compile time that what its loaders return is exactly
 * this union (the client may not import server types, so the contract lives here, between both sides).
 */
import type { PublicPortfolioItem } from './api-types';
import type { Language } from './constants';
import type { PublicBlogPost } from './public-blog-post';
import type { PriceList } from './schemas/price-list';

/** The home page: the featured portfolio items, in the staff's order. */
export interface HomePageData {
  page: 'home';
  featuredPortfolio: PublicPortfolioItem[];
}

/** /blog: the public posts of the page's language, newest first. */
export interface BlogPageData {
  page: 'blog';
  blogPosts: PublicBlogPost[];
}

/** /blog/<slug>: the public posts (the post and its neighbours; on a staff preview the previewed post too). */
export interface PostPageData {
  page: 'post';
  blogPosts: PublicBlogPost[];
  /** The languages the requested post exists in (every language for a slug that is no stored post, and a preview). */
  languages: readonly Language[];
  /**
   * The requested post's slug in each of its languages — its page's address there (decision 021); hreflang links
   * point at them. Empty for a slug that is no stored post, and a preview (which has no alternates).
   */
  slugs: Partial<Record<Language, string>>;
  /** Signed-in staff preview a post that may not be public (banner, noindex, never cached). */
  preview: boolean;
}

/**
 * /pricing: the current price list (plans, prices, texts, payment links: docs/product/site-content.md#price-list) and
 * whether the agency is a VAT payer (its billing details), so every price says "bez DPH" / "excl. VAT" when it is
 * (docs/product/public-site.md#prices-and-vat).
 */
export interface PricingPageData {
  page: 'pricing';
  vatPayer: boolean;
  priceList: PriceList;
}

/** Every other page (services, about, contact, the not-found page): nothing from the database. */
export interface StaticPageData {
  page: 'static';
}

export type PageData = HomePageData | BlogPageData | PostPageData | PricingPageData | StaticPageData;

export type PageKind = PageData['page'];

export type PageDataOf<K extends PageKind> = Extract<PageData, { page: K }>;

/** Whether `data` is the data of the page `page` (narrows the union). */
export function isPageData<K extends PageKind>(data: PageData, page: K): data is PageDataOf<K> {
  return data.page === page;
}
