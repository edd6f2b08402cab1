/**
 * Time entries, the timer and the activity list (issue 36) through the HTTP stack, on both databases: the payloads
 * and answers of docs/product/time-and-profit.md#api, bad input naming the field, whose time each role may touch, and
 * the timer's one-per-person rule and rounding.
 */
import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { officeDay } from '@/shared/dates';
import { FIELD_MESSAGES } from '@/shared/schemas/fields';
import { TIME_MESSAGES, type AdminTimeEntry } from '@/shared/schemas/time-entry';
import { TIME_ACTIVITY_DEFAULTS } from '@/shared/time/activities';
import { createUser } from '@/server/data/accounts/users';
import { CLIENT_HAS_TIME } from '@/server/data/clients';
import { PROJECT_HAS_TIME } from '@/server/data/projects';
import { auditLog, timeEntries } from '@/server/db/schema';
import { draftInput } from '@/server/test/invoice-fixtures';
import { startTestServer, type TestClient, type TestServer } from '@/server/test/test-server';
import { expectFieldError } from './api-test-helpers';

let server: TestServer;
let admin: TestClient;
let editor: TestClient;
let adminId: number;
let editorId: number;
let clientId: number;
let projectId: number;
let otherProjectId: number;
let designId: number;
let meetingId: number;

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.signedInClient('time-admin', 'correct-horse');
  adminId = (await admin.get('/api/user')).body.id;
  const ed = await createUser(server.db, { username: 'time-editor', password: 'correct-horse', email: 'te@example.cz', name: 'Eva Editorová', role: 'editor' });
  editorId = ed!.id;
  editor = server.client();
  expect((await editor.post('/api/login', { username: 'time-editor', password: 'correct-horse' })).status).toBe(200);
  clientId = (await admin.post('/api/admin/clients', { name: 'Pekárna Novák', email: 'jana@pekarna.cz' })).body.id;
  projectId = (await admin.post('/api/admin/projects', { clientId, name: 'Nový web', description: 'Web', status: 'active' })).body.id;
  otherProjectId = (await admin.post('/api/admin/projects', { clientId, name: 'Logo', description: 'Logo', status: 'active' })).body.id;
  const activities = (await admin.get('/api/admin/settings/time-activities')).body as { id: number; names: { en: string } }[];
  designId = activities.find((a) => a.names.en === 'Design')!.id;
  meetingId = activities.find((a) => a.names.en === 'Meeting')!.id;
});
afterAll(() => server.close());

const entry = (over: Record<string, unknown> = {}) => ({ projectId, activityId: designId, date: '2026-11-30', minutes: 90, note: 'Wireframes', ...over });

describe('the activity list', () => {
  it('a new database has the defaults, in both languages; admins add, rename and archive them', async () => {
    const list = (await admin.get('/api/admin/settings/time-activities')).body as { names: unknown; billable: boolean; archived: boolean }[];
    expect(list.map(({ names, billable }) => ({ names, billable }))).toEqual(TIME_ACTIVITY_DEFAULTS);
    const created = await admin.post('/api/admin/settings/time-activities', { names: { cs: ' Školení ', en: 'Training' }, billable: false });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ names: { cs: 'Školení', en: 'Training' }, billable: false, archived: false });
    const renamed = await admin.put(`/api/admin/settings/time-activities/${created.body.id}`, { names: { cs: 'Školení týmu', en: 'Team training' }, billable: false, archived: true });
    expect(renamed.body).toMatchObject({ names: { cs: 'Školení týmu', en: 'Team training' }, archived: true });
    // Archived: marked (it still names old entries), and refused for new time.
    const options = (await editor.get('/api/admin/time/options')).body;
    expect(options.activities.find((a: { id: number }) => a.id === created.body.id)).toMatchObject({ archived: true, names: { en: 'Team training' } });
    expectFieldError(await admin.post('/api/admin/time/entries', entry({ activityId: created.body.id })), 'activityId', TIME_MESSAGES.activityNotFound);
    const audit = await server.db.select().from(auditLog).where(and(eq(auditLog.entity, 'time_activity'), eq(auditLog.entityId, String(created.body.id))));
    expect(audit.map((a) => a.action).sort()).toEqual(['create', 'update']);
  });

  it('refuses a name missing in a language, and is for admins only', async () => {
    expectFieldError(await admin.post('/api/admin/settings/time-activities', { names: { cs: 'Jen česky', en: ' ' } }), 'names.en', TIME_MESSAGES.activityNameRequired);
    expect((await admin.post('/api/admin/settings/time-activities', { names: { cs: 'A' } })).body.field).toBe('names.en');
    expect((await admin.put('/api/admin/settings/time-activities/999999', { names: { cs: 'A', en: 'B' } })).status).toBe(404);
    expect((await editor.get('/api/admin/settings/time-activities')).status).toBe(403);
    expect((await editor.post('/api/admin/settings/time-activities', { names: { cs: 'A', en: 'B' } })).status).toBe(403);
    expect((await server.client().get('/api/admin/settings/time-activities')).status).toBe(401);
  });
});

describe('time entries', () => {
  it('an entry is stored with its names, answered as the API says, and audited', async () => {
    const res = await admin.post('/api/admin/time/entries', entry({ note: '  Wireframes  ' }));
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(Number),
      userId: adminId,
      userName: expect.any(String),
      projectId,
      projectName: 'Nový web',
      clientName: 'Pekárna Novák',
      activityId: designId,
      date: '2026-11-30',
      minutes: 90,
      note: 'Wireframes',
      billable: true,
      runningSince: null,
      invoiceId: null,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    } satisfies Record<keyof AdminTimeEntry, unknown>);
    expect((await admin.get(`/api/admin/time/entries/${res.body.id}`)).body).toEqual(res.body);
    const [audit] = await server.db.select().from(auditLog).where(and(eq(auditLog.entity, 'time_entry'), eq(auditLog.entityId, String(res.body.id))));
    expect(audit).toMatchObject({ action: 'create', actorId: adminId });
    expect(audit!.changes).toMatchObject({ minutes: { from: null, to: 90 }, projectId: { from: null, to: projectId } });
  });

  it('billable: the activity’s default when not given, the entry’s own on a change without it', async () => {
    const internal = ((await admin.get('/api/admin/time/options')).body.activities as { id: number; names: { en: string } }[]).find((a) => a.names.en === 'Internal work')!.id;
    const created = (await admin.post('/api/admin/time/entries', entry({ activityId: internal, billable: undefined }))).body;
    expect(created.billable).toBe(false);
    expect((await admin.post('/api/admin/time/entries', entry({ billable: undefined }))).body.billable).toBe(true);
    expect((await admin.post('/api/admin/time/entries', entry({ activityId: internal, billable: true }))).body.billable).toBe(true);
    const kept = await admin.put(`/api/admin/time/entries/${created.id}`, entry({ activityId: designId, billable: undefined }));
    expect(kept.body).toMatchObject({ activityId: designId, billable: false });
    const start = await editor.post('/api/admin/time/timer/start', { projectId, activityId: internal });
    expect(start.body.running.billable).toBe(false);
    await editor.delete(`/api/admin/time/entries/${start.body.running.id}`);
  });

  it('refuses bad input naming the field, and stores nothing', async () => {
    const before = (await server.db.select().from(timeEntries)).length;
    expectFieldError(await admin.post('/api/admin/time/entries', entry({ projectId: undefined })), 'projectId', TIME_MESSAGES.projectRequired);
    expectFieldError(await admin.post('/api/admin/time/entries', entry({ projectId: 999999 })), 'projectId', TIME_MESSAGES.projectNotFound);
    expectFieldError(await admin.post('/api/admin/time/entries', entry({ activityId: '' })), 'activityId', TIME_MESSAGES.activityRequired);
    expectFieldError(await admin.post('/api/admin/time/entries', entry({ activityId: 999999 })), 'activityId', TIME_MESSAGES.activityNotFound);
    for (const date of ['2026-02-30', '30.11.2026', '', 20261130]) {
      expectFieldError(await admin.post('/api/admin/time/entries', entry({ date })), 'date', TIME_MESSAGES.dateInvalid);
    }
    for (const minutes of [0, -5, 1441, 1.5, '90', null]) {
      expectFieldError(await admin.post('/api/admin/time/entries', entry({ minutes })), 'minutes', TIME_MESSAGES.minutesInvalid);
    }
    expectFieldError(await admin.post('/api/admin/time/entries', entry({ note: 'x'.repeat(2001) })), 'note', FIELD_MESSAGES.textTooLong);
    expectFieldError(await admin.post('/api/admin/time/entries', entry({ billable: 'yes' })), 'billable', FIELD_MESSAGES.booleanInvalid);
    expectFieldError(await admin.post('/api/admin/time/entries', entry({ userId: 999999 })), 'userId', TIME_MESSAGES.userNotFound);
    expect((await admin.post('/api/admin/time/entries', 'not json')).status).toBe(400);
    expect((await server.db.select().from(timeEntries)).length).toBe(before);
  });

  it('a week: one person’s entries of the range, oldest first; the range is checked', async () => {
    const week = ['2026-12-07', '2026-12-09', '2026-12-13'];
    for (const date of [...week].reverse()) await admin.post('/api/admin/time/entries', entry({ date, minutes: 60 }));
    await admin.post('/api/admin/time/entries', entry({ date: '2026-12-14' }));
    const res = await admin.get('/api/admin/time/entries?from=2026-12-07&to=2026-12-13');
    expect(res.status).toBe(200);
    expect(res.body.entries.map((e: AdminTimeEntry) => e.date)).toEqual(week);
    expectFieldError(await admin.get('/api/admin/time/entries?from=2026-12-13&to=2026-12-07'), 'to', TIME_MESSAGES.rangeInvalid);
    expectFieldError(await admin.get('/api/admin/time/entries?from=2026-01-01&to=2026-03-04'), 'to', TIME_MESSAGES.rangeTooLong);
    expectFieldError(await admin.get('/api/admin/time/entries?to=2026-12-13'), 'from', TIME_MESSAGES.dateInvalid);
    expect((await admin.get('/api/admin/time/entries?from=2026-12-07&to=2026-12-13&userId=abc')).body.field).toBe('userId');
  });

  it('editors keep their own time; admins see and change everyone’s', async () => {
    const own = await editor.post('/api/admin/time/entries', entry({ date: '2026-12-21', minutes: 30, billable: false }));
    expect(own.status).toBe(201);
    expect(own.body).toMatchObject({ userId: editorId, userName: 'Eva Editorová', billable: false });
    const adminsEntry = (await admin.post('/api/admin/time/entries', entry({ date: '2026-12-21' }))).body;

    // The editor's week holds only their own entry; another person's week, entry or change is refused.
    const range = 'from=2026-12-21&to=2026-12-27';
    expect((await editor.get(`/api/admin/time/entries?${range}`)).body.entries.map((e: AdminTimeEntry) => e.id)).toEqual([own.body.id]);
    for (const res of [
      await editor.get(`/api/admin/time/entries?${range}&userId=${adminId}`),
      await editor.get(`/api/admin/time/entries?${range}&userId=all`),
      await editor.get(`/api/admin/time/entries/${adminsEntry.id}`),
      await editor.put(`/api/admin/time/entries/${adminsEntry.id}`, entry({ minutes: 1 })),
      await editor.delete(`/api/admin/time/entries/${adminsEntry.id}`),
      await editor.post('/api/admin/time/entries', entry({ userId: adminId })),
    ]) {
      expect(res.status, res.text).toBe(403);
      expect(res.body.message).toBe(TIME_MESSAGES.othersTime);
    }
    expect((await admin.get(`/api/admin/time/entries/${adminsEntry.id}`)).body.minutes).toBe(90);

    // The admin reads the editor's week and everyone's, corrects the editor's entry and logs time for them.
    expect((await admin.get(`/api/admin/time/entries?${range}&userId=${editorId}`)).body.entries.map((e: AdminTimeEntry) => e.id)).toEqual([own.body.id]);
    expect((await admin.get(`/api/admin/time/entries?${range}&userId=all`)).body.entries).toHaveLength(2);
    const corrected = await admin.put(`/api/admin/time/entries/${own.body.id}`, entry({ date: '2026-12-22', minutes: 45, billable: false }));
    expect(corrected.body).toMatchObject({ userId: editorId, date: '2026-12-22', minutes: 45 });
    expect((await admin.post('/api/admin/time/entries', entry({ userId: editorId, date: '2026-12-23' }))).body.userId).toBe(editorId);
    // Anonymous: sign in first.
    expect((await server.client().get(`/api/admin/time/entries?${range}`)).status).toBe(401);
    expect((await server.client().post('/api/admin/time/timer/start', { projectId, activityId: designId })).status).toBe(401);
  });

  it('changes and deletes an entry; unknown ids are 404, bad ids 400', async () => {
    const created = (await admin.post('/api/admin/time/entries', entry({ date: '2026-12-28' }))).body;
    const changed = await admin.put(`/api/admin/time/entries/${created.id}`, entry({ date: '2026-12-28', activityId: meetingId, minutes: 15, note: '' }));
    expect(changed.body).toMatchObject({ activityId: meetingId, minutes: 15, note: '' });
    expect((await admin.put('/api/admin/time/entries/999999', entry())).status).toBe(404);
    expect((await admin.put('/api/admin/time/entries/abc', entry())).body.field).toBe('id');
    expectFieldError(await admin.put(`/api/admin/time/entries/${created.id}`, entry({ minutes: 0 })), 'minutes', TIME_MESSAGES.minutesInvalid);
    expect((await admin.delete(`/api/admin/time/entries/${created.id}`)).status).toBe(204);
    expect((await admin.delete(`/api/admin/time/entries/${created.id}`)).status).toBe(404);
    expect((await admin.get(`/api/admin/time/entries/${created.id}`)).status).toBe(404);
  });

  it('an entry billed on an invoice is locked: no change, no deletion', async () => {
    const created = (await admin.post('/api/admin/time/entries', entry({ date: '2026-12-29' }))).body;
    const invoice = await admin.post('/api/admin/invoices', draftInput(clientId));
    expect(invoice.status).toBe(201);
    await server.db.update(timeEntries).set({ invoiceId: invoice.body.id }).where(eq(timeEntries.id, created.id));
    for (const res of [await admin.put(`/api/admin/time/entries/${created.id}`, entry({ minutes: 1 })), await admin.delete(`/api/admin/time/entries/${created.id}`)]) {
      expect(res.status).toBe(409);
      expect(res.body.message).toBe(TIME_MESSAGES.locked);
    }
    expect((await admin.get(`/api/admin/time/entries/${created.id}`)).body).toMatchObject({ minutes: 90, invoiceId: invoice.body.id });
  });

  it('a project or client with logged time is not deleted, so no hour is lost with it', async () => {
    const client = (await admin.post('/api/admin/clients', { name: 'Kavárna Modrá', email: 'info@modra.cz' })).body.id;
    const project = (await admin.post('/api/admin/projects', { clientId: client, name: 'Menu', description: 'x' })).body.id;
    const logged = (await admin.post('/api/admin/time/entries', entry({ projectId: project }))).body;
    const res = await admin.delete(`/api/admin/projects/${project}`);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(PROJECT_HAS_TIME);
    const clientRes = await admin.delete(`/api/admin/clients/${client}`);
    expect(clientRes.status).toBe(409);
    expect(clientRes.body.message).toBe(CLIENT_HAS_TIME);
    expect((await admin.get(`/api/admin/time/entries/${logged.id}`)).status).toBe(200);
    // Without time, they go as before.
    expect((await admin.delete(`/api/admin/time/entries/${logged.id}`)).status).toBe(204);
    expect((await admin.delete(`/api/admin/clients/${client}`)).status).toBe(204);
  });
});

describe('the timer', () => {
  const running = async () => server.db.select().from(timeEntries).where(and(eq(timeEntries.userId, editorId), isNotNull(timeEntries.runningSince)));

  it('starts on today’s office day, moves to another project in one tap, stops with the time rounded to minutes', async () => {
    const start = await editor.post('/api/admin/time/timer/start', { projectId, activityId: designId, note: 'Homepage' });
    expect(start.status).toBe(200);
    expect(start.body.stopped).toBeNull();
    expect(start.body.running).toMatchObject({ userId: editorId, projectId, date: officeDay(), minutes: 0, note: 'Homepage', billable: true });
    expect(Date.parse(start.body.running.runningSince)).toBeLessThanOrEqual(Date.parse(start.body.now));
    expect((await editor.get('/api/admin/time/timer')).body.running.id).toBe(start.body.running.id);

    // 1 h 29 min 31 s have passed (moved back in the database: a test cannot wait that long) → 90 minutes.
    await server.db
      .update(timeEntries)
      .set({ runningSince: new Date(Date.now() - (89 * 60 + 31) * 1000) })
      .where(eq(timeEntries.id, start.body.running.id));
    const moved = await editor.post('/api/admin/time/timer/start', { projectId: otherProjectId, activityId: meetingId });
    expect(moved.body.stopped).toMatchObject({ id: start.body.running.id, minutes: 90, runningSince: null });
    expect(moved.body.running).toMatchObject({ projectId: otherProjectId, activityId: meetingId, minutes: 0 });
    expect(await running()).toHaveLength(1);

    // A running entry is changed by stopping it first.
    const change = await editor.put(`/api/admin/time/entries/${moved.body.running.id}`, entry());
    expect(change.status).toBe(409);
    expect(change.body.message).toBe(TIME_MESSAGES.running);

    const stop = await editor.post('/api/admin/time/timer/stop');
    expect(stop.body).toMatchObject({ running: null, stopped: { id: moved.body.running.id, minutes: 1 } });
    // Stopped already (another tab): 409, nothing changes.
    const again = await editor.post('/api/admin/time/timer/stop');
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(TIME_MESSAGES.noTimer);
    expect((await editor.get('/api/admin/time/timer')).body.running).toBeNull();
  });

  it('two tabs starting at once leave one timer running', async () => {
    const starts = await Promise.all([
      editor.post('/api/admin/time/timer/start', { projectId, activityId: designId }),
      editor.post('/api/admin/time/timer/start', { projectId: otherProjectId, activityId: designId }),
      editor.post('/api/admin/time/timer/start', { projectId, activityId: meetingId }),
    ]);
    expect(starts.map((s) => s.status)).toEqual([200, 200, 200]);
    expect(await running()).toHaveLength(1);
    expect((await editor.post('/api/admin/time/timer/stop')).status).toBe(200);
    expect(await running()).toHaveLength(0);
  });

  it('a running timer can be discarded; bad input names the field', async () => {
    const start = await editor.post('/api/admin/time/timer/start', { projectId, activityId: designId });
    expect((await editor.delete(`/api/admin/time/entries/${start.body.running.id}`)).status).toBe(204);
    expect((await editor.get('/api/admin/time/timer')).body.running).toBeNull();
    expectFieldError(await editor.post('/api/admin/time/timer/start', { activityId: designId }), 'projectId', TIME_MESSAGES.projectRequired);
    expectFieldError(await editor.post('/api/admin/time/timer/start', { projectId: 999999, activityId: designId }), 'projectId', TIME_MESSAGES.projectNotFound);
    expectFieldError(await editor.post('/api/admin/time/timer/start', { projectId, activityId: 'x' }), 'activityId', TIME_MESSAGES.activityRequired);
    expect(await running()).toHaveLength(0);
  });
});

describe('what the pickers offer', () => {
  it('the caller’s recent projects, the activities, and whose week; other projects are searched', async () => {
    const options = (await editor.get('/api/admin/time/options')).body;
    expect(options.recentProjects.map((p: { id: number }) => p.id).sort()).toEqual([projectId, otherProjectId].sort());
    expect(options.recentProjects[0]).toEqual({ id: expect.any(Number), name: expect.any(String), clientName: 'Pekárna Novák' });
    expect(options.people).toEqual([{ id: editorId, name: 'Eva Editorová' }]);
    expect((await admin.get('/api/admin/time/options')).body.people.map((p: { id: number }) => p.id)).toEqual(expect.arrayContaining([adminId, editorId]));

    const completed = (await admin.post('/api/admin/projects', { clientId, name: 'Starý web', description: 'x', status: 'completed' })).body.id;
    const found = (await editor.get('/api/admin/time/projects?q=web')).body as { id: number; name: string }[];
    expect(found.map((p) => p.id)).toContain(projectId);
    expect(found.map((p) => p.id)).not.toContain(completed);
    expect((await editor.get('/api/admin/time/projects?limit=1')).body).toHaveLength(1);
    expect((await editor.get('/api/admin/time/projects?limit=51')).body.field).toBe('limit');
    expect((await editor.get('/api/admin/time/projects?limit=0')).body.field).toBe('limit');
  });
});
