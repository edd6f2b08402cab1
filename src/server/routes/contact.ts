import { Router } from 'express';
import { contactSchema } from '@/shared/schemas/contact';
import { CONTACT_MESSAGES } from '@/shared/schemas/messages';
import { messageData } from '../data/messages';
import type { Database } from '../db/database';
import { registerRoutes, type RouteDefinition } from '../http/route-table';
import { parseInput } from '../http/validate';
import { contactRule, tooManyRequests, type RateLimiter, type RateLimitSettings } from '../security/rate-limit';

export const CONTACT_RATE_LIMIT_MESSAGE = CONTACT_MESSAGES.rateLimited;

/**
 * POST /api/contact: a visitor's message, validated with the form's own schema, stored unread. At most
 * `contactPerIp` accepted messages per IP per window (src/server/security/rate-limit.ts), then 429 with Retry-After.
 */
export function contactRouteTable(db: Database, limiter: RateLimiter, settings: RateLimitSettings): RouteDefinition[] {
  const rule = contactRule(settings);
  const messages = messageData(db);
  return [
    {
      method: 'post',
      path: '/contact',
      handler: async (req, res) => {
        const input = parseInput(contactSchema, req.body);
        const hit = await limiter.hit(rule, req.ip ?? req.socket.remoteAddress ?? 'unknown');
        if (hit.limited) throw tooManyRequests(res, [hit], CONTACT_RATE_LIMIT_MESSAGE);
        const { id } = await messages.create(input);
        res.status(201).json({ id, message: 'Message received' });
      },
    },
  ];
}

export function contactRoutes(db: Database, limiter: RateLimiter, settings: RateLimitSettings): Router {
  return registerRoutes(Router(), contactRouteTable(db, limiter, settings));
}
