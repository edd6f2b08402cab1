import type { z } from 'zod';
import { validationError } from './errors';

/** Parses input with a shared schema; a failure becomes a 400 naming the field. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input);
  if (!result.success) throw validationError(result.error);
  return result.data;
}
