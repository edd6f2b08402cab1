/**
 * Renders a public page to HTML as the server serves it: the page's language, path, texts and site data, each
 * island a root of its own. Returns the HTML, the islands for the browser and the page's metadata. Used by
 * entry-server.tsx, and by tests that hydrate served HTML.
 */
import type { ReactElement, ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import type { Language } from '@/shared/constants';
import type { PageData } from '@/shared/page-data';
import { createIslandCollector, IslandCollectorProvider, type IslandCollector } from '../public-site/islands/island';
import type { PageIslands } from '../public-site/islands/island-records';
import { PublicPageProvider } from '../public-site/public-page';
import { resourcesOf } from '../i18n/resources';
import { createPageMetaCollector, PageMetaProvider, type PageMeta, type PageMetaCollector } from '../lib/page-meta';
import { SiteDataProvider } from '../lib/site-data';
import { AgencyProfileProvider } from '../lib/agency-profile';
import { DEFAULT_AGENCY_PROFILE, type AgencyProfile } from '@/shared/schemas/agency-profile';
import { withSiteTexts, type SiteTextOverrides } from '@/shared/site-texts/site-pages';

interface PublicHtmlRequest {
  lang: Language;
  /** Unprefixed path ('/pricing'). */
  path: string;
  /** The page's data (absent: rendered without, e.g. in a component test). */
  data?: PageData | null;
  /** The agency's profile (absent: the defaults a new database shows, e.g. in a component test). */
  agency?: AgencyProfile;
  /** The texts staff published in place of the code's, in the page's language (absent: none). */
  siteTexts?: SiteTextOverrides;
  query?: URLSearchParams;
}

/** What a public page is rendered inside: its metadata and islands collectors, site data, language, path, texts. */
export function PublicPageRendering({
  lang,
  path,
  data = null,
  agency = DEFAULT_AGENCY_PROFILE,
  siteTexts = {},
  query,
  meta,
  islands,
  children,
}: PublicHtmlRequest & { meta: PageMetaCollector; islands: IslandCollector; children: ReactNode }) {
  return (
    <PageMetaProvider collector={meta}>
      <IslandCollectorProvider value={islands}>
        <SiteDataProvider data={data} {...(query ? { query } : {})}>
          <AgencyProfileProvider profile={agency}>
            <PublicPageProvider lang={lang} path={path} texts={withSiteTexts(resourcesOf(lang), siteTexts)}>
              {children}
            </PublicPageProvider>
          </AgencyProfileProvider>
        </SiteDataProvider>
      </IslandCollectorProvider>
    </PageMetaProvider>
  );
}

export function renderPublicHtml(page: ReactElement, request: PublicHtmlRequest) {
  const meta = createPageMetaCollector();
  const islands = createIslandCollector({ separateRoots: true });
  const html = renderToString(
    <PublicPageRendering {...request} meta={meta} islands={islands}>
      {page}
    </PublicPageRendering>,
  );
  const pageIslands: PageIslands = { lang: request.lang, path: request.path, islands: islands.list() };
  return { html, islands: pageIslands, meta: meta.current() as PageMeta | null };
}
