/**
 * Hourly rates and project budgets (issue 36, docs/product/time-and-profit.md#rates-and-budgets). Rates are integer
 * haléře per hour, in Kč (the agency's books are in Kč); time is whole minutes. The value of some minutes at a rate is
 * computed once, on the total, rounded to the haléř (a half up): never per entry, so sums stay exact.
 */
import type { PROJECT_SERVICE_TYPES } from '../constants';

type ServiceType = (typeof PROJECT_SERVICE_TYPES)[number];

/**
 * What an hour of a service type is billed at when its project names no rate of its own: the defaults a new database
 * shows (migration 0045 writes exactly these; admins change them on the Time screen). Kč per hour, in haléře.
 */
export const DEFAULT_HOURLY_RATES: Readonly<Record<ServiceType, number>> = {
  'web-development': 1_500_00,
  design: 1_400_00,
  marketing: 1_200_00,
  'social-media': 1_000_00,
  'logo-design': 1_400_00,
};

/** The largest hourly rate or cost staff may store: 100 000 Kč an hour, in haléře. */
export const MAX_HOURLY_RATE = 100_000_00;

/** What `minutes` are worth at `perHour` haléře an hour: minutes × rate / 60, rounded to the haléř (a half up). */
export function minutesValue(minutes: number, perHour: number): number {
  const product = BigInt(minutes) * BigInt(perHour);
  const whole = product / 60n;
  const rest = product % 60n;
  return Number(rest * 2n >= 60n ? whole + 1n : whole);
}

/** A project's budget: none, a number of hours (kept as minutes), or an amount in Kč (haléře). */
export const BUDGET_KINDS = ['none', 'hours', 'money'] as const;
export type BudgetKind = (typeof BUDGET_KINDS)[number];

/** The shares of a budget at which the project's staff are e-mailed, once each (per budget: a new budget re-arms them). */
export const BUDGET_ALERT_THRESHOLDS = [80, 100] as const;
export type BudgetThreshold = (typeof BUDGET_ALERT_THRESHOLDS)[number];

export interface BudgetBurn {
  kind: Exclude<BudgetKind, 'none'>;
  /** Minutes (hours budget) or haléře (money budget) used so far. */
  used: number;
  /** The budget, in the same unit. */
  limit: number;
  /** used / limit in whole per cent, rounded down (100 means all of it is used); limit 0 counts as used up. */
  percent: number;
}

export interface ProjectBudget {
  budgetKind: BudgetKind;
  budgetMinutes: number | null;
  budgetCzk: number | null;
}

/**
 * How much of a project's budget is used: an hours budget counts every minute logged on the project (billable or
 * not: the budget is the effort); a money budget counts the billable minutes at the project's hourly rate. Null when
 * the project has no budget.
 */
export function budgetBurn(budget: ProjectBudget, logged: { minutes: number; billableMinutes: number }, hourlyRate: number): BudgetBurn | null {
  if (budget.budgetKind === 'hours' && budget.budgetMinutes !== null) {
    return burn('hours', logged.minutes, budget.budgetMinutes);
  }
  if (budget.budgetKind === 'money' && budget.budgetCzk !== null) {
    return burn('money', minutesValue(logged.billableMinutes, hourlyRate), budget.budgetCzk);
  }
  return null;
}

function burn(kind: BudgetBurn['kind'], used: number, limit: number): BudgetBurn {
  const percent = limit === 0 ? (used > 0 ? 100 : 0) : Number((BigInt(used) * 100n) / BigInt(limit));
  return { kind, used, limit, percent };
}

/** The thresholds a burn has reached. */
export const thresholdsReached = (b: BudgetBurn): BudgetThreshold[] => BUDGET_ALERT_THRESHOLDS.filter((t) => b.percent >= t);

/** What identifies a budget for its alerts: a new kind or amount re-arms them. */
export const budgetKey = (b: Pick<BudgetBurn, 'kind' | 'limit'>): string => `${b.kind}:${b.limit}`;
