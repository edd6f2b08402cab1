/** Domain errors are answered with the status, message, field and fields the API gave before they existed. */
import { describe, expect, it } from 'vitest';
import { Conflict, Invalid, NotFound, TooLarge, Unavailable, UnsupportedType } from '@/server/domain/errors';
import { domainHttpError, errorBody, fieldError } from './errors';

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
