import type { Request } from 'express';
import { z } from 'zod';
import { MAX_ANALYTICS_TEXT } from '@/shared/analytics';
import { MESSAGE_KINDS, MESSAGE_STATUSES } from '@/shared/constants';
import { clientSchema } from '@/shared/schemas/client';
import { MESSAGE_CSV_COLUMNS, MESSAGE_SORT_KEYS, messageData, type MessageFilter } from '@/server/data/messages';
import { requestActor } from '@/server/audit/audit-log';
import type { Database } from '@/server/db/database';
import { HttpError } from '@/server/http/errors';
import type { RouteDefinition } from '@/server/http/route-table';
import { parseInput } from '@/server/http/validate';
import { createMailer } from '@/server/mail/mailer';
import type { MailService } from '@/server/mail/mail-service';
import { idParam } from '../id-param';
import { resourceRoutes } from './resource-routes';

const oneOf = (values: readonly string[]) => ({ error: `Must be one of: ${values.join(', ')}` });

export const messageStatusSchema = z.object({
  status: z.enum(MESSAGE_STATUSES, oneOf(MESSAGE_STATUSES)),
});

const visitValue = z.string({ error: 'Must be text' }).min(1, 'Must not be empty').max(MAX_ANALYTICS_TEXT, 'This text is too long').optional();
const receivedDay = z.string({ error: 'Must be a date as YYYY-MM-DD' }).regex(/^\d{4}-\d{2}-\d{2}$/, 'Must be a date as YYYY-MM-DD').optional();

/** ?status=, ?kind=, ?clientId= of the inbox list; ?entry=, ?referrer=, ?campaign= of the visit and ?from=&to= received (the analytics' links). */
export const messageFilterSchema = z.object({
  status: z.enum(MESSAGE_STATUSES, oneOf(MESSAGE_STATUSES)).optional(),
  kind: z.enum(MESSAGE_KINDS, oneOf(MESSAGE_KINDS)).optional(),
  clientId: z.coerce.number({ error: 'Must be a positive whole number' }).int('Must be a positive whole number').min(1, 'Must be a positive whole number').max(2_147_483_647, 'Must be a positive whole number').optional(),
  entry: visitValue,
  referrer: visitValue,
  campaign: visitValue,
  from: receivedDay,
  to: receivedDay,
});

/** Upper bound of one bulk action (a page of the inbox is 50). */
export const MAX_BULK_IDS = 500;

export const bulkMessagesSchema = z.object({
  action: z.enum(['read', 'unread', 'delete'], oneOf(['read', 'unread', 'delete'])),
  ids: z
    .array(z.number({ error: 'Must be a positive whole number' }).int('Must be a positive whole number').min(1, 'Must be a positive whole number').max(2_147_483_647, 'Must be a positive whole number'), {
      error: 'Must be a list of message ids',
    })
    .min(1, 'Choose at least one message')
    .max(MAX_BULK_IDS, `At most ${MAX_BULK_IDS} messages at once`),
});

export interface MessageRouteOptions {
  mail: MailService;
  /** The origin of the back-office link in notifications (PUBLIC_URL), never the request's. */
  mailOrigin: string;
}

export function messageRoutes(db: Database, options: MessageRouteOptions): RouteDefinition[] {
  const messages = messageData(db);
  const filterOf = (req: Request): MessageFilter =>
    parseInput(messageFilterSchema, {
      status: req.query.status,
      kind: req.query.kind,
      clientId: req.query.clientId,
      entry: req.query.entry,
      referrer: req.query.referrer,
      campaign: req.query.campaign,
      from: req.query.from,
      to: req.query.to,
    });
  const mailer = createMailer({ service: options.mail, origin: options.mailOrigin });
  return [
    ...resourceRoutes({
      path: '/messages',
      notFound: 'Message not found',
      list: {
        sortKeys: MESSAGE_SORT_KEYS,
        load: (query, req) => messages.list(query, filterOf(req)),
      },
      get: (id) => messages.get(id),
      patch: {
        '/:id': async (id, req, actor) => {
          const row = await messages.setStatus(id, parseInput(messageStatusSchema, req.body).status, actor, mailer.notSpamMails);
          // Taking a message out of spam may have queued its notification.
          options.mail.wake();
          return row;
        },
      },
      remove: (id, actor) => messages.remove(id, actor),
      csv: { name: 'messages', columns: MESSAGE_CSV_COLUMNS, rows: (query, req, actor) => messages.exportRows(query, filterOf(req), actor) },
    }),
    {
      method: 'post',
      path: '/messages/bulk',
      handler: async (req, res) => {
        const { action, ids } = parseInput(bulkMessagesSchema, req.body);
        const actor = requestActor(req, res);
        const changed = action === 'delete' ? await messages.removeMany(ids, actor) : await messages.setStatusMany(ids, action, actor);
        res.json({ action, ids: changed });
      },
    },
    {
      method: 'post',
      path: '/messages/:id/client',
      handler: async (req, res) => {
        const id = idParam(req);
        const result = await messages.createClient(id, parseInput(clientSchema, req.body), requestActor(req, res));
        if (!result) throw new HttpError(404, 'Message not found');
        res.status(201).json(result);
      },
    },
  ];
}
