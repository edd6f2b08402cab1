/**
 * The client's portal card (issue 25): status, turning access on, off after a confirmation, ending sessions; while
 * access is on, the switch that shows the client the time logged (issue 36).
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminClientPortal } from '@/shared/portal';
import { jsonResponse, stubFetch } from '@/client/test/fetch-stub';
import { renderAdminScreen } from '@/client/test/render-admin-screen';
import { ClientPortalCard } from './client-portal-card';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const CLIENT = { id: 7, name: 'Pekárna Novák', email: 'jana@pekarna.cz' };
const ON: AdminClientPortal = { enabled: true, enabledAt: '2026-11-20T09:00:00.000Z', activeSessions: 2, lastSignInAt: '2026-11-25T10:00:00.000Z', pendingChangeRequests: 1, showsTime: false };
const OFF: AdminClientPortal = { enabled: false, enabledAt: null, activeSessions: 0, lastSignInAt: null, pendingChangeRequests: 0, showsTime: false };

/** A server whose portal state the card's requests change. */
function portalServer(initial: AdminClientPortal) {
  let state = initial;
  return stubFetch(async (url, init) => {
    const method = init?.method ?? 'GET';
    if (url.endsWith('/api/admin/clients/7/portal') && method === 'PUT') {
      const { enabled } = JSON.parse(String(init?.body)) as { enabled: boolean };
      state = enabled ? { ...state, enabled: true, enabledAt: '2026-11-26T10:00:00.000Z' } : OFF;
      return jsonResponse(200, state);
    }
    if (url.endsWith('/api/admin/clients/7/portal') && method === 'PATCH') {
      const { showsTime } = JSON.parse(String(init?.body)) as { showsTime: boolean };
      state = { ...state, showsTime };
      return jsonResponse(200, state);
    }
    if (url.endsWith('/portal/end-sessions')) {
      const ended = state.activeSessions;
      state = { ...state, activeSessions: 0 };
      return jsonResponse(200, { ended });
    }
    if (url.endsWith('/api/admin/clients/7/portal')) return jsonResponse(200, state);
    return jsonResponse(200, {});
  });
}

describe('ClientPortalCard', () => {
  it('shows the sessions, the last sign-in and the address; turning off asks first and says it ends the sessions', async () => {
    const fetchMock = portalServer(ON);
    const user = userEvent.setup();
    renderAdminScreen(<ClientPortalCard client={CLIENT} />, { lang: 'en' });
    expect(await screen.findByText('Portal access on')).toBeInTheDocument();
    expect(screen.getByText('Active sessions').nextElementSibling).toHaveTextContent('2');
    expect(screen.getByText('Last sign-in').nextElementSibling).not.toHaveTextContent('Never');
    expect(screen.getByLabelText('Portal address')).toHaveValue(`${window.location.origin}/en/portal`);

    await user.click(screen.getByRole('button', { name: 'Turn access off' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent("ends all of the client's sessions");
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Turn access off' }));
    await waitFor(() => expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT' && init.body === JSON.stringify({ enabled: false }))).toBe(true));
    expect(await screen.findByText('Portal access turned off')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Turn access on' })).toBeInTheDocument();
  });

  it('ends the sessions (Czech)', async () => {
    const fetchMock = portalServer(ON);
    const user = userEvent.setup();
    renderAdminScreen(<ClientPortalCard client={CLIENT} />, { lang: 'cs' });
    await user.click(await screen.findByRole('button', { name: 'Ukončit přihlášení' }));
    expect(await screen.findByText('Ukončená přihlášení: 2')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url, init]) => url.endsWith('/api/admin/clients/7/portal/end-sessions') && init?.method === 'POST')).toBe(true);
  });

  it('turns access on without asking', async () => {
    const fetchMock = portalServer(OFF);
    const user = userEvent.setup();
    renderAdminScreen(<ClientPortalCard client={CLIENT} />, { lang: 'cs' });
    await user.click(await screen.findByRole('button', { name: 'Zapnout přístup' }));
    await waitFor(() => expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT' && init.body === JSON.stringify({ enabled: true }))).toBe(true));
    expect(await screen.findByRole('button', { name: 'Vypnout přístup' })).toBeInTheDocument();
  });

  it('shows the client the time logged with the switch, and stops (PATCH {showsTime})', async () => {
    const fetchMock = portalServer(ON);
    const user = userEvent.setup();
    renderAdminScreen(<ClientPortalCard client={CLIENT} />, { lang: 'en' });
    const toggle = await screen.findByRole('switch', { name: 'Show the client the time logged' });
    expect(toggle).not.toBeChecked();
    expect(toggle).toHaveAccessibleDescription(/Never notes, people’s names, rates or costs/);
    await user.click(toggle);
    await waitFor(() => expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PATCH' && init.body === JSON.stringify({ showsTime: true }))).toBe(true));
    expect(await screen.findByText('The client now sees the time logged in the portal')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Show the client the time logged' })).toBeChecked());
    await user.click(screen.getByRole('switch', { name: 'Show the client the time logged' }));
    await waitFor(() => expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PATCH' && init.body === JSON.stringify({ showsTime: false }))).toBe(true));
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Show the client the time logged' })).not.toBeChecked());
  });

  it('has the switch in Czech, checked as the server says', async () => {
    portalServer({ ...ON, showsTime: true });
    renderAdminScreen(<ClientPortalCard client={CLIENT} />, { lang: 'cs' });
    expect(await screen.findByRole('switch', { name: 'Ukazovat klientovi odpracovaný čas' })).toBeChecked();
  });

  it('offers no switch while portal access is off', async () => {
    portalServer(OFF);
    renderAdminScreen(<ClientPortalCard client={CLIENT} />, { lang: 'en' });
    expect(await screen.findByRole('button', { name: 'Turn access on' })).toBeInTheDocument();
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
  });
});
