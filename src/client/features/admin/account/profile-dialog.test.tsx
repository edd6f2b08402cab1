/** Issue 20: staff set their own name and e-mail address; a placeholder address is called out. */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, stubFetch } from '@/client/test/fetch-stub';
import { renderAdminScreen } from '@/client/test/render-admin-screen';
import { AuthProvider } from '@/client/lib/auth';
import { ProfileDialog } from './profile-dialog';

afterEach(() => {
  vi.unstubAllGlobals();
});

const USER = {
  id: 1,
  username: 'admin',
  email: 'admin@admin.invalid',
  name: 'admin',
  role: 'admin',
  active: true,
  mustChangePassword: false,
  twoFactorEnabled: false,
  twoFactorSetupRequired: false,
  createdAt: '2026-11-20T08:00:00.000Z',
};

describe('ProfileDialog', () => {
  it('asks for a real address instead of the placeholder and saves name and e-mail with PUT /api/account/profile', async () => {
    let sent: unknown = null;
    const fetchMock = stubFetch(async (raw, init) => {
      const url = new URL(raw, 'http://localhost');
      if (url.pathname === '/api/user') return jsonResponse(200, USER);
      if (url.pathname === '/api/account/profile' && init?.method === 'PUT') {
        sent = JSON.parse(String(init.body));
        return jsonResponse(200, { ...USER, ...(sent as object) });
      }
      return jsonResponse(404, { message: 'Not found', error: 'Not found' });
    });
    renderAdminScreen(
      <AuthProvider>
        <ProfileDialog open onOpenChange={() => undefined} />
      </AuthProvider>,
      { lang: 'en' },
    );
    expect(await screen.findByText(/placeholder that never receives mail/)).toBeInTheDocument();
    const email = screen.getByLabelText('E-mail');
    await waitFor(() => expect(email).toHaveValue('admin@admin.invalid'));
    await userEvent.clear(email);
    await userEvent.type(email, 'not-an-address');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Invalid email address')).toBeInTheDocument();
    expect(sent).toBeNull();
    await userEvent.clear(email);
    await userEvent.type(email, 'jana@lipa-digital.cz');
    await userEvent.clear(screen.getByLabelText('Name'));
    await userEvent.type(screen.getByLabelText('Name'), 'Jana Nováková');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Profile saved');
    expect(sent).toEqual({ name: 'Jana Nováková', email: 'jana@lipa-digital.cz' });
    expect(fetchMock).toHaveBeenCalled();
  });
});
