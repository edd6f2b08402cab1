/**
 * Alt text as part of writing (issue 20, point 5): inserting a library image asks for its alt text (the library's
 * prefilled and editable; required unless marked decorative), a selected image's alt text can be edited, and images
 * without any alt text are marked and counted in the editor.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Language } from '@/shared/constants';
import type { AdminMediaItem } from '@/shared/media';
import { listResponse, stubFetch } from '@/client/test/fetch-stub';
import { renderAdminScreen } from '@/client/test/render-admin-screen';
import { RichTextEditor } from './rich-text-editor';
import { stubEditorLayout } from '@/client/test/editor-layout';

stubEditorLayout();
afterEach(() => vi.unstubAllGlobals());

const HASH = 'b'.repeat(64);
const photo: AdminMediaItem = {
  id: 9, hash: HASH, originalName: 'office.jpg', mime: 'image/jpeg', width: 1200, height: 800, size: 300_000,
  translations: { cs: { alt: 'Naše kancelář' } }, createdAt: '2026-11-20T09:00:00.000Z', uses: [],
};

function renderEditor(value: string, lang: Language) {
  const onChange = vi.fn();
  function Host() {
    const [html, setHtml] = useState(value);
    return <RichTextEditor value={html} onChange={(next) => { setHtml(next); onChange(next); }} label="Obsah" lang={lang} />;
  }
  renderAdminScreen(<Host />, { lang });
  return { textbox: screen.getByRole('textbox', { name: 'Obsah' }), lastHtml: () => onChange.mock.lastCall?.[0] as string };
}

async function pickPhoto(user: ReturnType<typeof userEvent.setup>, imageButton: string, pickerTitle: string, choose: RegExp) {
  stubFetch(async () => listResponse([photo]));
  await user.click(screen.getByRole('button', { name: imageButton }));
  const picker = await screen.findByRole('dialog', { name: pickerTitle });
  await user.click(await within(picker).findByRole('button', { name: choose }));
}

describe('the image alt text dialog', () => {
  it('asks for the alt text with the library’s prefilled (Czech UI), requires one, and stores the edited text', async () => {
    const user = userEvent.setup();
    const { lastHtml } = renderEditor('<p>Úvod</p>', 'cs');
    await pickPhoto(user, 'Obrázek z knihovny médií', 'Vložit obrázek do článku', /^Vybrat\s*office\.jpg$/);
    const dialog = await screen.findByRole('dialog', { name: 'Popisek vkládaného obrázku' });
    const input = within(dialog).getByLabelText('Popisek obrázku (česky)');
    expect(input).toHaveValue('Naše kancelář');
    await user.clear(input);
    await user.click(within(dialog).getByRole('button', { name: 'Vložit obrázek' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Napište popisek obrázku, nebo ho označte jako dekorativní');
    expect(lastHtml()).toBeUndefined();
    await user.type(input, 'Kancelář v Brně se zasedačkou');
    await user.click(within(dialog).getByRole('button', { name: 'Vložit obrázek' }));
    await waitFor(() => expect(lastHtml()).toBe(`<img src="/media/${HASH}-1200.webp" alt="Kancelář v Brně se zasedačkou" width="1200" height="800"><p>Úvod</p>`));
  }, 20_000);

  it('takes the other language’s library text when this one is blank, and "decorative" stores alt=""', async () => {
    const user = userEvent.setup();
    const { lastHtml } = renderEditor('<p>Intro</p>', 'en');
    await pickPhoto(user, 'Image from the media library', 'Insert an image into the post', /^Choose\s*office\.jpg$/);
    const dialog = await screen.findByRole('dialog', { name: 'Alt text of the image' });
    expect(within(dialog).getByLabelText('Alt text (English)')).toHaveValue('Naše kancelář');
    await user.click(within(dialog).getByRole('checkbox', { name: /decorative only/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Insert image' }));
    await waitFor(() => expect(lastHtml()).toBe(`<img src="/media/${HASH}-1200.webp" alt="" width="1200" height="800"><p>Intro</p>`));
  });

  it('the alt text button is off while no image is selected', () => {
    renderEditor('<p>Text</p>', 'en');
    expect(screen.getByRole('button', { name: 'Image alt text' })).toBeDisabled();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('cancelling inserts nothing', async () => {
    const user = userEvent.setup();
    const { lastHtml } = renderEditor('<p>Intro</p>', 'en');
    await pickPhoto(user, 'Image from the media library', 'Insert an image into the post', /^Choose\s*office\.jpg$/);
    const dialog = await screen.findByRole('dialog', { name: 'Alt text of the image' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(lastHtml()).toBeUndefined();
  });

  it('marks and counts images without alt text, and the selected image’s alt text is added from the toolbar', async () => {
    const user = userEvent.setup();
    const html = `<img src="/media/${HASH}-1200.webp" width="1200" height="800"><p>Text</p><img src="/media/${HASH}-960.webp" alt="">`;
    const { textbox, lastHtml } = renderEditor(html, 'en');
    // Decorative (alt="") is a choice: only the image with no alt attribute counts.
    expect(screen.getByRole('status')).toHaveTextContent('1 image has no alt text.');
    expect(textbox.getAttribute('aria-describedby')).toContain(screen.getByRole('status').id);
    expect(textbox.querySelectorAll('img:not([alt])')).toHaveLength(1);
    // The editor opens with the first image selected (a node selection, as a click on it makes): its alt text can be set.
    const altButton = screen.getByRole('button', { name: 'Image alt text' });
    await waitFor(() => expect(altButton).toBeEnabled());
    await user.click(altButton);
    const dialog = await screen.findByRole('dialog', { name: 'Edit the image’s alt text' });
    await user.type(within(dialog).getByLabelText('Alt text (English)'), 'Our office');
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(lastHtml()).toContain('alt="Our office"'));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
