import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminBlogPost } from '@/shared/api-types';
import type { Language } from '@/shared/constants';
import { formatDateTime } from '@/shared/dates';
import { jsonResponse, listResponse, stubFetch, type FetchMock } from '@/client/test/fetch-stub';
import { renderAdminScreen } from '@/client/test/render-admin-screen';
import { BlogAdminPage } from './blog-admin-page';

const post = (id: number, title: string, slug: string, published: boolean): AdminBlogPost => ({
  id,
  title,
  content: '<p>x</p>',
  slug,
  imageUrl: null,
  publishedAt: published ? '2026-11-02T09:15:00.000Z' : null,
  translations: {},
  authorId: 1,
  published,
  createdAt: '2026-11-01T09:00:00.000Z',
  updatedAt: '2026-11-01T09:00:00.000Z',
});
const SCHEDULED_AT = '2099-03-01T08:30:00.000Z';
const POSTS = [
  { ...post(3, 'Článek na jaro', 'clanek-na-jaro', true), publishedAt: SCHEDULED_AT },
  { ...post(2, 'Pět tipů pro Instagram', 'pet-tipu-pro-instagram', false), translations: { en: { title: 'Five tips', content: '<p>x</p>', description: null } } },
  post(1, 'Jak vybrat web', 'jak-vybrat-web', true),
];

let fetchMock: FetchMock;
beforeEach(() => {
  fetchMock = stubFetch(async (raw, init) => {
    const url = new URL(raw, 'http://localhost');
    const method = init?.method ?? 'GET';
    if (method === 'GET') {
      const q = url.searchParams.get('q')?.toLowerCase();
      const rows = q ? POSTS.filter((p) => `${p.title} ${p.slug}`.toLowerCase().includes(q)) : POSTS;
      return listResponse(rows);
    }
    const id = Number(/\/api\/admin\/blog\/(\d+)/.exec(url.pathname)?.[1]);
    if (method === 'PATCH') return jsonResponse(200, { ...POSTS.find((p) => p.id === id), ...(JSON.parse(String(init?.body)) as object) });
    if (method === 'DELETE') return new Response(null, { status: 204 });
    return jsonResponse(500, { message: 'unexpected' });
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const renderPage = (lang: Language = 'cs') => renderAdminScreen(<BlogAdminPage />, { lang, url: '/admin/blog' });

const calls = (method: string) => fetchMock.mock.calls.filter(([, init]) => (init?.method ?? 'GET') === method);

describe('BlogAdminPage', () => {
  it('shows the table: title, slug, status badge, published date, back link and write-new button', async () => {
    renderPage('en');
    const table = await screen.findByRole('table', { name: 'Blog posts' });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Title', 'Slug', 'Languages', 'Status', 'Published at', 'Actions']);
    const draft = within(table).getByRole('row', { name: /Pět tipů pro Instagram/ });
    expect(within(draft).getByText('pet-tipu-pro-instagram')).toBeInTheDocument();
    expect(within(draft).getByText('Draft')).toBeInTheDocument();
    // Which languages are complete: the draft has English only; a post without languages shows in both.
    const languages = (row: HTMLElement) => within(within(row).getByRole('list', { name: 'Languages' })).getAllByRole('listitem').map((li) => li.textContent);
    expect(languages(draft)).toEqual(['csCzech: missing', 'enEnglish: complete']);
    const live = within(table).getByRole('row', { name: /Jak vybrat web/ });
    expect(within(live).getByText('Published')).toBeInTheDocument();
    expect(languages(live)).toEqual(['csCzech: complete', 'enEnglish: complete']);
    expect(within(live).getByText(formatDateTime('2026-11-02T09:15:00.000Z', 'en'))).toBeInTheDocument();
    // Published with a time still ahead: scheduled, with that time.
    const scheduled = within(table).getByRole('row', { name: /Článek na jaro/ });
    expect(within(scheduled).getByText('Scheduled')).toBeInTheDocument();
    expect(within(scheduled).getByText(formatDateTime(SCHEDULED_AT, 'en'))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to dashboard' })).toHaveAttribute('href', '/admin');
    expect(screen.getByRole('button', { name: 'Write new post' })).toBeInTheDocument();
  });

  it('searches on the server by the typed text', async () => {
    const user = userEvent.setup();
    renderPage('cs');
    await screen.findByRole('table');
    await user.type(screen.getByRole('searchbox', { name: 'Hledat podle názvu nebo slugu' }), 'JAK-VYBRAT');
    await waitFor(() => expect(screen.queryByText('Pět tipů pro Instagram')).not.toBeInTheDocument());
    expect(fetchMock.mock.calls.some(([url]) => new URL(url, 'http://localhost').searchParams.get('q') === 'JAK-VYBRAT')).toBe(true);
  });

  it('labels every action of a row with a visible word', async () => {
    renderPage('en');
    await screen.findByRole('table', { name: 'Blog posts' });
    const draft = screen.getByRole('row', { name: /Pět tipů pro Instagram/ });
    // The visible word first, the post after it for assistive technology only (WCAG 2.5.3).
    const title = 'Pět tipů pro Instagram';
    expect(within(draft).getAllByRole('button').map((b) => b.textContent)).toEqual([`Edit – ${title}`, `Publish – ${title}`, `History – ${title}`, `Delete – ${title}`]);
    expect(Array.from(draft.querySelectorAll('button .sr-only'), (s) => s.textContent)).toEqual(Array(4).fill(`– ${title}`));
    expect(within(draft).getByRole('link', { name: `Preview – ${title}` })).toHaveTextContent('Preview');
    expect(within(screen.getByRole('row', { name: /Jak vybrat web/ })).getByRole('button', { name: 'Unpublish – Jak vybrat web' })).toHaveTextContent('Unpublish');
  });

  it('asks before publishing and unpublishing, saying what will happen, then PATCHes /publish', async () => {
    const user = userEvent.setup();
    renderPage('en');
    await user.click(await screen.findByRole('button', { name: 'Publish – Pět tipů pro Instagram' }));
    let ask = await screen.findByRole('alertdialog', { name: 'Publish the post “Pět tipů pro Instagram”?' });
    expect(ask).toHaveTextContent('The post appears on the public site (English) and in its list of posts at once.');
    expect(calls('PATCH')).toHaveLength(0);
    await user.click(within(ask).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(calls('PATCH')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Publish – Pět tipů pro Instagram' }));
    ask = await screen.findByRole('alertdialog', { name: 'Publish the post “Pět tipů pro Instagram”?' });
    await user.click(within(ask).getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('Blog post published')).toBeInTheDocument();
    expect(calls('PATCH')[0]![0]).toBe('/api/admin/blog/2/publish');
    expect(JSON.parse(String(calls('PATCH')[0]![1]?.body))).toEqual({ published: true });
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());

    await waitFor(() => expect(screen.getByRole('button', { name: 'Unpublish – Jak vybrat web' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Unpublish – Jak vybrat web' }));
    ask = await screen.findByRole('alertdialog', { name: 'Unpublish the post “Jak vybrat web”?' });
    expect(ask).toHaveTextContent('The post disappears from the public site and becomes a draft.');
    expect(calls('PATCH')).toHaveLength(1);
    await user.click(within(ask).getByRole('button', { name: 'Unpublish' }));
    expect(await screen.findByText('Blog post unpublished')).toBeInTheDocument();
    expect(calls('PATCH')[1]![0]).toBe('/api/admin/blog/1/publish');
    expect(JSON.parse(String(calls('PATCH')[1]![1]?.body))).toEqual({ published: false });
  });

  it('deletes after confirmation', async () => {
    const user = userEvent.setup();
    renderPage('cs');
    await user.click(await screen.findByRole('button', { name: 'Smazat – Jak vybrat web' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(within(confirm).getByText('Opravdu chcete smazat článek „Jak vybrat web“? Tuto akci nelze vrátit zpět.')).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Smazat' }));
    expect(await screen.findByText('Článek byl úspěšně smazán')).toBeInTheDocument();
    expect(calls('DELETE')[0]![0]).toBe('/api/admin/blog/1');
  });

  it('opens the form for a new post and for editing', async () => {
    const user = userEvent.setup();
    renderPage('en');
    await user.click(await screen.findByRole('button', { name: 'Write new post' }));
    expect(await screen.findByRole('dialog', { name: 'New blog post' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Edit – Jak vybrat web' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit blog post' });
    expect(within(dialog).getByLabelText('Title (Czech)')).toHaveValue('Jak vybrat web');
  });

  it('previews each post as its page in the admin language, in a new tab', async () => {
    renderPage('cs');
    const link = await screen.findByRole('link', { name: 'Náhled – Pět tipů pro Instagram' });
    expect(link).toHaveAttribute('href', '/blog/pet-tipu-pro-instagram?preview=1');
    expect(link).toHaveAttribute('target', '_blank');
  });
});
