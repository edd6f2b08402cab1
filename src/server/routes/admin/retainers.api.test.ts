/**
 * Monthly retainers (issue 36, docs/product/time-and-profit.md#retainers) through the API and the monthly run, on both
 * databases: the fee billed each month, the month before closed with its overage line (worked by hand), unused hours
 * rolled over up to the cap or expired, the closed month's time locked on the invoice, and the fields' refusals.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TIME_MESSAGES } from '@/shared/schemas/time-entry';
import { runMonthlyInvoices } from '@/server/data/invoices/invoice-recurring';
import { invoices, retainerMonths, timeEntries } from '@/server/db/schema';
import { completeBilling, invoiceClient } from '@/server/test/invoice-fixtures';
import { startTestServer, type TestClient, type TestServer } from '@/server/test/test-server';
import { expectFieldError } from './api-test-helpers';

let server: TestServer;
let admin: TestClient;
let clientId: number;
let designId: number;
let internalId: number;

const queue = async () => 0;
const NOVEMBER_1 = new Date('2026-11-01T09:00:00Z');
const DECEMBER_1 = new Date('2026-12-01T09:00:00Z');

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.signedInClient();
  await completeBilling(admin);
  clientId = await invoiceClient(admin);
  const activities = (await admin.get('/api/admin/settings/time-activities')).body as { id: number; names: { en: string } }[];
  designId = activities.find((a) => a.names.en === 'Design')!.id;
  internalId = activities.find((a) => a.names.en === 'Internal work')!.id;
});
afterAll(() => server.close());

const retainerProject = async (name: string, over: Record<string, unknown>) => {
  const res = await admin.post('/api/admin/projects', { clientId, name, description: 'Správa webu', status: 'active', retainerFeeCzk: 20_000_00, retainerMinutes: 600, retainerSince: '2026-10', ...over });
  expect(res.status, res.text).toBe(201);
  return res.body.id as number;
};
const log = async (projectId: number, date: string, minutes: number, activityId = designId) =>
  expect((await admin.post('/api/admin/time/entries', { projectId, activityId, date, minutes })).status).toBe(201);
const invoiceOf = async (projectId: number, month: string) => {
  const rows = await server.db.select({ id: invoices.id }).from(invoices).where(eq(invoices.projectId, projectId));
  const all = await Promise.all(rows.map(async (r) => (await admin.get(`/api/admin/invoices/${r.id}`)).body));
  return all.find((i) => i.lines.some((l: { description: string }) => l.description.endsWith(month)) && i.lines[0].description.startsWith('Paušál') && i.lines[0].description.endsWith(month));
};
const facts = (invoice: { lines: { description: string; quantityThousandths: number; unit: string; unitPriceMinor: number }[] }) =>
  invoice.lines.map((l) => [l.description, l.quantityThousandths, l.unit, l.unitPriceMinor]);

describe('monthly retainers', () => {
  it('rolls unused hours over up to the cap and bills the overage of the month before on the next invoice', async () => {
    // 20 000 Kč a month with 10 h, overage at 1 500 Kč/h, unused hours rolled over up to 5 h.
    const id = await retainerProject('Správa', { retainerOverageRateCzk: 1_500_00, retainerRollover: 'roll_over', retainerRolloverCapMinutes: 300 });
    await log(id, '2026-10-05', 300);
    await log(id, '2026-10-20', 180);
    await log(id, '2026-10-21', 120, internalId); // not billable: not counted

    // 1 November: November's fee; October closed — 10 h available, 8 h used: no overage, 2 h carried over.
    expect((await runMonthlyInvoices(server.db, { queue, now: NOVEMBER_1 })).created).toBe(1);
    const november = await invoiceOf(id, '11/2026');
    expect(facts(november)).toEqual([['Paušál – Správa – 11/2026', 1000, 'měs.', 20_000_00]]);
    expect(await server.db.select().from(retainerMonths).where(eq(retainerMonths.projectId, id))).toMatchObject([
      { month: '2026-10', includedMinutes: 600, carriedInMinutes: 0, usedMinutes: 480, overageMinutes: 0, carriedOutMinutes: 120, invoiceId: november.id },
    ]);
    // October's billable time is on November's invoice (locked); the non-billable entry is not.
    const october = await server.db.select({ invoiceId: timeEntries.invoiceId, billable: timeEntries.billable }).from(timeEntries).where(eq(timeEntries.projectId, id)).orderBy(timeEntries.id);
    expect(october.map((e) => [e.billable, e.invoiceId])).toEqual([
      [true, november.id],
      [true, november.id],
      [false, null],
    ]);

    // November: 13 h. 1 December: 10 h + 2 h carried = 12 h available, 1 h over: 1,000 h × 1 500 Kč.
    await log(id, '2026-11-10', 480);
    await log(id, '2026-11-24', 300);
    expect((await runMonthlyInvoices(server.db, { queue, now: DECEMBER_1 })).created).toBe(1);
    const december = await invoiceOf(id, '12/2026');
    expect(facts(december)).toEqual([
      ['Paušál – Správa – 12/2026', 1000, 'měs.', 20_000_00],
      ['Hodiny nad rámec paušálu – Správa – 11/2026', 1000, 'hod', 1_500_00],
    ]);
    // 20 000 + 1 500 = 21 500 Kč without VAT (21 %: 26 015 Kč).
    expect(december.totals.payableMinor).toBe(26_015_00);
    const [closedNovember] = await server.db.select().from(retainerMonths).where(eq(retainerMonths.month, '2026-11'));
    expect(closedNovember).toMatchObject({ carriedInMinutes: 120, usedMinutes: 780, overageMinutes: 60, carriedOutMinutes: 0 });
    // Once per project and month.
    expect((await runMonthlyInvoices(server.db, { queue, now: DECEMBER_1 })).created).toBe(0);
  });

  it('unused hours expire; the overage is billed at the project’s hourly rate when it names no overage rate', async () => {
    const id = await retainerProject('Údržba', { retainerRollover: 'expire' });
    await log(id, '2026-10-05', 480);
    await runMonthlyInvoices(server.db, { queue, now: NOVEMBER_1 });
    await log(id, '2026-11-05', 700);
    await runMonthlyInvoices(server.db, { queue, now: DECEMBER_1 });
    // 700 − 600 = 100 min = 1,667 h at the web development rate (1 500 Kč): 1,667 × 1 500 = 2 500,50 Kč.
    const december = await invoiceOf(id, '12/2026');
    expect(facts(december)[1]).toEqual(['Hodiny nad rámec paušálu – Údržba – 11/2026', 1_667, 'hod', 1_500_00]);
    expect(december.lines[1]).toMatchObject({ baseMinor: 2_500_50 });
  });

  it('a retainer from December bills no overage of November; a project without one keeps its monthly fee', async () => {
    const id = await retainerProject('Nový paušál', { retainerSince: '2026-12' });
    await log(id, '2026-11-05', 900);
    await runMonthlyInvoices(server.db, { queue, now: DECEMBER_1 });
    const december = await invoiceOf(id, '12/2026');
    expect(facts(december)).toEqual([['Paušál – Nový paušál – 12/2026', 1000, 'měs.', 20_000_00]]);
    expect(await server.db.select().from(retainerMonths).where(eq(retainerMonths.projectId, id))).toEqual([]);
  });

  it('a retainer needs its hours and first month, the field named; without a fee nothing of it is kept', async () => {
    const base = { clientId, name: 'R', description: 'R', retainerFeeCzk: 10_000_00 };
    expectFieldError(await admin.post('/api/admin/projects', { ...base, retainerSince: '2026-10' }), 'retainerMinutes', TIME_MESSAGES.retainerHoursRequired);
    expectFieldError(await admin.post('/api/admin/projects', { ...base, retainerMinutes: 600 }), 'retainerSince', TIME_MESSAGES.retainerSinceInvalid);
    expectFieldError(await admin.post('/api/admin/projects', { ...base, retainerMinutes: 600, retainerSince: '2026-13' }), 'retainerSince', TIME_MESSAGES.retainerSinceInvalid);
    expectFieldError(await admin.post('/api/admin/projects', { ...base, retainerMinutes: -1, retainerSince: '2026-10' }), 'retainerMinutes', TIME_MESSAGES.retainerHoursRequired);
    expectFieldError(await admin.post('/api/admin/projects', { ...base, retainerMinutes: 60, retainerSince: '2026-10', retainerRollover: 'forever' }), 'retainerRollover', TIME_MESSAGES.retainerRolloverInvalid);
    const none = await admin.post('/api/admin/projects', { clientId, name: 'Bez', description: 'B', retainerMinutes: 600, retainerSince: '2026-10', retainerRollover: 'roll_over' });
    expect(none.body).toMatchObject({ retainerFeeCzk: null, retainerMinutes: null, retainerSince: null, retainerRollover: 'expire' });
  });
});
