import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminMediaItem } from '@/shared/media';
import { jsonResponse, listResponse, stubFetch, type FetchMock } from '@/client/test/fetch-stub';
import { renderAdminScreen } from '@/client/test/render-admin-screen';
import { MediaPicker } from './media-picker';
import { MediaPage } from './media-page';

const HASH = 'a'.repeat(64);
const IMAGES: AdminMediaItem[] = [
  {
    id: 4,
    hash: HASH,
    originalName: 'kancelar.jpg',
    mime: 'image/jpeg',
    width: 1200,
    height: 800,
    size: 245_760,
    translations: { cs: { alt: 'Naše kancelář' }, en: { alt: 'Our office' } },
    createdAt: '2026-11-20T10:00:00.000Z',
    uses: [{ kind: 'blog_post', id: 2, title: 'Nová kancelář' }],
  },
];

let fetchMock: FetchMock;
beforeEach(() => {
  fetchMock = stubFetch(async (_raw, init) => {
    const method = init?.method ?? 'GET';
    if (method === 'GET') return listResponse(IMAGES);
    if (method === 'PATCH') return jsonResponse(200, { ...IMAGES[0], ...(JSON.parse(String(init?.body)) as object) });
    return jsonResponse(500, { message: 'unexpected' });
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('MediaPicker', () => {
  it('hands back the largest WebP address, the size and the alt text in the language asked for', async () => {
    const onPick = vi.fn();
    const onOpenChange = vi.fn();
    renderAdminScreen(<MediaPicker open onOpenChange={onOpenChange} onPick={onPick} lang="en" />, { lang: 'en', url: '/admin/blog' });
    const dialog = await screen.findByRole('dialog', { name: 'Choose an image from the library' });
    await userEvent.setup().click(await within(dialog).findByRole('button', { name: 'Choose kancelar.jpg' }));
    expect(onPick).toHaveBeenCalledWith({ id: 4, url: `/media/${HASH}-1200.webp`, alt: 'Our office', width: 1200, height: 800 });
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });
});

describe('MediaPage', () => {
  it('shows size and uses, saves alt texts, and lists the uses instead of deleting an image in use', async () => {
    const user = userEvent.setup();
    renderAdminScreen(<MediaPage />, { lang: 'en', url: '/admin/media' });
    const card = (await screen.findByRole('heading', { name: 'kancelar.jpg' })).closest('li')!;
    expect(within(card).getByText('1200 × 800 px · 240 kB')).toBeInTheDocument();
    expect(within(card).getByText('Post: Nová kancelář')).toBeInTheDocument();
    const alt = within(card).getByLabelText('Alt text (English)');
    await user.clear(alt);
    await user.type(alt, 'The office');
    await user.click(within(card).getByRole('button', { name: 'Save alt texts kancelar.jpg' }));
    expect(await screen.findByText('Alt texts saved')).toBeInTheDocument();
    const patch = fetchMock.mock.calls.find(([, init]) => init?.method === 'PATCH')!;
    expect(JSON.parse(String(patch[1]?.body))).toEqual({ translations: { cs: { alt: 'Naše kancelář' }, en: { alt: 'The office' } } });
    await user.click(within(card).getByRole('button', { name: 'Delete – kancelar.jpg' }));
    const dialog = await screen.findByRole('dialog', { name: 'The image is in use' });
    expect(within(dialog).getByText('Post: Nová kancelář')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false);
  });
});
