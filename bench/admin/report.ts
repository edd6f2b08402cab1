/** The bench's tables: the facts, seed steps, endpoints, screens, and every target with measured ÷ goal. */
import { describeSeed, largeSeed } from '../../scripts/seed-large';
import { table } from '../support';
import type { EndpointResult } from './measure';
import { BROWSER, GOALS, mb, RUNS, SCALE, type Row } from './options';
import type { ScreenResult } from './screens';

export interface DbReport {
  label: string;
  facts: Row[];
  seedSteps: Record<string, number>;
  endpoints: EndpointResult[];
  csv: { ms: number; rows: number; bytes: number; peakKb: number; beforeKb: number } | null;
  screens: ScreenResult[];
}

function verdict(target: string, goal: number, measured: number, unit = 'ms'): Row {
  const ok = measured <= goal;
  return {
    target,
    goal: `≤ ${goal.toLocaleString('en')} ${unit}`,
    measured: Number.isNaN(measured) ? 'failed' : `${measured.toFixed(unit === 'ms' ? 1 : 2)} ${unit}`,
    ratio: Number.isNaN(measured) ? '' : `${(measured / goal).toFixed(2)}×`,
    met: ok ? 'yes' : 'NO',
  };
}

function targets(report: DbReport): Row[] {
  const rows: Row[] = [];
  const tag = (r: Row) => ({ database: report.label, ...r });
  for (const s of report.screens) {
    rows.push(tag(verdict(`first rows ${s.screen}`, GOALS.firstRowsMs, s.firstRows)));
    if (s.search !== null) rows.push(tag(verdict(`search narrowed ${s.screen}`, GOALS.searchMs, s.search)));
  }
  for (const e of report.endpoints) {
    if (e.kind === 'reference') {
      rows.push(tag({ target: `p95 ${e.endpoint}`, goal: '(reference)', measured: `${e.p95.toFixed(1)} ms`, ratio: '', met: '' }));
      continue;
    }
    // Lists ≤ 50 ms; the dashboard's figures and the accounting overview (its views, its summary) ≤ 300 ms; the
    // unbilled-time preview of a project with 10,000 entries ≤ 100 ms; each profitability view ≤ 300 ms.
    const goal = e.kind === 'list' ? GOALS.endpointP95Ms : e.kind === 'unbilled' ? GOALS.unbilledMs : e.kind === 'profit' ? GOALS.profitMs : GOALS.dashboardMs;
    rows.push(tag(verdict(`p95 ${e.endpoint}`, goal, e.p95)));
  }
  if (report.csv) {
    rows.push(tag(verdict('CSV export of all clients (to the last byte)', GOALS.csvMs / 1000, report.csv.ms / 1000, 's')));
    rows.push(
      tag({
        target: 'CSV rows = clients + header',
        goal: String(SCALE + 1),
        measured: String(report.csv.rows),
        ratio: '',
        met: report.csv.rows === SCALE + 1 ? 'yes' : 'NO',
      }),
    );
    const growth = report.csv.peakKb - report.csv.beforeKb;
    rows.push(
      tag({
        target: 'CSV export in constant memory (server RSS growth)',
        goal: 'printed',
        measured: `+${mb(Math.max(0, growth))} (${mb(report.csv.beforeKb)} → peak ${mb(report.csv.peakKb)})`,
        ratio: '',
        met: '',
      }),
    );
  }
  return rows;
}

export function printReport(reports: DbReport[]): void {
  console.log(`\nData at scale ${SCALE.toLocaleString('en')}: ${describeSeed(largeSeed(SCALE))}\n`);
  console.log(table(reports.flatMap((r) => r.facts)));
  console.log('\nSeed steps (ms)\n' + table(reports.map((r) => ({ database: r.label, ...r.seedSteps }))));
  console.log(
    `\nEndpoints (${RUNS} requests each, fewer where they would take over 15 s)\n` +
      table(reports.flatMap((r) => r.endpoints.map((e) => ({ database: r.label, endpoint: e.endpoint, requests: e.runs, 'p50 ms': e.p50.toFixed(1), 'p95 ms': e.p95.toFixed(1), 'max ms': e.max.toFixed(1) })))),
  );
  if (BROWSER) {
    console.log(
      '\nScreens in Chromium\n' +
        table(reports.flatMap((r) => r.screens.map((s) => ({ database: r.label, screen: s.screen, 'first rows ms': s.firstRows, 'search narrowed ms (median of 3)': s.search ?? 'no search box' })))),
    );
  }
  const all = reports.flatMap(targets);
  const missed = all.filter((r) => r.met === 'NO').length;
  console.log(`\nTargets (measured ÷ goal; printed, not asserted): ${missed} of ${all.filter((r) => r.met !== '').length} missed\n` + table(all));
}
