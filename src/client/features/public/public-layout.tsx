import { useTranslation } from 'react-i18next';
import { useEffect, useState, type CSSProperties } from 'react';
import { Outlet, useLocation } from 'react-router';
import { languageOfPath } from '../../../shared/site-paths';
import { PAGE_FADE_MS } from './layout/layout-constants';
import { SiteFooter } from './layout/site-footer';
import { SiteHeader } from './layout/site-header';

const fadeDuration = { '--page-fade-duration': `${PAGE_FADE_MS}ms` } as CSSProperties;

/** Header and footer around every public page. */
export function PublicLayout() {
  const { t, i18n } = useTranslation();
  const { pathname } = useLocation();
  // The URL decides the language of a public page (back/forward included).
  const pathLanguage = languageOfPath(pathname);
  useEffect(() => {
    if (i18n.resolvedLanguage !== pathLanguage) void i18n.changeLanguage(pathLanguage);
  }, [i18n, pathLanguage]);
  // Page fade on every location change, but not on the first (server-rendered) page: it is already there.
  const [firstPathname] = useState(pathname);
  const [navigated, setNavigated] = useState(false);
  if (!navigated && pathname !== firstPathname) setNavigated(true);
  return (
    <div className="flex min-h-screen flex-col bg-white text-slate-900">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded-md focus:bg-white focus:p-2 focus:outline-2 focus:outline-brand-600"
      >
        {t('common.skipToContent')}
      </a>
      <SiteHeader />
      <div key={pathname} className={navigated ? 'page-fade-in flex-1' : 'flex-1'} style={fadeDuration}>
        <Outlet />
      </div>
      <SiteFooter />
    </div>
  );
}
