import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { isPrivatePath, languageOfPath } from '../shared/site-paths';
import { App } from './app/app';
import { createBrowserI18n } from './i18n/i18n';
import { createQueryClient } from './lib/query-client';
import './styles.css';

const { pathname } = window.location;
// Public pages take their language from the URL (and were rendered on the server in it); the back office
// uses the stored choice, then the browser's language.
const i18n = createBrowserI18n(isPrivatePath(pathname) ? undefined : languageOfPath(pathname));
document.documentElement.lang = i18n.resolvedLanguage ?? 'cs';

const root = document.getElementById('root');
if (!root) throw new Error('#root element missing from index.html');

const app = (
  <StrictMode>
    <BrowserRouter>
      <App queryClient={createQueryClient()} i18n={i18n} />
    </BrowserRouter>
  </StrictMode>
);

if (root.hasChildNodes()) hydrateRoot(root, app);
else createRoot(root).render(app);
