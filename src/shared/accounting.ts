/** Admin accounting (docs/product/rules.md#accounting): assumed costs, profit margin, days remaining. */
import { PROJECT_SERVICE_TYPES } from './constants';
import { majorToMinor, type MinorUnits } from './money/minor-units';
import { divideRounded } from './money/rounding';

export type ProjectServiceType = (typeof PROJECT_SERVICE_TYPES)[number];

/** Assumed cost of service per project, in USD. */
export const ASSUMED_SERVICE_COST_USD: Readonly<Record<ProjectServiceType, number>> = {
  'web-development': 200,
  design: 150,
  marketing: 100,
  'social-media': 120,
  'logo-design': 180,
};

export function isProjectServiceType(value: unknown): value is ProjectServiceType {
  return typeof value === 'string' && (PROJECT_SERVICE_TYPES as readonly string[]).includes(value);
}

/** The assumed cost of a service type in minor units (cents). */
export const assumedServiceCost = (serviceType: ProjectServiceType): MinorUnits => majorToMinor(ASSUMED_SERVICE_COST_USD[serviceType]);

/**
 * (amount paid − assumed cost) / amount paid × 100, rounded to one decimal (a half away from zero); 0 when nothing
 * was paid. Computed from the integer cents: tenths of a percent = (paid − cost) × 1000 / paid, divided once with
 * integers, so the result is exact. null for a service type without an assumed cost (the accounting row allows
 * "may be null"). Issue 36: `realCost` (US cents: the project's time at cost rates and its received invoices, as
 * src/shared/money/format-money.ts czkMinorToUsdMinor converts them) replaces the assumed cost once the project has any time or received invoice.
 */
export function profitMargin(amountPaid: MinorUnits, serviceType: string, realCost: MinorUnits | null = null): number | null {
  if (realCost === null && !isProjectServiceType(serviceType)) return null;
  if (!(amountPaid > 0)) return 0;
  const cost = realCost ?? assumedServiceCost(serviceType as ProjectServiceType);
  const tenths = divideRounded((amountPaid - cost) * 1000, amountPaid);
  return tenths / 10;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whole days until the due date (a started day counts as a day), never below 0; null without a due date. */
export function daysRemaining(dueDate: Date | string | null | undefined, now: Date = new Date()): number | null {
  if (dueDate === null || dueDate === undefined || dueDate === '') return null;
  const due = dueDate instanceof Date ? dueDate.getTime() : Date.parse(dueDate);
  if (Number.isNaN(due)) return null;
  return Math.max(0, Math.ceil((due - now.getTime()) / DAY_MS));
}
