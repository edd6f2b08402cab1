import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFixedI18n } from '../../../i18n/fixed-i18n';
import { createPageMetaCollector, PageMetaProvider } from '../../../lib/page-meta';
import { HomePage, wantsPortfolio } from './home-page';
import { SHOWCASE_PROJECTS } from './showcase-projects';
import { StatsSection } from './stats-section';

const ALL_NAMES = SHOWCASE_PROJECTS.map((project) => project.name);

function renderHome(lang: 'cs' | 'en', url = '/') {
  const meta = createPageMetaCollector();
  const result = render(
    <PageMetaProvider collector={meta}>
      <I18nextProvider i18n={createFixedI18n(lang)}>
        <MemoryRouter initialEntries={[url]}>
          <HomePage />
        </MemoryRouter>
      </I18nextProvider>
    </PageMetaProvider>,
  );
  return { ...result, meta };
}

/** Names of the project cards a visitor can currently see (exiting cards are hidden from assistive tech). */
function visibleProjectNames(): string[] {
  const portfolio = document.getElementById('portfolio');
  if (!portfolio) throw new Error('no #portfolio section');
  return within(portfolio)
    .queryAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent ?? '');
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('HomePage', () => {
  it('renders the hero, sections and final counter values without IntersectionObserver or matchMedia', () => {
    expect(window.IntersectionObserver).toBeUndefined();
    const { meta } = renderHome('cs');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Weby, design a marketing');
    expect(screen.getByRole('link', { name: /Ceník/ })).toHaveAttribute('href', '/pricing');
    expect(screen.getByRole('link', { name: /Nezávazná konzultace/ })).toHaveAttribute('href', '/contact');
    expect(screen.getByRole('link', { name: 'Vývoj webu' })).toHaveAttribute('href', '/services/web-development');
    expect(screen.getByRole('link', { name: 'Správa sociálních médií' })).toHaveAttribute('href', '/services/social-media');
    for (const value of ['10+', '40+', '5+']) expect(screen.getByText(value)).toBeInTheDocument();
    expect(document.getElementById('portfolio')?.tagName).toBe('SECTION');
    expect(document.getElementById('portfolio-title')).toHaveTextContent('Portfolio');
    expect(screen.getAllByRole('button', { name: /^Zjistit více/ })).toHaveLength(6);
    expect(screen.getByRole('heading', { name: 'Řešení na míru' })).toBeInTheDocument();

    const collected = meta.current();
    expect(collected?.title).toBe('Tvorba webů, design, sociální sítě a marketing v Olomouci');
    expect(collected?.jsonLd?.[0]).toMatchObject({
      '@type': 'ProfessionalService',
      name: 'Lipa Digital',
      address: { '@type': 'PostalAddress', streetAddress: 'Horní náměstí 12', addressLocality: 'Olomouc' },
    });
  });

  it('uses English texts and /en links in English, with the spec titles of Why Choose Us', () => {
    renderHome('en', '/en');
    expect(screen.getByRole('link', { name: /Pricing/ })).toHaveAttribute('href', '/en/pricing');
    expect(screen.getByRole('link', { name: 'Web Development' })).toHaveAttribute('href', '/en/services/web-development');
    const titles = [
      'Tailored Solutions',
      'Bilingual Expertise',
      'Full-Service Agency',
      'Modern Technology',
      'Local Understanding',
      'Proven Track Record',
    ];
    for (const title of titles) expect(screen.getByRole('heading', { level: 3, name: title })).toBeInTheDocument();
    const filters = within(screen.getByRole('group', { name: 'Filter projects by service' })).getAllByRole('button');
    expect(filters.map((b) => b.textContent)).toEqual(['Web Development', 'Design', 'Social Media', 'Marketing']);
  });

  it('filters projects by the union of the selected services, with aria-pressed toggles', async () => {
    const user = userEvent.setup();
    renderHome('cs');
    expect(visibleProjectNames()).toEqual(ALL_NAMES);
    const group = screen.getByRole('group', { name: 'Filtrovat projekty podle služby' });
    expect(within(group).getAllByRole('button').map((b) => b.textContent)).toEqual([
      'Vývoj webu',
      'Design',
      'Správa sociálních médií',
      'Marketing',
    ]);

    const marketing = within(group).getByRole('button', { name: 'Marketing' });
    expect(marketing).toHaveAttribute('aria-pressed', 'false');
    await user.click(marketing);
    expect(marketing).toHaveAttribute('aria-pressed', 'true');
    expect(visibleProjectNames()).toEqual(['Vlna & Len', 'Ostrá břitva Barbershop', 'Lipa Digital']);

    await user.click(within(group).getByRole('button', { name: 'Správa sociálních médií' }));
    expect(visibleProjectNames()).toEqual([
      'Bistro Na Kopečku',
      'Vlna & Len',
      'Hanácký kotel',
      'Ostrá břitva Barbershop',
      'Lipa Digital',
    ]);

    await user.click(marketing);
    expect(marketing).toHaveAttribute('aria-pressed', 'false');
    expect(visibleProjectNames()).toEqual(['Bistro Na Kopečku', 'Vlna & Len', 'Hanácký kotel', 'Lipa Digital']);

    // Exiting cards leave the DOM once their animation is over.
    await waitFor(() => expect(screen.queryByText('Tereza Málková Fotografie')).not.toBeInTheDocument());

    await user.click(within(group).getByRole('button', { name: 'Správa sociálních médií' }));
    expect(visibleProjectNames()).toEqual(ALL_NAMES);
  });

  it("'view more' opens a dialog with the project link, Challenge, Solution and services", async () => {
    const user = userEvent.setup();
    renderHome('en', '/en');
    const viewMore = screen.getByRole('button', { name: 'View more: Hanácký kotel' });
    await user.click(viewMore);
    const dialog = await screen.findByRole('dialog', { name: 'Hanácký kotel' });
    const link = within(dialog).getByRole('link', { name: /Visit website/ });
    expect(link).toHaveAttribute('href', 'https://www.hanackykotel.cz');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(dialog).getByRole('heading', { name: 'Challenge' })).toBeInTheDocument();
    expect(within(dialog).getByText(/organised away trips through dozens of group chats/)).toBeInTheDocument();
    expect(within(dialog).getByRole('heading', { name: 'Solution' })).toBeInTheDocument();
    expect(within(dialog).getByRole('heading', { name: 'Services provided' })).toBeInTheDocument();
    expect(within(dialog).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Web Development', 'Social Media']);

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(viewMore).toHaveFocus();
  });

  it("'Learn more' opens the longer details of a Why Choose Us item", async () => {
    const user = userEvent.setup();
    renderHome('cs');
    await user.click(screen.getByRole('button', { name: 'Zjistit více: Znalost místního trhu' }));
    const dialog = await screen.findByRole('dialog', { name: 'Znalost místního trhu' });
    expect(within(dialog).getByText(/Horním náměstí/)).toBeInTheDocument();
  });

  it('scrolls to the portfolio title 100 ms after the page shows when the URL asks for it', () => {
    expect(wantsPortfolio('?section=portfolio', '')).toBe(true);
    expect(wantsPortfolio('', '#portfolio')).toBe(true);
    expect(wantsPortfolio('?section=blog', '#top')).toBe(false);

    vi.useFakeTimers();
    const scrollIntoView = vi.fn();
    Element.prototype.scrollIntoView = scrollIntoView; // jsdom has no scrollIntoView
    renderHome('cs', '/?section=portfolio');
    act(() => vi.advanceTimersByTime(99));
    expect(scrollIntoView).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' });
    expect(scrollIntoView.mock.contexts[0]).toBe(document.getElementById('portfolio-title'));
    Reflect.deleteProperty(Element.prototype, 'scrollIntoView');
  });
});

describe('StatsSection', () => {
  type Callback = (entries: { isIntersecting: boolean }[]) => void;

  function stubObserver() {
    const observers: { callback: Callback; disconnect: ReturnType<typeof vi.fn> }[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        disconnect = vi.fn();
        constructor(callback: Callback) {
          observers.push({ callback, disconnect: this.disconnect });
        }
        observe() {}
      },
    );
    return observers;
  }

  function renderStats() {
    return render(
      <I18nextProvider i18n={createFixedI18n('en')}>
        <StatsSection />
      </I18nextProvider>,
    );
  }

  it('shows the final values first, then counts up from 0 once the section is in view', () => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'performance'] });
    const observers = stubObserver();
    renderStats();
    expect(screen.getByText('40+')).toBeInTheDocument();
    const last = observers.at(-1)!;
    act(() => last.callback([{ isIntersecting: true }]));
    expect(last.disconnect).toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(32));
    expect(screen.getAllByText('0+')).toHaveLength(3);
    act(() => vi.advanceTimersByTime(3000));
    for (const value of ['10+', '40+', '5+']) expect(screen.getByText(value)).toBeInTheDocument();
  });

  it('does not animate with prefers-reduced-motion', () => {
    const observers = stubObserver();
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce'), media: query }));
    renderStats();
    expect(observers).toHaveLength(0);
    for (const value of ['10+', '40+', '5+']) expect(screen.getByText(value)).toBeInTheDocument();
  });
});
