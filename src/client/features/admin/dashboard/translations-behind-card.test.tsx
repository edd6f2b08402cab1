import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TranslationsBehind } from '@/client/api/stats-api';
import { jsonResponse, stubFetch, type FetchMock } from '@/client/test/fetch-stub';
import { labelNotInName } from '@/client/test/label-in-name';
import { renderAdminScreen } from '@/client/test/render-admin-screen';
import { inTimeZone } from '@/client/test/time-zone';
import { TranslationsBehindCard } from './translations-behind-card';

const TWO_OF_FIVE: TranslationsBehind = {
  total: 5,
  marks: [
    // 30 Nov 23:30 UTC: 1 Dec in Prague, 30 Nov in the browser's New York.
    { entity: 'blog_post', entityId: 7, title: 'Jak vybrat web pro firmu', field: 'title', language: 'en', changedLanguage: 'cs', markedAt: '2026-11-30T23:30:00.000Z' },
    { entity: 'portfolio_item', entityId: 3, title: 'Pekárna U Lípy', field: 'challenge', language: 'cs', changedLanguage: 'en', markedAt: '2026-11-20T10:00:00.000Z' },
  ],
};

let answer: { status: number; body: unknown };
let fetchMock: FetchMock;
beforeEach(() => {
  answer = { status: 200, body: TWO_OF_FIVE };
  fetchMock = stubFetch(async (url) => (url === '/api/admin/stats/translations-behind' ? jsonResponse(answer.status, answer.body) : jsonResponse(404, { message: 'Not found' })));
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
inTimeZone('America/New_York');

const renderCard = (lang: 'cs' | 'en') => renderAdminScreen(<TranslationsBehindCard />, { lang, url: '/admin' });

describe("the dashboard's translations behind", () => {
  it('lists the marks in Czech: the kind of record, its title linking to its screen, the field, the language behind, since when', async () => {
    renderCard('cs');
    expect(screen.getByRole('region', { name: 'Překlady pozadu' })).toBeInTheDocument();
    const entries = within(await screen.findByRole('list', { name: 'Překlady k aktualizaci' })).getAllByRole('listitem');
    expect(entries).toHaveLength(2);
    expect(entries[0]).toHaveTextContent('Článek');
    expect(entries[0]).toHaveTextContent('Název: anglická verze čeká na aktualizaci od 1. 12. 2026');
    expect(within(entries[0]!).getByRole('link', { name: 'Jak vybrat web pro firmu' })).toHaveAttribute('href', '/admin/blog');
    expect(entries[1]).toHaveTextContent('Položka portfolia');
    expect(entries[1]).toHaveTextContent('Výzva: česká verze čeká na aktualizaci od 20. 11. 2026');
    expect(within(entries[1]!).getByRole('link', { name: 'Pekárna U Lípy' })).toHaveAttribute('href', '/admin/portfolio');
    expect(screen.getByText('a 3 další')).toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/api/admin/stats/translations-behind']);
    expect(labelNotInName()).toEqual([]);
  });

  it('says nothing more when every mark is shown, and more in the plural', async () => {
    answer = { status: 200, body: { ...TWO_OF_FIVE, total: 2 } };
    const { unmount } = renderCard('cs');
    await screen.findByRole('list', { name: 'Překlady k aktualizaci' });
    expect(screen.queryByText(/^a \d+ dalš/)).not.toBeInTheDocument();
    unmount();
    answer = { status: 200, body: { ...TWO_OF_FIVE, total: 9 } };
    renderCard('cs');
    expect(await screen.findByText('a 7 dalších')).toBeInTheDocument();
  });

  it('the empty state', async () => {
    answer = { status: 200, body: { total: 0, marks: [] } };
    renderCard('cs');
    expect(await screen.findByText('Všechny překlady jsou aktuální')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('an English admin sees English texts', async () => {
    renderCard('en');
    expect(screen.getByRole('region', { name: 'Translations behind' })).toBeInTheDocument();
    const entries = within(await screen.findByRole('list', { name: 'Translations to update' })).getAllByRole('listitem');
    expect(entries[0]).toHaveTextContent('Post');
    expect(entries[0]).toHaveTextContent('Title: the English version needs updating since Dec 1, 2026');
    expect(entries[1]).toHaveTextContent('Portfolio item');
    expect(entries[1]).toHaveTextContent('Challenge: the Czech version needs updating since Nov 20, 2026');
    expect(screen.getByText('and 3 more')).toBeInTheDocument();
  });

  it('a failed load says so', async () => {
    answer = { status: 500, body: { message: 'down' } };
    renderCard('en');
    expect(await screen.findByText('The data could not be loaded.')).toBeInTheDocument();
  });
});
