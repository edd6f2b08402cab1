/**
 * Domain errors are answered with the status, message, field and fields the API gave before they existed; an abandoned
 * read is answered with nothing only when its client has gone.
 */
import { describe, expect, it } from 'vitest';
import { Conflict, Invalid, NotFound, TooLarge, Unavailable, UnsupportedType } from '@/server/domain/errors';
import type { Request, Response } from 'express';
import type { Logger } from '@/server/logger';
import { AbandonedReadError } from '@/server/runtime/abandoned-reads';
import { domainHttpError, errorBody, errorHandler, fieldError } from './errors';

describe('domainHttpError', () => {
  it('answers a field error like fieldError did', () => {
    const cases = [
      [new Invalid('clientId', 'Client not found'), fieldError('clientId', 'Client not found')],
      [new TooLarge('file', 'Too many pixels'), fieldError('file', 'Too many pixels', 413)],
      [new UnsupportedType('file', 'Not an image'), fieldError('file', 'Not an image', 415)],
      [Conflict.onField('slug', 'Slug taken'), fieldError('slug', 'Slug taken', 409)],
    ] as const;
    for (const [domain, http] of cases) {
      const answer = domainHttpError(domain);
      expect(answer.status).toBe(http.status);
      expect(errorBody(answer)).toEqual(errorBody(http));
    }
  });

  it('answers the other kinds with their status and message only', () => {
    expect(errorBody(domainHttpError(new Conflict('In use: Post', 'uses')))).toEqual({ message: 'In use: Post', error: 'In use: Post', field: 'uses' });
    expect(domainHttpError(new Conflict('Last admin')).status).toBe(409);
    expect(domainHttpError(new NotFound('Not found')).status).toBe(404);
    const busy = domainHttpError(new Unavailable('Busy', 3));
    expect([busy.status, errorBody(busy)]).toEqual([503, { message: 'Busy', error: 'Busy' }]);
  });
});

describe('errorHandler: an abandoned read', () => {
  /** A response as the handler sees it; `gone`: its connection has closed. */
  function response(gone: boolean) {
    const sent: { status?: number; body?: unknown; ended: boolean } = { ended: false };
    const res = {
      headersSent: false,
      closed: gone,
      socket: { destroyed: gone },
      setHeader: () => res,
      status(code: number) {
        sent.status = code;
        return res;
      },
      json(body: unknown) {
        sent.body = body;
        sent.ended = true;
      },
      end() {
        sent.ended = true;
      },
    };
    return { res: res as unknown as Response, sent };
  }
  const logged: unknown[] = [];
  const logger = { error: (...args: unknown[]) => logged.push(args), warn: () => undefined } as unknown as Logger;
  const request = { method: 'GET', originalUrl: '/api/admin/messages' } as Request;

  it('is answered with nothing when its client has gone, and nothing is logged', () => {
    const { res, sent } = response(true);
    errorHandler(logger)(new AbandonedReadError(), request, res, () => undefined);
    expect(sent).toEqual({ ended: true });
    expect(logged).toEqual([]);
  });

  it("is an error when its client still waits (another request's abandonment reached it): 500, logged", () => {
    const { res, sent } = response(false);
    errorHandler(logger)(new Error('query failed', { cause: new AbandonedReadError() }), request, res, () => undefined);
    expect(sent.status).toBe(500);
    expect(logged).toHaveLength(1);
  });
});
