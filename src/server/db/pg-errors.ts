/** PostgreSQL error codes, found through the wrappers drizzle (and node-postgres / PGlite) put around them. */
export const PG_UNIQUE_VIOLATION = '23505';
export const PG_FOREIGN_KEY_VIOLATION = '23503';

export function pgErrorCode(err: unknown): string | undefined {
  for (let e = err, depth = 0; e && typeof e === 'object' && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

/**
 * SQLSTATEs meaning the connection, not the request, failed: class 08 (connection exception), 57P01–57P03 (the
 * backend was terminated, the server crashed or is starting), 53300 (too many connections).
 */
const CONNECTION_SQLSTATE = /^(08...|57P0[123]|53300)$/;
/** Socket errors of the connection to the database server. */
const CONNECTION_ERRNO = new Set(['ECONNRESET', 'ECONNREFUSED', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);
/**
 * node-postgres reports a lost connection with plain errors without a code (pg 8.23: lib/client.js, pg-pool): these
 * are their messages.
 */
const CONNECTION_MESSAGE =
  /^(Connection terminated( unexpectedly| due to connection timeout)?|Client (has encountered a connection error|was closed) and is not queryable|timeout exceeded when trying to connect)$/;

/**
 * What says that an error (or an error it wraps) comes from the database connection being lost or not to be had —
 * its SQLSTATE or socket code, or node-postgres's message, none of which holds data — or undefined for any other
 * error. Such a request may succeed when sent again: it is answered 503 with Retry-After, not 500.
 */
export function connectionLossOf(err: unknown): string | undefined {
  for (let e = err, depth = 0; e && typeof e === 'object' && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (CONNECTION_SQLSTATE.test(code) || CONNECTION_ERRNO.has(code))) return code;
    if (typeof message === 'string' && CONNECTION_MESSAGE.test(message)) return message;
  }
  return undefined;
}

export const isConnectionLost = (err: unknown): boolean => connectionLossOf(err) !== undefined;
