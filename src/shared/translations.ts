/**
 * The one bilingual model (decision 020): every translatable record keeps its texts per language.
 *
 * - Database: one row per record and language in `<record>_translations` (record id + language as the key, one
 *   column per text). A language a record is not written in has no row.
 * - API, forms and shared rules: `translations: { cs?: Texts, en?: Texts }`, validated by `translatedSchema`.
 *
 * Records add their own text fields; nothing else about languages is written twice.
 */
import { z } from 'zod';
import { LANGUAGES, type Language } from './constants';

/** A record's texts per language; a language it is not written in is absent. */
export type Translated<T> = Partial<Record<Language, T>>;

/** Every language present (records whose texts exist in both languages, e.g. a portfolio item's title). */
export type TranslatedInAll<T> = Record<Language, T>;

/** The languages a record is written in, in the site's order (cs first). */
export function languagesOf<T>(translations: Translated<T>): Language[] {
  return LANGUAGES.filter((lang) => translations[lang] !== undefined);
}

/**
 * The text to show in `lang`: that language's when written, otherwise the first language the record has (so a
 * record always has something to show). undefined only for a record with no texts at all.
 */
export function textsFor<T>(translations: Translated<T>, lang: Language): T | undefined {
  return translations[lang] ?? LANGUAGES.map((l) => translations[l]).find((t) => t !== undefined);
}

/**
 * `{ cs, en }` of one texts schema. `optional` languages may be missing (their translation rows are not written);
 * a missing required language fails with a message at `translations.<lang>`.
 */
export function translatedSchema<S extends z.ZodType>(texts: S, options: { optional: readonly Language[] } = { optional: [] }) {
  const shape = Object.fromEntries(
    LANGUAGES.map((lang) => [lang, options.optional.includes(lang) ? texts.optional() : texts]),
  ) as Record<Language, S | z.ZodOptional<S>>;
  return z.object(shape);
}
