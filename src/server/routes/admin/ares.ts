/**
 * Staff's ARES lookup (issue 37 point 1; docs/product/czech-services.md#ares--the-company-registry): GET
 * /api/admin/ares/:ico fills the client form, the agency's billing details and the client detail's comparison. The
 * area 'ares' is for the roles that edit clients and the billing details (src/shared/access.ts).
 */
import { aresIcoParamSchema } from '@/shared/ares';
import { lookUpAresSubject } from '@/server/data/ares-subjects';
import type { Database } from '@/server/db/database';
import type { RouteDefinition } from '@/server/http/route-table';
import { parseInput } from '@/server/http/validate';
import type { OutsideCaller } from '@/server/outside/outside-services';

export function aresRoutes(db: Database, options: { outside: OutsideCaller }): RouteDefinition[] {
  return [
    {
      method: 'get',
      path: '/ares/:ico',
      handler: async (req, res) => {
        const { ico } = parseInput(aresIcoParamSchema, req.params);
        res.json(await lookUpAresSubject(db, options.outside, ico));
      },
    },
  ];
}
