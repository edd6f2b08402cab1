/**
 * The routes a back-office resource has, written once: list (paged, X-Total-Count), get, create (201), update, PATCH
 * toggles and delete (204) — each with the numeric :id parsed (400 naming `id`) and a 404 with the resource's message
 * when the id is unknown. A resource's route file only parses its input and calls its data module. Every write is
 * given the acting staff member (`actor`), whom the data module records in the audit log in the write's transaction.
 */
import type { Request, Response } from 'express';
import { requestActor, type Actor } from '@/server/audit/audit-log';
import { exportFileName, sendCsv } from '@/server/csv/csv-export';
import { csvFormatOf } from '@/server/csv/csv-format';
import type { CsvList } from '@/server/csv/csv-labels';
import type { ListQuery, Page } from '@/server/data/list-page';
import { HttpError } from '@/server/http/errors';
import type { RouteDefinition } from '@/server/http/route-table';
import type { Language } from '@/shared/constants';
import type { Revision, RevisionSummary, TranslationMark } from '@/shared/revisions';
import { idParam, markParams, revisionParam } from '../id-param';
import { parseListQuery, sendPage } from './list-query';

/** CsvRow: the exported row, when it differs from the API's (e.g. texts per language as columns of their own). */
export interface ResourceRoutesSpec<K extends string, Row, CsvRow = Row> {
  /** Collection path, e.g. '/clients'. */
  path: string;
  /** Message of the 404 for an unknown id, e.g. 'Client not found'. */
  notFound: string;
  list?: { sortKeys: readonly [K, ...K[]]; load: (query: ListQuery<K>, req: Request) => Promise<Page<Row>> };
  get?: (id: number) => Promise<Row | undefined>;
  /** Parses the body and stores it: the new record, answered with 201. */
  create?: (req: Request, actor: Actor, res: Response) => Promise<Row>;
  /** Parses the body and stores it: the record, or undefined for an unknown id. */
  update?: (id: number, req: Request, actor: Actor) => Promise<Row | undefined>;
  /** PATCH routes by their path after the collection path (e.g. '/:id/publish'): the record, or undefined. */
  patch?: Record<string, (id: number, req: Request, actor: Actor) => Promise<Row | undefined>>;
  /** False for an unknown id. */
  remove?: (id: number, actor: Actor) => Promise<boolean>;
  /**
   * GET <path>/:id/revisions (newest first), GET <path>/:id/revisions/:number, POST …/:number/restore (the record as
   * restored): undefined for an unknown record; an unknown revision is the data module's NotFound.
   */
  /**
   * GET <path>/:id/translation-marks (the record's texts behind the other language), DELETE …/:language/:field ("still
   * valid": 204, 404 when there is no such mark): undefined for an unknown record.
   */
  translationMarks?: {
    list: (id: number) => Promise<TranslationMark[] | undefined>;
    clear: (id: number, language: Language, field: string) => Promise<boolean | undefined>;
  };
  revisions?: {
    list: (id: number) => Promise<RevisionSummary[] | undefined>;
    get: (id: number, number: number) => Promise<Revision | undefined>;
    restore: (id: number, number: number, actor: Actor) => Promise<Row | undefined>;
  };
  /**
   * GET <path>/export: the list as CSV — the same search, sort and filters as the list, every row (no paging), read
   * in batches. `rows` records the export in the audit log and returns the batches.
   */
  csv?: {
    /** The list's name: the file's, and the key of its headers and words (csv-labels.ts). */
    name: CsvList;
    columns: readonly (keyof CsvRow & string)[];
    rows: (query: ListQuery<K>, req: Request, actor: Actor) => Promise<AsyncIterable<CsvRow[]>>;
  };
}

export function resourceRoutes<K extends string, Row, CsvRow = Row>(spec: ResourceRoutesSpec<K, Row, CsvRow>): RouteDefinition[] {
  const { path, notFound } = spec;
  const found = <T>(row: T | undefined): T => {
    if (row === undefined) throw new HttpError(404, notFound);
    return row;
  };
  const routes: RouteDefinition[] = [];
  const { list, get, create, update, patch, remove, csv, revisions, translationMarks } = spec;
  if (list) {
    routes.push({
      method: 'get',
      path,
      handler: async (req, res) => sendPage(res, await list.load(parseListQuery(req, list.sortKeys), req)),
    });
    if (csv) {
      // Before GET <path>/:id, which would read 'export' as an id.
      routes.push({
        method: 'get',
        path: `${path}/export`,
        handler: async (req, res) => {
          const query = parseListQuery(req, list.sortKeys);
          const format = csvFormatOf(req, res);
          const rows = await csv.rows(query, req, requestActor(req, res));
          await sendCsv(res, exportFileName(csv.name), csv.columns, rows, { list: csv.name, format });
        },
      });
    }
  }
  if (get) {
    routes.push({ method: 'get', path: `${path}/:id`, handler: async (req, res) => res.json(found(await get(idParam(req)))) });
  }
  if (create) {
    routes.push({ method: 'post', path, handler: async (req, res) => res.status(201).json(await create(req, requestActor(req, res), res)) });
  }
  if (update) {
    routes.push({
      method: 'put',
      path: `${path}/:id`,
      handler: async (req, res) => res.json(found(await update(idParam(req), req, requestActor(req, res)))),
    });
  }
  for (const [suffix, change] of Object.entries(patch ?? {})) {
    routes.push({
      method: 'patch',
      path: path + suffix,
      handler: async (req, res) => res.json(found(await change(idParam(req), req, requestActor(req, res)))),
    });
  }
  if (revisions) {
    routes.push(
      { method: 'get', path: `${path}/:id/revisions`, handler: async (req, res) => res.json(found(await revisions.list(idParam(req)))) },
      {
        method: 'get',
        path: `${path}/:id/revisions/:number`,
        handler: async (req, res) => res.json(found(await revisions.get(idParam(req), revisionParam(req)))),
      },
      {
        method: 'post',
        path: `${path}/:id/revisions/:number/restore`,
        handler: async (req, res) => res.json(found(await revisions.restore(idParam(req), revisionParam(req), requestActor(req, res)))),
      },
    );
  }
  if (translationMarks) {
    routes.push(
      { method: 'get', path: `${path}/:id/translation-marks`, handler: async (req, res) => res.json(found(await translationMarks.list(idParam(req)))) },
      {
        method: 'delete',
        path: `${path}/:id/translation-marks/:language/:field`,
        handler: async (req, res) => {
          const { language, field } = markParams(req);
          if (!found(await translationMarks.clear(idParam(req), language, field))) throw new HttpError(404, 'No such translation mark');
          res.status(204).end();
        },
      },
    );
  }
  if (remove) {
    routes.push({
      method: 'delete',
      path: `${path}/:id`,
      handler: async (req, res) => {
        if (!(await remove(idParam(req), requestActor(req, res)))) throw new HttpError(404, notFound);
        res.status(204).end();
      },
    });
  }
  return routes;
}
