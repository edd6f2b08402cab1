/**
 * The site-text editor (issue 35 point 2): a page's texts in Czech and English from its published record, changes,
 * placeholder errors at their field, publishing (the request body, the success toast, the server's refusals), going
 * back to the original text and translation marks.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse } from '@/client/test/fetch-stub';
import { formatDay } from '@/shared/dates';
import type { TranslationMark } from '@/shared/revisions';
import { SITE_TEXT_MESSAGES } from '@/shared/schemas/messages';
import { VALIDATION_MESSAGES_CS } from '@/shared/validation-texts';
import { defaultSiteText, sitePageTexts } from '@/shared/site-texts/site-pages';
import { editorTestHooks, HERO, HERO_CS, HERO_EN, heroTitle, MARKED_AT, NONE, PLAN_CONTEXT, recordOf, renderEditor, retype, serve, textBox, textRow } from './site-text-editor-test-setup';

editorTestHooks();

// A page of some 150 fields in jsdom: a minute per test, as the proposal and invoice editors' tests have.
describe('SiteTextEditorPage', { timeout: 60_000 }, () => {
  it('opens the page\'s published record and shows each text in Czech and English, the override or the original', async () => {
    const server = serve({ records: [recordOf('home', { overrides: { cs: { [HERO]: 'Weby, které prodávají' }, en: {} }, imageUrl: '/media/home-1200.webp' })] });
    renderEditor('home');
    expect(await screen.findByRole('heading', { name: 'Texty stránky Úvodní stránka' })).toBeInTheDocument();
    await screen.findByRole('group', { name: 'Úvodní nadpis' });
    expect(server.requests()).toContain('GET /api/admin/site-texts/home');
    expect(server.requests()).toContain('GET /api/admin/site-texts/home/translation-marks');

    // The sections as the page shows them.
    for (const section of ['Vyhledávače a sdílení', 'Úvodní nadpis', 'Služby', 'Čísla', 'Portfolio', 'Proč my', 'Postup práce']) {
      expect(screen.getByRole('group', { name: section })).toBeInTheDocument();
    }
    expect(heroTitle('Česky')).toHaveValue('Weby, které prodávají');
    expect(heroTitle('Anglicky')).toHaveValue(HERO_EN);
    expect(heroTitle('Česky')).toHaveAttribute('lang', 'cs');
    expect(heroTitle('Anglicky')).toHaveAttribute('lang', 'en');
    // The original of a changed text is shown beside it, with a way back.
    const heroRow = textRow('Úvodní nadpis', 'Nadpis');
    expect(within(heroRow).getByText(`Původní text: ${HERO_CS}`)).toBeInTheDocument();
    expect(within(heroRow).getAllByRole('button', { name: 'Vrátit původní text' })).toHaveLength(1);
    expect(textBox('Služby', 'Položky › web › nadpis', 'Česky')).toHaveValue('Vývoj webu');
    expect(textBox('Služby', 'Položky › web › nadpis', 'Anglicky')).toHaveValue(defaultSiteText('en', 'home.services.items.web.title'));
    expect(textBox('Postup práce', 'Step label', 'Česky')).toHaveValue('Krok {{number}}');
    expect(screen.getByRole('textbox', { name: 'Obrázek pro sociální sítě' })).toHaveValue('/media/home-1200.webp');

    expect(screen.getByText('Beze změn oproti zveřejněné verzi')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Zveřejnit' })).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Otevřít stránku na webu' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Zpět na texty webu' })).toHaveAttribute('href', '/admin/site-texts');
  });

  it('shows the code\'s texts of a page never published, in English for an English admin', async () => {
    serve();
    renderEditor('home', 'en');
    expect(await screen.findByRole('heading', { name: 'Texts of the Home page' })).toBeInTheDocument();
    await screen.findByRole('group', { name: 'Headline' });
    const row = textRow('Headline', 'Title');
    expect(within(row).getByRole('textbox', { name: 'Czech' })).toHaveValue(HERO_CS);
    expect(within(row).getByRole('textbox', { name: 'English' })).toHaveValue(HERO_EN);
    expect(within(row).queryByRole('button', { name: 'Restore the original text' })).not.toBeInTheDocument();
    expect(screen.getByText('No changes since the published version')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Publish' })).toBeDisabled();
  });

  it('a changed text makes the changes unsaved and publishing possible; the original puts it back', async () => {
    serve();
    const user = userEvent.setup();
    renderEditor('home');
    await screen.findByRole('group', { name: 'Úvodní nadpis' });
    expect(screen.getByText('Beze změn oproti zveřejněné verzi')).toBeInTheDocument();
    await user.type(heroTitle(), ' dnes');
    expect(heroTitle()).toHaveValue(`${HERO_CS} dnes`);
    expect(screen.getByText('Neuložené změny')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Zveřejnit' })).toBeEnabled();
    expect(screen.getByText(`Původní text: ${HERO_CS}`)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Vrátit původní text' }));
    expect(heroTitle()).toHaveValue(HERO_CS);
    expect(screen.getByText('Beze změn oproti zveřejněné verzi')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Zveřejnit' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Vrátit původní text' })).not.toBeInTheDocument();

    // A blank text is the original: nothing to publish.
    await user.clear(heroTitle());
    expect(heroTitle()).toHaveAttribute('placeholder', HERO_CS);
    expect(screen.getByText('Beze změn oproti zveřejněné verzi')).toBeInTheDocument();
  });

  it('"Restore the original text" of a published override is a change to publish', async () => {
    serve({ records: [recordOf('home', { overrides: { cs: {}, en: { [HERO]: 'Websites that sell' } }, updatedAt: '2026-11-20T10:00:00.000Z', updatedBy: 'Jana Nováková' })] });
    const user = userEvent.setup();
    renderEditor('home', 'en');
    await screen.findByRole('group', { name: 'Headline' });
    const row = textRow('Headline', 'Title');
    expect(within(row).getByRole('textbox', { name: 'English' })).toHaveValue('Websites that sell');
    expect(within(row).getByText(`Original text: ${HERO_EN}`)).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: 'Restore the original text' }));
    expect(within(row).getByRole('textbox', { name: 'English' })).toHaveValue(HERO_EN);
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Publish' })).toBeEnabled();
  });

  it('publishes every text of the page in both languages and its image, then shows what was published', async () => {
    const server = serve();
    const user = userEvent.setup();
    renderEditor('home');
    await screen.findByRole('group', { name: 'Úvodní nadpis' });
    await retype(user, heroTitle(), 'Weby, které prodávají');
    await retype(user, textBox('Čísla', 'Nadpis', 'Anglicky'), 'Our figures');
    await user.click(screen.getByRole('textbox', { name: 'Obrázek pro sociální sítě' }));
    await user.paste('/media/home-1200.webp');
    await user.click(screen.getByRole('button', { name: 'Zveřejnit' }));

    expect(await screen.findByText('Texty stránky jsou zveřejněné')).toBeInTheDocument();
    const texts = sitePageTexts('home', NONE);
    expect(server.putBodies()).toEqual([
      {
        url: '/api/admin/site-texts/home',
        body: {
          translations: { cs: { ...texts.cs, [HERO]: 'Weby, které prodávají' }, en: { ...texts.en, 'home.stats.title': 'Our figures' } },
          imageUrl: '/media/home-1200.webp',
        },
      },
    ]);
    // The editor now shows the published version: nothing left to publish, the texts kept.
    expect(await screen.findByText('Beze změn oproti zveřejněné verzi')).toBeInTheDocument();
    expect(heroTitle()).toHaveValue('Weby, které prodávají');
    expect(textBox('Čísla', 'Nadpis', 'Anglicky')).toHaveValue('Our figures');
    expect(screen.getByRole('button', { name: 'Zveřejnit' })).toBeDisabled();
  });

  it('a text without the original\'s placeholder is named at its field, in Czech, and not published', async () => {
    const server = serve();
    const user = userEvent.setup();
    renderEditor('pricing');
    await screen.findByRole('group', { name: 'Hlavní texty' });
    const context = () => textBox('Hlavní texty', 'Select plan context', 'Česky');
    expect(context()).toHaveValue(defaultSiteText('cs', PLAN_CONTEXT));
    // The field says which placeholders to keep.
    expect(context()).toHaveAccessibleDescription('Ponechte zástupné údaje: {{plan}}');

    await retype(user, context(), '– platba kartou');
    const row = textRow('Hlavní texty', 'Select plan context');
    expect(within(row).getByRole('alert')).toHaveTextContent(VALIDATION_MESSAGES_CS.siteTextPlaceholders);
    expect(context()).toHaveAttribute('aria-invalid', 'true');
    expect(textBox('Hlavní texty', 'Select plan context', 'Anglicky')).toHaveAttribute('aria-invalid', 'false');
    expect(screen.getByText('Neuložené změny')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Zveřejnit' })).toBeDisabled();
    expect(screen.getByText('Náhled čeká na opravu chybných polí.')).toBeInTheDocument();

    // Submitting the form anyway sends nothing.
    fireEvent.submit(screen.getByRole('button', { name: 'Zveřejnit' }).closest('form')!);
    expect(server.putBodies()).toEqual([]);

    // The placeholder back: the error goes, publishing is possible.
    await user.clear(context());
    await user.paste('– tarif {{plan}}');
    expect(within(row).queryByRole('alert')).not.toBeInTheDocument();
    expect(context()).toHaveAttribute('aria-invalid', 'false');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Zveřejnit' })).toBeEnabled());
  });

  it('names the placeholder error in English for an English admin', async () => {
    serve();
    const user = userEvent.setup();
    renderEditor('pricing', 'en');
    await screen.findByRole('group', { name: 'Main texts' });
    const row = textRow('Main texts', 'Select plan context');
    const english = within(row).getByRole('textbox', { name: 'English' });
    await user.clear(english);
    await user.paste('{{plan}} for {{price}}');
    expect(within(row).getByRole('alert')).toHaveTextContent(SITE_TEXT_MESSAGES.placeholders);
    expect(english).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('button', { name: 'Publish' })).toBeDisabled();
  });

  it('marks the text the server refused, with the failure toast, until the text is edited', async () => {
    serve({
      refusePut: () =>
        jsonResponse(400, {
          message: `translations.cs.home.hero.title: ${SITE_TEXT_MESSAGES.unknownText}`,
          field: 'translations.cs.home.hero.title',
          fields: { 'translations.cs.home.hero.title': SITE_TEXT_MESSAGES.unknownText },
        }),
    });
    const user = userEvent.setup();
    renderEditor('home');
    await screen.findByRole('group', { name: 'Úvodní nadpis' });
    await retype(user, heroTitle(), 'Weby, které prodávají');
    await user.click(screen.getByRole('button', { name: 'Zveřejnit' }));

    expect(await screen.findByText('Texty se nepodařilo zveřejnit')).toBeInTheDocument();
    await waitFor(() => expect(heroTitle()).toHaveAttribute('aria-invalid', 'true'));
    const row = textRow('Úvodní nadpis', 'Nadpis');
    expect(within(row).getByRole('alert')).toHaveTextContent(VALIDATION_MESSAGES_CS.siteTextUnknown);
    expect(heroTitle('Anglicky')).toHaveAttribute('aria-invalid', 'false');
    // Still unsaved: nothing was published.
    expect(screen.getByText('Neuložené změny')).toBeInTheDocument();

    await user.type(heroTitle(), '!');
    expect(heroTitle()).toHaveAttribute('aria-invalid', 'false');
    expect(within(row).queryByRole('alert')).not.toBeInTheDocument();
  });

  // A text's refusal goes when the text is edited, and so does the image's when the image changes.
  it('clears the server\'s refusal of the image once the image is changed', async () => {
    serve({
      refusePut: () =>
        jsonResponse(400, {
          message: 'imageUrl: Must be an image address',
          field: 'imageUrl',
          fields: { imageUrl: 'Must be an image address' },
        }),
    });
    const user = userEvent.setup();
    renderEditor('home', 'en');
    const image = await screen.findByRole('textbox', { name: 'Image for social media' });
    await user.click(image);
    await user.paste('/media/missing-1200.webp');
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(image).toHaveAttribute('aria-invalid', 'true'));
    expect(image).toHaveAccessibleDescription('Must be an image address');

    await retype(user, image, '/media/home-1200.webp');
    expect(image).toHaveAttribute('aria-invalid', 'false');
  });

  it('shows a translation mark under the English text with "still valid", which clears it', async () => {
    const mark: TranslationMark = { field: HERO, language: 'en', changedLanguage: 'cs', markedAt: MARKED_AT };
    const server = serve({ records: [recordOf('home', { overrides: { cs: { [HERO]: 'Weby, které prodávají' }, en: {} }, updatedAt: MARKED_AT, updatedBy: 'Jana Nováková' })], marks: [mark] });
    const user = userEvent.setup();
    renderEditor('home');
    const note = `Potřebuje aktualizovat: česká verze se změnila ${formatDay(MARKED_AT, 'cs')}`;
    await screen.findByRole('group', { name: 'Úvodní nadpis' });
    const row = textRow('Úvodní nadpis', 'Nadpis');
    expect(await within(row).findByText(note)).toBeInTheDocument();
    expect(heroTitle('Anglicky')).toHaveAccessibleDescription(note);
    expect(heroTitle('Česky')).not.toHaveAccessibleDescription(note);
    // Only the marked text has a note.
    expect(screen.getAllByRole('button', { name: 'Stále platí' })).toHaveLength(1);

    await user.click(within(row).getByRole('button', { name: 'Stále platí' }));
    await waitFor(() => expect(within(row).queryByText(note)).not.toBeInTheDocument());
    expect(server.requests()).toContain('DELETE /api/admin/site-texts/home/translation-marks/en/home.hero.title');
  });
});
