import { describe, expect, it } from 'vitest';
import { DEFAULT_ACCOUNTING_SORT, foldText, toggleSort } from './accounting-view';

// The view itself (search, filter, sorts, paging) is the server's: src/server/routes/admin/accounting.api.test.ts.
describe('toggleSort', () => {
  it('starts by client ascending, flips the sorted column and starts another column ascending', () => {
    expect(DEFAULT_ACCOUNTING_SORT).toEqual({ key: 'clientName', dir: 'asc' });
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
