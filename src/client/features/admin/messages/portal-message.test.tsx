/** A client's message from the portal (issue 25) in the inbox: its kind, its client and the project it is about. */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminMessage } from '@/shared/api-types';
import { jsonResponse, listResponse, stubFetch } from '@/client/test/fetch-stub';
import { renderAdminScreen } from '@/client/test/render-admin-screen';
import { MessagesPage } from './messages-page';

const PORTAL: AdminMessage = {
  id: 7,
  name: 'Alena Alfa',
  email: 'alena@alfa.cz',
  message: 'Kdy bude hotovo?',
  status: 'unread',
  kind: 'portal',
  pagePath: '/portal/projects/3',
  language: 'cs',
  phone: null,
  quote: null,
  spamReason: null,
  clientId: 2,
  clientName: 'Alena Alfa',
  projectId: 3,
  projectName: 'E-shop',
  createdAt: '2026-11-25T10:00:00.000Z',
};

beforeEach(() => {
  stubFetch(async (raw, init) => {
    const url = new URL(raw, 'http://localhost');
    if ((init?.method ?? 'GET') === 'GET' && url.pathname === '/api/admin/messages') return listResponse([PORTAL]);
    return jsonResponse(404, { message: 'Not found', error: 'Not found' });
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('a portal message in the inbox', () => {
  it('shows its client (a link) and its project', async () => {
    const user = userEvent.setup();
    renderAdminScreen(<MessagesPage />, { lang: 'en', url: '/admin/messages' });
    const list = await screen.findByRole('list', { name: 'Received messages' });
    await user.click(within(list).getByRole('button', { name: 'Alena Alfa' }));
    const dialog = await screen.findByRole('dialog', { name: 'Message from Alena Alfa' });
    expect(within(dialog).getByRole('link', { name: 'Alena Alfa' })).toHaveAttribute('href', '/admin/clients/2');
    expect(within(dialog).getByText('Project')).toBeInTheDocument();
    expect(within(dialog).getByText('E-shop')).toBeInTheDocument();
  });
});
