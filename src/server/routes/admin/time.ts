/**
 * Time entries, the timer and the activities (issue 36, docs/product/time-and-profit.md#api). The area `time` is open
 * to admins and editors (src/shared/access.ts): everyone keeps their own time, admins everyone's — the data module
 * refuses an editor another person's time (403). The activity list is a setting (admins only), edited on the Time
 * screen.
 */
import type { Request, Response } from 'express';
import { z } from 'zod';
import { FIELD_MESSAGES } from '@/shared/schemas/fields';
import {
  TIME_PROJECT_SEARCH_MAX,
  timeActivitySchema,
  timeEntrySchema,
  timeRangeSchema,
  timerStartSchema,
} from '@/shared/schemas/time-entry';
import { requestActor } from '@/server/audit/audit-log';
import { signedInUser } from '@/server/auth/require-user';
import { timeActivityData } from '@/server/data/time-activities';
import { timeData, type TimeCaller } from '@/server/data/time-entries';
import type { Database } from '@/server/db/database';
import { createMailer } from '@/server/mail/mailer';
import type { MailService } from '@/server/mail/mail-service';
import { HttpError } from '@/server/http/errors';
import type { RouteDefinition } from '@/server/http/route-table';
import { parseInput } from '@/server/http/validate';
import { idParam } from '../id-param';

/** The caller of a time route: admins act on everyone's time. */
function timeCaller(req: Request, res: Response): TimeCaller {
  const user = signedInUser(res);
  return { actor: { ...requestActor(req, res), id: user.id }, othersToo: user.role === 'admin' };
}

/** The answers for an unknown id. */
const NOT_FOUND = { entry: 'Time entry not found', activity: 'Activity not found' } as const;

const projectSearchSchema = z.object({
  q: z.string({ error: FIELD_MESSAGES.textInvalid }).max(200, FIELD_MESSAGES.textTooLong).optional().default(''),
  limit: z.coerce
    .number<string>({ error: `Must be a whole number from 1 to ${TIME_PROJECT_SEARCH_MAX}` })
    .int(`Must be a whole number from 1 to ${TIME_PROJECT_SEARCH_MAX}`)
    .min(1, `Must be a whole number from 1 to ${TIME_PROJECT_SEARCH_MAX}`)
    .max(TIME_PROJECT_SEARCH_MAX, `Must be a whole number from 1 to ${TIME_PROJECT_SEARCH_MAX}`)
    .optional()
    .default(20),
});

export function timeRoutes(db: Database, options: { mail: MailService; mailOrigin: string }): RouteDefinition[] {
  const time = timeData(db, { queue: createMailer({ service: options.mail, origin: options.mailOrigin }).queue });
  const activities = timeActivityData(db);
  const found = <T>(row: T | undefined, message: string = NOT_FOUND.entry): T => {
    if (row === undefined) throw new HttpError(404, message);
    return row;
  };
  return [
    {
      method: 'get',
      path: '/time/entries',
      handler: async (req, res) => {
        const { from, to, userId } = parseInput(timeRangeSchema, req.query);
        res.json({ entries: await time.list(from, to, timeCaller(req, res), userId) });
      },
    },
    {
      method: 'post',
      path: '/time/entries',
      handler: async (req, res) => res.status(201).json(await time.create(parseInput(timeEntrySchema, req.body), timeCaller(req, res))),
    },
    { method: 'get', path: '/time/entries/:id', handler: async (req, res) => res.json(found(await time.get(idParam(req), timeCaller(req, res)))) },
    {
      method: 'put',
      path: '/time/entries/:id',
      handler: async (req, res) => {
        const id = idParam(req);
        res.json(found(await time.update(id, parseInput(timeEntrySchema, req.body), timeCaller(req, res))));
      },
    },
    {
      method: 'delete',
      path: '/time/entries/:id',
      handler: async (req, res) => {
        found((await time.remove(idParam(req), timeCaller(req, res))) || undefined);
        res.status(204).end();
      },
    },
    { method: 'get', path: '/time/timer', handler: async (req, res) => res.json(await time.timer(timeCaller(req, res))) },
    {
      method: 'post',
      path: '/time/timer/start',
      handler: async (req, res) => res.json(await time.start(parseInput(timerStartSchema, req.body), timeCaller(req, res))),
    },
    { method: 'post', path: '/time/timer/stop', handler: async (req, res) => res.json(await time.stop(timeCaller(req, res))) },
    { method: 'get', path: '/time/options', handler: async (req, res) => res.json(await time.options(timeCaller(req, res))) },
    {
      method: 'get',
      path: '/time/projects',
      handler: async (req, res) => {
        const { q, limit } = parseInput(projectSearchSchema, req.query);
        res.json(await time.searchProjects(q, limit));
      },
    },
    // The activity list: a setting (admins only), edited on the Time screen.
    { method: 'get', path: '/settings/time-activities', handler: async (_req, res) => res.json(await activities.list()) },
    {
      method: 'post',
      path: '/settings/time-activities',
      handler: async (req, res) => res.status(201).json(await activities.create(parseInput(timeActivitySchema, req.body), requestActor(req, res))),
    },
    {
      method: 'put',
      path: '/settings/time-activities/:id',
      handler: async (req, res) => {
        const id = idParam(req);
        res.json(found(await activities.update(id, parseInput(timeActivitySchema, req.body), requestActor(req, res)), NOT_FOUND.activity));
      },
    },
  ];
}
