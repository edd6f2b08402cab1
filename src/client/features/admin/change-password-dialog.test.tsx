import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { toast, Toaster } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { createFixedI18n } from '../../i18n/fixed-i18n';
import { createQueryClient } from '../../lib/query-client';
import { ChangePasswordDialog } from './change-password-dialog';

let fetchMock: Mock<(url: string, init?: RequestInit) => Promise<Response>>;
let answer: Response;

beforeEach(() => {
  answer = new Response(JSON.stringify({ revoked: 2 }), { status: 200, headers: { 'Content-Type': 'application/json' } });
  fetchMock = vi.fn(async () => answer);
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  toast.dismiss();
  vi.unstubAllGlobals();
});

function renderDialog(lang: 'cs' | 'en') {
  render(
    <I18nextProvider i18n={createFixedI18n(lang)}>
      <QueryClientProvider client={createQueryClient()}>
        <ChangePasswordDialog open onOpenChange={() => undefined} />
        <Toaster />
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

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
