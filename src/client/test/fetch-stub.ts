/** The server's side in client tests: a mock in place of the global fetch, and the JSON answers it gives. */
import { vi, type Mock } from 'vitest';

type Fetch = (url: string, init?: RequestInit) => Promise<Response>;
export type FetchMock = Mock<Fetch>;

/** Puts a mock (answering with answer, if given) in place of the global fetch; vi.unstubAllGlobals() undoes it. */
export function stubFetch(answer?: Fetch): FetchMock {
  const fetchMock = vi.fn<Fetch>(answer);
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** A JSON answer with this status (and extra headers). */
export function jsonResponse(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });
}

/** One page of an admin list: its rows, and in X-Total-Count how many there are in all. */
export function listResponse(rows: unknown[], total = rows.length): Response {
  return jsonResponse(200, rows, { 'X-Total-Count': String(total) });
}
