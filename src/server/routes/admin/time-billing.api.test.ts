/**
 * Unbilled time → an invoice draft (issue 36, docs/product/time-and-profit.md#unbilled-time) through the HTTP stack,
 * on both databases: the preview's lines and sums (worked by hand), the draft that bills exactly what was shown, the
 * entries locked on it, released by deleting the draft or by a credit note, and the refusals.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDay } from '@/shared/dates';
import { TIME_MESSAGES } from '@/shared/schemas/time-entry';
import type { UnbilledTime } from '@/shared/schemas/time-billing';
import { createUser } from '@/server/data/accounts/users';
import { auditLog, timeEntries } from '@/server/db/schema';
import { completeBilling, invoiceClient, issueDraft } from '@/server/test/invoice-fixtures';
import { startTestServer, type TestClient, type TestServer } from '@/server/test/test-server';
import { expectFieldError } from './api-test-helpers';

let server: TestServer;
let admin: TestClient;
let editor: TestClient;
let projectId: number;
let editorId: number;
let designId: number;
let developmentId: number;
let internalId: number;

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.signedInClient('billing-admin', 'correct-horse');
  editorId = (await createUser(server.db, { username: 'billing-editor', password: 'correct-horse', email: 'ema@agentura.cz', name: 'Ema Editorová', role: 'editor' }))!.id;
  editor = server.client();
  expect((await editor.post('/api/login', { username: 'billing-editor', password: 'correct-horse' })).status).toBe(200);
  await completeBilling(admin);
  const clientId = await invoiceClient(admin);
  // 1 200 Kč an hour, the project's own rate.
  projectId = (await admin.post('/api/admin/projects', { clientId, name: 'E-shop', description: 'E-shop', status: 'active', hourlyRateCzk: 1_200_00 })).body.id;
  const activities = (await admin.get('/api/admin/settings/time-activities')).body as { id: number; names: { en: string } }[];
  const named = (en: string) => activities.find((a) => a.names.en === en)!.id;
  designId = named('Design');
  developmentId = named('Development');
  internalId = named('Internal work');
});
afterAll(() => server.close());

const log = async (who: TestClient, date: string, minutes: number, activityId: number) => {
  const res = await who.post('/api/admin/time/entries', { projectId, activityId, date, minutes, note: 'práce' });
  expect(res.status, res.text).toBe(201);
  return res.body.id as number;
};

const preview = async (groupBy = 'activity', from = '2026-11-01', to = '2026-11-30') => {
  const res = await admin.get(`/api/admin/invoices/unbilled-time?projectId=${projectId}&from=${from}&to=${to}&groupBy=${groupBy}`);
  expect(res.status, res.text).toBe(200);
  return res.body as UnbilledTime;
};

const lineFacts = (lines: UnbilledTime['lines']) => lines.map((l) => [l.description, l.quantityThousandths, l.unit, l.unitPriceMinor]);

describe('unbilled time → an invoice draft', () => {
  let first: number;
  let second: number;

  it('the preview groups the period’s billable, unbilled, stopped time into the draft’s lines (worked by hand)', async () => {
    first = await log(admin, '2026-11-02', 90, designId);
    second = await log(editor, '2026-11-03', 50, designId);
    await log(editor, '2026-11-03', 125, developmentId);
    await log(admin, '2026-11-04', 60, internalId); // not billable
    await log(admin, '2026-12-01', 30, designId); // after the period
    // A timer running on 5 November: not time yet.
    const [running] = await server.db
      .insert(timeEntries)
      .values({ userId: editorId, projectId, activityId: designId, date: '2026-11-05', minutes: 0, billable: true, runningSince: new Date() })
      .returning();

    const byActivity = await preview();
    // Design 90 + 50 = 140 min = 2,333 h (140 000 / 60 = 2 333,3 thousandths); Vývoj 125 min = 2,083 h; at 1 200 Kč/h.
    expect(byActivity).toMatchObject({ projectName: 'E-shop', hourlyRate: 1_200_00, language: 'cs', groupBy: 'activity', entries: 3, minutes: 265 });
    expect(lineFacts(byActivity.lines)).toEqual([
      ['Design', 2_333, 'hod', 1_200_00],
      ['Vývoj', 2_083, 'hod', 1_200_00],
    ]);
    expect(byActivity.shown.map((e) => e.minutes)).toEqual([90, 50, 125]);

    // The admin 90 min = 1,5 h; the editor 50 + 125 = 175 min = 2,917 h (2 916,7).
    const byPerson = await preview('person');
    expect(lineFacts(byPerson.lines)).toEqual([
      ['Práce – Admin billing-admin', 1_500, 'hod', 1_200_00],
      ['Práce – Ema Editorová', 2_917, 'hod', 1_200_00],
    ]);
    const byDay = await preview('day');
    expect(byDay.lines.map((l) => [l.description, l.quantityThousandths])).toEqual([
      [`Práce ${formatDay('2026-11-02', 'cs')}`, 1_500],
      [`Práce ${formatDay('2026-11-03', 'cs')}`, 2_917],
    ]);
    // The timer stopped after 30 minutes is time of the period.
    await server.db.update(timeEntries).set({ minutes: 30, runningSince: null }).where(eq(timeEntries.id, running!.id));
    expect(await preview()).toMatchObject({ entries: 4, minutes: 295 });
  });

  it('the draft bills exactly the preview; its time is locked, and no longer unbilled', async () => {
    const seen = await preview();
    const stale = await admin.post('/api/admin/invoices/from-time', { projectId, from: '2026-11-01', to: '2026-11-30', groupBy: 'activity', entries: seen.entries - 1, minutes: seen.minutes });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe(TIME_MESSAGES.previewChanged);

    const made = await admin.post('/api/admin/invoices/from-time', { projectId, from: '2026-11-01', to: '2026-11-30', groupBy: 'activity', entries: seen.entries, minutes: seen.minutes });
    expect(made.status, made.text).toBe(201);
    expect(made.body).toMatchObject({ status: 'draft', kind: 'invoice', projectId, currency: 'CZK', language: 'cs', note: `Fakturujeme práci za období ${formatDay('2026-11-01', 'cs')} – ${formatDay('2026-11-30', 'cs')}.` });
    expect(made.body.lines.map((l: UnbilledTime['lines'][number]) => [l.description, l.quantityThousandths, l.unit, l.unitPriceMinor])).toEqual(lineFacts(seen.lines));
    const draftId = made.body.id as number;

    const onDraft = await server.db.select({ id: timeEntries.id }).from(timeEntries).where(eq(timeEntries.invoiceId, draftId));
    expect(onDraft).toHaveLength(seen.entries);
    const locked = await admin.put(`/api/admin/time/entries/${first}`, { projectId, activityId: designId, date: '2026-11-02', minutes: 60 });
    expect(locked.status).toBe(409);
    expect(locked.body.message).toBe(TIME_MESSAGES.locked);
    expect((await editor.delete(`/api/admin/time/entries/${second}`)).status).toBe(409);
    expect((await preview()).entries).toBe(0);
    const again = await admin.post('/api/admin/invoices/from-time', { projectId, from: '2026-11-01', to: '2026-11-30', groupBy: 'activity', entries: 1, minutes: 1 });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(TIME_MESSAGES.nothingUnbilled);
    const audit = await server.db.select().from(auditLog).where(and(eq(auditLog.entity, 'invoice'), eq(auditLog.entityId, String(draftId))));
    expect(audit.find((a) => a.action === 'update')!.changes).toMatchObject({ timeEntries: { from: 0, to: seen.entries }, timeMinutes: { from: 0, to: seen.minutes } });

    // Deleting the draft releases the time.
    expect((await admin.delete(`/api/admin/invoices/${draftId}`)).status).toBe(204);
    expect((await preview()).entries).toBe(seen.entries);
    expect((await admin.put(`/api/admin/time/entries/${first}`, { projectId, activityId: designId, date: '2026-11-02', minutes: 90 })).status).toBe(200);
  });

  it('issued, the time stays locked; the credit note releases it', async () => {
    const seen = await preview('person');
    const made = await admin.post('/api/admin/invoices/from-time', { projectId, from: '2026-11-01', to: '2026-11-30', groupBy: 'person', entries: seen.entries, minutes: seen.minutes });
    expect(made.status, made.text).toBe(201);
    const issued = await issueDraft(admin, made.body.id);
    expect(issued.status).toBe('issued');
    expect((await admin.put(`/api/admin/time/entries/${first}`, { projectId, activityId: designId, date: '2026-11-02', minutes: 60 })).status).toBe(409);
    const credit = await admin.post(`/api/admin/invoices/${issued.id}/credit-note`, { reason: 'Chybná sazba' });
    expect(credit.status, credit.text).toBe(201);
    expect((await preview()).entries).toBe(seen.entries);
    expect((await admin.put(`/api/admin/time/entries/${first}`, { projectId, activityId: designId, date: '2026-11-02', minutes: 60 })).status).toBe(200);
  });

  it('bad input names the field; editors and strangers are refused', async () => {
    const base = { projectId, from: '2026-11-01', to: '2026-11-30', groupBy: 'activity', entries: 1, minutes: 1 };
    expectFieldError(await admin.get(`/api/admin/invoices/unbilled-time?projectId=${projectId}&from=2026-11-31&to=2026-11-30`), 'from', TIME_MESSAGES.dateInvalid);
    expectFieldError(await admin.get(`/api/admin/invoices/unbilled-time?projectId=${projectId}&from=2026-11-30&to=2026-11-01`), 'to', TIME_MESSAGES.rangeInvalid);
    expectFieldError(await admin.get(`/api/admin/invoices/unbilled-time?projectId=${projectId}&from=2026-11-01&to=2026-11-30&groupBy=week`), 'groupBy', TIME_MESSAGES.groupByInvalid);
    expectFieldError(await admin.get('/api/admin/invoices/unbilled-time?projectId=abc&from=2026-11-01&to=2026-11-30'), 'projectId', TIME_MESSAGES.projectRequired);
    expectFieldError(await admin.get('/api/admin/invoices/unbilled-time?projectId=999999&from=2026-11-01&to=2026-11-30'), 'projectId', TIME_MESSAGES.projectNotFound);
    expectFieldError(await admin.post('/api/admin/invoices/from-time', { ...base, entries: 0 }), 'entries', TIME_MESSAGES.previewInvalid);
    expectFieldError(await admin.post('/api/admin/invoices/from-time', { ...base, minutes: '5' }), 'minutes', TIME_MESSAGES.previewInvalid);
    expectFieldError(await admin.post('/api/admin/invoices/from-time', { ...base, projectId: 999999 }), 'projectId', TIME_MESSAGES.projectNotFound);
    expect((await editor.get(`/api/admin/invoices/unbilled-time?projectId=${projectId}&from=2026-11-01&to=2026-11-30`)).status).toBe(403);
    expect((await editor.post('/api/admin/invoices/from-time', base)).status).toBe(403);
    expect((await server.client().post('/api/admin/invoices/from-time', base)).status).toBe(401);
  });

  it('more than 200 lines is refused naming groupBy', async () => {
    const long = (await admin.post('/api/admin/projects', { clientId: (await admin.get(`/api/admin/projects/${projectId}`)).body.clientId, name: 'Dlouhý', description: 'D', status: 'active' })).body.id as number;
    const days = Array.from({ length: 201 }, (_, i) => new Date(Date.UTC(2025, 0, 1 + i)).toISOString().slice(0, 10));
    for (const date of days) expect((await admin.post('/api/admin/time/entries', { projectId: long, activityId: designId, date, minutes: 15 })).status).toBe(201);
    const body = { projectId: long, from: '2025-01-01', to: '2025-12-31', entries: 201, minutes: 201 * 15 };
    expectFieldError(await admin.post('/api/admin/invoices/from-time', { ...body, groupBy: 'day' }), 'groupBy', TIME_MESSAGES.tooManyLines);
    const byActivity = await admin.post('/api/admin/invoices/from-time', { ...body, groupBy: 'activity' });
    expect(byActivity.status, byActivity.text).toBe(201);
    // 201 × 15 = 3 015 min = 50,25 h at the web development rate (1 500 Kč): one line.
    expect(byActivity.body.lines.map((l: { quantityThousandths: number; unitPriceMinor: number }) => [l.quantityThousandths, l.unitPriceMinor])).toEqual([[50_250, 1_500_00]]);
  });
});
