/**
 * Profitability (issue 36 point 6, docs/product/time-and-profit.md#profitability) through the HTTP stack, on both
 * databases: one worked example computed by hand in every view, the credit note netted in its own month, the CSV in
 * Czech Excel's conventions, the accounting overview's margin on real costs, the project costs the triggers keep, and
 * the refusals (bad input, editors, strangers).
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { officeDay } from '@/shared/dates';
import { PROFIT_MESSAGES, type ProfitAnswer, type ProfitRow } from '@/shared/profitability';
import { minutesValue } from '@/shared/time/rates';
import type { AccountingRow } from '@/shared/api-types';
import { createUser } from '@/server/data/accounts/users';
import { projectCosts, receivedInvoiceAmounts, receivedInvoices, staffCostRates, timeEntries } from '@/server/db/schema';
import { completeBilling, invoiceClient, issuedInvoice } from '@/server/test/invoice-fixtures';
import { skipUnlessPostgres, startTestServer, type TestClient, type TestServer } from '@/server/test/test-server';
import { expectFieldError } from './api-test-helpers';

let server: TestServer;
let admin: TestClient;
let editor: TestClient;
let adminId: number;
let editorId: number;
let clientId: number;
let webId: number;
let logoId: number;
let webInvoiceId: number;
let looseInvoiceId: number;
let designId: number;

const PERIOD = 'from=2026-05&to=2026-06';

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.signedInClient('profit-admin', 'correct-horse');
  adminId = (await admin.get('/api/user')).body.id;
  editorId = (await createUser(server.db, { username: 'profit-editor', password: 'correct-horse', email: 'eva@agentura.cz', name: 'Eva Editorová', role: 'editor' }))!.id;
  editor = server.client();
  expect((await editor.post('/api/login', { username: 'profit-editor', password: 'correct-horse' })).status).toBe(200);
  await completeBilling(admin);
  clientId = await invoiceClient(admin);
  const project = async (name: string, serviceType: string) => {
    const res = await admin.post('/api/admin/projects', { clientId, name, description: name, status: 'active', serviceType });
    expect(res.status, res.text).toBe(201);
    return res.body.id as number;
  };
  webId = await project('Web', 'web-development');
  logoId = await project('Logo', 'logo-design');
  const activities = (await admin.get('/api/admin/settings/time-activities')).body as { id: number; names: { en: string } }[];
  designId = activities.find((a) => a.names.en === 'Design')!.id;

  // Cost per hour: the admin 500 Kč, from June 600 Kč; Eva 400 Kč.
  for (const [userId, validFrom, hourlyCostCzk] of [
    [adminId, '2026-01-01', 500_00],
    [adminId, '2026-06-01', 600_00],
    [editorId, '2026-01-01', 400_00],
  ] as const) {
    expect((await admin.post(`/api/admin/team/${userId}/cost-rates`, { validFrom, hourlyCostCzk })).status).toBe(201);
  }
  const log = async (who: TestClient, projectId: number, date: string, minutes: number) =>
    expect((await who.post('/api/admin/time/entries', { projectId, activityId: designId, date, minutes })).status).toBe(201);
  await log(admin, webId, '2026-05-20', 90); //  90 min × 500 Kč/h = 750,00 Kč
  await log(admin, webId, '2026-06-10', 45); //  45 min × 600 Kč/h = 450,00 Kč
  await log(editor, webId, '2026-06-11', 120); // 120 min × 400 Kč/h = 800,00 Kč
  await log(editor, logoId, '2026-06-12', 61); //  61 min × 400 Kč/h = 406,666… → 406,67 Kč
  await log(editor, logoId, '2026-07-01', 30); // outside the period

  // Revenue without VAT, by DUZP: Web 10 000 Kč, Logo 3 000 Kč, an invoice of no project 500 Kč.
  const invoice = async (projectId: number | null, day: string, unitPriceMinor: number) =>
    (
      await issuedInvoice(admin, clientId, {
        projectId,
        issuedOn: day,
        taxableSupplyOn: day,
        lines: [{ description: 'Práce', quantityThousandths: 1000, unit: 'ks', unitPriceMinor }],
      })
    ).id;
  webInvoiceId = await invoice(webId, '2026-06-15', 10_000_00);
  await invoice(logoId, '2026-06-20', 3_000_00);
  looseInvoiceId = await invoice(null, '2026-06-25', 500_00);

  // A supplier's invoice for the Web: 1 000 Kč + 21 % VAT, claimed back (the agency pays VAT): 1 000 Kč of cost.
  const [received] = await server.db
    .insert(receivedInvoices)
    .values({ supplierName: 'Fotobanka s.r.o.', supplierIco: '27082440', number: 'FV-2026-118', issuedOn: '2026-06-05', taxableSupplyOn: '2026-06-05', currency: 'CZK', projectId: webId, vatReclaimable: true })
    .returning({ id: receivedInvoices.id });
  await server.db.insert(receivedInvoiceAmounts).values({ receivedInvoiceId: received!.id, vatPercent: 21, baseMinor: 1_000_00, vatMinor: 210_00 });
});
afterAll(() => server.close());

const view = async (query: string): Promise<ProfitAnswer> => {
  const res = await admin.get(`/api/admin/profitability?${query}`);
  expect(res.status, res.text).toBe(200);
  return res.body as ProfitAnswer;
};
const figures = (row: ProfitRow) => [row.key === null ? null : row.label, row.revenue, row.timeCost, row.expenses, row.cost, row.profit, row.marginTenths, row.minutes, row.effectiveRate];

describe('the profitability report, worked by hand', () => {
  it('per project: revenue, time at the cost rate of the day, expenses, profit, margin, effective rate', async () => {
    const answer = await view(`view=project&${PERIOD}`);
    //                   label     revenue    time     expenses  cost     profit    margin  min  Kč/h
    expect(answer.rows.map(figures)).toEqual([
      ['Web', 10_000_00, 2_000_00, 1_000_00, 3_000_00, 7_000_00, 700, 255, 2_352_94], // 10 000 Kč × 60 / 255 min
      ['Logo', 3_000_00, 406_67, 0, 406_67, 2_593_33, 864, 61, 2_950_82], // 2 593,33 / 3 000 = 86,44 %
      [null, 500_00, 0, 0, 0, 500_00, 1000, 0, null], // the invoice of no project
    ]);
    expect(answer.rows[0]!.detail).toBe('Jiří Čermák');
    expect(answer.total).toBe(3);
    // 13 500 Kč − (2 406,67 + 1 000) = 10 093,33 Kč: 74,77 % → 74,8 %; 13 500 Kč in 316 min → 2 563,29 Kč/h.
    expect(answer.totals).toEqual({ revenue: 13_500_00, timeCost: 2_406_67, expenses: 1_000_00, cost: 3_406_67, profit: 10_093_33, marginTenths: 748, minutes: 316, effectiveRate: 2_563_29 });
    expect(answer.minutesWithoutCostRate).toBe(0);
    expect([answer.from, answer.to]).toEqual(['2026-05', '2026-06']);
  });

  it('per person: each project’s revenue shared by minutes, the haléř left over to the one with most minutes', async () => {
    const answer = await view(`view=person&${PERIOD}`);
    // The Web's 10 000 Kč: 135 of 255 min → 5 294,11 Kč + the 0,01 Kč left over; 120 of 255 min → 4 705,88 Kč.
    expect(answer.rows.map(figures)).toEqual([
      ['Eva Editorová', 7_705_88, 1_206_67, 0, 1_206_67, 6_499_21, 843, 181, 2_554_44], // 4 705,88 + 3 000 (Logo)
      [expect.any(String), 5_294_12, 1_200_00, 0, 1_200_00, 4_094_12, 773, 135, 2_352_94],
      [null, 500_00, 0, 1_000_00, 1_000_00, -500_00, -1000, 0, null], // the loose invoice and the supplier's
    ]);
    expect(answer.rows[1]!.key).toBe(String(adminId));
    expect(answer.totals.revenue).toBe(13_500_00);
  });

  it('per month: every month of the period, in calendar order', async () => {
    const answer = await view(`view=month&${PERIOD}`);
    expect(answer.rows.map(figures)).toEqual([
      ['2026-05', 0, 750_00, 0, 750_00, -750_00, null, 90, 0],
      ['2026-06', 13_500_00, 1_656_67, 1_000_00, 2_656_67, 10_843_33, 803, 226, 3_584_07], // 13 500 Kč × 60 / 226
    ]);
  });

  it('per client and per service type', async () => {
    const clients = await view(`view=client&${PERIOD}`);
    expect(clients.rows.map(figures)).toEqual([['Jiří Čermák', 13_500_00, 2_406_67, 1_000_00, 3_406_67, 10_093_33, 748, 316, 2_563_29]]);
    const services = await view(`view=service&${PERIOD}`);
    expect(services.rows.map((r) => [r.key, r.profit])).toEqual([
      ['web-development', 7_000_00],
      ['logo-design', 2_593_33],
      [null, 500_00],
    ]);
  });

  it('searches, sorts and pages a view, the totals staying the whole period’s', async () => {
    const logo = await view(`view=project&${PERIOD}&q=logo`);
    expect(logo.rows.map((r) => r.label)).toEqual(['Logo']);
    expect(logo.total).toBe(1);
    expect(logo.totals.revenue).toBe(13_500_00);
    const none = await view(`view=project&${PERIOD}&q=nic takového`);
    expect([none.rows.length, none.total, none.totals.profit]).toEqual([0, 0, 10_093_33]);
    const byMargin = await view(`view=project&${PERIOD}&sort=margin&dir=asc`);
    expect(byMargin.rows.map((r) => r.marginTenths)).toEqual([700, 864, 1000]);
    const second = await view(`view=project&${PERIOD}&limit=1&offset=1`);
    expect([second.rows.map((r) => r.label), second.total]).toEqual([['Logo'], 3]);
    const past = await view(`view=project&${PERIOD}&limit=1&offset=9`);
    expect([past.rows.length, past.total, past.totals.revenue]).toEqual([0, 3, 13_500_00]);
  });

  it('counts minutes of people without a cost rate at no cost, and says how many', async () => {
    const stranger = await createUser(server.db, { username: 'profit-nobody', password: 'correct-horse', email: 'bez@agentura.cz', name: 'Bez Sazby', role: 'editor' });
    const res = await admin.post('/api/admin/time/entries', { userId: stranger!.id, projectId: logoId, activityId: designId, date: '2026-05-02', minutes: 15 });
    expect(res.status, res.text).toBe(201);
    const answer = await view(`view=project&${PERIOD}`);
    expect(answer.minutesWithoutCostRate).toBe(15);
    expect(answer.rows.find((r) => r.label === 'Logo')).toMatchObject({ timeCost: 406_67, minutes: 76 });
    expect((await admin.delete(`/api/admin/time/entries/${res.body.id}`)).status).toBe(204);
  });

  it('nets a credit note against revenue in the month of its own DUZP', async () => {
    expect((await admin.post(`/api/admin/invoices/${looseInvoiceId}/credit-note`, { reason: 'Sleva' })).status).toBe(201);
    const month = officeDay().slice(0, 7);
    const answer = await view(`view=project&from=${month}&to=${month}`);
    expect(answer.rows.find((r) => r.key === null)).toMatchObject({ revenue: -500_00, profit: -500_00, marginTenths: null });
    // The period of the invoice itself is unchanged.
    expect((await view(`view=project&${PERIOD}`)).totals.revenue).toBe(13_500_00);
  });
});

describe('the CSV export', () => {
  it('is Czech Excel’s: BOM, semicolons, decimal commas, words in Czech', async () => {
    const res = await admin.get(`/api/admin/profitability/export?view=project&${PERIOD}&lang=cs`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    const lines = res.text.replace(/^\uFEFF/, '').trim().split(/\r?\n/);
    expect(lines[0]).toBe('ID;Název;Klient;Tržby bez DPH (Kč);Náklady na čas (Kč);Přijaté faktury (Kč);Náklady celkem (Kč);Zisk (Kč);Marže (%);Odpracováno (h);Efektivní hodinová sazba (Kč/h)');
    expect(lines[1]).toBe(`${webId};Web;Jiří Čermák;10000;2000;1000;3000;7000;70;4,25;2352,94`);
    expect(lines[2]).toBe(`${logoId};Logo;Jiří Čermák;3000;406,67;0;406,67;2593,33;86,4;1,02;2950,82`);
    expect(lines[3]).toBe(';Bez projektu;;500;0;0;0;500;100;0;');
  });

  it('writes service types in the file’s language', async () => {
    const res = await admin.get(`/api/admin/profitability/export?view=service&${PERIOD}&lang=en`);
    const lines = res.text.replace(/^\uFEFF/, '').trim().split(/\r?\n/);
    expect(lines[0]!.startsWith('ID,Name,Client,Revenue excl. VAT (CZK)')).toBe(true);
    expect(lines.slice(1).map((l) => l.split(',')[1])).toEqual(['Web development', 'Logo design', 'No project']);
  });
});

describe('the accounting overview’s margin on real costs', () => {
  it('uses the project’s time and received invoices once it has any, else the assumed cost', async () => {
    // The Web's invoice paid in full: 12 100 Kč = 514,89 USD at 23,5; its real cost 3 000 Kč = 127,66 USD.
    expect((await admin.post(`/api/admin/invoices/${webInvoiceId}/payments`, { amountMinor: 12_100_00, paidOn: '2026-06-30' })).status).toBe(201);
    const other = await admin.post('/api/admin/projects', { clientId, name: 'Bez času', description: 'x', status: 'active', serviceType: 'design', amountPaid: 400_00 });
    const rows = (await admin.get('/api/admin/accounting?limit=50')).body as AccountingRow[];
    const row = (id: number) => rows.find((r) => r.projectId === id)!;
    // (51 489 − 12 766) / 51 489 = 75,21 % → 75,2 %.
    expect(row(webId)).toMatchObject({ amountPaid: 514_89, profitMargin: 75.2, costSource: 'real' });
    expect(row(logoId)).toMatchObject({ costSource: 'real' });
    // No time, no supplier's invoice: the spec's assumed 150 USD of design, (400 − 150) / 400 = 62,5 %.
    expect(row(other.body.id)).toMatchObject({ profitMargin: 62.5, costSource: 'assumed' });
  });
});

describe('the project costs the database keeps', () => {
  const costsOf = async (projectId: number) => (await server.db.select().from(projectCosts).where(eq(projectCosts.projectId, projectId)))[0];

  it('follow every entry, cost rate and received invoice written', async () => {
    expect(await costsOf(webId)).toMatchObject({ entries: 3, minutes: 255, timeCostCzk: 2_000_00, expenseDocuments: 1, expensesCzk: 1_000_00 });
    // The admin's June rate removed: their 45 June minutes cost 500 Kč/h again (375 Kč instead of 450 Kč).
    const rates = (await admin.get(`/api/admin/team/${adminId}/cost-rates`)).body as { id: number; validFrom: string }[];
    const june = rates.find((r) => r.validFrom === '2026-06-01')!;
    expect((await admin.delete(`/api/admin/team/${adminId}/cost-rates/${june.id}`)).status).toBe(204);
    expect(await costsOf(webId)).toMatchObject({ timeCostCzk: 1_925_00 });
    expect((await view(`view=project&${PERIOD}`)).rows[0]).toMatchObject({ label: 'Web', timeCost: 1_925_00 });
    expect((await admin.post(`/api/admin/team/${adminId}/cost-rates`, { validFrom: '2026-06-01', hourlyCostCzk: 600_00 })).status).toBe(201);
    expect(await costsOf(webId)).toMatchObject({ timeCostCzk: 2_000_00 });
    // An entry moved from the Logo to the Web: both projects follow.
    const entries = (await editor.get('/api/admin/time/entries?from=2026-07-01&to=2026-07-01')).body.entries as { id: number }[];
    expect((await editor.put(`/api/admin/time/entries/${entries[0]!.id}`, { projectId: webId, activityId: designId, date: '2026-07-01', minutes: 30 })).status).toBe(200);
    expect(await costsOf(webId)).toMatchObject({ entries: 4, minutes: 285, timeCostCzk: 2_200_00 });
    expect(await costsOf(logoId)).toMatchObject({ entries: 1, minutes: 61, timeCostCzk: 406_67 });
    // A supplier's invoice in EUR whose VAT is not claimed back: (100 € + 21 €) × 25,000 Kč = 3 025 Kč.
    const [eur] = await server.db
      .insert(receivedInvoices)
      .values({ supplierName: 'Stock Ltd', number: 'INV-7', issuedOn: '2026-06-02', taxableSupplyOn: '2026-06-02', currency: 'EUR', exchangeRateThousandths: 25_000, projectId: logoId, vatReclaimable: false })
      .returning({ id: receivedInvoices.id });
    await server.db.insert(receivedInvoiceAmounts).values({ receivedInvoiceId: eur!.id, vatPercent: 21, baseMinor: 100_00, vatMinor: 21_00 });
    expect(await costsOf(logoId)).toMatchObject({ expenseDocuments: 1, expensesCzk: 3_025_00 });
    expect((await view(`view=project&${PERIOD}`)).rows.find((r) => r.label === 'Logo')).toMatchObject({ expenses: 3_025_00 });
    await server.db.delete(receivedInvoices).where(eq(receivedInvoices.id, eur!.id));
    expect(await costsOf(logoId)).toMatchObject({ expenseDocuments: 0, expensesCzk: 0 });
  });
});

describe('the project costs under concurrent writers', () => {
  it('stay exact when two instances write one project’s time and a person’s rate at once (PostgreSQL)', async (ctx) => {
    skipUnlessPostgres(ctx, 'a second instance writes the same PostgreSQL database at the same time');
    const other = await startTestServer({ location: server.location });
    try {
      // Seven transactions at once, on two instances: six entries on the Logo (two people) and a new rate of Eva's
      // from a day among them; each holds its transaction open a moment so that they overlap.
      const pause = sql`select pg_sleep(0.05)`;
      const writes = Array.from({ length: 6 }, (_, i) =>
        (i % 2 ? other.db : server.db).transaction(async (tx) => {
          await tx.insert(timeEntries).values({ userId: i % 3 === 0 ? adminId : editorId, projectId: logoId, activityId: designId, date: `2026-06-2${i}`, minutes: 10 + i, billable: true });
          await tx.execute(pause);
        }),
      );
      writes.push(
        other.db.transaction(async (tx) => {
          await tx.insert(staffCostRates).values({ userId: editorId, validFrom: '2026-06-22', hourlyCostCzk: 450_00 });
          await tx.execute(pause);
        }),
      );
      await Promise.all(writes);
      // Every entry costed at the rate of its day, computed here from the entries and the rates as they are now; what
      // the database keeps and what the report sums both equal it.
      const entries = await server.db.select().from(timeEntries).where(eq(timeEntries.projectId, logoId));
      const rates = await server.db.select().from(staffCostRates);
      const rateOn = (userId: number, day: string) =>
        rates.filter((r) => r.userId === userId && r.validFrom <= day).sort((a, b) => b.validFrom.localeCompare(a.validFrom))[0]?.hourlyCostCzk;
      const expected = entries.reduce((sum, e) => sum + minutesValue(e.minutes, rateOn(e.userId, e.date) ?? 0), 0);
      const logo = (await view('view=project&from=2026-01&to=2026-12')).rows.find((r) => r.label === 'Logo')!;
      const kept = (await server.db.select().from(projectCosts).where(eq(projectCosts.projectId, logoId)))[0]!;
      expect([kept.timeCostCzk, logo.timeCost]).toEqual([expected, expected]);
      expect([kept.minutes, logo.minutes]).toEqual([entries.reduce((sum, e) => sum + e.minutes, 0), kept.minutes]);
      expect(kept.entries).toBe((await server.db.select({ id: timeEntries.id }).from(timeEntries).where(eq(timeEntries.projectId, logoId))).length);
    } finally {
      await other.close();
    }
  });
});

describe('refusals', () => {
  it('names the field of a bad query', async () => {
    expectFieldError(await admin.get('/api/admin/profitability?view=week'), 'view', PROFIT_MESSAGES.viewInvalid);
    expectFieldError(await admin.get('/api/admin/profitability?from=2026-13&to=2026-12'), 'from', PROFIT_MESSAGES.monthInvalid);
    expectFieldError(await admin.get('/api/admin/profitability?from=2026-06&to=2026-05'), 'to', PROFIT_MESSAGES.periodInvalid);
    expectFieldError(await admin.get('/api/admin/profitability?from=2020-01&to=2026-12'), 'to', PROFIT_MESSAGES.periodTooLong);
    expectFieldError(await admin.get('/api/admin/profitability?sort=colour'), 'sort', PROFIT_MESSAGES.sortInvalid);
    expectFieldError(await admin.get('/api/admin/profitability?limit=0'), 'limit', 'Must be a whole number from 1 to 500');
    expectFieldError(await admin.get('/api/admin/profitability/export?lang=de'), 'lang', 'Must be one of: cs, en');
  });

  it('opens the current year to date without a period', async () => {
    const answer = await view('view=month');
    const today = officeDay();
    expect([answer.from, answer.to]).toEqual([`${today.slice(0, 4)}-01`, today.slice(0, 7)]);
    expect(answer.rows.map((r) => r.key)[0]).toBe(`${today.slice(0, 4)}-01`);
  });

  it('is for admins only: an editor is refused, a stranger asked to sign in', async () => {
    expect((await editor.get('/api/admin/profitability')).status).toBe(403);
    expect((await editor.get('/api/admin/profitability/export')).status).toBe(403);
    expect((await server.client().get('/api/admin/profitability')).status).toBe(401);
    expect((await server.client().get('/api/admin/profitability/export')).status).toBe(401);
  });
});
