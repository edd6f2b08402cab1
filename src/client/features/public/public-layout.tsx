import { useTranslation } from 'react-i18next';
import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { AGENCY } from '../../../shared/brand';
import { LanguageSwitcher } from '../../components/language-switcher';
import { LocalizedLink } from '../../components/localized-link';
import { languageOfPath } from '../../../shared/site-paths';

/** Header and footer around every public page. */
export function PublicLayout() {
  const { t, i18n } = useTranslation();
  const { pathname } = useLocation();
  // The URL decides the language of a public page (back/forward included).
  const pathLanguage = languageOfPath(pathname);
  useEffect(() => {
    if (i18n.resolvedLanguage !== pathLanguage) void i18n.changeLanguage(pathLanguage);
  }, [i18n, pathLanguage]);
  return (
    <div className="flex min-h-screen flex-col bg-white text-slate-900">
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:bg-white focus:p-2">
        {t('common.skipToContent')}
      </a>
      <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur">
        <div className="mx-auto flex h-16 max-w-6xl items-center justify-between px-4">
          <LocalizedLink to="/" className="text-lg font-bold text-brand-800 focus-visible:outline-2 focus-visible:outline-brand-600">
            {AGENCY.name}
          </LocalizedLink>
          <LanguageSwitcher />
        </div>
      </header>
      <div className="flex-1">
        <Outlet />
      </div>
      <footer className="border-t border-slate-200 bg-slate-900 text-slate-200">
        <div className="mx-auto max-w-6xl space-y-2 px-4 py-8 text-sm">
          <p className="font-semibold text-white">{t('footer.contactHeading')}</p>
          <p>
            <a className="underline" href={`mailto:${AGENCY.email}`}>{AGENCY.email}</a> ·{' '}
            <a className="underline" href={AGENCY.phoneHref}>{AGENCY.phone}</a>
          </p>
          <p>
            {AGENCY.street}, {AGENCY.postalCode} {AGENCY.city}
          </p>
          <p className="pt-4 text-slate-300">
            © {new Date().getFullYear()} {AGENCY.name}. {t('footer.rights')}
          </p>
        </div>
      </footer>
    </div>
  );
}
