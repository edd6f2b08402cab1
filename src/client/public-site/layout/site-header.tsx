import { useEffect } from 'react';
import { LANGUAGE_TOAST_DURATION_MS } from '@/shared/constants';
import { notify } from '@/client/lib/notify';
import { usePublicPage } from '../public-page';
import { DesktopNav } from './desktop-nav';
import { takeLanguageChangedToast } from './language-choice';
import { LanguageMenu } from './language-menu';
import { MobileDrawer } from './mobile-drawer';
import { SiteLogo } from './site-logo';
import { SkipLink } from './skip-link';

/** Confirms a language switch on the page it led to (docs/product/public-site.md#language: a 2 s toast). */
function useLanguageChangedToast() {
  const { t, lang } = usePublicPage();
  useEffect(() => {
    if (takeLanguageChangedToast(lang)) {
      notify.message(t('language.changed'), { duration: LANGUAGE_TOAST_DURATION_MS, id: 'language-changed' });
    }
  }, [t, lang]);
}

/**
 * The skip link and the sticky header — an island on every public page: logo; on wide screens the navigation with
 * the Services dropdown and the language dropdown; on small screens the drawer button. `agencyName`: the profile's.
 */
export function SiteHeader({ agencyName }: { agencyName: string }) {
  useLanguageChangedToast();
  return (
    <>
      <SkipLink />
      <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85">
        <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4">
          <SiteLogo name={agencyName} />
          <div className="hidden items-center gap-2 lg:flex">
            <DesktopNav />
            <LanguageMenu />
          </div>
          <MobileDrawer className="lg:hidden" />
        </div>
      </header>
    </>
  );
}
