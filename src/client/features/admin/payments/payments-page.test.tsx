import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminInvoiceListItem } from '@/shared/schemas/invoice';
import type { AdminBankStatementImport, AdminBankTransaction, BankStatementImportResult } from '@/shared/schemas/payment';
import { STATEMENT_REFUSAL_CODES } from '@/shared/payments/statement-refusals';
import { adminPayments as cs } from '@/client/i18n/cs/admin-payments';
import { adminPayments as en } from '@/client/i18n/en/admin-payments';
import { jsonResponse, listResponse, stubFetch, type FetchMock } from '@/client/test/fetch-stub';
import { renderAdminScreen } from '@/client/test/render-admin-screen';
import { PaymentsPage } from './payments-page';

const IMPORT: AdminBankStatementImport = {
  id: 3,
  format: 'camt053',
  fileName: 'vypis-2026-11.xml',
  account: '2000145399/0800',
  currency: 'CZK',
  transactionsTotal: 4,
  transactionsNew: 3,
  importedByName: 'Jana Nováková',
  createdAt: '2026-11-26T10:00:00.000Z',
};

const UNMATCHED: AdminBankTransaction = {
  id: 51,
  importId: 3,
  account: '2000145399/0800',
  bankRef: 'R-51',
  bookedOn: '2026-11-25',
  amountMinor: 605_000,
  currency: 'CZK',
  variableSymbol: '999',
  constantSymbol: null,
  specificSymbol: null,
  counterpartyName: 'Pekárna Dvořák s.r.o.',
  counterpartyAccount: '123456789/0100',
  message: 'Platba za web',
  state: 'unmatched',
  invoiceId: null,
  invoiceNumber: null,
  unmatchedReason: 'unknown_symbol',
};

const candidate = (id: number, number: string, outstandingMinor: number, currency: 'CZK' | 'EUR' = 'CZK'): AdminInvoiceListItem => ({
  id,
  kind: 'invoice',
  number,
  status: 'issued',
  paymentState: 'unpaid',
  clientId: 5,
  clientName: 'Pekárna Dvořák',
  projectId: null,
  currency,
  issuedOn: '2026-11-01',
  dueOn: '2026-11-15',
  variableSymbol: number.replace(/\D/g, ''),
  outstandingMinor,
  paidMinor: 0,
  sentAt: null,
  createdAt: '2026-11-01T09:00:00.000Z',
  totalMinor: outstandingMinor,
});

let fetchMock: FetchMock;
let onUpload: () => Response;

beforeEach(() => {
  onUpload = () => jsonResponse(201, { import: IMPORT, alreadyImported: 1, matched: 2, unmatched: 1, transactions: [UNMATCHED] } satisfies BankStatementImportResult);
  fetchMock = stubFetch(async (raw, init) => {
    const url = new URL(raw, 'http://localhost');
    const method = init?.method ?? 'GET';
    if (method === 'POST' && url.pathname === '/api/admin/bank-statements') return onUpload();
    if (method === 'GET' && url.pathname === '/api/admin/bank-statements') return listResponse([IMPORT]);
    if (method === 'GET' && url.pathname === '/api/admin/bank-transactions') {
      const state = url.searchParams.get('state');
      return listResponse(state === 'unmatched' ? [UNMATCHED] : []);
    }
    if (method === 'GET' && url.pathname === '/api/admin/invoices') {
      // An EUR invoice and a paid one the server might send if it ignored the filters: the dialog leaves them out.
      return listResponse([candidate(10, 'FV-2026-0010', 100_000), candidate(12, 'FV-2026-0012', 605_000), candidate(13, 'FV-2026-0013', 605_000, 'EUR'), candidate(14, 'FV-2026-0014', 0)]);
    }
    if (method === 'POST' && url.pathname === '/api/admin/bank-transactions/51/pair') return jsonResponse(200, { ...UNMATCHED, state: 'matched', invoiceId: 12, invoiceNumber: 'FV-2026-0012' });
    if (method === 'POST' && url.pathname === '/api/admin/bank-transactions/51/ignore') return jsonResponse(200, { ...UNMATCHED, state: 'ignored' });
    return jsonResponse(404, { message: 'Not found', error: 'Not found' });
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function Address() {
  const location = useLocation();
  return <output data-testid="address">{`${location.pathname}${location.search}`}</output>;
}

function renderPayments(url = '/admin/payments') {
  return renderAdminScreen(
    <>
      <Routes>
        <Route path="/admin/payments" element={<PaymentsPage />} />
      </Routes>
      <Address />
    </>,
    { url },
  );
}

const statement = () => new File(['<Document/>'], 'vypis-2026-11.xml', { type: 'application/xml' });

describe('payments screen', () => {
  it('uploads a statement as multipart and shows what it did', async () => {
    const user = userEvent.setup();
    renderPayments();
    const input = await screen.findByLabelText('Soubor výpisu (camt.053 XML nebo GPC/ABO)');
    expect(input).toHaveAttribute('accept', '.xml,.gpc,.abo,.txt');
    // Nothing chosen: said at the field, nothing sent.
    await user.click(screen.getByRole('button', { name: 'Nahrát výpis' }));
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);

    await user.upload(input, statement());
    await user.click(screen.getByRole('button', { name: 'Nahrát výpis' }));
    expect(await screen.findByText('Výsledek: vypis-2026-11.xml')).toBeInTheDocument();
    const counts = within(screen.getByTestId('statement-result')).getAllByRole('definition').map((d) => d.textContent);
    expect(counts).toEqual(['3', '2', '1', '1']);
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    const body = post?.[1]?.body;
    expect(body).toBeInstanceOf(FormData);
    expect((body as FormData).get('file')).toBeInstanceOf(File);
    // The history of imports.
    expect(await screen.findByRole('list', { name: 'Nahrané výpisy' })).toHaveTextContent('vypis-2026-11.xml');
  });

  it('says a refused file in Czech from the server’s code, with what to download instead — no English, no "file:" prefix', async () => {
    const user = userEvent.setup();
    const english = 'file: Not a camt.053 or GPC (ABO) bank statement (the format is read from the content, not the file name)';
    onUpload = () => jsonResponse(400, { message: english, error: english, field: 'file', fields: { file: english.slice(6) }, code: 'unknownFormat' });
    renderPayments();
    const input = await screen.findByLabelText('Soubor výpisu (camt.053 XML nebo GPC/ABO)');
    fireEvent.change(input, { target: { files: [statement()] } });
    await user.click(screen.getByRole('button', { name: 'Nahrát výpis' }));
    await waitFor(() => expect(input).toHaveAttribute('aria-invalid', 'true'));
    const czech =
      'Soubor není výpis ve formátu camt.053 ani GPC (ABO). V internetovém bankovnictví stáhněte výpis ve formátu XML (camt.053) nebo GPC/ABO.';
    const fieldError = document.getElementById(input.getAttribute('aria-describedby') ?? '');
    expect(fieldError).toHaveTextContent(czech);
    expect(fieldError).not.toHaveTextContent(/file:|Not a camt/);
    expect(document.body).not.toHaveTextContent(/file:|Not a camt/);
    expect(screen.queryByTestId('statement-result')).not.toBeInTheDocument();
  });

  it('names the entry and the largest payment of an amount refused, in Czech', async () => {
    const user = userEvent.setup();
    onUpload = () => jsonResponse(400, { message: 'file: Entry 2: …', error: 'file: Entry 2: …', field: 'file', code: 'amountTooLarge', params: { entry: 2, max: 100_000_000_000 } });
    renderPayments();
    const input = await screen.findByLabelText('Soubor výpisu (camt.053 XML nebo GPC/ABO)');
    fireEvent.change(input, { target: { files: [statement()] } });
    await user.click(screen.getByRole('button', { name: 'Nahrát výpis' }));
    await waitFor(() => expect(input).toHaveAttribute('aria-invalid', 'true'));
    expect(document.getElementById(input.getAttribute('aria-describedby') ?? '')).toHaveTextContent(
      'Výpis nebyl načten: pohyb č. 2 má částku vyšší než největší možná platba (1 000 000 000,00).',
    );
  });

  it('pairs an unmatched payment: same-currency invoices with money outstanding, the exact amount first', async () => {
    const user = userEvent.setup();
    renderPayments();
    const list = await screen.findByRole('list', { name: 'Pohyby na účtu' });
    const row = within(list).getByRole('listitem');
    expect(row).toHaveTextContent('25. 11. 2026');
    expect(row).toHaveTextContent('6 050,00');
    expect(row).toHaveTextContent('Pekárna Dvořák s.r.o.');
    expect(row).toHaveTextContent('999');
    expect(row).toHaveTextContent('Platba za web');
    expect(row).toHaveTextContent('Neznámý variabilní symbol');

    await user.click(within(row).getByRole('button', { name: 'Spárovat s fakturou' }));
    const dialog = await screen.findByRole('dialog', { name: /^Spárovat platbu 6\s050,00/ });
    const candidates = await within(dialog).findByRole('list', { name: 'Faktury k úhradě' });
    const request = fetchMock.mock.calls.map(([raw]) => new URL(raw, 'http://localhost')).find((u) => u.pathname === '/api/admin/invoices');
    expect(request?.searchParams.get('open')).toBe('1');
    expect(request?.searchParams.get('currency')).toBe('CZK');
    const offered = within(candidates).getAllByRole('listitem');
    expect(offered.map((li) => within(li).getByRole('button').textContent)).toEqual(['Spárovat s FV-2026-0012', 'Spárovat s FV-2026-0010']);
    expect(offered[0]).toHaveTextContent('Zbývá přesně tato částka');
    expect(offered[1]).not.toHaveTextContent('Zbývá přesně tato částka');

    await user.click(within(offered[0]!).getByRole('button', { name: 'Spárovat s FV-2026-0012' }));
    await waitFor(() => expect(fetchMock.mock.calls.some(([raw, init]) => raw === '/api/admin/bank-transactions/51/pair' && init?.body === JSON.stringify({ invoiceId: 12 }))).toBe(true));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('ignores a transaction, and keeps the filter in the address', async () => {
    const user = userEvent.setup();
    renderPayments();
    const list = await screen.findByRole('list', { name: 'Pohyby na účtu' });
    await user.click(within(list).getByRole('button', { name: 'Ignorovat' }));
    await waitFor(() => expect(fetchMock.mock.calls.some(([raw, init]) => raw === '/api/admin/bank-transactions/51/ignore' && init?.method === 'POST')).toBe(true));
    await user.selectOptions(screen.getByLabelText('Zobrazit'), 'ignored');
    await waitFor(() => expect(screen.getByTestId('address')).toHaveTextContent('/admin/payments?state=ignored'));
    expect(await screen.findByText('Žádný ignorovaný pohyb.')).toBeInTheDocument();
  });
});

describe('refused statement texts', () => {
  it('has a text for every refusal code the server sends, in both languages', () => {
    for (const texts of [cs.upload.refused, en.upload.refused]) {
      for (const code of STATEMENT_REFUSAL_CODES) expect(texts[code], code).toEqual(expect.stringMatching(/\S/));
    }
  });
});
