import { describe, expect, it } from 'vitest';
import { connectionLossOf, isConnectionLost, pgErrorCode } from './pg-errors';

/** An error as Drizzle throws it: its own message (with the query and parameters) around the driver's error. */
const wrapped = (cause: unknown) => Object.assign(new Error('Failed query: insert into "clients" … params: Jana,jana@example.cz'), { cause });
const pgError = (code: string, message: string) => Object.assign(new Error(message), { code, severity: 'FATAL' });

describe('connection loss (503) versus other database errors', () => {
  it('recognises a terminated backend, a dropped socket and node-postgres\'s own messages, also inside a Drizzle error', () => {
    expect(connectionLossOf(wrapped(pgError('57P01', 'terminating connection due to administrator command')))).toBe('57P01');
    expect(connectionLossOf(wrapped(new Error('Connection terminated unexpectedly')))).toBe('Connection terminated unexpectedly');
    expect(connectionLossOf(wrapped(new Error('Client has encountered a connection error and is not queryable')))).toBeDefined();
    expect(connectionLossOf(Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' }))).toBe('ECONNRESET');
    expect(connectionLossOf(pgError('08006', 'connection failure'))).toBe('08006');
    expect(connectionLossOf(pgError('53300', 'sorry, too many clients already'))).toBe('53300');
    expect(connectionLossOf(new Error('timeout exceeded when trying to connect'))).toBeDefined();
  });

  it('leaves every other error alone: constraint violations, bad input, programming errors', () => {
    expect(isConnectionLost(wrapped(pgError('23505', 'duplicate key value violates unique constraint "users_username_key"')))).toBe(false);
    expect(pgErrorCode(wrapped(pgError('23505', 'duplicate')))).toBe('23505');
    expect(isConnectionLost(wrapped(pgError('22P02', 'invalid input syntax for type integer: "x"')))).toBe(false);
    expect(isConnectionLost(new TypeError("Cannot read properties of undefined (reading 'id')"))).toBe(false);
    expect(isConnectionLost(new Error('The connection terminated unexpectedly, said the user'))).toBe(false);
    expect(isConnectionLost(undefined)).toBe(false);
  });
});
