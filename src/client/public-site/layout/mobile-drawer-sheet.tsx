import { clsx } from 'clsx';
import { ChevronDown, X } from 'lucide-react';
import { Collapsible, Dialog } from 'radix-ui';
import { useId, useRef, useState, type CSSProperties } from 'react';
import { LANGUAGES } from '@/shared/constants';
import { PageLink } from '../page-link';
import { usePublicPage } from '../public-page';
import { LanguageLink } from './language-menu';
import { DRAWER } from './layout-constants';
import { HEADER_SERVICES, PAGE_LINKS } from './nav-items';
import { PortfolioLink } from './portfolio-link';

const drawerWidth = {
  '--drawer-w': `${DRAWER.widthPx}px`,
  '--drawer-w-sm': `${DRAWER.widthSmPx}px`,
} as CSSProperties;

const itemClass = clsx(
  'flex min-h-11 w-full items-center rounded-md px-3 text-base font-medium text-slate-800 transition-colors',
  'hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-600',
  'aria-[current=page]:bg-brand-50 aria-[current=page]:text-brand-800',
);

interface MobileDrawerSheetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where focus goes back to when the sheet closes (the menu button). */
  returnFocus: () => void;
}

/**
 * The drawer itself (Radix Dialog: focus trapped, Escape and the overlay close it), loaded on the first tap on the
 * menu button (mobile-drawer.tsx), so pages do not ship dialog code to visitors who never open it.
 */
export function MobileDrawerSheet({ open, onOpenChange, returnFocus }: MobileDrawerSheetProps) {
  const { t, lang } = usePublicPage();
  const [servicesOpen, setServicesOpen] = useState(false);
  const close = () => onOpenChange(false);
  const languageHeadingId = useId();
  // A scroll asked for while open (Portfolio on the home page) runs once the drawer is gone and the page unlocked.
  const pendingScroll = useRef<(() => void) | null>(null);
  const deferScroll = (scroll: () => void) => {
    pendingScroll.current = scroll;
  };

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="drawer-overlay fixed inset-0 z-40 bg-slate-950/50" />
        <Dialog.Content
          style={drawerWidth}
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocus();
            const scroll = pendingScroll.current;
            pendingScroll.current = null;
            if (scroll) window.requestAnimationFrame(scroll);
          }}
          className={clsx(
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
                  <Collapsible.Trigger className={clsx(itemClass, 'justify-between')}>
                    {t('nav.services')}
                    <ChevronDown
                      aria-hidden="true"
                      className={clsx('h-5 w-5 transition-transform duration-200', servicesOpen && 'rotate-180')}
                    />
                  </Collapsible.Trigger>
                  <Collapsible.Content>
                    <ul className="mb-1 ml-3 mt-1 space-y-1 border-l border-slate-200 pl-3">
                      {HEADER_SERVICES.map(({ key, path, icon: Icon }) => (
                        <li key={key}>
                          <PageLink to={path} onClick={close} className={clsx(itemClass, 'gap-3 text-[0.95rem]')}>
                            <Icon aria-hidden="true" className="h-4 w-4 shrink-0 text-brand-700" />
                            {t(`nav.serviceLinks.${key}.title`)}
                          </PageLink>
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
                  <PageLink to={path} onClick={close} className={itemClass}>
                    {t(`nav.${key}`)}
                  </PageLink>
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
                <LanguageLink
                  key={lng}
                  lng={lng}
                  className={clsx(
                    'inline-flex h-11 items-center justify-center rounded-md border text-sm font-medium transition-colors',
                    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
                    lang === lng
                      ? 'border-brand-700 bg-brand-700 text-white'
                      : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-50',
                  )}
                />
              ))}
            </div>
          </section>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
