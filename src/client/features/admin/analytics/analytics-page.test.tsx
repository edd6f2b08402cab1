/**
 * /admin/analytics: the range in the address, totals with their change, the chart's table, the top lists; the funnel
 * and revenue for admins only (an editor's screen never asks for them), numbers and money in each language, and the
 * enquiries behind a figure linked to the filtered inbox. uPlot itself is replaced (no canvas in the test DOM).
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ANALYTICS_OTHER_VALUE, type AnalyticsOverview, type RevenueAnswer } from '@/shared/analytics';
import type { UserRole } from '@/shared/constants';
import { officeDay } from '@/shared/dates';
import { AuthProvider } from '@/client/lib/auth';
import { jsonResponse, stubFetch } from '@/client/test/fetch-stub';
import { renderAdminScreen } from '@/client/test/render-admin-screen';
import { AnalyticsPage } from './analytics-page';
import { presetRange } from './analytics-view';

const drawn = vi.hoisted(() => ({ series: [] as unknown[] }));
vi.mock('uplot', () => {
  class FakePlot {
    constructor(_options: unknown, data: unknown[]) {
      drawn.series = data;
    }
    setSize() {}
    destroy() {}
    static tzDate(date: Date) {
      return date;
    }
  }
  return { default: FakePlot };
});

afterEach(() => {
  vi.unstubAllGlobals();
});

/** jsdom has no ResizeObserver: the chart's box never resizes here. */
beforeEach(() => {
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      disconnect() {}
    },
  );
});

const user = (role: UserRole) => ({
  id: 1,
  username: role,
  email: `${role}@example.cz`,
  name: role,
  role,
  active: true,
  mustChangePassword: false,
  twoFactorEnabled: false,
  twoFactorSetupRequired: false,
  createdAt: '2026-11-20T08:00:00.000Z',
});

const TODAY = officeDay();
const WEEK = presetRange(7, TODAY);

function overview(from: string, to: string): AnalyticsOverview {
  const days = Array.from({ length: 7 }, (_, i) => ({ day: new Date(Date.parse(`${from}T00:00:00Z`) + i * 86_400_000).toISOString().slice(0, 10), views: 2000 + i, visits: 1000 + i, visitors: 900 }));
  return {
    range: { from, to },
    previous: { from: '2020-01-01', to: '2020-01-07' },
    days,
    previousDays: days.map((d) => ({ ...d, visits: 500 })),
    totals: { views: 14_021, visits: 7021, visitors: 6300 },
    previousTotals: { views: 14_021, visits: 3500, visitors: 0 },
  };
}

const REVENUE: RevenueAnswer = {
  by: 'campaign',
  range: WEEK,
  rows: [
    { value: 'podzim', enquiries: 3, accepted: 1, acceptedTotals: [{ currency: 'CZK', amountMinor: '6050000' }], paidInvoices: 1, paidTotals: [{ currency: 'CZK', amountMinor: '123450' }, { currency: 'EUR', amountMinor: '20000' }], profit: { revenueCzk: 5_000_000, costCzk: 1_234_567, profitCzk: 3_765_433 } },
    { value: null, enquiries: 2, accepted: 0, acceptedTotals: [], paidInvoices: 0, paidTotals: [], profit: { revenueCzk: 0, costCzk: 80_000, profitCzk: -80_000 } },
    { value: ANALYTICS_OTHER_VALUE, enquiries: 4, accepted: 0, acceptedTotals: [], paidInvoices: 0, paidTotals: [], profit: { revenueCzk: 0, costCzk: 0, profitCzk: 0 } },
  ],
};

function Address() {
  const location = useLocation();
  return <output data-testid="address">{location.pathname + location.search}</output>;
}

function serve(role: UserRole) {
  return stubFetch(async (raw) => {
    const url = new URL(raw, 'http://localhost');
    const from = url.searchParams.get('from')!;
    const to = url.searchParams.get('to')!;
    if (url.pathname === '/api/user') return jsonResponse(200, user(role));
    if (url.pathname === '/api/admin/analytics/overview') return jsonResponse(200, overview(from, to));
    if (url.pathname.startsWith('/api/admin/analytics/top/')) {
      const breakdown = url.pathname.split('/').pop();
      const rows = breakdown === 'devices' ? [{ value: 'mobile', views: 1500, visitors: 1200 }] : breakdown === 'campaigns' ? [{ value: 'podzim', views: 40, visitors: 30 }, { value: ANALYTICS_OTHER_VALUE, views: 12, visitors: 11 }] : [];
      return jsonResponse(200, { breakdown, range: { from, to }, rows });
    }
    if (url.pathname === '/api/admin/analytics/funnel')
      return jsonResponse(200, { range: { from, to }, pricingViews: 500, pricingVisitors: 400, quoteSent: 40, contactSent: 12, later: { proposalSent: 20, proposalAccepted: 5, paid: 0 } });
    if (url.pathname === '/api/admin/analytics/revenue/campaign') return jsonResponse(200, REVENUE);
    return jsonResponse(404, { message: 'Not found' });
  });
}

function open(role: UserRole, lang: 'cs' | 'en', query = '?days=7') {
  const fetchMock = serve(role);
  renderAdminScreen(
    <AuthProvider>
      <Routes>
        <Route path="/admin/analytics" element={<AnalyticsPage />} />
        <Route path="/admin/messages" element={<p>inbox</p>} />
      </Routes>
      <Address />
    </AuthProvider>,
    { lang, url: `/admin/analytics${query}` },
  );
  return fetchMock;
}

const requested = (fetchMock: ReturnType<typeof stubFetch>) => fetchMock.mock.calls.map(([url]) => String(url));

describe('the analytics screen', () => {
  it('an admin: totals with their change, the funnel with conversion rates, revenue in Czech money and a link to the enquiries', async () => {
    const fetchMock = open('admin', 'cs');
    const visits = await screen.findByText('Návštěvy', { selector: 'dt' });
    const card = visits.parentElement!;
    expect(within(card).getByText('7 021')).toBeInTheDocument();
    expect(within(card).getByLabelText('Změna proti předchozímu období: +100,6 %')).toBeInTheDocument();
    expect(within(card).getByText('předchozí období: 3 500')).toBeInTheDocument();
    expect(within(screen.getByText('Unikátní návštěvníci', { selector: 'dt' }).parentElement!).getByText('v předchozím období nic')).toBeInTheDocument();

    const funnel = within(await screen.findByRole('region', { name: 'Trychtýř' }));
    const row = (name: string) => within(funnel.getByRole('rowheader', { name }).closest('tr')!);
    expect(await funnel.findByRole('rowheader', { name: 'Poptávky z ceníku' })).toBeInTheDocument();
    expect(row('Poptávky z ceníku').getByText('10,0 %')).toBeInTheDocument();
    expect(row('Odeslané nabídky').getByText('50,0 %')).toBeInTheDocument();
    expect(row('Přijaté nabídky').getByText('25,0 %')).toBeInTheDocument();
    expect(row('Zaplacené nabídky').getByText('0,0 %')).toBeInTheDocument();

    const revenue = within(screen.getByRole('region', { name: 'Poptávky a tržby podle návštěvy' }));
    expect(await revenue.findByText('60 500,00 Kč')).toBeInTheDocument();
    expect(revenue.getByText('1 234,50 Kč + 200,00 €')).toBeInTheDocument();
    // Profit by source (issue 36): 50 000 Kč revenue − 12 345,67 Kč cost; a source with costs only is a loss.
    expect(revenue.getByRole('columnheader', { name: 'Zisk (tržby bez DPH − náklady)' })).toBeInTheDocument();
    expect(revenue.getByText('37 654,33 Kč')).toBeInTheDocument();
    expect(revenue.getByText('-800,00 Kč')).toBeInTheDocument();
    expect(revenue.getByText('(žádná / neznámá)')).toBeInTheDocument();
    // The values past a day's cap: "other", not a value to filter the inbox by.
    expect(revenue.getByRole('rowheader', { name: 'ostatní' }).closest('tr')!.querySelector('a')).toBeNull();
    expect(screen.getAllByRole('rowheader', { name: 'ostatní' })).toHaveLength(2);
    await userEvent.click(revenue.getByRole('link', { name: 'Zobrazit poptávky (podzim: 3) ve zprávách' }));
    expect(screen.getByTestId('address')).toHaveTextContent(`/admin/messages?campaign=podzim&from=${WEEK.from}&to=${WEEK.to}`);
    expect(requested(fetchMock)).toContain(`/api/admin/analytics/overview?from=${WEEK.from}&to=${WEEK.to}`);
  });

  it('an editor: the content figures only, the business parts never asked for; English numbers', async () => {
    const fetchMock = open('editor', 'en');
    expect(await screen.findByText('7,021')).toBeInTheDocument();
    expect(await screen.findByText('Phone')).toBeInTheDocument();
    expect(screen.getByRole('rowheader', { name: 'podzim' })).toBeInTheDocument();
    expect(screen.getByRole('rowheader', { name: 'other' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Funnel' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Enquiries and revenue by visit' })).toBeNull();
    await waitFor(() => expect(requested(fetchMock).filter((u) => u.includes('/top/'))).toHaveLength(6));
    expect(requested(fetchMock).some((u) => u.includes('/funnel') || u.includes('/revenue'))).toBe(false);
  });

  it('the chart has its figures as a table, and draws the days with the previous period', async () => {
    open('editor', 'en');
    const figure = await screen.findByRole('figure', { name: 'Visits and unique visitors per day' });
    expect(within(figure).getByText(/the most visits, 1,006, on/)).toBeInTheDocument();
    const table = within(figure).getByRole('table');
    expect(within(table).getAllByRole('row')).toHaveLength(8);
    await waitFor(() => expect(drawn.series).toHaveLength(4));
    expect((drawn.series[1] as number[])[0]).toBe(1000);
    expect((drawn.series[3] as number[])[0]).toBe(500);
  });

  it('the presets and a custom range go into the address and the requests; a reversed range is refused', async () => {
    const fetchMock = open('editor', 'en');
    await screen.findByText('7,021');
    await userEvent.click(screen.getByRole('button', { name: 'Last 90 days' }));
    expect(screen.getByTestId('address')).toHaveTextContent('/admin/analytics?days=90');
    const ninety = presetRange(90, TODAY);
    await waitFor(() => expect(requested(fetchMock)).toContain(`/api/admin/analytics/overview?from=${ninety.from}&to=${ninety.to}`));

    await userEvent.clear(screen.getByLabelText('From'));
    await userEvent.type(screen.getByLabelText('From'), '2026-10-31');
    await userEvent.clear(screen.getByLabelText('To'));
    await userEvent.type(screen.getByLabelText('To'), '2026-10-01');
    await userEvent.click(screen.getByRole('button', { name: 'Show' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Enter a valid period');
    await userEvent.clear(screen.getByLabelText('To'));
    await userEvent.type(screen.getByLabelText('To'), '2026-11-06');
    await userEvent.click(screen.getByRole('button', { name: 'Show' }));
    expect(screen.getByTestId('address')).toHaveTextContent('/admin/analytics?from=2026-10-31&to=2026-11-06');
    await waitFor(() => expect(requested(fetchMock)).toContain('/api/admin/analytics/overview?from=2026-10-31&to=2026-11-06'));
  });
});
