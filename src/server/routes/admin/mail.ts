/** The outgoing-mail screen (issue 12): the outbox, paged, with a retry of failed mail; the auto-reply setting. */
import { z } from 'zod';
import type { MailDelivery } from '@/shared/api-types';
import { MAIL_STATUSES } from '@/shared/constants';
import { MAIL_SORT_KEYS, mailOutboxData } from '@/server/data/mail-outbox';
import { settingsData } from '@/server/data/settings';
import { adminNotificationAddresses } from '@/server/data/staff';
import { requestActor } from '@/server/audit/audit-log';
import type { Database } from '@/server/db/database';
import { HttpError } from '@/server/http/errors';
import type { RouteDefinition } from '@/server/http/route-table';
import { parseInput } from '@/server/http/validate';
import type { MailService } from '@/server/mail/mail-service';
import { resourceRoutes } from './resource-routes';

export const mailFilterSchema = z.object({
  status: z.enum(MAIL_STATUSES, { error: `Must be one of: ${MAIL_STATUSES.join(', ')}` }).optional(),
});

export const settingsSchema = z.object({
  autoReply: z.boolean({ error: 'Must be true or false' }),
});

export const SMTP_NOT_CONFIGURED_MESSAGE = 'No SMTP server is configured (SMTP_URL): the mail cannot be sent';

export function mailRoutes(db: Database, mail: MailService): RouteDefinition[] {
  const outbox = mailOutboxData(db);
  const settings = settingsData(db);
  return [
    {
      // Before /mail/:id. Whether notifications reach anybody now: the dashboard's and this screen's warning (issue 20).
      method: 'get',
      path: '/mail/delivery',
      handler: async (_req, res) => {
        const delivery: MailDelivery = {
          smtpConfigured: mail.configured,
          recipients: mail.notifyTo ?? (await adminNotificationAddresses(db)),
          fromNotifyTo: mail.notifyTo !== undefined,
        };
        res.json(delivery);
      },
    },
    ...resourceRoutes({
      path: '/mail',
      notFound: 'Mail not found',
      list: { sortKeys: MAIL_SORT_KEYS, load: (query, req) => outbox.list(query, parseInput(mailFilterSchema, { status: req.query.status }).status) },
      patch: {
        '/:id/retry': async (id, _req, actor) => {
          if (!(await outbox.get(id))) return undefined;
          if (!mail.configured) throw new HttpError(409, SMTP_NOT_CONFIGURED_MESSAGE);
          const row = await outbox.retry(id, actor);
          mail.wake();
          return row;
        },
      },
    }),
    { method: 'get', path: '/settings', handler: async (_req, res) => res.json(await settings.read()) },
    {
      method: 'put',
      path: '/settings',
      handler: async (req, res) => res.json(await settings.update(parseInput(settingsSchema, req.body), requestActor(req, res))),
    },
  ];
}
