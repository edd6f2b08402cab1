import { describe, expect, it } from 'vitest';
import { choiceOfPeriod, nextSort, periodOfChoice, profitViewOf } from './profit-view';

const view = (query: string, today = '2026-11-30') => profitViewOf(new URLSearchParams(query), today);

describe('the profitability screen’s view in the address', () => {
  it('opens the project view of this year to date, most profitable first', () => {
    expect(view('')).toEqual({ view: 'project', from: '2026-01', to: '2026-11', q: '', sort: 'profit', dir: 'desc', problem: null });
    expect(view('view=month')).toMatchObject({ view: 'month', sort: 'label', dir: 'asc' });
  });

  it('reads what it understands and falls back on the rest', () => {
    expect(view('view=person&from=2026-05&to=2026-06&q=%20eva%20&sort=margin&dir=asc')).toEqual({ view: 'person', from: '2026-05', to: '2026-06', q: 'eva', sort: 'margin', dir: 'asc', problem: null });
    expect(view('view=week&from=2026-13&sort=colour&dir=asc')).toMatchObject({ view: 'project', from: '2026-01', to: '2026-11', sort: 'profit', dir: 'desc' });
    // One end alone: the period of that month. No search where the view has no search box.
    expect(view('from=2026-03')).toMatchObject({ from: '2026-03', to: '2026-03' });
    expect(view('view=service&q=web').q).toBe('');
  });

  it('names a period that cannot be asked for', () => {
    expect(view('from=2026-07&to=2026-06').problem).toBe('order');
    expect(view('from=2020-01&to=2026-12').problem).toBe('length');
    expect(view('from=2022-01&to=2026-12').problem).toBeNull();
  });

  it('computes the quick choices from the office’s day, across a year’s end', () => {
    expect(periodOfChoice('thisMonth', '2026-01-15')).toEqual({ from: '2026-01', to: '2026-01' });
    expect(periodOfChoice('lastMonth', '2026-01-15')).toEqual({ from: '2025-12', to: '2025-12' });
    expect(periodOfChoice('thisYear', '2026-01-15')).toEqual({ from: '2026-01', to: '2026-01' });
    expect(periodOfChoice('lastYear', '2026-01-15')).toEqual({ from: '2025-01', to: '2025-12' });
    expect(choiceOfPeriod({ from: '2025-01', to: '2025-12' }, '2026-06-01')).toBe('lastYear');
    expect(choiceOfPeriod({ from: '2025-02', to: '2025-12' }, '2026-06-01')).toBeUndefined();
  });

  it('flips the sorted column and starts another by its natural order', () => {
    expect(nextSort({ sort: 'profit', dir: 'desc' }, 'profit')).toEqual({ sort: 'profit', dir: 'asc' });
    expect(nextSort({ sort: 'profit', dir: 'desc' }, 'revenue')).toEqual({ sort: 'revenue', dir: 'desc' });
    expect(nextSort({ sort: 'profit', dir: 'desc' }, 'label')).toEqual({ sort: 'label', dir: 'asc' });
  });
});
