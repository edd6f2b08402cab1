import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PublicPortfolioItem } from '@/shared/api-types';
import { counterValues, renderHome } from './home-page-test-support';
import { BLANK_PORTFOLIO_TEXTS } from '@/shared/schemas/portfolio-item';
import { INITIAL_FEATURED } from '@/client/test/initial-content';

const ALL_NAMES = INITIAL_FEATURED.map((project) => project.title);

/** An item featured in the back office, as the server loads it for the home page. */
const FEATURED: PublicPortfolioItem = {
  id: 7,
  title: 'Pekárna U Mlýna',
  description: 'Web řemeslné pekárny s denní nabídkou.',
  imageUrl: '/uploads/pekarna.png',
  category: 'marketing',
  link: null,
  translations: {
    cs: { title: 'Pekárna U Mlýna', description: 'Web řemeslné pekárny s denní nabídkou.', challenge: '', solution: '' },
    en: BLANK_PORTFOLIO_TEXTS,
  },
  services: ['marketing'],
  position: 1,
  image: null,
  createdAt: '2026-10-01T10:00:00.000Z',
};

/** Names of the project cards a visitor can currently see (exiting cards are hidden from assistive tech). */
function visibleProjectNames(): string[] {
  const portfolio = document.getElementById('portfolio');
  if (!portfolio) throw new Error('no #portfolio section');
  return within(portfolio)
    .queryAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent ?? '');
}

/** A text branch an island forgot to ask for shows as its key ('home.portfolio.viewMore'): none may be on screen. */
function expectNoRawTextKeys() {
  const textNodes: string[] = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  while (walker.nextNode()) textNodes.push(walker.currentNode.textContent ?? '');
  const shown = [
    ...textNodes,
    ...Array.from(document.querySelectorAll('[aria-label]'), (el) => el.getAttribute('aria-label') ?? ''),
    ...Array.from(document.querySelectorAll('img[alt]'), (el) => el.getAttribute('alt') ?? ''),
  ];
  for (const text of shown) expect(text).not.toMatch(/\b(?:home|common)\.[a-z]/i);
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  window.history.replaceState(null, '', '/');
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
    expect(counterValues()).toEqual(['10+', '40+', '5+']);
    expect(screen.getByText('Spokojených klientů')).toBeInTheDocument();
    expect(document.getElementById('portfolio')?.tagName).toBe('SECTION');
    expect(document.getElementById('portfolio-title')).toHaveTextContent('Portfolio');
    expect(document.getElementById('portfolio')).toContainElement(document.getElementById('portfolio-title'));
    expect(screen.getAllByRole('button', { name: /^Zjistit více/ })).toHaveLength(6);
    expect(screen.getByRole('heading', { name: 'Řešení na míru' })).toBeInTheDocument();
    expectNoRawTextKeys();

    const collected = meta.current();
    expect(collected?.title).toBe('Tvorba webů, design, sociální sítě a marketing v Olomouci');
    // The agency's structured data is given the site's origin (its url and logo are absolute).
    const agency = collected?.jsonLd?.[0];
    expect(typeof agency === 'function' ? agency('https://lipa.example') : agency).toMatchObject({
      '@type': 'ProfessionalService',
      name: 'Lipa Digital',
      url: 'https://lipa.example/',
      openingHoursSpecification: [{ '@type': 'OpeningHoursSpecification', dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], opens: '09:00', closes: '17:00' }],
      address: { '@type': 'PostalAddress', streetAddress: 'Horní náměstí 12', addressLocality: 'Olomouc' },
    });
  });

  it('uses English texts and /en links in English, with the spec titles of Why Choose Us', () => {
    renderHome('en');
    expect(screen.getByRole('link', { name: /Pricing/ })).toHaveAttribute('href', '/en/pricing');
    expect(screen.getByRole('link', { name: 'Web Development' })).toHaveAttribute('href', '/en/services/web-development');
    expect(screen.getByRole('link', { name: 'Book a consultation' })).toHaveAttribute('href', '/en/contact');
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
    expect(screen.getByText('Completed projects')).toBeInTheDocument();
    expectNoRawTextKeys();
  });

  it('puts exactly the three islands on the page, with JSON props and only the texts they use', () => {
    const { islands } = renderHome('cs', [FEATURED]);
    const records = islands.list();
    expect(records.map((record) => record.name)).toEqual(['stats-counters', 'portfolio', 'why-choose-us']);
    expect(Array.from(document.querySelectorAll('[data-island]'), (el) => el.getAttribute('data-island'))).toEqual([
      '0',
      '1',
      '2',
    ]);
    for (const record of records) {
      expect(JSON.parse(JSON.stringify(record.props))).toEqual(record.props);
      expect(JSON.parse(JSON.stringify(record.texts))).toEqual(record.texts);
      // No island ships the page's static texts.
      for (const branch of ['meta', 'hero', 'services', 'process']) expect(record.texts.home).not.toHaveProperty(branch);
    }
    // The featured item reaches the browser with just what the card and its dialog show (no createdAt or position;
    // the texts once, in translations; the category only as the services it stands for).
    const { createdAt: _createdAt, position: _position, title: _title, description: _description, category: _category, ...shown } = FEATURED;
    expect(records[1]!.props).toEqual({ featured: [shown] });
    expect(records[0]!.props).toEqual({});
    expect(records[2]!.props).toEqual({});
  });

  it('shows featured back-office items after the six initial projects', async () => {
    const user = userEvent.setup();
    renderHome('cs', [...INITIAL_FEATURED, FEATURED]);
    expect(visibleProjectNames()).toEqual([...ALL_NAMES, 'Pekárna U Mlýna']);
    await user.click(screen.getByRole('button', { name: 'Design' }));
    await waitFor(() => expect(screen.queryByText('Pekárna U Mlýna')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Design' }));
    await user.click(screen.getByRole('button', { name: 'Marketing' }));
    expect(visibleProjectNames()).toEqual(['Vlna & Len', 'Ostrá břitva Barbershop', 'Lipa Digital', 'Pekárna U Mlýna']);

    // An item without a link or a story: its dialog has neither.
    await user.click(screen.getByRole('button', { name: 'Zobrazit více: Pekárna U Mlýna' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pekárna U Mlýna' });
    expect(within(dialog).getByText('Web řemeslné pekárny s denní nabídkou.')).toBeInTheDocument();
    expect(within(dialog).queryByRole('link')).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('heading', { name: 'Výzva' })).not.toBeInTheDocument();
    expect(within(dialog).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Marketing']);
  });

  it('filters projects by the union of the selected services, with aria-pressed toggles and check icons', async () => {
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
    expect(marketing.querySelector('svg')).toBeNull();
    await user.click(marketing);
    expect(marketing).toHaveAttribute('aria-pressed', 'true');
    expect(marketing.querySelector('svg')).not.toBeNull();
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
    expect(marketing.querySelector('svg')).toBeNull();
    expect(visibleProjectNames()).toEqual(['Bistro Na Kopečku', 'Vlna & Len', 'Hanácký kotel', 'Lipa Digital']);

    // Exiting cards leave the DOM once their animation is over.
    await waitFor(() => expect(screen.queryByText('Tereza Málková Fotografie')).not.toBeInTheDocument());

    await user.click(within(group).getByRole('button', { name: 'Správa sociálních médií' }));
    expect(visibleProjectNames()).toEqual(ALL_NAMES);
  });

  it("'view more' opens a dialog with the project link, Challenge, Solution and services; focus returns on close", async () => {
    const user = userEvent.setup();
    renderHome('en');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const viewMore = screen.getByRole('button', { name: 'View more: Hanácký kotel' });
    await user.click(viewMore);
    const dialog = await screen.findByRole('dialog', { name: 'Hanácký kotel' });
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    const link = within(dialog).getByRole('link', { name: /Visit website/ });
    expect(link).toHaveAttribute('href', 'https://www.hanackykotel.cz');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link).toHaveTextContent('(opens in a new tab)');
    expect(within(dialog).getByRole('heading', { name: 'Challenge' })).toBeInTheDocument();
    expect(within(dialog).getByText(/organised away trips through dozens of group chats/)).toBeInTheDocument();
    expect(within(dialog).getByRole('heading', { name: 'Solution' })).toBeInTheDocument();
    expect(within(dialog).getByRole('heading', { name: 'Services provided' })).toBeInTheDocument();
    expect(within(dialog).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Web Development', 'Social Media']);
    expectNoRawTextKeys();

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(viewMore).toHaveFocus();

    // Escape closes it too, and focus again returns to the button that opened it.
    const another = screen.getByRole('button', { name: 'View more: Lipa Digital' });
    await user.click(another);
    await screen.findByRole('dialog', { name: 'Lipa Digital' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(another).toHaveFocus();
  });

  it("'Learn more' opens the longer details of a Why Choose Us item; focus returns on close", async () => {
    const user = userEvent.setup();
    renderHome('cs');
    const learnMore = screen.getByRole('button', { name: 'Zjistit více: Znalost místního trhu' });
    await user.click(learnMore);
    const dialog = await screen.findByRole('dialog', { name: 'Znalost místního trhu' });
    expect(within(dialog).getByText(/Horním náměstí/)).toBeInTheDocument();
    expectNoRawTextKeys();
    await user.click(within(dialog).getByRole('button', { name: 'Zavřít' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(learnMore).toHaveFocus();
  });
});
