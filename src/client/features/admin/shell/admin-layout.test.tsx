/**
 * The back-office frame's sections follow the access table (src/shared/access.ts): an admin-only area's link is not
 * offered to an editor — here the received invoices (costs from suppliers, issue 36 point 5).
 */
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AuthProvider } from '@/client/lib/auth';
import { jsonResponse, stubFetch } from '@/client/test/fetch-stub';
import { renderAdminScreen } from '@/client/test/render-admin-screen';
import { DEFAULT_AGENCY_PROFILE } from '@/shared/schemas/agency-profile';
import { AdminLayout } from './admin-layout';

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

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderFrame(user: typeof EDITOR) {
  stubFetch(async (raw) => {
    const path = new URL(raw, 'http://localhost').pathname;
    if (path === '/api/user') return jsonResponse(200, user);
    if (path === '/api/agency') return jsonResponse(200, DEFAULT_AGENCY_PROFILE);
    if (path === '/api/admin/stats') return jsonResponse(200, { totalClients: 0, activeProjects: 0, totalBlogPosts: 0, totalPortfolioItems: 0, unreadMessages: 0 });
    if (path === '/api/admin/time/timer') return jsonResponse(200, { running: null, stopped: null, now: new Date().toISOString() });
    return jsonResponse(404, { message: 'Not found', error: 'Not found' });
  });
  renderAdminScreen(
    <AuthProvider>
      <AdminLayout />
    </AuthProvider>,
    { url: '/admin' },
  );
}

describe('the back-office sections', () => {
  it('offers an admin the received invoices next to the invoices', async () => {
    renderFrame(ADMIN);
    const nav = await screen.findByRole('navigation', { name: 'Navigace administrace' });
    const link = await within(nav).findByRole('link', { name: 'Přijaté faktury' });
    expect(link).toHaveAttribute('href', '/admin/received-invoices');
    const names = within(nav)
      .getAllByRole('link')
      .map((a) => a.textContent);
    expect(names.indexOf('Přijaté faktury')).toBe(names.indexOf('Faktury') + 1);
  });

  it('hides them from an editor, as every admin-only section', async () => {
    renderFrame(EDITOR);
    const nav = await screen.findByRole('navigation', { name: 'Navigace administrace' });
    // The editor's own sections are there once the user is known; the admin-only ones are not.
    expect(await within(nav).findByRole('link', { name: 'Blog' })).toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Přijaté faktury' })).not.toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Faktury' })).not.toBeInTheDocument();
  });
});
