import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Language } from '@/shared/constants';
import { jsonResponse, stubFetch, type FetchMock } from '@/client/test/fetch-stub';
import { renderAdminScreen } from '@/client/test/render-admin-screen';
import { ChangePasswordDialog } from './change-password-dialog';

let fetchMock: FetchMock;
let answer: Response;

beforeEach(() => {
  answer = jsonResponse(200, { revoked: 2 });
  fetchMock = stubFetch(async () => answer);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const renderDialog = (lang: Language) => renderAdminScreen(<ChangePasswordDialog open onOpenChange={() => undefined} />, { lang });

describe('change-password dialog: sign out the other sessions', () => {
  it('calls POST /api/sessions/revoke-others and says how many sessions ended (en)', async () => {
    renderDialog('en');
    await userEvent.click(screen.getByRole('button', { name: 'Sign out all other sessions' }));
    await screen.findByText('Other sessions signed out: 2');
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/sessions/revoke-others');
    expect(init?.method).toBe('POST');
  });

  it('is in Czech on Czech screens, with an error toast on failure', async () => {
    answer = new Response(JSON.stringify({ message: 'Not signed in', error: 'Not signed in' }), { status: 401 });
    renderDialog('cs');
    expect(screen.getByRole('heading', { name: 'Ostatní přihlášení' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Odhlásit všechna ostatní přihlášení' }));
    await waitFor(() => expect(screen.getByText('Ostatní přihlášení se nepodařilo ukončit')).toBeInTheDocument());
  });
});
