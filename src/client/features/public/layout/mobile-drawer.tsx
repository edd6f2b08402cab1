import { ChevronDown, Menu, X } from 'lucide-react';
import { Collapsible, Dialog } from 'radix-ui';
import { useId, useRef, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { useSwitchLanguage } from '../../../components/language-switcher';
import { LocalizedNavLink } from '../../../components/localized-link';
import { cn } from '../../../lib/cn';
import { LANGUAGES, type Language } from '../../../../shared/constants';
import { DRAWER } from './layout-constants';
import { HEADER_SERVICES, PAGE_LINKS } from './nav-items';
import { PortfolioLink } from './portfolio-link';

const drawerWidth = {
  '--drawer-w': `${DRAWER.widthPx}px`,
  '--drawer-w-sm': `${DRAWER.widthSmPx}px`,
} as CSSProperties;

const itemClass = cn(
  'flex min-h-11 w-full items-center rounded-md px-3 text-base font-medium text-slate-800 transition-colors',
  'hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-600',
  'aria-[current=page]:bg-brand-50 aria-[current=page]:text-brand-800',
);

/** Small screens: a menu button opening a side sheet (Radix Dialog: focus trapped, Escape closes, focus returns). */
export function MobileDrawer({ className }: { className?: string }) {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState(false);
  const [servicesOpen, setServicesOpen] = useState(false);
  const switchLanguage = useSwitchLanguage();
  const current = (i18n.resolvedLanguage ?? 'cs') as Language;
  const close = () => setOpen(false);
  const languageHeadingId = useId();
  // A scroll asked for while open (Portfolio on the home page) runs once the drawer is gone and the page unlocked.
  const pendingScroll = useRef<(() => void) | null>(null);
  const deferScroll = (scroll: () => void) => {
    pendingScroll.current = scroll;
  };

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger
        className={cn(
          'inline-flex h-10 w-10 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100',
          'focus-visible:outline-2 focus-visible:outline-brand-600',
          className,
        )}
        aria-label={t('nav.openMenu')}
      >
        <Menu aria-hidden="true" className="h-6 w-6" />
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="drawer-overlay fixed inset-0 z-40 bg-slate-950/50" />
        <Dialog.Content
          style={drawerWidth}
          aria-describedby={undefined}
          onCloseAutoFocus={() => {
            const scroll = pendingScroll.current;
            pendingScroll.current = null;
            if (scroll) window.requestAnimationFrame(scroll);
          }}
          className={cn(
            'drawer-sheet fixed inset-y-0 right-0 z-50 flex w-[var(--drawer-w)] max-w-full flex-col bg-white shadow-xl sm:w-[var(--drawer-w-sm)]',
            'focus:outline-none',
          )}
        >
          <div className="flex h-16 items-center justify-between border-b border-slate-200 px-4">
            <Dialog.Title className="text-lg font-semibold text-slate-900">{t('nav.menuTitle')}</Dialog.Title>
            <Dialog.Close
              className="inline-flex h-10 w-10 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600"
              aria-label={t('nav.closeMenu')}
            >
              <X aria-hidden="true" className="h-5 w-5" />
            </Dialog.Close>
          </div>
          <nav aria-label={t('nav.mobileNavigation')} className="flex-1 overflow-y-auto px-3 py-4">
            <ul className="space-y-1">
              <li>
                <Collapsible.Root open={servicesOpen} onOpenChange={setServicesOpen}>
                  <Collapsible.Trigger className={cn(itemClass, 'justify-between')}>
                    {t('nav.services')}
                    <ChevronDown
                      aria-hidden="true"
                      className={cn('h-5 w-5 transition-transform duration-200', servicesOpen && 'rotate-180')}
                    />
                  </Collapsible.Trigger>
                  <Collapsible.Content>
                    <ul className="mb-1 ml-3 mt-1 space-y-1 border-l border-slate-200 pl-3">
                      {HEADER_SERVICES.map(({ key, path, icon: Icon }) => (
                        <li key={key}>
                          <LocalizedNavLink to={path} onClick={close} className={cn(itemClass, 'gap-3 text-[0.95rem]')}>
                            <Icon aria-hidden="true" className="h-4 w-4 shrink-0 text-brand-700" />
                            {t(`nav.serviceLinks.${key}.title`)}
                          </LocalizedNavLink>
                        </li>
                      ))}
                    </ul>
                  </Collapsible.Content>
                </Collapsible.Root>
              </li>
              <li>
                <PortfolioLink onNavigate={close} deferScroll={deferScroll} className={itemClass}>
                  {t('nav.portfolio')}
                </PortfolioLink>
              </li>
              {PAGE_LINKS.map(({ key, path }) => (
                <li key={key}>
                  <LocalizedNavLink to={path} onClick={close} className={itemClass}>
                    {t(`nav.${key}`)}
                  </LocalizedNavLink>
                </li>
              ))}
            </ul>
          </nav>
          <section aria-labelledby={languageHeadingId} className="border-t border-slate-200 px-4 py-4">
            <h2 id={languageHeadingId} className="text-sm font-semibold text-slate-600">
              {t('language.label')}
            </h2>
            <div className="mt-2 grid grid-cols-2 gap-2">
              {LANGUAGES.map((lng) => (
                <button
                  key={lng}
                  type="button"
                  lang={lng}
                  aria-pressed={current === lng}
                  onClick={() => {
                    close();
                    void switchLanguage(lng);
                  }}
                  className={cn(
                    'h-11 rounded-md border text-sm font-medium transition-colors',
                    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
                    current === lng
                      ? 'border-brand-700 bg-brand-700 text-white'
                      : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-50',
                  )}
                >
                  {t(`language.${lng}`)}
                </button>
              ))}
            </div>
          </section>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
