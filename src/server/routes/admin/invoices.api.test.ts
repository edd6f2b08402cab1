/**
 * /api/admin/invoices (docs/product/invoices.md): drafts, issuing, credit notes, advances, drafts from proposals,
 * sending, the list with the derived payment state — with access, validation and state refusals. PGlite and PostgreSQL.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, officeDay } from '@/shared/dates';
import { INVOICE_SORT_KEYS } from '@/shared/schemas/invoice';
import { createUser } from '@/server/data/accounts/users';
import { proposalAnswers } from '@/server/data/proposals/proposal-answers';
import { auditLog, clients, invoiceNumberSeries, invoicePayments, invoices, mailOutbox, projects, proposals } from '@/server/db/schema';
import { COMPLETE_AGENCY_BILLING } from '@/server/test/billing-fixtures';
import { completeBilling, createDraft, draftInput, invoiceClient, issueDraft, issuedInvoice } from '@/server/test/invoice-fixtures';
import { startTestServer, type TestClient, type TestServer } from '@/server/test/test-server';
import { expectFieldError } from './api-test-helpers';

let server: TestServer;
let admin: TestClient;
let editor: TestClient;
let clientId: number;
const today = officeDay();
const year = today.slice(0, 4);

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.signedInClient();
  await createUser(server.db, { username: 'editor-inv', password: 'correct-horse', email: 'einv@example.cz', name: 'Editor', role: 'editor' });
  editor = server.client();
  expect((await editor.post('/api/login', { username: 'editor-inv', password: 'correct-horse' })).status).toBe(200);
  clientId = await invoiceClient(admin);
  await completeBilling(admin);
});
afterAll(() => server.close());

const audits = (entityId: number) =>
  server.db.select({ action: auditLog.action, changes: auditLog.changes }).from(auditLog).where(and(eq(auditLog.entity, 'invoice'), eq(auditLog.entityId, String(entityId))));

describe('access', () => {
  const routes: [string, string][] = [
    ['GET', '/api/admin/invoices'],
    ['GET', '/api/admin/invoices/1'],
    ['POST', '/api/admin/invoices'],
    ['PUT', '/api/admin/invoices/1'],
    ['DELETE', '/api/admin/invoices/1'],
    ['POST', '/api/admin/invoices/1/issue'],
    ['POST', '/api/admin/invoices/1/send'],
    ['POST', '/api/admin/invoices/1/credit-note'],
    ['GET', '/api/admin/invoices/1/pdf'],
    ['POST', '/api/admin/proposals/1/invoice'],
  ];
  it('401 anonymous, 403 editors, on every route', async () => {
    const anonymous = server.client();
    for (const [method, path] of routes) {
      expect((await anonymous.request(method, path, method === 'GET' || method === 'DELETE' ? undefined : {})).status, `${method} ${path}`).toBe(401);
      expect((await editor.request(method, path, method === 'GET' || method === 'DELETE' ? undefined : {})).status, `${method} ${path}`).toBe(403);
    }
  });
  it('404 for an unknown id on every route', async () => {
    await completeBilling(admin);
    for (const [method, path] of routes.filter(([, p]) => p.includes('/1'))) {
      const body = path.endsWith('credit-note') ? { reason: 'x' } : path.endsWith('/1') && method === 'PUT' ? draftInput(clientId) : undefined;
      const res = await admin.request(method, path.replace('/1', '/999999'), body);
      expect(res.status, `${method} ${path}: ${res.text}`).toBe(404);
    }
  });
});

describe('drafts', () => {
  it('created with totals from the shared rule, the VAT mode from the client, and audited', async () => {
    await completeBilling(admin);
    const draft = await createDraft(admin, clientId);
    expect(draft).toMatchObject({ status: 'draft', paymentState: 'draft', number: null, kind: 'invoice', vatMode: 'czech_vat', clientName: 'Jiří Čermák', outstandingMinor: 0, pdfSha256: null });
    expect(draft.totals).toMatchObject({ baseMinor: 11_000_00, vatMinor: 2_220_00, payableMinor: 13_220_00 });
    expect(draft.lines[1]).toMatchObject({ position: 1, description: 'Hosting', baseMinor: 1_000_00, vatMinor: 120_00, totalMinor: 1_120_00 });
    const [row] = await server.db.select({ totalMinor: invoices.totalMinor }).from(invoices).where(eq(invoices.id, draft.id));
    expect(row!.totalMinor).toBe(13_220_00);
    expect((await audits(draft.id)).map((a) => a.action)).toEqual(['create']);

    const foreign = await invoiceClient(admin, { name: 'Hans', billingCountry: 'DE', dic: 'DE123456789', ico: null, vatPayer: true, email: 'hans@example.de' });
    expect((await createDraft(admin, foreign)).vatMode).toBe('reverse_charge');
    const outside = await invoiceClient(admin, { name: 'Joe', billingCountry: 'US', dic: null, ico: null, email: 'joe@example.com' });
    expect((await createDraft(admin, outside)).vatMode).toBe('outside_eu');
  });

  it('bad input is a 400 naming the field', async () => {
    expectFieldError(await admin.post('/api/admin/invoices', { ...draftInput(clientId), lines: [] }), 'lines', 'Add at least one line');
    expect((await admin.post('/api/admin/invoices', { ...draftInput(clientId), clientId: 999999 })).body.field).toBe('clientId');
    // EUR with a typed rate chosen but none typed (left empty, the ČNB rate of the DUZP is taken: issue 37).
    expect((await admin.post('/api/admin/invoices', { ...draftInput(clientId), currency: 'EUR', exchangeRateSource: 'manual' })).body.field).toBe('exchangeRateThousandths');
    expect((await admin.post('/api/admin/invoices', { ...draftInput(clientId), projectId: 999999 })).body.field).toBe('projectId');
    expect((await admin.post('/api/admin/invoices', { ...draftInput(clientId), issuedOn: '2026-12-10', dueOn: '2026-12-01' })).body.field).toBe('dueOn');
    expect((await admin.post('/api/admin/invoices', { ...draftInput(clientId), issuedOn: '2012-06-01', taxableSupplyOn: '2012-06-01', lines: [{ description: 'x', quantityThousandths: 1000, unitPriceMinor: 100, vatRateCode: 'basic' }] })).body.field).toBe('lines.0.vatRateCode');
    expect((await admin.post('/api/admin/invoices/abc/issue')).body.field).toBe('id');
    const ancient = await createDraft(admin, clientId, { issuedOn: '1999-12-30', taxableSupplyOn: '2013-01-02', dueOn: '2013-01-20' });
    expect((await admin.post(`/api/admin/invoices/${ancient.id}/issue`)).body.field).toBe('issuedOn');
  });

  it('changed and deleted while a draft; an issued invoice: 409 on both', async () => {
    const draft = await createDraft(admin, clientId);
    const changed = await admin.put(`/api/admin/invoices/${draft.id}`, draftInput(clientId, { note: 'Děkujeme', lines: [{ description: 'Jen web', quantityThousandths: 1000, unitPriceMinor: 1_000_00 }] }));
    expect(changed.status, changed.text).toBe(200);
    expect(changed.body).toMatchObject({ note: 'Děkujeme', totals: { payableMinor: 1_210_00 } });
    expect((await admin.delete(`/api/admin/invoices/${draft.id}`)).status).toBe(204);
    expect((await admin.get(`/api/admin/invoices/${draft.id}`)).status).toBe(404);
    expect((await audits(draft.id)).map((a) => a.action)).toEqual(['create', 'update', 'delete']);

    const issued = await issuedInvoice(admin, clientId);
    expect((await admin.put(`/api/admin/invoices/${issued.id}`, draftInput(clientId))).status).toBe(409);
    expect((await admin.delete(`/api/admin/invoices/${issued.id}`)).status).toBe(409);
    expect((await admin.post(`/api/admin/invoices/${issued.id}/issue`)).status).toBe(409);
  });
});

describe('issuing', () => {
  it('refused with 409 and the missing fields while the agency details are incomplete; the number is not used', async () => {
    const draft = await createDraft(admin, clientId);
    await completeBilling(admin, { bankAccount: null, iban: null } as never);
    try {
      const res = await admin.post(`/api/admin/invoices/${draft.id}/issue`);
      expect(res.status).toBe(409);
      expect(res.body.missing).toEqual(['bankAccount']);
      expect(res.body.error).toBe('Fill in the agency’s billing details first');
    } finally {
      await completeBilling(admin);
    }
    expect((await admin.get(`/api/admin/invoices/${draft.id}`)).body.status).toBe('draft');
  });

  it('numbers, dates, variable symbol, snapshot and PDF; audited', async () => {
    const draft = await createDraft(admin, clientId);
    const [series] = await server.db.select().from(invoiceNumberSeries).where(and(eq(invoiceNumberSeries.year, Number(year)), eq(invoiceNumberSeries.kind, 'invoice')));
    const next = (series?.last ?? 0) + 1;
    const issued = await issueDraft(admin, draft.id);
    expect(issued).toMatchObject({
      status: 'issued',
      paymentState: 'unpaid',
      number: `${year}-${String(next).padStart(4, '0')}`,
      variableSymbol: `${year}1${String(next).padStart(5, '0')}`,
      issuedOn: today,
      taxableSupplyOn: today,
      dueOn: addDays(today, COMPLETE_AGENCY_BILLING.invoiceDueDays),
      outstandingMinor: 13_220_00,
    });
    expect(issued.pdfSha256).toMatch(/^[0-9a-f]{64}$/);
    const [row] = await server.db.select().from(invoices).where(eq(invoices.id, draft.id));
    expect(row!.snapshot!.number).toBe(issued.number);
    expect(row!.snapshotHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row!.issuedAt).toBeInstanceOf(Date);
    expect(row!.snapshot!.spayd).toContain(`X-VS:${issued.variableSymbol}`);
    const log = await audits(draft.id);
    expect(log.map((a) => a.action)).toEqual(['create', 'issue']);
    expect(log[1]!.changes).toMatchObject({ number: { from: null, to: issued.number } });
  });

  it('an advance invoice: its own series, no taxable-supply date', async () => {
    const advance = await issuedInvoice(admin, clientId, { kind: 'advance_invoice', taxableSupplyOn: today });
    expect(advance.number).toMatch(new RegExp(`^Z-${year}-\\d{4}$`));
    expect(advance.variableSymbol).toMatch(new RegExp(`^${year}2\\d{5}$`));
    expect(advance.taxableSupplyOn).toBeNull();
  });
});

describe('advance invoices settled by the final invoice', () => {
  it('deducts what was paid on the advance; refuses another client’s advance or one settled already', async () => {
    const advance = await issuedInvoice(admin, clientId, { kind: 'advance_invoice', lines: [{ description: 'Záloha', quantityThousandths: 1000, unitPriceMinor: 5_000_00, vatRateCode: 'basic' }] });
    await server.db.insert(invoicePayments).values({ invoiceId: advance.id, amountMinor: 6_050_00, currency: 'CZK', paidOn: today, method: 'bank' });
    const other = await invoiceClient(admin, { name: 'Jiná firma', email: 'jina@example.cz' });
    expect((await admin.post('/api/admin/invoices', draftInput(other, { settlesAdvanceId: advance.id }))).body.field).toBe('settlesAdvanceId');
    expect((await admin.post('/api/admin/invoices', draftInput(clientId, { kind: 'advance_invoice', settlesAdvanceId: advance.id }))).body.field).toBe('settlesAdvanceId');

    const final = await createDraft(admin, clientId, { settlesAdvanceId: advance.id });
    expect((await admin.post('/api/admin/invoices', draftInput(clientId, { settlesAdvanceId: advance.id }))).body.field).toBe('settlesAdvanceId');
    const issued = await issueDraft(admin, final.id);
    expect(issued.outstandingMinor).toBe(13_220_00 - 6_050_00);
    const [row] = await server.db.select({ snapshot: invoices.snapshot }).from(invoices).where(eq(invoices.id, final.id));
    expect(row!.snapshot!.advance).toEqual({ number: advance.number, paidMinor: 6_050_00 });
    expect(row!.snapshot!.amountDueMinor).toBe(7_170_00);
    expect((await admin.get(`/api/admin/invoices/${advance.id}`)).body.paymentState).toBe('paid');
  });
});

describe('credit notes', () => {
  it('credits the whole invoice at once with its own number; audited on both; no second one', async () => {
    const invoice = await issuedInvoice(admin, clientId);
    expectFieldError(await admin.post(`/api/admin/invoices/${invoice.id}/credit-note`, {}), 'reason', 'Please give the reason for the correction');
    const res = await admin.post(`/api/admin/invoices/${invoice.id}/credit-note`, { reason: 'Zakázka zrušena' });
    expect(res.status, res.text).toBe(201);
    const note = res.body;
    expect(note).toMatchObject({ kind: 'credit_note', status: 'issued', correctsInvoiceId: invoice.id, paymentState: 'credited', issuedOn: today, taxableSupplyOn: today });
    expect(note.number).toMatch(new RegExp(`^D-${year}-\\d{4}$`));
    expect(note.totals.payableMinor).toBe(-13_220_00);
    expect(note.lines[0]).toMatchObject({ unitPriceMinor: -10_000_00, baseMinor: -10_000_00 });
    const [row] = await server.db.select({ snapshot: invoices.snapshot }).from(invoices).where(eq(invoices.id, note.id));
    expect(row!.snapshot!.corrects).toEqual({ number: invoice.number, issuedOn: invoice.issuedOn, reason: 'Zakázka zrušena' });
    expect(row!.snapshot!.spayd).toBeNull();

    const credited = (await admin.get(`/api/admin/invoices/${invoice.id}`)).body;
    expect(credited).toMatchObject({ paymentState: 'credited', creditNoteIds: [note.id], outstandingMinor: 0 });
    expect((await audits(invoice.id)).map((a) => a.action)).toContain('credit');
    expect((await audits(note.id)).map((a) => a.action)).toEqual(['issue']);

    expect((await admin.post(`/api/admin/invoices/${invoice.id}/credit-note`, { reason: 'Znovu' })).status).toBe(409);
    expect((await admin.post(`/api/admin/invoices/${note.id}/credit-note`, { reason: 'x' })).status).toBe(409);
    const draft = await createDraft(admin, clientId);
    expect((await admin.post(`/api/admin/invoices/${draft.id}/credit-note`, { reason: 'x' })).status).toBe(409);
    expect((await admin.put(`/api/admin/invoices/${note.id}`, draftInput(clientId))).status).toBe(409);
  });
});

describe('sending', () => {
  it('queues the mail with the invoice id to the client, in its language; sentAt and audit; 409 for a draft; 400 without e-mail', async () => {
    const invoice = await issuedInvoice(admin, clientId, { language: 'en' });
    const res = await admin.post(`/api/admin/invoices/${invoice.id}/send`);
    expect(res.status, res.text).toBe(200);
    expect(res.body.sentAt).not.toBeNull();
    const [mail] = await server.db.select().from(mailOutbox).where(eq(mailOutbox.invoiceId, invoice.id));
    expect(mail).toMatchObject({ kind: 'invoice', recipients: 'jiri@pekarna.cz' });
    expect(mail!.subject).toContain(`Invoice ${invoice.number}`);
    expect(mail!.text).toContain(invoice.variableSymbol!);
    expect((await audits(invoice.id)).map((a) => a.action)).toContain('send');

    const draft = await createDraft(admin, clientId);
    expect((await admin.post(`/api/admin/invoices/${draft.id}/send`)).status).toBe(409);
    // The form requires an address; an imported or older record may still have none.
    const silent = await invoiceClient(admin, { name: 'Bez e-mailu', email: 'bez@example.cz' });
    await server.db.update(clients).set({ email: '' }).where(eq(clients.id, silent));
    const noMail = await issuedInvoice(admin, silent);
    expect((await admin.post(`/api/admin/invoices/${noMail.id}/send`)).body.field).toBe('email');
  });
});

describe('the list', () => {
  it('searches number, client name and variable symbol; filters kind, client, project and the derived state; pages count right', async () => {
    const listClient = await invoiceClient(admin, { name: 'Seznamová s.r.o.', email: 'seznam@example.cz' });
    const [project] = await server.db.insert(projects).values({ clientId: listClient, name: 'Web', description: 'x' }).returning();
    const unpaid = await issuedInvoice(admin, listClient, { projectId: project!.id });
    const paid = await issuedInvoice(admin, listClient);
    await server.db.insert(invoicePayments).values({ invoiceId: paid.id, amountMinor: 13_220_00, currency: 'CZK', paidOn: today, method: 'cash' });
    const overdue = await issuedInvoice(admin, listClient, { issuedOn: '2026-01-05', dueOn: '2026-01-19' });
    const draft = await createDraft(admin, listClient);

    const ids = async (query: string) => {
      const res = await admin.get(`/api/admin/invoices?clientId=${listClient}&${query}`);
      expect(res.status, res.text).toBe(200);
      return { ids: (res.body as { id: number }[]).map((r) => r.id).sort((a, b) => a - b), total: Number(res.headers.get('x-total-count')) };
    };
    expect(await ids('')).toEqual({ ids: [unpaid.id, paid.id, overdue.id, draft.id], total: 4 });
    expect(await ids('state=paid')).toEqual({ ids: [paid.id], total: 1 });
    expect(await ids('state=overdue')).toEqual({ ids: [overdue.id], total: 1 });
    expect(await ids('state=draft')).toEqual({ ids: [draft.id], total: 1 });
    expect((await ids('state=unpaid')).ids).toEqual([unpaid.id]);
    expect(await ids(`projectId=${project!.id}`)).toEqual({ ids: [unpaid.id], total: 1 });
    expect((await ids('kind=credit_note')).total).toBe(0);
    expect((await ids(`q=${paid.variableSymbol}`)).ids).toEqual([paid.id]);
    expect((await ids(`q=${encodeURIComponent(overdue.number!)}`)).ids).toEqual([overdue.id]);
    expect((await ids('q=seznamov')).total).toBe(4);
    const page = await ids('limit=1&offset=1&state=unpaid');
    expect(page.total).toBe(1);
    expect(page.ids).toEqual([]);

    const res = await admin.get(`/api/admin/invoices?clientId=${listClient}&state=paid`);
    expect(res.body[0]).toMatchObject({ id: paid.id, paymentState: 'paid', paidMinor: 13_220_00, outstandingMinor: 0, totalMinor: 13_220_00, clientName: 'Seznamová s.r.o.' });
    expect((await admin.get('/api/admin/invoices?state=bogus')).body.field).toBe('state');
    expect((await admin.get('/api/admin/invoices?kind=bogus')).body.field).toBe('kind');
    expect((await admin.get('/api/admin/invoices?sort=clientName&dir=asc')).status).toBe(200);

    // What a bank payment can be paired with: issued, not a credit note, money outstanding, in one currency.
    expect((await ids('open=1&currency=CZK')).ids).toEqual([unpaid.id, overdue.id]);
    expect((await ids('open=1&currency=EUR')).total).toBe(0);
    expect((await admin.get('/api/admin/invoices?currency=GBP')).body.field).toBe('currency');
    expect((await admin.get('/api/admin/invoices?open=yes')).body.field).toBe('open');
    // Every sort key the list screen offers is served, outstanding money included.
    for (const key of INVOICE_SORT_KEYS) expect((await admin.get(`/api/admin/invoices?sort=${key}`)).status, key).toBe(200);
    const byOutstanding = await admin.get(`/api/admin/invoices?clientId=${listClient}&sort=outstandingMinor&dir=desc`);
    const outstanding = (byOutstanding.body as { outstandingMinor: number }[]).map((r) => r.outstandingMinor);
    expect(outstanding).toEqual([...outstanding].sort((x, y) => y - x));
  });
});

describe('the receivables summary', () => {
  it('what clients owe per currency and what of it is overdue — drafts, paid invoices and credit notes owe nothing', async () => {
    type Summary = { receivables: { currency: string; openCount: number; outstandingMinor: string; overdueCount: number; overdueMinor: string }[] };
    const czk = async () => {
      const res = await admin.get('/api/admin/invoices/summary');
      expect(res.status, res.text).toBe(200);
      const found = (res.body as Summary).receivables.find((r) => r.currency === 'CZK');
      // Sums are decimal strings of minor units (exact past 2^53): compared here as numbers, all small.
      return found ? { ...found, outstandingMinor: Number(found.outstandingMinor), overdueMinor: Number(found.overdueMinor) } : { openCount: 0, outstandingMinor: 0, overdueCount: 0, overdueMinor: 0 };
    };
    const before = await czk();
    const owner = await invoiceClient(admin, { name: 'Dlužník s.r.o.', email: 'dluznik@example.cz' });
    await issuedInvoice(admin, owner);
    const late = await issuedInvoice(admin, owner, { issuedOn: '2026-01-05', dueOn: '2026-01-19' });
    await server.db.insert(invoicePayments).values({ invoiceId: late.id, amountMinor: 3_220_00, currency: 'CZK', paidOn: today, method: 'cash' });
    const paid = await issuedInvoice(admin, owner);
    await server.db.insert(invoicePayments).values({ invoiceId: paid.id, amountMinor: 13_220_00, currency: 'CZK', paidOn: today, method: 'cash' });
    const credited = await issuedInvoice(admin, owner);
    expect((await admin.post(`/api/admin/invoices/${credited.id}/credit-note`, { reason: 'Storno' })).status).toBe(201);
    await createDraft(admin, owner);
    const after = await czk();
    expect({
      openCount: after.openCount - before.openCount,
      outstandingMinor: after.outstandingMinor - before.outstandingMinor,
      overdueCount: after.overdueCount - before.overdueCount,
      overdueMinor: after.overdueMinor - before.overdueMinor,
    }).toEqual({ openCount: 2, outstandingMinor: 13_220_00 + 10_000_00, overdueCount: 1, overdueMinor: 10_000_00 });
    expect((await server.client().get('/api/admin/invoices/summary')).status).toBe(401);
  });
});

describe("the accountant's export", () => {
  it('the issued documents of a period as CSV in the staff member’s language — no drafts — and the export is audited', async () => {
    const exportClient = await invoiceClient(admin, { name: '=SUM(A1) Účetní s.r.o.', email: 'ucetni@example.cz' });
    const october = await issuedInvoice(admin, exportClient, { issuedOn: '2026-10-15', dueOn: '2026-10-29' });
    const november = await issuedInvoice(admin, exportClient, { issuedOn: '2026-11-02', dueOn: '2026-11-16' });
    const credit = await admin.post(`/api/admin/invoices/${november.id}/credit-note`, { reason: 'Chybná cena' });
    expect(credit.status, credit.text).toBe(201);
    await createDraft(admin, exportClient);
    const rows = async (query: string, lang = 'cs') => {
      const res = await admin.get(`/api/admin/invoices/export?clientId=${exportClient}&lang=${lang}&${query}`);
      expect(res.status, res.text).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
      return res.text.replace(/^\uFEFF/, '').trim().split(/\r?\n/);
    };
    const all = await rows('sort=number&dir=asc');
    expect(all[0]).toBe(
      'Číslo dokladu;Druh;Stav úhrady;Datum vystavení;DUZP;Splatnost;Variabilní symbol;Opravovaný doklad;Odběratel;IČO odběratele;' +
        'DIČ odběratele;Režim DPH;Měna;Kurz ČNB (Kč);Základ daně;DPH;Celkem k úhradě;DPH v Kč;Uhrazeno;Zbývá uhradit',
    );
    // The two invoices and the credit note; the draft is no document.
    expect(all).toHaveLength(4);
    const line = (number: string) => all.find((row) => row.startsWith(`${number};`))!.split(';');
    expect(line(october.number!).slice(0, 9)).toEqual([
      october.number, 'Faktura – daňový doklad', 'Po splatnosti', '2026-10-15', '2026-10-15', '2026-10-29', october.variableSymbol, '', "'=SUM(A1) Účetní s.r.o.",
    ]);
    // The draft's lines (10 000 Kč at 21 %, 2 × 500 Kč at 12 %): base, VAT, total, VAT in CZK, paid, outstanding.
    expect(line(october.number!).slice(12)).toEqual(['CZK', '', '11000', '2220', '13220', '2220', '0', '13220']);
    const note = line(credit.body.number);
    expect(note.slice(0, 8)).toEqual([credit.body.number, 'Opravný daňový doklad', 'Dobropisováno', today, today, expect.any(String), credit.body.variableSymbol, november.number]);

    expect(await rows('issuedFrom=2026-10-01&issuedTo=2026-10-31')).toHaveLength(2);
    expect((await rows('issuedFrom=2026-10-01&issuedTo=2026-10-31', 'en'))[0]).toMatch(/^Document number,Kind,Payment state,Date of issue,/);
    expect((await admin.get('/api/admin/invoices/export?issuedFrom=2026-02-30')).body.field).toBe('issuedFrom');
    const [entry] = await server.db.select().from(auditLog).where(and(eq(auditLog.entity, 'invoice'), eq(auditLog.action, 'export')));
    expect(entry).toBeDefined();
  });
});

describe('from an accepted proposal', () => {
  it('a draft with its one-time lines, client, language, VAT mode and project; 409 unless accepted', async () => {
    const created = await admin.post('/api/admin/proposals', {
      clientId,
      title: 'Nový web',
      language: 'en',
      validUntil: '2099-12-31',
      lines: [
        { service: 'Design', description: 'Homepage', unit: 'ks', quantityThousandths: 1000, unitPriceMinor: 20_000_00 },
        { service: 'Care', quantityThousandths: 1000, unitPriceMinor: 1_000_00, recurrence: 'monthly' },
      ],
    });
    expect(created.status, created.text).toBe(201);
    const proposalId = created.body.id;
    expect((await admin.post(`/api/admin/proposals/${proposalId}/invoice`)).status).toBe(409);
    const sent = await admin.post(`/api/admin/proposals/${proposalId}/send`);
    expect(sent.status, sent.text).toBe(200);
    expect((await admin.post(`/api/admin/proposals/${proposalId}/invoice`)).status).toBe(409);
    const token = new URL(sent.body.link).pathname.split('/').at(-1)!;
    const answered = await proposalAnswers(server.db, { queue: async () => 0, origin: 'http://localhost' }).accept(token, { name: 'Jiří Čermák', ip: null, userAgent: null });
    expect(answered.kind).toBe('answered');
    const [accepted] = await server.db.select({ projectId: proposals.projectId }).from(proposals).where(eq(proposals.id, proposalId));
    const [project] = await server.db.select().from(projects).where(eq(projects.id, accepted!.projectId!));
    expect(project).toMatchObject({ name: 'Nový web', status: 'active' });

    const res = await admin.post(`/api/admin/proposals/${proposalId}/invoice`);
    expect(res.status, res.text).toBe(201);
    expect(res.body).toMatchObject({ status: 'draft', clientId, language: 'en', vatMode: 'czech_vat', proposalId, projectId: project!.id, currency: 'CZK' });
    expect(res.body.lines).toHaveLength(1);
    expect(res.body.lines[0]).toMatchObject({ description: 'Design – Homepage', unitPriceMinor: 20_000_00, quantityThousandths: 1000 });
    expect((await admin.post('/api/admin/proposals/999999/invoice')).status).toBe(404);
  });
});

describe('clients with invoices', () => {
  it('cannot be deleted: 409 with the reason, the client kept', async () => {
    const kept = await invoiceClient(admin, { name: 'Archiv s.r.o.', email: 'archiv@example.cz' });
    await issuedInvoice(admin, kept);
    const res = await admin.delete(`/api/admin/clients/${kept}`);
    expect(res.status, res.text).toBe(409);
    expect(res.body.error).toMatch(/has invoices; tax documents are kept 10 years/);
    expect((await admin.get(`/api/admin/clients/${kept}`)).status).toBe(200);
  });
});
