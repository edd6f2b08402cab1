import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { lookupText } from '@/client/i18n/texts';
import { cs } from '@/client/i18n/cs';
import { jsonResponse, listResponse, stubFetch, type FetchMock } from '@/client/test/fetch-stub';
import { renderAdminScreen } from '@/client/test/render-admin-screen';
import { formatDay } from '@/shared/dates';
import { formatDocumentMoney } from '@/shared/money/document-money';
import { RECEIVED_INVOICE_MESSAGES, type AdminReceivedInvoice, type ReceivedInvoiceInput } from '@/shared/schemas/received-invoice';
import { validationMessageKey } from '@/shared/validation-messages';
import { ReceivedInvoicesPage } from './received-invoices-page';

const PATH = '/api/admin/received-invoices';

/** A received invoice as the API answers it; `over` changes any field. */
function received(over: Partial<AdminReceivedInvoice> = {}): AdminReceivedInvoice {
  return {
    id: 3,
    supplierName: 'Tiskárna Novák s.r.o.',
    supplierIco: '25596641',
    supplierDic: null,
    number: 'FV-118',
    variableSymbol: '2026118',
    issuedOn: '2026-11-20',
    taxableSupplyOn: '2026-11-20',
    dueOn: '2026-12-04',
    currency: 'CZK',
    exchangeRateThousandths: null,
    projectId: 40,
    description: 'Letáky',
    vatReclaimable: true,
    rebillable: true,
    markupBasisPoints: 1500,
    rebilledInvoiceId: null,
    createdAt: '2026-11-20T09:00:00.000Z',
    updatedAt: '2026-11-20T09:00:00.000Z',
    amounts: [{ vatPercent: 21, baseMinor: 1_000_000, vatMinor: 210_000 }],
    projectName: 'Nový web',
    clientId: 5,
    clientName: 'Pekárna Dvořák',
    rebilledInvoiceNumber: null,
    fromIsdoc: false,
    baseMinor: 1_000_000,
    vatMinor: 210_000,
    totalMinor: 1_210_000,
    costCzk: 1_000_000,
    ...over,
  };
}

const LICENCE = received({
  id: 4,
  supplierName: 'Licence GmbH',
  supplierIco: null,
  number: 'INV-2026-77',
  taxableSupplyOn: '2026-11-05',
  currency: 'EUR',
  exchangeRateThousandths: 25_125,
  projectId: null,
  projectName: null,
  clientId: null,
  clientName: null,
  rebillable: false,
  markupBasisPoints: 0,
  fromIsdoc: true,
  amounts: [{ vatPercent: 21, baseMinor: 100_000, vatMinor: 21_000 }],
  baseMinor: 100_000,
  vatMinor: 21_000,
  totalMinor: 121_000,
  costCzk: 2_512_500,
});

const HOSTING = received({ id: 5, supplierName: 'Hosting CZ', supplierIco: null, number: 'RB-1', rebilledInvoiceId: 9, rebilledInvoiceNumber: '2026-0012' });

let fetchMock: FetchMock;
let rows: AdminReceivedInvoice[];
/** The server's answer to a write (POST, PUT, the import), given what was sent. */
let onWrite: (method: string, path: string, body: unknown) => Response;

beforeEach(() => {
  rows = [received(), LICENCE, HOSTING];
  onWrite = (method) => jsonResponse(method === 'POST' ? 201 : 200, received());
  fetchMock = stubFetch(async (raw, init) => {
    const url = new URL(raw, 'http://localhost');
    const method = init?.method ?? 'GET';
    if (method === 'GET' && url.pathname === PATH) return listResponse(rows, 123);
    if (method === 'GET' && url.pathname === '/api/admin/settings/billing') return jsonResponse(200, { vatPayer: true, missing: [] });
    if (method === 'GET' && url.pathname === '/api/admin/projects') return listResponse([{ id: 40, name: 'Nový web', clientName: 'Pekárna Dvořák' }]);
    if (method !== 'GET') {
      const body = init?.body instanceof FormData ? init.body : init?.body ? (JSON.parse(String(init.body)) as unknown) : null;
      return onWrite(method, url.pathname, body);
    }
    return jsonResponse(404, { message: 'Not found', error: 'Not found' });
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderPage(url = '/admin/received-invoices') {
  return renderAdminScreen(
    <Routes>
      <Route path="/admin/received-invoices" element={<ReceivedInvoicesPage />} />
    </Routes>,
    { url },
  );
}

const kc = (minor: number) => formatDocumentMoney(minor, 'CZK', 'cs');
const listRequests = () => fetchMock.mock.calls.map(([raw]) => new URL(raw, 'http://localhost')).filter((u) => u.pathname === PATH);
const writes = () => fetchMock.mock.calls.filter(([, init]) => init?.method && init.method !== 'GET');
/** A shared rule's English text as the Czech screen shows it (the key itself while the text is missing, as i18next does). */
const czech = (english: string) => {
  const key = `validation.${validationMessageKey(english) ?? ''}`;
  const text = lookupText(cs, key);
  return typeof text === 'string' ? text : key;
};

describe('received invoices list', () => {
  it('shows each invoice’s supplier, number, DUZP, project, total, cost and rebilling, with the ISDOC file and the client invoice linked', async () => {
    renderPage();
    const list = await screen.findByRole('list', { name: 'Přijaté faktury' });
    expect(screen.getByText('Celkem 123')).toBeInTheDocument();

    const printerRow = screen.getByTestId('received-invoice-3');
    const printer = within(printerRow);
    expect(printer.getByText('Tiskárna Novák s.r.o.')).toBeInTheDocument();
    expect(printer.getByText('IČO 25596641')).toBeInTheDocument();
    expect(printer.getByText('FV-118')).toBeInTheDocument();
    expect(printer.getByText(formatDay('2026-11-20', 'cs'))).toBeInTheDocument();
    expect(printer.getByText('Nový web')).toBeInTheDocument();
    expect(printer.getByText('Pekárna Dvořák')).toBeInTheDocument();
    expect(printerRow.textContent).toContain(`Celkem: ${kc(1_210_000)}`);
    expect(printerRow.textContent).toContain(`Náklad v Kč: ${kc(1_000_000)}`);
    expect(printer.getByText('Čeká na fakturu')).toBeInTheDocument();
    expect(printer.getByText('přirážka 15 %')).toBeInTheDocument();
    // Typed by hand: no file to download.
    expect(printer.queryByRole('link', { name: /^ISDOC/ })).not.toBeInTheDocument();

    const licenceRow = screen.getByTestId('received-invoice-4');
    const licence = within(licenceRow);
    expect(licenceRow.textContent).toContain(`Celkem: ${formatDocumentMoney(121_000, 'EUR', 'cs')}kurz 25,125 Kč/EUR`);
    expect(licenceRow.textContent).toContain(`Náklad v Kč: ${kc(2_512_500)}`);
    expect(licence.getByText('Bez projektu')).toBeInTheDocument();
    expect(licence.getByText('Nepřefakturuje se')).toBeInTheDocument();
    expect(licence.getByRole('link', { name: 'ISDOC – stáhnout soubor dokladu INV-2026-77' })).toHaveAttribute('href', `${PATH}/4/isdoc`);

    const hosting = within(screen.getByTestId('received-invoice-5'));
    expect(hosting.getByRole('link', { name: 'Na faktuře 2026-0012' })).toHaveAttribute('href', '/admin/invoices/9');
    expect(within(list).getAllByRole('button', { name: /^Upravit – / })).toHaveLength(3);
  });

  it('filters by rebilling and by the DUZP period in the address, and says when there is nothing', async () => {
    const user = userEvent.setup();
    rows = [];
    renderPage('/admin/received-invoices?from=2026-11-01&to=2026-11-30');
    expect(await screen.findByText('Nic nenalezeno')).toBeInTheDocument();
    expect(listRequests().at(-1)?.searchParams.get('from')).toBe('2026-11-01');
    expect(listRequests().at(-1)?.searchParams.get('to')).toBe('2026-11-30');
    await user.selectOptions(screen.getByLabelText('Přefakturace'), 'pending');
    await waitFor(() => expect(listRequests().at(-1)?.searchParams.get('rebill')).toBe('pending'));
    // A period ending before it starts is said, and not asked for.
    fireEvent.change(screen.getByLabelText('DUZP do'), { target: { value: '2026-10-01' } });
    expect(await screen.findByText('Datum „do“ je před datem „od“, období se proto nepoužije.')).toBeInTheDocument();
    await waitFor(() => expect(listRequests().at(-1)?.searchParams.has('to')).toBe(false));
  });

  it('an empty list without filters invites the first invoice', async () => {
    rows = [];
    renderPage();
    expect(await screen.findByText(/Zatím tu není žádná přijatá faktura/)).toBeInTheDocument();
  });
});

describe('received invoice form', () => {
  async function openNew(user: ReturnType<typeof userEvent.setup>) {
    renderPage();
    await screen.findByRole('list', { name: 'Přijaté faktury' });
    await user.click(screen.getByRole('button', { name: 'Nová přijatá faktura' }));
    return screen.findByRole('dialog', { name: 'Nová přijatá faktura' });
  }

  it('computes 21 % VAT of 10 000,00 Kč live, and sends the exact payload (haléře, markup in basis points)', async () => {
    const user = userEvent.setup();
    const dialog = within(await openNew(user));
    await user.type(dialog.getByLabelText('Název dodavatele'), 'Tiskárna Novák s.r.o.');
    await user.type(dialog.getByLabelText('IČO'), '25596641');
    await user.type(dialog.getByLabelText('Číslo faktury dodavatele'), 'FV-118');
    await user.type(dialog.getByLabelText('Variabilní symbol'), '2026118');
    fireEvent.change(dialog.getByLabelText('Datum vystavení'), { target: { value: '2026-11-20' } });
    fireEvent.change(dialog.getByLabelText('DUZP (datum uskutečnění zdanitelného plnění)'), { target: { value: '2026-11-20' } });
    fireEvent.change(dialog.getByLabelText('Datum splatnosti'), { target: { value: '2026-12-04' } });
    await user.type(dialog.getByLabelText('Popis'), 'Letáky');
    // The rates of the DUZP: 0, 12 and 21 % in 2026, the basic one first.
    const rate = dialog.getByLabelText<HTMLSelectElement>('Sazba DPH');
    expect([...rate.options].map((o) => o.value)).toEqual(['0', '12', '21']);
    expect(rate.value).toBe('21');

    await user.type(dialog.getByLabelText('Základ (Kč)'), '10 000');
    expect(dialog.getByLabelText('DPH (Kč)')).toHaveValue('2100');
    expect(dialog.getByTestId('received-totalBase').textContent).toBe(kc(1_000_000));
    expect(dialog.getByTestId('received-totalVat').textContent).toBe(kc(210_000));
    expect(dialog.getByTestId('received-total').textContent).toBe(kc(1_210_000));
    // A VAT-paying agency claims the VAT back: the cost is the base.
    await waitFor(() => expect(dialog.getByTestId('received-cost').textContent).toBe(kc(1_000_000)));

    await user.type(dialog.getByRole('combobox', { name: 'Projekt' }), 'Nový');
    await user.click(await dialog.findByRole('option', { name: /Nový web/ }));
    await user.click(dialog.getByLabelText('Přefakturovat klientovi'));
    await user.type(dialog.getByLabelText('Přirážka (%)'), '15');
    expect(dialog.getByTestId('received-rebill').textContent).toBe(`Klientovi se vyúčtuje ${kc(1_150_000)} bez DPH.`);

    await user.click(dialog.getByRole('button', { name: 'Uložit' }));
    await waitFor(() => expect(writes()).toHaveLength(1));
    const [raw, init] = writes()[0]!;
    expect(init?.method).toBe('POST');
    expect(new URL(raw, 'http://localhost').pathname).toBe(PATH);
    const sent: ReceivedInvoiceInput = {
      supplierName: 'Tiskárna Novák s.r.o.',
      supplierIco: '25596641',
      supplierDic: null,
      number: 'FV-118',
      variableSymbol: '2026118',
      issuedOn: '2026-11-20',
      taxableSupplyOn: '2026-11-20',
      dueOn: '2026-12-04',
      currency: 'CZK',
      exchangeRateThousandths: null,
      projectId: 40,
      description: 'Letáky',
      rebillable: true,
      markupBasisPoints: 1500,
      amounts: [{ vatPercent: 21, baseMinor: 1_000_000, vatMinor: 210_000 }],
    };
    expect(JSON.parse(String(init?.body))).toEqual(sent);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('keeps a VAT typed by hand (the supplier’s rounding) when the base changes, and refuses an amount that is not one', async () => {
    const user = userEvent.setup();
    const dialog = within(await openNew(user));
    const base = dialog.getByLabelText('Základ (Kč)');
    const vat = dialog.getByLabelText('DPH (Kč)');
    await user.type(base, '99,99');
    expect(vat).toHaveValue('21');
    await user.clear(vat);
    await user.type(vat, '20,99');
    await user.type(base, '9');
    expect(vat).toHaveValue('20,99');
    await user.clear(base);
    await user.type(base, '12,345');
    await user.click(dialog.getByRole('button', { name: 'Uložit' }));
    await waitFor(() => expect(base).toHaveAttribute('aria-invalid', 'true'));
    expect(dialog.getByText(`Základ (Kč): ${czech('At most two decimal places')}`)).toBeInTheDocument();
    expect(writes()).toHaveLength(0);
  });

  it('shows a server 400 at the field it names', async () => {
    const user = userEvent.setup();
    const message = RECEIVED_INVOICE_MESSAGES.vatMismatch;
    onWrite = () => jsonResponse(400, { message: `amounts.0.vatMinor: ${message}`, error: `amounts.0.vatMinor: ${message}`, field: 'amounts.0.vatMinor', fields: { 'amounts.0.vatMinor': message } });
    const dialog = within(await openNew(user));
    await user.type(dialog.getByLabelText('Název dodavatele'), 'Hosting CZ');
    await user.type(dialog.getByLabelText('Číslo faktury dodavatele'), 'RB-1');
    await user.type(dialog.getByLabelText('Základ (Kč)'), '4000');
    await user.click(dialog.getByRole('button', { name: 'Uložit' }));
    const vat = dialog.getByLabelText('DPH (Kč)');
    await waitFor(() => expect(vat).toHaveAttribute('aria-invalid', 'true'));
    expect(vat).toHaveFocus();
    expect(dialog.getByText(`DPH (Kč): ${czech(message)}`)).toBeInTheDocument();
    expect(dialog.getByLabelText('Základ (Kč)')).toHaveAttribute('aria-invalid', 'false');
  });

  it('asks for the exchange rate only for EUR, and sends it in thousandths', async () => {
    const user = userEvent.setup();
    const dialog = within(await openNew(user));
    expect(dialog.queryByLabelText('Kurz ČNB (Kč za 1 EUR)')).not.toBeInTheDocument();
    await user.selectOptions(dialog.getByLabelText('Měna'), 'EUR');
    expect(dialog.getByLabelText('Kurz ČNB (Kč za 1 EUR)')).toBeInTheDocument();
    await user.selectOptions(dialog.getByLabelText('Měna'), 'CZK');
    expect(dialog.queryByLabelText('Kurz ČNB (Kč za 1 EUR)')).not.toBeInTheDocument();
    await user.selectOptions(dialog.getByLabelText('Měna'), 'EUR');
    const rate = dialog.getByLabelText('Kurz ČNB (Kč za 1 EUR)');
    expect(dialog.getByLabelText('Základ (EUR)')).toBeInTheDocument();
    await user.type(dialog.getByLabelText('Název dodavatele'), 'Licence GmbH');
    await user.type(dialog.getByLabelText('Číslo faktury dodavatele'), 'INV-2026-77');
    await user.type(dialog.getByLabelText('Základ (EUR)'), '1000');
    expect(dialog.getByTestId('received-total').textContent).toBe(formatDocumentMoney(121_000, 'EUR', 'cs'));
    // No rate yet: no cost in Kč, and the form asks for it.
    expect(dialog.getByTestId('received-cost').textContent).toBe('—');
    await user.click(dialog.getByRole('button', { name: 'Uložit' }));
    await waitFor(() => expect(rate).toHaveAttribute('aria-invalid', 'true'));
    expect(writes()).toHaveLength(0);

    await user.type(rate, '25,125');
    await waitFor(() => expect(dialog.getByTestId('received-cost').textContent).toBe(kc(2_512_500)));
    await user.click(dialog.getByRole('button', { name: 'Uložit' }));
    await waitFor(() => expect(writes()).toHaveLength(1));
    expect(JSON.parse(String(writes()[0]![1]?.body))).toMatchObject({ currency: 'EUR', exchangeRateThousandths: 25_125, amounts: [{ vatPercent: 21, baseMinor: 100_000, vatMinor: 21_000 }] });

  });

  it('edits a cost on a client invoice with its money and rebilling read-only, and says a refused delete', async () => {
    const user = userEvent.setup();
    const refusal = RECEIVED_INVOICE_MESSAGES.rebilled;
    onWrite = (method) => (method === 'DELETE' ? jsonResponse(409, { message: refusal, error: refusal }) : jsonResponse(200, { ...HOSTING, description: 'Server' }));
    renderPage();
    await screen.findByRole('list', { name: 'Přijaté faktury' });
    await user.click(screen.getByRole('button', { name: 'Upravit – RB-1 – Hosting CZ' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Přijatá faktura RB-1' }));
    expect(dialog.getByText('Náklad je na faktuře klientovi')).toBeInTheDocument();
    expect(dialog.getByRole('link', { name: 'Otevřít fakturu' })).toHaveAttribute('href', '/admin/invoices/9');
    expect(dialog.queryByLabelText('Základ (Kč)')).not.toBeInTheDocument();
    expect(dialog.queryByLabelText('Přefakturovat klientovi')).not.toBeInTheDocument();
    await user.clear(dialog.getByLabelText('Popis'));
    await user.type(dialog.getByLabelText('Popis'), 'Server');
    await user.click(dialog.getByRole('button', { name: 'Uložit' }));
    await waitFor(() => expect(writes()).toHaveLength(1));
    const [raw, init] = writes()[0]!;
    expect(init?.method).toBe('PUT');
    expect(new URL(raw, 'http://localhost').pathname).toBe(`${PATH}/5`);
    // The money and rebilling go back exactly as they came.
    expect(JSON.parse(String(init?.body))).toMatchObject({ description: 'Server', currency: 'CZK', projectId: 40, rebillable: true, markupBasisPoints: 1500, amounts: HOSTING.amounts });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Smazat – RB-1 – Hosting CZ' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm).toHaveTextContent('Doklad RB-1 od dodavatele Hosting CZ se smaže');
    await user.click(within(confirm).getByRole('button', { name: 'Smazat' }));
    expect(await screen.findByText(czech(refusal))).toBeInTheDocument();
    expect(writes().at(-1)?.[1]?.method).toBe('DELETE');
  });
});

describe('ISDOC upload', () => {
  const isdoc = () => new File(['<Invoice/>'], 'FV-118.isdoc', { type: 'application/xml' });

  async function openUpload(user: ReturnType<typeof userEvent.setup>) {
    renderPage();
    await screen.findByRole('list', { name: 'Přijaté faktury' });
    await user.click(screen.getByRole('button', { name: 'Nahrát ISDOC' }));
    return within(await screen.findByRole('dialog', { name: 'Nahrát ISDOC' }));
  }

  it('sends the file as multipart to /import and shows a refusal with the schema’s complaint under the file', async () => {
    const user = userEvent.setup();
    const message = RECEIVED_INVOICE_MESSAGES.isdocInvalid;
    onWrite = () => jsonResponse(400, { message: `file: ${message}`, error: `file: ${message}`, field: 'file', fields: { file: message }, code: 'isdocInvalid', params: { detail: "Element 'Foo': This element is not expected." } });
    const dialog = await openUpload(user);
    const input = dialog.getByLabelText('Soubor ISDOC (.isdoc, .isdocx)');
    expect(input).toHaveAttribute('accept', '.isdoc,.isdocx');
    // Nothing chosen: said at the field, nothing sent.
    await user.click(dialog.getByRole('button', { name: 'Nahrát' }));
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(writes()).toHaveLength(0);

    await user.upload(input, isdoc());
    await user.click(dialog.getByLabelText('Přefakturovat klientovi'));
    await user.type(dialog.getByLabelText('Přirážka (%)'), '12,5');
    await user.click(dialog.getByRole('button', { name: 'Nahrát' }));
    await waitFor(() => expect(writes()).toHaveLength(1));
    const [raw, init] = writes()[0]!;
    expect(new URL(raw, 'http://localhost').pathname).toBe(`${PATH}/import`);
    expect(init?.method).toBe('POST');
    const form = init?.body;
    if (!(form instanceof FormData)) throw new Error('The upload is not multipart/form-data');
    const file = form.get('file');
    expect(file instanceof File ? file.name : file).toBe('FV-118.isdoc');
    expect(form.get('rebillable')).toBe('true');
    expect(form.get('markupBasisPoints')).toBe('1250');
    expect(form.has('projectId')).toBe(false);

    await waitFor(() => expect(input).toHaveAttribute('aria-invalid', 'true'));
    expect(dialog.getByText(`${czech(message)} (Element 'Foo': This element is not expected.)`)).toBeInTheDocument();
  });

  it('says a duplicate at the file, and opens the record an upload stored', async () => {
    const user = userEvent.setup();
    const duplicate = RECEIVED_INVOICE_MESSAGES.duplicate;
    onWrite = () => jsonResponse(409, { message: `number: ${duplicate}`, error: `number: ${duplicate}`, field: 'number', fields: { number: duplicate } });
    const dialog = await openUpload(user);
    const input = dialog.getByLabelText('Soubor ISDOC (.isdoc, .isdocx)');
    await user.upload(input, isdoc());
    await user.click(dialog.getByRole('button', { name: 'Nahrát' }));
    await waitFor(() => expect(input).toHaveAttribute('aria-invalid', 'true'));
    expect(dialog.getAllByText(czech(duplicate)).length).toBeGreaterThan(0);

    onWrite = () => jsonResponse(201, received({ id: 8, number: 'FV-200', fromIsdoc: true, rebillable: false, markupBasisPoints: 0 }));
    await user.click(dialog.getByRole('button', { name: 'Nahrát' }));
    expect(await screen.findByRole('dialog', { name: 'Přijatá faktura FV-200' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Nahrát ISDOC' })).not.toBeInTheDocument();
  });
});
