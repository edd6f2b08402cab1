/** The contract between the server and the client's server-side entry (dist/ssr/entry-server.js). */
import type { Language } from './constants';
import type { PageData } from './page-data';
import type { AgencyProfile } from './schemas/agency-profile';
import type { PublishedSiteTexts } from './site-texts/site-pages';

export interface RenderRequest {
  /** Path and query, e.g. /en/pricing?x=1 */
  url: string;
  lang: Language;
  /** https://example.cz — for canonical and hreflang links. */
  origin: string;
  /** What the page's loader read from the database (src/shared/page-data.ts). */
  data: PageData;
  /** The agency's profile, which every page shows (footer, contact details, title, structured data). */
  agency: AgencyProfile;
  /** The texts and social images staff published in place of the code's (docs/product/site-content.md#site-texts). */
  siteTexts: PublishedSiteTexts;
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
