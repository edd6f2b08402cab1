/**
 * Enquiries attributed to their visit, and the analytics read API (GET /api/admin/analytics/...): figures from raw
 * events and from rollups alike, editors the content figures only, bad input 400 naming the field.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '@/shared/dates';
import { createUser } from '../data/accounts/users';
import { analyticsEvents, enquiryVisits } from '../db/schema';
import { rawRequest } from '../test/raw-request';
import type { TestClient, TestServer } from '../test/test-server';
import { FIREFOX, IPHONE, startCountingServer, visit } from './analytics-fixtures';
import { DAILY_GRACE_MS } from './recorder';
import { pragueDay } from './visit-facts';

const JANA = { ip: '203.0.113.10', ua: FIREFOX };
const KAREL = { ip: '203.0.113.11', ua: IPHONE };

const quote = {
  name: 'John Baker',
  email: 'john@bakery.example.com',
  phone: '+420 777 123 456',
  plan: 'standard',
  paymentMode: 'monthlyFocused',
  services: ['webDevelopment'],
  page: '/en/pricing',
  lang: 'en',
};
const contact = { name: 'Karel Malý', email: 'karel@example.cz', message: 'Dobrý den, chceme nový web.', page: '/contact', lang: 'cs' };

/** An enquiry posted by a browser from an address (the same Host as its views). */
async function send(server: TestServer, path: string, body: object, as: { ip: string; ua: string }): Promise<number> {
  const res = await rawRequest(server.url, path, { 'content-type': 'application/json', 'user-agent': as.ua, 'x-forwarded-for': as.ip, host: 'www.lipa.example' }, { method: 'POST', body: JSON.stringify(body) });
  expect(res.status).toBe(201);
  return (JSON.parse(res.body.toString('utf8')) as { id: number }).id;
}

describe('enquiries remember their visit; the read API', () => {
  let server: TestServer;
  let admin: TestClient;
  let editor: TestClient;
  const today = pragueDay(Date.now());
  const range = `from=${today}&to=${today}`;
  let quoteId: number;
  let contactId: number;

  beforeAll(async () => {
    server = await startCountingServer();
    admin = await server.signedInClient();
    await createUser(server.db, { username: 'editor1', password: 'correct-horse', email: 'e@example.cz', name: 'Editor', role: 'editor' });
    editor = server.client();
    expect((await editor.post('/api/login', { username: 'editor1', password: 'correct-horse' })).status).toBe(200);

    await visit(server, '/en/pricing?utm_source=Newsletter&utm_medium=email&utm_campaign=spring', JANA, { referer: 'https://www.google.com/' });
    await visit(server, '/en/blog/new-website', JANA, { referer: 'https://www.lipa.example/en/pricing' });
    quoteId = await send(server, '/api/quote', quote, JANA);
    // Karel writes without a view seen that day (the view went to another instance, or he opted out of counting).
    contactId = await send(server, '/api/contact', contact, { ...KAREL, ua: `${KAREL.ua} x` });
    await visit(server, '/contact', KAREL);
    await server.analytics.flush();
  });
  afterAll(() => server.close());

  it('a quote request is attributed to the first view of its visitor that day: entry page, referrer, campaign', async () => {
    const [visitRow] = await server.db.select().from(enquiryVisits).where(eq(enquiryVisits.messageId, quoteId));
    expect(visitRow).toMatchObject({ entryPath: '/en/pricing', referrerHost: 'google.com', utmSource: 'newsletter', utmMedium: 'email', utmCampaign: 'spring' });
    expect(await server.db.select().from(enquiryVisits).where(eq(enquiryVisits.messageId, contactId))).toEqual([]);
  });

  it('enquiries per campaign, entry page and referrer link to the messages behind them', async () => {
    const byCampaign = await admin.get(`/api/admin/analytics/enquiries/campaign?${range}`);
    expect(byCampaign.status).toBe(200);
    expect(byCampaign.body.rows).toEqual([
      { value: 'spring', enquiries: 1, messageIds: [quoteId] },
      { value: null, enquiries: 1, messageIds: [contactId] },
    ]);
    expect((await admin.get(`/api/admin/analytics/enquiries/entry?${range}`)).body.rows[0]).toEqual({ value: '/en/pricing', enquiries: 1, messageIds: [quoteId] });
    expect((await admin.get(`/api/admin/analytics/enquiries/referrer?${range}`)).body.rows[0]).toEqual({ value: 'google.com', enquiries: 1, messageIds: [quoteId] });
  });

  it('the funnel: pricing views → quote requests, no proposals yet', async () => {
    const res = await admin.get(`/api/admin/analytics/funnel?${range}`);
    expect(res.body).toEqual({
      range: { from: today, to: today },
      pricingViews: 1,
      pricingVisitors: 1,
      quoteSent: 1,
      contactSent: 1,
      later: { proposalSent: 0, proposalAccepted: 0, paid: 0 },
    });
  });

  it('overview and top lists, the same from raw events and from the daily rollup', async () => {
    const yesterday = addDays(today, -1);
    const row = (path: string, visitor: string, entry: boolean) => ({ day: yesterday, at: new Date(), kind: 'view' as const, visitor, path, language: 'cs' as const, entry, device: 'tablet' as const, utmCampaign: 'podzim' });
    await server.db.insert(analyticsEvents).values([row('/', 'a', true), row('/blog/post-a', 'a', false), row('/blog/post-a', 'b', true)]);
    const twoDays = `from=${yesterday}&to=${today}`;
    const read = async () => ({
      overview: (await editor.get(`/api/admin/analytics/overview?${twoDays}`)).body,
      posts: (await editor.get(`/api/admin/analytics/top/posts?${twoDays}`)).body.rows,
      pages: (await editor.get(`/api/admin/analytics/top/pages?${twoDays}&limit=2`)).body.rows,
      campaigns: (await editor.get(`/api/admin/analytics/top/campaigns?${twoDays}`)).body.rows,
      devices: (await editor.get(`/api/admin/analytics/top/devices?${twoDays}`)).body.rows,
    });
    const live = await read();
    expect(live.overview.days).toEqual([
      { day: yesterday, views: 3, visits: 2, visitors: 2 },
      { day: today, views: 3, visits: 2, visitors: 2 },
    ]);
    expect(live.overview.previous).toEqual({ from: addDays(today, -3), to: addDays(today, -2) });
    expect(live.overview.previousTotals).toEqual({ views: 0, visits: 0, visitors: 0 });
    expect(live.overview.totals).toEqual({ views: 6, visits: 4, visitors: 4 });
    expect(live.posts).toEqual([
      { value: '/blog/post-a', views: 2, visitors: 2 },
      { value: '/en/blog/new-website', views: 1, visitors: 1 },
    ]);
    expect(live.pages).toEqual([{ value: '/blog/post-a', views: 2, visitors: 2 }, { value: '/', views: 1, visitors: 1 }]);
    expect(live.campaigns).toEqual([{ value: 'podzim', views: 3, visitors: 2 }, { value: 'spring', views: 1, visitors: 1 }]);
    expect(live.devices).toEqual([{ value: 'tablet', views: 3, visitors: 2 }, { value: 'desktop', views: 2, visitors: 1 }, { value: 'mobile', views: 1, visitors: 1 }]);

    const now = Date.now();
    expect(await server.analytics.runDaily()).toMatchObject({ ran: true });
    if (pragueDay(now - DAILY_GRACE_MS) === today) expect(await read()).toEqual(live);
  });

  it('editors read the content figures only; anonymous callers nothing', async () => {
    expect((await editor.get(`/api/admin/analytics/overview?${range}`)).status).toBe(200);
    expect((await editor.get(`/api/admin/analytics/top/referrers?${range}`)).status).toBe(200);
    expect((await editor.get(`/api/admin/analytics/funnel?${range}`)).status).toBe(403);
    expect((await editor.get(`/api/admin/analytics/enquiries/campaign?${range}`)).status).toBe(403);
    expect((await server.client().get(`/api/admin/analytics/overview?${range}`)).status).toBe(401);
  });

  it('bad input is a 400 naming the field', async () => {
    const field = async (path: string) => {
      const res = await admin.get(path);
      expect(res.status).toBe(400);
      return res.body.field as string;
    };
    expect(await field('/api/admin/analytics/overview')).toBe('from');
    expect(await field(`/api/admin/analytics/overview?from=${today}&to=2020-01-01`)).toBe('to');
    expect(await field('/api/admin/analytics/overview?from=2026-02-30&to=2026-03-01')).toBe('from');
    expect(await field('/api/admin/analytics/overview?from=2020-01-01&to=2026-01-01')).toBe('to');
    expect(await field(`/api/admin/analytics/top/cookies?${range}`)).toBe('breakdown');
    expect(await field(`/api/admin/analytics/top/pages?${range}&limit=0`)).toBe('limit');
    expect(await field(`/api/admin/analytics/enquiries/country?${range}`)).toBe('by');
  });
});
