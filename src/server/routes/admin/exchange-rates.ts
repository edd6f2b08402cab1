/**
 * GET /api/admin/exchange-rates?currency=EUR&date=yyyy-mm-dd (issue 37; docs/product/czech-services.md#čnb--exchange-rates):
 * the ČNB rate of a DUZP for the invoice editor — final with its fixing date and serial, not published yet, or ČNB
 * not answering — and the ČNB service's state. Admins only (the `exchange-rates` area of src/shared/access.ts).
 */
import { exchangeRateQuerySchema, type ExchangeRateReading } from '@/shared/exchange-rates';
import { cnbServiceState, rateFor } from '@/server/data/exchange-rates';
import type { Database } from '@/server/db/database';
import type { RouteDefinition } from '@/server/http/route-table';
import { parseInput } from '@/server/http/validate';
import type { OutsideCaller } from '@/server/outside/outside-services';

export function exchangeRateRoutes(db: Database, options: { outside: OutsideCaller }): RouteDefinition[] {
  return [
    {
      method: 'get',
      path: '/exchange-rates',
      handler: async (req, res) => {
        const { currency, date } = parseInput(exchangeRateQuerySchema, { currency: req.query.currency, date: req.query.date });
        const rate = await rateFor(db, options.outside, currency, date);
        const reading: ExchangeRateReading = { rate, service: await cnbServiceState(db) };
        res.json(reading);
      },
    },
  ];
}
