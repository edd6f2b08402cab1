import { count, eq } from 'drizzle-orm';
import {
  PORTFOLIO_MESSAGES,
  portfolioFeaturedSchema,
  portfolioItemSchema,
  portfolioItemUpdateSchema,
} from '../../../shared/schemas/portfolio-item';
import type { Database } from '../../db/database';
import { PG_FOREIGN_KEY_VIOLATION, pgErrorCode } from '../../db/pg-errors';
import { portfolioItems, projects } from '../../db/schema';
import { fieldError, HttpError } from '../../http/errors';
import type { RouteDefinition } from '../../http/route-table';
import { parseInput } from '../../http/validate';
import { idParam } from '../id-param';
import { orderBy, parseListQuery, searchCondition, sendPage, type SortColumn } from './list-query';

const SORTABLE = {
  createdAt: { column: portfolioItems.createdAt },
  title: { column: portfolioItems.title, text: true },
  category: { column: portfolioItems.category },
  featured: { column: portfolioItems.featured },
} satisfies Record<string, SortColumn>;
const SORT_KEYS = Object.keys(SORTABLE) as [keyof typeof SORTABLE, ...(keyof typeof SORTABLE)[]];
/** SPEC §9: the admin portfolio is searched by title, description, category. */
const SEARCH = [portfolioItems.title, portfolioItems.description, portfolioItems.category];

const unknownProject = () => fieldError('projectId', PORTFOLIO_MESSAGES.projectNotFound);

export function portfolioRoutes(db: Database): RouteDefinition[] {
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

  return [
    {
      method: 'get',
      path: '/portfolio',
      handler: async (req, res) => {
        const query = parseListQuery(req, SORT_KEYS);
        const where = searchCondition(query.q, SEARCH);
        const [rows, [total]] = await Promise.all([
          db
            .select()
            .from(portfolioItems)
            .where(where)
            .orderBy(...orderBy(SORTABLE[query.sort ?? 'createdAt'], query.dir, portfolioItems.id))
            .limit(query.limit)
            .offset(query.offset),
          db.select({ n: count() }).from(portfolioItems).where(where),
        ]);
        sendPage(res, rows, total?.n ?? 0);
      },
    },
    {
      method: 'get',
      path: '/portfolio/:id',
      handler: async (req, res) => {
        const [item] = await db.select().from(portfolioItems).where(eq(portfolioItems.id, idParam(req)));
        if (!item) throw new HttpError(404, 'Portfolio item not found');
        res.json(item);
      },
    },
    {
      method: 'post',
      path: '/portfolio',
      handler: async (req, res) => {
        const input = parseInput(portfolioItemSchema, req.body);
        await assertProjectExists(input.projectId);
        const [item] = await withProjectCheck(() => db.insert(portfolioItems).values(input).returning());
        res.status(201).json(item);
      },
    },
    {
      method: 'put',
      path: '/portfolio/:id',
      handler: async (req, res) => {
        const id = idParam(req);
        const input = parseInput(portfolioItemUpdateSchema, req.body);
        const [existing] = await db.select({ id: portfolioItems.id }).from(portfolioItems).where(eq(portfolioItems.id, id));
        if (!existing) throw new HttpError(404, 'Portfolio item not found');
        await assertProjectExists(input.projectId);
        // A missing `featured` is undefined here, which drizzle leaves unchanged.
        const [item] = await withProjectCheck(() =>
          db.update(portfolioItems).set(input).where(eq(portfolioItems.id, id)).returning(),
        );
        if (!item) throw new HttpError(404, 'Portfolio item not found');
        res.json(item);
      },
    },
    {
      method: 'patch',
      path: '/portfolio/:id/featured',
      handler: async (req, res) => {
        const id = idParam(req);
        const { featured } = parseInput(portfolioFeaturedSchema, req.body);
        const [item] = await db.update(portfolioItems).set({ featured }).where(eq(portfolioItems.id, id)).returning();
        if (!item) throw new HttpError(404, 'Portfolio item not found');
        res.json(item);
      },
    },
    {
      method: 'delete',
      path: '/portfolio/:id',
      handler: async (req, res) => {
        const [deleted] = await db
          .delete(portfolioItems)
          .where(eq(portfolioItems.id, idParam(req)))
          .returning({ id: portfolioItems.id });
        if (!deleted) throw new HttpError(404, 'Portfolio item not found');
        res.status(204).end();
      },
    },
  ];
}
