import type { i18n as I18n } from 'i18next';
import { AppRoutes } from './app-routes';
import { AppProviders } from './providers';
import { ScrollToTop } from './scroll-to-top';

/** The back office and the sign-in page, below the router. Public pages are not part of it (entry-server.tsx). */
export function App({ i18n }: { i18n: I18n }) {
  return (
    <AppProviders i18n={i18n}>
      <ScrollToTop />
      <AppRoutes />
    </AppProviders>
  );
}
