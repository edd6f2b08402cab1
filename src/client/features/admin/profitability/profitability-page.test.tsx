/**
 * /admin/profitability: the worked example of profitability.api.test.ts as the server answers it (Web 10 000 Kč of
 * revenue, 3 000 Kč of cost, 7 000 Kč of profit, 70,0 %), the view, period, search and sort kept in the address and
 * asked for, each view's unattributed row named, the warning about time without a cost rate, the CSV link, and the
 * months in words. uPlot itself is replaced (no canvas in the test DOM).
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Language } from '@/shared/constants';
import { officeDay } from '@/shared/dates';
import type { ProfitAnswer, ProfitRow } from '@/shared/profitability';
import { monthBefore } from '@/shared/time/retainers';
import { jsonResponse, stubFetch, type FetchMock } from '@/client/test/fetch-stub';
import { renderAdminScreen } from '@/client/test/render-admin-screen';
import { ProfitabilityPage } from './profitability-page';

const drawn = vi.hoisted(() => ({ data: [] as unknown[] }));
vi.mock('uplot', () => {
  class FakePlot {
    static paths = { bars: () => () => null };
    constructor(_options: unknown, data: unknown[]) {
      drawn.data = data;
    }
    setSize() {}
    destroy() {}
  }
  return { default: FakePlot };
});

const row = (key: string | null, label: string | null, detail: string | null, figures: Omit<ProfitRow, 'key' | 'label' | 'detail'>): ProfitRow => ({ key, label, detail, ...figures });

/** The project view of May–June 2026 in profitability.api.test.ts (haléře, minutes, tenths of a percent). */
const PROJECTS: ProfitAnswer = {
  view: 'project',
  from: '2026-05',
  to: '2026-06',
  rows: [
    row('11', 'Web', 'Jiří Čermák', { revenue: 10_000_00, timeCost: 2_000_00, expenses: 1_000_00, cost: 3_000_00, profit: 7_000_00, marginTenths: 700, minutes: 255, effectiveRate: 2_352_94 }),
    row('12', 'Logo', 'Jiří Čermák', { revenue: 3_000_00, timeCost: 406_67, expenses: 0, cost: 406_67, profit: 2_593_33, marginTenths: 864, minutes: 61, effectiveRate: 2_950_82 }),
    row(null, null, null, { revenue: 500_00, timeCost: 0, expenses: 0, cost: 0, profit: 500_00, marginTenths: 1000, minutes: 0, effectiveRate: null }),
  ],
  total: 3,
  totals: { revenue: 13_500_00, timeCost: 2_406_67, expenses: 1_000_00, cost: 3_406_67, profit: 10_093_33, marginTenths: 748, minutes: 316, effectiveRate: 2_563_29 },
  minutesWithoutCostRate: 0,
};

const PEOPLE: ProfitAnswer = {
  ...PROJECTS,
  view: 'person',
  rows: [
    row('2', 'Eva Editorová', null, { revenue: 7_705_88, timeCost: 1_206_67, expenses: 0, cost: 1_206_67, profit: 6_499_21, marginTenths: 843, minutes: 181, effectiveRate: 2_554_44 }),
    row('1', 'Jana Adminová', null, { revenue: 5_294_12, timeCost: 1_200_00, expenses: 0, cost: 1_200_00, profit: 4_094_12, marginTenths: 773, minutes: 135, effectiveRate: 2_352_94 }),
    row(null, null, null, { revenue: 500_00, timeCost: 0, expenses: 1_000_00, cost: 1_000_00, profit: -500_00, marginTenths: -1000, minutes: 0, effectiveRate: null }),
  ],
};

const SERVICES: ProfitAnswer = {
  ...PROJECTS,
  view: 'service',
  rows: [
    { ...PROJECTS.rows[0]!, key: 'web-development', label: 'web-development', detail: null },
    { ...PROJECTS.rows[1]!, key: 'logo-design', label: 'logo-design', detail: null },
    PROJECTS.rows[2]!,
  ],
};

const MONTHS: ProfitAnswer = {
  ...PROJECTS,
  view: 'month',
  rows: [
    row('2026-05', '2026-05', null, { revenue: 0, timeCost: 750_00, expenses: 0, cost: 750_00, profit: -750_00, marginTenths: null, minutes: 90, effectiveRate: 0 }),
    row('2026-06', '2026-06', null, { revenue: 13_500_00, timeCost: 1_656_67, expenses: 1_000_00, cost: 2_656_67, profit: 10_843_33, marginTenths: 803, minutes: 226, effectiveRate: 3_584_07 }),
  ],
  total: 2,
};

const ANSWERS: Record<string, ProfitAnswer> = { project: PROJECTS, person: PEOPLE, service: SERVICES, month: MONTHS, client: { ...PROJECTS, view: 'client', rows: [], total: 0 } };

/** The server's answer to a request: the view's example, in the period asked for. */
let answer: (params: URLSearchParams) => ProfitAnswer;
let fetchMock: FetchMock;

beforeEach(() => {
  answer = (params) => ({ ...ANSWERS[params.get('view') ?? 'project']!, from: params.get('from')!, to: params.get('to')! });
  fetchMock = stubFetch(async (raw) => {
    const url = new URL(raw, 'http://localhost');
    if (url.pathname === '/api/admin/profitability') return jsonResponse(200, answer(url.searchParams));
    return jsonResponse(404, { message: 'Not found' });
  });
  // jsdom has no ResizeObserver: the chart's box never resizes here.
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      disconnect() {}
    },
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function Address() {
  const location = useLocation();
  return <output data-testid="address">{location.pathname + location.search}</output>;
}

const PERIOD = '?from=2026-05&to=2026-06';

function open(query = PERIOD, lang: Language = 'cs') {
  return renderAdminScreen(
    <>
      <Routes>
        <Route path="/admin/profitability" element={<ProfitabilityPage />} />
        <Route path="/admin/team" element={<p>Team screen</p>} />
      </Routes>
      <Address />
    </>,
    { lang, url: `/admin/profitability${query}` },
  );
}

/** Every report request's query so far, as an object. */
const requests = () =>
  fetchMock.mock.calls
    .map(([url]) => new URL(url, 'http://localhost'))
    .filter((u) => u.pathname === '/api/admin/profitability')
    .map((u) => Object.fromEntries(u.searchParams));
const lastRequest = () => requests().at(-1)!;

/** The body rows of the table, each as its cells' texts (the name first), spaces normalised. */
async function tableRows(): Promise<string[][]> {
  const table = await screen.findByRole('table');
  const [, body] = within(table).getAllByRole('rowgroup');
  return within(body!)
    .getAllByRole('row')
    .map((r) => [...r.querySelectorAll('th, td')].map((cell) => (cell.textContent ?? '').replace(/\s+/g, ' ').trim()));
}

const header = (name: RegExp) => screen.getByRole('columnheader', { name });

describe('the profitability screen', () => {
  it('shows the period’s totals and each project’s figures in Czech, asking for the view in the address', async () => {
    open();
    const summary = await screen.findByRole('region', { name: 'Souhrn: květen 2026 – červen 2026' });
    expect(lastRequest()).toEqual({ view: 'project', from: '2026-05', to: '2026-06', sort: 'profit', dir: 'desc', limit: '50', offset: '0' });
    const figure = (label: string) => within(within(summary).getByText(label, { selector: 'dt' }).parentElement!);
    expect(figure('Tržby bez DPH').getByText('13 500,00 Kč')).toBeInTheDocument();
    expect(figure('Náklady (čas + přijaté faktury)').getByText('3 406,67 Kč')).toBeInTheDocument();
    expect(figure('Náklady (čas + přijaté faktury)').getByText('čas 2 406,67 Kč · přijaté faktury 1 000,00 Kč')).toBeInTheDocument();
    expect(figure('Zisk').getByText('10 093,33 Kč')).toBeInTheDocument();
    expect(figure('Marže').getByText('74,8 %')).toBeInTheDocument();
    expect(figure('Efektivní hodinová sazba').getByText('2 563,29 Kč/h')).toBeInTheDocument();
    expect(figure('Odpracováno').getByText('5:16 h')).toBeInTheDocument();
    expect(screen.queryByTestId('profit-missing-rates')).not.toBeInTheDocument();

    expect(await tableRows()).toEqual([
      ['WebJiří Čermák', '10 000,00 Kč', '2 000,00 Kč', '1 000,00 Kč', '3 000,00 Kč', '7 000,00 Kč', '70,0 %', '4:15 h', '2 352,94 Kč/h'],
      ['LogoJiří Čermák', '3 000,00 Kč', '406,67 Kč', '0,00 Kč', '406,67 Kč', '2 593,33 Kč', '86,4 %', '1:01 h', '2 950,82 Kč/h'],
      // The invoice of no project: named by the view, no hours, so no rate.
      ['Bez projektu', '500,00 Kč', '0,00 Kč', '0,00 Kč', '0,00 Kč', '500,00 Kč', '100,0 %', '0:00 h', '—Nelze spočítat'],
    ]);
    expect(screen.getByRole('rowheader', { name: /^Web/ })).toHaveTextContent('Jiří Čermák');
    expect(screen.getByRole('table', { name: 'Ziskovost – Projekty, květen 2026 – červen 2026' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Tabulka ziskovosti (lze posouvat)' })).toBeInTheDocument();
    expect(screen.getByText('Zobrazeno 3 z 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Projekty' })).toHaveAttribute('aria-pressed', 'true');
    // The chart: an image named for screen readers, the rows of the page as bars (revenue, cost, profit in Kč).
    expect(await screen.findByRole('img', { name: 'Tržby, náklady a zisk: první 3 řádky tabulky. Čísla jsou v tabulce pod grafem.' })).toBeInTheDocument();
    await waitFor(() => expect(drawn.data[1]).toEqual([10_000, null, null, 3_000, null, null, 500, null, null]));
    expect(drawn.data[3]).toEqual([null, null, 7_000, null, null, 2_593.33, null, null, 500]);
    // How it is computed, under the table.
    const notes = screen.getByRole('region', { name: 'Jak se počítá' });
    expect(within(notes).getByText(/podle data uskutečnění zdanitelného plnění \(DUZP\)/)).toBeInTheDocument();
    expect(within(notes).getByText(/Pohled Lidé dělí tržby každého projektu mezi lidi podle jejich zapsaných minut/)).toBeInTheDocument();
    expect(within(notes).getByText(/Účetní přehled počítá marži projektu z těchto skutečných nákladů/)).toBeInTheDocument();
  });

  it('writes money, margins and rates in English', async () => {
    open(PERIOD, 'en');
    expect(await tableRows()).toContainEqual(['WebJiří Čermák', 'CZK 10,000.00', 'CZK 2,000.00', 'CZK 1,000.00', 'CZK 3,000.00', 'CZK 7,000.00', '70.0%', '4:15 h', 'CZK 2,352.94/h']);
    expect(screen.getByRole('rowheader', { name: 'No project' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Summary: May 2026 – June 2026' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download CSV' })).toHaveAttribute('href', '/api/admin/profitability/export?view=project&from=2026-05&to=2026-06&sort=profit&dir=desc&lang=en');
  });

  it('switches the view and the period in the address, asking for each', async () => {
    const user = userEvent.setup();
    open();
    await tableRows();
    await user.click(screen.getByRole('button', { name: 'Klienti' }));
    await waitFor(() => expect(lastRequest()).toMatchObject({ view: 'client', from: '2026-05', to: '2026-06', sort: 'profit', dir: 'desc' }));
    expect(screen.getByTestId('address')).toHaveTextContent('view=client');
    expect(await screen.findByText('V tomto období nejsou žádné tržby, čas ani náklady.')).toBeInTheDocument();

    const today = officeDay();
    const last = monthBefore(today.slice(0, 7));
    await user.click(screen.getByRole('button', { name: 'Minulý měsíc' }));
    await waitFor(() => expect(lastRequest()).toMatchObject({ view: 'client', from: last, to: last }));
    expect(screen.getByRole('button', { name: 'Minulý měsíc' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Loni' }));
    const year = Number(today.slice(0, 4)) - 1;
    await waitFor(() => expect(lastRequest()).toMatchObject({ from: `${year}-01`, to: `${year}-12` }));

    // A month typed (or picked) in a field.
    fireEvent.change(screen.getByLabelText('Od měsíce'), { target: { value: `${year}-03` } });
    await waitFor(() => expect(lastRequest()).toMatchObject({ from: `${year}-03`, to: `${year}-12` }));
    expect(screen.getByTestId('address')).toHaveTextContent(`from=${year}-03&to=${year}-12`);
    expect(screen.getByRole('button', { name: 'Loni' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('opens the view a shared link names, and this year to date without a period', async () => {
    open('?view=month');
    const today = officeDay();
    await waitFor(() => expect(lastRequest()).toEqual({ view: 'month', from: `${today.slice(0, 4)}-01`, to: today.slice(0, 7), sort: 'label', dir: 'asc', limit: '60', offset: '0' }));
    expect(await screen.findByRole('button', { name: 'Letos' })).toHaveAttribute('aria-pressed', 'true');
    // Months in words; no search box for months.
    expect((await tableRows()).map((r) => r[0])).toEqual(['květen 2026', 'červen 2026']);
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
    expect(await screen.findByRole('img', { name: 'Tržby, náklady a zisk po měsících. Čísla jsou v tabulce pod grafem.' })).toBeInTheDocument();
    // A month's loss: its minus sign, and marked beyond its colour.
    const may = screen.getByRole('rowheader', { name: 'květen 2026' }).closest('tr')!;
    const loss = within(may).getByText('-750,00 Kč');
    expect(loss).toHaveClass('text-red-700');
  });

  it('names the unattributed row of each view, and service types in the reader’s language', async () => {
    const user = userEvent.setup();
    open('?view=person&from=2026-05&to=2026-06');
    expect((await tableRows()).at(-1)).toEqual(['Nepřiřazeno osobě', '500,00 Kč', '0,00 Kč', '1 000,00 Kč', '1 000,00 Kč', '-500,00 Kč', '-100,0 %', '0:00 h', '—Nelze spočítat']);
    const unattributed = screen.getByRole('rowheader', { name: 'Nepřiřazeno osobě' }).closest('tr')!;
    expect(within(unattributed).getByText('-500,00 Kč')).toHaveClass('text-red-700');
    await user.click(screen.getByRole('button', { name: 'Služby' }));
    await waitFor(async () => expect((await tableRows()).map((r) => r[0])).toEqual(['Vývoj webu', 'Návrh loga', 'Bez projektu']));
  });

  it('searches the project, client and person views', async () => {
    const user = userEvent.setup();
    open();
    await tableRows();
    await user.type(screen.getByRole('searchbox', { name: 'Hledat projekt' }), 'logo');
    await waitFor(() => expect(lastRequest()).toMatchObject({ view: 'project', q: 'logo' }));
    expect(screen.getByTestId('address')).toHaveTextContent('q=logo');
    expect(screen.getByText('Souhrn platí pro celé období, bez ohledu na hledání.')).toBeInTheDocument();
    // Another view starts without the search.
    await user.click(screen.getByRole('button', { name: 'Lidé' }));
    await waitFor(() => expect(lastRequest()).toMatchObject({ view: 'person' }));
    expect(lastRequest().q).toBeUndefined();
    expect(screen.getByRole('searchbox', { name: 'Hledat osobu' })).toHaveValue('');
  });

  it('sorts by a clicked header, flipping the direction on the next click', async () => {
    const user = userEvent.setup();
    open();
    await tableRows();
    expect(header(/^Zisk/)).toHaveAttribute('aria-sort', 'descending');
    await user.click(screen.getByRole('button', { name: 'Marže' }));
    await waitFor(() => expect(lastRequest()).toMatchObject({ sort: 'margin', dir: 'desc' }));
    expect(header(/^Marže/)).toHaveAttribute('aria-sort', 'descending');
    expect(header(/^Zisk/)).not.toHaveAttribute('aria-sort');
    await user.click(screen.getByRole('button', { name: 'Marže' }));
    await waitFor(() => expect(lastRequest()).toMatchObject({ sort: 'margin', dir: 'asc' }));
    expect(header(/^Marže/)).toHaveAttribute('aria-sort', 'ascending');
    await user.click(screen.getByRole('button', { name: 'Projekt' }));
    await waitFor(() => expect(lastRequest()).toMatchObject({ sort: 'label', dir: 'asc' }));
    expect(screen.getByTestId('address')).toHaveTextContent('sort=label&dir=asc');
    // The download follows the view.
    expect(screen.getByRole('link', { name: 'Stáhnout CSV' })).toHaveAttribute('href', '/api/admin/profitability/export?view=project&from=2026-05&to=2026-06&sort=label&dir=asc&lang=cs');
  });

  it('warns about time without a cost rate, linking to the Team screen', async () => {
    const user = userEvent.setup();
    answer = (params) => ({ ...PROJECTS, from: params.get('from')!, to: params.get('to')!, minutesWithoutCostRate: 15 });
    open();
    const warning = await screen.findByTestId('profit-missing-rates');
    expect(warning).toHaveTextContent('0:15 h bez nákladové sazby: započteny bez nákladů – doplňte sazbu v Týmu.');
    await user.click(within(warning).getByRole('link', { name: 'Týmu' }));
    expect(await screen.findByText('Team screen')).toBeInTheDocument();
  });

  it('says so in English too', async () => {
    answer = (params) => ({ ...PROJECTS, from: params.get('from')!, to: params.get('to')!, minutesWithoutCostRate: 150 });
    open(PERIOD, 'en');
    expect(await screen.findByTestId('profit-missing-rates')).toHaveTextContent('2:30 h without a cost rate: counted at no cost – add the rate on the Team screen.');
    expect(screen.getByRole('link', { name: 'Team screen' })).toHaveAttribute('href', '/admin/team');
  });

  it('loads the next page of 50 on "Load more"', async () => {
    const user = userEvent.setup();
    answer = (params) => (params.get('offset') === '0' ? { ...PROJECTS, rows: PROJECTS.rows.slice(0, 2), total: 3 } : { ...PROJECTS, rows: PROJECTS.rows.slice(2), total: 3 });
    open();
    expect(await tableRows()).toHaveLength(2);
    expect(screen.getByText('Zobrazeno 2 z 3')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Načíst další' }));
    await waitFor(() => expect(lastRequest()).toMatchObject({ offset: '2', limit: '50' }));
    await waitFor(async () => expect(await tableRows()).toHaveLength(3));
    expect(screen.queryByRole('button', { name: 'Načíst další' })).not.toBeInTheDocument();
  });

  it('does not ask for a period that ends before it starts', async () => {
    open('?from=2026-07&to=2026-06');
    expect(await screen.findByRole('alert')).toHaveTextContent('Období nesmí končit dřív, než začíná.');
    expect(requests()).toHaveLength(0);
    expect(screen.queryByRole('link', { name: 'Stáhnout CSV' })).not.toBeInTheDocument();
  });

  it('offers a retry when the report cannot be read', async () => {
    fetchMock.mockImplementation(async () => jsonResponse(500, { message: 'boom' }));
    open();
    expect(await screen.findByText('Data se nepodařilo načíst.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Zkusit znovu' })).toBeInTheDocument();
  });
});
