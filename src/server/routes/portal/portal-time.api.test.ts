/**
 * The client's hours in the portal (issue 36, docs/product/time-and-profit.md#client-portal-hours), on both databases:
 * a retainer's month so far worked by hand (10 h included + 2:30 h carried in − 11:45 h used = 0:45 h left; and one
 * over), the time logged per month, activity and day only while staff show it (404 otherwise), paged; another
 * client's time never shown; never a note, a cost, a person's name or e-mail; and the staff switch (PATCH
 * /api/admin/clients/:id/portal): audited, 400 naming the field, 409 without access, admins only.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Language } from '@/shared/constants';
import { formatDay, officeDay } from '@/shared/dates';
import { PORTAL_TIME_MONTHS, portalPath } from '@/shared/portal';
import { monthBefore } from '@/shared/time/retainers';
import { createUser } from '@/server/data/accounts/users';
import { auditLog, retainerMonths } from '@/server/db/schema';
import { PORTAL_TIME_TEXTS } from '@/server/web/portal/portal-time-texts';
import { invoiceClient } from '@/server/test/invoice-fixtures';
import { portalClientFor } from '@/server/test/portal-session';
import { startTestServer, type TestClient, type TestResponse, type TestServer } from '@/server/test/test-server';

let server: TestServer;
let admin: TestClient;
let editor: TestClient;
let a: TestClient;
let b: TestClient;
let editorId: number;
const activity: Record<'design' | 'development' | 'meeting' | 'internal', number> = { design: 0, development: 0, meeting: 0, internal: 0 };

/** The office's month now and the four before it (the test logs time in each of them but the last). */
const month = officeDay().slice(0, 7);
const months = [month, monthBefore(month), monthBefore(monthBefore(month)), monthBefore(monthBefore(monthBefore(month)))] as const;
const [current, previous, third, fourth] = months;

const NOTE = 'Interní poznámka: klient platí pozdě, tajné';
const RUNNING_NOTE = 'Běžící časovač s tajnou poznámkou';
const B_NOTE = 'Poznámka klienta B';
/** A cost per hour of 4 321,09 Kč, in every way a page could write it. */
const COST_HALERE = 432_109;
const COST_TEXTS = ['432109', '4321,09', '4 321,09', '4\u00a0321,09', '4,321.09', '4321.09', '321,09', '321.09'];
const STAFF = { username: 'hours-editor', email: 'zdenka.tajna@agentura.example', name: 'Zdeňka Tajná' };
const ADMIN_USERNAME = 'hours-admin';

let A: { clientId: number; retainer: number; over: number; plain: number };
let B: { clientId: number; project: number };

async function project(clientId: number, name: string, over: Record<string, unknown> = {}): Promise<number> {
  const res = await admin.post('/api/admin/projects', { clientId, name, description: 'Správa webu', status: 'active', ...over });
  expect(res.status, res.text).toBe(201);
  return res.body.id as number;
}

async function log(projectId: number, date: string, minutes: number, activityId = activity.design, note = ''): Promise<void> {
  const res = await admin.post('/api/admin/time/entries', { projectId, activityId, date, minutes, note, userId: editorId });
  expect(res.status, res.text).toBe(201);
}

/** A page's text without its tags, each tag a space, spaces collapsed: "V paušálu 10:00 h Zbývá 0:45 h". */
const textOf = (res: TestResponse) =>
  res.text
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');

/** Nothing a client must never read: notes, costs, the people who logged time (names, e-mails, usernames). */
function expectNothingInternal(res: TestResponse): void {
  for (const secret of [NOTE, RUNNING_NOTE, STAFF.email, STAFF.name, STAFF.username, `${ADMIN_USERNAME}@example.cz`, `Admin ${ADMIN_USERNAME}`, ...COST_TEXTS]) {
    expect(res.text, `${secret} in ${res.text.slice(0, 120)}`).not.toContain(secret);
  }
}

const timePath = (language: Language, projectId: number, page?: string) => portalPath(language, `/projects/${projectId}/time${page === undefined ? '' : `?page=${page}`}`);
const setShowsTime = (clientId: number, showsTime: unknown) => admin.request('PATCH', `/api/admin/clients/${clientId}/portal`, { showsTime });

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.signedInClient(ADMIN_USERNAME);
  const activities = (await admin.get('/api/admin/settings/time-activities')).body as { id: number; names: { en: string } }[];
  const idOf = (en: string) => activities.find((x) => x.names.en === en)!.id;
  Object.assign(activity, { design: idOf('Design'), development: idOf('Development'), meeting: idOf('Meeting'), internal: idOf('Internal work') });

  editorId = (await createUser(server.db, { ...STAFF, password: 'correct-horse', role: 'editor' }))!.id;
  editor = server.client();
  expect((await editor.post('/api/login', { username: STAFF.username, password: 'correct-horse' })).status).toBe(200);
  // The person's cost: admins only, never in anything a client reads.
  const cost = await admin.post(`/api/admin/team/${editorId}/cost-rates`, { validFrom: '2020-01-01', hourlyCostCzk: COST_HALERE });
  expect(cost.status, cost.text).toBe(201);

  // Client A: a retainer of 10 h rolled over up to 5 h since last month, one of 10 h that expire, a project without.
  const clientA = await invoiceClient(admin, { name: 'Alena Hodinová', email: 'alena@hodiny.cz' });
  const retainer = await project(clientA, 'Správa A', { retainerFeeCzk: 20_000_00, retainerMinutes: 600, retainerRollover: 'roll_over', retainerRolloverCapMinutes: 300, retainerSince: previous });
  const over = await project(clientA, 'Údržba A', { retainerFeeCzk: 10_000_00, retainerMinutes: 600, retainerSince: current });
  const plain = await project(clientA, 'Web A');
  A = { clientId: clientA, retainer, over, plain };
  // Last month closed with 2:30 h rolled over (the monthly run's row).
  await server.db.insert(retainerMonths).values({ projectId: retainer, month: previous, includedMinutes: 600, carriedInMinutes: 0, usedMinutes: 450, overageMinutes: 0, carriedOutMinutes: 150 });

  // This month: 5:00 + 6:45 = 11:45 h billable on the retainer, and 1:00 h of internal work (not billable).
  await log(retainer, `${current}-01`, 300, activity.design, NOTE);
  await log(retainer, `${current}-01`, 405, activity.development);
  await log(retainer, `${current}-01`, 60, activity.internal);
  // Earlier months, for the pages of time: last month on two days, and the two before it.
  await log(retainer, `${previous}-03`, 90, activity.meeting, NOTE);
  await log(retainer, `${previous}-10`, 120, activity.development);
  await log(retainer, `${previous}-10`, 30, activity.meeting);
  await log(retainer, `${third}-15`, 45);
  await log(retainer, `${fourth}-20`, 75);
  // The other retainer: 11:40 h of its 10 h.
  await log(over, `${current}-01`, 700, activity.development, NOTE);
  // A running timer is no time yet.
  const timer = await admin.post('/api/admin/time/timer/start', { projectId: retainer, activityId: activity.design, note: RUNNING_NOTE });
  expect(timer.status, timer.text).toBe(200);

  const clientB = await invoiceClient(admin, { name: 'Bohumil Cizí', email: 'bohumil@cizi.cz' });
  B = { clientId: clientB, project: await project(clientB, 'Projekt B') };
  const bEntry = await admin.post('/api/admin/time/entries', { projectId: B.project, activityId: activity.design, date: `${current}-01`, minutes: 999, note: B_NOTE, userId: editorId });
  expect(bEntry.status, bEntry.text).toBe(201);

  a = await portalClientFor(server, clientA);
  b = await portalClientFor(server, clientB);
}, 120_000);
afterAll(() => server.close());

describe("a retainer's hours this month (whatever the switch)", () => {
  it('10 h included + 2:30 h carried in, 11:45 h used → 0:45 h left; internal time and a running timer do not count', async () => {
    const page = await a.get(portalPath('cs', `/projects/${A.retainer}`));
    expect(page.status, page.text).toBe(200);
    const text = textOf(page);
    const t = PORTAL_TIME_TEXTS.cs.retainer;
    expect(text).toContain(t.heading(current));
    expect(text).toContain(`${t.included} 10:00 h ${t.carriedIn} 2:30 h ${t.used} 11:45 h ${t.left} 0:45 h`);
    expect(text).toContain(t.leftBadge('0:45 h'));
    expect(text).not.toContain(t.over);
    // Off by default: no link to the time.
    expect(page.text).not.toContain(`/projects/${A.retainer}/time`);
    expectNothingInternal(page);
  });

  it('over the hours available: how much, and that it is billed beyond the fee at the month’s end (English)', async () => {
    const page = await a.get(portalPath('en', `/projects/${A.over}`));
    const text = textOf(page);
    const t = PORTAL_TIME_TEXTS.en.retainer;
    // 10 h included, nothing carried (the retainer starts this month), 11:40 h used: 1:40 h over.
    expect(text).toContain(`${t.included} 10:00 h ${t.used} 11:40 h ${t.over} 1:40 h`);
    expect(text).not.toContain(t.carriedIn);
    expect(text).toContain(t.overNote);
    expect(text).toContain(t.overBadge('1:40 h'));
  });

  it('the overview lists both retainers with their projects; a project without one shows none', async () => {
    const overview = await a.get(portalPath('cs'));
    const text = textOf(overview);
    expect(text).toContain(PORTAL_TIME_TEXTS.cs.retainer.heading(current));
    expect(text).toContain('Správa A Zbývá 0:45 h');
    expect(text).toContain('Údržba A 1:40 h nad rámec');
    expectNothingInternal(overview);
    const plain = await a.get(portalPath('cs', `/projects/${A.plain}`));
    expect(textOf(plain)).not.toContain(PORTAL_TIME_TEXTS.cs.retainer.included);
    // Client B has no retainer: no section at all.
    expect(textOf(await b.get(portalPath('cs')))).not.toContain(PORTAL_TIME_TEXTS.cs.retainer.included);
  });
});

describe('the time logged, while staff show it', () => {
  it('is a page that does not exist while the switch is off', async () => {
    for (const language of ['cs', 'en'] as const) {
      const res = await a.get(timePath(language, A.retainer));
      expect(res.status).toBe(404);
      expect(textOf(res)).not.toContain(PORTAL_TIME_TEXTS[language].time.byActivity);
    }
  });

  it('on: per month (newest first), activity (in the reader’s language) and day, paged; nothing internal', async () => {
    expect((await setShowsTime(A.clientId, true)).body).toMatchObject({ enabled: true, showsTime: true });
    const project = await a.get(portalPath('cs', `/projects/${A.retainer}`));
    expect(project.text).toContain(`href="${timePath('cs', A.retainer)}"`);

    const cs = await a.get(timePath('cs', A.retainer));
    expect(cs.status, cs.text).toBe(200);
    expect(cs.headers.get('cache-control')).toContain('no-store');
    const text = textOf(cs);
    const t = PORTAL_TIME_TEXTS.cs;
    // The newest PORTAL_TIME_MONTHS months with time, newest first.
    expect(PORTAL_TIME_MONTHS).toBe(3);
    const at = [current, previous, third].map((m) => text.indexOf(t.month(m)));
    expect(at.every((i) => i > 0)).toBe(true);
    expect(at).toEqual([...at].sort((x, y) => x - y));
    expect(text).not.toContain(t.month(fourth));
    // This month: 12:45 h in all (the internal hour too), most time first; one day.
    expect(text).toContain(`${t.month(current)} ${t.time.total} 12:45 h ${t.time.byActivity} ${t.time.activity} ${t.time.hours} Vývoj 6:45 h Design 5:00 h Interní práce 1:00 h`);
    expect(text).toContain(`${t.time.byDay} ${t.time.day} ${t.time.hours} ${formatDay(`${current}-01`, 'cs')} 12:45 h`);
    // Last month: 4:00 h, per activity and per day (newest day first).
    expect(text).toContain(`${t.month(previous)} ${t.time.total} 4:00 h ${t.time.byActivity} ${t.time.activity} ${t.time.hours} Schůzka 2:00 h Vývoj 2:00 h`);
    expect(text).toContain(`${formatDay(`${previous}-10`, 'cs')} 2:30 h ${formatDay(`${previous}-03`, 'cs')} 1:30 h`);
    expect(cs.text).toContain(`href="${timePath('cs', A.retainer, '2')}"`);
    expectNothingInternal(cs);

    const en = await a.get(timePath('en', A.retainer));
    expect(textOf(en)).toContain(`${PORTAL_TIME_TEXTS.en.month(current)} Total 12:45 h By activity Activity Hours Development 6:45 h Design 5:00 h Internal work 1:00 h`);
    expect(textOf(en)).toContain(`${formatDay(`${current}-01`, 'en')} 12:45 h`);
    expectNothingInternal(en);

    const older = await a.get(timePath('cs', A.retainer, '2'));
    expect(older.status).toBe(200);
    expect(textOf(older)).toContain(`${t.month(fourth)} ${t.time.total} 1:15 h`);
    expect(textOf(older)).not.toContain(t.month(current));
    expect(older.text).toContain(`href="${timePath('cs', A.retainer)}"`);
    expect(older.text).not.toContain('?page=3');
    expectNothingInternal(older);
    expect(textOf(await a.get(timePath('cs', A.retainer, '3')))).toContain(t.time.noMore);
    for (const bad of ['0', 'abc', '-1', '1.5', '99999']) expect((await a.get(timePath('cs', A.retainer, bad))).status, bad).toBe(404);

    // A project with no time says so.
    expect(textOf(await a.get(timePath('cs', A.plain)))).toContain(t.time.none);
  });

  it("never shows another client's time: 404 for B's project, B's entries nowhere in A's pages", async () => {
    await setShowsTime(A.clientId, true);
    await setShowsTime(B.clientId, true);
    expect((await a.get(timePath('cs', B.project))).status).toBe(404);
    expect((await b.get(timePath('cs', A.retainer))).status).toBe(404);
    const own = await b.get(timePath('cs', B.project));
    expect(textOf(own)).toContain(`${PORTAL_TIME_TEXTS.cs.time.total} 16:39 h`);
    expect(own.text).not.toContain(B_NOTE);
    for (const res of [await a.get(timePath('cs', A.retainer)), await a.get(portalPath('cs')), await a.get(portalPath('cs', `/projects/${A.retainer}`))]) {
      expect(res.text).not.toContain('16:39');
      expect(res.text).not.toContain('Projekt B');
    }
  });

  it('without a portal session: to the sign-in page, as every private portal page', async () => {
    const res = await server.client().get(timePath('cs', A.retainer));
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(portalPath('cs'));
    const staff = await admin.get(timePath('en', A.retainer));
    expect(staff.status).toBe(303);
  });

  it('off again: the page is gone and the project page has no link', async () => {
    await setShowsTime(A.clientId, false);
    expect((await a.get(timePath('cs', A.retainer))).status).toBe(404);
    expect((await a.get(portalPath('cs', `/projects/${A.retainer}`))).text).not.toContain(`/projects/${A.retainer}/time`);
  });
});

describe('the staff switch: PATCH /api/admin/clients/:id/portal {showsTime}', () => {
  const audits = (clientId: number) =>
    server.db.select().from(auditLog).where(and(eq(auditLog.entity, 'client'), eq(auditLog.entityId, String(clientId)), eq(auditLog.action, 'portal_access')));

  it('answers the portal status; audited once per change; access off and on again turns it off', async () => {
    const clientId = await invoiceClient(admin, { name: 'Cyril Přepínač', email: 'cyril@prepinac.cz' });
    await admin.put(`/api/admin/clients/${clientId}/portal`, { enabled: true });
    const on = await setShowsTime(clientId, true);
    expect(on.status, on.text).toBe(200);
    expect(on.body).toMatchObject({ enabled: true, showsTime: true });
    expect((await admin.get(`/api/admin/clients/${clientId}/portal`)).body.showsTime).toBe(true);
    expect((await setShowsTime(clientId, true)).status).toBe(200);
    const changes = (await audits(clientId)).map((x) => x.changes);
    expect(changes.filter((c) => 'portalShowsTime' in c)).toEqual([{ portalShowsTime: { from: false, to: true } }]);

    await admin.put(`/api/admin/clients/${clientId}/portal`, { enabled: false });
    await admin.put(`/api/admin/clients/${clientId}/portal`, { enabled: true });
    expect((await admin.get(`/api/admin/clients/${clientId}/portal`)).body).toMatchObject({ enabled: true, showsTime: false });
  });

  it('400 naming the field for bad input, 409 without portal access, 404 for an unknown client', async () => {
    const clientId = await invoiceClient(admin, { name: 'Dana Chybná', email: 'dana@chybna.cz' });
    for (const body of [{}, { showsTime: 'yes' }, { showsTime: null }, { showsTime: 1 }]) {
      const res = await admin.request('PATCH', `/api/admin/clients/${clientId}/portal`, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.field).toBe('showsTime');
    }
    const off = await setShowsTime(clientId, true);
    expect(off.status).toBe(409);
    expect(off.body.message).toBe('Turn the portal access on first');
    expect((await setShowsTime(999_999, true)).status).toBe(404);
    expect(await audits(clientId)).toHaveLength(0);
  });

  it('admins only (area clients): 401 anonymous, 403 for an editor', async () => {
    expect((await server.client().request('PATCH', `/api/admin/clients/${A.clientId}/portal`, { showsTime: true })).status).toBe(401);
    const refused = await editor.request('PATCH', `/api/admin/clients/${A.clientId}/portal`, { showsTime: true });
    expect(refused.status).toBe(403);
    expect((await admin.get(`/api/admin/clients/${A.clientId}/portal`)).body.showsTime).toBe(false);
  });
});
