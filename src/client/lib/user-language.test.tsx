/**
 * Issue 20: the back-office language follows the staff member: the switch stores it on their user, and at sign-in on
 * any device the language stored there is applied.
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useTranslation } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CurrentUser } from '@/shared/api-types';
import { LANGUAGE_STORAGE_KEY } from '@/shared/constants';
import { LanguageSwitcher } from '@/client/components/language-switcher';
import { jsonResponse, stubFetch } from '@/client/test/fetch-stub';
import { renderAdminScreen } from '@/client/test/render-admin-screen';
import { AuthProvider, useAuth } from './auth';
import { notify } from './notify';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
});

const USER: CurrentUser = {
  id: 4,
  username: 'eva',
  email: 'eva@example.cz',
  name: 'Eva',
  role: 'editor',
  active: true,
  mustChangePassword: false,
  twoFactorEnabled: false,
  twoFactorSetupRequired: false,
  language: null,
  createdAt: '2026-11-25T00:00:00.000Z',
};

function Probe() {
  const { i18n } = useTranslation();
  const { user } = useAuth();
  return (
    <p data-testid="state">
      {i18n.resolvedLanguage} {user ? user.username : 'signed-out'}
    </p>
  );
}

function renderWith(user: CurrentUser | null, answer: (url: string, init?: RequestInit) => Response | undefined = () => undefined) {
  const fetchMock = stubFetch(async (url, init) => {
    const own = answer(url, init);
    if (own) return own;
    if (url === '/api/user') return user ? jsonResponse(200, user) : jsonResponse(401, { message: 'Not signed in', error: 'Not signed in' });
    throw new Error(`unexpected ${init?.method} ${url}`);
  });
  renderAdminScreen(
    <AuthProvider>
      <Probe />
      <LanguageSwitcher />
    </AuthProvider>,
    { lang: 'cs' },
  );
  return fetchMock;
}

const patches = (fetchMock: ReturnType<typeof stubFetch>) =>
  fetchMock.mock.calls.filter(([url, init]) => url === '/api/account/language' && init?.method === 'PATCH').map(([, init]) => JSON.parse(String(init?.body)));

async function pick(name: 'English' | 'Čeština') {
  await userEvent.click(screen.getByRole('button', { name: /^(CS|EN) – (Jazyk|Language):/ }));
  await userEvent.click(await screen.findByRole('menuitem', { name }));
}

describe('back-office language per user', () => {
  it('applies the language stored on the user once they are signed in (another device, another stored choice)', async () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'cs');
    renderWith({ ...USER, language: 'en' });
    await waitFor(() => expect(screen.getByTestId('state')).toHaveTextContent('en eva'));
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('en');
  });

  it('keeps the interface language of a user who never picked one', async () => {
    renderWith(USER);
    await waitFor(() => expect(screen.getByTestId('state')).toHaveTextContent('cs eva'));
  });

  it('the switch stores the pick on the signed-in user (PATCH /api/account/language) and keeps it', async () => {
    const fetchMock = renderWith(USER, (url, init) =>
      url === '/api/account/language' && init?.method === 'PATCH' ? jsonResponse(200, JSON.parse(String(init.body))) : undefined,
    );
    await waitFor(() => expect(screen.getByTestId('state')).toHaveTextContent('cs eva'));
    await pick('English');
    await waitFor(() => expect(patches(fetchMock)).toEqual([{ language: 'en' }]));
    expect(screen.getByTestId('state')).toHaveTextContent('en eva');
  });

  it('says so when the pick could not be stored, and keeps the switched interface', async () => {
    const failure = vi.spyOn(notify, 'error');
    renderWith(USER, (url) =>
      url === '/api/account/language' ? jsonResponse(503, { message: 'The database is unavailable', error: 'Service unavailable' }) : undefined,
    );
    await waitFor(() => expect(screen.getByTestId('state')).toHaveTextContent('cs eva'));
    await pick('English');
    await waitFor(() => expect(failure).toHaveBeenCalledWith('The language could not be saved to your account', { description: 'The database is unavailable' }));
    expect(screen.getByTestId('state')).toHaveTextContent('en eva');
  });

  it('signed out, the switch changes only this browser', async () => {
    const fetchMock = renderWith(null);
    await waitFor(() => expect(screen.getByTestId('state')).toHaveTextContent('cs signed-out'));
    await pick('English');
    await waitFor(() => expect(screen.getByTestId('state')).toHaveTextContent('en signed-out'));
    expect(patches(fetchMock)).toEqual([]);
  });
});
