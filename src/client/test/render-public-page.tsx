/** Renders public-page components in tests the way the server does: page language, path, texts, site data. */
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import type { Language } from '../../shared/constants';
import type { SiteData } from '../../shared/page-rendering';
import { createIslandCollector, IslandCollectorProvider } from '../features/public/islands/island';
import { PublicPageProvider } from '../features/public/public-page';
import { resourcesOf } from '../i18n/resources';
import { createPageMetaCollector, PageMetaProvider } from '../lib/page-meta';
import { SiteDataProvider } from '../lib/site-data';

interface Options {
  lang?: Language;
  /** Unprefixed path of the page ('/', '/pricing'). */
  path?: string;
  /** Query string of the request ('post=my-post'). */
  query?: string;
  data?: Omit<SiteData, 'lang'>;
}

export function renderPublicPage(ui: ReactElement, { lang = 'cs', path = '/', query = '', data = {} }: Options = {}) {
  const meta = createPageMetaCollector();
  const islands = createIslandCollector();
  const result = render(
    <PageMetaProvider collector={meta}>
      <IslandCollectorProvider value={islands}>
        <SiteDataProvider data={{ lang, ...data }} query={new URLSearchParams(query)}>
          <PublicPageProvider lang={lang} path={path} texts={resourcesOf(lang)}>
            {ui}
          </PublicPageProvider>
        </SiteDataProvider>
      </IslandCollectorProvider>
    </PageMetaProvider>,
  );
  return { ...result, meta, islands };
}
