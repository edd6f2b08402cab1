/** docs/product/records.md#projects, docs/product/rules.md#record-validation project: payload of POST /api/admin/projects and PUT /api/admin/projects/:id, and the project form. */
import { z } from 'zod';
import { PROJECT_SERVICE_TYPES, PROJECT_STATUSES } from '../constants';
import type { Language } from '../constants';
import { majorToMinor, minorUnits, moneyText, type MinorUnits } from '../money/minor-units';
import {
  choiceWithDefault,
  dateOrUndefined,
  MAX_LENGTH,
  optionalDate,
  optionalText,
  recordId,
  requiredText,
} from './fields';
import { PROJECT_MESSAGES } from './messages';
import { budgetFields, budgetFormFields, normalizeBudget, normalizeRetainer, projectBudgetRule, projectRetainerRule, retainerFields, retainerFormFields } from './rates';
export { PROJECT_MESSAGES };

export type ProjectStatus = (typeof PROJECT_STATUSES)[number];

/**
 * New project defaults (docs/product/rules.md#defaults): the form, the API and the database columns take them from here.
 * Amounts are integer minor units (cents) of USD (decision 022): the cost of service is the spec's 200.
 */
export const PROJECT_DEFAULTS = {
  serviceType: 'web-development',
  status: 'pending',
  budget: 0,
  amountPaid: 0,
  monthlyFee: 0,
  costOfService: majorToMinor(200),
} as const satisfies { serviceType: (typeof PROJECT_SERVICE_TYPES)[number]; status: ProjectStatus } & Record<
  'budget' | 'amountPaid' | 'monthlyFee' | 'costOfService',
  MinorUnits
>;

const projectStatus = z.enum(PROJECT_STATUSES, { error: PROJECT_MESSAGES.statusInvalid });

/** The fields of a project, without the rule that ties its budget fields together (projectBudgetRule). */
const projectFields = z.object({
  clientId: recordId(PROJECT_MESSAGES.clientRequired),
  name: requiredText(MAX_LENGTH.short, PROJECT_MESSAGES.nameRequired),
  description: requiredText(MAX_LENGTH.longText, PROJECT_MESSAGES.descriptionRequired),
  serviceType: choiceWithDefault(PROJECT_SERVICE_TYPES, PROJECT_DEFAULTS.serviceType, PROJECT_MESSAGES.serviceTypeInvalid),
  status: choiceWithDefault(PROJECT_STATUSES, PROJECT_DEFAULTS.status, PROJECT_MESSAGES.statusInvalid),
  /** Missing or blank: now on create, unchanged on update. */
  startDate: dateOrUndefined(),
  /** 'yyyy-MM-dd' or ISO text; blank → null. */
  dueDate: optionalDate(),
  /** Cents (integer minor units of USD): $1,234.50 is 123450. */
  budget: minorUnits(PROJECT_DEFAULTS.budget),
  costOfService: minorUnits(PROJECT_DEFAULTS.costOfService),
  amountPaid: minorUnits(PROJECT_DEFAULTS.amountPaid),
  monthlyFee: minorUnits(PROJECT_DEFAULTS.monthlyFee),
  notes: optionalText(MAX_LENGTH.longText),
  /** Issue 36: the hourly rate (null: the service type's) and the time budget, in Kč (haléře) and minutes. */
  ...budgetFields,
  ...retainerFields,
});

/** The rules that tie fields together, and the fields kept only with their kind. */
type TiedFields = Parameters<typeof normalizeBudget>[0] & Parameters<typeof normalizeRetainer>[0];
const projectRules = (value: TiedFields, ctx: z.RefinementCtx) => {
  projectBudgetRule(value, ctx);
  projectRetainerRule(value, ctx);
};
const normalized = <T extends TiedFields>(value: T): T => normalizeRetainer(normalizeBudget(value));

export const projectSchema = projectFields.superRefine(projectRules).transform(normalized);
export type ProjectInput = z.output<typeof projectSchema>;

/**
 * The project form: the same fields, amounts typed as dollars in the screen's language and read into cents exactly;
 * the hourly rate and a money budget as Kč, an hours budget as hours ("40", "37,5", "37:30").
 */
export const projectFormSchema = (language: Language) =>
  projectFields
    .extend({
      budget: moneyText(language, PROJECT_DEFAULTS.budget),
      costOfService: moneyText(language, PROJECT_DEFAULTS.costOfService),
      amountPaid: moneyText(language, PROJECT_DEFAULTS.amountPaid),
      monthlyFee: moneyText(language, PROJECT_DEFAULTS.monthlyFee),
      ...budgetFormFields(language),
      ...retainerFormFields(language),
    })
    .superRefine(projectRules)
    .transform(normalized);
export type ProjectFormValues = z.input<ReturnType<typeof projectFormSchema>>;

/** PUT: the same fields, except that a missing status leaves the current one (it has its own PATCH). */
export const projectUpdateSchema = projectFields.extend({ status: projectStatus.optional() }).superRefine(projectRules).transform(normalized);
export type ProjectUpdateInput = z.output<typeof projectUpdateSchema>;

/** PATCH /api/admin/projects/:id/status */
export const projectStatusSchema = z.object({ status: projectStatus });
export type ProjectStatusInput = z.output<typeof projectStatusSchema>;

