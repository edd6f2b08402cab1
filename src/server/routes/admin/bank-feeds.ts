/**
 * The Fio bank feeds (issue 37 point 4; docs/product/czech-services.md#fio--the-bank-feed): list with their state,
 * add (label + token: the token is sealed and never answered again), remove, "sync now". Admins only (the
 * `bank-feeds` area of src/shared/access.ts). Thin: parse → data module.
 */
import { bankFeedInputSchema, type AdminBankFeed, type BankFeedSyncResult } from '@/shared/schemas/bank-feed';
import { requestActor } from '@/server/audit/audit-log';
import { bankFeedData } from '@/server/data/bank-feeds';
import type { Database } from '@/server/db/database';
import type { RouteDefinition } from '@/server/http/route-table';
import { parseInput } from '@/server/http/validate';
import type { OutsideCaller } from '@/server/outside/outside-services';
import { idParam } from '../id-param';

export function bankFeedRoutes(db: Database, options: { secret: string; outside: OutsideCaller }): RouteDefinition[] {
  const feeds = bankFeedData(db, { secret: options.secret, outside: options.outside });
  return [
    {
      method: 'get',
      path: '/bank-feeds',
      handler: async (_req, res) => res.json((await feeds.list()) satisfies AdminBankFeed[]),
    },
    {
      method: 'post',
      path: '/bank-feeds',
      handler: async (req, res) => {
        const feed = await feeds.add(parseInput(bankFeedInputSchema, req.body), requestActor(req, res));
        res.status(201).json(feed satisfies AdminBankFeed);
      },
    },
    {
      method: 'delete',
      path: '/bank-feeds/:id',
      handler: async (req, res) => {
        await feeds.remove(idParam(req), requestActor(req, res));
        res.status(204).end();
      },
    },
    {
      method: 'post',
      path: '/bank-feeds/:id/sync',
      handler: async (req, res) => {
        const result = await feeds.syncNow(idParam(req), requestActor(req, res));
        res.json(result satisfies BankFeedSyncResult);
      },
    },
  ];
}
