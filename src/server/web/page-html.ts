/**
 * A page's HTML: the template (site.html for public pages, index.html for the back office and /auth) filled with what
 * the client's server entry rendered, from the built bundle or Vite's dev server (page-sources.ts).
 */
import type { Language } from '@/shared/constants';
import type { AgencyProfile } from '@/shared/schemas/agency-profile';
import type { PageData } from '@/shared/page-data';
import type { PublishedSiteTexts } from '@/shared/site-texts/site-pages';
import { PAGE_ISLANDS_ELEMENT_ID, type RenderPage } from '@/shared/page-rendering';

/** Public pages use site.html (the islands entry); the back office and /auth use index.html (the app entry). */
export type TemplateName = 'site' | 'app';

export interface PageSource {
  template(name: TemplateName, url: string): Promise<string>;
  renderer(): Promise<RenderPage>;
}

function fillTemplate(template: string, lang: Language, head: string, html: string): string {
  return template
    .replace('<html lang="cs">', `<html lang="${lang}">`)
    .replace('<!--app-head-->', head)
    .replace('<!--app-html-->', html);
}

/** The client shell of the back office and /auth: rendered in the browser, never indexed. */
export async function appShellHtml(source: PageSource, url: string): Promise<string> {
  const template = await source.template('app', url);
  const head = '<title>Lipa Digital</title>\n    <meta name="robots" content="noindex, nofollow" />';
  return fillTemplate(template, 'cs', head, '');
}

export interface PublicPageRequest {
  /** The address rendered (its path: page-requests.ts renderedAddress). */
  url: string;
  lang: Language;
  origin: string;
  data: PageData;
  agency: AgencyProfile;
  siteTexts: PublishedSiteTexts;
}

/** A public page rendered on the server, with the islands the browser hydrates; status 404 for the not-found page. */
export async function publicPageHtml(source: PageSource, request: PublicPageRequest): Promise<{ status: number; body: string }> {
  const [template, render] = await Promise.all([source.template('site', request.url), source.renderer()]);
  const page = await render(request);
  const islandsScript = `<script id="${PAGE_ISLANDS_ELEMENT_ID}" type="application/json">${page.islandsJson}</script>`;
  // The entry script is a module, so it runs after the whole document, this script included, is parsed.
  const body = fillTemplate(template, request.lang, page.head, page.html).replace('</body>', `${islandsScript}\n  </body>`);
  return { status: page.status, body };
}
