/**
 * Texts left behind by a change of the other language (issue 35 point 5) in the editors: the note under a marked
 * field (its day in Prague), the language tab or summary saying how many fields need updating, "still valid".
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminBlogPost, AdminPortfolioItem } from '@/shared/api-types';
import type { Language } from '@/shared/constants';
import type { TranslationMark } from '@/shared/revisions';
import { stubEditorLayout } from '@/client/test/editor-layout';
import { jsonResponse, stubFetch, type FetchMock } from '@/client/test/fetch-stub';
import { labelNotInName } from '@/client/test/label-in-name';
import { renderAdminScreen } from '@/client/test/render-admin-screen';
import { inTimeZone } from '@/client/test/time-zone';
import { BlogPostFormDialog } from '../blog/blog-post-form-dialog';
import { PortfolioItemFormDialog } from '../portfolio/portfolio-item-form-dialog';
import { wellFormedMarks } from './translation-mark-requests';

/** 30 Nov 23:30 UTC: 1 Dec in Prague, still 30 Nov in the browser's New York. */
const MARKED_AT = '2026-11-30T23:30:00.000Z';

const POST: AdminBlogPost = {
  id: 7,
  title: 'Jak vybrat web pro firmu',
  content: '<p>Text</p>',
  slug: 'jak-vybrat-web',
  imageUrl: null,
  publishedAt: null,
  translations: {
    cs: { title: 'Jak vybrat web pro firmu', slug: 'jak-vybrat-web', description: null, content: '<p>Text</p>' },
    en: { title: 'Choosing a website', slug: 'choosing-a-website', description: null, content: '<p>Body</p>' },
  },
  authorId: 1,
  published: false,
  createdAt: '2026-11-01T09:00:00.000Z',
  updatedAt: '2026-11-30T23:30:00.000Z',
};

const ITEM: AdminPortfolioItem = {
  id: 3,
  title: 'Pekárna U Lípy',
  description: 'Web s objednávkami',
  imageUrl: '/images/food.svg',
  category: 'web',
  link: null,
  projectId: null,
  featured: false,
  translations: {
    cs: { title: 'Pekárna U Lípy', description: 'Web s objednávkami', challenge: '', solution: '' },
    en: { title: 'U Lípy bakery', description: 'A website with online orders', challenge: '', solution: '' },
  },
  services: ['web'],
  position: 1,
  createdAt: '2026-11-03T14:00:00.000Z',
};

/** The server's marks per record address; a DELETE takes one away (404 when there is none). */
let marks: Record<string, TranslationMark[]>;
let fetchMock: FetchMock;
beforeEach(() => {
  marks = {};
  fetchMock = stubFetch(async (url, init) => {
    const method = init?.method ?? 'GET';
    const list = /^(\/api\/admin\/(?:blog|portfolio)\/\d+)\/translation-marks$/.exec(url);
    if (list && method === 'GET') return jsonResponse(200, marks[list[1]!] ?? []);
    const one = /^(\/api\/admin\/(?:blog|portfolio)\/\d+)\/translation-marks\/(cs|en)\/(\w+)$/.exec(url);
    if (one && method === 'DELETE') {
      const before = marks[one[1]!] ?? [];
      const after = before.filter((m) => !(m.language === one[2] && m.field === one[3]));
      if (after.length === before.length) return jsonResponse(404, { message: 'Not found' });
      marks[one[1]!] = after;
      return new Response(null, { status: 204 });
    }
    if (url === '/api/admin/blog/7' && method === 'PUT') return jsonResponse(200, POST);
    return jsonResponse(500, { message: 'unexpected' });
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

// A browser in New York: the day of a mark is still Prague's.
inTimeZone('America/New_York');
stubEditorLayout();

const requested = () => fetchMock.mock.calls.map(([url, init]) => `${init?.method ?? 'GET'} ${url}`);

/** `null`: a new post. */
function renderPost(lang: Language, post: AdminBlogPost | null = POST) {
  const onOpenChange = vi.fn();
  const result = renderAdminScreen(<BlogPostFormDialog open onOpenChange={onOpenChange} {...(post ? { post } : {})} />, { lang });
  return { ...result, onOpenChange };
}

describe('translation marks in the blog post editor', () => {
  it('a mark on the English title: the note under it (day in Prague), the English tab counts it; "still valid" clears it', async () => {
    marks['/api/admin/blog/7'] = [{ field: 'title', language: 'en', changedLanguage: 'cs', markedAt: MARKED_AT }];
    const user = userEvent.setup();
    renderPost('cs');
    const englishTab = await screen.findByRole('tab', { name: 'Angličtina – 1 pole k aktualizaci' });
    expect(englishTab).toHaveTextContent('Angličtina1');
    expect(screen.getByRole('tab', { name: 'Čeština' })).toBeInTheDocument();
    expect(labelNotInName()).toEqual([]);
    // The Czech tab's title is not marked.
    expect(screen.getByLabelText('Název (česky)')).not.toHaveAccessibleDescription();

    await user.click(englishTab);
    const note = 'Potřebuje aktualizovat: česká verze se změnila 1. 12. 2026';
    const title = screen.getByLabelText('Název (anglicky)');
    expect(title).toHaveAccessibleDescription(note);
    const panel = screen.getByRole('tabpanel');
    expect(within(panel).getByText(note)).toBeInTheDocument();
    expect(within(panel).getAllByText(/Potřebuje aktualizovat/)).toHaveLength(1);

    await user.click(within(panel).getByRole('button', { name: 'Stále platí' }));
    await waitFor(() => expect(screen.queryByText(note)).not.toBeInTheDocument());
    expect(requested()).toEqual([
      'GET /api/admin/blog/7/translation-marks',
      'DELETE /api/admin/blog/7/translation-marks/en/title',
      'GET /api/admin/blog/7/translation-marks',
    ]);
    expect(screen.getByRole('tab', { name: 'Angličtina' })).toBeInTheDocument();
    expect(screen.getByLabelText('Název (anglicky)')).not.toHaveAccessibleDescription();
    expect(await screen.findByText('Text označen jako stále platný')).toBeInTheDocument();
  });

  it('an English admin sees English texts, also for a marked text the form has no input for', async () => {
    marks['/api/admin/blog/7'] = [
      { field: 'title', language: 'en', changedLanguage: 'cs', markedAt: MARKED_AT },
      { field: 'tags', language: 'en', changedLanguage: 'cs', markedAt: '2026-11-20T10:00:00.000Z' },
      { field: 'content', language: 'cs', changedLanguage: 'en', markedAt: MARKED_AT },
    ];
    const user = userEvent.setup();
    renderPost('en');
    expect(await screen.findByRole('tab', { name: 'Czech – 1 field to update' })).toBeInTheDocument();
    expect(await screen.findByText('Needs updating: the English version changed on Dec 1, 2026')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'English – 2 fields to update' }));
    expect(screen.getByLabelText('Title (English)')).toHaveAccessibleDescription('Needs updating: the Czech version changed on Dec 1, 2026');
    expect(screen.getByText('Tags – Needs updating: the Czech version changed on Nov 20, 2026')).toBeInTheDocument();
    expect(within(screen.getByRole('tabpanel')).getAllByRole('button', { name: 'Still valid' })).toHaveLength(2);
    expect(labelNotInName()).toEqual([]);
  });

  it('a save refetches the marks: it makes and clears them', async () => {
    marks['/api/admin/blog/7'] = [{ field: 'title', language: 'en', changedLanguage: 'cs', markedAt: MARKED_AT }];
    const user = userEvent.setup();
    renderPost('cs');
    await screen.findByRole('tab', { name: 'Angličtina – 1 pole k aktualizaci' });
    await screen.findByRole('textbox', { name: 'Obsah (česky)' }, { timeout: 10_000 });
    // The English title saved: the server no longer marks it.
    marks['/api/admin/blog/7'] = [];
    await user.click(screen.getByRole('button', { name: 'Uložit změny' }));
    expect(await screen.findByText('Článek byl úspěšně upraven')).toBeInTheDocument();
    await waitFor(() => expect(requested()).toEqual(['GET /api/admin/blog/7/translation-marks', 'PUT /api/admin/blog/7', 'GET /api/admin/blog/7/translation-marks']));
    expect(await screen.findByRole('tab', { name: 'Angličtina' })).toBeInTheDocument();
  });

  it('a new post asks for no marks', async () => {
    renderPost('cs', null);
    expect(screen.getByRole('button', { name: 'Vytvořit článek' })).toBeInTheDocument();
    await screen.findByRole('textbox', { name: 'Obsah (česky)' }, { timeout: 10_000 });
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.getByRole('tab', { name: 'Angličtina' })).toBeInTheDocument();
  });

  it('marks that cannot be read show nothing, and the editor works as ever', async () => {
    fetchMock.mockImplementation(async () => jsonResponse(500, { message: 'down' }));
    renderPost('cs');
    await waitFor(() => expect(requested()).toEqual(['GET /api/admin/blog/7/translation-marks']));
    expect(screen.getByRole('tab', { name: 'Angličtina' })).toBeInTheDocument();
    expect(screen.queryByText(/Potřebuje aktualizovat/)).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    // An answer that is no list of marks (an older server's) shows none either.
    expect(wellFormedMarks(POST)).toEqual([]);
    expect(wellFormedMarks([{ field: 'title', language: 'de', changedLanguage: 'cs', markedAt: MARKED_AT }])).toEqual([]);
  });
});

describe('translation marks in the portfolio item editor', () => {
  it('a mark on the Czech description: its note under it and the summary; "still valid" clears it', async () => {
    marks['/api/admin/portfolio/3'] = [{ field: 'description', language: 'cs', changedLanguage: 'en', markedAt: MARKED_AT }];
    const user = userEvent.setup();
    renderAdminScreen(<PortfolioItemFormDialog open onOpenChange={vi.fn()} item={ITEM} />, { lang: 'cs' });
    const summary = await screen.findByRole('region', { name: 'Překlady k aktualizaci' });
    expect(summary).toHaveTextContent('Čeština – 1 pole k aktualizaci');
    expect(summary).not.toHaveTextContent('Angličtina');
    const note = 'Potřebuje aktualizovat: anglická verze se změnila 1. 12. 2026';
    expect(screen.getByLabelText('Popis')).toHaveAccessibleDescription(note);
    expect(screen.getByLabelText('Název')).not.toHaveAccessibleDescription();
    expect(screen.getAllByText(/Potřebuje aktualizovat/)).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Stále platí' }));
    await waitFor(() => expect(screen.queryByText(note)).not.toBeInTheDocument());
    expect(requested()).toContain('DELETE /api/admin/portfolio/3/translation-marks/cs/description');
    expect(screen.queryByRole('region', { name: 'Překlady k aktualizaci' })).not.toBeInTheDocument();
  });

  it('a marked field with an error is described by both', async () => {
    marks['/api/admin/portfolio/3'] = [{ field: 'description', language: 'cs', changedLanguage: 'en', markedAt: MARKED_AT }];
    const user = userEvent.setup();
    renderAdminScreen(<PortfolioItemFormDialog open onOpenChange={vi.fn()} item={ITEM} />, { lang: 'cs' });
    await screen.findByRole('region', { name: 'Překlady k aktualizaci' });
    const description = screen.getByLabelText('Popis');
    await user.clear(description);
    await user.click(screen.getByRole('button', { name: 'Uložit změny' }));
    await waitFor(() => expect(description).toHaveAttribute('aria-invalid', 'true'));
    const described = description.getAttribute('aria-describedby')!.split(' ');
    expect(described).toHaveLength(2);
    expect(document.getElementById(described[0]!)).toHaveAttribute('role', 'alert');
    expect(document.getElementById(described[1]!)).toHaveTextContent('Potřebuje aktualizovat: anglická verze se změnila 1. 12. 2026');
  });

  it('in English; a new item asks for no marks', async () => {
    marks['/api/admin/portfolio/3'] = [
      { field: 'title', language: 'en', changedLanguage: 'cs', markedAt: MARKED_AT },
      { field: 'solution', language: 'en', changedLanguage: 'cs', markedAt: MARKED_AT },
    ];
    const { unmount } = renderAdminScreen(<PortfolioItemFormDialog open onOpenChange={vi.fn()} item={ITEM} />, { lang: 'en' });
    const summary = await screen.findByRole('region', { name: 'Translations to update' });
    expect(summary).toHaveTextContent('English – 2 fields to update');
    expect(screen.getByLabelText('Title (English)')).toHaveAccessibleDescription('Needs updating: the Czech version changed on Dec 1, 2026');
    expect(screen.getAllByRole('button', { name: 'Still valid' })).toHaveLength(2);
    unmount();

    fetchMock.mockClear();
    renderAdminScreen(<PortfolioItemFormDialog open onOpenChange={vi.fn()} />, { lang: 'en' });
    expect(screen.getByRole('button', { name: 'Add item' })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
