/** The contract between the server and the client's server-side entry (dist/ssr/entry-server.js). */
import type { PublicPortfolioItem } from './api-types';
import type { Language } from './constants';
import type { PublicBlogPost } from './public-blog-post';

/** Content from the database that a public page shows, loaded by the server for the page being rendered. */
export interface SiteData {
  lang: Language;
  /** Public posts (for /blog and post pages), in `lang`; on a staff preview, the previewed post too. */
  blogPosts?: PublicBlogPost[];
  /** Post pages: the languages the requested post from the back office exists in (absent: not a stored post). */
  postLanguages?: Language[];
  /** Post pages: signed-in staff preview a post that may not be public (banner, noindex, never cached). */
  preview?: boolean;
  /** Featured portfolio items (for the home page). */
  featuredPortfolio?: PublicPortfolioItem[];
}

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
  /**
   * What the browser needs to hydrate the page's interactive parts (islands): JSON, already safe inside a
   * <script> element.
   */
  islandsJson: string;
  /** Tags for <head>: title, description, canonical, hreflang, Open Graph, Twitter, JSON-LD. */
  head: string;
  /** 200, or 404 when the not-found page was rendered. */
  status: number;
}

export type RenderPage = (request: RenderRequest) => Promise<RenderResult>;

/** Id of the <script type="application/json"> that tells the browser which islands a public page has. */
export const PAGE_ISLANDS_ELEMENT_ID = 'page-islands';
