/**
 * The site-text editor's live preview (issue 35 point 2): the real page asked for after the delay with the form's
 * texts, in either language and width; its failure; a page without an image; an unknown page.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse } from '@/client/test/fetch-stub';
import { sitePageTexts } from '@/shared/site-texts/site-pages';
import { PREVIEW_DELAY_MS } from './site-text-preview';
import { editorTestHooks, HERO, HERO_CS, HERO_EN, heroTitle, MARKED_AT, NONE, recordOf, renderEditor, retype, serve, textBox } from './site-text-editor-test-setup';

editorTestHooks();

// A page of some 150 fields in jsdom: a minute per test, as the proposal and invoice editors' tests have.
describe('SiteTextEditorPage: the preview', { timeout: 60_000 }, () => {
  it('previews the real page after the delay, with the form\'s texts, and follows the texts typed', async () => {
    const server = serve({ records: [recordOf('home', { imageUrl: '/media/home-1200.webp', updatedAt: MARKED_AT, updatedBy: 'Jana Nováková' })] });
    const user = userEvent.setup();
    renderEditor('home');
    await screen.findByRole('group', { name: 'Úvodní nadpis' });
    expect(screen.getByRole('heading', { name: 'Náhled' })).toBeInTheDocument();

    const frame = await screen.findByTitle('Náhled stránky Úvodní stránka (Česky, Telefon)', {}, { timeout: 5000 });
    expect(server.previews).toHaveLength(1);
    const [first] = server.previews;
    expect(first!.url).toBe('/?preview');
    expect(first!.body).toEqual({ page: 'home', translations: sitePageTexts('home', NONE), imageUrl: '/media/home-1200.webp' });
    // Not before the form has stood still for the delay.
    expect(first!.at - server.loadedAt[0]!).toBeGreaterThanOrEqual(PREVIEW_DELAY_MS - 20);
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('srcdoc', `<!doctype html><html lang="cs"><body><h1>${HERO_CS}</h1></body></html>`);

    await retype(user, heroTitle(), 'Náhled nadpisu');
    await waitFor(() => expect(frame).toHaveAttribute('srcdoc', '<!doctype html><html lang="cs"><body><h1>Náhled nadpisu</h1></body></html>'), { timeout: 5000 });
    const last = server.previews.at(-1)!;
    expect(last.body.translations.cs[HERO]).toBe('Náhled nadpisu');
    expect(last.body.translations.en[HERO]).toBe(HERO_EN);
  });

  it('asks for the preview once the typing has stopped for the delay, not at every key', async () => {
    const server = serve();
    renderEditor('home');
    await screen.findByTitle('Náhled stránky Úvodní stránka (Česky, Telefon)', {}, { timeout: 5000 });
    expect(server.previews).toHaveLength(1);
    // Three keys in quick succession (no timer can run between them).
    const box = heroTitle();
    for (const text of ['Weby', 'Weby a', 'Weby a design']) fireEvent.change(box, { target: { value: text } });
    const typedAt = Date.now();
    await waitFor(() => expect(server.previews).toHaveLength(2), { timeout: 5000 });
    expect(server.previews[1]!.body.translations.cs[HERO]).toBe('Weby a design');
    expect(server.previews[1]!.at - typedAt).toBeGreaterThanOrEqual(PREVIEW_DELAY_MS - 20);
    await new Promise((resolve) => setTimeout(resolve, PREVIEW_DELAY_MS * 2));
    expect(server.previews).toHaveLength(2);
  });

  it('previews the page in English at the English address, and at a desktop\'s width', async () => {
    const server = serve();
    const user = userEvent.setup();
    renderEditor('home');
    await screen.findByTitle('Náhled stránky Úvodní stránka (Česky, Telefon)', {}, { timeout: 5000 });
    const language = screen.getByRole('group', { name: 'Jazyk náhledu' });
    expect(within(language).getByRole('button', { name: 'Česky' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(within(language).getByRole('button', { name: 'Anglicky' }));
    expect(within(language).getByRole('button', { name: 'Anglicky' })).toHaveAttribute('aria-pressed', 'true');

    const frame = await screen.findByTitle('Náhled stránky Úvodní stránka (Anglicky, Telefon)', {}, { timeout: 5000 });
    await waitFor(() => expect(frame).toHaveAttribute('srcdoc', `<!doctype html><html lang="en"><body><h1>${HERO_EN}</h1></body></html>`), { timeout: 5000 });
    expect(server.previews.at(-1)!.url).toBe('/en?preview');
    expect(server.previews.at(-1)!.body.page).toBe('home');

    await user.click(within(screen.getByRole('group', { name: 'Šířka náhledu' })).getByRole('button', { name: 'Počítač' }));
    expect(await screen.findByTitle('Náhled stránky Úvodní stránka (Anglicky, Počítač)')).toHaveStyle({ width: '1280px' });
  });

  it('previews a page at its own address', async () => {
    const server = serve();
    renderEditor('pricing');
    await screen.findByTitle('Náhled stránky Ceník (Česky, Telefon)', {}, { timeout: 5000 });
    expect(server.previews[0]!.url).toBe('/pricing?preview');
    expect(server.previews[0]!.body.page).toBe('pricing');
    expect(Object.keys(server.previews[0]!.body.translations.cs)).toEqual(Object.keys(sitePageTexts('pricing', NONE).cs));
  });

  it('says when the preview could not be loaded', async () => {
    serve({ refusePreview: () => jsonResponse(500, { message: 'Náhled selhal' }) });
    renderEditor('home');
    expect(await screen.findByText('Náhled se nepodařilo načíst: Náhled selhal', {}, { timeout: 5000 })).toBeInTheDocument();
  });

  it('has no image for the header and footer, only their menu and footer texts', async () => {
    serve();
    renderEditor('layout');
    expect(await screen.findByRole('heading', { name: 'Texty stránky Hlavička a patička' })).toBeInTheDocument();
    await screen.findByRole('group', { name: 'Menu' });
    expect(screen.getByRole('group', { name: 'Patička' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Obrázek pro sociální sítě' })).not.toBeInTheDocument();
    expect(textBox('Patička', 'Rights', 'Česky')).toHaveValue('Všechna práva vyhrazena.');
  });

  it('says an unknown page does not exist and asks the server for nothing', async () => {
    const server = serve();
    renderEditor('nowhere');
    expect(await screen.findByText('Taková stránka textů neexistuje.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Texty webu' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Zveřejnit' })).not.toBeInTheDocument();
    expect(server.requests()).toEqual([]);
  });

  it('says so in English too', async () => {
    serve();
    renderEditor('nowhere', 'en');
    expect(await screen.findByText('There is no such page of texts.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Site texts' })).toBeInTheDocument();
  });
});
