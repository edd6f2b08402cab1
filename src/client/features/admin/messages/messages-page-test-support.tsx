/** The messages screen's tests: the fetch stub of /api/admin/messages (two messages), renderPage and call helpers. */
import { afterEach, beforeEach, vi } from 'vitest';
import type { AdminMessage } from '@/shared/api-types';
import type { Language } from '@/shared/constants';
import { jsonResponse, listResponse, stubFetch, type FetchMock } from '@/client/test/fetch-stub';
import { renderAdminScreen } from '@/client/test/render-admin-screen';
import { MessagesPage } from './messages-page';

export const LONG = 'Dobrý den, potřebujeme nový web pro naši pekárnu v Olomouci. '.repeat(5).trim();
export const MESSAGES: AdminMessage[] = [
  { id: 2, name: 'Jana Dvořáková', email: 'jana@pekarna.cz', message: LONG, status: 'unread', kind: 'contact', pagePath: null, language: null, phone: null, quote: null, spamReason: null, clientId: null, clientName: null, projectId: null, projectName: null, createdAt: '2026-11-21T10:30:00.000Z' },
  { id: 1, name: 'Petr Novák', email: 'petr@example.com', message: 'Hello, we need a logo for our shop.', status: 'read', kind: 'contact', pagePath: null, language: null, phone: null, quote: null, spamReason: null, clientId: null, clientName: null, projectId: null, projectName: null, createdAt: '2026-11-20T08:05:00.000Z' },
];

export type Handler = (url: URL, init: RequestInit | undefined) => Response | undefined;
let fetchMock: FetchMock | undefined;
let override: Handler | undefined;

/** Installs the stub before each test of the calling file: a test may answer some requests itself (setOverride). */
export function installMessagesFetch(): void {
  beforeEach(() => {
    override = undefined;
    fetchMock = stubFetch(async (raw, init) => {
      const url = new URL(raw, 'http://localhost');
      const custom = override?.(url, init);
      if (custom) return custom;
      const method = init?.method ?? 'GET';
      if (method === 'GET' && url.pathname === '/api/admin/messages') {
        const q = url.searchParams.get('q')?.toLowerCase();
        const rows = q ? MESSAGES.filter((m) => `${m.name} ${m.email} ${m.message}`.toLowerCase().includes(q)) : MESSAGES;
        return listResponse(rows);
      }
      const match = /^\/api\/admin\/messages\/(\d+)$/.exec(url.pathname);
      if (match && method === 'PATCH') {
        const row = MESSAGES.find((m) => m.id === Number(match[1]))!;
        return jsonResponse(200, { ...row, ...(JSON.parse(String(init?.body)) as object) });
      }
      if (match && method === 'DELETE') return new Response(null, { status: 204 });
      return jsonResponse(404, { message: 'Not found', error: 'Not found' });
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });
}

export const setOverride = (handler: Handler) => {
  override = handler;
};

/** Every fetch call of the current test: [url, init]. */
export const fetchCalls = () => {
  if (!fetchMock) throw new Error('installMessagesFetch() was not called');
  return fetchMock.mock.calls;
};

export const calls = (method: string) => fetchCalls().filter(([, init]) => (init?.method ?? 'GET') === method);

export const renderPage = (lang: Language = 'cs') => renderAdminScreen(<MessagesPage />, { lang, url: '/admin/messages' });
