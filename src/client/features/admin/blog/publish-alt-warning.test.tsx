/**
 * Publishing warns about images without alt text (issue 20, point 5): saving a published post whose languages hold
 * images with no alt attribute asks first, naming how many (cs and en); cancelling sends nothing; a draft saves as it is.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminBlogPost } from '@/shared/api-types';
import type { Language } from '@/shared/constants';
import { jsonResponse, stubFetch, type FetchMock } from '@/client/test/fetch-stub';
import { renderAdminScreen } from '@/client/test/render-admin-screen';
import { BlogPostFormDialog } from './blog-post-form-dialog';
import { stubEditorLayout } from '@/client/test/editor-layout';

const IMG = (n: number, alt?: string) => `<img src="/media/${'c'.repeat(64)}-${n}.webp"${alt === undefined ? '' : ` alt="${alt}"`} width="${n}" height="${n}">`;
const POST: AdminBlogPost = {
  id: 8,
  title: 'Nová kancelář',
  content: `<p>Obsah</p>${IMG(480)}`,
  slug: 'nova-kancelar',
  imageUrl: null,
  publishedAt: '2026-11-01T09:00:00.000Z',
  translations: {
    cs: { title: 'Nová kancelář', slug: 'nova-kancelar', description: null, content: `<p>Obsah</p>${IMG(480)}${IMG(960, '')}` },
    en: { title: 'New office', slug: 'new-office', description: null, content: `<p>Content</p>${IMG(480)}${IMG(960, 'Our office')}` },
  },
  authorId: 1,
  published: true,
  createdAt: '2026-10-30T09:00:00.000Z',
  updatedAt: '2026-11-01T09:00:00.000Z',
};

let fetchMock: FetchMock;
beforeEach(() => {
  fetchMock = stubFetch(async () => jsonResponse(200, POST));
});
afterEach(() => vi.unstubAllGlobals());
/** What the dialog sent (its saves), without its reads (the post's translation marks). */
const sent = () => fetchMock.mock.calls.filter(([, init]) => (init?.method ?? 'GET') !== 'GET');
stubEditorLayout();

function renderDialog(lang: Language, post: AdminBlogPost) {
  renderAdminScreen(<BlogPostFormDialog open onOpenChange={vi.fn()} post={post} />, { lang });
}

describe('publishing a post with images without alt text', { timeout: 30_000 }, () => {
  it('asks first in Czech, naming how many (decorative alt="" not counted); cancel sends nothing, confirm saves', async () => {
    const user = userEvent.setup();
    renderDialog('cs', POST);
    await screen.findByRole('textbox', { name: 'Obsah (česky)' }, { timeout: 10_000 });
    await user.click(screen.getByRole('button', { name: 'Uložit změny' }));
    const warning = await screen.findByRole('alertdialog', { name: 'Publikovat s obrázky bez popisku?' });
    expect(warning).toHaveTextContent('2 obrázky v článku nemají popisek (alt)');
    await user.click(within(warning).getByRole('button', { name: 'Zrušit' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(sent()).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Uložit změny' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Přesto publikovat' }));
    await waitFor(() => expect(sent()).toHaveLength(1));
    expect(sent()[0]![1]?.method).toBe('PUT');
  });

  it('in English with one image lacking it', async () => {
    const user = userEvent.setup();
    renderDialog('en', { ...POST, translations: { en: POST.translations.en! } });
    await screen.findByRole('textbox', { name: 'Content (Czech)' }, { timeout: 10_000 });
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    const warning = await screen.findByRole('alertdialog', { name: 'Publish with images lacking alt text?' });
    expect(warning).toHaveTextContent('1 image in the post has no alt text');
    expect(within(warning).getByRole('button', { name: 'Publish anyway' })).toBeInTheDocument();
  });

  it('a draft saves without asking', async () => {
    const user = userEvent.setup();
    renderDialog('en', { ...POST, published: false });
    await screen.findByRole('textbox', { name: 'Content (Czech)' }, { timeout: 10_000 });
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(sent()).toHaveLength(1));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});
