import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { AdminMessage } from '@/shared/api-types';
import { jsonResponse, listResponse } from '@/client/test/fetch-stub';
import { renderAdminScreen } from '@/client/test/render-admin-screen';
import { MessagesPage } from './messages-page';
import { calls, installMessagesFetch, MESSAGES, setOverride } from './messages-page-test-support';

installMessagesFetch();

const QUOTE: AdminMessage = {
  ...MESSAGES[0]!,
  id: 3,
  name: 'Quinn Quote',
  kind: 'quote',
  quote: {
    plan: 'premium',
    paymentMode: 'standard',
    services: ['design'],
    priceCzk: { setup: 14000, monthly: 520, firstYearTotal: 20240 },
    priceUsd: { setup: 602, monthly: 22, firstYearTotal: 870 },
  },
};

describe('Create proposal from a quote request (issue 22)', () => {
  it('asks the server for a draft from the message and opens it in the editor', async () => {
    setOverride((url, init) => {
      const method = init?.method ?? 'GET';
      if (method === 'GET' && url.pathname === '/api/admin/messages') return listResponse([QUOTE, MESSAGES[1]]);
      if (method === 'POST' && url.pathname === '/api/admin/messages/3/proposal') return jsonResponse(201, { id: 41, number: 'N-2026-0041' });
      return undefined;
    });
    const Address = () => <output data-testid="address">{useLocation().pathname}</output>;
    const user = userEvent.setup();
    renderAdminScreen(
      <>
        <MessagesPage />
        <Address />
      </>,
      { lang: 'cs', url: '/admin/messages' },
    );
    // A contact message offers no proposal.
    await user.click(await screen.findByRole('button', { name: 'Petr Novák' }));
    let dialog = await screen.findByRole('dialog');
    expect(within(dialog).queryByRole('button', { name: 'Vytvořit nabídku' })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Quinn Quote' }));
    dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Vytvořit nabídku' }));
    await waitFor(() => expect(screen.getByTestId('address')).toHaveTextContent('/admin/proposals/41/edit'));
    expect(calls('POST').map(([raw]) => raw)).toEqual(['/api/admin/messages/3/proposal']);
  });
});
