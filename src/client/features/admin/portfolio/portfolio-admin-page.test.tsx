import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminPortfolioItem } from '@/shared/api-types';
import type { Language } from '@/shared/constants';
import { formatDateTime } from '@/shared/dates';
import { jsonResponse, listResponse, stubFetch, type FetchMock } from '@/client/test/fetch-stub';
import { renderAdminScreen } from '@/client/test/render-admin-screen';
import { PortfolioAdminPage } from './portfolio-admin-page';

const BLANK = { title: '', description: '', challenge: '', solution: '' };
/** The Czech texts (title, description) of an item without a story or English texts. */
const czech = (title: string, description: string) => ({ translations: { cs: { ...BLANK, title, description }, en: BLANK } });

const ITEMS: AdminPortfolioItem[] = [
  {
    id: 3,
    title: 'Pekárna U Lípy',
    description: 'Web s objednávkami',
    imageUrl: '/images/food.svg',
    category: 'web',
    link: 'https://pekarna.example.cz',
    projectId: 9,
    featured: false,
    ...czech('Pekárna U Lípy', 'Web s objednávkami'),
    services: ['web'],
    position: 2,
    createdAt: '2026-11-03T14:00:00.000Z',
  },
  {
    id: 2,
    title: 'Salon Lucie',
    description: 'Logo a identita',
    imageUrl: '/images/salon.svg',
    category: 'social',
    link: null,
    projectId: null,
    featured: true,
    ...czech('Salon Lucie', 'Logo a identita'),
    services: ['social'],
    position: 1,
    createdAt: '2026-10-03T14:00:00.000Z',
  },
];

let fetchMock: FetchMock;
beforeEach(() => {
  fetchMock = stubFetch(async (raw, init) => {
    const url = new URL(raw, 'http://localhost');
    const method = init?.method ?? 'GET';
    if (method === 'GET') return listResponse(ITEMS);
    const id = Number(/\/api\/admin\/portfolio\/(\d+)/.exec(url.pathname)?.[1]);
    const item = ITEMS.find((i) => i.id === id);
    if (method === 'PATCH' || method === 'PUT') return jsonResponse(200, { ...item, ...(JSON.parse(String(init?.body)) as object) });
    if (method === 'POST') return jsonResponse(201, { ...ITEMS[0], id: 10, ...(JSON.parse(String(init?.body)) as object) });
    if (method === 'DELETE') return new Response(null, { status: 204 });
    return jsonResponse(500, { message: 'unexpected' });
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const renderPage = (lang: Language = 'cs') => renderAdminScreen(<PortfolioAdminPage />, { lang, url: '/admin/portfolio' });

const calls = (method: string) => fetchMock.mock.calls.filter(([, init]) => (init?.method ?? 'GET') === method);
const sent = (method: string, n = 0) => JSON.parse(String(calls(method)[n]![1]?.body)) as Record<string, unknown>;

describe('PortfolioAdminPage', () => {
  it('shows a spinner, then the table with translated category, featured state, date and link', async () => {
    renderPage('cs');
    expect(screen.getByRole('status')).toHaveTextContent('Načítání…');
    const table = await screen.findByRole('table', { name: 'Položky portfolia' });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Název', 'Kategorie', 'Doporučené', 'Pořadí', 'Datum', 'Akce']);
    const bakery = within(table).getByRole('row', { name: /Pekárna U Lípy/ });
    expect(within(bakery).getByText('Vývoj webu')).toBeInTheDocument();
    expect(within(bakery).getByText(formatDateTime('2026-11-03T14:00:00.000Z', 'cs'))).toBeInTheDocument();
    expect(within(bakery).getByRole('button', { name: 'Doporučit – Pekárna U Lípy' })).toHaveAttribute('aria-pressed', 'false');
    const link = within(bakery).getByRole('link', { name: 'Odkaz – Pekárna U Lípy' });
    expect(link).toHaveAttribute('href', 'https://pekarna.example.cz');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    const salon = within(table).getByRole('row', { name: /Salon Lucie/ });
    expect(within(salon).getByText('Správa sociálních médií')).toBeInTheDocument();
    expect(within(salon).getByRole('button', { name: 'Doporučit – Salon Lucie' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(salon).queryByRole('link')).not.toBeInTheDocument();
  });

  it('the featured toggle sends PATCH /featured with the opposite value', async () => {
    const user = userEvent.setup();
    renderPage('en');
    await user.click(await screen.findByRole('button', { name: 'Feature – Pekárna U Lípy' }));
    expect(await screen.findByText('The item is now featured')).toBeInTheDocument();
    expect(calls('PATCH')[0]![0]).toBe('/api/admin/portfolio/3/featured');
    expect(sent('PATCH')).toEqual({ featured: true });

    await waitFor(() => expect(screen.getByRole('button', { name: 'Feature – Salon Lucie' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Feature – Salon Lucie' }));
    expect(await screen.findByText('The item is no longer featured')).toBeInTheDocument();
    expect(sent('PATCH', 1)).toEqual({ featured: false });
  });

  it('creates an item from the form', async () => {
    const user = userEvent.setup();
    renderPage('en');
    await user.click(await screen.findByRole('button', { name: 'Add new item' }));
    const dialog = await screen.findByRole('dialog', { name: 'New portfolio item' });
    await user.type(within(dialog).getByLabelText('Title'), 'Vinotéka');
    await user.type(within(dialog).getByLabelText('Description'), 'E-shop s vínem');
    await user.type(within(dialog).getByLabelText('Image URL'), '/images/wine.svg');
    await user.selectOptions(within(dialog).getByLabelText('Category'), 'marketing');
    await user.type(within(dialog).getByLabelText('Project link (optional)'), 'ftp://wine');
    await user.click(within(dialog).getByRole('button', { name: 'Add item' }));
    expect(await within(dialog).findByText('Must be a web address starting with http:// or https://')).toBeInTheDocument();
    expect(calls('POST')).toHaveLength(0);

    await user.clear(within(dialog).getByLabelText('Project link (optional)'));
    await user.type(within(dialog).getByLabelText('Project link (optional)'), 'https://vinoteka.example.cz');
    await user.click(within(dialog).getByLabelText('Featured item (shown on the website)'));
    await user.click(within(dialog).getByRole('button', { name: 'Add item' }));
    expect(await screen.findByText('Portfolio item created successfully')).toBeInTheDocument();
    expect(calls('POST')[0]![0]).toBe('/api/admin/portfolio');
    expect(sent('POST')).toEqual({
      ...czech('Vinotéka', 'E-shop s vínem'),
      imageUrl: '/images/wine.svg',
      category: 'marketing',
      link: 'https://vinoteka.example.cz',
      projectId: null,
      featured: true,
      services: [],
    });
  });

  it('editing keeps the linked project and PUTs the item', async () => {
    const user = userEvent.setup();
    renderPage('cs');
    await user.click(await screen.findByRole('button', { name: 'Upravit – Pekárna U Lípy' }));
    const dialog = await screen.findByRole('dialog', { name: 'Upravit položku portfolia' });
    expect(within(dialog).getByLabelText('Kategorie')).toHaveValue('web');
    await user.clear(within(dialog).getByLabelText('Název'));
    await user.type(within(dialog).getByLabelText('Název'), 'Pekárna Lípa');
    await user.click(within(dialog).getByRole('button', { name: 'Uložit změny' }));
    expect(await screen.findByText('Položka portfolia byla úspěšně upravena')).toBeInTheDocument();
    expect(calls('PUT')[0]![0]).toBe('/api/admin/portfolio/3');
    expect(sent('PUT')).toMatchObject({ ...czech('Pekárna Lípa', 'Web s objednávkami'), projectId: 9, link: 'https://pekarna.example.cz', featured: false });
  });

  it('deletes after confirmation', async () => {
    const user = userEvent.setup();
    renderPage('en');
    await user.click(await screen.findByRole('button', { name: 'Delete – Salon Lucie' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Portfolio item deleted successfully')).toBeInTheDocument();
    expect(calls('DELETE')[0]![0]).toBe('/api/admin/portfolio/2');
  });
});
