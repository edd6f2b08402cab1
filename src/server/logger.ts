import pino, { type DestinationStream } from 'pino';

/**
 * What a logged request or error may carry. Cookies, authorization headers and anything named like a password are
 * replaced by [Redacted]; request bodies are never logged.
 */
export const REDACTED_PATHS = [
  'req.headers.cookie',
  'req.headers.authorization',
  'req.headers["proxy-authorization"]',
  'res.headers["set-cookie"]',
  'password',
  '*.password',
  '*.passwordHash',
  '*.currentPassword',
  '*.newPassword',
];

/** Structured JSON logs on stdout (or the given stream). Secrets, cookies and query parameters stay out. */
export function createLogger(level: string, destination?: DestinationStream) {
  const options = { level, redact: REDACTED_PATHS, serializers: { err: safeError } };
  return destination ? pino(options, destination) : pino(options);
}
export type Logger = ReturnType<typeof createLogger>;

/** An error as it may be logged: no query parameters, no query text, no row contents. */
export interface SafeError {
  type: string;
  message: string;
  stack?: string;
  /** PostgreSQL: SQLSTATE code, and where it happened. */
  code?: string;
  severity?: string;
  constraint?: string;
  table?: string;
  column?: string;
  schema?: string;
  dataType?: string;
  routine?: string;
  /** The kind of statement and its table, e.g. 'update "users"' — never the query text with its values. */
  statement?: string;
  cause?: SafeError;
}

/**
 * Fields of a PostgreSQL error (node-postgres and PGlite alike) that name things, never values. Left out on purpose:
 * `detail` ('Failing row contains (…)', 'Key (email)=(…)'), `where`, `internalQuery`, `hint`, and the `query` and
 * `params` that drivers and Drizzle attach to their errors.
 */
const DATABASE_ERROR_FIELDS = ['severity', 'constraint', 'table', 'column', 'schema', 'dataType', 'routine'] as const;
const SQLSTATE = /^[0-9A-Z]{5}$/;
const MAX_CAUSES = 5;

type ErrorLike = Error & Record<string, unknown>;
const isObject = (v: unknown): v is ErrorLike => typeof v === 'object' && v !== null;

/**
 * Makes any thrown value safe to log. A database error (Drizzle's DrizzleQueryError around the driver's error, whose
 * message and stack spell out the query and every parameter: password hashes, a contact message's name, e-mail and
 * text) is logged as its SQLSTATE code, the constraint, table and column it names, the driver's message with every
 * parameter value cut out, and the statement kind. Other errors keep their message and stack.
 */
export function safeError(value: unknown): SafeError {
  if (isObject(value) && alreadySafe.has(value)) return value as unknown as SafeError;
  const safe = describe(value);
  alreadySafe.add(safe);
  return safe;
}

/** Results of safeError, so that logging one through a logger with the serializer keeps it as it is. */
const alreadySafe = new WeakSet<object>();

function describe(value: unknown): SafeError {
  if (!isObject(value)) return { type: typeof value, message: String(value) };
  const chain: ErrorLike[] = [];
  for (let e: unknown = value; isObject(e) && chain.length < MAX_CAUSES; e = e.cause) chain.push(e);
  const params = chain.flatMap((e) => (Array.isArray(e.params) ? (e.params as unknown[]) : []));
  const databaseError = chain.find((e) => typeof e.code === 'string' && SQLSTATE.test(e.code));
  const query = chain.map((e) => e.query).find((q): q is string => typeof q === 'string');
  if (!databaseError && query === undefined && params.length === 0) return plainError(value, chain);

  const scrub = scrubber(params);
  const out: SafeError = {
    type: errorType(value),
    message: databaseError ? databaseMessage(databaseError, scrub) : 'Database query failed',
    stack: stackFrames(value),
  };
  if (databaseError) {
    out.code = databaseError.code as string;
    for (const field of DATABASE_ERROR_FIELDS) {
      const v = databaseError[field];
      if (typeof v === 'string' && v !== '') out[field] = scrub(v);
    }
  }
  if (query !== undefined) {
    const statement = statementOf(query);
    if (statement) out.statement = statement;
  }
  return out;
}

function plainError(value: ErrorLike, chain: ErrorLike[]): SafeError {
  const out: SafeError = { type: errorType(value), message: String(value.message ?? '') };
  if (typeof value.stack === 'string') out.stack = value.stack;
  if (typeof value.code === 'string') out.code = value.code;
  if (chain.length > 1) out.cause = safeError(chain[1]);
  return out;
}

function errorType(e: ErrorLike): string {
  return (typeof e.constructor === 'function' && e.constructor.name !== 'Object' ? e.constructor.name : undefined) ?? String(e.name ?? 'Error');
}

/** Only the "    at …" lines: the first line of a stack repeats the message, which for Drizzle holds the parameters. */
function stackFrames(e: ErrorLike): string | undefined {
  if (typeof e.stack !== 'string') return undefined;
  const frames = e.stack.split('\n').filter((line) => /^\s+at /.test(line));
  return frames.length ? frames.join('\n') : undefined;
}

/**
 * The driver's message, without any parameter value. Data exceptions (SQLSTATE class 22: 'invalid input syntax for
 * type integer: "…"', 'value too long …') quote the offending value after a colon: that part is dropped.
 */
function databaseMessage(e: ErrorLike, scrub: (text: string) => string): string {
  let message = String(e.message ?? '');
  if (String(e.code).startsWith('22')) message = message.split(':')[0] ?? '';
  return scrub(message);
}

/** Replaces every parameter value that occurs in a text. */
function scrubber(params: unknown[]): (text: string) => string {
  const values = params
    .flatMap((p) => (p === null || p === undefined ? [] : [typeof p === 'string' ? p : typeof p === 'object' ? JSON.stringify(p) : String(p)]))
    .filter((v) => v.length >= 3)
    .sort((a, b) => b.length - a.length);
  return (text) => values.reduce((t, v) => t.split(v).join('[parameter]'), text);
}

/** 'update "users"', 'insert into "messages"', 'select from "clients"': what was attempted, on which table. */
export function statementOf(query: string): string | undefined {
  const verb = /^\s*(?:with\b[\s\S]*?\)\s*)?(select|insert|update|delete)\b/i.exec(query)?.[1]?.toLowerCase();
  if (!verb) return undefined;
  const table = /\b(?:into|update|from)\s+("[^"]+"(?:\."[^"]+")?|[a-z_][a-z0-9_.]*)/i.exec(query)?.[1];
  const glue = verb === 'insert' ? 'insert into' : verb === 'delete' ? 'delete from' : verb === 'select' ? 'select from' : verb;
  return table ? `${glue} ${table}` : verb;
}
