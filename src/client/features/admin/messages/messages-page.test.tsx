import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { formatDateTime } from '@/shared/dates';
import { jsonResponse, listResponse } from '@/client/test/fetch-stub';
import { labelNotInName } from '@/client/test/label-in-name';
import { messageExcerpt } from './messages-page';
import { calls, fetchCalls, installMessagesFetch, LONG, MESSAGES, renderPage, setOverride } from './messages-page-test-support';

installMessagesFetch();

describe('MessagesPage', () => {
  it('lists messages newest first with name, email, excerpt, PPp date and read/unread badge', async () => {
    renderPage('cs');
    const list = await screen.findByRole('list', { name: 'Přijaté zprávy' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByRole('button', { name: 'Jana Dvořáková' })).toHaveClass('font-bold');
    expect(within(rows[0]!).getByText('jana@pekarna.cz')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('Nepřečteno')).toBeInTheDocument();
    expect(within(rows[0]!).getByText(messageExcerpt(LONG))).toBeInTheDocument();
    expect(within(rows[0]!).getByText(formatDateTime(MESSAGES[0]!.createdAt, 'cs'))).toBeInTheDocument();
    expect(within(rows[1]!).getByRole('button', { name: 'Petr Novák' })).not.toHaveClass('font-bold');
    expect(within(rows[1]!).getByText('Přečteno')).toBeInTheDocument();
    expect(screen.getByText('Zobrazeno 2 z 2')).toBeInTheDocument();
    // Server paging: the first request asks for a page, not for everything.
    const first = new URL(fetchCalls()[0]![0], 'http://localhost');
    expect(first.searchParams.get('limit')).toBe('50');
    expect(first.searchParams.get('offset')).toBe('0');
  });

  it('searches on the server', async () => {
    const user = userEvent.setup();
    renderPage('en');
    await screen.findByRole('list', { name: 'Received messages' });
    await user.type(screen.getByRole('searchbox', { name: 'Search by name, email or message text' }), 'logo');
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Jana Dvořáková' })).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Petr Novák' })).toBeInTheDocument();
    expect(fetchCalls().some(([url]) => new URL(url, 'http://localhost').searchParams.get('q') === 'logo')).toBe(true);
  });

  // Issue 20, point 7 changed this: opening a message marks it read (it used to stay unread).
  it('opening an unread message shows it in full with a mailto reply and marks it read, quietly', async () => {
    const user = userEvent.setup();
    renderPage('cs');
    await user.click(await screen.findByRole('button', { name: 'Jana Dvořáková' }));
    const dialog = await screen.findByRole('dialog', { name: 'Zpráva: Jana Dvořáková' });
    expect(within(dialog).getByText(LONG)).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Odpovědět e-mailem' })).toHaveAttribute('href', 'mailto:jana@pekarna.cz');
    await waitFor(() => expect(calls('PATCH')).toHaveLength(1));
    expect(calls('PATCH')[0]![0]).toBe('/api/admin/messages/2');
    expect(JSON.parse(String(calls('PATCH')[0]![1]?.body))).toEqual({ status: 'read' });
    await waitFor(() => expect(within(dialog).getByText('Přečteno')).toBeInTheDocument());
    expect(screen.queryByText('Stav byl aktualizován')).toBeNull();
  });

  it('opening a message already read sends nothing', async () => {
    const user = userEvent.setup();
    renderPage('cs');
    await user.click(await screen.findByRole('button', { name: 'Petr Novák' }));
    await screen.findByRole('dialog', { name: 'Zpráva: Petr Novák' });
    expect(calls('PATCH')).toHaveLength(0);
  });

  // Opening marks the message read (issue 20, point 7), so the dialog's status button is exercised the other way.
  it('the dialog marks an opened message unread again: PATCH {status: "unread"}, "Status Updated", the list refreshed', async () => {
    const user = userEvent.setup();
    renderPage('en');
    await user.click(await screen.findByRole('button', { name: 'Jana Dvořáková' }));
    const dialog = await screen.findByRole('dialog', { name: 'Message from Jana Dvořáková' });
    const markUnread = await within(dialog).findByRole('button', { name: 'Mark as unread' });
    // The list is fetched again after the automatic mark-read too: count from when that refetch is done.
    await waitFor(() => expect(calls('GET').length).toBeGreaterThan(1));
    const getsBefore = calls('GET').length;
    await user.click(markUnread);
    expect(await screen.findByText('Status Updated')).toBeInTheDocument();
    const [url, init] = calls('PATCH')[1]!;
    expect(url).toBe('/api/admin/messages/2');
    expect(JSON.parse(String(init?.body))).toEqual({ status: 'unread' });
    // The open dialog follows the answer, and the list is fetched again.
    expect(await within(dialog).findByRole('button', { name: 'Mark as read' })).toBeInTheDocument();
    await waitFor(() => expect(calls('GET').length).toBeGreaterThan(getsBefore));
  });

  it('marks a read message unread from the list row, in Czech', async () => {
    const user = userEvent.setup();
    renderPage('cs');
    await user.click(await screen.findByRole('button', { name: 'Označit jako nepřečtené – Petr Novák' }));
    expect(await screen.findByText('Stav byl aktualizován')).toBeInTheDocument();
    expect(JSON.parse(String(calls('PATCH')[0]![1]?.body))).toEqual({ status: 'unread' });
  });

  it('delete asks with the spec text, then DELETEs and toasts "Message deleted successfully"', async () => {
    const user = userEvent.setup();
    renderPage('en');
    await user.click(await screen.findByRole('button', { name: 'Delete – Petr Novák' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(within(confirm).getByText('Are you sure you want to delete this message? This action cannot be undone.')).toBeInTheDocument();
    expect(calls('DELETE')).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Message deleted successfully')).toBeInTheDocument();
    expect(calls('DELETE')[0]![0]).toBe('/api/admin/messages/1');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('cancelling the confirmation deletes nothing', async () => {
    const user = userEvent.setup();
    renderPage('cs');
    await user.click(await screen.findByRole('button', { name: 'Smazat – Petr Novák' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(within(confirm).getByText('Opravdu chcete tuto zprávu smazat? Tuto akci nelze vrátit zpět.')).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Zrušit' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(calls('DELETE')).toHaveLength(0);
  });

  it('a failed delete shows admin.messages.delete.error with the error text', async () => {
    setOverride((url, init) =>
      init?.method === 'DELETE' ? jsonResponse(404, { message: 'Message not found', error: 'Message not found' }) : undefined);
    const user = userEvent.setup();
    renderPage('en');
    await user.click(await screen.findByRole('button', { name: 'Jana Dvořáková' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Delete message' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Failed to delete message')).toBeInTheDocument();
    expect(screen.getByText('Message not found')).toBeInTheDocument();
  });

  it('offers Load more when the server has more rows', async () => {
    setOverride((url, init) => {
      if ((init?.method ?? 'GET') !== 'GET') return undefined;
      const offset = Number(url.searchParams.get('offset'));
      return listResponse(offset === 0 ? [MESSAGES[0]] : [MESSAGES[1]], 2);
    });
    const user = userEvent.setup();
    renderPage('en');
    await user.click(await screen.findByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('button', { name: 'Petr Novák' })).toBeInTheDocument();
    expect(screen.getByText('Showing 2 of 2')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });
});


describe('messageExcerpt', () => {
  it('keeps short texts and cuts long ones with an ellipsis', () => {
    expect(messageExcerpt('Krátká  zpráva\n')).toBe('Krátká zpráva');
    const cut = messageExcerpt('a'.repeat(300));
    expect(cut).toHaveLength(140);
    expect(cut.endsWith('…')).toBe(true);
  });


  // Issue 33 item 16 (WCAG 2.5.3): "click Mark as read" must reach the button that shows "Mark as read".
  it("names each row's actions by their visible word first, the message's sender after it, in both languages", async () => {
    const { unmount } = renderPage('en');
    const list = await screen.findByRole('list', { name: 'Received messages' });
    const [jana] = within(list).getAllByRole('listitem');
    expect(within(jana!).getByRole('button', { name: /^Mark as read/ })).toHaveAccessibleName(expect.stringContaining('Jana Dvořáková'));
    expect(within(jana!).getByRole('button', { name: /^Delete/ })).toHaveAccessibleName(expect.stringContaining('Jana Dvořáková'));
    expect(labelNotInName()).toEqual([]);
    unmount();
    renderPage('cs');
    await screen.findByRole('list', { name: 'Přijaté zprávy' });
    expect(labelNotInName()).toEqual([]);
  });
});
