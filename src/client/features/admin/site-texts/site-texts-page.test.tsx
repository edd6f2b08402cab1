/**
 * The list of the site's pages whose texts staff edit (issue 35 point 2): every page in the site's order, what was
 * changed of it in each language, the translations behind, and who published it last.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatDateTime } from '@/shared/dates';
import { SITE_PAGE_KEYS, type SitePageKey, type SitePageSummary } from '@/shared/site-texts/site-pages';
import { jsonResponse, stubFetch } from '@/client/test/fetch-stub';
import { renderAdminScreen } from '@/client/test/render-admin-screen';
import { inTimeZone } from '@/client/test/time-zone';
import { SiteTextsPage } from './site-texts-page';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

// A browser in New York: the times are still shown in Prague time.
inTimeZone('America/New_York');

const PUBLISHED_AT = '2026-11-30T10:14:00.000Z';
const summary = (page: SitePageKey, over: Partial<SitePageSummary> = {}): SitePageSummary => ({
  page,
  overridden: { cs: 0, en: 0 },
  behind: 0,
  updatedAt: null,
  updatedBy: null,
  ...over,
});
const SUMMARIES: SitePageSummary[] = SITE_PAGE_KEYS.map((page) =>
  page === 'home'
    ? summary('home', { overridden: { cs: 2, en: 0 }, behind: 2, updatedAt: PUBLISHED_AT, updatedBy: 'Jana Nováková' })
    : page === 'pricing'
      ? // Published, then put back to the code's texts.
        summary('pricing', { updatedAt: PUBLISHED_AT, updatedBy: 'Petr Svoboda' })
      : page === 'layout'
        ? summary('layout', { overridden: { cs: 1, en: 3 }, updatedAt: PUBLISHED_AT, updatedBy: 'Jana Nováková' })
        : summary(page),
);

const CS_NAMES = ['Úvodní stránka', 'Vývoj webu', 'Design', 'Tvorba loga', 'Sociální sítě', 'Marketing', 'Společné pro stránky služeb', 'Ceník', 'Blog', 'O nás', 'Kontakt', 'Hlavička a patička'];
const EN_NAMES = ['Home', 'Web development', 'Design', 'Logo design', 'Social media', 'Marketing', 'Shared by the service pages', 'Pricing', 'Blog', 'About', 'Contact', 'Header and footer'];

function serve(answer: () => Response = () => jsonResponse(200, SUMMARIES)) {
  return stubFetch(async (url) => (url === '/api/admin/site-texts' ? answer() : jsonResponse(404, { message: 'Not found' })));
}

const cards = async (list: string) => within(await screen.findByRole('list', { name: list })).getAllByRole('listitem');

describe('SiteTextsPage', () => {
  it('lists the twelve pages in the site\'s order, each a link to its editor (Czech)', async () => {
    const fetchMock = serve();
    renderAdminScreen(<SiteTextsPage />, { lang: 'cs', url: '/admin/site-texts' });
    expect(screen.getByRole('heading', { name: 'Texty webu', level: 1 })).toBeInTheDocument();
    const items = await cards('Stránky webu');
    expect(items).toHaveLength(12);
    expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual(CS_NAMES);
    expect(within(items[0]!).getByRole('link', { name: 'Úvodní stránka' })).toHaveAttribute('href', '/admin/site-texts/home');
    expect(within(items[1]!).getByRole('link', { name: 'Vývoj webu' })).toHaveAttribute('href', '/admin/site-texts/web-development');
    expect(within(items[11]!).getByRole('link', { name: 'Hlavička a patička' })).toHaveAttribute('href', '/admin/site-texts/layout');
    expect(items[11]).toHaveTextContent('Menu a patička všech stránek.');
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/api/admin/site-texts']);
  });

  it('says what was changed of each page, the translations behind and who published it when', async () => {
    serve();
    renderAdminScreen(<SiteTextsPage />, { lang: 'cs', url: '/admin/site-texts' });
    const [home, web, , , , , , pricing, , , , layout] = await cards('Stránky webu');
    const date = formatDateTime(PUBLISHED_AT, 'cs');
    // Prague time (UTC+1 in November), not the browser's.
    expect(date).toContain('11:14');

    expect(home).toHaveTextContent('Změněno: 2 česky, 0 anglicky');
    expect(home).not.toHaveTextContent('Původní texty');
    expect(home).toHaveTextContent('K aktualizaci překladu: 2');
    expect(home).toHaveTextContent(`Zveřejněno ${date} · Jana Nováková`);

    expect(web).toHaveTextContent('Původní texty');
    expect(web).not.toHaveTextContent('Změněno');
    expect(web).not.toHaveTextContent('K aktualizaci překladu');
    expect(web).toHaveTextContent('Zatím nezveřejněno');

    expect(pricing).toHaveTextContent('Původní texty');
    expect(pricing).toHaveTextContent(`Zveřejněno ${date} · Petr Svoboda`);
    expect(pricing).not.toHaveTextContent('Zatím nezveřejněno');

    expect(layout).toHaveTextContent('Změněno: 1 česky, 3 anglicky');
    expect(layout).not.toHaveTextContent('K aktualizaci překladu');
  });

  it('names the pages and their state in English', async () => {
    serve();
    renderAdminScreen(<SiteTextsPage />, { lang: 'en', url: '/admin/site-texts' });
    expect(screen.getByRole('heading', { name: 'Site texts', level: 1 })).toBeInTheDocument();
    const items = await cards('Pages of the site');
    expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual(EN_NAMES);
    expect(items[0]).toHaveTextContent('Changed: 2 in Czech, 0 in English');
    expect(items[0]).toHaveTextContent('Translations to update: 2');
    expect(items[0]).toHaveTextContent(`Published ${formatDateTime(PUBLISHED_AT, 'en')} · Jana Nováková`);
    expect(items[1]).toHaveTextContent('Original texts');
    expect(items[1]).toHaveTextContent('Not published yet');
  });

  it('says when the pages could not be loaded and loads them again', async () => {
    let fail = true;
    serve(() => (fail ? jsonResponse(500, { message: 'Internal error' }) : jsonResponse(200, SUMMARIES)));
    const user = userEvent.setup();
    renderAdminScreen(<SiteTextsPage />, { lang: 'cs', url: '/admin/site-texts' });
    expect(await screen.findByText('Data se nepodařilo načíst.', {}, { timeout: 10_000 })).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Zkusit znovu' }));
    expect(await cards('Stránky webu')).toHaveLength(12);
  });
});
