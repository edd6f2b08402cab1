/**
 * A USD invoice in the editor and the detail (issue 38, docs/product/invoices.md#currencies): USD among the
 * currencies, the ČNB rate of the DUZP asked for USD and named in USD, switching to USD starts from the ČNB rate; the
 * detail shows dollars and the VAT recap in CZK with the rate per 1 USD.
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ExchangeRateReading } from '@/shared/exchange-rates';
import type { InvoiceDraftInput } from '@/shared/schemas/invoice';
import { jsonResponse, listResponse, stubFetch } from '@/client/test/fetch-stub';
import { CLIENT, invoiceFixture, renderInvoiceScreens } from './invoice-test-support';

const CZK_DRAFT = invoiceFixture({ taxableSupplyOn: '2025-03-07' });
const USD_ISSUED = invoiceFixture({
  id: 8,
  status: 'issued',
  number: '2025-0001',
  paymentState: 'unpaid',
  currency: 'USD',
  language: 'en',
  taxableSupplyOn: '2025-03-07',
  exchangeRateThousandths: 23105,
  exchangeRateSource: 'cnb',
  exchangeRateFixedOn: '2025-03-07',
  exchangeRateSerial: 47,
  vatRecapCzk: [{ vatRateCode: 'basic', vatPercent: 21, baseMinor: 8_340_91, vatMinor: 1_751_59, totalMinor: 10_092_50 }],
});

let sent: InvoiceDraftInput | undefined;
let asked: string[];

beforeEach(() => {
  sent = undefined;
  asked = [];
  stubFetch(async (raw, init) => {
    const url = new URL(raw, 'http://localhost');
    const method = init?.method ?? 'GET';
    if (method === 'GET' && url.pathname === '/api/admin/exchange-rates') {
      const date = url.searchParams.get('date') ?? '';
      const currency = url.searchParams.get('currency') ?? '';
      asked.push(`${currency} ${date}`);
      return jsonResponse(200, { rate: { state: 'final', currency, date, rateThousandths: 23105, amount: 1, fixedOn: '2025-03-07', serial: 47 }, service: null } satisfies ExchangeRateReading);
    }
    if (method === 'GET' && url.pathname === '/api/admin/clients') return listResponse([CLIENT]);
    if (method === 'GET' && url.pathname === `/api/admin/clients/${CLIENT.id}`) return jsonResponse(200, CLIENT);
    if (method === 'GET' && url.pathname === '/api/admin/settings/billing') return jsonResponse(200, { vatPayer: true, missing: [] });
    if (method === 'GET' && url.pathname === '/api/admin/projects') return listResponse([]);
    if (method === 'GET' && url.pathname === '/api/admin/invoices') return listResponse([]);
    if (method === 'GET' && url.pathname === '/api/admin/invoices/7') return jsonResponse(200, CZK_DRAFT);
    if (method === 'GET' && url.pathname === '/api/admin/invoices/8') return jsonResponse(200, USD_ISSUED);
    if (method === 'GET' && url.pathname === '/api/admin/invoices/8/payments') return jsonResponse(200, []);
    if (method === 'PUT' && url.pathname === '/api/admin/invoices/7') {
      sent = JSON.parse(String(init?.body)) as InvoiceDraftInput;
      return jsonResponse(200, CZK_DRAFT);
    }
    return jsonResponse(404, { message: 'Not found', error: 'Not found' });
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('a USD invoice', () => {
  it('the editor offers USD, asks ČNB for the USD rate of the DUZP and sends the ČNB source', async () => {
    const user = userEvent.setup();
    renderInvoiceScreens('/admin/invoices/7/edit');
    const currency = await screen.findByLabelText('Měna');
    expect([...currency.querySelectorAll('option')].map((o) => o.textContent)).toEqual(['CZK', 'EUR', 'USD']);
    await user.selectOptions(currency, 'USD');
    expect(await screen.findByText('Kurz ČNB 23,105 Kč/USD ze dne 7. 3. 2025 (č. 47)')).toBeInTheDocument();
    expect(asked).toContain('USD 2025-03-07');
    await user.click(screen.getByRole('radio', { name: 'Vlastní kurz' }));
    expect(screen.getByLabelText('Vlastní kurz (Kč za 1 USD)')).toHaveValue('23,105');
    await user.click(screen.getByRole('radio', { name: 'Kurz ČNB ke dni DUZP' }));
    await user.click(screen.getByRole('button', { name: 'Uložit koncept' }));
    await waitFor(() => expect(sent).toBeDefined());
    expect(sent).toMatchObject({ currency: 'USD', exchangeRateSource: 'cnb', exchangeRateThousandths: null });
  });

  it('the detail shows dollars, the rate per 1 USD and the VAT recap in CZK', async () => {
    renderInvoiceScreens('/admin/invoices/8');
    expect(await screen.findByText('23,105 Kč/USD · ČNB ze dne 7. 3. 2025 (č. 47)')).toBeInTheDocument();
    expect(screen.getByTestId('invoice-recap-czk')).toHaveTextContent(/8\s340,91\sKč/);
    expect(screen.getByTestId('invoice-payable')).toHaveTextContent('USD');
  });
});
