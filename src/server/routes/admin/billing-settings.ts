/** The agency's legal and billing details (issue 22): GET/PUT /api/admin/settings/billing, admins only (area settings). */
import { agencyBillingSchema } from '@/shared/schemas/agency-billing';
import { agencyBillingData } from '@/server/data/agency-billing';
import { requestActor } from '@/server/audit/audit-log';
import type { Database } from '@/server/db/database';
import type { RouteDefinition } from '@/server/http/route-table';
import { parseInput } from '@/server/http/validate';

export function billingSettingsRoutes(db: Database): RouteDefinition[] {
  const billing = agencyBillingData(db);
  return [
    { method: 'get', path: '/settings/billing', handler: async (_req, res) => res.json(await billing.read()) },
    {
      method: 'put',
      path: '/settings/billing',
      handler: async (req, res) => res.json(await billing.update(parseInput(agencyBillingSchema, req.body), requestActor(req, res))),
    },
  ];
}
