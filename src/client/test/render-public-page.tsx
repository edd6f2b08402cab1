/** Renders public-page components in tests the way the server does: page language, path, texts, site data. */
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import type { Language } from '@/shared/constants';
import type { PageData } from '@/shared/page-data';
import { createIslandCollector } from '../public-site/islands/island';
import { createPageMetaCollector } from '../lib/page-meta';
import { PublicPageRendering } from '../ssr/render-public-html';

interface Options {
  lang?: Language;
  /** Unprefixed path of the page ('/', '/pricing'). */
  path?: string;
  /** Query string of the request ('post=my-post'). */
  query?: string;
  /** The page's data, as its loader on the server reads it. */
  data?: PageData;
}

/** Islands render in place here (not as separate roots), so the page is interactive in the test. */
export function renderPublicPage(ui: ReactElement, { lang = 'cs', path = '/', query = '', data }: Options = {}) {
  const meta = createPageMetaCollector();
  const islands = createIslandCollector();
  const result = render(
    <PublicPageRendering
      lang={lang}
      path={path}
      data={data ?? null}
      query={new URLSearchParams(query)}
      meta={meta}
      islands={islands}
    >
      {ui}
    </PublicPageRendering>,
  );
  return { ...result, meta, islands };
}
