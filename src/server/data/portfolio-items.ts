/** Portfolio items (SPEC §3): managed in the back office; the featured ones show on the public home page. */
import { desc, eq } from 'drizzle-orm';
import type { PublicPortfolioItem } from '@/shared/api-types';
import {
  PORTFOLIO_MESSAGES,
  type PortfolioItemInput,
  type PortfolioItemUpdateInput,
} from '@/shared/schemas/portfolio-item';
import { auditChanges, recordAudit, type Actor } from '../audit/audit-log';
import type { Database } from '../db/database';
import { PG_FOREIGN_KEY_VIOLATION, pgErrorCode } from '../db/pg-errors';
import { portfolioItems, projects, type PortfolioItemRow } from '../db/schema';
import { fieldError } from '../http/errors';
import { writePublicContent } from './content-version';
import { firstRow, listPage, searchColumns, sortKeys, type ListQuery, type ListSpec, type SortColumn } from './list-page';
import { PUBLIC_LIST_LIMIT } from './public-lists';

const SORTABLE = {
  createdAt: { column: portfolioItems.createdAt },
  title: { column: portfolioItems.title, text: true },
  category: { column: portfolioItems.category },
  featured: { column: portfolioItems.featured },
} satisfies Record<string, SortColumn>;
export type PortfolioSortKey = keyof typeof SORTABLE;
export const PORTFOLIO_SORT_KEYS = sortKeys(SORTABLE);

const LIST: ListSpec<PortfolioSortKey> = {
  table: portfolioItems,
  id: portfolioItems.id,
  sortable: SORTABLE,
  defaultSort: 'createdAt',
  /** SPEC §9: the admin portfolio is searched by title, description, category. */
  search: (q) => searchColumns(q, [portfolioItems.title, portfolioItems.description, portfolioItems.category]),
};

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
    get,
    /** A linked project that does not exist is a 400 on projectId. Every write is recorded in the audit log. */
    create: async (input: PortfolioItemInput, actor: Actor): Promise<PortfolioItemRow> => {
      await assertProjectExists(input.projectId);
      return withProjectCheck(() =>
        writePublicContent(db, async (tx) => {
          const [row] = await tx.insert(portfolioItems).values(input).returning();
          await recordAudit(tx, { actor, action: 'create', entity: 'portfolio_item', entityId: row!.id, changes: auditChanges(null, row) });
          return row!;
        }),
      );
    },
    /** Undefined for an unknown id (checked before the project); a missing `featured` is left unchanged. */
    update: async (id: number, input: PortfolioItemUpdateInput, actor: Actor): Promise<PortfolioItemRow | undefined> => {
      if (!(await get(id))) return undefined;
      await assertProjectExists(input.projectId);
      return withProjectCheck(() => change(id, input, actor));
    },
    setFeatured: async (id: number, featured: boolean, actor: Actor): Promise<PortfolioItemRow | undefined> =>
      change(id, { featured }, actor),
    remove: async (id: number, actor: Actor): Promise<boolean> =>
      writePublicContent(db, async (tx) => {
        const [deleted] = await tx.delete(portfolioItems).where(eq(portfolioItems.id, id)).returning();
        if (!deleted) return false;
        await recordAudit(tx, { actor, action: 'delete', entity: 'portfolio_item', entityId: id, changes: auditChanges(deleted, null) });
        return true;
      }),
    /** Featured items as the public site shows them, newest first: GET /api/portfolio/featured and the home page. */
    featured: async (): Promise<PublicPortfolioItem[]> => {
      const rows = await db
        .select({
          id: portfolioItems.id,
          title: portfolioItems.title,
          description: portfolioItems.description,
          imageUrl: portfolioItems.imageUrl,
          category: portfolioItems.category,
          link: portfolioItems.link,
          createdAt: portfolioItems.createdAt,
        })
        .from(portfolioItems)
        .where(eq(portfolioItems.featured, true))
        .orderBy(desc(portfolioItems.createdAt), desc(portfolioItems.id))
        .limit(PUBLIC_LIST_LIMIT);
      return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
    },
  };
}
