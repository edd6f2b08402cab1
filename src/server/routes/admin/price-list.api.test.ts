/**
 * The price list (issue 35 point 3): GET/PUT /api/admin/settings/pricing (admins only, validated, every publication a
 * new version, audited field by field), the pricing page showing the current version, and a quote priced with the
 * version its page showed — across a price change: as shown within PRICE_CHANGE_GRACE_HOURS, told the prices changed
 * after — down to the proposal made from it.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { officeDay } from '@/shared/dates';
import { PRICE_CHANGE_GRACE_HOURS } from '@/shared/pricing';
import { FIELD_MESSAGES, PRICE_LIST_MESSAGES, PROFILE_MESSAGES, QUOTE_MESSAGES } from '@/shared/schemas/messages';
import { DEFAULT_PRICE_LIST, PRICE_LIST_DEFAULTS, type PriceListInput } from '@/shared/schemas/price-list';
import { createUser } from '@/server/data/accounts/users';
import { messages, priceLists } from '@/server/db/schema';
import { rawRequest } from '@/server/test/raw-request';
import { sourcePages } from '@/server/test/source-pages';
import { startTestServer, type TestClient, type TestServer } from '@/server/test/test-server';
import { auditOf, quote, SECRET } from '../lead-capture-fixtures';
import { expectFieldError } from './api-test-helpers';

let server: TestServer;
let admin: TestClient;
beforeAll(async () => {
  server = await startTestServer({
    config: { sessionSecret: SECRET, publicUrl: 'https://www.lipa.example' },
    pages: (db) => sourcePages(db, { publicUrl: 'https://www.lipa.example' }),
  });
  admin = await server.signedInClient('pricing-admin');
});
afterAll(() => server?.close());

const PATH = '/api/admin/settings/pricing';

/** The spec's list with the standard plan renamed and dearer, and a payment link of the agency's own. */
function edited(setup: number): PriceListInput {
  const standard = PRICE_LIST_DEFAULTS.plans.standard;
  return {
    ...PRICE_LIST_DEFAULTS,
    plans: {
      ...PRICE_LIST_DEFAULTS.plans,
      standard: {
        ...standard,
        setup,
        paymentLink: 'https://pay.lipa.example/standard',
        translations: { ...standard.translations, cs: { ...standard.translations.cs, name: 'Firemní' } },
      },
    },
  };
}

async function pageHtml(path: string): Promise<string> {
  const res = await rawRequest(server.url, path, { 'accept-encoding': 'identity' });
  expect(res.status).toBe(200);
  return res.body.toString('utf8');
}

describe('the price list', () => {
  it('before anything is published: the spec\'s list, version 0; admins only', async () => {
    const res = await admin.get(PATH);
    expect(res.status, res.text).toBe(200);
    expect(res.body).toEqual({ ...DEFAULT_PRICE_LIST, publishedBy: null });
    expect((await server.client().get(PATH)).status).toBe(401);
    expect((await server.client().put(PATH, PRICE_LIST_DEFAULTS)).status).toBe(401);
    await createUser(server.db, { username: 'pricing-editor', password: 'correct-horse', email: 'pe@example.cz', name: 'Editor', role: 'editor' });
    const editor = server.client();
    expect((await editor.post('/api/login', { username: 'pricing-editor', password: 'correct-horse' })).status).toBe(200);
    expect((await editor.get(PATH)).status).toBe(403);
    expect((await editor.put(PATH, edited(2500))).status).toBe(403);
  });

  it('answers 400 naming the field, and publishes nothing of a refused list', async () => {
    const withPlan = (change: Record<string, unknown>) => ({
      ...PRICE_LIST_DEFAULTS,
      plans: { ...PRICE_LIST_DEFAULTS.plans, basic: { ...PRICE_LIST_DEFAULTS.plans.basic, ...change } },
    });
    expectFieldError(await admin.put(PATH, withPlan({ setup: -1 })), 'plans.basic.setup', FIELD_MESSAGES.numberMin0);
    expectFieldError(await admin.put(PATH, withPlan({ setup: 2999.5 })), 'plans.basic.setup', PRICE_LIST_MESSAGES.wholeCrowns);
    expectFieldError(await admin.put(PATH, withPlan({ monthly: '50' })), 'plans.basic.monthly', FIELD_MESSAGES.numberInvalid);
    expectFieldError(await admin.put(PATH, withPlan({ paymentLink: 'http://buy.example.com/basic' })), 'plans.basic.paymentLink', PROFILE_MESSAGES.httpsAddressInvalid);
    expectFieldError(await admin.put(PATH, withPlan({ paymentLink: 'javascript:alert(1)' })), 'plans.basic.paymentLink', PROFILE_MESSAGES.httpsAddressInvalid);
    expectFieldError(await admin.put(PATH, withPlan({ serviceMultiplierPercent: 1001 })), 'plans.basic.serviceMultiplierPercent', PRICE_LIST_MESSAGES.multiplierRange);
    const basicCs = PRICE_LIST_DEFAULTS.plans.basic.translations.cs;
    expectFieldError(
      await admin.put(PATH, withPlan({ translations: { ...PRICE_LIST_DEFAULTS.plans.basic.translations, cs: { ...basicCs, features: { ...basicCs.features, design: ['  '] } } } })),
      'plans.basic.translations.cs.features.design.0',
      PRICE_LIST_MESSAGES.featureRequired,
    );
    expectFieldError(
      await admin.put(PATH, { ...PRICE_LIST_DEFAULTS, monthlyFocused: { setupSharePercent: 10, yearMarkupPercent: 90 } }),
      'monthlyFocused.yearMarkupPercent',
      PRICE_LIST_MESSAGES.yearMarkupRange,
    );
    expect((await admin.put(PATH, { ...PRICE_LIST_DEFAULTS, plans: { basic: PRICE_LIST_DEFAULTS.plans.basic } })).status).toBe(400);
    expect((await admin.put(PATH, 'not json')).status).toBe(400);
    expect((await admin.get(PATH)).body.version).toBe(0);
    expect(await server.db.select().from(priceLists)).toEqual([]);
  });

  it('a publication is the next version, in the activity log price by price, and the pricing page shows it at once', async () => {
    expect(await pageHtml('/pricing')).toContain('Standardní');
    const res = await admin.put(PATH, edited(2500));
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ version: 1, publishedBy: 'Admin pricing-admin' });
    expect(res.body.plans.standard).toMatchObject({ setup: 2500, paymentLink: 'https://pay.lipa.example/standard' });
    expect((await admin.get(PATH)).body).toEqual(res.body);

    const [entry] = await auditOf(server, 'setting', 'pricing');
    expect(entry!.changes).toEqual({
      'plans.standard.setup': { from: 2000, to: 2500 },
      'plans.standard.paymentLink': { from: 'https://buy.stripe.com/lipa-digital-standard', to: 'https://pay.lipa.example/standard' },
      'plans.standard.translations.cs.name': { from: 'Standardní', to: 'Firemní' },
    });

    // The cached page (rendered above) is rendered again: the new name, link and version go to the island.
    const cs = await pageHtml('/pricing');
    expect(cs).toContain('Firemní');
    expect(cs).toContain('https://pay.lipa.example/standard');
    expect(cs).not.toContain('buy.stripe.com/lipa-digital-standard');
    expect(await pageHtml('/en/pricing')).toContain('Standard');

    // The sitemap says when the pricing page last changed (the day in Prague); pages the list is not on, nothing new.
    const sitemap = await pageHtml('/sitemap.xml');
    const pricingEntry = sitemap.split('<url>').find((u) => u.includes('<loc>https://www.lipa.example/pricing</loc>'));
    expect(pricingEntry).toContain(`<lastmod>${officeDay()}</lastmod>`);
    expect(sitemap.split('<url>').find((u) => u.includes('<loc>https://www.lipa.example/about</loc>'))).not.toContain('<lastmod>');

    // The same list again publishes nothing.
    const again = await admin.put(PATH, edited(2500));
    expect(again.body.version).toBe(1);
    expect(await server.db.select({ id: priceLists.id }).from(priceLists)).toHaveLength(1);
  });

  it('a quote is priced with the version its page showed: as shown for a day after a change, then told the prices changed', async () => {
    // Version 1 is current (standard setup 2500). A page opened now shows it; then version 2 (setup 3000) is published.
    expect((await admin.put(PATH, edited(3000))).body.version).toBe(2);
    const order = { plan: 'standard', paymentMode: 'standard', services: ['design'] };

    // Sent from the page that showed version 1: priced as shown. Standard: setup 2500 + 2000 × 80 % = 4100 Kč;
    // monthly 80 + 100 × 80 % = 160 Kč; first year 4100 + 12 × 160 = 6020 Kč.
    const shown = await server.client().post('/api/quote', quote({ ...order, priceVersion: 1 }));
    expect(shown.status, shown.text).toBe(201);
    expect(shown.body.quote).toMatchObject({ priceVersion: 1, planNames: { cs: 'Firemní', en: 'Standard' }, priceCzk: { setup: 4100, monthly: 160, firstYearTotal: 6020 } });

    // From the current page (version 2), or without a version: setup 3000 + 1600 = 4600 Kč.
    const current = await server.client().post('/api/quote', quote({ ...order, priceVersion: 2 }));
    expect(current.body.quote).toMatchObject({ priceVersion: 2, priceCzk: { setup: 4600, monthly: 160, firstYearTotal: 6520 } });
    expect((await server.client().post('/api/quote', quote(order))).body.quote).toMatchObject({ priceVersion: 2, priceCzk: { setup: 4600 } });

    // A version never published is a 400; a malformed one too.
    expectFieldError(await server.client().post('/api/quote', quote({ ...order, priceVersion: 3 })), 'priceVersion', QUOTE_MESSAGES.priceVersionUnknown);
    expect((await server.client().post('/api/quote', quote({ ...order, priceVersion: 'one' }))).body.field).toBe('priceVersion');

    // Version 2 was published more than PRICE_CHANGE_GRACE_HOURS ago: version 1 is no longer honoured (409), and
    // the visitor is told why; nothing is stored.
    const before = (await server.db.select({ id: messages.id }).from(messages)).length;
    const longAgo = new Date(Date.now() - (PRICE_CHANGE_GRACE_HOURS + 1) * 3_600_000);
    await server.db.update(priceLists).set({ publishedAt: longAgo }).where(eq(priceLists.id, 2));
    const late = await server.client().post('/api/quote', quote({ ...order, priceVersion: 1 }));
    expectFieldError(late, 'priceVersion', QUOTE_MESSAGES.pricesChanged, 409);
    expect(late.body.code).toBe('pricesChanged');
    // The built-in list (version 0) was replaced by version 1 long ago as well.
    await server.db.update(priceLists).set({ publishedAt: longAgo }).where(eq(priceLists.id, 1));
    expect((await server.client().post('/api/quote', quote({ ...order, priceVersion: 0 }))).status).toBe(409);
    expect((await server.db.select({ id: messages.id }).from(messages)).length).toBe(before);

    // The proposal made from the quote priced with version 1 has version 1's lines and plan name, though version 2
    // is current: 2500 + 1600 = 4100 Kč once, 80 + 80 = 160 Kč a month. The quote came from the English page, which
    // showed dollars (issue 38): the proposal is in USD as shown — 2500 × 0.043 → $107, the rest of 4100 × 0.043 =
    // 176.3 → $176 is $69; 80 × 0.043 = 3.44 → $3, the rest of 160 × 0.043 = 6.88 → $7 is $4 (cents).
    const made = await admin.post(`/api/admin/messages/${shown.body.id}/proposal`);
    expect(made.status, made.text).toBe(201);
    const proposal = (await admin.get(`/api/admin/proposals/${made.body.id}`)).body;
    expect(proposal.title).toBe('Website – Standard plan');
    expect(proposal.currency).toBe('USD');
    expect(proposal.lines.map((l: { service: string; unitPriceMinor: number }) => [l.service, l.unitPriceMinor])).toEqual([
      ['Website – Standard plan', 107_00],
      ['Design', 69_00],
      ['Website – Standard plan', 3_00],
      ['Design', 4_00],
    ]);
  });
});
