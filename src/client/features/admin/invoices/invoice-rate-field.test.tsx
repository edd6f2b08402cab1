import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ExchangeRateAnswer, ExchangeRateReading } from '@/shared/exchange-rates';
import type { InvoiceDraftInput } from '@/shared/schemas/invoice';
import { jsonResponse, listResponse, stubFetch } from '@/client/test/fetch-stub';
import { CLIENT, invoiceFixture, renderInvoiceScreens } from './invoice-test-support';

const EUR_DRAFT = invoiceFixture({ currency: 'EUR', taxableSupplyOn: '2025-03-07', exchangeRateThousandths: 25010, exchangeRateSource: 'cnb', exchangeRateFixedOn: '2025-03-07', exchangeRateSerial: 47 });

const final = (date: string, rateThousandths: number, fixedOn: string, serial: number): ExchangeRateAnswer => ({ state: 'final', currency: 'EUR', date, rateThousandths, amount: 1, fixedOn, serial });

let unavailableOnce: boolean;
let sent: InvoiceDraftInput | undefined;
let asked: string[];

beforeEach(() => {
  unavailableOnce = true;
  sent = undefined;
  asked = [];
  stubFetch(async (raw, init) => {
    const url = new URL(raw, 'http://localhost');
    const method = init?.method ?? 'GET';
    if (method === 'GET' && url.pathname === '/api/admin/exchange-rates') {
      const date = url.searchParams.get('date') ?? '';
      asked.push(date);
      const rate: ExchangeRateAnswer | undefined = {
        '2025-03-07': final('2025-03-07', 25010, '2025-03-07', 47),
        '2025-03-08': final('2025-03-08', 25010, '2025-03-07', 47),
        '2025-03-10': final('2025-03-10', 25100, '2025-03-10', 48),
        '2025-03-12': { state: 'not_published', currency: 'EUR', date, publishedOn: '2025-03-12' } as const,
      }[date];
      if (date === '2025-03-13' && unavailableOnce) {
        unavailableOnce = false;
        return jsonResponse(200, { rate: { state: 'unavailable', currency: 'EUR', date }, service: null } satisfies ExchangeRateReading);
      }
      return jsonResponse(200, { rate: rate ?? final(date, 25300, date, 50), service: null } satisfies ExchangeRateReading);
    }
    if (method === 'GET' && url.pathname === '/api/admin/clients') return listResponse([CLIENT]);
    if (method === 'GET' && url.pathname === `/api/admin/clients/${CLIENT.id}`) return jsonResponse(200, CLIENT);
    if (method === 'GET' && url.pathname === '/api/admin/settings/billing') return jsonResponse(200, { vatPayer: true, missing: [] });
    if (method === 'GET' && url.pathname === '/api/admin/projects') return listResponse([]);
    if (method === 'GET' && url.pathname === '/api/admin/invoices') return listResponse([]);
    if (method === 'GET' && url.pathname === '/api/admin/invoices/7') return jsonResponse(200, EUR_DRAFT);
    if (method === 'PUT' && url.pathname === '/api/admin/invoices/7') {
      sent = JSON.parse(String(init?.body)) as InvoiceDraftInput;
      return jsonResponse(200, EUR_DRAFT);
    }
    return jsonResponse(404, { message: 'Not found', error: 'Not found' });
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const duzp = () => screen.getByLabelText('Datum uskutečnění zdanitelného plnění');
const save = (user: ReturnType<typeof userEvent.setup>) => user.click(screen.getByRole('button', { name: 'Uložit koncept' }));

describe('the EUR rate of the invoice editor', () => {
  it('shows the ČNB rate of the DUZP by itself, follows a changed DUZP, and sends only its source', async () => {
    const user = userEvent.setup();
    renderInvoiceScreens('/admin/invoices/7/edit');
    expect(await screen.findByText('Kurz ČNB 25,010 Kč/EUR ze dne 7. 3. 2025 (č. 47)')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Kurz ČNB ke dni DUZP' })).toBeChecked();
    fireEvent.change(duzp(), { target: { value: '2025-03-08' } });
    // A Saturday: Friday's fixing.
    expect(await screen.findByText('Kurz platný pro DUZP 8. 3. 2025; změní se sám se změnou DUZP.')).toBeInTheDocument();
    expect(screen.getByText('Kurz ČNB 25,010 Kč/EUR ze dne 7. 3. 2025 (č. 47)')).toBeInTheDocument();
    fireEvent.change(duzp(), { target: { value: '2025-03-10' } });
    expect(await screen.findByText('Kurz ČNB 25,100 Kč/EUR ze dne 10. 3. 2025 (č. 48)')).toBeInTheDocument();
    expect(asked).toEqual(['2025-03-07', '2025-03-08', '2025-03-10']);
    await save(user);
    await waitFor(() => expect(sent).toBeDefined());
    expect(sent).toMatchObject({ currency: 'EUR', exchangeRateSource: 'cnb', exchangeRateThousandths: null, taxableSupplyOn: '2025-03-10' });
  });

  it('an own rate starts from the ČNB one, is sent as typed, and ČNB can be chosen again', async () => {
    const user = userEvent.setup();
    renderInvoiceScreens('/admin/invoices/7/edit');
    await screen.findByText('Kurz ČNB 25,010 Kč/EUR ze dne 7. 3. 2025 (č. 47)');
    await user.click(screen.getByRole('radio', { name: 'Vlastní kurz' }));
    const rate = screen.getByLabelText('Vlastní kurz (Kč za 1 EUR)');
    expect(rate).toHaveValue('25,01');
    await user.clear(rate);
    await user.type(rate, '25,5');
    await user.click(screen.getByRole('radio', { name: 'Kurz ČNB ke dni DUZP' }));
    expect(screen.queryByLabelText('Vlastní kurz (Kč za 1 EUR)')).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Vlastní kurz' }));
    const again = screen.getByLabelText('Vlastní kurz (Kč za 1 EUR)');
    expect(again).toHaveValue('25,01');
    await user.clear(again);
    await user.type(again, '24,335');
    await save(user);
    await waitFor(() => expect(sent).toBeDefined());
    expect(sent).toMatchObject({ exchangeRateSource: 'manual', exchangeRateThousandths: 24_335 });
  });

  it('before 14:30 of the DUZP: not published yet, with the way out', async () => {
    renderInvoiceScreens('/admin/invoices/7/edit');
    await screen.findByText(/25,010/);
    fireEvent.change(duzp(), { target: { value: '2025-03-12' } });
    expect(await screen.findByText(/Kurz ČNB ze dne 12\. 3\. 2025 se vyhlašuje po 14:30/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Zkusit znovu' })).not.toBeInTheDocument();
  });

  it('ČNB not answering: says so, offers to try again, and the rate comes when it answers', async () => {
    const user = userEvent.setup();
    renderInvoiceScreens('/admin/invoices/7/edit');
    await screen.findByText(/25,010/);
    fireEvent.change(duzp(), { target: { value: '2025-03-13' } });
    expect(await screen.findByText(/ČNB teď neodpovídá: kurz ke dni 13\. 3\. 2025 se nepodařilo získat/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Zkusit znovu' }));
    expect(await screen.findByText('Kurz ČNB 25,300 Kč/EUR ze dne 13. 3. 2025 (č. 50)')).toBeInTheDocument();
  });

  it('in English', async () => {
    renderInvoiceScreens('/admin/invoices/7/edit', 'en');
    expect(await screen.findByText('ČNB rate 25.010 CZK/EUR of Mar 7, 2025 (no. 47)')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Own rate' })).not.toBeChecked();
  });

  it('the invoice detail shows the rate and where it came from', async () => {
    renderInvoiceScreens('/admin/invoices/7');
    expect(await screen.findByText('25,010 Kč/EUR · ČNB ze dne 7. 3. 2025 (č. 47)')).toBeInTheDocument();
  });
});
