import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AuthProvider } from '@/client/lib/auth';
import { jsonResponse, stubFetch } from '@/client/test/fetch-stub';
import { renderAdminScreen } from '@/client/test/render-admin-screen';
import { officeDay } from '@/shared/dates';
import type { AdminServiceRate } from '@/shared/schemas/rates';
import type { AdminTimeEntry, TimeOptions, TimerAnswer } from '@/shared/schemas/time-entry';
import { HeaderTimer } from './header-timer';
import { TimePage } from './time-page';

const EDITOR = {
  id: 4,
  username: 'eva',
  email: 'eva@example.cz',
  name: 'Eva Editorová',
  role: 'editor',
  active: true,
  mustChangePassword: false,
  twoFactorEnabled: false,
  twoFactorSetupRequired: false,
  createdAt: '2026-11-20T08:00:00.000Z',
};

const ADMIN = { ...EDITOR, id: 1, username: 'adam', email: 'adam@example.cz', name: 'Adam Admin', role: 'admin' };

/** The rates the server holds (haléře per hour), in the order of PROJECT_SERVICE_TYPES. */
const RATES: AdminServiceRate[] = [
  { serviceType: 'web-development', hourlyRateCzk: 150_000, updatedAt: '2026-11-01T00:00:00.000Z' },
  { serviceType: 'design', hourlyRateCzk: 120_000, updatedAt: '2026-11-01T00:00:00.000Z' },
  { serviceType: 'marketing', hourlyRateCzk: 95_050, updatedAt: '2026-11-01T00:00:00.000Z' },
  { serviceType: 'social-media', hourlyRateCzk: 80_000, updatedAt: '2026-11-01T00:00:00.000Z' },
  { serviceType: 'logo-design', hourlyRateCzk: 0, updatedAt: '2026-11-01T00:00:00.000Z' },
];

const OPTIONS: TimeOptions = {
  recentProjects: [
    { id: 11, name: 'Nový web', clientName: 'Pekárna Novák' },
    { id: 12, name: 'Logo', clientName: 'Kavárna U Lípy' },
  ],
  activities: [
    { id: 1, names: { cs: 'Design', en: 'Design' }, billable: true, archived: false, createdAt: '2026-11-01T00:00:00.000Z' },
    { id: 2, names: { cs: 'Interní práce', en: 'Internal work' }, billable: false, archived: false, createdAt: '2026-11-01T00:00:00.000Z' },
    { id: 3, names: { cs: 'Stará činnost', en: 'Old activity' }, billable: true, archived: true, createdAt: '2026-11-01T00:00:00.000Z' },
  ],
  people: [{ id: 4, name: 'Eva Editorová' }],
};

const entry = (over: Partial<AdminTimeEntry>): AdminTimeEntry => ({
  id: 1,
  userId: 4,
  userName: 'Eva Editorová',
  projectId: 11,
  projectName: 'Nový web',
  clientName: 'Pekárna Novák',
  activityId: 1,
  date: '2026-11-30',
  minutes: 90,
  note: '',
  billable: true,
  runningSince: null,
  invoiceId: null,
  createdAt: '2026-11-30T10:00:00.000Z',
  updatedAt: '2026-11-30T10:00:00.000Z',
  ...over,
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
});

/** The server of these tests: the options, one week's entries, the timer; what was written is kept in `sent`. */
function stubServer({
  entries = [] as AdminTimeEntry[],
  timer = { running: null, stopped: null, now: new Date().toISOString() } as TimerAnswer,
  user = EDITOR,
  /** The answer to PUT …/hourly-rates: by default the rates as sent. */
  ratesAnswer = undefined as Response | undefined,
} = {}) {
  const sent: { method: string; path: string; body: unknown }[] = [];
  const fetchMock = stubFetch(async (raw, init) => {
    const url = new URL(raw, 'http://localhost');
    const method = init?.method ?? 'GET';
    if (method !== 'GET') sent.push({ method, path: url.pathname, body: init?.body ? JSON.parse(String(init.body)) : null });
    if (url.pathname === '/api/user') return jsonResponse(200, user);
    if (url.pathname === '/api/admin/settings/time-activities') return jsonResponse(200, OPTIONS.activities);
    if (url.pathname === '/api/admin/settings/hourly-rates' && method === 'GET') return jsonResponse(200, RATES);
    if (url.pathname === '/api/admin/settings/hourly-rates' && method === 'PUT') {
      if (ratesAnswer) return ratesAnswer;
      const body = JSON.parse(String(init!.body)) as Record<string, number>;
      return jsonResponse(200, RATES.map((r) => ({ ...r, hourlyRateCzk: body[r.serviceType] ?? r.hourlyRateCzk })));
    }
    if (url.pathname === '/api/admin/time/options') return jsonResponse(200, OPTIONS);
    if (url.pathname === '/api/admin/time/entries' && method === 'GET') return jsonResponse(200, { entries });
    if (url.pathname === '/api/admin/time/entries' && method === 'POST') return jsonResponse(201, entry({ id: 99 }));
    // The timer is the server's: what a start or stop left is what the next read answers.
    if (url.pathname === '/api/admin/time/timer') return jsonResponse(200, { ...timer, now: new Date().toISOString() });
    if (url.pathname === '/api/admin/time/timer/start') {
      const body = JSON.parse(String(init!.body)) as { projectId: number };
      const project = OPTIONS.recentProjects.find((p) => p.id === body.projectId)!;
      timer = { running: entry({ id: 50, projectId: project.id, projectName: project.name, minutes: 0, runningSince: new Date().toISOString() }), stopped: null, now: new Date().toISOString() };
      return jsonResponse(200, timer);
    }
    if (url.pathname === '/api/admin/time/timer/stop') {
      timer = { running: null, stopped: null, now: new Date().toISOString() };
      return jsonResponse(200, { running: null, stopped: entry({ id: 50, minutes: 25 }), now: new Date().toISOString() });
    }
    return jsonResponse(404, { message: 'Not found' });
  });
  return { sent, fetchMock };
}

/** The Time screen as the app shows it (signed in as EDITOR), at the week of `monday`. */
function renderTimePage(lang: 'cs' | 'en', monday: string) {
  renderAdminScreen(
    <AuthProvider>
      <TimePage />
    </AuthProvider>,
    { lang, url: `/admin/time?week=${monday}` },
  );
}

describe('the week view', () => {
  it('shows the week day by day with each day’s and the week’s totals, and adds time typed as 1,5 hours', async () => {
    const monday = '2026-11-30';
    stubServer({
      entries: [
        entry({ id: 1, date: monday, minutes: 90, note: 'Drátěné modely' }),
        entry({ id: 2, date: monday, minutes: 30, activityId: 2, billable: false, projectName: 'Logo', clientName: 'Kavárna U Lípy', projectId: 12 }),
        entry({ id: 3, date: '2026-12-02', minutes: 45, invoiceId: 7 }),
      ],
    });
    renderTimePage('cs', monday);
    const monDay = (await screen.findByRole('heading', { name: /pondělí 30\. 11\./ })).closest('li')!;
    expect(await within(monDay).findByText('Celkem 2:00')).toBeInTheDocument();
    expect(within(monDay).getByText('Drátěné modely')).toBeInTheDocument();
    expect(within(monDay).getByText('Nefakturovatelné')).toBeInTheDocument();
    // 90 + 30 + 45 = 165 min = 2:45 in the week, 135 min = 2:15 of it billable.
    const totals = screen.getByText('Celkem za týden').closest('dl')!;
    expect(within(totals).getByText('2:45')).toBeInTheDocument();
    expect(within(totals).getByText('2:15')).toBeInTheDocument();
    // An invoiced entry has neither edit nor delete.
    const wed = screen.getByRole('heading', { name: /středa 2\. 12\./ }).closest('li')!;
    expect(within(wed).getByText('Na faktuře')).toBeInTheDocument();
    expect(within(wed).queryByRole('button', { name: /Upravit/ })).toBeNull();
    expect(within(screen.getByRole('heading', { name: /úterý 1\. 12\./ }).closest('li')!).getByText('Žádný čas')).toBeInTheDocument();
  });

  it('adds time on a day: a recent project in one tap, the duration as typed, the activity’s billable default', async () => {
    const { sent } = stubServer();
    const user = userEvent.setup();
    renderTimePage('en', '2026-11-30');
    await user.click(await screen.findByRole('button', { name: 'Add time on Tuesday, Dec 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'New time entry' });
    await user.click(within(dialog).getByRole('button', { name: /Logo/ }));
    await user.selectOptions(within(dialog).getByLabelText('Activity'), 'Internal work');
    // The archived activity is not offered for new time.
    expect(within(dialog).queryByRole('option', { name: 'Old activity' })).toBeNull();
    await user.type(within(dialog).getByLabelText('Duration'), '1.5');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      method: 'POST',
      path: '/api/admin/time/entries',
      body: { userId: 4, projectId: 12, activityId: 2, date: '2026-12-01', minutes: 90, note: '', billable: false },
    });
  });

  it('refuses a duration it cannot read, in the screen’s language, and sends nothing', async () => {
    const { sent } = stubServer();
    const user = userEvent.setup();
    renderTimePage('cs', '2026-11-30');
    await user.click(await screen.findByRole('button', { name: 'Přidat čas na pondělí 30. 11.' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nový záznam času' });
    await user.type(within(dialog).getByLabelText('Doba'), '1:75');
    await user.click(within(dialog).getByRole('button', { name: 'Uložit' }));
    expect(await within(dialog).findByText('Zadejte dobu, např. 1:30 nebo 1,5 (nejvýše 24 hodin)')).toBeInTheDocument();
    expect(within(dialog).getByText('Vyberte prosím projekt')).toBeInTheDocument();
    expect(sent).toEqual([]);
  });
});

describe('the header timer', () => {
  it('starts in one tap on the latest project, then stops in one tap', async () => {
    const { sent } = stubServer();
    const user = userEvent.setup();
    renderAdminScreen(<HeaderTimer />, { lang: 'en' });
    await user.click(await screen.findByRole('button', { name: 'Start timer: Nový web · Design' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({ method: 'POST', path: '/api/admin/time/timer/start', body: { projectId: 11, activityId: 1, note: '', billable: true } });
    await user.click(await screen.findByRole('button', { name: 'Stop timer: Nový web' }));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]).toMatchObject({ method: 'POST', path: '/api/admin/time/timer/stop' });
    expect(await screen.findByText('Logged 0:25 on Nový web')).toBeInTheDocument();
    // The next one tap starts where the last timer ran.
    expect(JSON.parse(localStorage.getItem('time.lastTimer')!)).toEqual({ projectId: 11, projectName: 'Nový web', activityId: 1 });
  });

  it('shows a running timer’s time on the server’s clock, and starts on another project from the dialog', async () => {
    const now = new Date();
    const { sent } = stubServer({
      timer: { running: entry({ id: 8, minutes: 0, runningSince: new Date(now.getTime() - (62 * 60 + 5) * 1000).toISOString(), date: officeDay() }), stopped: null, now: now.toISOString() },
    });
    const user = userEvent.setup();
    renderAdminScreen(<HeaderTimer />, { lang: 'cs' });
    expect(await screen.findByText(/^1:02:0\d$/)).toBeInTheDocument();
    expect(screen.getByText('Stopky běží: Nový web, 1:02')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Spustit stopky na jiném projektu' }));
    const dialog = await screen.findByRole('dialog', { name: 'Spustit stopky' });
    await user.click(within(dialog).getByRole('button', { name: /Logo/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Spustit stopky' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({ method: 'POST', path: '/api/admin/time/timer/start', body: { projectId: 12, activityId: 1, note: '', billable: true } });
  });
});

describe('the hourly rates per service type', () => {
  it('shows an admin each rate as Kč text and saves a changed one with the others unchanged', async () => {
    const { sent } = stubServer({ user: ADMIN });
    const user = userEvent.setup();
    renderTimePage('cs', '2026-11-30');
    const section = (await screen.findByRole('heading', { name: 'Hodinové sazby podle typu služby' })).closest('section')!;
    const design = await within(section).findByLabelText('Design (Kč za hodinu)');
    expect(design).toHaveValue('1200');
    expect(within(section).getByLabelText('Vývoj webu (Kč za hodinu)')).toHaveValue('1500');
    expect(within(section).getByLabelText('Marketing (Kč za hodinu)')).toHaveValue('950,50');
    expect(within(section).getByLabelText('Sociální média (Kč za hodinu)')).toHaveValue('800');
    expect(within(section).getByLabelText('Návrh loga (Kč za hodinu)')).toHaveValue('0');
    await user.clear(design);
    await user.type(design, '1 650');
    await user.click(within(section).getByRole('button', { name: 'Uložit sazby' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      method: 'PUT',
      path: '/api/admin/settings/hourly-rates',
      body: { 'web-development': 150_000, design: 165_000, marketing: 95_050, 'social-media': 80_000, 'logo-design': 0 },
    });
    expect(await screen.findByText('Hodinové sazby byly uloženy')).toBeInTheDocument();
    // The form shows what the server stored.
    expect(within(section).getByLabelText('Design (Kč za hodinu)')).toHaveValue('1650');
  });

  it('shows the server’s refusal at the rate it names', async () => {
    const message = 'Enter an amount per hour from 0 to 100 000 Kč';
    stubServer({ user: ADMIN, ratesAnswer: jsonResponse(400, { message, field: 'marketing', fields: { marketing: message } }) });
    const user = userEvent.setup();
    renderTimePage('en', '2026-11-30');
    const section = (await screen.findByRole('heading', { name: 'Hourly rates by service type' })).closest('section')!;
    const marketing = await within(section).findByLabelText('Marketing (Kč per hour)');
    expect(marketing).toHaveValue('950.50');
    await user.click(within(section).getByRole('button', { name: 'Save rates' }));
    await waitFor(() => expect(marketing).toHaveAccessibleDescription(message));
    expect(marketing).toHaveAttribute('aria-invalid', 'true');
    expect(within(section).getByLabelText('Design (Kč per hour)')).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('is not shown to an editor, who never asks for the rates', async () => {
    const { fetchMock } = stubServer();
    renderTimePage('cs', '2026-11-30');
    expect(await screen.findByRole('heading', { name: /pondělí 30\. 11\./ })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Hodinové sazby podle typu služby' })).toBeNull();
    expect(screen.queryByLabelText('Design (Kč za hodinu)')).toBeNull();
    expect(fetchMock.mock.calls.some(([url]) => url.includes('hourly-rates'))).toBe(false);
  });
});
