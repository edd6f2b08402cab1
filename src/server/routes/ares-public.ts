/**
 * The public ARES lookup (issue 37 point 1; docs/product/czech-services.md#ares--the-company-registry): GET
 * /api/ares/:ico for the quote form, without a session. Not a free proxy of the registry: ARES_PUBLIC_LIMIT lookups
 * per address (rateLimitClient) per window, counted before the IČO is checked, then 429 with Retry-After; every
 * answer comes through the same cache as the staff's.
 */
import { Router } from 'express';
import { aresIcoParamSchema, ARES_MESSAGES, ARES_PUBLIC_LIMIT } from '@/shared/ares';
import { lookUpAresSubject } from '../data/ares-subjects';
import type { Database } from '../db/database';
import { registerRoutes, type RouteDefinition } from '../http/route-table';
import { parseInput } from '../http/validate';
import type { OutsideCaller } from '../outside/outside-services';
import { rateLimitClient } from '../security/client-address';
import { tooManyRequests, type RateLimiter, type RateLimitRule } from '../security/rate-limit';

export interface AresPublicOptions {
  db: Database;
  limiter: RateLimiter;
  outside: OutsideCaller;
}

/** The rule of the public lookups, shared with the acceptance page's "Fill from ARES". */
export function aresPublicRule(limit: { perAddress: number; windowMs: number } = ARES_PUBLIC_LIMIT): RateLimitRule {
  return { name: 'ares:ip', limit: limit.perAddress, windowMs: limit.windowMs };
}

export function aresPublicRouteTable({ db, limiter, outside }: AresPublicOptions): RouteDefinition[] {
  const rule = aresPublicRule();
  return [
    {
      method: 'get',
      path: '/ares/:ico',
      handler: async (req, res) => {
        const hit = await limiter.hit(rule, rateLimitClient(req));
        if (hit.limited) throw tooManyRequests(res, [hit], ARES_MESSAGES.rateLimited);
        const { ico } = parseInput(aresIcoParamSchema, req.params);
        res.json(await lookUpAresSubject(db, outside, ico));
      },
    },
  ];
}

export function aresPublicRoutes(options: AresPublicOptions): Router {
  return registerRoutes(Router(), aresPublicRouteTable(options));
}
