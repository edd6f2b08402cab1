/** Server-side rendering of public pages. Built to dist/ssr/entry-server.js and called by the server per request. */
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import type { RenderPage } from '../shared/page-rendering';
import { unprefixedPath } from '../shared/site-paths';
import { App } from './app/app';
import { createFixedI18n } from './i18n/i18n';
import { createPageMetaCollector } from './lib/page-meta';
import { createQueryClient } from './lib/query-client';
import { headTags } from './ssr/head-tags';

export const renderPage: RenderPage = ({ url, lang, origin }) => {
  const meta = createPageMetaCollector();
  const i18n = createFixedI18n(lang);
  const html = renderToString(
    <StaticRouter location={url}>
      <App queryClient={createQueryClient()} i18n={i18n} meta={meta} />
    </StaticRouter>,
  );
  const pageMeta = meta.current() ?? { title: i18n.t('common.brandTagline') };
  const pathname = unprefixedPath(new URL(url, origin).pathname);
  return {
    html,
    head: headTags(pageMeta, { pathname, lang, origin }),
    status: pageMeta.status ?? 200,
  };
};
