/**
 * The public site's texts (issue 35 point 2; docs/product/api.md#site-texts), for admins and editors (area site-texts):
 * the editor's pages, one page's published texts, publishing it, its revisions and its translation marks. A page is
 * named by its key (SITE_PAGE_KEYS); any other is a 404.
 */
import type { Request } from 'express';
import { sitePageInputSchema } from '@/shared/schemas/site-texts';
import { isSitePageKey, type SitePageKey } from '@/shared/site-texts/site-pages';
import { requestActor } from '@/server/audit/audit-log';
import { siteTextsData } from '@/server/data/site-texts';
import type { Database } from '@/server/db/database';
import { HttpError } from '@/server/http/errors';
import type { RouteDefinition } from '@/server/http/route-table';
import { parseInput } from '@/server/http/validate';
import { markParams, revisionParam } from '../id-param';

const NO_SUCH_PAGE = 'No such page of site texts';

function pageParam(req: Request): SitePageKey {
  const page = String(req.params.page ?? '');
  if (!isSitePageKey(page)) throw new HttpError(404, NO_SUCH_PAGE);
  return page;
}

function found<T>(value: T | undefined, message: string): T {
  if (value === undefined) throw new HttpError(404, message);
  return value;
}

export function siteTextRoutes(db: Database): RouteDefinition[] {
  const texts = siteTextsData(db);
  const path = '/site-texts/:page';
  return [
    { method: 'get', path: '/site-texts', handler: async (_req, res) => res.json(await texts.pages()) },
    { method: 'get', path, handler: async (req, res) => res.json(await texts.get(pageParam(req))) },
    {
      method: 'put',
      path,
      handler: async (req, res) => {
        const page = pageParam(req);
        res.json(await texts.publish(page, parseInput(sitePageInputSchema(page), req.body), requestActor(req, res)));
      },
    },
    { method: 'get', path: `${path}/revisions`, handler: async (req, res) => res.json(await texts.revisions(pageParam(req))) },
    {
      method: 'get',
      path: `${path}/revisions/:number`,
      handler: async (req, res) => res.json(found(await texts.revision(pageParam(req), revisionParam(req)), 'Revision not found')),
    },
    {
      method: 'post',
      path: `${path}/revisions/:number/restore`,
      handler: async (req, res) => res.json(found(await texts.restore(pageParam(req), revisionParam(req), requestActor(req, res)), 'Revision not found')),
    },
    { method: 'get', path: `${path}/translation-marks`, handler: async (req, res) => res.json(await texts.marks(pageParam(req))) },
    {
      method: 'delete',
      path: `${path}/translation-marks/:language/:field`,
      handler: async (req, res) => {
        const page = pageParam(req);
        const { language, field } = markParams(req);
        if (!(await texts.clearMark(page, language, field))) throw new HttpError(404, 'No such translation mark');
        res.status(204).end();
      },
    },
  ];
}
