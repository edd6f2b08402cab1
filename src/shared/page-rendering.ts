/** The contract between the server and the client's server-side entry (dist/ssr/entry-server.js). */
import type { Language } from './constants';

export interface RenderRequest {
  /** Path and query, e.g. /en/pricing?x=1 */
  url: string;
  lang: Language;
  /** https://example.cz — for canonical and hreflang links. */
  origin: string;
}

export interface RenderResult {
  /** Markup of the page, to go inside #root. */
  html: string;
  /** Tags for <head>: title, description, canonical, hreflang, Open Graph, Twitter, JSON-LD. */
  head: string;
  /** 200, or 404 when the not-found page was rendered. */
  status: number;
}

export type RenderPage = (request: RenderRequest) => RenderResult;
