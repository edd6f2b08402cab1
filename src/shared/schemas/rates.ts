/**
 * Rates and budgets (issue 36, docs/product/time-and-profit.md#rates-and-budgets): a person's cost per hour, the
 * hourly rates per service type, and a project's rate and budget. Amounts are haléře (Kč), budgets of time minutes.
 */
import { z } from 'zod';
import type { Language, PROJECT_SERVICE_TYPES } from '../constants';
import { MAX_MINOR_UNITS, parseMoneyText } from '../money/minor-units';
import { BUDGET_KINDS, MAX_HOURLY_RATE, type BudgetKind } from '../time/rates';
import { RETAINER_ROLLOVERS, type RetainerRollover } from '../time/retainers';
import { blankToNull, choiceWithDefault } from './fields';
import { TIME_MESSAGES } from './messages';
import { calendarDay } from './time-entry';

/** An amount per hour: whole haléře, 0 to MAX_HOURLY_RATE. */
const hourlyAmount = () =>
  z.number({ error: TIME_MESSAGES.rateInvalid }).int(TIME_MESSAGES.rateInvalid).min(0, TIME_MESSAGES.rateInvalid).max(MAX_HOURLY_RATE, TIME_MESSAGES.rateInvalid);

/** The largest hours budget: 100 000 hours, in minutes. */
export const MAX_BUDGET_MINUTES = 100_000 * 60;

/** A money budget: whole haléře, more than 0. */
const budgetAmount = () =>
  z.number({ error: TIME_MESSAGES.budgetMoneyRequired }).int(TIME_MESSAGES.budgetMoneyRequired).min(1, TIME_MESSAGES.budgetMoneyRequired).max(MAX_MINOR_UNITS, TIME_MESSAGES.budgetMoneyRequired);

/** The API's fields of a project's rate and budget (haléře, minutes); missing or null → null. */
export const budgetFields = {
  hourlyRateCzk: z.preprocess(blankToNull, hourlyAmount().nullable()),
  budgetKind: choiceWithDefault(BUDGET_KINDS, 'none', TIME_MESSAGES.budgetKindInvalid),
  budgetMinutes: z.preprocess(
    blankToNull,
    z.number({ error: TIME_MESSAGES.budgetHoursRequired }).int(TIME_MESSAGES.budgetHoursRequired).min(1, TIME_MESSAGES.budgetHoursRequired).max(MAX_BUDGET_MINUTES, TIME_MESSAGES.budgetHoursRequired).nullable(),
  ),
  budgetCzk: z.preprocess(blankToNull, budgetAmount().nullable()),
};

/**
 * Hours as staff type a budget: whole or decimal hours ("40", "37,5", "37.5") or hours and minutes ("37:30"). Minutes,
 * or null when it is none of these.
 */
export function parseBudgetHours(text: string): number | null {
  const value = text.trim().replace(/\s+/g, '').replace(/h$/i, '');
  const clock = /^(\d{1,6}):([0-5]\d)$/.exec(value);
  if (clock) return Number(clock[1]) * 60 + Number(clock[2]);
  const hours = /^(\d{1,6})(?:[.,](\d{1,2}))?$/.exec(value);
  if (hours) return Math.round(Number(`${hours[1]}.${hours[2] ?? '0'}`) * 60);
  return null;
}

/** Kč typed in the screen's language, read into haléře; blank → null (an unreadable amount is refused with `message`). */
const optionalKc = (language: Language, message: string) =>
  z
    .string({ error: message })
    .nullish()
    .transform((text, ctx): number | null => {
      if (!text?.trim()) return null;
      const parsed = parseMoneyText(text, language);
      if (parsed?.ok) return parsed.minor;
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    });

/** Hours as typed (parseBudgetHours), read into minutes from `min` to MAX_BUDGET_MINUTES; blank → null. */
const optionalHours = (message: string, min = 0) =>
  z
    .string({ error: message })
    .nullish()
    .transform((text, ctx): number | null => {
      if (!text?.trim()) return null;
      const minutes = parseBudgetHours(text);
      if (minutes !== null && minutes >= min && minutes <= MAX_BUDGET_MINUTES) return minutes;
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    });

/** The project form's fields of rate and budget: Kč and hours as typed. */
export const budgetFormFields = (language: Language) => ({
  hourlyRateCzk: optionalKc(language, TIME_MESSAGES.rateInvalid).pipe(hourlyAmount().nullable()),
  budgetMinutes: optionalHours(TIME_MESSAGES.budgetHoursRequired, 1),
  budgetCzk: optionalKc(language, TIME_MESSAGES.budgetMoneyRequired).pipe(budgetAmount().nullable()),
});

interface BudgetValues {
  budgetKind: BudgetKind;
  budgetMinutes: number | null;
  budgetCzk: number | null;
}

/** An hours budget needs its hours, a money budget its amount: the missing one is the field named. */
export function projectBudgetRule(value: BudgetValues, ctx: z.RefinementCtx): void {
  if (value.budgetKind === 'hours' && value.budgetMinutes === null) {
    ctx.addIssue({ code: 'custom', path: ['budgetMinutes'], message: TIME_MESSAGES.budgetHoursRequired });
  }
  if (value.budgetKind === 'money' && value.budgetCzk === null) {
    ctx.addIssue({ code: 'custom', path: ['budgetCzk'], message: TIME_MESSAGES.budgetMoneyRequired });
  }
}

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
const retainerHours = () => z.number({ error: TIME_MESSAGES.retainerHoursRequired }).int(TIME_MESSAGES.retainerHoursRequired).min(0, TIME_MESSAGES.retainerHoursRequired).max(MAX_BUDGET_MINUTES, TIME_MESSAGES.retainerHoursRequired);

/** The API's fields of a monthly retainer (issue 36): a fee (null: no retainer), its hours, overage rate and rollover. */
export const retainerFields = {
  retainerFeeCzk: z.preprocess(blankToNull, budgetAmount().nullable()),
  retainerMinutes: z.preprocess(blankToNull, retainerHours().nullable()),
  retainerOverageRateCzk: z.preprocess(blankToNull, hourlyAmount().nullable()),
  retainerRollover: choiceWithDefault(RETAINER_ROLLOVERS, 'expire', TIME_MESSAGES.retainerRolloverInvalid),
  retainerRolloverCapMinutes: z.preprocess(blankToNull, retainerHours().nullable()),
  /** The first month of the retainer (yyyy-mm): the monthly run bills the overage of months from it on. */
  retainerSince: z.preprocess(blankToNull, z.string({ error: TIME_MESSAGES.retainerSinceInvalid }).regex(MONTH, TIME_MESSAGES.retainerSinceInvalid).nullable()),
};

/** The project form's retainer fields: Kč and hours as typed. */
export const retainerFormFields = (language: Language) => ({
  retainerFeeCzk: optionalKc(language, TIME_MESSAGES.budgetMoneyRequired).pipe(budgetAmount().nullable()),
  retainerMinutes: optionalHours(TIME_MESSAGES.retainerHoursRequired),
  retainerOverageRateCzk: optionalKc(language, TIME_MESSAGES.rateInvalid).pipe(hourlyAmount().nullable()),
  retainerRolloverCapMinutes: optionalHours(TIME_MESSAGES.retainerHoursRequired),
});

interface RetainerValues {
  retainerFeeCzk: number | null;
  retainerMinutes: number | null;
  retainerOverageRateCzk: number | null;
  retainerRollover: RetainerRollover;
  retainerRolloverCapMinutes: number | null;
  retainerSince: string | null;
}

/** A retainer (a fee) needs its included hours and its first month: the missing one is the field named. */
export function projectRetainerRule(value: RetainerValues, ctx: z.RefinementCtx): void {
  if (value.retainerFeeCzk === null) return;
  if (value.retainerMinutes === null) ctx.addIssue({ code: 'custom', path: ['retainerMinutes'], message: TIME_MESSAGES.retainerHoursRequired });
  if (value.retainerSince === null) ctx.addIssue({ code: 'custom', path: ['retainerSince'], message: TIME_MESSAGES.retainerSinceInvalid });
}

/** Without a fee there is no retainer: its other fields are stored empty. */
export function normalizeRetainer<T extends RetainerValues>(value: T): T {
  if (value.retainerFeeCzk !== null) return value;
  return { ...value, retainerMinutes: null, retainerOverageRateCzk: null, retainerRollover: 'expire', retainerRolloverCapMinutes: null, retainerSince: null };
}

/** Only the budget the kind names is kept: the other field is stored as null. */
export function normalizeBudget<T extends BudgetValues>(value: T): T {
  return {
    ...value,
    budgetMinutes: value.budgetKind === 'hours' ? value.budgetMinutes : null,
    budgetCzk: value.budgetKind === 'money' ? value.budgetCzk : null,
  };
}

/** POST /api/admin/team/:id/cost-rates: what the person's hour costs from a day on (a rate of the same day is replaced). */
export const costRateSchema = z.object({
  validFrom: calendarDay(),
  hourlyCostCzk: hourlyAmount(),
});
export type CostRateInput = z.output<typeof costRateSchema>;

/** The cost rate form: Kč as typed. */
export const costRateFormSchema = (language: Language) =>
  costRateSchema.extend({
    hourlyCostCzk: optionalKc(language, TIME_MESSAGES.rateInvalid).pipe(hourlyAmount()),
  });
export type CostRateFormValues = z.input<ReturnType<typeof costRateFormSchema>>;

type ServiceType = (typeof PROJECT_SERVICE_TYPES)[number];

/** One field per service type (the compiler checks that none is missing). */
const perServiceType = <T extends z.ZodType>(field: () => T) =>
  ({
    'web-development': field(),
    design: field(),
    marketing: field(),
    'social-media': field(),
    'logo-design': field(),
  }) satisfies Record<ServiceType, T>;

/** PUT /api/admin/settings/hourly-rates: every service type's rate (haléře per hour). */
export const serviceRatesSchema = z.object(perServiceType(hourlyAmount));
export type ServiceRatesInput = z.output<typeof serviceRatesSchema>;

/** The service rates form: Kč as typed, each required. */
export const serviceRatesFormSchema = (language: Language) =>
  z.object(perServiceType(() => optionalKc(language, TIME_MESSAGES.rateInvalid).pipe(hourlyAmount())));
export type ServiceRatesFormValues = z.input<ReturnType<typeof serviceRatesFormSchema>>;

/** GET /api/admin/team/:id/cost-rates: one of a person's rates (admins only). */
export interface AdminCostRate {
  id: number;
  userId: number;
  /** yyyy-mm-dd: valid from this day until the person's next rate. */
  validFrom: string;
  hourlyCostCzk: number;
  createdAt: string;
}

/** GET /api/admin/settings/hourly-rates: a service type's rate. */
export interface AdminServiceRate {
  serviceType: ServiceType;
  hourlyRateCzk: number;
  updatedAt: string;
}
