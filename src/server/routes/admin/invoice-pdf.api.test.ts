/**
 * An issued invoice's PDF (docs/product/invoices.md#the-pdf): stored when issued, served to admins; its text per kind
 * and VAT mode, and its QR Platba decoded equal to the stored SPAYD.
 */
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import jsQR from 'jsqr';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { officeDay } from '@/shared/dates';
import { invoices } from '@/server/db/schema';
import { cookieHeader } from '@/server/test/media-upload';
import { completeBilling, createDraft, invoiceClient, issuedInvoice } from '@/server/test/invoice-fixtures';
import { normalizeSpaces, pdfImages, pdfText } from '@/server/test/pdf-text';
import { startTestServer, type TestClient, type TestServer } from '@/server/test/test-server';

let server: TestServer;
let admin: TestClient;
let clientId: number;

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.signedInClient();
  await completeBilling(admin);
  clientId = await invoiceClient(admin);
});
afterAll(() => server.close());

async function download(path: string, as?: TestClient) {
  const res = await fetch(server.url + path, { headers: as ? { cookie: cookieHeader(as) } : {}, redirect: 'manual' });
  return { status: res.status, headers: res.headers, bytes: Buffer.from(await res.arrayBuffer()) };
}

const expectText = (text: string, ...phrases: string[]) => {
  for (const phrase of phrases) expect(text).toContain(normalizeSpaces(phrase));
};

async function storedSpayd(id: number): Promise<string | null> {
  const [row] = await server.db.select({ snapshot: invoices.snapshot }).from(invoices).where(eq(invoices.id, id));
  return row!.snapshot!.spayd;
}

async function decodedQrCodes(pdf: Buffer): Promise<string[]> {
  return (await pdfImages(pdf)).flatMap((image) => {
    const found = jsQR(image.rgba, image.width, image.height);
    return found ? [found.data] : [];
  });
}

describe('the PDF of an issued invoice', () => {
  it('a draft has none (404); the issued one is the stored bytes, for admins only', async () => {
    const draft = await createDraft(admin, clientId);
    expect((await download(`/api/admin/invoices/${draft.id}/pdf`, admin)).status).toBe(404);
    const invoice = await issuedInvoice(admin, clientId);
    const res = await download(`/api/admin/invoices/${invoice.id}/pdf`, admin);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="${invoice.number}.pdf"`);
    expect(createHash('sha256').update(res.bytes).digest('hex')).toBe(invoice.pdfSha256);
    expect((await download(`/api/admin/invoices/${invoice.id}/pdf`)).status).toBe(401);
  });

  it('a Czech tax invoice: title, DUZP, VS, the VAT recap, and QR Platba decoding to the stored SPAYD', async () => {
    const invoice = await issuedInvoice(admin, clientId, { note: 'Děkujeme za spolupráci.' });
    const { bytes } = await download(`/api/admin/invoices/${invoice.id}/pdf`, admin);
    const { text } = await pdfText(bytes);
    const day = officeDay().split('-').map(Number);
    expectText(
      text,
      'Faktura – daňový doklad',
      `č. ${invoice.number}`,
      `Datum zdan. plnění: ${day[2]}. ${day[1]}. ${day[0]}`,
      `Variabilní symbol: ${invoice.variableSymbol}`,
      'Pekárna Řehoř s.r.o.',
      'DIČ: CZ25596641',
      'REKAPITULACE DPH',
      'Celkem k úhradě 13 220,00 Kč',
      'QR Platba',
      'Děkujeme za spolupráci.',
    );
    const spayd = await storedSpayd(invoice.id);
    expect(spayd).toContain('AM:13220.00');
    expect(await decodedQrCodes(bytes)).toEqual([spayd]);
  });

  it('reverse charge in English: the wording and the customer’s VAT ID; no Czech VAT', async () => {
    const foreign = await invoiceClient(admin, { name: 'Hans', billingName: 'Bäckerei GmbH', billingCountry: 'DE', billingCity: 'Berlin', billingPostalCode: '10115', dic: 'DE123456789', ico: null, vatPayer: true, email: 'hans@example.de', documentLanguage: 'en' });
    const invoice = await issuedInvoice(admin, foreign, { language: 'en' });
    expect(invoice.vatMode).toBe('reverse_charge');
    const { bytes } = await download(`/api/admin/invoices/${invoice.id}/pdf`, admin);
    const { text } = await pdfText(bytes);
    expectText(text, 'Invoice – tax document', 'Date of supply', `Variable symbol: ${invoice.variableSymbol}`, 'Reverse charge', 'VAT ID: DE123456789', 'Total to pay CZK 11,000.00', 'QR Platba');
    expect(text).not.toMatch(/VAT SUMMARY/);
  });

  it('EUR: the exchange rate and the VAT in CZK; QR Platba in EUR', async () => {
    const invoice = await issuedInvoice(admin, clientId, {
      currency: 'EUR',
      exchangeRateThousandths: 24_335,
      lines: [{ description: 'Web', quantityThousandths: 1000, unit: '', unitPriceMinor: 1_000_00 }],
    });
    const { bytes } = await download(`/api/admin/invoices/${invoice.id}/pdf`, admin);
    const { text } = await pdfText(bytes);
    expectText(text, 'Kurz ČNB: 1 EUR = 24,335 Kč', 'DPH v Kč 21 %: Základ 24 335,00 Kč, DPH 5 110,35 Kč', 'Celkem k úhradě 1 210,00 €');
    const spayd = await storedSpayd(invoice.id);
    expect(spayd).toContain('CC:EUR');
    expect(await decodedQrCodes(bytes)).toEqual([spayd]);
  });

  it('an advance invoice says it is no tax document and has no DUZP; a non-payer’s invoice says so', async () => {
    const advance = await issuedInvoice(admin, clientId, { kind: 'advance_invoice' });
    const advanceText = (await pdfText((await download(`/api/admin/invoices/${advance.id}/pdf`, admin)).bytes)).text;
    expectText(advanceText, 'Zálohová faktura', 'Nejedná se o daňový doklad.', 'Záloha k úhradě', 'QR Platba');
    expect(advanceText).not.toContain('Datum zdan. plnění');

    await completeBilling(admin, { vatPayer: false, dic: null } as never);
    try {
      const invoice = await issuedInvoice(admin, clientId);
      expect(invoice.vatMode).toBe('non_payer');
      const text = (await pdfText((await download(`/api/admin/invoices/${invoice.id}/pdf`, admin)).bytes)).text;
      expectText(text, 'Nejsem plátce DPH', 'Celkem k úhradě 11 000,00 Kč');
    } finally {
      await completeBilling(admin);
    }
  });

  it('a credit note: its title, the corrected number and the reason; no QR', async () => {
    const invoice = await issuedInvoice(admin, clientId);
    const note = (await admin.post(`/api/admin/invoices/${invoice.id}/credit-note`, { reason: 'Chybná cena' })).body;
    const { bytes } = await download(`/api/admin/invoices/${note.id}/pdf`, admin);
    const { text } = await pdfText(bytes);
    expectText(text, 'Opravný daňový doklad', `č. ${note.number}`, `Opravuje doklad: ${invoice.number}`, 'Důvod opravy: Chybná cena', 'Celkem opravy -13 220,00 Kč');
    expect(text).not.toContain('QR Platba');
    expect(await decodedQrCodes(bytes)).toEqual([]);
  });
});
