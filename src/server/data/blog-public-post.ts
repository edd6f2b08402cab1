/** A stored blog post as the public blog shows it in one language, and the texts an update keeps. */
import { AGENCY } from '@/shared/brand';
import { LANGUAGES, type Language } from '@/shared/constants';
import { STORED_POST_CATEGORY, STORED_POST_IMAGE, type PublicBlogPost } from '@/shared/public-blog-post';
import type { BlogTranslations } from '@/shared/schemas/blog-post';
import { excerpt } from '../content/blog-html';

/** A stored post joined with its author's name, as the public blog reads it. */
export interface PublicBlogRow {
  id: number;
  title: string;
  slug: string;
  content: string;
  imageUrl: string | null;
  publishedAt: Date | null;
  createdAt: Date;
  translations: BlogTranslations;
  authorName: string | null;
}

/** ISO date-time; a publication at 00:00:00.000 UTC is a day without a time (the initial posts'), as yyyy-MM-dd. */
function publicationTime(at: Date): string {
  const iso = at.toISOString();
  return iso.endsWith('T00:00:00.000Z') ? iso.slice(0, 10) : iso;
}

/**
 * A stored post in one language: title, content and description from translations[lang] when present, else the
 * post's own (its description is then a plain-text excerpt of the content). Author, category and tags are the
 * translation's when it has them (the initial posts, decision 019); otherwise the author's account name, the fixed
 * 'agency news' label and no tags. A post without an image shows the default one.
 */
export function toPublicBlogPost(row: PublicBlogRow, lang: Language): PublicBlogPost {
  const translation = row.translations[lang];
  const content = translation?.content ?? row.content;
  return {
    id: `post-${row.id}`,
    title: translation?.title ?? row.title,
    slug: row.slug,
    description: translation?.description || excerpt(content),
    content,
    author: translation?.author || row.authorName || AGENCY.name,
    category: translation?.category || STORED_POST_CATEGORY[lang],
    tags: translation?.tags ?? [],
    imageUrl: row.imageUrl || STORED_POST_IMAGE,
    publishedAt: publicationTime(row.publishedAt ?? row.createdAt),
  };
}

/** An update that leaves a translation's author, category or tags out keeps the stored ones (the form has no fields for them). */
export function keepStoredExtras(input: BlogTranslations, stored: BlogTranslations): BlogTranslations {
  const out: BlogTranslations = {};
  for (const lang of LANGUAGES) {
    const next = input[lang];
    if (!next) continue;
    const before = stored[lang];
    out[lang] = {
      ...next,
      ...(next.author === undefined && before?.author ? { author: before.author } : {}),
      ...(next.category === undefined && before?.category ? { category: before.category } : {}),
      ...(next.tags === undefined && before?.tags ? { tags: before.tags } : {}),
    };
  }
  return out;
}
