import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminBlogPost } from '@/shared/api-types';
import type { Language } from '@/shared/constants';
import { jsonResponse, stubFetch, type FetchMock } from '@/client/test/fetch-stub';
import { renderAdminScreen } from '@/client/test/render-admin-screen';
import { BlogPostFormDialog } from './blog-post-form-dialog';

const STORED: AdminBlogPost = {
  id: 5,
  title: 'Jak vybrat web',
  content: '<p>Obsah</p>',
  slug: 'jak-vybrat-web',
  imageUrl: 'https://cdn.example.com/web.png',
  publishedAt: '2026-11-01T09:00:00.000Z',
  translations: { en: { title: 'Choosing a website', content: '<p>Content</p>', description: 'Short' } },
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

const sentBody = (n = 0) => JSON.parse(String(fetchMock.mock.calls[n]?.[1]?.body)) as Record<string, unknown>;

describe('BlogPostFormDialog (new post)', () => {
  it('fills the slug from the title live and sends the post unpublished', async () => {
    const user = userEvent.setup();
    const { onOpenChange } = renderDialog({ lang: 'cs' });
    await user.type(screen.getByLabelText('Název'), 'Nový web pro pekárnu');
    expect(screen.getByLabelText('Slug (adresa článku)')).toHaveValue('novy-web-pro-pekarnu');
    await user.type(screen.getByLabelText('Obsah (HTML)'), '<p>Text článku</p>');
    await user.click(screen.getByRole('button', { name: 'Vytvořit článek' }));

    expect(await screen.findByText('Článek byl úspěšně vytvořen')).toBeInTheDocument();
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/admin/blog');
    expect(init?.method).toBe('POST');
    expect(sentBody()).toMatchObject({
      title: 'Nový web pro pekárnu',
      slug: 'novy-web-pro-pekarnu',
      content: '<p>Text článku</p>',
      imageUrl: null,
      translations: {},
      published: false,
    });
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('stops following the title once the slug is edited, and follows again when it is cleared', async () => {
    const user = userEvent.setup();
    renderDialog({ lang: 'en' });
    const title = screen.getByLabelText('Title');
    const slug = screen.getByLabelText('Slug (post address)');
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

  it("shows the schema's texts translated and sends nothing for a missing title and content", async () => {
    const user = userEvent.setup();
    renderDialog({ lang: 'cs' });
    await user.click(screen.getByRole('button', { name: 'Vytvořit článek' }));
    expect(await screen.findByText('Název je povinný')).toBeInTheDocument();
    expect(screen.getByText('Obsah je povinný')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends a filled translation, and opens the tab of an incomplete one', async () => {
    const user = userEvent.setup();
    renderDialog({ lang: 'en' });
    await user.type(screen.getByLabelText('Title'), 'Post');
    await user.type(screen.getByLabelText('Content (HTML)'), 'Body');
    await user.click(screen.getByRole('tab', { name: 'English' }));
    await user.type(screen.getByLabelText('Title (English)'), 'Only a title');
    await user.click(screen.getByRole('tab', { name: 'Czech' }));
    await user.click(screen.getByRole('button', { name: 'Create post' }));
    // The English translation lacks content: its tab opens with the error.
    expect(await screen.findByText('Please fix the errors in the translation: English')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'English' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('Content is required')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText('HTML content (English)'), '<p>Body</p>');
    await user.click(screen.getByRole('tab', { name: 'Czech' }));
    await user.type(screen.getByLabelText('Title (Czech)'), 'Článek');
    await user.type(screen.getByLabelText('HTML content (Czech)'), '<p>Tělo</p>');
    await user.click(screen.getByRole('button', { name: 'Create post' }));
    expect(await screen.findByText('Blog post created successfully')).toBeInTheDocument();
    expect(sentBody().translations).toEqual({
      cs: { title: 'Článek', description: null, content: '<p>Tělo</p>' },
      en: { title: 'Only a title', description: null, content: '<p>Body</p>' },
    });
  });

  it('on a server refusal shows "Failed to create blog post" with the message and marks the field', async () => {
    fetchMock.mockImplementation(async () =>
      jsonResponse(409, {
        message: 'slug: This slug is already used by another post',
        error: 'slug: This slug is already used by another post',
        field: 'slug',
        fields: { slug: 'This slug is already used by another post' },
      }),
    );
    const user = userEvent.setup();
    const { onOpenChange } = renderDialog({ lang: 'en' });
    await user.type(screen.getByLabelText('Title'), 'Taken');
    await user.type(screen.getByLabelText('Content (HTML)'), 'x');
    await user.click(screen.getByRole('button', { name: 'Create post' }));
    expect(await screen.findByText('Failed to create blog post')).toBeInTheDocument();
    expect(screen.getByText('slug: This slug is already used by another post')).toBeInTheDocument();
    expect(screen.getByLabelText('Slug (post address)')).toHaveAttribute('aria-invalid', 'true');
    expect(onOpenChange).not.toHaveBeenCalledWith(false);
  });

  it('marks every field the server refused, not only the first', async () => {
    fetchMock.mockImplementation(async () =>
      jsonResponse(400, {
        message: 'title: Title is required',
        error: 'Bad Request',
        field: 'title',
        fields: { title: 'Title is required', slug: 'This slug is already used by another post' },
      }),
    );
    const user = userEvent.setup();
    renderDialog({ lang: 'en' });
    await user.type(screen.getByLabelText('Title'), 'Taken');
    await user.type(screen.getByLabelText('Content (HTML)'), 'x');
    await user.click(screen.getByRole('button', { name: 'Create post' }));
    expect(await screen.findByText('Failed to create blog post')).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Slug (post address)')).toHaveAttribute('aria-invalid', 'true');
  });
});

describe('BlogPostFormDialog (edit)', () => {
  it('starts from the post, keeps its slug, and PUTs with its publication state and time as shown', async () => {
    const user = userEvent.setup();
    renderDialog({ lang: 'en', post: STORED });
    expect(screen.getByRole('dialog', { name: 'Edit blog post' })).toBeInTheDocument();
    const title = screen.getByLabelText('Title');
    expect(title).toHaveValue('Jak vybrat web');
    await user.clear(title);
    await user.type(title, 'Jak vybrat nový web');
    expect(screen.getByLabelText('Slug (post address)')).toHaveValue('jak-vybrat-web');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Blog post updated successfully')).toBeInTheDocument();
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/admin/blog/5');
    expect(init?.method).toBe('PUT');
    const body = sentBody();
    expect(body).toMatchObject({ title: 'Jak vybrat nový web', slug: 'jak-vybrat-web', imageUrl: 'https://cdn.example.com/web.png' });
    expect(body.translations).toEqual({ en: { title: 'Choosing a website', content: '<p>Content</p>', description: 'Short' } });
    // The dialog shows the publication state and time (local, to the second) and sends them as they are.
    expect(screen.getByLabelText('Publish')).toBeChecked();
    expect(body.published).toBe(true);
    expect(body.publishedAt).toBe(new Date(STORED.publishedAt!).toISOString());
  });

  it('schedules a post: Publish ticked with a time ahead sends that time', async () => {
    const user = userEvent.setup();
    renderDialog({ lang: 'cs' });
    await user.type(screen.getByLabelText('Název'), 'Naplánovaný článek');
    await user.type(screen.getByLabelText('Obsah (HTML)'), '<p>Text</p>');
    await user.click(screen.getByLabelText('Zveřejnit'));
    await user.type(screen.getByLabelText('Datum a čas zveřejnění'), '2030-05-01T08:30:15');
    await user.click(screen.getByRole('button', { name: 'Vytvořit článek' }));
    expect(await screen.findByText('Článek byl úspěšně vytvořen')).toBeInTheDocument();
    expect(sentBody()).toMatchObject({ published: true, publishedAt: new Date(2030, 4, 1, 8, 30, 15).toISOString() });
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
