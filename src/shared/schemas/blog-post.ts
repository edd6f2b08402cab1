/** docs/product/records.md#blog-posts, docs/product/api.md#blog admin blog post: payload of POST/PUT /api/admin/blog and the blog form. */
import { z } from 'zod';
import { LANGUAGES, type Language } from '../constants';
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

export const translationSchema = z.object({
  title: requiredText(MAX_LENGTH.title, BLOG_MESSAGES.titleRequired),
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
export type BlogTranslations = Partial<Record<Language, BlogTranslation>>;

/** A translation whose fields are all blank counts as absent (an untouched language tab in the form). */
const isBlankTranslation = (v: unknown) =>
  v === undefined ||
  v === null ||
  (typeof v === 'object' &&
    ['title', 'content', 'description'].every((k) => {
      const field = (v as Record<string, unknown>)[k];
      return field === undefined || field === null || (typeof field === 'string' && field.trim() === '');
    }));

const optionalTranslation = z.preprocess((v) => (isBlankTranslation(v) ? undefined : v), translationSchema.optional());

export const translationsSchema = z.preprocess(
  (v) => (v === undefined || v === null ? {} : v),
  z.object(Object.fromEntries(LANGUAGES.map((lang) => [lang, optionalTranslation])) as Record<Language, typeof optionalTranslation>),
);

/** A new post is a draft unless published at once (the database column has the same default). */
export const BLOG_POST_DEFAULTS = { published: false } as const;

export const blogPostSchema = z.object({
  title: requiredText(MAX_LENGTH.title, BLOG_MESSAGES.titleRequired),
  /** HTML; the server sanitises it. */
  content: requiredText(MAX_LENGTH.html, BLOG_MESSAGES.contentRequired),
  /** Normalised like a title ('Nový Web' → 'novy-web'); blank → null, and the server derives it from the title. */
  slug: optionalText(MAX_LENGTH.short).transform((s) => (s === null ? null : normalizeSlug(s) || null)),
  imageUrl: optionalImageUrl(),
  /** Missing: keep (update) or none (create); set to now when the post is published without one. */
  publishedAt: dateNullOrUndefined(),
  translations: translationsSchema,
  published: flag(BLOG_POST_DEFAULTS.published),
});
export type BlogPostFormValues = z.input<typeof blogPostSchema>;
export type BlogPostInput = z.output<typeof blogPostSchema>;

/** PUT: the same fields, except that a missing `published` leaves the current state (it has its own PATCH). */
export const blogPostUpdateSchema = blogPostSchema.extend({ published: requiredFlag().optional() });
export type BlogPostUpdateInput = z.output<typeof blogPostUpdateSchema>;

/** PATCH /api/admin/blog/:id/publish */
export const blogPublishSchema = z.object({ published: requiredFlag() });

