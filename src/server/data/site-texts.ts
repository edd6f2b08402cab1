/**
 * The public site's texts as staff publish them (issue 35 point 2; docs/product/site-content.md#site-texts): the only
 * writer of site_texts. A page of the editor (SITE_PAGES) is published as a whole — every text in both languages and
 * its social image — and stored as the texts that differ from the code's defaults. Each publication is a revision of
 * the page (revisions.ts, with its translation marks) and an audit entry, in the transaction of the new content
 * version, so every instance renders its pages again.
 */
import { eq, sql } from 'drizzle-orm';
import { LANGUAGES, type Language } from '@/shared/constants';
import { REVISION_MESSAGES, type SitePageRevisionContent } from '@/shared/revisions';
import { sitePageInputSchema, type SitePageInput } from '@/shared/schemas/site-texts';
import {
  draftOverrides,
  overrideFits,
  SITE_PAGES,
  SITE_PAGE_KEYS,
  siteTextKeys,
  sitePageTexts,
  NO_SITE_TEXT_OVERRIDES,
  type PublishedSiteTexts,
  type SitePageKey,
  type SitePageRecord,
  type SitePageSummary,
  type SiteTextOverrides,
} from '@/shared/site-texts/site-pages';
import { auditChanges, recordAudit, type Actor } from '../audit/audit-log';
import type { Database } from '../db/database';
import { siteTexts, translationMarks, type SiteTextRow } from '../db/schema';
import { Invalid } from '../domain/errors';
import { writePublicContent, type Transaction } from './content-version';
import { recordRevision, revisionHistory } from './revisions';
import { translationMarkActions } from './translation-marks';

type Reader = Pick<Database, 'select'>;

/**
 * A row's overrides that still fit the code: a text of its page whose placeholders are the default's. A deploy that
 * removes a text or changes its placeholders leaves the stored override unused rather than breaking the page.
 */
function fittingOverrides(row: Pick<SiteTextRow, 'page' | 'translations'> | undefined): Record<Language, SiteTextOverrides> {
  const keys = new Set(row ? siteTextKeys(row.page) : []);
  const of = (lang: Language) =>
    Object.fromEntries(Object.entries(row?.translations[lang] ?? {}).filter(([key, text]) => keys.has(key) && overrideFits(lang, key, text)));
  return { cs: of('cs'), en: of('en') };
}

/** Every page's overrides and images, as the public pages render them (a new database: none). */
export async function readPublishedSiteTexts(db: Reader): Promise<PublishedSiteTexts> {
  const rows = await db.select().from(siteTexts);
  if (rows.length === 0) return NO_SITE_TEXT_OVERRIDES;
  const published: PublishedSiteTexts = { texts: { cs: {}, en: {} }, images: {} };
  for (const row of rows) {
    const overrides = fittingOverrides(row);
    for (const lang of LANGUAGES) Object.assign(published.texts[lang], overrides[lang]);
    if (row.imageUrl !== null && SITE_PAGES[row.page].image) published.images[row.page] = row.imageUrl;
  }
  return published;
}

/** When each published page of the editor was last published (the sitemap's lastmod). */
export async function sitePagesUpdatedAt(db: Reader): Promise<Partial<Record<SitePageKey, string>>> {
  const rows = await db.select({ page: siteTexts.page, updatedAt: siteTexts.updatedAt }).from(siteTexts);
  return Object.fromEntries(rows.map((row) => [row.page, row.updatedAt.toISOString()]));
}

const recordOf = (page: SitePageKey, row: SiteTextRow | undefined): SitePageRecord => ({
  page,
  overrides: fittingOverrides(row),
  imageUrl: row?.imageUrl ?? null,
  updatedAt: row?.updatedAt.toISOString() ?? null,
  updatedBy: row?.updatedBy ?? null,
});

/** The page's every text and image as a revision keeps them (the defaults where nothing is overridden). */
const revisionContentOf = (page: SitePageKey, row: SiteTextRow | undefined): SitePageRevisionContent => ({
  imageUrl: row?.imageUrl ?? null,
  translations: sitePageTexts(page, fittingOverrides(row)),
});

/** The audit entry's fields: each text by language and path ('cs.home.hero.title'), and the image. */
const auditedOf = (content: SitePageRevisionContent): Record<string, unknown> => ({
  imageUrl: content.imageUrl,
  ...Object.fromEntries(LANGUAGES.flatMap((lang) => Object.entries(content.translations[lang]).map(([key, text]) => [`${lang}.${key}`, text]))),
});

const pageRow = async (db: Reader, page: SitePageKey): Promise<SiteTextRow | undefined> => (await db.select().from(siteTexts).where(eq(siteTexts.page, page)))[0];

/** The page's record id (its revisions' and marks'), or null when it was never published. */
const pageIdOf = async (db: Reader, page: SitePageKey): Promise<number | null> => (await pageRow(db, page))?.id ?? null;

async function publishIn(tx: Transaction, page: SitePageKey, input: SitePageInput, actor: Actor, restoredFrom?: number): Promise<SitePageRecord> {
  // The page's row locked for the publication, made first if this is the page's first: two publications of one page
  // number their revisions one after the other.
  await tx.insert(siteTexts).values({ page, translations: { cs: {}, en: {} }, updatedBy: actor.name }).onConflictDoNothing({ target: siteTexts.page });
  const [before] = await tx.select().from(siteTexts).where(eq(siteTexts.page, page)).for('update');
  const imageUrl = SITE_PAGES[page].image ? input.imageUrl : null;
  const [row] = await tx
    .update(siteTexts)
    .set({ translations: draftOverrides(input), imageUrl, updatedAt: sql`now()`, updatedBy: actor.name })
    .where(eq(siteTexts.page, page))
    .returning();
  const beforeContent = revisionContentOf(page, before);
  const afterContent = revisionContentOf(page, row);
  await recordRevision(tx, { entity: 'site_page', entityId: row!.id, before: beforeContent, after: afterContent, actor, ...(restoredFrom ? { restoredFrom } : {}) });
  await recordAudit(tx, {
    actor,
    action: restoredFrom ? 'restore' : 'update',
    entity: 'site_text',
    entityId: page,
    changes: auditChanges(auditedOf(beforeContent), auditedOf(afterContent)),
  });
  return recordOf(page, row);
}

export function siteTextsData(db: Database) {
  const exists = async (id: number) => (await db.select({ id: siteTexts.id }).from(siteTexts).where(eq(siteTexts.id, id))).length > 0;
  const pageOfId = async (id: number): Promise<SitePageKey> => (await db.select({ page: siteTexts.page }).from(siteTexts).where(eq(siteTexts.id, id)))[0]!.page;
  const publish = (page: SitePageKey, input: SitePageInput, actor: Actor, restoredFrom?: number) =>
    writePublicContent(db, (tx) => publishIn(tx, page, input, actor, restoredFrom));
  // A restore publishes the revision's texts and image under today's rules (a text the code no longer has, or whose
  // placeholders changed since, fails them: 400 on the revision's number).
  const history = revisionHistory(db, 'site_page', exists, async (id, content, number, actor) => {
    const page = await pageOfId(id);
    const input = sitePageInputSchema(page).safeParse(content);
    if (!input.success) throw new Invalid('number', REVISION_MESSAGES.cannotRestore);
    return publish(page, input.data, actor, number);
  });
  const marks = translationMarkActions(db, 'site_page', exists);
  /** Runs `action` on the page's record id; a page never published has no revisions and no marks (`none`). */
  const onPage = async <T>(page: SitePageKey, none: T, action: (id: number) => Promise<T | undefined>): Promise<T | undefined> => {
    const id = await pageIdOf(db, page);
    return id === null ? none : action(id);
  };
  return {
    /** Every page of the editor, in its order, with how many texts differ from the code's and how many are behind. */
    pages: async (): Promise<SitePageSummary[]> => {
      const rows = new Map((await db.select().from(siteTexts)).map((row) => [row.page, row]));
      const behind = new Map(
        (
          await db
            .select({ id: translationMarks.entityId, count: sql<number>`count(*)::int` })
            .from(translationMarks)
            .where(eq(translationMarks.entity, 'site_page'))
            .groupBy(translationMarks.entityId)
        ).map(({ id, count }) => [id, count]),
      );
      return SITE_PAGE_KEYS.map((page) => {
        const row = rows.get(page);
        const overrides = fittingOverrides(row);
        return {
          page,
          overridden: { cs: Object.keys(overrides.cs).length, en: Object.keys(overrides.en).length },
          behind: row ? (behind.get(row.id) ?? 0) : 0,
          updatedAt: row?.updatedAt.toISOString() ?? null,
          updatedBy: row?.updatedBy ?? null,
        };
      });
    },
    get: async (page: SitePageKey): Promise<SitePageRecord> => recordOf(page, await pageRow(db, page)),
    /** Publishes the page's texts and image (a new revision, audited, a new content version). */
    publish: (page: SitePageKey, input: SitePageInput, actor: Actor) => publish(page, input, actor),
    revisions: (page: SitePageKey) => onPage(page, [], history.list),
    revision: (page: SitePageKey, number: number) => onPage(page, undefined, (id) => history.get(id, number)),
    restore: (page: SitePageKey, number: number, actor: Actor) => onPage(page, undefined, (id) => history.restore(id, number, actor)),
    marks: (page: SitePageKey) => onPage(page, [], marks.list),
    clearMark: (page: SitePageKey, language: Language, field: string) => onPage(page, false, (id) => marks.clear(id, language, field)),
  };
}
