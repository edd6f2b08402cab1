import { z } from 'zod';
import { analyticsBreakdownSchema, analyticsRangeSchema, analyticsTopSchema, enquiryAttributionSchema, revenueAttributionSchema } from '@/shared/analytics';
import { analyticsReports } from '@/server/data/analytics-reports';
import type { Database } from '@/server/db/database';
import type { RouteDefinition } from '@/server/http/route-table';
import { parseInput } from '@/server/http/validate';

const breakdownParams = z.object({ breakdown: analyticsBreakdownSchema });
const enquiryParams = z.object({ by: enquiryAttributionSchema });
const revenueParams = z.object({ by: revenueAttributionSchema });

/**
 * The cookieless analytics, read-only (issue 24, decision 026): the content figures for admins and editors; the funnel
 * the enquiries and the revenue by visit for admins only (src/shared/access.ts ADMIN_SUBAREA_ROLES). Every range is ?from=&to=
 * (YYYY-MM-DD, Prague days, both included).
 */
export function analyticsRoutes(db: Database): RouteDefinition[] {
  const reports = analyticsReports(db);
  return [
    { method: 'get', path: '/analytics/overview', handler: async (req, res) => res.json(await reports.overview(parseInput(analyticsRangeSchema, req.query))) },
    {
      method: 'get',
      path: '/analytics/top/:breakdown',
      handler: async (req, res) => {
        const { breakdown } = parseInput(breakdownParams, req.params);
        res.json(await reports.breakdown(breakdown, parseInput(analyticsTopSchema, req.query)));
      },
    },
    { method: 'get', path: '/analytics/funnel', handler: async (req, res) => res.json(await reports.funnel(parseInput(analyticsRangeSchema, req.query))) },
    {
      method: 'get',
      path: '/analytics/enquiries/:by',
      handler: async (req, res) => {
        const { by } = parseInput(enquiryParams, req.params);
        res.json(await reports.enquiries(by, parseInput(analyticsRangeSchema, req.query)));
      },
    },
    {
      method: 'get',
      path: '/analytics/revenue/:by',
      handler: async (req, res) => {
        const { by } = parseInput(revenueParams, req.params);
        res.json(await reports.revenue(by, parseInput(analyticsRangeSchema, req.query)));
      },
    },
  ];
}
