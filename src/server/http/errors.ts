/** HTTP errors as JSON: `{ message, error, field?, fields?, code?, params? }`. Never a stack trace, never a 500 for bad input. */
import type { ErrorRequestHandler, RequestHandler, Response } from 'express';
import type { ZodError } from 'zod';
import type { ApiErrorBody } from '@/shared/api-types';
import { connectionLossOf } from '../db/pg-errors';
import { isAbandonedRead } from '../runtime/abandoned-reads';
import { Conflict, DomainError, Forbidden, Invalid, InvalidFields, type ErrorReason, MissingDetails, NotFound, TooLarge, Unavailable, UnsupportedType } from '../domain/errors';
import { safeError, type Logger } from '../logger';

/** Retry-After of a request answered 503 because the database connection was lost under it. */
export const DATABASE_RETRY_AFTER_SECONDS = 1;

export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly field?: string,
    readonly fields?: Record<string, string>,
    /** What else the answer lists (`missing`: the fields to fill in first). */
    readonly missing?: readonly string[],
    /** The reason's machine code and values, for a client that words the message in its own language. */
    readonly reason?: ErrorReason,
  ) {
    super(message);
  }
}

/** 400 naming the first invalid field, with every field's message in `fields`. */
export function validationError(error: ZodError): HttpError {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.join('.') : '_';
    fields[key] ??= issue.message;
  }
  const [field, message] = Object.entries(fields)[0] ?? ['_', 'Invalid input'];
  return new HttpError(400, field === '_' ? message : `${field}: ${message}`, field, fields);
}

/** An error about one input field, shaped like a validation error (400 unless told otherwise). */
export function fieldError(field: string, message: string, status = 400, reason?: ErrorReason): HttpError {
  return new HttpError(status, `${field}: ${message}`, field, { [field]: message }, undefined, reason);
}

/** The status answering each kind of domain error (src/server/domain/errors.ts). */
const DOMAIN_STATUS: readonly (readonly [abstract new (...args: never[]) => DomainError, number])[] = [
  [Invalid, 400],
  [InvalidFields, 400],
  [Forbidden, 403],
  [NotFound, 404],
  [Conflict, 409],
  [TooLarge, 413],
  [UnsupportedType, 415],
  [Unavailable, 503],
];

/** A domain error as the HTTP answer: its status, message, `field` and `fields`. */
export function domainHttpError(err: DomainError): HttpError {
  const status = DOMAIN_STATUS.find(([kind]) => err instanceof kind)?.[1] ?? 500;
  return new HttpError(status, err.message, err.field, err.fields && { ...err.fields }, err instanceof MissingDetails ? [...err.missing] : undefined, err.reason);
}

export function errorBody(err: HttpError): ApiErrorBody {
  const body: ApiErrorBody = { message: err.message, error: err.message };
  if (err.field) body.field = err.field;
  if (err.fields) body.fields = err.fields;
  if (err.missing) body.missing = [...err.missing];
  if (err.reason) {
    body.code = err.reason.code;
    if (err.reason.params) body.params = { ...err.reason.params };
  }
  return body;
}

export const apiNotFound: RequestHandler = (_req, res) => {
  res.status(404).json(errorBody(new HttpError(404, 'Not found')));
};

interface BodyParserError {
  type?: string;
  status?: number;
  expose?: boolean;
}

/** The response's connection is closed: nobody receives an answer. */
const clientGone = (res: Response): boolean => res.closed || !res.socket || res.socket.destroyed;

export function errorHandler(logger: Logger): ErrorRequestHandler {
  return (err: unknown, req, res, next) => {
    if (res.headersSent) return next(err);
    // A read its client left before it was done (runtime/abandoned-reads.ts): nobody to answer, nothing to log. A
    // client still waiting got another read's abandonment (work that should have been shared: sharedWork): an error.
    if (isAbandonedRead(err) && clientGone(res)) return void res.end();
    let httpError: HttpError;
    let lost: string | undefined;
    if (err instanceof HttpError) {
      httpError = err;
    } else if (err instanceof DomainError) {
      httpError = domainHttpError(err);
      if (err instanceof Unavailable) res.setHeader('Retry-After', String(err.retryAfterSeconds));
    } else {
      const e = err as BodyParserError;
      if (e?.type === 'entity.parse.failed') httpError = new HttpError(400, 'Malformed JSON body');
      else if (e?.type === 'entity.too.large') httpError = new HttpError(413, 'Request body too large');
      // Other client errors from Express and body-parser (e.g. 400 for an undecodable %-escape in a path, 415 for an
      // unsupported charset): their status, and their message only when it is meant to be shown.
      else if (typeof e?.status === 'number' && e.status >= 400 && e.status < 500)
        httpError = new HttpError(e.status, e.expose ? (err as Error).message : 'Bad request');
      else if ((lost = connectionLossOf(err))) {
        // The database connection was lost under the request (or none could be had): each transaction of it was
        // committed whole or not at all, and sending it again can work. Logged without query data, like any error.
        logger.warn({ err: safeError(err), reason: lost, method: req.method, path: req.originalUrl.split('?')[0] }, 'request interrupted: database connection lost');
        httpError = new HttpError(503, 'The database is unavailable for a moment: try again');
        res.setHeader('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS));
      } else {
        // Safe at the source, whatever logger this is: a database error's query parameters (password hashes, a
        // contact message's text) and the query string (search terms) stay out of the log.
        logger.error({ err: safeError(err), method: req.method, path: req.originalUrl.split('?')[0] }, 'unhandled error');
        httpError = new HttpError(500, 'Internal server error');
      }
    }
    res.status(httpError.status).json(errorBody(httpError));
  };
}
