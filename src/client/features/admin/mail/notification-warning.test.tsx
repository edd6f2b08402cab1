/** Issue 20: a plain warning, with the fix named, while notifications reach nobody; nothing while they go out. */
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MailDelivery } from '@/shared/api-types';
import { jsonResponse, stubFetch } from '@/client/test/fetch-stub';
import { renderAdminScreen } from '@/client/test/render-admin-screen';
import { NotificationWarning } from './notification-warning';

afterEach(() => {
  vi.unstubAllGlobals();
});

function withDelivery(delivery: MailDelivery) {
  return stubFetch(async (raw) => {
    const url = new URL(raw, 'http://localhost');
    if (url.pathname === '/api/admin/mail/delivery') return jsonResponse(200, delivery);
    return jsonResponse(404, { message: 'Not found', error: 'Not found' });
  });
}

describe('NotificationWarning', () => {
  it('names SMTP_URL and MAIL_FROM when no mail server is set', async () => {
    const fetchMock = withDelivery({ smtpConfigured: false, recipients: ['jana@lipa-digital.cz'], fromNotifyTo: false });
    renderAdminScreen(<NotificationWarning />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('SMTP_URL');
    expect(alert).toHaveTextContent('MAIL_FROM');
    expect(alert).not.toHaveTextContent('NOTIFY_TO');
    expect(fetchMock).toHaveBeenCalled();
  });

  it('names NOTIFY_TO and a real admin address when nobody can receive them', async () => {
    withDelivery({ smtpConfigured: true, recipients: [], fromNotifyTo: false });
    renderAdminScreen(<NotificationWarning />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('NOTIFY_TO');
    expect(alert).not.toHaveTextContent('SMTP_URL');
  });

  it('shows nothing while notifications go out', async () => {
    const fetchMock = withDelivery({ smtpConfigured: true, recipients: ['jana@lipa-digital.cz'], fromNotifyTo: false });
    renderAdminScreen(<NotificationWarning />);
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
