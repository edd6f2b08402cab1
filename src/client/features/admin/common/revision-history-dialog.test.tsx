import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminBlogPost, AdminPortfolioItem } from '@/shared/api-types';
import type { Language } from '@/shared/constants';
import { formatDateTime } from '@/shared/dates';
import { REVISION_MESSAGES, type BlogRevisionContent, type Revision, type RevisionSummary } from '@/shared/revisions';
import { VALIDATION_MESSAGES_CS } from '@/shared/validation-texts';
import { blogApi } from '@/client/api/blog-api';
import { stubEditorLayout } from '@/client/test/editor-layout';
import { jsonResponse, stubFetch, type FetchMock } from '@/client/test/fetch-stub';
import { renderAdminScreen } from '@/client/test/render-admin-screen';
import { inTimeZone } from '@/client/test/time-zone';
import { BlogPostFormDialog } from '../blog/blog-post-form-dialog';
import { PortfolioItemFormDialog } from '../portfolio/portfolio-item-form-dialog';
import { RevisionHistoryDialog } from './revision-history-dialog';

const SUMMARIES: RevisionSummary[] = [
  { number: 4, createdAt: '2026-11-30T08:14:00.000Z', createdBy: 'Jana Nováková', restoredFrom: null },
  { number: 3, createdAt: '2026-11-20T15:05:00.000Z', createdBy: 'Petr Svoboda', restoredFrom: 1 },
  { number: 2, createdAt: '2026-11-10T09:00:00.000Z', createdBy: 'Jana Nováková', restoredFrom: null },
  { number: 1, createdAt: '2026-11-01T09:00:00.000Z', createdBy: null, restoredFrom: null },
];

const post = (csTitle: string, enContent: string): BlogRevisionContent => ({
  imageUrl: null,
  translations: {
    cs: { title: csTitle, slug: 'jak-vybrat-web', description: null, content: '<p>Původní text</p>' },
    en: { title: 'Choosing a website', slug: 'choosing-a-website', description: null, content: enContent },
  },
});
const CONTENTS: Record<number, BlogRevisionContent> = {
  1: post('Jak vybrat web', '<p>Old text</p>'),
  2: post('Jak vybrat nový web', '<p>Old text</p>'),
  3: post('Jak vybrat web', '<p>Old text</p>'),
  4: post('Jak vybrat web pro firmu', '<p>New <strong>text</strong> here</p>'),
};
const revision = (number: number): Revision => ({ ...SUMMARIES.find((s) => s.number === number)!, content: CONTENTS[number]! });

const STORED: AdminBlogPost = {
  id: 7,
  title: 'Jak vybrat web pro firmu',
  content: '<p>Původní text</p>',
  slug: 'jak-vybrat-web',
  imageUrl: null,
  publishedAt: null,
  translations: { cs: { title: 'Jak vybrat web pro firmu', slug: 'jak-vybrat-web', content: '<p>Původní text</p>', description: null } },
  authorId: 1,
  published: false,
  createdAt: '2026-11-01T09:00:00.000Z',
  updatedAt: '2026-11-30T08:14:00.000Z',
};

let fetchMock: FetchMock;
beforeEach(() => {
  fetchMock = stubFetch(async (url, init) => {
    const match = /^\/api\/admin\/(?:blog|portfolio)\/\d+\/revisions(?:\/(\d+))?(\/restore)?$/.exec(url);
    if (!match) return jsonResponse(500, { message: 'unexpected' });
    if (match[2] && init?.method === 'POST') return jsonResponse(200, { ...STORED, title: 'Jak vybrat web' });
    if (match[1]) return jsonResponse(200, revision(Number(match[1])));
    return jsonResponse(200, SUMMARIES);
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

// A browser in New York: the times are still shown in Prague time.
inTimeZone('America/New_York');
stubEditorLayout();

function renderHistory(lang: Language = 'cs') {
  const onOpenChange = vi.fn();
  const onRestored = vi.fn();
  const result = renderAdminScreen(
    <RevisionHistoryDialog open onOpenChange={onOpenChange} requests={blogApi} recordId={7} name="Jak vybrat web pro firmu" onRestored={onRestored} />,
    { lang },
  );
  return { ...result, onOpenChange, onRestored };
}

const requested = () => fetchMock.mock.calls.map(([url, init]) => `${init?.method ?? 'GET'} ${url}`);

describe('RevisionHistoryDialog', () => {
  it('lists the revisions newest first in Prague time, with who saved them, restores and the state before history', async () => {
    renderHistory('cs');
    expect(screen.getByRole('dialog', { name: 'Historie verzí – Jak vybrat web pro firmu' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Verze' });
    const items = within(list).getAllByRole('listitem');
    const latest = formatDateTime('2026-11-30T08:14:00.000Z', 'cs');
    expect(latest).toContain('9:14');
    expect(items).toHaveLength(4);
    expect(items[0]).toHaveTextContent(`Verze 4 · ${latest} · Jana Nováková`);
    expect(items[0]).toHaveTextContent('aktuální');
    expect(items[1]).toHaveTextContent(`Verze 3 · ${formatDateTime('2026-11-20T15:05:00.000Z', 'cs')} · Petr Svoboda (obnovena verze 1)`);
    expect(items[3]).toHaveTextContent(`Verze 1 · ${formatDateTime('2026-11-01T09:00:00.000Z', 'cs')} · Původní stav před zavedením historie`);
    expect(requested()[0]).toBe('GET /api/admin/blog/7/revisions');
  });

  it('compares the latest revision with the one before by default, grouped by language, HTML as text', async () => {
    renderHistory('cs');
    await waitFor(() => expect(screen.getByLabelText('Porovnat verzi')).toHaveValue('4'));
    expect(screen.getByLabelText('s verzí')).toHaveValue('3');
    const czech = await screen.findByRole('region', { name: 'Čeština' });
    const title = within(czech).getByText('Název').closest('li')!;
    expect(within(title).getByText('Jak vybrat web').tagName).toBe('DEL');
    expect(within(title).getByText('Jak vybrat web pro firmu').tagName).toBe('INS');
    expect(within(title).getByText('Odebráno (verze 3)')).toBeInTheDocument();
    expect(within(title).getByText('Přidáno (verze 4)')).toBeInTheDocument();
    const english = screen.getByRole('region', { name: 'Angličtina' });
    const content = within(english).getByText('Obsah').closest('li')!;
    expect(within(content).getByText('Old text').tagName).toBe('DEL');
    expect(within(content).getByText('New text here').tagName).toBe('INS');
    expect(screen.getByRole('dialog')).not.toHaveTextContent('<strong>');
    expect(screen.queryByRole('region', { name: 'Obecné' })).not.toBeInTheDocument();
    // The latest revision is the current content: nothing to restore.
    expect(screen.getByText('Verze 4 je současný obsah.')).toBeInTheDocument();
    expect(requested()).toEqual(expect.arrayContaining(['GET /api/admin/blog/7/revisions/4', 'GET /api/admin/blog/7/revisions/3']));
  });

  it('compares the revisions picked, and says when two are the same', async () => {
    const user = userEvent.setup();
    renderHistory('cs');
    await screen.findByRole('region', { name: 'Čeština' });
    await user.selectOptions(screen.getByLabelText('Porovnat verzi'), '2');
    await user.selectOptions(screen.getByLabelText('s verzí'), '1');
    const czech = await screen.findByRole('region', { name: 'Čeština' });
    await waitFor(() => expect(within(czech).getByText('Jak vybrat nový web').tagName).toBe('INS'));
    expect(within(czech).getByText('Jak vybrat web').tagName).toBe('DEL');
    expect(screen.queryByRole('region', { name: 'Angličtina' })).not.toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Porovnat verzi'), '3');
    expect(await screen.findByText('Žádné rozdíly')).toBeInTheDocument();
  });

  it('restores the revision on the left after a confirmation: POST, toast, refresh, closed', async () => {
    const user = userEvent.setup();
    const { onRestored, onOpenChange, queryClient } = renderHistory('cs');
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    await screen.findByRole('region', { name: 'Čeština' });
    await user.selectOptions(screen.getByLabelText('Porovnat verzi'), '1');
    await user.click(screen.getByRole('button', { name: 'Obnovit verzi 1' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Obnovit verzi 1?' });
    expect(confirm).toHaveTextContent('nic neztratí');
    expect(requested().some((r) => r.startsWith('POST'))).toBe(false);
    await user.click(within(confirm).getByRole('button', { name: 'Obnovit' }));

    expect(await screen.findByText('Verze 1 byla obnovena')).toBeInTheDocument();
    const [url, init] = fetchMock.mock.calls.find(([, i]) => i?.method === 'POST')!;
    expect(url).toBe('/api/admin/blog/7/revisions/1/restore');
    expect(init?.body).toBeUndefined();
    expect(onRestored).toHaveBeenCalledWith(expect.objectContaining({ id: 7, title: 'Jak vybrat web' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    await waitFor(() => expect(invalidate).toHaveBeenCalled());
    expect(invalidate.mock.calls[0]![0]!.predicate!({ queryKey: ['/api/admin/blog', 'list'] } as never)).toBe(true);
  });

  it('a revision that no longer passes the rules: the refusal in Czech, nothing closed', async () => {
    fetchMock.mockImplementation(async (url, init) => {
      if (init?.method === 'POST') {
        return jsonResponse(400, {
          message: `number: ${REVISION_MESSAGES.cannotRestore}`,
          error: 'Bad Request',
          field: 'number',
          fields: { number: REVISION_MESSAGES.cannotRestore },
        });
      }
      const number = /revisions\/(\d+)$/.exec(url)?.[1];
      return jsonResponse(200, number ? revision(Number(number)) : SUMMARIES);
    });
    const user = userEvent.setup();
    const { onRestored, onOpenChange } = renderHistory('cs');
    await screen.findByRole('region', { name: 'Čeština' });
    await user.selectOptions(screen.getByLabelText('Porovnat verzi'), '2');
    await user.click(screen.getByRole('button', { name: 'Obnovit verzi 2' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Obnovit' }));
    expect(await screen.findByText('Verzi se nepodařilo obnovit')).toBeInTheDocument();
    expect(screen.getByText(VALIDATION_MESSAGES_CS.revisionCannotRestore)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(onRestored).not.toHaveBeenCalled();
    expect(onOpenChange).not.toHaveBeenCalled();
  });

  it('a revision no longer kept: the 404 in the admin’s language', async () => {
    fetchMock.mockImplementation(async (url, init) => {
      if (init?.method === 'POST') return jsonResponse(404, { message: REVISION_MESSAGES.notFound, error: REVISION_MESSAGES.notFound });
      const number = /revisions\/(\d+)$/.exec(url)?.[1];
      return jsonResponse(200, number ? revision(Number(number)) : SUMMARIES);
    });
    const user = userEvent.setup();
    renderHistory('cs');
    await screen.findByRole('region', { name: 'Čeština' });
    await user.selectOptions(screen.getByLabelText('Porovnat verzi'), '2');
    await user.click(screen.getByRole('button', { name: 'Obnovit verzi 2' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Obnovit' }));
    expect(await screen.findByText('Tato verze už neexistuje.')).toBeInTheDocument();
  });

  it('an English admin sees English labels', async () => {
    renderHistory('en');
    expect(screen.getByRole('dialog', { name: 'Revision history – Jak vybrat web pro firmu' })).toBeInTheDocument();
    const items = within(await screen.findByRole('list', { name: 'Revisions' })).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent(`Revision 4 · ${formatDateTime('2026-11-30T08:14:00.000Z', 'en')} · by Jana Nováková`);
    expect(items[1]).toHaveTextContent('(restored revision 1)');
    expect(items[3]).toHaveTextContent('As it was before history was kept');
    expect(screen.getByLabelText('Compare revision')).toHaveValue('4');
    expect(screen.getByLabelText('with revision')).toHaveValue('3');
    const czech = await screen.findByRole('region', { name: 'Czech' });
    expect(within(czech).getByText('Title')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'English' })).getByText('Content')).toBeInTheDocument();
    expect(screen.getByText('Revision 4 is the current content.')).toBeInTheDocument();
  });

  it('a failed load offers a retry; a single revision has nothing to compare', async () => {
    let failing = true;
    fetchMock.mockImplementation(async () => (failing ? jsonResponse(500, { message: 'down' }) : jsonResponse(200, [SUMMARIES[3]])));
    const user = userEvent.setup();
    renderHistory('cs');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Historii se nepodařilo načíst.');
    failing = false;
    await user.click(within(alert).getByRole('button', { name: 'Zkusit znovu' }));
    expect(await screen.findByText('Zatím existuje jen jedna verze, takže není co porovnávat.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Porovnat verzi')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Obnovit verzi/ })).not.toBeInTheDocument();
  });

  it('a record without revisions says so', async () => {
    fetchMock.mockImplementation(async () => jsonResponse(200, []));
    renderHistory('en');
    expect(await screen.findByText('No revisions yet: the first is kept with the next save.')).toBeInTheDocument();
  });
});

describe('the editors’ History button', () => {
  it('a blog post: only when editing; opens the history, and a restore closes the editor', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    const { unmount } = renderAdminScreen(<BlogPostFormDialog open onOpenChange={onOpenChange} />, { lang: 'cs' });
    expect(screen.getByRole('button', { name: 'Vytvořit článek' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Verze' })).not.toBeInTheDocument();
    unmount();

    renderAdminScreen(<BlogPostFormDialog open onOpenChange={onOpenChange} post={STORED} />, { lang: 'cs' });
    await user.click(screen.getByRole('button', { name: 'Verze' }));
    const history = await screen.findByRole('dialog', { name: 'Historie verzí – Jak vybrat web pro firmu' });
    expect(await within(history).findByRole('list', { name: 'Verze' })).toBeInTheDocument();
    await user.selectOptions(within(history).getByLabelText('Porovnat verzi'), '2');
    await user.click(within(history).getByRole('button', { name: 'Obnovit verzi 2' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Obnovit' }));
    expect(await screen.findByText('Verze 2 byla obnovena')).toBeInTheDocument();
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('a portfolio item: only when editing; opens the history', async () => {
    const item: AdminPortfolioItem = {
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
        en: { title: '', description: '', challenge: '', solution: '' },
      },
      services: ['web'],
      position: 1,
      createdAt: '2026-11-03T14:00:00.000Z',
    };
    const user = userEvent.setup();
    const { unmount } = renderAdminScreen(<PortfolioItemFormDialog open onOpenChange={vi.fn()} />, { lang: 'en' });
    expect(screen.getByRole('button', { name: 'Add item' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Revisions' })).not.toBeInTheDocument();
    unmount();

    renderAdminScreen(<PortfolioItemFormDialog open onOpenChange={vi.fn()} item={item} />, { lang: 'en' });
    await user.click(screen.getByRole('button', { name: 'Revisions' }));
    const history = await screen.findByRole('dialog', { name: 'Revision history – Pekárna U Lípy' });
    expect(await within(history).findByRole('list', { name: 'Revisions' })).toBeInTheDocument();
    expect(requested()).toContain('GET /api/admin/portfolio/3/revisions');
  });
});
