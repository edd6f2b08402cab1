import type { Request } from 'express';
import { z } from 'zod';
import { parseInput } from '../http/validate';

const idSchema = z.object({
  id: z.coerce.number({ error: 'Must be a positive whole number' }).int('Must be a positive whole number').positive('Must be a positive whole number').max(2_147_483_647, 'Must be a positive whole number'),
});

/** The numeric `:id` route parameter, or a 400 naming `id`. */
export function idParam(req: Request): number {
  return parseInput(idSchema, req.params).id;
}
