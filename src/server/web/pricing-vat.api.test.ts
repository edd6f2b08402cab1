/**
 * Issue 33 item 7: every price on the pricing page says "bez DPH" / "excl. VAT" when the agency is a VAT payer, and
 * nothing about VAT when it is not (docs/product/public-site.md#prices-and-vat). The page is rendered by the real
 * server entry through the page cache; saving the billing details changes what the cached page says.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPLETE_AGENCY_BILLING } from '../test/billing-fixtures';
import { rawRequest } from '../test/raw-request';
import { sourcePages } from '../test/source-pages';
import { startTestServer, type TestClient, type TestServer } from '../test/test-server';

let server: TestServer;
let admin: TestClient;
beforeAll(async () => {
  server = await startTestServer({ pages: (db) => sourcePages(db, { publicUrl: 'https://www.lipa.example' }) });
  admin = await server.signedInClient('vat-admin');
});
afterAll(() => server?.close());

/** The page's text as the visitor reads it: the markup without scripts (the islands' texts), tags and comments. */
async function pageText(path: string): Promise<string> {
  const res = await rawRequest(server.url, path, { 'accept-encoding': 'identity' });
  expect(res.status).toBe(200);
  return res.body
    .toString('utf8')
    .replace(/<script\b[\s\S]*?<\/script>/g, '')
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;|\u00a0/g, ' ')
    .replace(/\s+/g, ' ');
}

async function saveBilling(vatPayer: boolean): Promise<void> {
  const res = await admin.put('/api/admin/settings/billing', { ...COMPLETE_AGENCY_BILLING, vatPayer });
  expect(res.status, res.text).toBe(200);
}

describe('the pricing page and the VAT status', () => {
  it('a non-payer agency (the default): the prices carry no VAT words, in Czech and English', async () => {
    const cs = await pageText('/pricing');
    expect(cs).toContain('Celkem za první rok 0 Kč');
    expect(cs).not.toContain('DPH');
    const en = await pageText('/en/pricing');
    expect(en).toContain('Total for the first year $0');
    expect(en).not.toContain('VAT');
  });

  it('a VAT payer: every price says "bez DPH" / "excl. VAT"; the cached pages change with the billing details', async () => {
    // Both pages are cached now (the test above); saving the details must not leave them as they were.
    await saveBilling(true);
    const cs = await pageText('/pricing');
    expect(cs).toContain('Jednorázový zřizovací poplatek 0 Kč bez DPH');
    expect(cs).toContain('Měsíční platba 0 Kč bez DPH');
    expect(cs).toContain('Celkem za první rok 0 Kč bez DPH');
    expect(cs.match(/Kč bez DPH/g)).toHaveLength(9); // three prices on each of the three cards
    const en = await pageText('/en/pricing');
    expect(en).toContain('One-time setup fee $0 excl. VAT');
    expect(en).toContain('Total for the first year $0 excl. VAT');
    expect(en.match(/\$0 excl\. VAT/g)).toHaveLength(9);

    await saveBilling(false);
    expect(await pageText('/pricing')).not.toContain('DPH');
    expect(await pageText('/en/pricing')).not.toContain('VAT');
  });
});
