/** Portfolio items (docs/product/records.md#portfolio-items): managed in the back office; the featured ones show on the public home page. */
import { REVISION_MESSAGES, type PortfolioRevisionContent } from '@/shared/revisions';
import { deleteRevisions, recordRevision, revisionHistory } from './revisions';
import { translationMarkActions } from './translation-marks';
import { and, asc, desc, eq, getTableColumns, gt, inArray, lt, max, min, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { PublicPortfolioItem } from '@/shared/api-types';
import { LANGUAGES, type Language } from '@/shared/constants';
import { parseMediaUrl } from '@/shared/media';
import {
  portfolioItemUpdateSchema,
  BLANK_PORTFOLIO_TEXTS,
  PORTFOLIO_MESSAGES,
  type PortfolioItemInput,
  type PortfolioItemUpdateInput,
} from '@/shared/schemas/portfolio-item';
import type { TranslatedInAll } from '@/shared/translations';
import { auditChanges, recordAudit, recordExport, type Actor } from '../audit/audit-log';
import type { Database } from '../db/database';
import { PG_FOREIGN_KEY_VIOLATION, pgErrorCode } from '../db/pg-errors';
import {
  portfolioItems,
  portfolioItemTranslations,
  projects,
  type PortfolioItemRow,
  type PortfolioItemTranslationRow,
} from '../db/schema';
import { Invalid } from '../domain/errors';
import { writePublicContent, type Transaction } from './content-version';
import { mediaData } from './media';
import { firstRow, listBatches, listPage, searchColumns, sortKeys, type ListQuery, type ListSpec, type SortColumn } from './list-page';
import { PUBLIC_LIST_LIMIT } from './public-lists';

/** An item's texts in one language as stored: a row of portfolio_item_translations without its key. */
export type PortfolioItemTexts = Omit<PortfolioItemTranslationRow, 'itemId' | 'language'>;

/** An item as the API answers it: its row, its texts per language, the Czech title and description (docs/product/records.md#portfolio-items). */
export type PortfolioItem = PortfolioItemRow & Pick<PortfolioItemTexts, 'title' | 'description'> & { translations: TranslatedInAll<PortfolioItemTexts> };

/** The Czech texts of the item in the row: joined into every list read, for its title and description. */
const cs = alias(portfolioItemTranslations, 'cs');
const ITEM_COLUMNS = { ...getTableColumns(portfolioItems), title: cs.title, description: cs.description };
type ItemWithTitle = Omit<PortfolioItem, 'translations'>;

const SORTABLE = {
  createdAt: { column: portfolioItems.createdAt },
  title: { column: cs.title, text: true },
  category: { column: portfolioItems.category },
  featured: { column: portfolioItems.featured },
  position: { column: portfolioItems.position },
} satisfies Record<string, SortColumn>;
export type PortfolioSortKey = keyof typeof SORTABLE;
export const PORTFOLIO_SORT_KEYS = sortKeys(SORTABLE);

const LIST: ListSpec<PortfolioSortKey> = {
  table: portfolioItems,
  id: portfolioItems.id,
  sortable: SORTABLE,
  defaultSort: 'createdAt',
  /** docs/product/rules.md#search: the admin portfolio is searched by title, description (the Czech texts), category. */
  search: (q) =>
    sql`exists (select 1 from ${portfolioItemTranslations} where ${portfolioItemTranslations.itemId} = ${portfolioItems.id} and ${portfolioItemTranslations.language} = 'cs' and ${searchColumns(q, [portfolioItemTranslations.title, portfolioItemTranslations.description, portfolioItems.category])})`,
};

/** A CSV row: the item with its English title and description beside the Czech ones. */
export type PortfolioCsvRow = ItemWithTitle & { titleEn: string; descriptionEn: string };
export const PORTFOLIO_CSV_COLUMNS = [
  'id', 'title', 'description', 'titleEn', 'descriptionEn', 'category', 'services', 'link', 'imageUrl', 'projectId', 'featured', 'position', 'createdAt',
] as const satisfies readonly (keyof PortfolioCsvRow)[];

/** The services an item is filtered by: those chosen, or its category alone. */
const withServices = <T extends { services?: PortfolioItemInput['services']; category: PortfolioItemInput['category'] }>(input: T): T => ({
  ...input,
  services: input.services?.length ? input.services : [input.category],
});

const unknownProject = () => new Invalid('projectId', PORTFOLIO_MESSAGES.projectNotFound);

type Tx = Transaction;
type Reader = Database | Transaction;

/** A language is written (has a row) when any of its texts is: always Czech (title and description required). */
const written = (texts: PortfolioItemTexts) => Object.values(texts).some((text) => text !== '');

/** Replaces the item's translation rows with those of `translations`. */
async function writeTexts(tx: Tx, itemId: number, translations: TranslatedInAll<PortfolioItemTexts>): Promise<void> {
  await tx.delete(portfolioItemTranslations).where(eq(portfolioItemTranslations.itemId, itemId));
  const rows = LANGUAGES.filter((lang) => written(translations[lang])).map((language) => ({ itemId, language, ...translations[language] }));
  if (rows.length > 0) await tx.insert(portfolioItemTranslations).values(rows);
}

/** The items with their texts per language (a language without a row: blank texts), in the order given. */
async function withTranslations<R extends ItemWithTitle>(db: Reader, items: R[]): Promise<(R & Pick<PortfolioItem, 'translations'>)[]> {
  if (items.length === 0) return [];
  const rows = await db
    .select()
    .from(portfolioItemTranslations)
    .where(inArray(portfolioItemTranslations.itemId, items.map((item) => item.id)));
  const texts = new Map(rows.map(({ itemId, language, ...text }) => [`${itemId}:${language}`, text]));
  const textsOf = (id: number, lang: Language): PortfolioItemTexts => texts.get(`${id}:${lang}`) ?? BLANK_PORTFOLIO_TEXTS;
  return items.map((item) => ({ ...item, translations: { cs: textsOf(item.id, 'cs'), en: textsOf(item.id, 'en') } }));
}

/** One item with its texts, read in `db` (a transaction reads its own writes); FOR UPDATE locks the item's row. */
async function readItem(db: Reader, id: number, lock = false): Promise<PortfolioItem | undefined> {
  const select = db
    .select(ITEM_COLUMNS)
    .from(portfolioItems)
    .innerJoin(cs, and(eq(cs.itemId, portfolioItems.id), eq(cs.language, 'cs')))
    .where(eq(portfolioItems.id, id));
  const item = firstRow(lock ? await select.for('update', { of: portfolioItems }) : await select);
  return item ? firstRow(await withTranslations(db, [item])) : undefined;
}

/** An item to write: a back-office item, or one of the site's initial or demo items, at a place in the order. */
export type NewPortfolioItem = Omit<PortfolioItemInput, 'featured' | 'projectId'> & Partial<Pick<PortfolioItemInput, 'featured' | 'projectId'>> & { position: number };

/**
 * Writes items and their translation rows in `tx` (the caller's transaction); the only writer of both tables, also
 * for the initial and demo content. Returns the items as stored.
 */
export async function insertPortfolioItems(tx: Tx, items: readonly NewPortfolioItem[]): Promise<PortfolioItem[]> {
  const stored: PortfolioItem[] = [];
  for (const { translations, ...item } of items) {
    const [row] = await tx.insert(portfolioItems).values(withServices(item)).returning();
    await writeTexts(tx, row!.id, translations);
    stored.push({ ...row!, title: translations.cs.title, description: translations.cs.description, translations });
  }
  return stored;
}

/**
 * Writes items before every stored one (`first`: the initial content, first on the home page) or after them
 * (`last`: the demo item), in the caller's transaction, in the order given.
 */
export async function insertPortfolioItemsAt(tx: Tx, place: 'first' | 'last', items: readonly Omit<NewPortfolioItem, 'position'>[]): Promise<PortfolioItem[]> {
  const [stored] = await tx.select({ min: min(portfolioItems.position), max: max(portfolioItems.position) }).from(portfolioItems);
  const start = place === 'first' ? (stored?.min ?? items.length + 1) - items.length : (stored?.max ?? 0) + 1;
  return insertPortfolioItems(tx, items.map((item, i) => ({ ...item, position: start + i })));
}


/** What a revision of a portfolio item keeps: what staff edit of it but its place and the home-page flag. */
export const portfolioRevisionContent = ({ imageUrl, category, link, projectId, services, translations }: PortfolioItem): PortfolioRevisionContent => ({
  imageUrl,
  category,
  link,
  projectId,
  services,
  translations,
});

export function portfolioData(db: Database) {
  const assertProjectExists = async (projectId: number | null) => {
    if (projectId === null) return;
    const [project] = await db.select({ id: projects.id }).from(projects).where(eq(projects.id, projectId));
    if (!project) throw unknownProject();
  };
  /** The project can disappear between the check and the write: the foreign key then answers the same 400. */
  const withProjectCheck = async <T>(write: () => Promise<T>): Promise<T> => {
    try {
      return await write();
    } catch (err) {
      if (pgErrorCode(err) === PG_FOREIGN_KEY_VIOLATION) throw unknownProject();
      throw err;
    }
  };
  const selectItems = () =>
    db.select(ITEM_COLUMNS).from(portfolioItems).innerJoin(cs, and(eq(cs.itemId, portfolioItems.id), eq(cs.language, 'cs'))).$dynamic();
  const get = (id: number): Promise<PortfolioItem | undefined> => readItem(db, id);
  /**
   * Sets fields (texts included) of one item and records the change — in the audit log and, when what staff edit
   * changed, as its next revision — in one transaction; undefined for an unknown id.
   */
  const change = (id: number, set: Partial<PortfolioItemInput>, actor: Actor, restoredFrom?: number) =>
    writePublicContent(db, async (tx) => {
      const before = await readItem(tx, id, true);
      if (!before) return undefined;
      const { translations, ...columns } = set;
      if (Object.keys(columns).length > 0) await tx.update(portfolioItems).set(columns).where(eq(portfolioItems.id, id));
      if (translations) await writeTexts(tx, id, translations);
      const after = (await readItem(tx, id))!;
      await recordAudit(tx, { actor, action: restoredFrom ? 'restore' : 'update', entity: 'portfolio_item', entityId: id, changes: auditChanges(before, after) });
      await recordRevision(tx, { entity: 'portfolio_item', entityId: id, before: portfolioRevisionContent(before), after: portfolioRevisionContent(after), actor, restoredFrom });
      return after;
    });

  const items = {
    list: async (query: ListQuery<PortfolioSortKey>) => {
      const page = await listPage(db, LIST, query, selectItems());
      return { ...page, rows: await withTranslations(db, page.rows) };
    },
    /** Every item the list shows (search, sort), in batches; the export is recorded in the audit log first. */
    exportRows: async (query: ListQuery<PortfolioSortKey>, actor: Actor): Promise<AsyncIterable<PortfolioCsvRow[]>> => {
      await recordExport(db, actor, 'portfolio_item', { q: query.q, sort: query.sort, dir: query.dir });
      const batches = listBatches<PortfolioSortKey, ItemWithTitle>(db, LIST, query, selectItems);
      return (async function* () {
        for await (const batch of batches) {
          yield (await withTranslations(db, batch)).map(({ translations, ...item }) => ({
            ...item,
            titleEn: translations.en.title,
            descriptionEn: translations.en.description,
          }));
        }
      })();
    },
    get,
    /** A linked project that does not exist is a 400 on projectId. Every write is recorded in the audit log. */
    create: async (input: PortfolioItemInput, actor: Actor): Promise<PortfolioItem> => {
      await assertProjectExists(input.projectId);
      return withProjectCheck(() =>
        writePublicContent(db, async (tx) => {
          // A new item goes last on the home portfolio.
          const [last] = await tx.select({ max: sql<number | null>`max(${portfolioItems.position})` }).from(portfolioItems);
          const [item] = await insertPortfolioItems(tx, [{ ...input, position: (last?.max ?? 0) + 1 }]);
          await recordAudit(tx, { actor, action: 'create', entity: 'portfolio_item', entityId: item!.id, changes: auditChanges(null, item) });
          await recordRevision(tx, { entity: 'portfolio_item', entityId: item!.id, before: null, after: portfolioRevisionContent(item!), actor });
          return item!;
        }),
      );
    },
    /**
     * Undefined for an unknown id (checked before the project); a missing `featured` is left unchanged. `restoredFrom`:
     * the save restores that revision (recorded as a restore).
     */
    update: async (id: number, input: PortfolioItemUpdateInput, actor: Actor, restoredFrom?: number): Promise<PortfolioItem | undefined> => {
      if (!(await get(id))) return undefined;
      await assertProjectExists(input.projectId);
      return withProjectCheck(() => change(id, withServices(input), actor, restoredFrom));
    },
    /** Swaps the item with its neighbour before (up) or after (down) it in the order; unchanged at either end. */
    move: async (id: number, direction: 'up' | 'down', actor: Actor): Promise<PortfolioItem | undefined> =>
      writePublicContent(db, async (tx) => {
        // One mover at a time: two swaps interleaving could give two items the same place.
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext('portfolio_items.position'))`);
        const item = await readItem(tx, id);
        if (!item) return undefined;
        const before = (c: typeof portfolioItems.position) => (direction === 'up' ? lt(c, item.position) : gt(c, item.position));
        const order = direction === 'up' ? [desc(portfolioItems.position), desc(portfolioItems.id)] : [asc(portfolioItems.position), asc(portfolioItems.id)];
        const neighbour = firstRow(
          await tx.select().from(portfolioItems).where(and(before(portfolioItems.position))).orderBy(...order).limit(1),
        );
        if (!neighbour) return item;
        await tx.update(portfolioItems).set({ position: item.position }).where(eq(portfolioItems.id, neighbour.id));
        await tx.update(portfolioItems).set({ position: neighbour.position }).where(eq(portfolioItems.id, id));
        const after = (await readItem(tx, id))!;
        await recordAudit(tx, { actor, action: 'update', entity: 'portfolio_item', entityId: id, changes: auditChanges(item, after) });
        return after;
      }),
    setFeatured: async (id: number, featured: boolean, actor: Actor): Promise<PortfolioItem | undefined> =>
      change(id, { featured }, actor),
    /** The item's translation rows go with it (ON DELETE CASCADE). */
    remove: async (id: number, actor: Actor): Promise<boolean> =>
      writePublicContent(db, async (tx) => {
        const deleted = await readItem(tx, id, true);
        if (!deleted) return false;
        await tx.delete(portfolioItems).where(eq(portfolioItems.id, id));
        await deleteRevisions(tx, 'portfolio_item', id);
        await recordAudit(tx, { actor, action: 'delete', entity: 'portfolio_item', entityId: id, changes: auditChanges(deleted, null) });
        return true;
      }),
    /** Featured items as the public site shows them, in the staff's order: GET /api/portfolio/featured and the home page. */
    featured: async (): Promise<PublicPortfolioItem[]> => {
      const rows = await selectItems()
        .where(eq(portfolioItems.featured, true))
        .orderBy(asc(portfolioItems.position), asc(portfolioItems.id))
        .limit(PUBLIC_LIST_LIMIT);
      const hashes = rows.map((row) => parseMediaUrl(row.imageUrl)?.hash).filter((hash): hash is string => hash !== undefined);
      const refs = await mediaData(db).refs(hashes);
      return (await withTranslations(db, rows)).map(({ projectId: _projectId, featured: _featured, ...item }) => ({
        ...item,
        image: refs.get(parseMediaUrl(item.imageUrl)?.hash ?? '') ?? null,
        createdAt: item.createdAt.toISOString(),
      }));
    },
  };
  return {
    ...items,
    /** The item's texts waiting for their other language. */
    translationMarks: translationMarkActions(db, 'portfolio_item', async (id) => (await get(id)) !== undefined),
    /** The item's revisions; a restore saves the revision's fields and texts as an update does (home-page flag kept). */
    revisions: revisionHistory(
      db,
      'portfolio_item',
      async (id) => (await get(id)) !== undefined,
      async (id, content, number, actor) => {
        const input = portfolioItemUpdateSchema.safeParse(content);
        if (!input.success) throw new Invalid('number', REVISION_MESSAGES.cannotRestore);
        return items.update(id, input.data, actor, number);
      },
    ),
  };
}
