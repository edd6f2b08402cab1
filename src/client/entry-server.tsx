/** Server-side rendering of public pages. Built to dist/ssr/entry-server.js and called by the server per request. */
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import type { RenderPage } from '../shared/page-rendering';
import { unprefixedPath } from '../shared/site-paths';
import { App } from './app/app';
import { preloadPublicPage } from './app/public-pages';
import { createFixedI18n } from './i18n/fixed-i18n';
import { createPageMetaCollector } from './lib/page-meta';
import { headTags } from './ssr/head-tags';

export const renderPage: RenderPage = async ({ url, lang, origin, data }) => {
  const { pathname } = new URL(url, origin);
  await preloadPublicPage(pathname);
  const meta = createPageMetaCollector();
  const i18n = createFixedI18n(lang);
  const html = renderToString(
    <StaticRouter location={url}>
      <App i18n={i18n} siteData={data} meta={meta} />
    </StaticRouter>,
  );
  const pageMeta = meta.current() ?? { title: i18n.t('common.brandTagline') };
  return {
    html,
    head: headTags(pageMeta, { pathname: unprefixedPath(pathname), lang, origin }),
    status: pageMeta.status ?? 200,
  };
};
