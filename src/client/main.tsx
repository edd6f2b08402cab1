/** Browser entry of the back office and the sign-in page (index.html): a client-rendered React Router app. */
import './lib/zod-csp';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { LANGUAGES } from '../shared/constants';
import { App } from './app/app';
import { createBrowserI18n, loadLanguages } from './i18n/i18n';

async function start() {
  const root = document.getElementById('root');
  if (!root) throw new Error('#root element missing from index.html');
  // The back office uses the stored choice, then the browser's language.
  const i18n = createBrowserI18n(undefined, await loadLanguages(LANGUAGES));
  document.documentElement.lang = i18n.resolvedLanguage ?? 'cs';
  createRoot(root).render(
    <StrictMode>
      <BrowserRouter>
        <App i18n={i18n} />
      </BrowserRouter>
    </StrictMode>,
  );
}

void start();
