import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderPublicPage } from '@/client/test/render-public-page';
import { DEFAULT_AGENCY_PROFILE as AGENCY, phoneHref } from '@/shared/schemas/agency-profile';
import { officeClock } from '@/shared/dates';
import { unprefixedPath, languageOfPath } from '@/shared/site-paths';
import { PublicLayout } from '../public-layout';
import { DRAWER, NAV_MENU, PAGE_FADE_MS, PORTFOLIO_TITLE_ID } from './layout-constants';

function Page({ name }: { name: string }) {
  return (
    <main id="main">
      <h1>{name}</h1>
      {name === 'home' ? <h2 id={PORTFOLIO_TITLE_ID}>Portfolio</h2> : null}
    </main>
  );
}

/** Renders the layout as the server does for this URL; the header is an island, so it is interactive here too. */
function renderLayout(url: string) {
  const page = unprefixedPath(url);
  return renderPublicPage(
    <PublicLayout>
      <Page name={page === '/' ? 'home' : page.slice(1)} />
    </PublicLayout>,
    { lang: languageOfPath(url), path: page },
  );
}

/** Links are plain anchors (public pages are separate documents): record where a click would go instead. */
let followed: string[] = [];
function recordNavigation(event: MouseEvent) {
  const link = (event.target as Element).closest('a');
  if (!link || event.defaultPrevented) return;
  followed.push(link.getAttribute('href') ?? '');
  event.preventDefault();
}

const originalScrollIntoView = Element.prototype.scrollIntoView;

beforeEach(() => {
  followed = [];
  document.addEventListener('click', recordNavigation);
});

afterEach(() => {
  document.removeEventListener('click', recordNavigation);
  Element.prototype.scrollIntoView = originalScrollIntoView;
  vi.restoreAllMocks();
});

describe('layout constants (docs/product/rules.md#layout-and-timing)', () => {
  it('keeps the spec numbers', () => {
    expect(NAV_MENU).toMatchObject({
      delayDurationMs: 200,
      skipDelayDurationMs: 300,
      closeDelayMs: 150,
      panelMinWidthPx: 400,
      panelMaxWidthPx: 500,
    });
    expect(DRAWER).toEqual({ widthPx: 300, widthSmPx: 400 });
    expect(PAGE_FADE_MS).toBe(300);
  });

});

describe('mobile drawer', () => {
  it('opens, shows the collapsible services, and closes when a link is chosen', async () => {
    const user = userEvent.setup();
    renderLayout('/about');
    const trigger = screen.getByRole('button', { name: 'Otevřít menu' });
    await user.click(trigger);
    // The drawer's code loads on the first tap.
    const dialog = await screen.findByRole('dialog', { name: 'Menu' });
    expect(dialog.style.getPropertyValue('--drawer-w')).toBe('300px');
    expect(dialog.style.getPropertyValue('--drawer-w-sm')).toBe('400px');

    // Services are collapsed until asked for.
    expect(within(dialog).queryByRole('link', { name: 'Vývoj webu' })).not.toBeInTheDocument();
    const services = within(dialog).getByRole('button', { name: 'Služby' });
    expect(services).toHaveAttribute('aria-expanded', 'false');
    await user.click(services);
    expect(services).toHaveAttribute('aria-expanded', 'true');
    expect(within(dialog).getByRole('link', { name: 'Vývoj webu' })).toHaveAttribute('href', '/services/web-development');
    expect(within(dialog).getByRole('link', { name: 'Design' })).toHaveAttribute('href', '/services/design');
    expect(within(dialog).getByRole('link', { name: 'Správa sociálních médií' })).toHaveAttribute('href', '/services/social-media');
    expect(within(dialog).getByRole('link', { name: 'Marketing' })).toHaveAttribute('href', '/services/marketing');
    expect(within(dialog).getByRole('link', { name: 'Portfolio' })).toHaveAttribute('href', '/#portfolio');
    expect(within(dialog).getByRole('link', { name: 'O nás' })).toHaveAttribute('aria-current', 'page');
    expect(within(dialog).getByRole('link', { name: 'Čeština' })).toHaveAttribute('aria-current', 'true');
    expect(within(dialog).getByRole('link', { name: 'English' })).toHaveAttribute('href', '/en/about');
    expect(within(dialog).getByRole('link', { name: 'English' })).not.toHaveAttribute('aria-current');

    await user.click(within(dialog).getByRole('link', { name: 'Ceník' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(followed).toEqual(['/pricing']);
  });

  it('closes when a service link is chosen, and with Escape returns focus to the menu button', async () => {
    const user = userEvent.setup();
    renderLayout('/en/about');
    const trigger = screen.getByRole('button', { name: 'Open menu' });
    await user.click(trigger);
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Services' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('link', { name: 'Design' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(followed).toEqual(['/en/services/design']);

    await user.click(trigger);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(trigger).toHaveFocus();
  });

  it('on the home page Portfolio closes the drawer and scrolls smoothly to the portfolio title', async () => {
    const scrollIntoView = vi.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    const user = userEvent.setup();
    renderLayout('/');
    await user.click(screen.getByRole('button', { name: 'Otevřít menu' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('link', { name: 'Portfolio' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' }));
    expect(scrollIntoView.mock.contexts[0]).toBe(document.getElementById(PORTFOLIO_TITLE_ID));
    expect(followed).toEqual([]);
  });
});

describe('desktop header', () => {
  it('opens the Services dropdown from the keyboard with the four service links', async () => {
    const user = userEvent.setup();
    renderLayout('/en/about');
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    const trigger = within(nav).getByRole('button', { name: 'Services' });
    trigger.focus();
    await user.keyboard('{Enter}');
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const links = ['Web development', 'Design', 'Social media', 'Marketing'].map((name) =>
      within(nav).getByRole('link', { name: new RegExp(`^${name}`) }).getAttribute('href'),
    );
    expect(links).toEqual([
      '/en/services/web-development',
      '/en/services/design',
      '/en/services/social-media',
      '/en/services/marketing',
    ]);
    await user.click(within(nav).getByRole('link', { name: /^Design/ }));
    expect(followed).toEqual(['/en/services/design']);
  });

  it('links Portfolio to the home anchor from other pages (full page load: a plain anchor)', () => {
    renderLayout('/about');
    const nav = screen.getByRole('navigation', { name: 'Hlavní navigace' });
    expect(within(nav).getByRole('link', { name: 'Portfolio' })).toHaveAttribute('href', '/#portfolio');
    expect(within(nav).getByRole('link', { name: 'Ceník' })).toHaveAttribute('href', '/pricing');
    expect(within(nav).getByRole('link', { name: 'O nás' })).toHaveAttribute('aria-current', 'page');
  });

  it('uses /en#portfolio in English and smooth-scrolls on the home page', async () => {
    const scrollIntoView = vi.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    const user = userEvent.setup();
    renderLayout('/en');
    const link = within(screen.getByRole('navigation', { name: 'Main navigation' })).getByRole('link', { name: 'Portfolio' });
    expect(link).toHaveAttribute('href', '/en#portfolio');
    await user.click(link);
    expect(scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' });
    expect(followed).toEqual([]);
  });

  it('has a skip link, the logo linking home and the language dropdown', () => {
    renderLayout('/en/about');
    expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveAttribute('href', '#main');
    expect(within(screen.getByRole('banner')).getByRole('link', { name: 'Lipa Digital – home page' })).toHaveAttribute(
      'href',
      '/en',
    );
    expect(screen.getByRole('button', { name: 'EN – Language: English' })).toBeInTheDocument();
  });

  it('the language dropdown lists both languages as links to this page, and closes with Escape', async () => {
    const user = userEvent.setup();
    renderLayout('/en/pricing');
    const button = screen.getByRole('button', { name: 'EN – Language: English' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const czech = screen.getByRole('link', { name: 'Čeština' });
    expect(czech).toHaveAttribute('href', '/pricing');
    expect(czech).toHaveAttribute('lang', 'cs');
    expect(screen.getByRole('link', { name: 'English' })).toHaveAttribute('aria-current', 'true');
    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'Čeština' })).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  it('is the only island of the layout, with the texts it needs and nothing else', () => {
    const { islands } = renderLayout('/about');
    const [header, ...others] = islands.list();
    expect(others).toEqual([]);
    expect(header?.name).toBe('site-header');
    expect(Object.keys(header?.texts ?? {}).sort()).toEqual(['common', 'language', 'nav']);
    expect(screen.queryByText(/^(nav|language|common)\./)).not.toBeInTheDocument();
  });
});

describe('footer', () => {
  it('has services, quick links, contact details and the current year', () => {
    renderLayout('/about');
    const footer = screen.getByRole('contentinfo');
    const services = within(footer).getByRole('navigation', { name: 'Služby' });
    expect(within(services).getByRole('link', { name: 'Tvorba loga' })).toHaveAttribute('href', '/services/logo-design');
    expect(within(services).getAllByRole('link')).toHaveLength(5);
    const quick = within(footer).getByRole('navigation', { name: 'Rychlé odkazy' });
    expect(within(quick).getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual([
      '/#portfolio',
      '/pricing',
      '/blog',
      '/about',
      '/contact',
    ]);
    expect(within(footer).getByRole('link', { name: AGENCY.email })).toHaveAttribute('href', `mailto:${AGENCY.email}`);
    expect(within(footer).getByRole('link', { name: AGENCY.phone })).toHaveAttribute('href', phoneHref(AGENCY.phone));
    expect(footer).toHaveTextContent(`${AGENCY.street}${AGENCY.postalCode} ${AGENCY.city}`);
    expect(footer).toHaveTextContent(`© ${officeClock(new Date()).year} ${AGENCY.name}. Všechna práva vyhrazena.`);
  });

  it("shows Prague's year: at 23:30 UTC on New Year's Eve it is already the next one there", () => {
    const savedZone = process.env.TZ;
    process.env.TZ = 'UTC';
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-12-31T23:30:00Z') });
    try {
      renderLayout('/about');
      expect(screen.getByRole('contentinfo')).toHaveTextContent(`© 2027 ${AGENCY.name}.`);
    } finally {
      vi.useRealTimers();
      if (savedZone === undefined) delete process.env.TZ;
      else process.env.TZ = savedZone;
    }
  });
});
