import type { i18n as I18n } from 'i18next';
import type { SiteData } from '../../shared/page-rendering';
import { PageMetaProvider, type PageMetaCollector } from '../lib/page-meta';
import { AppRoutes } from './app-routes';
import { AppProviders } from './providers';
import { ScrollToTop } from './scroll-to-top';

interface AppProps {
  i18n: I18n;
  /** Database content of the page, as rendered on the server. */
  siteData: SiteData | null;
  /** Server rendering: collects the page's title, description and status. */
  meta?: PageMetaCollector;
}

/** The whole app below the router: used by the browser entry and by the server renderer alike. */
export function App({ i18n, siteData, meta }: AppProps) {
  const routes = (
    <AppProviders i18n={i18n} siteData={siteData}>
      <ScrollToTop />
      <AppRoutes />
    </AppProviders>
  );
  return meta ? <PageMetaProvider collector={meta}>{routes}</PageMetaProvider> : routes;
}
