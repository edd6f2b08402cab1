import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CurrentUser } from '@/shared/api-types';
import { AuthProvider } from '@/client/lib/auth';
import { jsonResponse, stubFetch } from '@/client/test/fetch-stub';
import { renderAdminScreen } from '@/client/test/render-admin-screen';
import { AreaRoute } from '../admin/shell/area-route';
import { SignInPage } from './sign-in-page';

afterEach(() => {
  vi.unstubAllGlobals();
});

const user = (role: CurrentUser['role']): CurrentUser => ({
  id: 7,
  username: 'eva',
  email: 'eva@example.cz',
  name: 'Eva',
  role,
  active: true,
  mustChangePassword: false,
  twoFactorEnabled: true,
  twoFactorSetupRequired: false,
  language: null,
  createdAt: '2026-11-25T00:00:00.000Z',
});

const wrongCode = { message: 'code: The code is wrong or was already used', error: 'x', field: 'code', fields: { code: 'The code is wrong or was already used' } };

describe('sign-in with two-factor sign-in on', () => {
  it('asks for the code after the password, shows a wrong code at the field, and opens the back office', async () => {
    let codeAnswers = 0;
    const fetchMock = stubFetch(async (url, init) => {
      if (url === '/api/user') return jsonResponse(401, { message: 'Not signed in', error: 'Not signed in' });
      if (url === '/api/login') return jsonResponse(200, { twoFactorRequired: true });
      if (url === '/api/login/two-factor') return ++codeAnswers === 1 ? jsonResponse(400, wrongCode) : jsonResponse(200, user('editor'));
      throw new Error(`unexpected ${init?.method} ${url}`);
    });
    renderAdminScreen(
      <AuthProvider>
        <Routes>
          <Route path="/auth" element={<SignInPage />} />
          <Route path="/admin" element={<p>back office</p>} />
        </Routes>
      </AuthProvider>,
      { lang: 'cs', url: '/auth' },
    );
    await userEvent.type(await screen.findByLabelText('Uživatelské jméno'), 'eva');
    await userEvent.type(screen.getByLabelText('Heslo'), 'secret-1');
    await userEvent.click(screen.getByRole('button', { name: 'Přihlásit se' }));
    await screen.findByRole('heading', { level: 1, name: 'Ověřovací kód' });

    const code = screen.getByLabelText('Kód z aplikace nebo záložní kód');
    await userEvent.click(screen.getByRole('button', { name: 'Ověřit a přihlásit' }));
    await screen.findByText('Zadejte kód z ověřovací aplikace nebo záložní kód');
    await userEvent.type(code, '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Ověřit a přihlásit' }));
    await screen.findByText('Kód je špatný nebo už byl použit');
    expect(code).toHaveAttribute('aria-invalid', 'true');

    await userEvent.clear(code);
    await userEvent.type(code, '654321');
    await userEvent.click(screen.getByRole('button', { name: 'Ověřit a přihlásit' }));
    await screen.findByText('back office');
    const sent = fetchMock.mock.calls.filter(([url]) => url === '/api/login/two-factor').map(([, init]) => JSON.parse(String(init?.body)));
    expect(sent).toEqual([{ code: '123456' }, { code: '654321' }]);
  });
});

describe('screens by role', () => {
  const renderArea = (role: CurrentUser['role']) => {
    stubFetch(async () => jsonResponse(200, user(role)));
    renderAdminScreen(
      <AuthProvider>
        <AreaRoute area="clients">
          <p>client list</p>
        </AreaRoute>
      </AuthProvider>,
      { lang: 'en', url: '/admin/clients' },
    );
  };

  it('an editor gets the not-allowed screen for clients', async () => {
    renderArea('editor');
    await screen.findByRole('heading', { level: 1, name: 'Not allowed' });
    expect(screen.queryByText('client list')).toBeNull();
  });

  it('an admin gets the screen', async () => {
    renderArea('admin');
    await screen.findByText('client list');
  });
});
