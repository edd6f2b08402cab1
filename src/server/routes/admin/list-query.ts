/**
 * Lists at scale: ?q= (case-insensitive search), ?sort=<column>&dir=asc|desc, ?limit= (default 100, max 500)
 * &offset=. The body stays a JSON array; the total number of matching rows is in the X-Total-Count header.
 * Without ?sort the list is newest first; with ?sort the direction defaults to ascending. Ties break on id, so pages
 * are stable (the query itself: src/server/data/list-page.ts).
 */
import type { Request, Response } from 'express';
import { z } from 'zod';
import type { ListQuery, Page } from '@/server/data/list-page';
import { parseInput } from '@/server/http/validate';

export const DEFAULT_LIST_LIMIT = 100;
export const MAX_LIST_LIMIT = 500;
export const MAX_SEARCH_LENGTH = 200;
export const TOTAL_COUNT_HEADER = 'X-Total-Count';

/** A whole-number query parameter from min to max; anything else is a 400 naming it. */
export const wholeNumber = (min: number, max: number) =>
  z.coerce
    .number({ error: `Must be a whole number from ${min} to ${max}` })
    .int(`Must be a whole number from ${min} to ${max}`)
    .min(min, `Must be a whole number from ${min} to ${max}`)
    .max(max, `Must be a whole number from ${min} to ${max}`);

/** Parses the list query of a request; an invalid value is a 400 naming the parameter. */
export function parseListQuery<K extends string>(req: Request, sortKeys: readonly [K, ...K[]]): ListQuery<K> {
  const schema = z.object({
    q: z.string({ error: 'Must be a single text' }).trim().max(MAX_SEARCH_LENGTH, `Must be at most ${MAX_SEARCH_LENGTH} characters`).optional(),
    sort: z.enum(sortKeys as unknown as [K, ...K[]], { error: `Must be one of: ${sortKeys.join(', ')}` }).optional(),
    dir: z.enum(['asc', 'desc'], { error: 'Must be one of: asc, desc' }).optional(),
    limit: wholeNumber(1, MAX_LIST_LIMIT).default(DEFAULT_LIST_LIMIT),
    offset: wholeNumber(0, 1_000_000_000).default(0),
  });
  const parsed = parseInput(schema, req.query);
  return {
    q: parsed.q || undefined,
    sort: parsed.sort,
    dir: parsed.dir ?? (parsed.sort ? 'asc' : 'desc'),
    limit: parsed.limit,
    offset: parsed.offset,
  };
}

/** Sends one page of a list with its total. */
export function sendPage(res: Response, page: Page<unknown>): void {
  res.setHeader(TOTAL_COUNT_HEADER, String(page.total));
  res.json(page.rows);
}
