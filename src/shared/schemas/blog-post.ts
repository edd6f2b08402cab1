/** docs/product/records.md#blog-posts, docs/product/api.md#blog admin blog post: payload of POST/PUT /api/admin/blog and the blog form. */
import { z } from 'zod';
import { LANGUAGES } from '../constants';
import { officeInstantOfInput } from '../dates';
import { languagesOf, textsFor, translatedSchema, type Translated } from '../translations';
import { normalizeSlug } from '../slug';
import {
  dateNullOrUndefined,
  FIELD_MESSAGES,
  flag,
  MAX_LENGTH,
  optionalImageUrl,
  optionalText,
  requiredFlag,
  requiredText,
} from './fields';
import { BLOG_MESSAGES } from './messages';
export { BLOG_MESSAGES };

/** A slug as given: normalised like a title ('Nový Web' → 'novy-web'); blank → null (the server derives it from the title). */
const slugInput = () => optionalText(MAX_LENGTH.short).transform((s) => (s === null ? null : normalizeSlug(s) || null));

export const translationSchema = z.object({
  title: requiredText(MAX_LENGTH.title, BLOG_MESSAGES.titleRequired),
  /**
   * The post's address in this language (/blog/<slug>, /en/blog/<slug>; decision 021), unique in the language. None:
   * the first language takes the post's `slug`, and a language without either gets one from its own title.
   */
  slug: slugInput().optional(),
  /** HTML; the server sanitises it. */
  content: requiredText(MAX_LENGTH.html, BLOG_MESSAGES.contentRequired),
  /** Plain text teaser. */
  description: optionalText(MAX_LENGTH.description),
  /**
   * What the public post shows as its author, category and tags in this language (the initial posts carry them,
   * decision 019). Missing: an update keeps the stored ones; none stored: the post's author account, the 'agency
   * news' category and no tags.
   */
  author: optionalText(MAX_LENGTH.short).optional(),
  category: optionalText(MAX_LENGTH.short).optional(),
  tags: z.array(z.string({ error: FIELD_MESSAGES.textInvalid }).trim().min(1).max(MAX_LENGTH.short)).max(20).optional(),
});
export type BlogTranslation = z.output<typeof translationSchema>;
export type BlogTranslations = Translated<BlogTranslation>;
/** A stored post's texts: every language has its slug (what the admin API answers). */
export type StoredBlogTranslation = Omit<BlogTranslation, 'slug'> & { slug: string };
export type StoredBlogTranslations = Translated<StoredBlogTranslation>;
/** A translation whose fields are all blank counts as absent (an untouched language tab in the form). */
const isBlankTranslation = (v: unknown) =>
  v === undefined ||
  v === null ||
  (typeof v === 'object' &&
    ['title', 'content', 'description'].every((k) => {
      const field = (v as Record<string, unknown>)[k];
      return field === undefined || field === null || (typeof field === 'string' && field.trim() === '');
    }));

/**
 * The texts per language (the one bilingual model, src/shared/translations.ts) with one language's rule: a blank
 * language is none, and missing or null translations are none. Typed as the form gives them (a tab per language).
 */
function translationsOf<S extends z.ZodType>(texts: S) {
  const optional = z.preprocess((v: z.input<S> | undefined) => (isBlankTranslation(v) ? undefined : v), texts.optional());
  return z.preprocess((v: Translated<z.input<S>>) => v ?? {}, translatedSchema(optional, { optional: LANGUAGES }));
}

export const translationsSchema = translationsOf(translationSchema);

/** A new post is a draft unless published at once (the database column has the same default). */
export const BLOG_POST_DEFAULTS = { published: false } as const;

export const blogPostSchema = z.object({
  title: requiredText(MAX_LENGTH.title, BLOG_MESSAGES.titleRequired),
  /** HTML; the server sanitises it. */
  content: requiredText(MAX_LENGTH.html, BLOG_MESSAGES.contentRequired),
  /**
   * The slug of the post's first language (Czech first) when that language gives none of its own: normalised like a
   * title ('Nový Web' → 'novy-web'); blank → null, and the server derives it from the title.
   */
  slug: slugInput(),
  imageUrl: optionalImageUrl(),
  /** Missing: keep (update) or none (create); set to now when the post is published without one. */
  publishedAt: dateNullOrUndefined(),
  translations: translationsSchema,
  published: flag(BLOG_POST_DEFAULTS.published),
});
export type BlogPostInput = z.output<typeof blogPostSchema>;

/** A field's rule as a form input gives it: text (its rule takes any value, a blank one meaning none). */
const fromInput = <S extends z.ZodType>(rule: S) => z.preprocess((text: string) => text, rule);

/**
 * The blog form (a tab per language): the post's texts are its translations; the request's own title and content are
 * those of its first language written, Czech first (what the API has always taken them to be). A post written in no
 * language is refused at the first language's title and content, the fields the writer starts with.
 */
export const blogPostFormSchema = blogPostSchema
  // A slug per language tab; the post's own is its first language's.
  .omit({ title: true, content: true, slug: true })
  // The inputs hold text (a blank one is "none", as in a request).
  .extend({
    translations: translationsOf(
      translationSchema.extend({
        description: fromInput(translationSchema.shape.description),
        slug: fromInput(translationSchema.shape.slug),
      }),
    ),
    imageUrl: fromInput(blogPostSchema.shape.imageUrl),
    // The date-and-time input's text is Prague wall clock (shared/dates.ts), whatever the browser's zone.
    publishedAt: z.preprocess((text: string) => officeInstantOfInput(text) ?? text, blogPostSchema.shape.publishedAt),
  })
  .superRefine((post, ctx) => {
    if (languagesOf(post.translations).length > 0) return;
    ctx.addIssue({ code: 'custom', path: ['translations', LANGUAGES[0], 'title'], message: BLOG_MESSAGES.titleRequired });
    ctx.addIssue({ code: 'custom', path: ['translations', LANGUAGES[0], 'content'], message: BLOG_MESSAGES.contentRequired });
  })
  .transform((post): BlogPostInput => {
    const own = textsFor(post.translations, LANGUAGES[0]);
    return { ...post, title: own?.title ?? '', content: own?.content ?? '', slug: own?.slug ?? null };
  });

export type BlogPostFormValues = z.input<typeof blogPostFormSchema>;

/** PUT: the same fields, except that a missing `published` leaves the current state (it has its own PATCH). */
export const blogPostUpdateSchema = blogPostSchema.extend({ published: requiredFlag().optional() });
export type BlogPostUpdateInput = z.output<typeof blogPostUpdateSchema>;

/** PATCH /api/admin/blog/:id/publish */
export const blogPublishSchema = z.object({ published: requiredFlag() });

