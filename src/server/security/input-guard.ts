/**
 * Input no route should ever see: PostgreSQL cannot store the NUL character (U+0000) in text or jsonb, so a body or
 * query value containing one would otherwise fail inside the database with a 500. It is refused here with a 400
 * naming the field. The walk is iterative (a deeply nested JSON body cannot overflow the stack) and bounded.
 */
import type { RequestHandler } from 'express';
import { fieldError } from '../http/errors';

export const NUL_MESSAGE = 'Must not contain the NUL character';
/** More values than a 100 KB body can sensibly hold; beyond this the walk stops (the schemas refuse the rest). */
const MAX_VISITED = 200_000;

/** The path (a.b.0.c) of the first key or string holding U+0000, or null. */
export function findNulCharacter(value: unknown): string | null {
  const stack: [unknown, string][] = [[value, '']];
  let visited = 0;
  while (stack.length && visited++ < MAX_VISITED) {
    const [current, path] = stack.pop()!;
    if (typeof current === 'string') {
      if (current.includes('\u0000')) return path || '_';
    } else if (current && typeof current === 'object') {
      for (const [key, child] of Object.entries(current)) {
        const childPath = path ? `${path}.${key}` : key;
        if (key.includes('\u0000')) return childPath.split('\u0000').join('\\0');
        stack.push([child, childPath]);
      }
    }
  }
  return null;
}

export const refuseNulCharacters: RequestHandler = (req, _res, next) => {
  const field = findNulCharacter(req.query) ?? findNulCharacter(req.body);
  next(field ? fieldError(field, NUL_MESSAGE) : undefined);
};
