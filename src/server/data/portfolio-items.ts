/** Portfolio items (SPEC §3): managed in the back office; the featured ones show on the public home page. */
import { desc, eq } from 'drizzle-orm';
import type { PublicPortfolioItem } from '@/shared/api-types';
import {
  PORTFOLIO_MESSAGES,
  type PortfolioItemInput,
  type PortfolioItemUpdateInput,
} from '@/shared/schemas/portfolio-item';
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

  return {
    list: (query: ListQuery<PortfolioSortKey>) => listPage(db, LIST, query, db.select().from(portfolioItems).$dynamic()),
    get,
    /** A linked project that does not exist is a 400 on projectId. */
    create: async (input: PortfolioItemInput): Promise<PortfolioItemRow> => {
      await assertProjectExists(input.projectId);
      return (await withProjectCheck(() => writePublicContent(db, (tx) => tx.insert(portfolioItems).values(input).returning())))[0]!;
    },
    /** Undefined for an unknown id (checked before the project); a missing `featured` is left unchanged. */
    update: async (id: number, input: PortfolioItemUpdateInput): Promise<PortfolioItemRow | undefined> => {
      if (!(await get(id))) return undefined;
      await assertProjectExists(input.projectId);
      return firstRow(
        await withProjectCheck(() =>
          writePublicContent(db, (tx) => tx.update(portfolioItems).set(input).where(eq(portfolioItems.id, id)).returning()),
        ),
      );
    },
    setFeatured: async (id: number, featured: boolean): Promise<PortfolioItemRow | undefined> =>
      firstRow(
        await writePublicContent(db, (tx) => tx.update(portfolioItems).set({ featured }).where(eq(portfolioItems.id, id)).returning()),
      ),
    remove: async (id: number): Promise<boolean> =>
      writePublicContent(
        db,
        async (tx) => (await tx.delete(portfolioItems).where(eq(portfolioItems.id, id)).returning({ id: portfolioItems.id })).length > 0,
      ),
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
