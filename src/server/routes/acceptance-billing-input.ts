/**
 * The billing details posted with an acceptance (docs/product/proposals.md#billing-details-on-acceptance), read the
 * same way by the link's page and the client portal: parsed with the shared schema of the client's billing fields;
 * the form again with what was typed and each field's error when they do not parse.
 */
import { ACCEPTANCE_BILLING_FIELDS, acceptanceBillingSchema, type AcceptanceBilling, type AcceptanceBillingField } from '@/shared/schemas/client';
import { TAX_DOCUMENT_CUSTOMER_MESSAGES } from '@/shared/invoices/tax-document-customer';
import type { Database } from '../db/database';
import { acceptanceBillingAsk } from '../data/proposals/proposal-answers';
import type { AcceptanceBillingForm } from '../web/acceptance-billing';

export type AcceptanceBillingInput =
  | { ok: true; billing: AcceptanceBilling | undefined; typed: Record<AcceptanceBillingField, string> | undefined }
  | { ok: false; errors: Record<string, string>; typed: Record<AcceptanceBillingField, string> };

export function acceptanceBillingInput(body: Record<string, unknown>): AcceptanceBillingInput {
  if (body.billing !== '1') return { ok: true, billing: undefined, typed: undefined };
  const typed = Object.fromEntries(ACCEPTANCE_BILLING_FIELDS.map((key) => [key, typeof body[key] === 'string' ? body[key] : ''])) as Record<AcceptanceBillingField, string>;
  const parsed = acceptanceBillingSchema.safeParse(typed);
  if (parsed.success) return { ok: true, billing: parsed.data, typed };
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) errors[String(issue.path[0] ?? 'billing')] ??= issue.message;
  return { ok: false, errors, typed };
}

/** What to show again: each field's error and what was typed (none: the record's values). */
export interface BillingProblem {
  errors: Record<string, string>;
  typed?: Record<AcceptanceBillingField, string> | undefined;
}

/** The form to show for this client (none when its record is complete), with what was typed and the errors. */
export async function acceptanceBillingForm(
  db: Database,
  clientId: number,
  typed?: Record<AcceptanceBillingField, string>,
  errors?: Record<string, string>,
): Promise<AcceptanceBillingForm | undefined> {
  const ask = await acceptanceBillingAsk(db, clientId);
  if (!ask && !(errors && typed)) return undefined;
  const base = ask ?? { values: typed!, required: [] };
  // A field the rule asked for because of what was typed (a company's IČO) is marked required like the others.
  const requiredNow = Object.entries(errors ?? {})
    .filter(([, message]) => message === TAX_DOCUMENT_CUSTOMER_MESSAGES.required)
    .map(([key]) => key)
    .filter((key): key is AcceptanceBillingField => (ACCEPTANCE_BILLING_FIELDS as readonly string[]).includes(key));
  const required = [...new Set([...base.required, ...requiredNow])];
  return { ...base, required, values: typed ?? base.values, ...(errors ? { errors } : {}) };
}
