/**
 * Issuing with a past date says what will happen (issue 33, docs/product/payments.md#reminders): the editor's dates
 * and the issue confirmation tell staff, in their language, that a due date already passed sends nothing by itself —
 * reminders go only for invoices sent to the client — and when the first and the second would come.
 */
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { addDays, officeDay } from '@/shared/dates';
import { jsonResponse, listResponse, stubFetch } from '@/client/test/fetch-stub';
import { CLIENT, invoiceFixture, renderInvoiceScreens } from './invoice-test-support';

const today = officeDay();
const BILLING = { vatPayer: true, missing: [], invoiceDueDays: 14, firstReminderDays: 7, secondReminderDays: 21 };
let draft = invoiceFixture();

beforeEach(() => {
  draft = invoiceFixture();
  stubFetch(async (raw, init) => {
    const url = new URL(raw, 'http://localhost');
    if ((init?.method ?? 'GET') !== 'GET') return jsonResponse(404, {});
    if (url.pathname === '/api/admin/settings/billing') return jsonResponse(200, BILLING);
    if (url.pathname === '/api/admin/clients') return listResponse([CLIENT]);
    if (url.pathname === `/api/admin/clients/${CLIENT.id}`) return jsonResponse(200, CLIENT);
    if (url.pathname === '/api/admin/invoices/7') return jsonResponse(200, draft);
    if (url.pathname === '/api/admin/activity') return listResponse([]);
    if (url.pathname === '/api/admin/projects' || url.pathname === '/api/admin/invoices') return listResponse([]);
    return jsonResponse(404, {});
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const CS_NOTICE =
  'Splatnost už uplynula. Upomínky se posílají jen u faktur odeslaných klientovi: samotné vystavení klientovi nic nepošle. ' +
  'Až fakturu odešlete a zůstane neuhrazená, první upomínka přijde 7 dní po odeslání. Druhá upomínka přijde nejdříve 14 dní po první.';

describe('a due date already passed when issuing', () => {
  it('the editor says what will happen once the date of issue puts the due date in the past (Czech)', async () => {
    renderInvoiceScreens(`/admin/invoices/new?clientId=${CLIENT.id}`);
    const issuedOn = await screen.findByLabelText('Datum vystavení');
    // Blank dates: issued today, due in 14 days — nothing to say.
    expect(screen.queryByText(/Splatnost už uplynula/)).not.toBeInTheDocument();
    fireEvent.change(issuedOn, { target: { value: addDays(today, -10) } });
    expect(screen.queryByText(/Splatnost už uplynula/)).not.toBeInTheDocument();
    fireEvent.change(issuedOn, { target: { value: addDays(today, -60) } });
    expect((await screen.findByText(/^Splatnost už uplynula/)).textContent).toBe(CS_NOTICE);
    // A due date typed ahead of today: the notice goes.
    fireEvent.change(screen.getByLabelText('Datum splatnosti'), { target: { value: addDays(today, 1) } });
    expect(screen.queryByText(/Splatnost už uplynula/)).not.toBeInTheDocument();
  });

  it('the issue confirmation says it too (English), and says nothing for a draft due ahead', async () => {
    draft = invoiceFixture({ issuedOn: addDays(today, -60), dueOn: null });
    const user = userEvent.setup();
    const view = renderInvoiceScreens('/admin/invoices/7', 'en');
    await user.click(await screen.findByRole('button', { name: 'Issue' }));
    const ask = await screen.findByRole('alertdialog', { name: 'Issue the invoice?' });
    expect(
      await within(ask).findByText(
        /The due date has already passed\. Reminders go only for invoices sent to the client: issuing alone sends the client nothing\. Once you send the invoice, the first reminder follows 7 days after sending if it is still unpaid\. The second comes at least 14 days after the first\.$/,
      ),
    ).toBeInTheDocument();
    view.unmount();

    draft = invoiceFixture({ issuedOn: today, dueOn: null });
    renderInvoiceScreens('/admin/invoices/7', 'en');
    await user.click(await screen.findByRole('button', { name: 'Issue' }));
    const plain = await screen.findByRole('alertdialog', { name: 'Issue the invoice?' });
    expect(within(plain).queryByText(/due date has already passed/)).not.toBeInTheDocument();
  });
});
