/**
 * Renders a public page to HTML as the server serves it: the page's language, path, texts and site data, each
 * island a root of its own. Returns the HTML, the islands for the browser and the page's metadata. Used by
 * entry-server.tsx, and by tests that hydrate served HTML.
 */
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import type { Language } from '../../shared/constants';
import type { SiteData } from '../../shared/page-rendering';
import { createIslandCollector, IslandCollectorProvider } from '../features/public/islands/island';
import type { PageIslands } from '../features/public/islands/island-records';
import { PublicPageProvider } from '../features/public/public-page';
import { resourcesOf } from '../i18n/resources';
import { createPageMetaCollector, PageMetaProvider, type PageMeta } from '../lib/page-meta';
import { SiteDataProvider } from '../lib/site-data';

interface PublicHtmlRequest {
  lang: Language;
  /** Unprefixed path ('/pricing'). */
  path: string;
  data?: SiteData;
  query?: URLSearchParams;
}

export function renderPublicHtml(page: ReactElement, { lang, path, data = { lang }, query }: PublicHtmlRequest) {
  const meta = createPageMetaCollector();
  const islands = createIslandCollector({ separateRoots: true });
  const html = renderToString(
    <PageMetaProvider collector={meta}>
      <IslandCollectorProvider value={islands}>
        <SiteDataProvider data={data} {...(query ? { query } : {})}>
          <PublicPageProvider lang={lang} path={path} texts={resourcesOf(lang)}>
            {page}
          </PublicPageProvider>
        </SiteDataProvider>
      </IslandCollectorProvider>
    </PageMetaProvider>,
  );
  const pageIslands: PageIslands = { lang, path, islands: islands.list() };
  return { html, islands: pageIslands, meta: meta.current() as PageMeta | null };
}
