/**
 * The credit-note dialog (issue 38): the lines with what is left, quantities typed in the screen's language, "all",
 * the live totals by the shared rule (worked example: 4 h × 1 500 Kč at 21 % → −6 000 base, −1 260 VAT, −7 260),
 * a refusal at its field (typed over the rest, and the server's), amounts per rate, and the invoice's credit notes.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { documentTotals } from '@/shared/money/document-totals';
import type { AdminInvoice } from '@/shared/schemas/invoice';
import type { CreditableInvoice } from '@/shared/schemas/credit-note';
import { jsonResponse, listResponse, stubFetch } from '@/client/test/fetch-stub';
import { CLIENT, issuedFixture, renderInvoiceScreens } from './invoice-test-support';
import { creditableFixture } from './credit-note-test-support';

/** 10 h × 1 500 Kč + 1 × 20 000 Kč at 21 %: 35 000 + 7 350 = 42 350 Kč. */
const LINES: AdminInvoice['lines'] = [
  { id: 21, position: 0, description: 'Vývoj', quantityThousandths: 10_000, unit: 'hod', unitPriceMinor: 1_500_00, discountBasisPoints: 0, vatRateCode: 'basic', baseMinor: 15_000_00, vatMinor: 3_150_00, totalMinor: 18_150_00 },
  { id: 22, position: 1, description: 'Grafický návrh', quantityThousandths: 1000, unit: 'ks', unitPriceMinor: 20_000_00, discountBasisPoints: 0, vatRateCode: 'basic', baseMinor: 20_000_00, vatMinor: 4_200_00, totalMinor: 24_200_00 },
];
const totals = documentTotals({ lines: LINES.map((l) => ({ ...l, recurrence: 'one_time' as const })), vatMode: 'czech_vat', taxDate: '2026-11-26' }).oneTime;
const NOTE = issuedFixture({ id: 9, kind: 'credit_note', number: 'D-2026-0001', paymentState: 'credited', correctsInvoiceId: 7, creditReason: 'Méně hodin' });

let invoice: AdminInvoice;
let creditable: CreditableInvoice;
let posted: unknown;
let answer: () => Response;

beforeEach(() => {
  invoice = issuedFixture({ lines: LINES, totals, outstandingMinor: 42_350_00 });
  creditable = creditableFixture(invoice);
  posted = undefined;
  answer = () => jsonResponse(201, NOTE);
  stubFetch(async (raw, init) => {
    const url = new URL(raw, 'http://localhost');
    const method = init?.method ?? 'GET';
    if (method === 'POST' && url.pathname === '/api/admin/invoices/7/credit-note') {
      posted = JSON.parse(String(init?.body));
      return answer();
    }
    if (url.pathname === '/api/admin/invoices/7/credit-note') return jsonResponse(200, creditable);
    if (url.pathname === '/api/admin/invoices/7') return jsonResponse(200, invoice);
    if (url.pathname === '/api/admin/invoices/9') return jsonResponse(200, NOTE);
    if (url.pathname === `/api/admin/clients/${CLIENT.id}`) return jsonResponse(200, CLIENT);
    return listResponse([]);
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function openDialog(name = 'Vystavit opravný doklad', title = 'Opravný daňový doklad k FV-2026-0007') {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name }));
  return { user, dialog: await screen.findByRole('dialog', { name: title }) };
}

describe('the credit-note dialog', () => {
  it('4 h of a line: the live totals by the shared rule, then issued with the quantity and the reason, and the note opens', async () => {
    renderInvoiceScreens('/admin/invoices/7');
    const { user, dialog } = await openDialog();
    expect(within(dialog).getByText(/^Zbývá 10 hod z 10 hod/)).toBeInTheDocument();
    expect(within(dialog).getByText(/^Zbývá 1 ks z 1 ks/)).toBeInTheDocument();
    const totalsBox = within(dialog).getByTestId('credit-note-totals');
    expect(totalsBox).toHaveTextContent('Zadejte množství u některého řádku');

    await user.type(within(dialog).getByLabelText('Dobropisované množství – Vývoj'), '4');
    // 4 × 1 500 = 6 000; VAT 1 260; total 7 260 — negative.
    await waitFor(() => expect(totalsBox).toHaveTextContent('-7 260,00 Kč'));
    expect(totalsBox).toHaveTextContent('-6 000,00');
    expect(totalsBox).toHaveTextContent('-1 260,00');

    // No reason: asked for, nothing sent.
    await user.click(within(dialog).getByRole('button', { name: 'Vystavit opravný doklad' }));
    expect(within(dialog).getByLabelText('Důvod opravy')).toHaveAttribute('aria-invalid', 'true');
    expect(posted).toBeUndefined();
    await user.type(within(dialog).getByLabelText('Důvod opravy'), 'Méně hodin');
    await user.click(within(dialog).getByRole('button', { name: 'Vystavit opravný doklad' }));
    await waitFor(() => expect(posted).toEqual({ reason: 'Méně hodin', lines: [{ lineId: 21, quantity: 4 }] }));
    await waitFor(() => expect(screen.getByTestId('address')).toHaveTextContent('/admin/invoices/9'));
  });

  it('a quantity over what is left is said at its field before sending; "Vše" fills the rest; a decimal comma is read', async () => {
    creditable = creditableFixture(invoice, { 21: 4000 });
    renderInvoiceScreens('/admin/invoices/7');
    const { user, dialog } = await openDialog();
    const hours = within(dialog).getByLabelText('Dobropisované množství – Vývoj');
    await user.type(hours, '7');
    expect(await within(dialog).findByText('Víc, než z řádku zbývá (6 hod).')).toBeInTheDocument();
    expect(hours).toHaveAttribute('aria-invalid', 'true');
    await user.type(within(dialog).getByLabelText('Důvod opravy'), 'x');
    await user.click(within(dialog).getByRole('button', { name: 'Vystavit opravný doklad' }));
    expect(posted).toBeUndefined();

    await user.click(within(dialog).getAllByRole('button', { name: 'Vše' })[0]!);
    expect(hours).toHaveValue('6');
    await user.clear(hours);
    await user.type(hours, '1,5');
    // 1,5 × 1 500 = 2 250 + 472,50 VAT = 2 722,50.
    await waitFor(() => expect(within(dialog).getByTestId('credit-note-totals')).toHaveTextContent('-2 722,50 Kč'));
    await user.click(within(dialog).getByRole('button', { name: 'Vystavit opravný doklad' }));
    await waitFor(() => expect(posted).toEqual({ reason: 'x', lines: [{ lineId: 21, quantity: 1.5 }] }));
  });

  it('the server’s refusal is said at the field it names, in the screen’s language', async () => {
    answer = () => jsonResponse(400, { message: 'lines.0.quantity: More than is left uncredited of this line', error: 'x', field: 'lines.0.quantity', fields: { 'lines.0.quantity': 'More than is left uncredited of this line' }, code: 'quantityTooLarge', params: { leftThousandths: 2000 } });
    renderInvoiceScreens('/admin/invoices/7');
    const { user, dialog } = await openDialog();
    await user.type(within(dialog).getByLabelText('Dobropisované množství – Vývoj'), '3');
    await user.type(within(dialog).getByLabelText('Důvod opravy'), 'Souběh');
    await user.click(within(dialog).getByRole('button', { name: 'Vystavit opravný doklad' }));
    expect(await within(dialog).findByText('Víc, než z řádku zbývá (2).')).toBeInTheDocument();
    expect(screen.getByTestId('address')).toHaveTextContent('/admin/invoices/7');
  });

  it('an amount per rate, in English', async () => {
    invoice = { ...invoice, language: 'en' };
    renderInvoiceScreens('/admin/invoices/7', 'en');
    const { user, dialog } = await openDialog('Issue credit note', 'Credit note for FV-2026-0007');
    await user.click(within(dialog).getByRole('radio', { name: 'An amount per VAT rate' }));
    expect(dialog).toHaveTextContent('Base left CZK 35,000.00');
    await user.type(within(dialog).getByLabelText('Base to credit – Rate 21 %'), '1,000');
    await waitFor(() => expect(within(dialog).getByTestId('credit-note-totals')).toHaveTextContent('CZK -1,210.00'));
    await user.type(within(dialog).getByLabelText('Reason for the correction'), 'Discount');
    await user.click(within(dialog).getByRole('button', { name: 'Issue credit note' }));
    await waitFor(() => expect(posted).toEqual({ reason: 'Discount', amounts: [{ vatRateCode: 'basic', baseMinor: 1_000_00 }] }));
  });

  it('nothing left: said, no form; the detail lists the credit notes with what is left', async () => {
    invoice = { ...invoice, creditNoteIds: [9] };
    creditable = creditableFixture(invoice, { 21: 4000 }, [{ id: 9, number: 'D-2026-0001', issuedOn: '2026-11-27', totalMinor: -7_260_00, reason: 'Méně hodin' }]);
    renderInvoiceScreens('/admin/invoices/7');
    const list = await screen.findByTestId('invoice-credit-notes');
    expect(await within(list).findByRole('link', { name: 'D-2026-0001' })).toHaveAttribute('href', '/admin/invoices/9');
    expect(list).toHaveTextContent('-7 260,00 Kč');
    expect(list).toHaveTextContent('Důvod: Méně hodin');
    expect(list).toHaveTextContent('Zbývá k dobropisu: 35 090,00 Kč s DPH');

    creditable = creditableFixture(invoice, { 21: 10_000, 22: 1000 });
    const { dialog } = await openDialog();
    expect(await within(dialog).findByText('Z faktury už nic nezbývá k dobropisu.')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Vystavit opravný doklad' })).not.toBeInTheDocument();
  });
});
