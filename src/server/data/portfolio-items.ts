/** Portfolio items (docs/product/records.md#portfolio-items): managed in the back office; the featured ones show on the public home page. */
import { and, asc, desc, eq, gt, lt, sql } from 'drizzle-orm';
import type { PublicPortfolioItem } from '@/shared/api-types';
import { parseMediaUrl } from '@/shared/media';
import {
  PORTFOLIO_MESSAGES,
  type PortfolioItemInput,
  type PortfolioItemUpdateInput,
} from '@/shared/schemas/portfolio-item';
import { auditChanges, recordAudit, recordExport, type Actor } from '../audit/audit-log';
import type { Database } from '../db/database';
import { PG_FOREIGN_KEY_VIOLATION, pgErrorCode } from '../db/pg-errors';
import { portfolioItems, projects, type PortfolioItemRow } from '../db/schema';
import { fieldError } from '../http/errors';
import { writePublicContent } from './content-version';
import { mediaData } from './media';
import { firstRow, listBatches, listPage, searchColumns, sortKeys, type ListQuery, type ListSpec, type SortColumn } from './list-page';
import { PUBLIC_LIST_LIMIT } from './public-lists';

const SORTABLE = {
  createdAt: { column: portfolioItems.createdAt },
  title: { column: portfolioItems.title, text: true },
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
  /** docs/product/rules.md#search: the admin portfolio is searched by title, description, category. */
  search: (q) => searchColumns(q, [portfolioItems.title, portfolioItems.description, portfolioItems.category]),
};

export const PORTFOLIO_CSV_COLUMNS = [
  'id', 'title', 'description', 'titleEn', 'descriptionEn', 'category', 'services', 'link', 'imageUrl', 'projectId', 'featured', 'position', 'createdAt',
] as const satisfies readonly (keyof PortfolioItemRow)[];

/** The services an item is filtered by: those chosen, or its category alone. */
const withServices = <T extends { services?: PortfolioItemInput['services']; category: PortfolioItemInput['category'] }>(input: T): T => ({
  ...input,
  services: input.services?.length ? input.services : [input.category],
});

const unknownProject = () => fieldError('projectId', PORTFOLIO_MESSAGES.projectNotFound);

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
  const get = async (id: number): Promise<PortfolioItemRow | undefined> =>
    firstRow(await db.select().from(portfolioItems).where(eq(portfolioItems.id, id)));
  /** Sets fields of one item and records the change, in one transaction: the item, or undefined for an unknown id. */
  const change = (id: number, set: Partial<PortfolioItemInput>, actor: Actor) =>
    writePublicContent(db, async (tx) => {
      const before = firstRow(await tx.select().from(portfolioItems).where(eq(portfolioItems.id, id)).for('update'));
      if (!before) return undefined;
      const [after] = await tx.update(portfolioItems).set(set).where(eq(portfolioItems.id, id)).returning();
      await recordAudit(tx, { actor, action: 'update', entity: 'portfolio_item', entityId: id, changes: auditChanges(before, after) });
      return after;
    });

  return {
    list: (query: ListQuery<PortfolioSortKey>) => listPage(db, LIST, query, db.select().from(portfolioItems).$dynamic()),
    /** Every item the list shows (search, sort), in batches; the export is recorded in the audit log first. */
    exportRows: async (query: ListQuery<PortfolioSortKey>, actor: Actor): Promise<AsyncIterable<PortfolioItemRow[]>> => {
      await recordExport(db, actor, 'portfolio_item', { q: query.q, sort: query.sort, dir: query.dir });
      return listBatches<PortfolioSortKey, PortfolioItemRow>(db, LIST, query, () => db.select().from(portfolioItems).$dynamic());
    },
    get,
    /** A linked project that does not exist is a 400 on projectId. Every write is recorded in the audit log. */
    create: async (input: PortfolioItemInput, actor: Actor): Promise<PortfolioItemRow> => {
      await assertProjectExists(input.projectId);
      return withProjectCheck(() =>
        writePublicContent(db, async (tx) => {
          // A new item goes last on the home portfolio.
          const [last] = await tx.select({ max: sql<number | null>`max(${portfolioItems.position})` }).from(portfolioItems);
          const position = (last?.max ?? 0) + 1;
          const [row] = await tx.insert(portfolioItems).values({ ...withServices(input), position }).returning();
          await recordAudit(tx, { actor, action: 'create', entity: 'portfolio_item', entityId: row!.id, changes: auditChanges(null, row) });
          return row!;
        }),
      );
    },
    /** Undefined for an unknown id (checked before the project); a missing `featured` is left unchanged. */
    update: async (id: number, input: PortfolioItemUpdateInput, actor: Actor): Promise<PortfolioItemRow | undefined> => {
      if (!(await get(id))) return undefined;
      await assertProjectExists(input.projectId);
      return withProjectCheck(() => change(id, withServices(input), actor));
    },
    /** Swaps the item with its neighbour before (up) or after (down) it in the order; unchanged at either end. */
    move: async (id: number, direction: 'up' | 'down', actor: Actor): Promise<PortfolioItemRow | undefined> =>
      writePublicContent(db, async (tx) => {
        // One mover at a time: two swaps interleaving could give two items the same place.
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext('portfolio_items.position'))`);
        const item = firstRow(await tx.select().from(portfolioItems).where(eq(portfolioItems.id, id)));
        if (!item) return undefined;
        const before = (c: typeof portfolioItems.position) => (direction === 'up' ? lt(c, item.position) : gt(c, item.position));
        const order = direction === 'up' ? [desc(portfolioItems.position), desc(portfolioItems.id)] : [asc(portfolioItems.position), asc(portfolioItems.id)];
        const neighbour = firstRow(
          await tx.select().from(portfolioItems).where(and(before(portfolioItems.position))).orderBy(...order).limit(1),
        );
        if (!neighbour) return item;
        await tx.update(portfolioItems).set({ position: item.position }).where(eq(portfolioItems.id, neighbour.id));
        const [after] = await tx.update(portfolioItems).set({ position: neighbour.position }).where(eq(portfolioItems.id, id)).returning();
        await recordAudit(tx, { actor, action: 'update', entity: 'portfolio_item', entityId: id, changes: auditChanges(item, after) });
        return after;
      }),
    setFeatured: async (id: number, featured: boolean, actor: Actor): Promise<PortfolioItemRow | undefined> =>
      change(id, { featured }, actor),
    remove: async (id: number, actor: Actor): Promise<boolean> =>
      writePublicContent(db, async (tx) => {
        const [deleted] = await tx.delete(portfolioItems).where(eq(portfolioItems.id, id)).returning();
        if (!deleted) return false;
        await recordAudit(tx, { actor, action: 'delete', entity: 'portfolio_item', entityId: id, changes: auditChanges(deleted, null) });
        return true;
      }),
    /** Featured items as the public site shows them, in the staff's order: GET /api/portfolio/featured and the home page. */
    featured: async (): Promise<PublicPortfolioItem[]> => {
      const rows = await db
        .select({
          id: portfolioItems.id,
          title: portfolioItems.title,
          description: portfolioItems.description,
          titleEn: portfolioItems.titleEn,
          descriptionEn: portfolioItems.descriptionEn,
          challengeCs: portfolioItems.challengeCs,
          challengeEn: portfolioItems.challengeEn,
          solutionCs: portfolioItems.solutionCs,
          solutionEn: portfolioItems.solutionEn,
          services: portfolioItems.services,
          position: portfolioItems.position,
          imageUrl: portfolioItems.imageUrl,
          category: portfolioItems.category,
          link: portfolioItems.link,
          createdAt: portfolioItems.createdAt,
        })
        .from(portfolioItems)
        .where(eq(portfolioItems.featured, true))
        .orderBy(asc(portfolioItems.position), asc(portfolioItems.id))
        .limit(PUBLIC_LIST_LIMIT);
      const hashes = rows.map((row) => parseMediaUrl(row.imageUrl)?.hash).filter((hash): hash is string => hash !== undefined);
      const refs = await mediaData(db).refs(hashes);
      return rows.map((row) => ({
        ...row,
        image: refs.get(parseMediaUrl(row.imageUrl)?.hash ?? '') ?? null,
        createdAt: row.createdAt.toISOString(),
      }));
    },
  };
}
