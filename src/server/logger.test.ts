import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describe, expect, it } from 'vitest';
import { createLogger, safeError } from './logger';

function captured(): { lines: string[]; logger: ReturnType<typeof createLogger> } {
  const lines: string[] = [];
  return { lines, logger: createLogger('info', { write: (line: string) => void lines.push(line) }) };
}

/** What node-postgres or PGlite throws, with the query and parameters PGlite attaches to it. */
function driverError(fields: Record<string, unknown>): Error {
  return Object.assign(new Error(String(fields.message)), fields);
}

describe('safeError', () => {
  it('a database error keeps its code and names, loses the query, the parameters and the row', () => {
    const hash = 'scrypt$32768$8$1$c2FsdA$aGFzaA';
    const cause = driverError({
      message: `value "${hash}" is not allowed`,
      code: '23514',
      constraint: 'users_check',
      table: 'users',
      detail: `Failing row contains (1, admin, ${hash}).`,
      query: 'update "users" set "password_hash" = $1 where "users"."id" = $2',
      params: [hash, 1],
    });
    const err = new DrizzleQueryError('update "users" set "password_hash" = $1 where "users"."id" = $2', [hash, 1], cause);
    const { lines, logger } = captured();
    logger.error({ err }, 'failed');
    logger.error({ err: safeError(err) }, 'failed');
    for (const line of lines) {
      expect(line).not.toContain(hash);
      expect(line).not.toContain('Failing row');
      expect(JSON.parse(line).err).toMatchObject({
        type: 'DrizzleQueryError',
        code: '23514',
        constraint: 'users_check',
        table: 'users',
        statement: 'update "users"',
        message: 'value "[parameter]" is not allowed',
      });
    }
  });

  it('other errors keep their message, stack and cause', () => {
    const err = new TypeError('boom', { cause: new Error('root cause') });
    expect(safeError(err)).toMatchObject({ type: 'TypeError', message: 'boom', stack: expect.stringContaining('boom'), cause: { message: 'root cause' } });
    expect(safeError('text')).toEqual({ type: 'string', message: 'text' });
  });
});
