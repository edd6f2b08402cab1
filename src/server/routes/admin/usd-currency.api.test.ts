/**
 * Currencies as shown (issue 38, docs/product/invoices.md#currencies, docs/product/proposals.md#currencies) through
 * the HTTP stack on both databases, with the stand-in ČNB (USD at 23,105 Kč in every list).
 *
 * The worked example: a visitor of the English pricing page asks for the Standard plan with web development. The page
 * showed 8 400 Kč × 0.043 = $361.2 → $361 setup and 320 Kč × 0.043 = $13.76 → $14 a month. The proposal is in USD at
 * those dollars (lines $86 + $275 and $3 + $11), in English, for a Czech company (IČO given → CZ); 21 % VAT:
 *   one-time base $361.00, VAT $75.81, total $436.81; monthly base $14.00, VAT $2.94, total $16.94;
 *   indicative CZK at 23.105: base 8 340,91 Kč, VAT 1 751,59 Kč (one-time); 323,47 Kč and 67,93 Kč (monthly).
 * Accepted, its invoice is in USD; issued with DUZP 7 March 2025 it takes that day's ČNB USD rate 23.105: the VAT
 * recap in CZK is base 36 100 × 23.105 = 834 090.5 → 8 340,91 Kč, VAT 7 581 × 23.105 = 175 159.005 → 1 751,59 Kč.
 * No QR Platba (SPAYD carries CZK and EUR): the PDF asks for a bank transfer with the variable symbol. The project's
 * budget is the dollars themselves ($361 → 36 100 cents).
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, officeDay } from '@/shared/dates';
import { isCzechWorkingDay } from '@/shared/exchange-rates';
import { INVOICE_MESSAGES, type AdminInvoice } from '@/shared/schemas/invoice';
import type { ProposalSnapshot } from '@/shared/proposal-snapshot';
import { createUser } from '@/server/data/accounts/users';
import { clients, invoices, messages, projects, proposals } from '@/server/db/schema';
import { completeBilling } from '@/server/test/invoice-fixtures';
import { isdocSchemaErrors } from '@/server/test/isdoc-schema';
import { cookieHeader } from '@/server/test/media-upload';
import { normalizeSpaces, pdfText } from '@/server/test/pdf-text';
import { cnbList, startCnbStandIn, type CnbStandIn, type CnbStandInList } from '@/server/test/stand-ins/cnb';
import { startTestServer, type TestClient, type TestServer } from '@/server/test/test-server';
import { LIMITS, SECRET, token } from '../lead-capture-fixtures';
import { expectFieldError } from './api-test-helpers';

let cnb: CnbStandIn;
let server: TestServer;
let admin: TestClient;
let editor: TestClient;

/** ČNB lists of 7 March 2025 and of every working day of the last three weeks (USD 23,105 in each). */
function lists(): CnbStandInList[] {
  const recent: string[] = [];
  for (let day = addDays(officeDay(), -21); day <= officeDay(); day = addDays(day, 1)) if (isCzechWorkingDay(day)) recent.push(day);
  return [cnbList('2025-03-07', 47, '25,010'), ...recent.map((day, i) => cnbList(day, 100 + i, '25,000'))];
}

beforeAll(async () => {
  cnb = await startCnbStandIn(lists());
  server = await startTestServer({ outsideServices: { cnbRates: cnb.url }, config: { sessionSecret: SECRET, rateLimits: { ...LIMITS } } });
  admin = await server.signedInClient('usd-admin', 'correct-horse');
  await createUser(server.db, { username: 'usd-editor', password: 'correct-horse', email: 'ed@agentura.cz', name: 'Ema Editorová', role: 'editor' });
  editor = server.client();
  expect((await editor.post('/api/login', { username: 'usd-editor', password: 'correct-horse' })).status).toBe(200);
  await completeBilling(admin);
});
afterAll(async () => {
  await server.close();
  await cnb.close();
});

/** A quote request as the pricing page sends it, in `lang`, sent at a person's pace. */
const quote = (over: Record<string, unknown>) => ({
  name: 'John Baker',
  phone: '+420 777 123 456',
  note: '',
  plan: 'standard',
  paymentMode: 'standard',
  services: ['webDevelopment'],
  page: '/en/pricing',
  lang: 'en',
  website: '',
  formToken: token(),
  ...over,
});

const form = (path: string, fields: Record<string, string>) =>
  server.client().request('POST', path, new URLSearchParams(fields).toString(), { 'content-type': 'application/x-www-form-urlencoded' });

async function download(path: string) {
  const res = await fetch(server.url + path, { headers: { cookie: cookieHeader(admin) } });
  expect(res.status, path).toBe(200);
  return Buffer.from(await res.arrayBuffer());
}

describe('a quote from the English pricing page becomes a USD proposal and a USD invoice (the worked example)', () => {
  it('quote (en) → message → proposal in USD → sent with the indicative CZK recap → accepted → invoice in USD → issued at the ČNB USD rate', async () => {
    // The quote: the English page showed US dollars; the request keeps that.
    const sent = await server.client().post('/api/quote', quote({ email: 'john@pekarna.cz', company: 'Pekárna Baker s.r.o.', ico: '27074358' }));
    expect(sent.status, sent.text).toBe(201);
    const [message] = await server.db.select().from(messages).where(eq(messages.id, sent.body.id));
    expect(message).toMatchObject({ language: 'en', quote: { shownCurrency: 'USD', priceUsd: { setup: 361, monthly: 14 }, priceCzk: { setup: 8400, monthly: 320 } } });

    // The proposal: USD, English, the dollars the visitor saw.
    const made = await admin.post(`/api/admin/messages/${sent.body.id}/proposal`);
    expect(made.status, made.text).toBe(201);
    expect(made.body).toMatchObject({ currency: 'USD', language: 'en', vatMode: 'czech_vat' });
    expect(made.body.lines.map((l: { recurrence: string; unitPriceMinor: number }) => [l.recurrence, l.unitPriceMinor])).toEqual([
      ['one_time', 86_00],
      ['one_time', 275_00],
      ['monthly', 3_00],
      ['monthly', 11_00],
    ]);

    // Sent: the client it creates is English with the country its IČO tells; the snapshot freezes an indicative recap.
    const sending = await admin.post(`/api/admin/proposals/${made.body.id}/send`);
    expect(sending.status, sending.text).toBe(200);
    const [client] = await server.db.select().from(clients).where(eq(clients.id, sending.body.proposal.clientId));
    expect(client).toMatchObject({ documentLanguage: 'en', billingCountry: 'CZ', ico: '27074358', company: 'Pekárna Baker s.r.o.' });
    const [row] = await server.db.select().from(proposals).where(eq(proposals.id, made.body.id));
    const snapshot = row!.snapshot as ProposalSnapshot;
    expect(snapshot.oneTime).toMatchObject({ baseMinor: 361_00, vatMinor: 75_81, payableMinor: 436_81 });
    expect(snapshot.monthly).toMatchObject({ baseMinor: 14_00, vatMinor: 2_94, payableMinor: 16_94 });
    expect(snapshot.indicativeCzk).toMatchObject({
      rateThousandths: 23_105,
      oneTime: [{ vatPercent: 21, baseMinor: 8_340_91, vatMinor: 1_751_59, totalMinor: 10_092_50 }],
      monthly: [{ vatPercent: 21, baseMinor: 323_47, vatMinor: 67_93, totalMinor: 391_40 }],
    });
    // The rate of the day it was sent: today's fixing once declared, else the working day's before.
    expect(snapshot.indicativeCzk!.fixedOn <= officeDay()).toBe(true);
    expect(isCzechWorkingDay(snapshot.indicativeCzk!.fixedOn)).toBe(true);

    // The client's page says it in dollars and shows the CZK recap as indicative.
    const path = new URL(sending.body.link).pathname;
    const page = await server.client().get(path);
    expect(page.status).toBe(200);
    expect(page.text).toContain('$436.81');
    expect(page.text).toContain('VAT summary in CZK – indicative, CNB rate 23.105 CZK/USD');
    expect(page.text).toContain('CZK\u00a08,340.91');
    // Its PDF prints the same.
    const proposalPdf = normalizeSpaces((await pdfText(await download(`/api/admin/proposals/${made.body.id}/pdf`))).text);
    expect(proposalPdf).toContain('$436.81');
    expect(proposalPdf).toContain(normalizeSpaces('Indicative VAT in CZK at the CNB rate 23.105 CZK/USD'));
    expect(proposalPdf).toContain(normalizeSpaces('VAT in CZK, indicative (one-time) 21%: Net CZK 8,340.91, VAT CZK 1,751.59'));

    // Accepted (the lead has no address yet: the acceptance asks for it); the project keeps the dollars.
    const accepted = await form(path, { answer: 'accept', name: 'John Baker', consent: 'on', billing: '1', billingName: 'Pekárna Baker s.r.o.', billingStreet: 'Dlouhá 1', billingCity: 'Praha', billingPostalCode: '110 00', billingCountry: 'CZ', ico: '27074358', dic: '' });
    expect(accepted.status, accepted.text.slice(0, 500)).toBe(200);
    const [accRow] = await server.db.select().from(proposals).where(eq(proposals.id, made.body.id));
    expect(accRow!.status).toBe('accepted');
    const [project] = await server.db.select().from(projects).where(eq(projects.id, accRow!.projectId!));
    expect(project).toMatchObject({ budget: 361_00, monthlyFee: 14_00 });

    // The invoice from the accepted proposal: USD, English, the one-time lines.
    const invoice = await admin.post(`/api/admin/proposals/${made.body.id}/invoice`);
    expect(invoice.status, invoice.text).toBe(201);
    expect(invoice.body).toMatchObject({ currency: 'USD', language: 'en', vatMode: 'czech_vat', totals: { baseMinor: 361_00, vatMinor: 75_81, payableMinor: 436_81 } });
    const { id } = invoice.body as AdminInvoice;
    const put = await admin.put(`/api/admin/invoices/${id}`, {
      clientId: client!.id,
      projectId: project!.id,
      language: 'en',
      currency: 'USD',
      issuedOn: '2025-03-10',
      taxableSupplyOn: '2025-03-07',
      dueOn: '2025-03-24',
      lines: invoice.body.lines.map(({ description, quantityThousandths, unit, unitPriceMinor, discountBasisPoints, vatRateCode }: AdminInvoice['lines'][number]) => ({ description, quantityThousandths, unit, unitPriceMinor, discountBasisPoints, vatRateCode })),
    });
    expect(put.status, put.text).toBe(200);
    expect(put.body).toMatchObject({ exchangeRateThousandths: 23_105, exchangeRateSource: 'cnb', exchangeRateFixedOn: '2025-03-07' });

    const issued = await admin.post(`/api/admin/invoices/${id}/issue`);
    expect(issued.status, issued.text).toBe(200);
    expect(issued.body).toMatchObject({ status: 'issued', currency: 'USD', exchangeRateThousandths: 23_105, exchangeRateSource: 'cnb', exchangeRateFixedOn: '2025-03-07' });
    expect(issued.body.vatRecapCzk).toEqual([expect.objectContaining({ vatPercent: 21, baseMinor: 8_340_91, vatMinor: 1_751_59, totalMinor: 10_092_50 })]);

    // The PDF: dollars, the ČNB rate of the DUZP, VAT in CZK, a bank transfer with the VS and no QR Platba.
    const pdf = normalizeSpaces((await pdfText(await download(`/api/admin/invoices/${id}/pdf`))).text);
    expect(pdf).toContain('$436.81');
    expect(pdf).toContain(normalizeSpaces('CNB exchange rate: 1 USD = 23.105 CZK of Mar 7, 2025'));
    expect(pdf).toContain(normalizeSpaces('VAT in CZK 21%: Net CZK 8,340.91, VAT CZK 1,751.59'));
    const transfer = normalizeSpaces(`Please pay by bank transfer to the IBAN above with variable symbol ${issued.body.variableSymbol} (QR Platba does not carry this currency).`);
    expect(pdf).toContain(transfer);
    // No QR code and no "QR Platba" label under one; nothing in the snapshot to draw one from.
    expect(pdf.replace(transfer, '')).not.toContain('QR Platba');
    const [issuedRow] = await server.db.select({ snapshot: invoices.snapshot }).from(invoices).where(eq(invoices.id, id));
    expect(issuedRow!.snapshot).toMatchObject({ currency: 'USD', spayd: null });

    // The ISDOC: USD as the foreign currency with the rate, valid against the committed schema.
    const isdoc = (await download(`/api/admin/invoices/${id}/isdoc`)).toString('utf8');
    expect(await isdocSchemaErrors(isdoc)).toEqual([]);
    expect(isdoc).toContain('<ForeignCurrencyCode>USD</ForeignCurrencyCode>');
    expect(isdoc).toContain('<CurrRate>23.105</CurrRate>');
    expect(isdoc).toContain('<RefCurrRate>1</RefCurrRate>');

    // The list formats the dollars; the USD filter finds it; the CSV export carries the currency.
    const list = await admin.get('/api/admin/invoices?currency=USD&limit=50');
    expect(list.status, list.text).toBe(200);
    expect(list.body.map((i: { id: number }) => i.id)).toContain(id);
    const csv = await admin.get('/api/admin/invoices/export?currency=USD&lang=en');
    expect(csv.status, csv.text).toBe(200);
    expect(csv.text).toContain(issued.body.number);
    expect(csv.text).toContain('USD');
  });

  it('a visitor of the English page without an IČO: an English lead whose country is asked on acceptance', async () => {
    const sent = await server.client().post('/api/quote', quote({ email: 'mary@example.com' }));
    expect(sent.status, sent.text).toBe(201);
    const made = await admin.post(`/api/admin/messages/${sent.body.id}/proposal`);
    const sending = await admin.post(`/api/admin/proposals/${made.body.id}/send`);
    expect(sending.status, sending.text).toBe(200);
    const [client] = await server.db.select().from(clients).where(eq(clients.id, sending.body.proposal.clientId));
    expect(client).toMatchObject({ documentLanguage: 'en', billingCountry: '' });
    // The acceptance's billing form: a country must be given (here Germany); the client then has it.
    const path = new URL(sending.body.link).pathname;
    const billing = { billing: '1', billingName: 'Mary Smith', billingStreet: 'Hauptstraße 1', billingCity: 'Berlin', billingPostalCode: '10115', ico: '', dic: '' };
    const accepted = await form(path, { answer: 'accept', name: 'Mary Smith', consent: 'on', ...billing, billingCountry: 'DE' });
    expect(accepted.status, accepted.text.slice(0, 500)).toBe(200);
    const [after] = await server.db.select().from(clients).where(eq(clients.id, client!.id));
    expect(after!.billingCountry).toBe('DE');
  });

  it('a quote from the Czech page stays in koruna for a Czech lead', async () => {
    const sent = await server.client().post('/api/quote', quote({ email: 'jana@example.cz', lang: 'cs', page: '/cenik' }));
    expect(sent.status, sent.text).toBe(201);
    const made = await admin.post(`/api/admin/messages/${sent.body.id}/proposal`);
    expect(made.body).toMatchObject({ currency: 'CZK', language: 'cs' });
    expect(made.body.lines[0].unitPriceMinor).toBe(2000_00);
    const sending = await admin.post(`/api/admin/proposals/${made.body.id}/send`);
    const [client] = await server.db.select().from(clients).where(eq(clients.id, sending.body.proposal.clientId));
    expect(client).toMatchObject({ documentLanguage: 'cs', billingCountry: 'CZ' });
    const [row] = await server.db.select().from(proposals).where(eq(proposals.id, made.body.id));
    expect((row!.snapshot as ProposalSnapshot).indicativeCzk).toBeUndefined();
  });
});

describe('USD drafts and rates: bad input, roles', () => {
  it('GET /api/admin/exchange-rates answers USD; an unknown currency is a 400 naming it', async () => {
    const res = await admin.get('/api/admin/exchange-rates?currency=USD&date=2025-03-07');
    expect(res.status, res.text).toBe(200);
    expect(res.body.rate).toMatchObject({ state: 'final', currency: 'USD', rateThousandths: 23_105, fixedOn: '2025-03-07' });
    expect((await admin.get('/api/admin/exchange-rates?currency=GBP&date=2025-03-07')).body.field).toBe('currency');
  });

  it('a proposal or invoice in an unknown currency, or a typed USD rate missing, is a 400 naming the field', async () => {
    const clientId = (await admin.post('/api/admin/clients', { name: 'Acme Inc.', email: 'billing@acme.example', billingStreet: '1 Main St', billingCity: 'Boston', billingPostalCode: '02110', billingCountry: 'US' })).body.id;
    const line = { description: 'Web', quantityThousandths: 1000, unit: 'pc', unitPriceMinor: 100_00 };
    const gbp = await admin.post('/api/admin/invoices', { clientId, currency: 'GBP', lines: [line] });
    expect(gbp.status).toBe(400);
    expect(gbp.body.field).toBe('currency');
    expectFieldError(await admin.post('/api/admin/invoices', { clientId, currency: 'USD', exchangeRateSource: 'manual', lines: [line] }), 'exchangeRateThousandths', INVOICE_MESSAGES.exchangeRateManualRequired);
    const proposal = await admin.post('/api/admin/proposals', { clientId, title: 'Web', currency: 'JPY', validUntil: '2099-12-31', lines: [{ service: 'Web', quantityThousandths: 1000, unitPriceMinor: 100_00 }] });
    expect(proposal.status).toBe(400);
    expect(proposal.body.field).toBe('currency');
    // A USD proposal by hand is saved in USD; a US client outside the EU is charged no Czech VAT.
    const usd = await admin.post('/api/admin/proposals', { clientId, title: 'Web', currency: 'USD', vatMode: 'outside_eu', language: 'en', validUntil: '2099-12-31', lines: [{ service: 'Web', quantityThousandths: 1000, unitPriceMinor: 100_00 }] });
    expect(usd.status, usd.text).toBe(201);
    expect(usd.body.currency).toBe('USD');
    const draft = await admin.post('/api/admin/invoices', { clientId, currency: 'USD', taxableSupplyOn: '2025-03-07', lines: [line] });
    expect(draft.status, draft.text).toBe(201);
    expect(draft.body).toMatchObject({ currency: 'USD', vatMode: 'outside_eu', exchangeRateThousandths: 23_105 });
  });

  it('is for admins: an editor gets 403, an anonymous caller 401', async () => {
    expect((await editor.get('/api/admin/exchange-rates?currency=USD&date=2025-03-07')).status).toBe(403);
    expect((await editor.post('/api/admin/invoices', { clientId: 1, currency: 'USD', lines: [] })).status).toBe(403);
    expect((await server.client().get('/api/admin/exchange-rates?currency=USD&date=2025-03-07')).status).toBe(401);
    expect((await server.client().post('/api/admin/proposals', { currency: 'USD' })).status).toBe(401);
  });
});
