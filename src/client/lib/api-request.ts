/** The one request helper (docs/product/api.md#requests, docs/product/rules.md#feedback): JSON bodies, the session cookie, and "<status>: <body or statusText>" errors. */
import type { QueryFunction } from '@tanstack/react-query';
import type { ApiErrorBody } from '@/shared/api-types';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** The parsed JSON error body, when the server sent one. */
    readonly body: Partial<ApiErrorBody> | undefined,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

async function throwIfNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  const text = (await res.text()) || res.statusText;
  let body: Partial<ApiErrorBody> | undefined;
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed && typeof parsed === 'object') body = parsed as Partial<ApiErrorBody>;
  } catch {
    body = undefined;
  }
  throw new ApiError(res.status, `${res.status}: ${text}`, body);
}

/**
 * A read's `signal` is TanStack Query's: a query that no screen shows any more (the screen was left, the search
 * changed) has its request aborted, so it no longer holds one of the browser's few connections to the server
 * (docs/product/rules.md#data-loading).
 */
export async function apiRequest(method: string, url: string, data?: unknown, signal?: AbortSignal): Promise<Response> {
  const res = await fetch(url, {
    method,
    headers: data === undefined ? {} : { 'Content-Type': 'application/json' },
    body: data === undefined ? undefined : JSON.stringify(data),
    credentials: 'include',
    signal,
  });
  await throwIfNotOk(res);
  return res;
}

/** Reads JSON, or null for an empty answer (204). */
export async function apiJson<T>(method: string, url: string, data?: unknown, signal?: AbortSignal): Promise<T> {
  const res = await apiRequest(method, url, data, signal);
  const text = await res.text();
  return (text ? JSON.parse(text) : null) as T;
}

/** A list answer: the rows, and the total the server reports in X-Total-Count (rows beyond this page included). */
export interface ListPage<T> {
  items: T[];
  total: number;
}

/** A GET that TanStack Query may abort: its query function's context (the signal is read only when passed). */
export interface QueryContext {
  signal?: AbortSignal;
}

/** GET of JSON, aborted with the query that asked for it (a query function: `queryFn: ({ signal }) => …`). */
export const apiGet = <T>(url: string, signal?: AbortSignal): Promise<T> => apiJson<T>('GET', url, undefined, signal);

export async function apiList<T>(url: string, signal?: AbortSignal): Promise<ListPage<T>> {
  const res = await apiRequest('GET', url, undefined, signal);
  const items = (await res.json()) as T[];
  const header = res.headers.get('X-Total-Count');
  return { items, total: header === null ? items.length : Number(header) };
}

type On401 = 'returnNull' | 'throw';

/** Default query function: the query key is the URL. With 'returnNull', 401 means "no data" (signed out). */
export function getQueryFn<T>({ on401 }: { on401: On401 }): QueryFunction<T | null> {
  return async ({ queryKey, signal }) => {
    const res = await fetch(queryKey.join('/'), { credentials: 'include', signal });
    if (on401 === 'returnNull' && res.status === 401) {
      // Read the answer even though it is not needed: API answers are `no-store`, so an unread body stays pending in
      // the browser (nothing caches it away) and the page never counts as idle.
      await res.text();
      return null;
    }
    await throwIfNotOk(res);
    return (await res.json()) as T;
  };
}

/** What a toast should say about a failed call: the server's message, else the error's, else the fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.body?.message ?? error.body?.error ?? error.message;
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}
