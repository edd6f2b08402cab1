import type { QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { PageMetaProvider, type PageMetaCollector } from '../lib/page-meta';
import { AppRoutes } from './app-routes';
import { AppProviders } from './providers';
import { ScrollToTop } from './scroll-to-top';

/** The whole app below the router: used by the browser entry and by the server renderer alike. */
export function App({ queryClient, i18n, meta }: { queryClient: QueryClient; i18n: I18n; meta?: PageMetaCollector }) {
  const routes = (
    <AppProviders queryClient={queryClient} i18n={i18n}>
      <ScrollToTop />
      <AppRoutes />
    </AppProviders>
  );
  return meta ? <PageMetaProvider collector={meta}>{routes}</PageMetaProvider> : routes;
}
