/**
 * Server-side rendering of public pages. Built to dist/ssr/entry-server.js and called by the server per request.
 * The whole page is rendered here; the browser hydrates only its islands (public-site/islands).
 */
import { jsonForScript } from '../shared/html-text';
import type { RenderPage } from '../shared/page-rendering';
import { unprefixedPath } from '../shared/site-paths';
import { sitePageWithImageAt } from '../shared/site-texts/site-pages';
import { publicPageAt } from './app/public-pages';
import { PublicLayout } from './public-site/public-layout';
import { resourcesOf } from './i18n/resources';
import { translate } from './i18n/texts';
import { headTags } from './ssr/head-tags';
import { renderPublicHtml } from './ssr/render-public-html';

export const renderPage: RenderPage = async ({ url, lang, origin, data, agency, siteTexts }) => {
  const { pathname, searchParams } = new URL(url, origin);
  const path = unprefixedPath(pathname);
  const Page = publicPageAt(path);
  const { html, islands, meta } = renderPublicHtml(
    <PublicLayout>
      <Page />
    </PublicLayout>,
    { lang, path, data, agency, siteTexts: siteTexts.texts[lang], query: searchParams },
  );
  const rendered = meta ?? { title: translate(resourcesOf(lang), 'common.brandTagline') };
  // The page's own image (a post's) first, else the one staff chose for the page, else the site's card.
  const imagePage = sitePageWithImageAt(path);
  const pageImage = imagePage ? siteTexts.images[imagePage] : undefined;
  const pageMeta = rendered.image === undefined && pageImage ? { ...rendered, image: pageImage } : rendered;
  return {
    html,
    head: headTags(pageMeta, { pathname: path, lang, origin, agencyName: agency.name }),
    status: pageMeta.status ?? 200,
    islandsJson: jsonForScript(islands),
  };
};
