/**
 * The form clock starts when a page with an enquiry form loads (issue 20 point 2), not when the form opens: the quote
 * form, loaded on first use seconds later, sends the token asked for at page load.
 */
import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PAGE_ISLANDS_ELEMENT_ID } from '@/shared/page-rendering';
import { startPublicPage } from '@/client/app/start-public-page';
import type { IslandName } from '@/client/public-site/islands/island-names';
import { forgetPageFormToken, pageFormToken, startFormClock } from './page-form-token';

afterEach(() => {
  document.body.innerHTML = '';
  forgetPageFormToken();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** Answers the form token with the next of `tokens` (a status 503 when the entry is null). */
function stubTokens(...tokens: (string | null)[]) {
  const fetchMock = vi.fn(async (url: string) => {
    if (url !== '/api/contact/form-token') return new Response('{}', { status: 404 });
    const token = tokens.shift() ?? null;
    return token === null
      ? new Response(JSON.stringify({ message: 'Unavailable' }), { status: 503, headers: { 'Content-Type': 'application/json' } })
      : new Response(JSON.stringify({ token }), { status: 200, headers: { 'Content-Type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const tokenCalls = (fetchMock: ReturnType<typeof stubTokens>) => fetchMock.mock.calls.filter(([url]) => url === '/api/contact/form-token').length;

/** A served page with these islands (records only: no island is in view, none hydrates). */
function servePage(names: IslandName[]) {
  const page = { lang: 'en', path: '/pricing', islands: names.map((name) => ({ name, props: {}, texts: {} })) };
  document.body.innerHTML = `<script type="application/json" id="${PAGE_ISLANDS_ELEMENT_ID}">${JSON.stringify(page)}</script>`;
}

describe('the form clock of a page', () => {
  it('starts when a page with an enquiry form loads, before any form is opened', async () => {
    const fetchMock = stubTokens('page-load-token');
    servePage(['site-header', 'pricing-plans']);
    void startPublicPage();
    await waitFor(() => expect(pageFormToken()).toBe('page-load-token'));
    expect(tokenCalls(fetchMock)).toBe(1);
    // A form opened later (the quote dialog) uses the page's token: nothing more is asked.
    await startFormClock();
    expect(pageFormToken()).toBe('page-load-token');
    expect(tokenCalls(fetchMock)).toBe(1);
  });

  it('a page without an enquiry form asks for nothing', async () => {
    const fetchMock = stubTokens('unused');
    servePage(['site-header', 'blog-posts']);
    void startPublicPage();
    await new Promise((r) => setTimeout(r, 50));
    expect(tokenCalls(fetchMock)).toBe(0);
    expect(pageFormToken()).toBeUndefined();
  });

  it('when the token could not be had at load, a form asks again', async () => {
    const fetchMock = stubTokens(null, 'second-try');
    await startFormClock();
    expect(pageFormToken()).toBeUndefined();
    await startFormClock();
    expect(pageFormToken()).toBe('second-try');
    expect(tokenCalls(fetchMock)).toBe(2);
  });
});
