import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminMail } from '@/shared/api-types';
import { jsonResponse, listResponse, stubFetch } from '@/client/test/fetch-stub';
import { renderAdminScreen } from '@/client/test/render-admin-screen';
import { MailPage } from './mail-page';

const MAILS: AdminMail[] = [
  {
    id: 2,
    kind: 'notification',
    messageId: 5,
    recipients: 'staff@lipa-digital.cz',
    subject: 'Nová poptávka z ceníku: Jana',
    status: 'failed',
    attempts: 6,
    lastError: '550 Mailbox unavailable',
    nextAttemptAt: '2026-11-21T10:30:00.000Z',
    createdAt: '2026-11-21T10:30:00.000Z',
    sentAt: null,
  },
  {
    id: 1,
    kind: 'auto_reply',
    messageId: 4,
    recipients: 'petr@example.com',
    subject: 'Thank you for your message',
    status: 'sent',
    attempts: 1,
    lastError: null,
    nextAttemptAt: '2026-11-20T08:05:00.000Z',
    createdAt: '2026-11-20T08:05:00.000Z',
    sentAt: '2026-11-20T08:05:02.000Z',
  },
];

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('MailPage', () => {
  it('lists the outbox with status, attempts and last error; a failed mail can be retried, a sent one not', async () => {
    let autoReply = false;
    const fetchMock = stubFetch(async (raw, init) => {
      const url = new URL(raw, 'http://localhost');
      const method = init?.method ?? 'GET';
      if (url.pathname === '/api/admin/mail' && method === 'GET') {
        const status = url.searchParams.get('status');
        return listResponse(status ? MAILS.filter((m) => m.status === status) : MAILS);
      }
      if (url.pathname === '/api/admin/mail/2/retry' && method === 'PATCH') return jsonResponse(200, { ...MAILS[0], status: 'pending', attempts: 0 });
      if (url.pathname === '/api/admin/settings' && method === 'GET') return jsonResponse(200, { autoReply });
      if (url.pathname === '/api/admin/settings' && method === 'PUT') {
        autoReply = (JSON.parse(String(init?.body)) as { autoReply: boolean }).autoReply;
        return jsonResponse(200, { autoReply });
      }
      return jsonResponse(404, { message: 'Not found', error: 'Not found' });
    });
    const user = userEvent.setup();
    renderAdminScreen(<MailPage />, { lang: 'en', url: '/admin/mail' });
    const table = await screen.findByRole('table', { name: 'Outgoing emails' });
    const failed = within(table).getByRole('row', { name: /Nová poptávka z ceníku: Jana/ });
    expect(within(failed).getByText('Failed')).toBeInTheDocument();
    expect(within(failed).getByText('550 Mailbox unavailable')).toBeInTheDocument();
    expect(within(failed).getByText('6')).toBeInTheDocument();
    const sent = within(table).getByRole('row', { name: /Thank you for your message/ });
    expect(within(sent).getByText('Sent')).toBeInTheDocument();
    expect(within(sent).queryByRole('button')).toBeNull();

    await user.click(within(failed).getByRole('button', { name: 'Retry – Nová poptávka z ceníku: Jana' }));
    expect(await screen.findByText('The email is queued again')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([u, i]) => u === '/api/admin/mail/2/retry' && i?.method === 'PATCH')).toBe(true);

    // Filter on the server.
    await user.selectOptions(screen.getByLabelText('Status'), 'sent');
    await waitFor(() => expect(within(screen.getByRole('table')).queryByText(/Nová poptávka/)).toBeNull());
    expect(fetchMock.mock.calls.some(([u]) => new URL(u, 'http://localhost').searchParams.get('status') === 'sent')).toBe(true);

    // The auto-reply switch (off by default) is saved.
    const toggle = await screen.findByRole('checkbox', { name: 'Send visitors an automatic reply' });
    await waitFor(() => expect(toggle).toBeEnabled());
    expect(toggle).not.toBeChecked();
    await user.click(toggle);
    expect(await screen.findByText('Settings saved')).toBeInTheDocument();
    await waitFor(() => expect(toggle).toBeChecked());
  });
});
