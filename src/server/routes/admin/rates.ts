/**
 * Hourly rates (issue 36, docs/product/time-and-profit.md#rates-and-budgets): the rate of each service type (a
 * setting) and each person's cost per hour (the Team screen). Admins only, by the access table: an editor never reads
 * a cost.
 */
import { officeDay } from '@/shared/dates';
import { STAFF_MESSAGES } from '@/shared/schemas/staff';
import { costRateSchema, serviceRatesSchema } from '@/shared/schemas/rates';
import { requestActor } from '@/server/audit/audit-log';
import { hourlyRateData } from '@/server/data/hourly-rates';
import type { Database } from '@/server/db/database';
import { HttpError } from '@/server/http/errors';
import type { RouteDefinition } from '@/server/http/route-table';
import { parseInput } from '@/server/http/validate';
import { idParam, rateIdParam } from '../id-param';

/** The answer for a rate the person does not have. */
const RATE_NOT_FOUND = 'Cost rate not found';

export function rateRoutes(db: Database): RouteDefinition[] {
  const rates = hourlyRateData(db);
  const found = <T>(row: T | undefined, message: string = STAFF_MESSAGES.staffNotFound): T => {
    if (row === undefined) throw new HttpError(404, message);
    return row;
  };
  return [
    { method: 'get', path: '/settings/hourly-rates', handler: async (_req, res) => res.json(await rates.serviceRates()) },
    {
      method: 'put',
      path: '/settings/hourly-rates',
      handler: async (req, res) => res.json(await rates.setServiceRates(parseInput(serviceRatesSchema, req.body), requestActor(req, res))),
    },
    // Everyone's cost per hour today (the Team screen's column).
    { method: 'get', path: '/team/cost-rates', handler: async (_req, res) => res.json(await rates.costRatesOn(officeDay(new Date()))) },
    { method: 'get', path: '/team/:id/cost-rates', handler: async (req, res) => res.json(found(await rates.costRates(idParam(req)))) },
    {
      method: 'post',
      path: '/team/:id/cost-rates',
      handler: async (req, res) => {
        const id = idParam(req);
        res.status(201).json(found(await rates.setCostRate(id, parseInput(costRateSchema, req.body), requestActor(req, res))));
      },
    },
    {
      method: 'delete',
      path: '/team/:id/cost-rates/:rateId',
      handler: async (req, res) => {
        const id = idParam(req);
        const rateId = rateIdParam(req);
        if (!(await rates.removeCostRate(id, rateId, requestActor(req, res)))) throw new HttpError(404, RATE_NOT_FOUND);
        res.status(204).end();
      },
    },
  ];
}
