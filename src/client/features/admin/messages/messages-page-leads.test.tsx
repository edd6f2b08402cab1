import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { AdminMessage } from '@/shared/api-types';
import { jsonResponse, listResponse } from '@/client/test/fetch-stub';
import { renderAdminScreen } from '@/client/test/render-admin-screen';
import { MessagesPage } from './messages-page';
import { calls, fetchCalls, installMessagesFetch, renderPage, setOverride } from './messages-page-test-support';

installMessagesFetch();

describe('MessagesPage: lead capture', () => {
  const QUOTE: AdminMessage = {
    id: 3,
    name: 'Quinn Quote',
    email: 'quinn@example.com',
    message: 'Start in April',
    status: 'unread',
    kind: 'quote',
    pagePath: '/en/pricing',
    language: 'en',
    phone: '+420 777 123 456',
    quote: {
      plan: 'premium',
      paymentMode: 'standard',
      services: ['webDevelopment', 'design'],
      priceCzk: { setup: 14000, monthly: 520, firstYearTotal: 20240 },
      priceUsd: { setup: 602, monthly: 22, firstYearTotal: 870 },
      company: 'Quinn Studio s.r.o.',
      ico: '25596641',
    },
    spamReason: null,
    clientId: null,
    clientName: null,
    projectId: null,
    projectName: null,
    createdAt: '2026-11-22T09:00:00.000Z',
  };

  it('keeps the filters in the address: opened with them, changed into it', async () => {
    const user = userEvent.setup();
    const Address = () => <output data-testid="address">{useLocation().search}</output>;
    renderAdminScreen(
      <>
        <MessagesPage />
        <Address />
      </>,
      { lang: 'en', url: '/admin/messages?status=unread&kind=contact' },
    );
    await screen.findByRole('list', { name: 'Received messages' });
    const first = new URL(calls('GET')[0]![0], 'http://localhost').searchParams;
    expect([first.get('status'), first.get('kind')]).toEqual(['unread', 'contact']);
    expect(screen.getByLabelText('Status')).toHaveValue('unread');
    expect(screen.getByLabelText('Kind')).toHaveValue('contact');
    await user.selectOptions(screen.getByLabelText('Status'), 'spam');
    await waitFor(() => expect(new URLSearchParams(screen.getByTestId('address').textContent ?? '').get('status')).toBe('spam'));
    await user.selectOptions(screen.getByLabelText('Kind'), '');
    await waitFor(() => expect(screen.getByTestId('address')).toHaveTextContent(/^\?status=spam$/));
  });

  it('filters by status and kind on the server', async () => {
    const user = userEvent.setup();
    renderPage('en');
    await screen.findByRole('list', { name: 'Received messages' });
    await user.selectOptions(screen.getByLabelText('Status'), 'spam');
    await user.selectOptions(screen.getByLabelText('Kind'), 'quote');
    await waitFor(() =>
      expect(
        fetchCalls().some(([url]) => {
          const params = new URL(url, 'http://localhost').searchParams;
          return params.get('status') === 'spam' && params.get('kind') === 'quote';
        }),
      ).toBe(true),
    );
  });

  it('bulk: selects messages, marks them read, and deletes after the confirmation', async () => {
    setOverride((url, init) =>
      url.pathname === '/api/admin/messages/bulk' && init?.method === 'POST'
        ? jsonResponse(200, { ...(JSON.parse(String(init.body)) as object) })
        : undefined);
    const user = userEvent.setup();
    renderPage('en');
    await user.click(await screen.findByRole('checkbox', { name: 'Select the message from Jana Dvořáková' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select the message from Petr Novák' }));
    const toolbar = screen.getByRole('toolbar', { name: 'Bulk actions' });
    expect(within(toolbar).getByText('2 selected')).toBeInTheDocument();
    await user.click(within(toolbar).getByRole('button', { name: 'Mark as read' }));
    await waitFor(() => expect(calls('POST')).toHaveLength(1));
    expect(JSON.parse(String(calls('POST')[0]![1]?.body))).toEqual({ action: 'read', ids: [2, 1] });
    expect(await screen.findByText('Messages updated: 2')).toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'Select all shown messages' }));
    await user.click(within(screen.getByRole('toolbar', { name: 'Bulk actions' })).getByRole('button', { name: 'Delete selected' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(within(confirm).getByText('Are you sure you want to delete the selected messages (2)? This action cannot be undone.')).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(calls('POST')).toHaveLength(2));
    expect(JSON.parse(String(calls('POST')[1]![1]?.body))).toEqual({ action: 'delete', ids: [2, 1] });
  });

  it('a quote shows its configuration and prices; Create client opens the client dialog prefilled and links it', async () => {
    setOverride((url, init) => {
      const method = init?.method ?? 'GET';
      if (method === 'GET' && url.pathname === '/api/admin/messages') return listResponse([QUOTE]);
      if (method === 'POST' && url.pathname === '/api/admin/messages/3/client') {
        const body = JSON.parse(String(init?.body)) as { name: string };
        return jsonResponse(201, { client: { id: 9, ...body }, message: { ...QUOTE, clientId: 9, clientName: body.name } });
      }
      return undefined;
    });
    const user = userEvent.setup();
    renderPage('en');
    await user.click(await screen.findByRole('button', { name: 'Quinn Quote' }));
    const dialog = await screen.findByRole('dialog', { name: 'Message from Quinn Quote' });
    expect(within(dialog).getByText('/en/pricing')).toBeInTheDocument();
    // The company and IČO the visitor gave on the quote form (issue 33, item 2).
    expect(within(dialog).getByText('Company').nextElementSibling).toHaveTextContent('Quinn Studio s.r.o.');
    expect(within(dialog).getByText('Company ID (IČO)').nextElementSibling).toHaveTextContent('25596641');
    expect(within(dialog).getByText('Premium')).toBeInTheDocument();
    expect(within(dialog).getByText('Web development, Design')).toBeInTheDocument();
    expect(within(dialog).getByText('$870')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Create client' }));
    const form = await screen.findByRole('dialog', { name: 'New client' });
    expect(within(form).getByLabelText('Name')).toHaveValue('Quinn Quote');
    expect(within(form).getByLabelText('Phone')).toHaveValue('+420 777 123 456');
    await user.click(within(form).getByRole('tab', { name: 'Billing' }));
    // The quote's whole Kč in the form, sent as haléře.
    expect(within(form).getByLabelText('One-time price (Kč)')).toHaveValue('14000');
    await user.click(within(form).getByRole('button', { name: 'Add client' }));
    await waitFor(() => expect(calls('POST')).toHaveLength(1));
    expect(JSON.parse(String(calls('POST')[0]![1]?.body))).toMatchObject({
      name: 'Quinn Quote',
      email: 'quinn@example.com',
      phone: '+420 777 123 456',
      servicesRequired: 'multiple',
      // Issue 20, item 7: the plan and the selected services stay with the client (the form's one service is 'multiple').
      internalNotes: 'Quote from the pricing page: Premium plan; services: Web development, Design; payment: Standard.\n\nStart in April',
      currentStatus: 'lead',
      oneTimePrice: 1_400_000,
      monthlyPrice: 52_000,
    });
    expect(await within(dialog).findByRole('link', { name: 'Quinn Quote' })).toHaveAttribute('href', '/admin/clients/9');
  });

  it('in Czech a quote names its plan in Czech, in the dialog and in the new client\'s notes (issue 20, item 7)', async () => {
    setOverride((url, init) => ((init?.method ?? 'GET') === 'GET' && url.pathname === '/api/admin/messages' ? listResponse([QUOTE]) : undefined));
    const user = userEvent.setup();
    renderPage('cs');
    await user.click(await screen.findByRole('button', { name: 'Quinn Quote' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Prémiový')).toBeInTheDocument();
    expect(within(dialog).queryByText('Premium')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Vytvořit klienta' }));
    const form = await screen.findByRole('dialog', { name: 'Nový klient' });
    await user.click(within(form).getByRole('tab', { name: 'Komunikace' }));
    expect(within(form).getByLabelText('Interní poznámky')).toHaveValue(
      'Poptávka z ceníku: tarif Prémiový; služby: Vývoj webu, Design; platba: Standardní.\n\nStart in April',
    );
  });
});

