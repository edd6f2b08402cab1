import { LanguageSwitcher } from '../../../components/language-switcher';
import { DesktopNav } from './desktop-nav';
import { MobileDrawer } from './mobile-drawer';
import { SiteLogo } from './site-logo';

/** Sticky header: logo; wide screens the navigation and language dropdown; small screens the drawer button. */
export function SiteHeader() {
  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4">
        <SiteLogo />
        <div className="hidden items-center gap-2 lg:flex">
          <DesktopNav />
          <LanguageSwitcher />
        </div>
        <MobileDrawer className="lg:hidden" />
      </div>
    </header>
  );
}
