/**
 * Rates and budgets (issue 36, docs/product/time-and-profit.md#rates-and-budgets) through the HTTP stack, on both
 * databases: the service types' hourly rates, each person's cost per hour (admins only: an editor never reads one),
 * a project's rate and budget with its burn, and the budget e-mails at 80 % and 100 % — once each, per budget, in each
 * recipient's language.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { officeDay } from '@/shared/dates';
import { FIELD_MESSAGES } from '@/shared/schemas/fields';
import { TIME_MESSAGES } from '@/shared/schemas/time-entry';
import { DEFAULT_HOURLY_RATES } from '@/shared/time/rates';
import type { AdminProject } from '@/shared/api-types';
import { createUser } from '@/server/data/accounts/users';
import { auditLog, mailOutbox, timeEntries, users } from '@/server/db/schema';
import { startTestServer, type TestClient, type TestServer } from '@/server/test/test-server';
import { expectFieldError } from './api-test-helpers';

let server: TestServer;
let admin: TestClient;
let editor: TestClient;
let adminId: number;
let editorId: number;
let clientId: number;
let designId: number;
let internalId: number;

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.signedInClient('rates-admin', 'correct-horse');
  adminId = (await admin.get('/api/user')).body.id;
  const ed = await createUser(server.db, { username: 'rates-editor', password: 'correct-horse', email: 'eva@agentura.cz', name: 'Eva Editorová', role: 'editor' });
  editorId = ed!.id;
  // The editor reads the back office in English; the admin never picked a language (Czech, the default).
  await server.db.update(users).set({ language: 'en' }).where(eq(users.id, editorId));
  editor = server.client();
  expect((await editor.post('/api/login', { username: 'rates-editor', password: 'correct-horse' })).status).toBe(200);
  clientId = (await admin.post('/api/admin/clients', { name: 'Pekárna Novák', email: 'jana@pekarna.cz' })).body.id;
  const activities = (await admin.get('/api/admin/settings/time-activities')).body as { id: number; names: { en: string } }[];
  designId = activities.find((a) => a.names.en === 'Design')!.id;
  internalId = activities.find((a) => a.names.en === 'Internal work')!.id;
});
afterAll(() => server.close());

const newProject = async (over: Record<string, unknown> = {}): Promise<AdminProject> => {
  const res = await admin.post('/api/admin/projects', { clientId, name: 'Nový web', description: 'Web', status: 'active', ...over });
  expect(res.status, res.text).toBe(201);
  return res.body as AdminProject;
};

const logTime = async (who: TestClient, projectId: number, minutes: number, activityId = designId) => {
  const res = await who.post('/api/admin/time/entries', { projectId, activityId, date: '2026-11-30', minutes });
  expect(res.status, res.text).toBe(201);
  return res.body as { id: number };
};

/** The budget mails queued about a project (their subject names it), oldest first. */
const budgetMails = async (projectName: string) =>
  (await server.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'budget_alert')).orderBy(mailOutbox.id)).filter((m) => m.subject.includes(projectName));

describe('the hourly rates of the service types', () => {
  it('a new database has the defaults; admins change them, audited; bad input names the field', async () => {
    const start = await admin.get('/api/admin/settings/hourly-rates');
    expect(start.status).toBe(200);
    expect(Object.fromEntries(start.body.map((r: { serviceType: string; hourlyRateCzk: number }) => [r.serviceType, r.hourlyRateCzk]))).toEqual(DEFAULT_HOURLY_RATES);

    const changed = await admin.put('/api/admin/settings/hourly-rates', { ...DEFAULT_HOURLY_RATES, design: 1_650_00 });
    expect(changed.status, changed.text).toBe(200);
    expect(changed.body.find((r: { serviceType: string }) => r.serviceType === 'design').hourlyRateCzk).toBe(1_650_00);
    const audit = await server.db.select().from(auditLog).where(and(eq(auditLog.entity, 'setting'), eq(auditLog.entityId, 'hourly-rates')));
    expect(audit.map((a) => a.changes)).toEqual([{ design: { from: 1_400_00, to: 1_650_00 } }]);

    expectFieldError(await admin.put('/api/admin/settings/hourly-rates', { ...DEFAULT_HOURLY_RATES, marketing: 12.5 }), 'marketing', TIME_MESSAGES.rateInvalid);
    expectFieldError(await admin.put('/api/admin/settings/hourly-rates', { ...DEFAULT_HOURLY_RATES, 'logo-design': -1 }), 'logo-design', TIME_MESSAGES.rateInvalid);
    expectFieldError(await admin.put('/api/admin/settings/hourly-rates', { ...DEFAULT_HOURLY_RATES, 'web-development': undefined }), 'web-development', TIME_MESSAGES.rateInvalid);
    expect((await editor.get('/api/admin/settings/hourly-rates')).status).toBe(403);
    expect((await editor.put('/api/admin/settings/hourly-rates', DEFAULT_HOURLY_RATES)).status).toBe(403);
    await admin.put('/api/admin/settings/hourly-rates', DEFAULT_HOURLY_RATES);
  });
});

describe("a person's cost per hour", () => {
  it('is set from a day on (the same day replaces it), read as of today, deleted; audited', async () => {
    const today = officeDay(new Date());
    const first = await admin.post(`/api/admin/team/${editorId}/cost-rates`, { validFrom: '2026-01-01', hourlyCostCzk: 450_00 });
    expect(first.status, first.text).toBe(201);
    expect(first.body).toMatchObject({ userId: editorId, validFrom: '2026-01-01', hourlyCostCzk: 450_00 });
    const replaced = await admin.post(`/api/admin/team/${editorId}/cost-rates`, { validFrom: '2026-01-01', hourlyCostCzk: 480_00 });
    expect(replaced.status).toBe(201);
    expect(replaced.body.id).toBe(first.body.id);
    // A rate from a later day than today is stored and not yet the current one.
    const future = await admin.post(`/api/admin/team/${editorId}/cost-rates`, { validFrom: '2099-01-01', hourlyCostCzk: 900_00 });
    expect(future.status).toBe(201);
    await admin.post(`/api/admin/team/${adminId}/cost-rates`, { validFrom: today, hourlyCostCzk: 600_00 });

    const list = await admin.get(`/api/admin/team/${editorId}/cost-rates`);
    expect(list.body.map((r: { validFrom: string; hourlyCostCzk: number }) => [r.validFrom, r.hourlyCostCzk])).toEqual([
      ['2099-01-01', 900_00],
      ['2026-01-01', 480_00],
    ]);
    const current = await admin.get('/api/admin/team/cost-rates');
    expect(current.status).toBe(200);
    expect(current.body.map((r: { userId: number; hourlyCostCzk: number }) => [r.userId, r.hourlyCostCzk]).sort()).toEqual(
      [
        [adminId, 600_00],
        [editorId, 480_00],
      ].sort(),
    );

    expect((await admin.delete(`/api/admin/team/${editorId}/cost-rates/${future.body.id}`)).status).toBe(204);
    expect((await admin.delete(`/api/admin/team/${editorId}/cost-rates/${future.body.id}`)).status).toBe(404);
    // Another person's rate is not reachable through this person.
    expect((await admin.delete(`/api/admin/team/${adminId}/cost-rates/${first.body.id}`)).status).toBe(404);

    const audit = await server.db.select().from(auditLog).where(eq(auditLog.entity, 'cost_rate')).orderBy(auditLog.id);
    expect(audit.map((a) => a.action)).toEqual(['create', 'update', 'create', 'create', 'delete']);
    expect(audit[1]!.changes).toEqual({ hourlyCostCzk: { from: 450_00, to: 480_00 } });
  });

  it('bad input is a 400 naming the field; an unknown person is a 404', async () => {
    expectFieldError(await admin.post(`/api/admin/team/${editorId}/cost-rates`, { validFrom: '2026-02-30', hourlyCostCzk: 1 }), 'validFrom', TIME_MESSAGES.dateInvalid);
    expectFieldError(await admin.post(`/api/admin/team/${editorId}/cost-rates`, { validFrom: '2026-02-01', hourlyCostCzk: '450' }), 'hourlyCostCzk', TIME_MESSAGES.rateInvalid);
    expectFieldError(await admin.post(`/api/admin/team/${editorId}/cost-rates`, { validFrom: '2026-02-01', hourlyCostCzk: 100_000_01 }), 'hourlyCostCzk', TIME_MESSAGES.rateInvalid);
    expectFieldError(await admin.get('/api/admin/team/x/cost-rates'), 'id', FIELD_MESSAGES.idInvalid);
    expectFieldError(await admin.delete(`/api/admin/team/${editorId}/cost-rates/0`), 'rateId', FIELD_MESSAGES.idInvalid);
    expect((await admin.get('/api/admin/team/999999/cost-rates')).status).toBe(404);
    expect((await admin.post('/api/admin/team/999999/cost-rates', { validFrom: '2026-02-01', hourlyCostCzk: 1 })).status).toBe(404);
  });

  it('an editor reads no cost: every cost call is refused, and their own answers carry none', async () => {
    expect((await editor.get('/api/admin/team/cost-rates')).status).toBe(403);
    expect((await editor.get(`/api/admin/team/${editorId}/cost-rates`)).status).toBe(403);
    expect((await editor.post(`/api/admin/team/${editorId}/cost-rates`, { validFrom: '2026-02-01', hourlyCostCzk: 1 })).status).toBe(403);
    expect((await server.client().get('/api/admin/team/cost-rates')).status).toBe(401);
    const project = await newProject({ name: 'Bez nákladů' });
    await logTime(editor, project.id, 30);
    for (const path of ['/api/user', '/api/admin/time/options', '/api/admin/time/timer', '/api/admin/time/entries?from=2026-11-30&to=2026-11-30']) {
      const res = await editor.get(path);
      expect(res.status, path).toBe(200);
      expect(res.text, path).not.toMatch(/cost/i);
      expect(res.text, path).not.toContain('48000');
    }
  });
});

describe("a project's rate and budget", () => {
  it('takes its service type’s rate unless it names one; the answer carries the logged and billable minutes', async () => {
    const plain = await newProject({ name: 'Sazba typu', serviceType: 'design' });
    expect(plain).toMatchObject({ hourlyRateCzk: null, hourlyRateShown: DEFAULT_HOURLY_RATES.design, budgetKind: 'none', budgetMinutes: null, budgetCzk: null, loggedMinutes: 0, billableMinutes: 0 });
    const own = await newProject({ name: 'Vlastní sazba', hourlyRateCzk: 1_800_00 });
    expect(own.hourlyRateShown).toBe(1_800_00);
    await logTime(admin, own.id, 90);
    await logTime(admin, own.id, 30, internalId);
    expect((await admin.get(`/api/admin/projects/${own.id}`)).body).toMatchObject({ loggedMinutes: 120, billableMinutes: 90 });
    // The list shows the same figures.
    const listed = (await admin.get('/api/admin/projects?q=Vlastní')).body as AdminProject[];
    expect(listed.find((p) => p.id === own.id)).toMatchObject({ loggedMinutes: 120, billableMinutes: 90, hourlyRateShown: 1_800_00 });
  });

  it('a budget needs its amount, the field named; only the kind’s amount is kept', async () => {
    const base = { clientId, name: 'Rozpočet', description: 'Web' };
    expectFieldError(await admin.post('/api/admin/projects', { ...base, budgetKind: 'hours' }), 'budgetMinutes', TIME_MESSAGES.budgetHoursRequired);
    expectFieldError(await admin.post('/api/admin/projects', { ...base, budgetKind: 'money', budgetMinutes: 600 }), 'budgetCzk', TIME_MESSAGES.budgetMoneyRequired);
    expectFieldError(await admin.post('/api/admin/projects', { ...base, budgetKind: 'days' }), 'budgetKind', TIME_MESSAGES.budgetKindInvalid);
    expectFieldError(await admin.post('/api/admin/projects', { ...base, budgetKind: 'hours', budgetMinutes: 0 }), 'budgetMinutes', TIME_MESSAGES.budgetHoursRequired);
    expectFieldError(await admin.post('/api/admin/projects', { ...base, budgetKind: 'money', budgetCzk: 12.5 }), 'budgetCzk', TIME_MESSAGES.budgetMoneyRequired);
    expectFieldError(await admin.post('/api/admin/projects', { ...base, hourlyRateCzk: -100 }), 'hourlyRateCzk', TIME_MESSAGES.rateInvalid);
    const hours = await newProject({ ...base, budgetKind: 'hours', budgetMinutes: 2400, budgetCzk: 5_000_00 });
    expect(hours).toMatchObject({ budgetKind: 'hours', budgetMinutes: 2400, budgetCzk: null });
    const none = await admin.put(`/api/admin/projects/${hours.id}`, { ...base, budgetKind: 'none', budgetMinutes: 2400 });
    expect(none.body).toMatchObject({ budgetKind: 'none', budgetMinutes: null, budgetCzk: null });
  });
});

describe('the budget e-mails', () => {
  it('an hours budget: one mail per person at 80 % and at 100 %, once each, in each person’s language; a new budget re-arms them', async () => {
    const project = await newProject({ name: 'Hodinový rozpočet', budgetKind: 'hours', budgetMinutes: 600 });
    // 7 h of 10 (70 %): nothing yet. Time an editor logs counts as much as an admin's.
    await logTime(editor, project.id, 420);
    expect(await budgetMails('Hodinový rozpočet')).toHaveLength(0);
    // 8 h (80 %): the admin (Czech) and the editor who logged time here (English).
    await logTime(admin, project.id, 60);
    let mails = await budgetMails('Hodinový rozpočet');
    expect(mails.map((m) => [m.recipients, m.subject]).sort()).toEqual(
      [
        ['eva@agentura.cz', 'Hodinový rozpočet has used 80 % of its budget'],
        ['rates-admin@example.cz', 'Projekt Hodinový rozpočet vyčerpal 80 % rozpočtu'],
      ].sort(),
    );
    expect(mails.find((m) => m.recipients === 'eva@agentura.cz')!.text).toContain('Used: 8:00 h / 10:00 h (80 %)');
    expect(mails.find((m) => m.recipients === 'rates-admin@example.cz')!.text).toContain(`/admin/projects?open=${project.id}`);
    // 8:30 (85 %): told already.
    await logTime(editor, project.id, 30);
    expect(await budgetMails('Hodinový rozpočet')).toHaveLength(2);
    // An entry changed up to 10:30 (105 %): the 100 % mails.
    const last = await logTime(editor, project.id, 30);
    const changed = await editor.put(`/api/admin/time/entries/${last.id}`, { projectId: project.id, activityId: designId, date: '2026-11-30', minutes: 90 });
    expect(changed.status, changed.text).toBe(200);
    mails = await budgetMails('Hodinový rozpočet');
    expect(mails).toHaveLength(4);
    expect(mails.slice(2).map((m) => m.subject).sort()).toEqual(['Rozpočet projektu Hodinový rozpočet je vyčerpán', 'The budget of Hodinový rozpočet is used up'].sort());
    await logTime(admin, project.id, 60);
    expect(await budgetMails('Hodinový rozpočet')).toHaveLength(4);

    // Raised to 20 h (11:00 = 55 %): nothing; at 16 h (80 % of the new budget) the 80 % mails go again.
    const raised = await admin.put(`/api/admin/projects/${project.id}`, { clientId, name: 'Hodinový rozpočet', description: 'Web', budgetKind: 'hours', budgetMinutes: 1200 });
    expect(raised.status).toBe(200);
    expect(await budgetMails('Hodinový rozpočet')).toHaveLength(4);
    await logTime(admin, project.id, 300);
    mails = await budgetMails('Hodinový rozpočet');
    expect(mails).toHaveLength(6);
    expect(mails.at(-1)!.text).toMatch(/16:00 h \/ 20:00 h \(80 %\)/);
  });

  it('a budget lowered below what is logged tells at once, from the project screen’s write', async () => {
    const project = await newProject({ name: 'Snížený rozpočet', budgetKind: 'hours', budgetMinutes: 6000 });
    await logTime(admin, project.id, 300);
    expect(await budgetMails('Snížený rozpočet')).toHaveLength(0);
    await admin.put(`/api/admin/projects/${project.id}`, { clientId, name: 'Snížený rozpočet', description: 'Web', budgetKind: 'hours', budgetMinutes: 300 });
    // Only the admin logged time here: one mail, for 100 % (the 80 % passed at the same write is not told apart).
    const mails = await budgetMails('Snížený rozpočet');
    expect(mails.map((m) => m.subject)).toEqual(['Rozpočet projektu Snížený rozpočet je vyčerpán']);
  });

  it('a money budget counts billable time at the project’s rate; amounts go to admins only; a timer’s stop counts', async () => {
    // 1 000 Kč an hour, budget 2 000 Kč. 96 billable minutes = 96 × 100 000 / 60 = 160 000 haléřů = 1 600 Kč = 80 %.
    const project = await newProject({ name: 'Peněžní rozpočet', hourlyRateCzk: 1_000_00, budgetKind: 'money', budgetCzk: 2_000_00 });
    await logTime(editor, project.id, 600, internalId); // not billable: no money used
    await logTime(editor, project.id, 95);
    expect(await budgetMails('Peněžní rozpočet')).toHaveLength(0);
    await logTime(editor, project.id, 1);
    const mails = await budgetMails('Peněžní rozpočet');
    expect(mails).toHaveLength(2);
    const toAdmin = mails.find((m) => m.recipients === 'rates-admin@example.cz')!;
    const toEditor = mails.find((m) => m.recipients === 'eva@agentura.cz')!;
    expect(toAdmin.text).toContain('Vyčerpáno: 1\u00a0600,00\u00a0Kč / 2\u00a0000,00\u00a0Kč (80 %)');
    expect(toEditor.text).toContain('Used: 80 %');
    expect(toEditor.text).not.toMatch(/Kč|CZK|1,600|2,000/);

    // The editor's timer, stopped after 24 minutes: 120 billable minutes = 2 000 Kč = 100 %.
    const started = await editor.post('/api/admin/time/timer/start', { projectId: project.id, activityId: designId });
    expect(started.status).toBe(200);
    await server.db.update(timeEntries).set({ runningSince: new Date(Date.now() - 24 * 60_000) }).where(eq(timeEntries.id, started.body.running.id));
    expect((await editor.post('/api/admin/time/timer/stop', {})).status).toBe(200);
    expect((await budgetMails('Peněžní rozpočet')).map((m) => m.subject)).toContain('The budget of Peněžní rozpočet is used up');
  });

  it('two writes crossing 80 % at once queue its mails once', async () => {
    const project = await newProject({ name: 'Souběh', budgetKind: 'hours', budgetMinutes: 100 });
    await logTime(admin, project.id, 70);
    await Promise.all([logTime(admin, project.id, 10), logTime(admin, project.id, 15)]);
    const mails = await budgetMails('Souběh');
    expect(mails.map((m) => m.subject)).toEqual(['Projekt Souběh vyčerpal 80 % rozpočtu']);
  });
});
