/** docs/product/records.md#projects, docs/product/rules.md#record-validation project: payload of POST /api/admin/projects and PUT /api/admin/projects/:id, and the project form. */
import { z } from 'zod';
import { PROJECT_SERVICE_TYPES, PROJECT_STATUSES } from '../constants';
import {
  amount,
  choiceWithDefault,
  dateOrUndefined,
  MAX_LENGTH,
  optionalDate,
  optionalText,
  recordId,
  requiredText,
} from './fields';
import { PROJECT_MESSAGES } from './messages';
export { PROJECT_MESSAGES };

export type ProjectStatus = (typeof PROJECT_STATUSES)[number];

/** New project defaults (docs/product/rules.md#defaults): the form, the API and the database columns take them from here. */
export const PROJECT_DEFAULTS = {
  serviceType: 'web-development',
  status: 'pending',
  budget: 0,
  amountPaid: 0,
  monthlyFee: 0,
  costOfService: 200,
} as const satisfies { serviceType: (typeof PROJECT_SERVICE_TYPES)[number]; status: ProjectStatus } & Record<
  'budget' | 'amountPaid' | 'monthlyFee' | 'costOfService',
  number
>;

const projectStatus = z.enum(PROJECT_STATUSES, { error: PROJECT_MESSAGES.statusInvalid });

export const projectSchema = z.object({
  clientId: recordId(PROJECT_MESSAGES.clientRequired),
  name: requiredText(MAX_LENGTH.short, PROJECT_MESSAGES.nameRequired),
  description: requiredText(MAX_LENGTH.longText, PROJECT_MESSAGES.descriptionRequired),
  serviceType: choiceWithDefault(PROJECT_SERVICE_TYPES, PROJECT_DEFAULTS.serviceType, PROJECT_MESSAGES.serviceTypeInvalid),
  status: choiceWithDefault(PROJECT_STATUSES, PROJECT_DEFAULTS.status, PROJECT_MESSAGES.statusInvalid),
  /** Missing or blank: now on create, unchanged on update. */
  startDate: dateOrUndefined(),
  /** 'yyyy-MM-dd' or ISO text; blank → null. */
  dueDate: optionalDate(),
  budget: amount(PROJECT_DEFAULTS.budget),
  costOfService: amount(PROJECT_DEFAULTS.costOfService),
  amountPaid: amount(PROJECT_DEFAULTS.amountPaid),
  monthlyFee: amount(PROJECT_DEFAULTS.monthlyFee),
  notes: optionalText(MAX_LENGTH.longText),
});
export type ProjectFormValues = z.input<typeof projectSchema>;
export type ProjectInput = z.output<typeof projectSchema>;

/** PUT: the same fields, except that a missing status leaves the current one (it has its own PATCH). */
export const projectUpdateSchema = projectSchema.extend({ status: projectStatus.optional() });
export type ProjectUpdateInput = z.output<typeof projectUpdateSchema>;

/** PATCH /api/admin/projects/:id/status */
export const projectStatusSchema = z.object({ status: projectStatus });
export type ProjectStatusInput = z.output<typeof projectStatusSchema>;

