/** The contract between the server and the client's server-side entry (dist/ssr/entry-server.js). */
import type { PublicPortfolioItem } from './api-types';
import type { Language } from './constants';
import type { PublicBlogPost } from './public-blog-post';

/** Content from the database that a public page shows, loaded by the server for the page being rendered. */
export interface SiteData {
  lang: Language;
  /** Published posts (for /blog), in `lang`. */
  blogPosts?: PublicBlogPost[];
  /** Featured portfolio items (for the home page). */
  featuredPortfolio?: PublicPortfolioItem[];
}

/** Id of the <script type="application/json"> that carries SiteData to the browser for hydration. */
export const SITE_DATA_ELEMENT_ID = 'site-data';

export interface RenderRequest {
  /** Path and query, e.g. /en/pricing?x=1 */
  url: string;
  lang: Language;
  /** https://example.cz — for canonical and hreflang links. */
  origin: string;
  data: SiteData;
}

export interface RenderResult {
  /** Markup of the page, to go inside #root. */
  html: string;
  /** Tags for <head>: title, description, canonical, hreflang, Open Graph, Twitter, JSON-LD. */
  head: string;
  /** 200, or 404 when the not-found page was rendered. */
  status: number;
}

export type RenderPage = (request: RenderRequest) => Promise<RenderResult>;
