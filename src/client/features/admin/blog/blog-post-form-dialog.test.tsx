import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminBlogPost } from '@/shared/api-types';
import type { Language } from '@/shared/constants';
import { jsonResponse, stubFetch, type FetchMock } from '@/client/test/fetch-stub';
import { renderAdminScreen } from '@/client/test/render-admin-screen';
import { BlogPostFormDialog } from './blog-post-form-dialog';
import { stubEditorLayout } from '@/client/test/editor-layout';
import { inTimeZone } from '@/client/test/time-zone';

const STORED: AdminBlogPost = {
  id: 5,
  title: 'Jak vybrat web',
  content: '<p>Obsah</p>',
  slug: 'choosing-a-website',
  imageUrl: 'https://cdn.example.com/web.png',
  publishedAt: '2026-11-01T09:00:00.000Z',
  translations: { en: { title: 'Choosing a website', slug: 'choosing-a-website', content: '<p>Content</p>', description: 'Short' } },
  authorId: 1,
  published: true,
  createdAt: '2026-10-30T09:00:00.000Z',
  updatedAt: '2026-11-01T09:00:00.000Z',
};

let fetchMock: FetchMock;
beforeEach(() => {
  fetchMock = stubFetch(async (_url, init) => jsonResponse(init?.method === 'PUT' ? 200 : 201, STORED));
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderDialog({ lang = 'cs', post }: { lang?: Language; post?: AdminBlogPost } = {}) {
  const onOpenChange = vi.fn();
  renderAdminScreen(<BlogPostFormDialog open onOpenChange={onOpenChange} {...(post ? { post } : {})} />, { lang });
  return { onOpenChange };
}

stubEditorLayout();
// A browser in New York: the publication time is still shown and read as Prague time.
inTimeZone('America/New_York');

/** Writes into a language's rich-text editor (loaded lazily) by pasting HTML into it, as staff paste text. */
async function writeContent(label: string, html: string) {
  const editor = await screen.findByRole('textbox', { name: label });
  act(() => editor.focus());
  const clipboard: Record<string, string> = { 'text/html': html, 'text/plain': html.replace(/<[^>]+>/g, '') };
  const paste = Object.assign(new Event('paste', { bubbles: true, cancelable: true }), {
    clipboardData: { getData: (type: string) => clipboard[type] ?? '', types: Object.keys(clipboard), files: [] },
  });
  act(() => {
    editor.dispatchEvent(paste);
  });
  await waitFor(() => expect(editor.textContent).toContain(clipboard['text/plain']));
}

/** What the dialog sent (its saves), without its reads (the post's translation marks). */
const sent = () => fetchMock.mock.calls.filter(([, init]) => (init?.method ?? 'GET') !== 'GET');
const sentBody = (n = 0) => JSON.parse(String(sent()[n]?.[1]?.body)) as Record<string, unknown>;

describe('BlogPostFormDialog (new post)', () => {
  it('fills the slug from the Czech title live and sends the post unpublished, Czech only', async () => {
    const user = userEvent.setup();
    const { onOpenChange } = renderDialog({ lang: 'cs' });
    expect(screen.getByRole('tab', { name: 'Čeština' })).toHaveAttribute('aria-selected', 'true');
    await user.type(screen.getByLabelText('Název (česky)'), 'Nový web pro pekárnu');
    expect(screen.getByLabelText('Slug – adresa článku (česky)')).toHaveValue('novy-web-pro-pekarnu');
    await writeContent('Obsah (česky)', '<p>Text <strong>článku</strong></p>');
    await user.click(screen.getByRole('button', { name: 'Vytvořit článek' }));

    expect(await screen.findByText('Článek byl úspěšně vytvořen')).toBeInTheDocument();
    const [url, init] = sent()[0]!;
    expect(url).toBe('/api/admin/blog');
    expect(init?.method).toBe('POST');
    expect(sentBody()).toMatchObject({
      title: 'Nový web pro pekárnu',
      slug: 'novy-web-pro-pekarnu',
      content: '<p>Text <strong>článku</strong></p>',
      imageUrl: null,
      translations: {
        cs: { title: 'Nový web pro pekárnu', slug: 'novy-web-pro-pekarnu', description: null, content: '<p>Text <strong>článku</strong></p>' },
      },
      published: false,
    });
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('stops following the title once the slug is edited, and follows again when it is cleared', async () => {
    const user = userEvent.setup();
    renderDialog({ lang: 'en' });
    const title = screen.getByLabelText('Title (Czech)');
    const slug = screen.getByLabelText('Slug – post address (Czech)');
    await user.type(title, 'Hello');
    expect(slug).toHaveValue('hello');
    await user.clear(slug);
    await user.type(slug, 'my-own-slug');
    await user.type(title, ' world');
    expect(slug).toHaveValue('my-own-slug');
    await user.clear(slug);
    await user.type(title, '!');
    expect(slug).toHaveValue('hello-world');
  });

  it("suggests each language's slug from that language's title, each until edited by hand", async () => {
    const user = userEvent.setup();
    renderDialog({ lang: 'en' });
    await user.type(screen.getByLabelText('Title (Czech)'), 'Příprava na nový web');
    expect(screen.getByLabelText('Slug – post address (Czech)')).toHaveValue('priprava-na-novy-web');
    await writeContent('Content (Czech)', '<p>Text</p>');
    await user.click(screen.getByRole('tab', { name: 'English' }));
    const englishSlug = screen.getByLabelText('Slug – post address (English)');
    expect(englishSlug).toHaveValue('');
    await user.type(screen.getByLabelText('Title (English)'), 'Preparing for a new website');
    expect(englishSlug).toHaveValue('preparing-for-a-new-website');
    await user.clear(englishSlug);
    await user.type(englishSlug, 'new-website');
    await user.type(screen.getByLabelText('Title (English)'), '!');
    expect(englishSlug).toHaveValue('new-website');
    await writeContent('Content (English)', '<p>Body</p>');
    await user.click(screen.getByRole('tab', { name: 'Czech' }));
    expect(screen.getByLabelText('Slug – post address (Czech)')).toHaveValue('priprava-na-novy-web');
    await user.click(screen.getByRole('button', { name: 'Create post' }));
    expect(await screen.findByText('Blog post created successfully')).toBeInTheDocument();
    expect(sentBody()).toMatchObject({
      slug: 'priprava-na-novy-web',
      translations: { cs: { slug: 'priprava-na-novy-web' }, en: { title: 'Preparing for a new website!', slug: 'new-website' } },
    });
  });

  it('an edited post keeps its stored slug; a language added to it follows its own title', async () => {
    const user = userEvent.setup();
    renderDialog({ lang: 'en', post: STORED });
    await user.type(screen.getByLabelText('Title (Czech)'), 'Jak vybrat nový web');
    expect(screen.getByLabelText('Slug – post address (Czech)')).toHaveValue('jak-vybrat-novy-web');
    await user.click(screen.getByRole('tab', { name: 'English' }));
    await user.type(screen.getByLabelText('Title (English)'), ' today');
    expect(screen.getByLabelText('Slug – post address (English)')).toHaveValue('choosing-a-website');
  });

  it("shows the schema's texts translated and sends nothing for a missing title and content", async () => {
    const user = userEvent.setup();
    renderDialog({ lang: 'cs' });
    await user.click(screen.getByRole('button', { name: 'Vytvořit článek' }));
    expect(await screen.findByText('Název je povinný')).toBeInTheDocument();
    expect(screen.getByText('Obsah je povinný')).toBeInTheDocument();
    expect(screen.getByLabelText('Název (česky)')).toHaveAttribute('aria-invalid', 'true');
    expect(await screen.findByRole('textbox', { name: 'Obsah (česky)' })).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends both languages, and opens the tab of an incomplete one', async () => {
    const user = userEvent.setup();
    renderDialog({ lang: 'en' });
    await user.type(screen.getByLabelText('Title (Czech)'), 'Článek');
    await writeContent('Content (Czech)', '<p>Tělo</p>');
    await user.click(screen.getByRole('tab', { name: 'English' }));
    await user.type(screen.getByLabelText('Title (English)'), 'Only a title');
    await user.click(screen.getByRole('tab', { name: 'Czech' }));
    await user.click(screen.getByRole('button', { name: 'Create post' }));
    // The English version lacks content: its tab opens with the error.
    expect(await screen.findByText('Please fix the errors in: English')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'English' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('Content is required')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();

    await writeContent('Content (English)', '<h2>Plan</h2><ul><li>one</li></ul>');
    await user.click(screen.getByRole('button', { name: 'Create post' }));
    expect(await screen.findByText('Blog post created successfully')).toBeInTheDocument();
    expect(sentBody()).toMatchObject({ title: 'Článek', content: '<p>Tělo</p>' });
    expect(sentBody().translations).toEqual({
      cs: { title: 'Článek', slug: 'clanek', description: null, content: '<p>Tělo</p>' },
      en: { title: 'Only a title', slug: 'only-a-title', description: null, content: '<h2>Plan</h2><ul><li><p>one</p></li></ul>' },
    });
  });

  it('an English-only post takes its own title and content from English', async () => {
    const user = userEvent.setup();
    renderDialog({ lang: 'en' });
    await user.click(screen.getByRole('tab', { name: 'English' }));
    await user.type(screen.getByLabelText('Title (English)'), 'News');
    expect(screen.getByLabelText('Slug – post address (English)')).toHaveValue('news');
    await writeContent('Content (English)', '<p>Body</p>');
    await user.click(screen.getByRole('button', { name: 'Create post' }));
    expect(await screen.findByText('Blog post created successfully')).toBeInTheDocument();
    expect(sentBody()).toMatchObject({ title: 'News', content: '<p>Body</p>', translations: { en: { title: 'News', content: '<p>Body</p>' } } });
    expect(sentBody().translations).not.toHaveProperty('cs');
  });

  it('on a server refusal shows "Failed to create blog post" with the message and marks the field', async () => {
    fetchMock.mockImplementation(async () =>
      jsonResponse(409, {
        message: 'translations.cs.slug: This slug is already used by another post',
        error: 'translations.cs.slug: This slug is already used by another post',
        field: 'translations.cs.slug',
        fields: { 'translations.cs.slug': 'This slug is already used by another post' },
      }),
    );
    const user = userEvent.setup();
    const { onOpenChange } = renderDialog({ lang: 'en' });
    await user.type(screen.getByLabelText('Title (Czech)'), 'Taken');
    await writeContent('Content (Czech)', '<p>x</p>');
    await user.click(screen.getByRole('button', { name: 'Create post' }));
    expect(await screen.findByText('Failed to create blog post')).toBeInTheDocument();
    // The toast tells the refusal in the screen's language without the field's path; the field shows it too.
    expect(screen.getAllByText('This slug is already used by another post')).toHaveLength(2);
    expect(screen.getByLabelText('Slug – post address (Czech)')).toHaveAttribute('aria-invalid', 'true');
    expect(onOpenChange).not.toHaveBeenCalledWith(false);
  });

  it('marks every field the server refused, not only the first', async () => {
    fetchMock.mockImplementation(async () =>
      jsonResponse(400, {
        message: 'translations.cs.title: Title is required',
        error: 'Bad Request',
        field: 'translations.cs.title',
        fields: { 'translations.cs.title': 'Title is required', 'translations.cs.slug': 'This slug is already used by another post' },
      }),
    );
    const user = userEvent.setup();
    renderDialog({ lang: 'en' });
    await user.type(screen.getByLabelText('Title (Czech)'), 'Taken');
    await writeContent('Content (Czech)', '<p>x</p>');
    await user.click(screen.getByRole('button', { name: 'Create post' }));
    expect(await screen.findByText('Failed to create blog post')).toBeInTheDocument();
    expect(screen.getByLabelText('Title (Czech)')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Slug – post address (Czech)')).toHaveAttribute('aria-invalid', 'true');
  });
});

describe('BlogPostFormDialog (edit)', () => {
  it('starts from the post, keeps its slug, and PUTs with its publication state and time as shown', async () => {
    const user = userEvent.setup();
    renderDialog({ lang: 'en', post: STORED });
    expect(screen.getByRole('dialog', { name: 'Edit blog post' })).toBeInTheDocument();
    // The post exists in English only: the Czech tab is empty, the English one holds its translation.
    expect(screen.getByLabelText('Title (Czech)')).toHaveValue('');
    await user.click(screen.getByRole('tab', { name: 'English' }));
    const title = screen.getByLabelText('Title (English)');
    expect(title).toHaveValue('Choosing a website');
    expect(await screen.findByRole('textbox', { name: 'Content (English)' })).toHaveTextContent('Content');
    await user.clear(title);
    await user.type(title, 'Choosing a new website');
    expect(screen.getByLabelText('Slug – post address (English)')).toHaveValue('choosing-a-website');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Blog post updated successfully')).toBeInTheDocument();
    const [url, init] = sent()[0]!;
    expect(url).toBe('/api/admin/blog/5');
    expect(init?.method).toBe('PUT');
    const body = sentBody();
    expect(body).toMatchObject({ title: 'Choosing a new website', slug: 'choosing-a-website', imageUrl: 'https://cdn.example.com/web.png' });
    expect(body.translations).toEqual({
      en: { title: 'Choosing a new website', slug: 'choosing-a-website', content: '<p>Content</p>', description: 'Short' },
    });
    // The dialog shows the publication state and time (Prague, to the second) and sends them as they are.
    expect(screen.getByLabelText('Publish')).toBeChecked();
    expect(screen.getByLabelText('Publication date and time')).toHaveValue('2026-11-01T10:00');
    expect(body.published).toBe(true);
    expect(body.publishedAt).toBe(new Date(STORED.publishedAt!).toISOString());
  });

  it('a post written before the languages were separate opens with its text in both tabs, markup kept', async () => {
    const user = userEvent.setup();
    const legacy: AdminBlogPost = { ...STORED, translations: {}, content: '<h2>Plán</h2><ul><li>a</li></ul><p><a href="https://a.cz">odkaz</a></p>' };
    renderDialog({ lang: 'en', post: legacy });
    expect(screen.getByLabelText('Title (Czech)')).toHaveValue('Jak vybrat web');
    const czech = await screen.findByRole('textbox', { name: 'Content (Czech)' });
    expect(czech.querySelector('h2')).toHaveTextContent('Plán');
    expect(czech.querySelector('ul li')).toHaveTextContent('a');
    expect(czech.querySelector('a[href="https://a.cz"]')).toHaveTextContent('odkaz');
    await user.click(screen.getByRole('tab', { name: 'English' }));
    expect(screen.getByLabelText('Title (English)')).toHaveValue('Jak vybrat web');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Blog post updated successfully')).toBeInTheDocument();
    expect(Object.keys(sentBody().translations as object).sort()).toEqual(['cs', 'en']);
  });

  it('schedules a post: Publish ticked with a time ahead sends that time', async () => {
    const user = userEvent.setup();
    renderDialog({ lang: 'cs' });
    await user.type(screen.getByLabelText('Název (česky)'), 'Naplánovaný článek');
    await writeContent('Obsah (česky)', '<p>Text</p>');
    await user.click(screen.getByLabelText('Zveřejnit'));
    await user.type(screen.getByLabelText('Datum a čas zveřejnění'), '2030-05-01T08:30:15');
    await user.click(screen.getByRole('button', { name: 'Vytvořit článek' }));
    expect(await screen.findByText('Článek byl úspěšně vytvořen')).toBeInTheDocument();
    // 08:30:15 in Prague in May (summer time, UTC+2), whatever the browser's zone.
    expect(sentBody()).toMatchObject({ published: true, publishedAt: '2030-05-01T06:30:15.000Z' });
  });

  it('an update failure has its own title', async () => {
    fetchMock.mockImplementation(async () => jsonResponse(404, { message: 'Blog post not found', error: 'Blog post not found' }));
    const user = userEvent.setup();
    renderDialog({ lang: 'cs', post: STORED });
    await user.click(screen.getByRole('button', { name: 'Uložit změny' }));
    expect(await screen.findByText('Článek se nepodařilo upravit')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('Blog post not found')).toBeInTheDocument());
  });
});
