import './lib/zod-csp';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { LANGUAGES } from '../shared/constants';
import { isPrivatePath, languageOfPath } from '../shared/site-paths';
import { App } from './app/app';
import { preloadPublicPage } from './app/public-pages';
import { createBrowserI18n, loadLanguages } from './i18n/i18n';
import { readEmbeddedSiteData } from './lib/site-data';
import './styles.css';

async function start() {
  const { pathname } = window.location;
  const root = document.getElementById('root');
  if (!root) throw new Error('#root element missing from index.html');

  // A public page is in the language of its URL and was rendered on the server: load just that language and the
  // page's own chunk, then hydrate. The back office uses the stored choice, then the browser's language.
  const isPrivate = isPrivatePath(pathname);
  const lang = isPrivate ? undefined : languageOfPath(pathname);
  const [resources] = await Promise.all([
    loadLanguages(lang ? [lang] : LANGUAGES),
    isPrivate ? Promise.resolve() : preloadPublicPage(pathname),
  ]);
  const i18n = createBrowserI18n(lang, resources);
  document.documentElement.lang = i18n.resolvedLanguage ?? 'cs';

  const app = (
    <StrictMode>
      <BrowserRouter>
        <App i18n={i18n} siteData={readEmbeddedSiteData()} />
      </BrowserRouter>
    </StrictMode>
  );
  if (root.hasChildNodes()) hydrateRoot(root, app);
  else createRoot(root).render(app);
}

void start();
