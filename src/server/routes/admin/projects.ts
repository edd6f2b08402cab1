import { and, count, eq, getTableColumns } from 'drizzle-orm';
import { z } from 'zod';
import {
  PROJECT_MESSAGES,
  projectSchema,
  projectStatusSchema,
  projectUpdateSchema,
} from '../../../shared/schemas/project';
import type { Database } from '../../db/database';
import { optionalRecordId } from '../../../shared/schemas/fields';
import { PG_FOREIGN_KEY_VIOLATION, pgErrorCode } from '../../db/pg-errors';
import { clients, projects } from '../../db/schema';
import { fieldError, HttpError } from '../../http/errors';
import type { RouteDefinition } from '../../http/route-table';
import { parseInput } from '../../http/validate';
import { idParam } from '../id-param';
import { orderBy, parseListQuery, searchCondition, sendPage, type SortColumn } from './list-query';

const SORTABLE = {
  createdAt: { column: projects.createdAt },
  updatedAt: { column: projects.updatedAt },
  name: { column: projects.name, text: true },
  clientName: { column: clients.name, text: true },
  status: { column: projects.status },
  serviceType: { column: projects.serviceType },
  startDate: { column: projects.startDate },
  dueDate: { column: projects.dueDate },
  budget: { column: projects.budget },
  amountPaid: { column: projects.amountPaid },
  monthlyFee: { column: projects.monthlyFee },
  costOfService: { column: projects.costOfService },
} satisfies Record<string, SortColumn>;
const SORT_KEYS = Object.keys(SORTABLE) as [keyof typeof SORTABLE, ...(keyof typeof SORTABLE)[]];
/** SPEC §9: projects are searched by name, description, status. */
const SEARCH = [projects.name, projects.description, projects.status];

/** Project rows as every project answer shows them: the columns plus the client's name. */
const projectWithClient = { ...getTableColumns(projects), clientName: clients.name };

/** Optional list filter: ?clientId=<id> lists one client's projects (the client detail page). */
const projectFilterSchema = z.object({ clientId: optionalRecordId() });

const unknownClient = () => fieldError('clientId', PROJECT_MESSAGES.clientNotFound);

export function projectRoutes(db: Database): RouteDefinition[] {
  const findProject = async (id: number) => {
    const [row] = await db
      .select(projectWithClient)
      .from(projects)
      .innerJoin(clients, eq(clients.id, projects.clientId))
      .where(eq(projects.id, id));
    return row;
  };
  const assertClientExists = async (clientId: number) => {
    const [client] = await db.select({ id: clients.id }).from(clients).where(eq(clients.id, clientId));
    if (!client) throw unknownClient();
  };
  /** The client can disappear between the check and the write: the foreign key then answers the same 400. */
  const withClientCheck = async <T>(write: () => Promise<T>): Promise<T> => {
    try {
      return await write();
    } catch (err) {
      if (pgErrorCode(err) === PG_FOREIGN_KEY_VIOLATION) throw unknownClient();
      throw err;
    }
  };

  return [
    {
      method: 'get',
      path: '/projects',
      handler: async (req, res) => {
        const query = parseListQuery(req, SORT_KEYS);
        const { clientId } = parseInput(projectFilterSchema, req.query);
        const where = and(searchCondition(query.q, SEARCH), clientId === null ? undefined : eq(projects.clientId, clientId));
        const [rows, [total]] = await Promise.all([
          db
            .select(projectWithClient)
            .from(projects)
            .innerJoin(clients, eq(clients.id, projects.clientId))
            .where(where)
            .orderBy(...orderBy(SORTABLE[query.sort ?? 'createdAt'], query.dir, projects.id))
            .limit(query.limit)
            .offset(query.offset),
          db.select({ n: count() }).from(projects).where(where),
        ]);
        sendPage(res, rows, total?.n ?? 0);
      },
    },
    {
      method: 'get',
      path: '/projects/:id',
      handler: async (req, res) => {
        const project = await findProject(idParam(req));
        if (!project) throw new HttpError(404, 'Project not found');
        res.json(project);
      },
    },
    {
      method: 'post',
      path: '/projects',
      handler: async (req, res) => {
        const input = parseInput(projectSchema, req.body);
        await assertClientExists(input.clientId);
        const [created] = await withClientCheck(() => db.insert(projects).values(input).returning({ id: projects.id }));
        res.status(201).json(await findProject(created!.id));
      },
    },
    {
      method: 'put',
      path: '/projects/:id',
      handler: async (req, res) => {
        const id = idParam(req);
        const input = parseInput(projectUpdateSchema, req.body);
        if (!(await findProject(id))) throw new HttpError(404, 'Project not found');
        await assertClientExists(input.clientId);
        const [updated] = await withClientCheck(() =>
          db
            .update(projects)
            .set({ ...input, updatedAt: new Date() })
            .where(eq(projects.id, id))
            .returning({ id: projects.id }),
        );
        if (!updated) throw new HttpError(404, 'Project not found');
        res.json(await findProject(id));
      },
    },
    {
      method: 'patch',
      path: '/projects/:id/status',
      handler: async (req, res) => {
        const id = idParam(req);
        const { status } = parseInput(projectStatusSchema, req.body);
        const [updated] = await db
          .update(projects)
          .set({ status, updatedAt: new Date() })
          .where(eq(projects.id, id))
          .returning({ id: projects.id });
        if (!updated) throw new HttpError(404, 'Project not found');
        res.json(await findProject(id));
      },
    },
    {
      method: 'delete',
      path: '/projects/:id',
      handler: async (req, res) => {
        const [deleted] = await db.delete(projects).where(eq(projects.id, idParam(req))).returning({ id: projects.id });
        if (!deleted) throw new HttpError(404, 'Project not found');
        res.status(204).end();
      },
    },
  ];
}
