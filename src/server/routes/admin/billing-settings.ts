/**
 * The agency's settings, admins only (area settings): its legal and billing details (issue 22), GET/PUT
 * /api/admin/settings/billing, its public profile (issue 35), GET/PUT /api/admin/settings/profile, and its price list
 * (issue 35 point 3), GET /api/admin/settings/pricing (the current version) and PUT (publishes the next version).
 */
import { agencyBillingSchema } from '@/shared/schemas/agency-billing';
import { agencyProfileSchema } from '@/shared/schemas/agency-profile';
import { priceListSchema } from '@/shared/schemas/price-list';
import { agencyBillingData } from '@/server/data/agency-billing';
import { agencyProfileData } from '@/server/data/agency-profile';
import { priceListData } from '@/server/data/price-list';
import { requestActor } from '@/server/audit/audit-log';
import type { Database } from '@/server/db/database';
import type { RouteDefinition } from '@/server/http/route-table';
import { parseInput } from '@/server/http/validate';

export function billingSettingsRoutes(db: Database): RouteDefinition[] {
  const billing = agencyBillingData(db);
  const profile = agencyProfileData(db);
  const prices = priceListData(db);
  return [
    { method: 'get', path: '/settings/billing', handler: async (_req, res) => res.json(await billing.read()) },
    {
      method: 'put',
      path: '/settings/billing',
      handler: async (req, res) => res.json(await billing.update(parseInput(agencyBillingSchema, req.body), requestActor(req, res))),
    },
    { method: 'get', path: '/settings/profile', handler: async (_req, res) => res.json(await profile.read()) },
    {
      method: 'put',
      path: '/settings/profile',
      handler: async (req, res) => res.json(await profile.update(parseInput(agencyProfileSchema, req.body), requestActor(req, res))),
    },
    { method: 'get', path: '/settings/pricing', handler: async (_req, res) => res.json(await prices.read()) },
    {
      method: 'put',
      path: '/settings/pricing',
      handler: async (req, res) => res.json(await prices.publish(parseInput(priceListSchema, req.body), requestActor(req, res))),
    },
  ];
}
