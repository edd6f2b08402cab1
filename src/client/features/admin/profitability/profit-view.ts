/**
 * The profitability screen's view as the address keeps it (?view=&from=&to=&q=&sort=&dir=): read back with the
 * defaults of what is missing or not understood, the period's quick choices, and a header's sort.
 */
import {
  defaultProfitPeriod,
  defaultProfitSort,
  MAX_PROFIT_MONTHS,
  monthsInPeriod,
  PROFIT_SORT_KEYS,
  PROFIT_VIEWS,
  type ProfitSortKey,
  type ProfitView,
} from '@/shared/profitability';
import { monthBefore } from '@/shared/time/retainers';
import type { ProfitParams } from '@/client/api/profitability-api';

/** The views a search box narrows (by the project's, client's or person's name). */
export const SEARCHED_VIEWS: readonly ProfitView[] = ['project', 'client', 'person'];
export const isSearchedView = (view: ProfitView): boolean => SEARCHED_VIEWS.includes(view);

/** The period's quick choices, from the office's (Prague) date. */
export const PERIOD_CHOICES = ['thisMonth', 'lastMonth', 'thisYear', 'lastYear'] as const;
export type PeriodChoice = (typeof PERIOD_CHOICES)[number];

/** Why a period cannot be asked for: it ends before it starts, or is longer than the server reads. */
export type PeriodProblem = 'order' | 'length';

export interface ProfitScreenView extends ProfitParams {
  problem: PeriodProblem | null;
}

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
export const isMonth = (value: string | null): value is string => value !== null && MONTH.test(value);

const pick = <T extends string>(value: string | null, allowed: readonly T[]): T | undefined => allowed.find((a) => a === value);

/** The period of a quick choice, on the office's day `today` (yyyy-mm-dd). This year: January to this month. */
export function periodOfChoice(choice: PeriodChoice, today: string): { from: string; to: string } {
  const month = today.slice(0, 7);
  const year = Number(today.slice(0, 4));
  switch (choice) {
    case 'thisMonth':
      return { from: month, to: month };
    case 'lastMonth': {
      const last = monthBefore(month);
      return { from: last, to: last };
    }
    case 'thisYear':
      return defaultProfitPeriod(today);
    case 'lastYear':
      return { from: `${year - 1}-01`, to: `${year - 1}-12` };
  }
}

/** The quick choice a period is, if any. */
export function choiceOfPeriod(period: { from: string; to: string }, today: string): PeriodChoice | undefined {
  return PERIOD_CHOICES.find((choice) => {
    const of = periodOfChoice(choice, today);
    return of.from === period.from && of.to === period.to;
  });
}

/**
 * The view the address asks for. A missing or malformed value is the default: the project view, this year to date
 * (one end given alone: the period of that month), the view's own sort; a search only where the view has one.
 */
export function profitViewOf(params: URLSearchParams, today: string): ProfitScreenView {
  const view = pick(params.get('view'), PROFIT_VIEWS) ?? 'project';
  const fromParam = params.get('from');
  const toParam = params.get('to');
  const fallback = defaultProfitPeriod(today);
  const from = isMonth(fromParam) ? fromParam : isMonth(toParam) ? toParam : fallback.from;
  const to = isMonth(toParam) ? toParam : isMonth(fromParam) ? fromParam : fallback.to;
  const sortKey = pick(params.get('sort'), PROFIT_SORT_KEYS);
  const dir = pick(params.get('dir'), ['asc', 'desc'] as const);
  const sort = sortKey && dir ? { sort: sortKey, dir } : defaultProfitSort(view);
  const problem: PeriodProblem | null = to < from ? 'order' : monthsInPeriod(from, to) > MAX_PROFIT_MONTHS ? 'length' : null;
  return { view, from, to, q: isSearchedView(view) ? (params.get('q') ?? '').trim() : '', ...sort, problem };
}

/** A header clicked: the sorted column flips its direction; another starts A–Z for names, largest first for figures. */
export function nextSort(current: { sort: ProfitSortKey; dir: 'asc' | 'desc' }, key: ProfitSortKey): { sort: ProfitSortKey; dir: 'asc' | 'desc' } {
  if (current.sort === key) return { sort: key, dir: current.dir === 'asc' ? 'desc' : 'asc' };
  return { sort: key, dir: key === 'label' ? 'asc' : 'desc' };
}
