/**
 * Bilingual drift (issue 35 point 5; docs/product/site-content.md#translations-behind): the only writer of
 * translation_marks. Every save of a post or portfolio item (revisions.ts `recordRevision`, in the save's transaction)
 * marks the texts of a language left behind by a change of the other language, and clears the marks of texts it
 * changed; staff clear a mark by hand when the text is still valid.
 */
import { and, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Language } from '@/shared/constants';
import { translationDrift, type RevisionContent, type RevisionEntity, type TranslationBehind, type TranslationMark } from '@/shared/revisions';
import type { Database } from '../db/database';
import { blogPostTranslations, portfolioItemTranslations, siteTexts, translationMarks, type TranslationMarkRow } from '../db/schema';
import type { Transaction } from './content-version';

type Reader = Pick<Database, 'select'>;

/** How many marks the dashboard lists at most (newest first); the total is answered with them. */
export const TRANSLATIONS_BEHIND_SHOWN = 50;

const ofRecord = (entity: RevisionEntity, entityId: number) => and(eq(translationMarks.entity, entity), eq(translationMarks.entityId, entityId));

const markOf = (row: TranslationMarkRow): TranslationMark => ({
  field: row.field,
  language: row.language,
  changedLanguage: row.changedLanguage,
  markedAt: row.markedAt.toISOString(),
});

/** The mark of one field of one language of a record. */
const markOfField = (entity: RevisionEntity, entityId: number, field: string, language: Language) =>
  and(ofRecord(entity, entityId), eq(translationMarks.field, field), eq(translationMarks.language, language));

/**
 * The marks a save from `before` to `after` makes and clears (a new record has none): one statement for the marks it
 * clears and one for those it makes, whatever the number of fields.
 */
export async function recordTranslationDrift(tx: Transaction, entity: RevisionEntity, entityId: number, before: RevisionContent | null, after: RevisionContent): Promise<void> {
  if (!before) return;
  const marked = await tx.select({ field: translationMarks.field, language: translationMarks.language }).from(translationMarks).where(ofRecord(entity, entityId));
  const { behind, caughtUp } = translationDrift(before, after, new Set(marked.map((m) => `${m.language}.${m.field}`)));
  if (caughtUp.length > 0) await tx.delete(translationMarks).where(or(...caughtUp.map(({ field, language }) => markOfField(entity, entityId, field, language))));
  if (behind.length > 0) {
    await tx
      .insert(translationMarks)
      .values(behind.map(({ field, language, changedLanguage }) => ({ entity, entityId, field, language, changedLanguage })))
      .onConflictDoUpdate({
        target: [translationMarks.entity, translationMarks.entityId, translationMarks.field, translationMarks.language],
        set: { changedLanguage: sql`excluded.changed_language`, markedAt: sql`now()` },
      });
  }
}

/** A deleted record's marks go with it. */
export async function deleteTranslationMarks(tx: Transaction, entity: RevisionEntity, entityId: number): Promise<void> {
  await tx.delete(translationMarks).where(ofRecord(entity, entityId));
}

/** One record's marks, in the order of its fields' languages (Czech first). */
export async function translationMarksOf(db: Reader, entity: RevisionEntity, entityId: number): Promise<TranslationMark[]> {
  const rows = await db.select().from(translationMarks).where(ofRecord(entity, entityId)).orderBy(translationMarks.language, translationMarks.field);
  return rows.map(markOf);
}

/** "Still valid": the mark of `field` in `language` is cleared; false when there was none. */
export async function clearTranslationMark(db: Database, entity: RevisionEntity, entityId: number, field: string, language: Language): Promise<boolean> {
  const deleted = await db
    .delete(translationMarks)
    .where(markOfField(entity, entityId, field, language))
    .returning({ field: translationMarks.field });
  return deleted.length > 0;
}

/**
 * A record kind's marks for its routes (resource-routes.ts `translationMarks`): undefined for an unknown record.
 */
export function translationMarkActions(db: Database, entity: RevisionEntity, exists: (id: number) => Promise<boolean>) {
  return {
    list: async (id: number) => ((await exists(id)) ? translationMarksOf(db, entity, id) : undefined),
    clear: async (id: number, language: Language, field: string) => ((await exists(id)) ? clearTranslationMark(db, entity, id, field, language) : undefined),
  };
}

/** The dashboard's "translations behind": the newest marks with their records' titles, and how many there are. */
export async function translationsBehind(db: Reader): Promise<{ total: number; marks: TranslationBehind[] }> {
  const [counted] = await db.select({ total: sql<number>`count(*)::int` }).from(translationMarks);
  const rows = await db.select().from(translationMarks).orderBy(desc(translationMarks.markedAt), translationMarks.entityId).limit(TRANSLATIONS_BEHIND_SHOWN);
  const idsOf = (entity: RevisionEntity) => [...new Set(rows.filter((r) => r.entity === entity).map((r) => r.entityId))];
  const titles = new Map<string, string>();
  const postIds = idsOf('blog_post');
  if (postIds.length > 0) {
    const texts = await db
      .select({ id: blogPostTranslations.postId, language: blogPostTranslations.language, title: blogPostTranslations.title })
      .from(blogPostTranslations)
      .where(inArray(blogPostTranslations.postId, postIds))
      .orderBy(blogPostTranslations.language);
    // Czech first ('cs' < 'en'): the first title of a post is its own.
    for (const text of texts) if (!titles.has(`blog_post:${text.id}`)) titles.set(`blog_post:${text.id}`, text.title);
  }
  const itemIds = idsOf('portfolio_item');
  if (itemIds.length > 0) {
    const texts = await db
      .select({ id: portfolioItemTranslations.itemId, title: portfolioItemTranslations.title })
      .from(portfolioItemTranslations)
      .where(and(inArray(portfolioItemTranslations.itemId, itemIds), eq(portfolioItemTranslations.language, 'cs')));
    for (const text of texts) titles.set(`portfolio_item:${text.id}`, text.title);
  }
  // A page of site texts is named by its key (the back office names the page in its language).
  const pageIds = idsOf('site_page');
  if (pageIds.length > 0) {
    for (const row of await db.select({ id: siteTexts.id, page: siteTexts.page }).from(siteTexts).where(inArray(siteTexts.id, pageIds))) titles.set(`site_page:${row.id}`, row.page);
  }
  return {
    total: counted?.total ?? 0,
    marks: rows.map((row) => ({ ...markOf(row), entity: row.entity, entityId: row.entityId, title: titles.get(`${row.entity}:${row.entityId}`) ?? '' })),
  };
}
