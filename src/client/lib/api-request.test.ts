import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiRequest, errorMessage, getQueryFn } from './api-request';

function mockFetch(status: number, body: string, statusText = '') {
  const fn = vi.fn(async () => new Response(body || null, { status, statusText }));
  vi.stubGlobal('fetch', fn);
  return fn;
}

afterEach(() => vi.unstubAllGlobals());

describe('apiRequest', () => {
  it('sends JSON with the session cookie', async () => {
    const fetchMock = mockFetch(200, '{}');
    await apiRequest('POST', '/api/contact', { name: 'Jan' });
    expect(fetchMock).toHaveBeenCalledWith('/api/contact', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"name":"Jan"}',
      credentials: 'include',
    });
  });

  it('turns a non-OK answer into "<status>: <body>" and keeps the parsed body', async () => {
    mockFetch(400, '{"message":"email: Invalid email address","field":"email"}');
    const err = await apiRequest('POST', '/api/x', {}).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).message).toBe('400: {"message":"email: Invalid email address","field":"email"}');
    expect((err as ApiError).body?.field).toBe('email');
    expect(errorMessage(err, 'fallback')).toBe('email: Invalid email address');
  });

  it('uses the status text when the body is empty', async () => {
    mockFetch(503, '', 'Service Unavailable');
    await expect(apiRequest('GET', '/api/x')).rejects.toThrow('503: Service Unavailable');
  });
});

describe('getQueryFn', () => {
  const ctx = (key: string) => ({ queryKey: [key] }) as never;

  it('returns null for 401 when asked to (signed out)', async () => {
    mockFetch(401, '{"message":"Not signed in"}');
    await expect(getQueryFn({ on401: 'returnNull' })(ctx('/api/user'))).resolves.toBeNull();
  });

  it('reads that 401 answer to the end (a no-store answer left unread stays pending in the browser)', async () => {
    const res = new Response('{"message":"Not signed in"}', { status: 401 });
    vi.stubGlobal('fetch', vi.fn(async () => res));
    await getQueryFn({ on401: 'returnNull' })(ctx('/api/user'));
    expect(res.bodyUsed).toBe(true);
  });

  it('throws for 401 otherwise', async () => {
    mockFetch(401, 'nope');
    await expect(getQueryFn({ on401: 'throw' })(ctx('/api/admin/stats'))).rejects.toThrow('401: nope');
  });
});
