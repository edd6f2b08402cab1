/**
 * What staff publish for a page of the public site (issue 35 point 2; docs/product/site-content.md#site-texts): every
 * text of the page in both languages, as its editor holds them, and the page's social image. A text equal to its
 * default, or left blank, is stored as no override (the page follows the code's text); any other must keep the
 * default's `{{placeholders}}`.
 */
import { z } from 'zod';
import { LANGUAGES } from '../constants';
import { overrideFits, siteTextKeys, SITE_TEXT_MAX_LENGTH, type SitePageKey } from '../site-texts/site-pages';
import { FIELD_MESSAGES, SITE_TEXT_MESSAGES } from './messages';
import { optionalImageUrl } from './fields';
export { SITE_TEXT_MESSAGES };

const text = z.string({ error: FIELD_MESSAGES.textInvalid }).max(SITE_TEXT_MAX_LENGTH, FIELD_MESSAGES.textTooLong);
const languageTexts = z.record(z.string(), text, { error: FIELD_MESSAGES.textInvalid });

/** PUT /api/admin/site-texts/:page (and the preview's form): a page's texts per language and its social image. */
export function sitePageInputSchema(page: SitePageKey) {
  let schema = SCHEMAS.get(page);
  if (!schema) SCHEMAS.set(page, (schema = schemaOf(page)));
  return schema;
}

function schemaOf(page: SitePageKey) {
  const keys = new Set(siteTextKeys(page));
  return z
    .object({
      translations: z.object({ cs: languageTexts, en: languageTexts }).strict(),
      imageUrl: optionalImageUrl(),
    })
    .strict()
    .superRefine((input, ctx) => {
      for (const lang of LANGUAGES) {
        for (const [key, value] of Object.entries(input.translations[lang])) {
          const path = ['translations', lang, key];
          if (!keys.has(key)) ctx.addIssue({ code: 'custom', path, message: SITE_TEXT_MESSAGES.unknownText });
          else if (value.trim() !== '' && !overrideFits(lang, key, value)) ctx.addIssue({ code: 'custom', path, message: SITE_TEXT_MESSAGES.placeholders });
        }
      }
    });
}
export type SitePageInput = z.output<ReturnType<typeof schemaOf>>;
/** One schema per page, made when first needed (the editor checks its form at every change). */
const SCHEMAS = new Map<SitePageKey, ReturnType<typeof schemaOf>>();
