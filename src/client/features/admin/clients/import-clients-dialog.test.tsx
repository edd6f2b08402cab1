import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ClientImportPreview } from '@/shared/client-import';
import { CLIENT_MESSAGES } from '@/shared/schemas/client';
import { jsonResponse, stubFetch, type FetchMock } from '@/client/test/fetch-stub';
import { renderAdminScreen } from '@/client/test/render-admin-screen';
import { ImportClientsDialog } from './import-clients-dialog';

let fetchMock: FetchMock;
beforeEach(() => {
  fetchMock = stubFetch();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const CSV = 'name,email\nJana,jana@example.cz\nPetr,spatny\n';
const file = (text = CSV) => new File([text], 'klienti.csv', { type: 'text/csv' });
const posted = (path: string) => fetchMock.mock.calls.filter(([url, init]) => url === path && init?.method === 'POST');

describe('ImportClientsDialog', () => {
  it('shows the problems with their line numbers and does not offer to import', async () => {
    const preview: ClientImportPreview = {
      total: 2,
      valid: 1,
      issues: [{ line: 3, field: 'email', message: CLIENT_MESSAGES.emailInvalid }],
      rows: [{ line: 2, name: 'Jana', email: 'jana@example.cz', company: null, currentStatus: 'lead' }],
    };
    fetchMock.mockResolvedValue(jsonResponse(200, preview));
    const user = userEvent.setup();
    renderAdminScreen(<ImportClientsDialog open onOpenChange={() => {}} />, { lang: 'cs' });
    await user.upload(screen.getByLabelText('Soubor CSV'), file());
    const problems = await screen.findByRole('region', { name: 'Chyby v souboru' });
    expect(within(problems).getByRole('listitem')).toHaveTextContent('Řádek 3 — E-mail:');
    expect(screen.getByText('Řádků v souboru: 2, bez chyb: 1.')).toBeInTheDocument();
    expect(JSON.parse(String(posted('/api/admin/clients/import/preview')[0]![1]!.body))).toEqual({ csv: CSV });
    expect(screen.getByRole('button', { name: 'Importovat klienty (1)' })).toBeDisabled();
    expect(posted('/api/admin/clients/import')).toHaveLength(0);
  });

  it('imports once the staff confirm a file without problems', async () => {
    const preview: ClientImportPreview = {
      total: 1,
      valid: 1,
      issues: [],
      rows: [{ line: 2, name: 'Jana', email: 'jana@example.cz', company: 'Pekárna', currentStatus: 'active' }],
    };
    fetchMock.mockImplementation(async (url) =>
      url === '/api/admin/clients/import' ? jsonResponse(201, { imported: 1 }) : jsonResponse(200, preview),
    );
    const onOpenChange = vi.fn();
    const user = userEvent.setup();
    renderAdminScreen(<ImportClientsDialog open onOpenChange={onOpenChange} />, { lang: 'en' });
    await user.upload(screen.getByLabelText('CSV file'), file('name,email\nJana,jana@example.cz\n'));
    const table = await screen.findByRole('table', { name: 'Preview of the first rows' });
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('2Janajana@example.czPekárnaActive');
    await user.click(screen.getByRole('button', { name: 'Import clients (1)' }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(posted('/api/admin/clients/import')).toHaveLength(1);
    expect(await screen.findByText('Clients added: 1.')).toBeInTheDocument();
  });
});
