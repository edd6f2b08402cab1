import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatDocumentMoney } from '@/shared/money/document-money';
import { documentTotals } from '@/shared/money/document-totals';
import { INVOICE_MESSAGES, type InvoiceDraftInput } from '@/shared/schemas/invoice';
import { jsonResponse, listResponse, stubFetch, type FetchMock } from '@/client/test/fetch-stub';
import { isoDay } from '../common/document-format';
import { CLIENT, invoiceFixture, renderInvoiceScreens } from './invoice-test-support';

let fetchMock: FetchMock;
let onWrite: (method: string, body: InvoiceDraftInput) => Response;
let agencyVatPayer = true;

beforeEach(() => {
  agencyVatPayer = true;
  onWrite = () => jsonResponse(201, invoiceFixture());
  fetchMock = stubFetch(async (raw, init) => {
    const url = new URL(raw, 'http://localhost');
    const method = init?.method ?? 'GET';
    if (method === 'GET' && url.pathname === '/api/admin/clients') return listResponse([CLIENT]);
    if (method === 'GET' && url.pathname === `/api/admin/clients/${CLIENT.id}`) return jsonResponse(200, CLIENT);
    if (method === 'GET' && url.pathname === '/api/admin/settings/billing') return jsonResponse(200, { vatPayer: agencyVatPayer, missing: [] });
    if (method === 'GET' && url.pathname === '/api/admin/projects') return listResponse([{ id: 40, name: 'Nový web', clientId: CLIENT.id }]);
    if (method === 'GET' && url.pathname === '/api/admin/invoices') return listResponse([]);
    if (method === 'GET' && url.pathname === '/api/admin/invoices/7') return jsonResponse(200, invoiceFixture());
    if ((method === 'POST' && url.pathname === '/api/admin/invoices') || (method === 'PUT' && url.pathname === '/api/admin/invoices/7')) {
      return onWrite(method, JSON.parse(String(init?.body)) as InvoiceDraftInput);
    }
    return jsonResponse(404, { message: 'Not found', error: 'Not found' });
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function fill(user: ReturnType<typeof userEvent.setup>, input: HTMLElement, text: string) {
  await user.clear(input);
  await user.type(input, text);
}

const writes = (method: string) => fetchMock.mock.calls.filter(([, init]) => init?.method === method);

describe('invoice editor', () => {
  it('totals the lines live exactly as the shared rule does, and sends the draft with the client’s VAT mode', async () => {
    const user = userEvent.setup();
    renderInvoiceScreens(`/admin/invoices/new?clientId=${CLIENT.id}&projectId=40`);
    await waitFor(() => expect(screen.getByLabelText<HTMLSelectElement>('Klient').value).toBe(String(CLIENT.id)));
    await waitFor(() => expect(screen.getByLabelText<HTMLSelectElement>('Projekt').value).toBe('40'));
    // No rate field for CZK; the dates are set when issued unless typed.
    expect(screen.queryByTestId('invoice-rate')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Datum uskutečnění zdanitelného plnění')).toHaveValue('');

    await user.click(screen.getByRole('button', { name: 'Přidat položku' }));
    const descriptions = screen.getAllByLabelText('Popis plnění');
    const quantities = screen.getAllByLabelText('Množství');
    const prices = screen.getAllByLabelText('Cena za jednotku (CZK)');
    const discounts = screen.getAllByLabelText('Sleva %');
    await user.type(descriptions[0]!, 'Webdesign');
    await fill(user, prices[0]!, '10 000');
    await fill(user, discounts[0]!, '10');
    await user.type(descriptions[1]!, 'Texty');
    await fill(user, quantities[1]!, '2,5');
    await fill(user, prices[1]!, '1234,56');
    await user.selectOptions(screen.getAllByLabelText('Sazba DPH')[1]!, 'reduced');

    const lines = [
      { quantityThousandths: 1000, unitPriceMinor: 1_000_000, discountBasisPoints: 1000, vatRateCode: 'basic' as const, recurrence: 'one_time' as const },
      { quantityThousandths: 2500, unitPriceMinor: 123_456, discountBasisPoints: 0, vatRateCode: 'reduced' as const, recurrence: 'one_time' as const },
    ];
    const shared = documentTotals({ lines, vatMode: 'czech_vat', taxDate: isoDay() });
    const kc = (minor: number) => formatDocumentMoney(minor, 'CZK', 'cs');
    expect(screen.getByTestId('invoice-line-base-0').textContent).toBe(kc(shared.lines[0]!.baseMinor));
    expect(screen.getByTestId('invoice-line-base-1').textContent).toBe(kc(shared.lines[1]!.baseMinor));
    const recap = within(screen.getByTestId('invoice-recap')).getAllByRole('row').slice(1).map((r) => r.textContent);
    expect(recap).toEqual(shared.oneTime.recap.map((r) => `${r.vatPercent}\u00a0%${kc(r.baseMinor)}${kc(r.vatMinor)}${kc(r.totalMinor)}`));
    expect(screen.getByTestId('invoice-payable').textContent).toBe(kc(shared.oneTime.payableMinor));
    // 9 000,00 + 21 % and 3 086,40 + 12 % (370,37): 14 346,77 Kč.
    expect(shared.oneTime.payableMinor).toBe(1_434_677);

    let sent: InvoiceDraftInput | undefined;
    onWrite = (_method, body) => {
      sent = body;
      return jsonResponse(201, invoiceFixture());
    };
    await user.click(screen.getByRole('button', { name: 'Uložit koncept' }));
    await waitFor(() => expect(sent).toBeDefined());
    expect(sent).toMatchObject({ kind: 'invoice', clientId: CLIENT.id, projectId: 40, currency: 'CZK', exchangeRateThousandths: null, vatMode: 'czech_vat', issuedOn: null, dueOn: null });
    expect(sent?.lines.map((l) => [l.description, l.quantityThousandths, l.unitPriceMinor, l.discountBasisPoints, l.vatRateCode])).toEqual([
      ['Webdesign', 1000, 1_000_000, 1000, 'basic'],
      ['Texty', 2500, 123_456, 0, 'reduced'],
    ]);
    await waitFor(() => expect(screen.getByTestId('address')).toHaveTextContent('/admin/invoices/7'));
  }, 60_000);

  it('an agency that is no VAT payer: a new invoice starts without VAT, its lines ask for no rate and its totals show no VAT recap', async () => {
    agencyVatPayer = false;
    const user = userEvent.setup();
    renderInvoiceScreens(`/admin/invoices/new?clientId=${CLIENT.id}`);
    await waitFor(() => expect(screen.getByLabelText<HTMLSelectElement>('Režim DPH').value).toBe('non_payer'));
    await user.type(screen.getByLabelText('Popis plnění'), 'Webdesign');
    await fill(user, screen.getByLabelText('Cena za jednotku (CZK)'), '10 000');
    await waitFor(() => expect(screen.getByTestId('invoice-payable').textContent).toBe(formatDocumentMoney(1_000_000, 'CZK', 'cs')));
    expect(screen.queryByTestId('invoice-recap')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Sazba DPH')).not.toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Režim DPH'), 'czech_vat');
    expect(await screen.findByTestId('invoice-recap')).toBeInTheDocument();
    expect(screen.getByLabelText<HTMLSelectElement>('Sazba DPH').value).toBe('basic');
  });

  it('EUR with an own rate: required, and sent in thousandths with its source', async () => {
    const user = userEvent.setup();
    renderInvoiceScreens('/admin/invoices/7/edit');
    const currency = await screen.findByLabelText('Měna');
    await user.selectOptions(currency, 'EUR');
    await user.click(screen.getByRole('radio', { name: 'Vlastní kurz' }));
    const rate = screen.getByLabelText('Vlastní kurz (Kč za 1 EUR)');
    expect(screen.getAllByLabelText('Cena za jednotku (EUR)')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Uložit koncept' }));
    await waitFor(() => expect(rate).toHaveAttribute('aria-invalid', 'true'));
    expect(document.getElementById(rate.getAttribute('aria-describedby') ?? '')).toHaveTextContent('Zadejte kurz, nebo zvolte kurz ČNB');
    expect(writes('PUT')).toHaveLength(0);

    let sent: InvoiceDraftInput | undefined;
    onWrite = (_method, body) => {
      sent = body;
      return jsonResponse(200, invoiceFixture());
    };
    await user.type(rate, '24,335');
    await user.click(screen.getByRole('button', { name: 'Uložit koncept' }));
    await waitFor(() => expect(sent).toBeDefined());
    expect(sent).toMatchObject({ currency: 'EUR', exchangeRateSource: 'manual', exchangeRateThousandths: 24_335 });
  });

  it('back to CZK after typing a rate: the rate field goes and no rate is sent', async () => {
    // A saved draft opens its detail page, so the switch back is tested before the save.
    const user = userEvent.setup();
    renderInvoiceScreens('/admin/invoices/7/edit');
    await user.selectOptions(await screen.findByLabelText('Měna'), 'EUR');
    await user.click(screen.getByRole('radio', { name: 'Vlastní kurz' }));
    await user.type(screen.getByLabelText('Vlastní kurz (Kč za 1 EUR)'), '24,335');
    await user.selectOptions(screen.getByLabelText('Měna'), 'CZK');
    expect(screen.queryByLabelText('Vlastní kurz (Kč za 1 EUR)')).not.toBeInTheDocument();

    let sent: InvoiceDraftInput | undefined;
    onWrite = (_method, body) => {
      sent = body;
      return jsonResponse(200, invoiceFixture());
    };
    await user.click(screen.getByRole('button', { name: 'Uložit koncept' }));
    await waitFor(() => expect(sent).toBeDefined());
    expect(sent).toMatchObject({ currency: 'CZK', exchangeRateThousandths: null });
  });

  it('marks the field a 400 names, with the server’s text in the screen’s language', async () => {
    const user = userEvent.setup();
    onWrite = () =>
      jsonResponse(400, {
        message: `lines.0.unitPriceMinor: ${INVOICE_MESSAGES.unitPrice}`,
        error: `lines.0.unitPriceMinor: ${INVOICE_MESSAGES.unitPrice}`,
        field: 'lines.0.unitPriceMinor',
        fields: { 'lines.0.unitPriceMinor': INVOICE_MESSAGES.unitPrice },
      });
    renderInvoiceScreens('/admin/invoices/7/edit');
    const price = await screen.findByLabelText('Cena za jednotku (CZK)');
    await user.click(screen.getByRole('button', { name: 'Uložit koncept' }));
    await waitFor(() => expect(price).toHaveAttribute('aria-invalid', 'true'));
    expect(document.getElementById(price.getAttribute('aria-describedby') ?? '')).toHaveTextContent('Zadejte cenu od 0 do 1 000 000 000 (nejvýše dvě desetinná místa)');
    expect(writes('PUT')).toHaveLength(1);
    expect(screen.getByTestId('address')).toHaveTextContent('/admin/invoices/7/edit');
  });

  it('an issued invoice is never edited: its page opens instead', async () => {
    fetchMock.mockImplementation(async (raw) =>
      new URL(raw, 'http://localhost').pathname === '/api/admin/invoices/7' ? jsonResponse(200, invoiceFixture({ status: 'issued', number: 'FV-2026-0007', paymentState: 'unpaid' })) : listResponse([]),
    );
    renderInvoiceScreens('/admin/invoices/7/edit');
    await waitFor(() => expect(screen.getByTestId('address')).toHaveTextContent(/^\/admin\/invoices\/7$/));
  });
});
