import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppProviders } from './app/providers';
import { AppRoutes } from './app/app-routes';
import { ScrollToTop } from './app/scroll-to-top';
import { createBrowserI18n } from './i18n/i18n';
import { createQueryClient } from './lib/query-client';
import './styles.css';

const i18n = createBrowserI18n();
document.documentElement.lang = i18n.resolvedLanguage ?? 'cs';
const root = document.getElementById('root');
if (!root) throw new Error('#root element missing from index.html');

createRoot(root).render(
  <StrictMode>
    <BrowserRouter>
      <AppProviders queryClient={createQueryClient()} i18n={i18n}>
        <ScrollToTop />
        <AppRoutes />
      </AppProviders>
    </BrowserRouter>
  </StrictMode>,
);
