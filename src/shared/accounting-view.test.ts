import { describe, expect, it } from 'vitest';
import type { AccountingRow } from '@/shared/api-types';
import { accountingView, DEFAULT_ACCOUNTING_SORT, foldText, paidByServiceType, toggleSort } from './accounting-view';

function row(projectId: number, clientName: string, projectName: string, extra: Partial<AccountingRow> = {}): AccountingRow {
  return {
    projectId,
    clientName,
    projectName,
    amountPaid: 0,
    serviceType: 'web-development',
    daysRemaining: null,
    profitMargin: 0,
    dueDate: null,
    ...extra,
  };
}

const rows: AccountingRow[] = [
  row(1, 'Zahradnictví Kvítek', 'E-shop', { amountPaid: 1000, daysRemaining: 12, profitMargin: 80, serviceType: 'web-development' }),
  row(2, 'Autoservis Bárta', 'Logo', { amountPaid: 500, daysRemaining: null, profitMargin: 64, serviceType: 'logo-design' }),
  row(3, 'Chata Horal', 'Kampaň', { amountPaid: 2000, daysRemaining: 3, profitMargin: 95, serviceType: 'marketing' }),
  row(4, 'Hotel Alfa', 'Instagram', { amountPaid: 0, daysRemaining: 40, profitMargin: null, serviceType: 'social-media' }),
  row(5, 'autoservis bárta', 'Web', { amountPaid: 300, daysRemaining: 0, profitMargin: 33.3, serviceType: 'web-development' }),
];
const ids = (list: AccountingRow[]) => list.map((r) => r.projectId);

describe('accountingView', () => {
  it('starts sorted by client ascending, Czech collation (ch after h), ties by project name', () => {
    expect(DEFAULT_ACCOUNTING_SORT).toEqual({ key: 'clientName', dir: 'asc' });
    expect(ids(accountingView(rows, { sort: DEFAULT_ACCOUNTING_SORT, query: '' }))).toEqual([2, 5, 4, 3, 1]);
    expect(ids(accountingView(rows, { sort: { key: 'clientName', dir: 'desc' }, query: '' }))).toEqual([1, 3, 4, 5, 2]);
  });

  it('sorts by amount paid both ways', () => {
    expect(ids(accountingView(rows, { sort: { key: 'amountPaid', dir: 'asc' }, query: '' }))).toEqual([4, 5, 2, 1, 3]);
    expect(ids(accountingView(rows, { sort: { key: 'amountPaid', dir: 'desc' }, query: '' }))).toEqual([3, 1, 2, 5, 4]);
  });

  it('sorts by days remaining and margin with missing values last in both directions', () => {
    expect(ids(accountingView(rows, { sort: { key: 'daysRemaining', dir: 'asc' }, query: '' }))).toEqual([5, 3, 1, 4, 2]);
    expect(ids(accountingView(rows, { sort: { key: 'daysRemaining', dir: 'desc' }, query: '' }))).toEqual([4, 1, 3, 5, 2]);
    expect(ids(accountingView(rows, { sort: { key: 'profitMargin', dir: 'asc' }, query: '' }))).toEqual([5, 2, 1, 3, 4]);
    expect(ids(accountingView(rows, { sort: { key: 'profitMargin', dir: 'desc' }, query: '' }))).toEqual([3, 1, 2, 5, 4]);
  });

  it('searches client and project names, ignoring case and accents', () => {
    const sort = DEFAULT_ACCOUNTING_SORT;
    expect(ids(accountingView(rows, { sort, query: 'BARTA' }))).toEqual([2, 5]);
    expect(ids(accountingView(rows, { sort, query: 'kampan' }))).toEqual([3]);
    expect(ids(accountingView(rows, { sort, query: '  e-shop ' }))).toEqual([1]);
    expect(accountingView(rows, { sort, query: 'nic takového' })).toEqual([]);
  });

  it('filters by service type, combined with the search', () => {
    const sort = DEFAULT_ACCOUNTING_SORT;
    expect(ids(accountingView(rows, { sort, query: '', serviceType: 'web-development' }))).toEqual([5, 1]);
    expect(ids(accountingView(rows, { sort, query: 'zahrad', serviceType: 'web-development' }))).toEqual([1]);
    expect(ids(accountingView(rows, { sort, query: '', serviceType: 'design' }))).toEqual([]);
    expect(ids(accountingView(rows, { sort, query: '', serviceType: undefined }))).toHaveLength(5);
  });

  it('does not change the input array', () => {
    const copy = [...rows];
    accountingView(rows, { sort: { key: 'amountPaid', dir: 'desc' }, query: '' });
    expect(rows).toEqual(copy);
  });
});

describe('toggleSort', () => {
  it('flips the sorted column and starts another column ascending', () => {
    expect(toggleSort({ key: 'clientName', dir: 'asc' }, 'clientName')).toEqual({ key: 'clientName', dir: 'desc' });
    expect(toggleSort({ key: 'clientName', dir: 'desc' }, 'clientName')).toEqual({ key: 'clientName', dir: 'asc' });
    expect(toggleSort({ key: 'clientName', dir: 'desc' }, 'profitMargin')).toEqual({ key: 'profitMargin', dir: 'asc' });
  });
});

describe('foldText', () => {
  it('lower-cases and strips accents', () => {
    expect(foldText('Kavárna Šťastná ŘÍJEN')).toBe('kavarna stastna rijen');
  });
});

describe('paidByServiceType', () => {
  it('sums amounts per service type, every type present in the fixed order', () => {
    expect(paidByServiceType(rows)).toEqual([
      { serviceType: 'web-development', amountPaid: 1300 },
      { serviceType: 'design', amountPaid: 0 },
      { serviceType: 'marketing', amountPaid: 2000 },
      { serviceType: 'social-media', amountPaid: 0 },
      { serviceType: 'logo-design', amountPaid: 500 },
    ]);
  });
});
