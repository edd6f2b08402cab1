/**
 * Revisions of what staff write (issue 35 point 4; docs/product/site-content.md#revisions): every save of a blog post
 * or a portfolio item keeps its editable content as the next revision (who, when); staff compare any two, field by
 * field and language by language, and restore one — restoring is itself a save, so it becomes a new revision.
 */
import type { Language } from './constants';
import { LANGUAGES } from './constants';
import type { BlogPostInput, StoredBlogTranslations } from './schemas/blog-post';
import type { PortfolioItemInput } from './schemas/portfolio-item';
import type { SitePageTexts } from './site-texts/site-pages';

export const REVISION_ENTITIES = ['blog_post', 'portfolio_item', 'site_page'] as const;
export type RevisionEntity = (typeof REVISION_ENTITIES)[number];

/** How many revisions of one record are kept: the oldest beyond this go when a new one is written. */
export const REVISIONS_KEPT = 100;

/** A post's content as a revision keeps it: its image and its texts (title, address, text, teaser…) per language. */
export type BlogRevisionContent = Pick<BlogPostInput, 'imageUrl'> & { translations: StoredBlogTranslations };
/** A portfolio item's content as a revision keeps it: everything staff edit but its place and the home-page flag. */
export type PortfolioRevisionContent = Omit<PortfolioItemInput, 'featured'>;
/** A page of the public site's texts as a revision keeps it: every text of the page per language, and its image. */
export interface SitePageRevisionContent {
  imageUrl: string | null;
  translations: SitePageTexts;
}
/** Each record kind's revision content. */
export interface RevisionContentOf {
  blog_post: BlogRevisionContent;
  portfolio_item: PortfolioRevisionContent;
  site_page: SitePageRevisionContent;
}
export type RevisionContent = RevisionContentOf[RevisionEntity];

/** GET /api/admin/<blog|portfolio>/:id/revisions: one per revision, newest first. */
export interface RevisionSummary {
  /** 1, 2, … in the order they were written. */
  number: number;
  createdAt: string;
  /** Who saved it; null for the content as it stood before revisions were kept (written with the first save after). */
  createdBy: string | null;
  /** The revision this one restored, when it was a restore. */
  restoredFrom: number | null;
}

/** GET /api/admin/<blog|portfolio>/:id/revisions/:number */
export interface Revision<C extends RevisionContent = RevisionContent> extends RevisionSummary {
  content: C;
}

/** The answer for a revision number the record does not have (never written, or no longer kept). */
export const REVISION_MESSAGES = {
  notFound: 'Revision not found',
  cannotRestore: 'This revision no longer passes the current rules and cannot be restored',
} as const;

/** One field that differs between two revisions: a language's text (`language` set) or a field of the record. */
export interface RevisionChange {
  field: string;
  language: Language | null;
  before: string;
  after: string;
}

/** A value as the comparison shows it: a list as its items joined, nothing as ''. */
function shown(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return value.map(shown).join(', ');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** The order fields are compared in (as the editors show them); any other field after these, alphabetically. */
const FIELD_ORDER = ['title', 'slug', 'description', 'challenge', 'solution', 'content', 'author', 'category', 'tags', 'imageUrl', 'link', 'projectId', 'services'];
const rank = (field: string) => {
  const at = FIELD_ORDER.indexOf(field);
  return at === -1 ? FIELD_ORDER.length : at;
};
const inOrder = (fields: string[]) => fields.sort((a, b) => rank(a) - rank(b) || (a < b ? -1 : a > b ? 1 : 0));

/**
 * The fields that differ from `before` to `after`: the record's own fields first, then each language's texts (Czech
 * first), each in FIELD_ORDER. A language present in one revision only compares with blanks.
 */
export function revisionChanges(before: RevisionContent, after: RevisionContent): RevisionChange[] {
  const changes: RevisionChange[] = [];
  const { translations: beforeTexts, ...beforeFields } = before as { translations: Partial<Record<Language, Record<string, unknown>>> };
  const { translations: afterTexts, ...afterFields } = after as { translations: Partial<Record<Language, Record<string, unknown>>> };
  const fieldsOf = (a: object, b: object) => inOrder([...new Set([...Object.keys(a), ...Object.keys(b)])]);
  for (const field of fieldsOf(afterFields, beforeFields)) {
    const from = shown((beforeFields as Record<string, unknown>)[field]);
    const to = shown((afterFields as Record<string, unknown>)[field]);
    if (from !== to) changes.push({ field, language: null, before: from, after: to });
  }
  for (const language of LANGUAGES) {
    const a = beforeTexts[language] ?? {};
    const b = afterTexts[language] ?? {};
    for (const field of fieldsOf(b, a)) {
      const from = shown(a[field]);
      const to = shown(b[field]);
      if (from !== to) changes.push({ field, language, before: from, after: to });
    }
  }
  return changes;
}

/**
 * A text of one language left behind when the same text of the other language changed (issue 35 point 5;
 * docs/product/site-content.md#translations-behind): "needs updating" until that language's text is saved or staff
 * mark it still valid.
 */
export interface TranslationMark {
  field: string;
  /** The language that is behind. */
  language: Language;
  /** The language whose change left it behind. */
  changedLanguage: Language;
  markedAt: string;
}

/** GET /api/admin/stats/translations-behind: the dashboard's list, newest first. */
export interface TranslationBehind extends TranslationMark {
  entity: RevisionEntity;
  entityId: number;
  /** The record's title (its Czech one, else its first); a page of site texts: its key ('home'). */
  title: string;
}

/** Texts of a language that never carry drift: derived from another field (a post's address follows its title). */
export const DRIFT_EXEMPT_FIELDS: readonly string[] = ['slug'];

/**
 * The marks a save makes and clears. A language whose text of a field changed is no longer behind on it. When only one
 * language's text changed — to a text, not removed, and not as the catch-up of a language that was behind
 * (`behindBefore`: 'en.title') — the other language, where it has that text, is behind.
 */
export function translationDrift(
  before: RevisionContent,
  after: RevisionContent,
  behindBefore: ReadonlySet<string> = new Set(),
): { behind: { field: string; language: Language; changedLanguage: Language }[]; caughtUp: { field: string; language: Language }[] } {
  const beforeTexts = before.translations as Partial<Record<Language, Record<string, unknown>>>;
  const afterTexts = after.translations as Partial<Record<Language, Record<string, unknown>>>;
  const fields = inOrder([...new Set(LANGUAGES.flatMap((lang) => [...Object.keys(beforeTexts[lang] ?? {}), ...Object.keys(afterTexts[lang] ?? {})]))]).filter(
    (field) => !DRIFT_EXEMPT_FIELDS.includes(field),
  );
  const behind: { field: string; language: Language; changedLanguage: Language }[] = [];
  const caughtUp: { field: string; language: Language }[] = [];
  for (const field of fields) {
    const changed = LANGUAGES.filter((lang) => shown(beforeTexts[lang]?.[field]) !== shown(afterTexts[lang]?.[field]));
    for (const lang of changed) caughtUp.push({ field, language: lang });
    if (changed.length !== 1) continue;
    const changedLanguage = changed[0]!;
    if (shown(afterTexts[changedLanguage]?.[field]) === '' || behindBefore.has(`${changedLanguage}.${field}`)) continue;
    for (const lang of LANGUAGES) {
      if (lang !== changedLanguage && shown(afterTexts[lang]?.[field]) !== '') behind.push({ field, language: lang, changedLanguage });
    }
  }
  return { behind, caughtUp };
}
