/**
 * /api/admin/proposals (docs/product/api.md#proposals) and POST /api/admin/messages/:id/proposal. Admins only (the
 * `proposals` and `messages` areas of src/shared/access.ts): proposals carry clients' money and contacts, like clients.
 */
import type { Request } from 'express';
import { proposalFilterSchema, proposalSchema, type ProposalSendResult } from '@/shared/schemas/proposal';
import { requestActor } from '@/server/audit/audit-log';
import { PROPOSAL_SORT_KEYS, proposalData, readProposalPdf } from '@/server/data/proposals';
import type { Database } from '@/server/db/database';
import { HttpError } from '@/server/http/errors';
import { sendPdfDownload } from '@/server/http/pdf-response';
import type { RouteDefinition } from '@/server/http/route-table';
import { parseInput } from '@/server/http/validate';
import { createMailer } from '@/server/mail/mailer';
import type { MailService } from '@/server/mail/mail-service';
import type { OutsideCaller } from '@/server/outside/outside-services';
import { idParam } from '../id-param';
import { resourceRoutes } from './resource-routes';

const NOT_FOUND = 'Proposal not found';

export function proposalRoutes(db: Database, options: { mail: MailService; mailOrigin: string; outside?: OutsideCaller }): RouteDefinition[] {
  const mailer = createMailer({ service: options.mail, origin: options.mailOrigin });
  // ČNB through the outside caller: a foreign-currency proposal's indicative CZK recap when it is sent (issue 38).
  const proposals = proposalData(db, { queue: mailer.queue, origin: options.mailOrigin, outside: options.outside });
  const filterOf = (req: Request) => parseInput(proposalFilterSchema, { status: req.query.status, clientId: req.query.clientId });
  const found = <T>(value: T | undefined): T => {
    if (value === undefined) throw new HttpError(404, NOT_FOUND);
    return value;
  };
  return [
    ...resourceRoutes({
      path: '/proposals',
      notFound: NOT_FOUND,
      list: { sortKeys: PROPOSAL_SORT_KEYS, load: (query, req) => proposals.list(query, filterOf(req)) },
      get: (id) => proposals.get(id),
      create: (req, actor) => proposals.create(parseInput(proposalSchema, req.body), actor),
      update: (id, req, actor) => proposals.update(id, parseInput(proposalSchema, req.body), actor),
      remove: (id, actor) => proposals.remove(id, actor),
    }),
    {
      method: 'post',
      path: '/proposals/:id/send',
      handler: async (req, res) => {
        const sent = found(await proposals.send(idParam(req), requestActor(req, res)));
        options.mail.wake();
        res.json(sent satisfies ProposalSendResult);
      },
    },
    {
      // The PDF stored when it was sent (a draft has none: 404).
      method: 'get',
      path: '/proposals/:id/pdf',
      handler: async (req, res) => {
        const stored = found(await readProposalPdf(db, idParam(req)));
        sendPdfDownload(res, stored.pdf, stored.filename);
      },
    },
    {
      method: 'post',
      path: '/proposals/:id/versions',
      handler: async (req, res) => res.status(201).json(found(await proposals.newVersion(idParam(req), requestActor(req, res)))),
    },
    {
      method: 'post',
      path: '/proposals/:id/revoke',
      handler: async (req, res) => res.json(found(await proposals.revoke(idParam(req), requestActor(req, res)))),
    },
    {
      method: 'post',
      path: '/messages/:id/proposal',
      handler: async (req, res) => {
        const created = await proposals.fromQuote(idParam(req), requestActor(req, res));
        if (created === undefined) throw new HttpError(404, 'Message not found');
        res.status(201).json(created);
      },
    },
  ];
}
