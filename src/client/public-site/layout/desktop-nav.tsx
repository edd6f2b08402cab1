import { ChevronDown } from 'lucide-react';
import { NavigationMenu } from 'radix-ui';
import type { CSSProperties } from 'react';
import { clsx } from 'clsx';
import { PageLink } from '../page-link';
import { usePublicPage } from '../public-page';
import { NAV_MENU } from './layout-constants';
import { HEADER_SERVICES, PAGE_LINKS } from './nav-items';
import { PortfolioLink } from './portfolio-link';

export const navLinkClass = clsx(
  'inline-flex h-10 items-center rounded-md px-3 text-sm font-medium text-slate-700 transition-colors',
  'hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
  'aria-[current=page]:text-brand-700 aria-[current=page]:underline aria-[current=page]:decoration-2 aria-[current=page]:underline-offset-8',
);

const panelWidth = {
  '--nav-panel-min': `${NAV_MENU.panelMinWidthPx}px`,
  '--nav-panel-max': `${NAV_MENU.panelMaxWidthPx}px`,
} as CSSProperties;

/** Wide screens: Services dropdown, then the page links. Keyboard: Tab to the trigger, Enter/Space/↓ opens. */
export function DesktopNav({ className }: { className?: string }) {
  const { t, path: currentPath } = usePublicPage();
  return (
    <NavigationMenu.Root
      aria-label={t('nav.mainNavigation')}
      delayDuration={NAV_MENU.delayDurationMs}
      skipDelayDuration={NAV_MENU.skipDelayDurationMs}
      className={clsx('relative', className)}
    >
      <NavigationMenu.List className="flex items-center gap-1">
        <NavigationMenu.Item value="services" className="relative">
          <NavigationMenu.Trigger className={clsx(navLinkClass, 'group gap-1 data-[state=open]:bg-slate-100')}>
            {t('nav.services')}
            <ChevronDown
              aria-hidden="true"
              className="h-4 w-4 transition-transform duration-200 group-data-[state=open]:rotate-180"
            />
          </NavigationMenu.Trigger>
          <NavigationMenu.Content
            style={panelWidth}
            className={clsx(
              'absolute left-0 top-full z-50 mt-2 w-[var(--nav-panel-min)] xl:w-[var(--nav-panel-max)]',
              'rounded-lg border border-slate-200 bg-white p-3 shadow-xl',
            )}
          >
            <ul className="grid grid-cols-2 gap-1">
              {HEADER_SERVICES.map(({ key, path, icon: Icon }) => (
                <li key={key}>
                  <NavigationMenu.Link asChild active={path === currentPath}>
                    <PageLink
                      to={path}
                      className="flex h-full gap-3 rounded-md p-3 hover:bg-brand-50 focus-visible:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600"
                    >
                      <span className="flex h-9 w-9 shrink-0 items-center justify-center rounded-md bg-brand-100 text-brand-700">
                        <Icon aria-hidden="true" className="h-5 w-5" />
                      </span>
                      <span>
                        <span className="block text-sm font-semibold text-slate-900">{t(`nav.serviceLinks.${key}.title`)}</span>
                        <span className="mt-0.5 block text-xs leading-snug text-slate-600">
                          {t(`nav.serviceLinks.${key}.description`)}
                        </span>
                      </span>
                    </PageLink>
                  </NavigationMenu.Link>
                </li>
              ))}
            </ul>
          </NavigationMenu.Content>
        </NavigationMenu.Item>
        <NavigationMenu.Item>
          <NavigationMenu.Link asChild>
            <PortfolioLink className={navLinkClass}>{t('nav.portfolio')}</PortfolioLink>
          </NavigationMenu.Link>
        </NavigationMenu.Item>
        {PAGE_LINKS.map(({ key, path }) => (
          <NavigationMenu.Item key={key}>
            {/* Radix sets aria-current from `active`. */}
            <NavigationMenu.Link asChild active={path === currentPath}>
              <PageLink to={path} className={navLinkClass}>
                {t(`nav.${key}`)}
              </PageLink>
            </NavigationMenu.Link>
          </NavigationMenu.Item>
        ))}
      </NavigationMenu.List>
    </NavigationMenu.Root>
  );
}
