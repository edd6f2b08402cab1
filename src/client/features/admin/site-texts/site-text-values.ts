/**
 * The site-text editor's values (issue 35 point 2): every text of the page in both languages as the form holds them
 * (the published override, else the code's text) and its image, checked with the shared schema the route uses.
 */
import { LANGUAGES, type Language } from '@/shared/constants';
import { sitePageInputSchema, type SitePageInput } from '@/shared/schemas/site-texts';
import { defaultSiteText, placeholdersOf, sitePageTexts, type SitePageKey, type SitePageRecord } from '@/shared/site-texts/site-pages';

export type SiteTextValues = SitePageInput;

/** What the editor opens with: the page as published. */
export function valuesOf(record: SitePageRecord): SiteTextValues {
  return { translations: sitePageTexts(record.page, record.overrides), imageUrl: record.imageUrl };
}

/** A text's place in the form's errors: its language and path ('cs:home.hero.title'); 'imageUrl' for the image. */
export const fieldOf = (language: Language, key: string) => `${language}:${key}`;

/** The form's errors by field (fieldOf), in the schema's English (the form translates them); none when valid. */
export function valueErrors(page: SitePageKey, values: SiteTextValues): Record<string, string> {
  const result = sitePageInputSchema(page).safeParse(values);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const [first, language, key] = issue.path.map(String);
    const lang = LANGUAGES.find((candidate) => candidate === language);
    const field = first === 'translations' && lang && key ? fieldOf(lang, key) : (first ?? '');
    errors[field] ??= issue.message;
  }
  return errors;
}

/** The form's errors from the server's answer (`fields` keyed 'translations.cs.home.hero.title'). */
export function serverErrors(fields: Record<string, string> | undefined): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [path, message] of Object.entries(fields ?? {})) {
    const match = /^translations\.(cs|en)\.(.+)$/.exec(path);
    const language = LANGUAGES.find((lang) => lang === match?.[1]);
    errors[language && match ? fieldOf(language, match[2]!) : path] = message;
  }
  return errors;
}

/** Whether the values differ from the published ones (a text equal to its default counts as the default). */
export function changedFrom(published: SiteTextValues, values: SiteTextValues): boolean {
  if ((published.imageUrl ?? '') !== (values.imageUrl ?? '')) return true;
  const shown = (language: Language, key: string, text: string | undefined) => (text === undefined || text.trim() === '' ? defaultSiteText(language, key) : text);
  return LANGUAGES.some((lang) =>
    Object.keys({ ...published.translations[lang], ...values.translations[lang] }).some(
      (key) => shown(lang, key, published.translations[lang][key]) !== shown(lang, key, values.translations[lang][key]),
    ),
  );
}

/** The placeholders a text must keep, as staff type them ('{{plan}}'); none for most texts. */
export const placeholdersShown = (language: Language, key: string): string[] => placeholdersOf(defaultSiteText(language, key)).map((name) => `{{${name}}}`);
