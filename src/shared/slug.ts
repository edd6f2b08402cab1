/**
 * Blog slugs. docs/product/rules.md#slugs: the title lower-cased, runs of other characters turned into a hyphen. Reading chosen here:
 * diacritics are removed first (NFD) so Czech titles give readable slugs ('Nový web' → 'novy-web'), and leading or
 * trailing hyphens are dropped.
 */

/** Longest slug this function returns (the stored column is capped by the blog-post schema too). */
export const MAX_SLUG_LENGTH = 120;
/** Slug used when a title has no letter or digit at all. */
export const FALLBACK_SLUG = 'post';

/** The URL-safe core of a text: a–z, 0–9 and single hyphens, no hyphen at either end; '' when nothing is left. */
export function normalizeSlug(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, MAX_SLUG_LENGTH)
    .replace(/^-+|-+$/g, '');
}

/** The slug for a title; 'post' when the title yields nothing usable. */
export function slugFromTitle(title: string): string {
  return normalizeSlug(title) || FALLBACK_SLUG;
}
