import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PROPOSAL_MESSAGES, type ProposalInput } from '@/shared/schemas/proposal';
import { stubEditorLayout } from '@/client/test/editor-layout';
import { jsonResponse, listResponse, stubFetch, type FetchMock } from '@/client/test/fetch-stub';
import { CLIENT, proposalFixture, renderProposalScreens } from './proposal-test-support';

stubEditorLayout();

let fetchMock: FetchMock;
let onWrite: (method: string, body: ProposalInput) => Response;
/** The agency's billing details as GET /api/admin/settings/billing answers them (null: not found). */
let agencyBilling: { vatPayer: boolean; missing: string[] } | null;
/** The chosen client's billing fields, as the client's detail answers them. */
let clientBilling: Record<string, unknown>;

beforeEach(() => {
  onWrite = () => jsonResponse(201, proposalFixture());
  agencyBilling = null;
  clientBilling = {};
  fetchMock = stubFetch(async (raw, init) => {
    const url = new URL(raw, 'http://localhost');
    const method = init?.method ?? 'GET';
    if (method === 'GET' && url.pathname === '/api/admin/clients') return listResponse([CLIENT]);
    if (method === 'GET' && url.pathname === `/api/admin/clients/${CLIENT.id}`) return jsonResponse(200, { ...CLIENT, ...clientBilling });
    if (method === 'GET' && url.pathname === '/api/admin/settings/billing' && agencyBilling) return jsonResponse(200, agencyBilling);
    if (method === 'GET' && url.pathname === '/api/admin/proposals/7') return jsonResponse(200, proposalFixture());
    if ((method === 'POST' && url.pathname === '/api/admin/proposals') || (method === 'PUT' && url.pathname === '/api/admin/proposals/7')) {
      return onWrite(method, JSON.parse(String(init?.body)) as ProposalInput);
    }
    return jsonResponse(404, { message: 'Not found', error: 'Not found' });
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const nbsp = (s: string) => s.replace(/ /g, '\u00a0');

async function fill(user: ReturnType<typeof userEvent.setup>, input: HTMLElement, text: string) {
  await user.clear(input);
  await user.type(input, text);
}

describe('proposal editor', () => {
  it('a new proposal takes the chosen client’s VAT mode and document language by the server’s rule: a non-payer agency charges no VAT', async () => {
    agencyBilling = { vatPayer: false, missing: [] };
    clientBilling = { billingCountry: 'CZ', dic: null, vatPayer: false, documentLanguage: 'en' };
    renderProposalScreens(`/admin/proposals/new?clientId=${CLIENT.id}`);
    await waitFor(() => expect(screen.getByLabelText<HTMLSelectElement>('Režim DPH').value).toBe('non_payer'));
    expect(screen.getByLabelText<HTMLSelectElement>('Jazyk dokumentů klienta').value).toBe('en');
    expect(screen.queryByLabelText('Sazba DPH')).not.toBeInTheDocument();
  });

  it('a VAT-paying agency and a business in another EU state with a VAT ID: reverse charge', async () => {
    agencyBilling = { vatPayer: true, missing: [] };
    clientBilling = { billingCountry: 'DE', dic: 'DE123456789', vatPayer: true, documentLanguage: 'cs' };
    renderProposalScreens(`/admin/proposals/new?clientId=${CLIENT.id}`);
    await waitFor(() => expect(screen.getByLabelText<HTMLSelectElement>('Režim DPH').value).toBe('reverse_charge'));
  });

  it('totals the lines live by the shared rule (discount, two VAT rates, monthly apart) and sends those totals', async () => {
    const user = userEvent.setup();
    renderProposalScreens(`/admin/proposals/new?clientId=${CLIENT.id}`);
    await user.type(await screen.findByLabelText('Název nabídky'), 'Nový web');
    await waitFor(() => expect(screen.getByLabelText<HTMLSelectElement>('Klient').value).toBe(String(CLIENT.id)));

    await user.click(screen.getByRole('button', { name: 'Přidat položku' }));
    await user.click(screen.getByRole('button', { name: 'Přidat položku' }));
    const services = screen.getAllByLabelText('Služba');
    const quantities = screen.getAllByLabelText('Množství');
    const prices = screen.getAllByLabelText('Cena za jednotku (CZK)');
    const discounts = screen.getAllByLabelText('Sleva %');
    // 1 × 10 000 Kč − 10 % at 21 %; 2,5 × 1 234,56 Kč at 12 %; 500 Kč a month at 21 %.
    await user.type(services[0]!, 'Web design');
    await fill(user, prices[0]!, '10 000');
    await fill(user, discounts[0]!, '10');
    await user.type(services[1]!, 'Hosting');
    await fill(user, quantities[1]!, '2,5');
    await fill(user, prices[1]!, '1234,56');
    await user.selectOptions(screen.getAllByLabelText('Sazba DPH')[1]!, 'reduced');
    await user.type(services[2]!, 'Podpora');
    await fill(user, prices[2]!, '500');
    await user.selectOptions(screen.getAllByLabelText('Platba')[2]!, 'monthly');

    expect(screen.getByTestId('line-base-0').textContent).toBe(nbsp('9 000,00 Kč'));
    expect(screen.getByTestId('line-base-1').textContent).toBe(nbsp('3 086,40 Kč'));
    const oneTime = screen.getByTestId('totals-oneTime');
    // VAT per rate from the rate's base: 9 000,00 × 21 % = 1 890,00; 3 086,40 × 12 % = 370,368 → 370,37.
    const rows = within(oneTime).getAllByRole('row').slice(1).map((r) => r.textContent);
    expect(rows).toEqual([nbsp('21 %9 000,00 Kč1 890,00 Kč10 890,00 Kč'), nbsp('12 %3 086,40 Kč370,37 Kč3 456,77 Kč')]);
    expect(screen.getByTestId('payable-oneTime').textContent).toBe(nbsp('14 346,77 Kč'));
    expect(screen.getByTestId('payable-monthly').textContent).toBe(nbsp('605,00 Kč'));

    let sent: ProposalInput | undefined;
    onWrite = (_method, body) => {
      sent = body;
      return jsonResponse(201, proposalFixture());
    };
    await user.click(screen.getByRole('button', { name: 'Uložit koncept' }));
    await waitFor(() => expect(sent).toBeDefined());
    expect(sent?.clientId).toBe(CLIENT.id);
    expect(sent?.expectedTotals).toEqual({ oneTimeMinor: 1_434_677, monthlyMinor: 60_500 });
    expect(sent?.lines.map((l) => [l.quantityThousandths, l.unitPriceMinor, l.discountBasisPoints, l.vatRateCode, l.recurrence])).toEqual([
      [1000, 1_000_000, 1000, 'basic', 'one_time'],
      [2500, 123_456, 0, 'reduced', 'one_time'],
      [1000, 50_000, 0, 'basic', 'monthly'],
    ]);
    // The saved draft opens on its page.
    await waitFor(() => expect(screen.getByTestId('address')).toHaveTextContent('/admin/proposals/7'));
  }, 60_000);

  it('types and shows numbers in English with a dot', async () => {
    const user = userEvent.setup();
    renderProposalScreens('/admin/proposals/7/edit', 'en');
    const quantities = await screen.findAllByLabelText('Quantity');
    expect(quantities[1]).toHaveValue('12');
    await fill(user, quantities[1]!, '1.5');
    // 1.5 × 500.00 = 750.00 a month, + 21 % VAT = 907.50.
    expect(screen.getByTestId('payable-monthly').textContent).toBe(nbsp('CZK 907.50'));
  });

  it('marks the line field a 400 names, and shows the server text there', async () => {
    const user = userEvent.setup();
    onWrite = () =>
      jsonResponse(400, {
        message: `lines.1.unitPriceMinor: ${PROPOSAL_MESSAGES.unitPrice}`,
        error: `lines.1.unitPriceMinor: ${PROPOSAL_MESSAGES.unitPrice}`,
        field: 'lines.1.unitPriceMinor',
        fields: { 'lines.1.unitPriceMinor': PROPOSAL_MESSAGES.unitPrice },
      });
    renderProposalScreens('/admin/proposals/7/edit');
    await screen.findAllByLabelText('Množství');
    await user.click(screen.getByRole('button', { name: 'Uložit koncept' }));
    const prices = screen.getAllByLabelText('Cena za jednotku (CZK)');
    await waitFor(() => expect(prices[1]).toHaveAttribute('aria-invalid', 'true'));
    expect(prices[0]).toHaveAttribute('aria-invalid', 'false');
    const describedBy = prices[1]!.getAttribute('aria-describedby');
    // The server's text, in the screen's language.
    expect(document.getElementById(describedBy ?? '')).toHaveTextContent('Zadejte cenu od 0 do 1 000 000 000 (nejvýše dvě desetinná místa)');
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'PUT')).toHaveLength(1);
    expect(screen.getByTestId('address')).toHaveTextContent('/admin/proposals/7/edit');
  });
});
