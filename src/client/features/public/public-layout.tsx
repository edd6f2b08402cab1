import { useTranslation } from 'react-i18next';
import { Suspense, useEffect, useState, type CSSProperties } from 'react';
import { Outlet, useLocation } from 'react-router';
import { languageOfPath } from '../../../shared/site-paths';
import { Spinner } from '../../components/ui/spinner';
import { ensureLanguage } from '../../i18n/i18n';
import { PAGE_FADE_MS } from './layout/layout-constants';
import { SiteFooter } from './layout/site-footer';
import { SiteHeader } from './layout/site-header';
import { SkipLink } from './layout/skip-link';

const fadeDuration = { '--page-fade-duration': `${PAGE_FADE_MS}ms` } as CSSProperties;

/** Header and footer around every public page. */
export function PublicLayout() {
  const { i18n } = useTranslation();
  const { pathname } = useLocation();
  // The URL decides the language of a public page (back/forward included).
  const pathLanguage = languageOfPath(pathname);
  useEffect(() => {
    if (i18n.resolvedLanguage === pathLanguage) return;
    void ensureLanguage(i18n, pathLanguage).then(() => i18n.changeLanguage(pathLanguage));
  }, [i18n, pathLanguage]);
  // Page fade on every location change, but not on the first (server-rendered) page: it is already there.
  const [firstPathname] = useState(pathname);
  const [navigated, setNavigated] = useState(false);
  if (!navigated && pathname !== firstPathname) setNavigated(true);
  return (
    <div className="flex min-h-screen flex-col bg-white text-slate-900">
      <SkipLink />
      <SiteHeader />
      <div key={pathname} className={navigated ? 'page-fade-in flex-1' : 'flex-1'} style={fadeDuration}>
        {/* A page reached by navigation loads its own chunk: keep the frame, show a spinner meanwhile. */}
        <Suspense
          fallback={
            <div className="flex min-h-[60vh] items-center justify-center">
              <Spinner />
            </div>
          }
        >
          <Outlet />
        </Suspense>
      </div>
      <SiteFooter />
    </div>
  );
}
