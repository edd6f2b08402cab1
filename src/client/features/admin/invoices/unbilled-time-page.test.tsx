import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { UnbilledTime } from '@/shared/schemas/time-billing';
import { TIME_MESSAGES } from '@/shared/schemas/time-entry';
import { jsonResponse, stubFetch, type FetchMock } from '@/client/test/fetch-stub';
import { invoiceFixture, renderInvoiceScreens } from './invoice-test-support';

/** Design 140 min and Vývoj 125 min at 1 200 Kč/h: 2,333 h × 1 200 = 2 799,60 Kč and 2,083 h × 1 200 = 2 499,60 Kč. */
const PREVIEW: UnbilledTime = {
  projectId: 40,
  projectName: 'E-shop',
  clientId: 5,
  clientName: 'Pekárna Novák',
  hourlyRate: 1_200_00,
  language: 'cs',
  groupBy: 'activity',
  entries: 3,
  minutes: 265,
  lines: [
    { description: 'Design', quantityThousandths: 2_333, unit: 'hod', unitPriceMinor: 1_200_00, discountBasisPoints: 0, vatRateCode: 'basic' },
    { description: 'Vývoj', quantityThousandths: 2_083, unit: 'hod', unitPriceMinor: 1_200_00, discountBasisPoints: 0, vatRateCode: 'basic' },
  ],
  shown: [],
};

let fetchMock: FetchMock;
let answer: () => Response;
let previews: string[];

beforeEach(() => {
  previews = [];
  answer = () => jsonResponse(201, invoiceFixture());
  fetchMock = stubFetch(async (raw, init) => {
    const url = new URL(raw, 'http://localhost');
    if (url.pathname === '/api/admin/invoices/unbilled-time') {
      previews.push(url.search);
      return jsonResponse(200, PREVIEW);
    }
    if (url.pathname === '/api/admin/invoices/from-time' && init?.method === 'POST') return answer();
    if (url.pathname === '/api/admin/projects/40') return jsonResponse(200, { id: 40, name: 'E-shop', clientName: 'Pekárna Novák' });
    if (url.pathname === '/api/admin/invoices/7') return jsonResponse(200, invoiceFixture());
    return jsonResponse(404, { message: 'Not found' });
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const posts = () => fetchMock.mock.calls.filter(([url, init]) => String(url).endsWith('/from-time') && init?.method === 'POST');

describe('unbilled time → an invoice draft', () => {
  it('shows the lines a draft would bill, with their amounts, and makes it with the preview’s sums', async () => {
    const user = userEvent.setup();
    renderInvoiceScreens('/admin/invoices/from-time?projectId=40&from=2026-11-01&to=2026-11-30');
    const lines = await screen.findByRole('table', { name: 'Řádky konceptu faktury' });
    const rows = within(lines).getAllByRole('row').slice(1, 3).map((r) => r.textContent);
    expect(rows[0]).toMatch(/^Design2,333 hod1\s200,00\sKč2\s799,60\sKč$/);
    expect(rows[1]).toMatch(/^Vývoj2,083 hod1\s200,00\sKč2\s499,60\sKč$/);
    expect(screen.getByTestId('from-time-total').textContent).toMatch(/^5\s299,20\sKč$/);
    expect(screen.getByTestId('from-time-summary')).toHaveTextContent('3 záznamy, celkem 4:25 h');
    expect(previews[0]).toBe('?projectId=40&from=2026-11-01&to=2026-11-30&groupBy=activity');
    expect(screen.getByRole('combobox', { name: 'Projekt' })).toHaveValue('E-shop');

    await user.selectOptions(screen.getByLabelText('Řádky faktury'), 'person');
    await waitFor(() => expect(previews.at(-1)).toBe('?projectId=40&from=2026-11-01&to=2026-11-30&groupBy=person'));

    await user.click(screen.getByRole('button', { name: 'Vytvořit koncept faktury' }));
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(JSON.parse(String(posts()[0]![1]!.body))).toEqual({ projectId: 40, from: '2026-11-01', to: '2026-11-30', groupBy: 'person', entries: 3, minutes: 265 });
    await waitFor(() => expect(screen.getByTestId('address')).toHaveTextContent('/admin/invoices/7'));
  });

  it('time that changed since the preview: the refusal is told in Czech and the preview is read again', async () => {
    const user = userEvent.setup();
    answer = () => jsonResponse(409, { message: TIME_MESSAGES.previewChanged, error: 'Conflict' });
    renderInvoiceScreens('/admin/invoices/from-time?projectId=40&from=2026-11-01&to=2026-11-30');
    await user.click(await screen.findByRole('button', { name: 'Vytvořit koncept faktury' }));
    expect(await screen.findByText(/Nevyfakturovaný čas tohoto období se mezitím změnil/)).toBeInTheDocument();
    await waitFor(() => expect(previews).toHaveLength(2));
    expect(screen.getByTestId('address')).toHaveTextContent('/admin/invoices/from-time');
  });

  it('the invoices screen opens it, and the period starts as the previous month', async () => {
    const user = userEvent.setup();
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-30T10:00:00Z') });
    renderInvoiceScreens('/admin/invoices', 'en');
    await user.click(await screen.findByRole('button', { name: 'Invoice time' }));
    expect(await screen.findByRole('heading', { name: 'Invoice logged time' })).toBeInTheDocument();
    expect(screen.getByLabelText('From')).toHaveValue('2026-10-01');
    expect(screen.getByLabelText('To')).toHaveValue('2026-10-31');
    expect(screen.getByText('Pick a project.')).toBeInTheDocument();
    vi.useRealTimers();
  });

  it('a period that ends before it starts is not asked for, and says why', async () => {
    renderInvoiceScreens('/admin/invoices/from-time?projectId=40&from=2026-11-30&to=2026-11-01');
    expect(await screen.findByRole('alert')).toHaveTextContent('Konec nesmí být před začátkem');
    expect(previews).toEqual([]);
  });
});
