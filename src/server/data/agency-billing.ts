/**
 * The agency's legal and billing details (issue 22; docs/product/billing-details.md#agency-billing-details): one row of
 * agency_billing, in the database so every instance reads the same; this module is its only writer. Proposals and
 * invoices read it through `readAgencyBilling`; the pricing page reads whether the agency is a VAT payer
 * (`agencyIsVatPayer`), so a save changes the content version (docs/product/public-site.md#prices-and-vat).
 */
import { eq } from 'drizzle-orm';
import {
  AGENCY_BILLING_DEFAULTS,
  missingAgencyBilling,
  type AgencyBilling,
  type AgencyBillingInput,
} from '@/shared/schemas/agency-billing';
import { INVOICE_SETTINGS_DEFAULTS } from '@/shared/schemas/invoice';
import { auditChanges, recordAudit, type Actor } from '../audit/audit-log';
import type { Database } from '../db/database';
import { agencyBilling, type AgencyBillingRow } from '../db/schema';
import { Invalid } from '../domain/errors';
import { billingAddressIssues } from '@/shared/identifiers/fields';
import type { AgencyProfileInput } from '@/shared/schemas/agency-profile';
import { readAgencyProfile } from './agency-profile';
import { columnValues } from './column-values';
import { writePublicContent } from './content-version';

/** The one row's id (the table's check allows no other). */
const ROW_ID = 1;

/** The details before anything is saved. */
const BLANK: AgencyBillingInput = {
  companyName: null,
  street: null,
  city: null,
  postalCode: null,
  country: AGENCY_BILLING_DEFAULTS.country,
  ico: null,
  dic: null,
  vatPayer: AGENCY_BILLING_DEFAULTS.vatPayer,
  registration: null,
  bankAccount: null,
  iban: null,
  proposalValidityDays: AGENCY_BILLING_DEFAULTS.proposalValidityDays,
  invoiceDueDays: AGENCY_BILLING_DEFAULTS.invoiceDueDays,
  recurringInvoiceMode: INVOICE_SETTINGS_DEFAULTS.recurringInvoiceMode,
  firstReminderDays: INVOICE_SETTINGS_DEFAULTS.firstReminderDays,
  secondReminderDays: INVOICE_SETTINGS_DEFAULTS.secondReminderDays,
  addressFromProfile: false,
};

/** The schema output as the columns it writes: exactly the same fields, or the typecheck fails here. */
const toColumns = columnValues<typeof agencyBilling.$inferInsert, 'id' | 'updatedAt'>();

type Reader = Pick<Database, 'select'>;

function detailsOf(row: AgencyBillingRow | undefined): AgencyBillingInput {
  if (!row) return BLANK;
  const { id: _id, updatedAt: _updatedAt, ...details } = row;
  return details;
}

/**
 * The agency's details with whatever runs the query (the database or a transaction): blank ones when never saved.
 * With `addressFromProfile` the address is the agency profile's as it is now; the logo is always the profile's.
 */
export async function readAgencyBilling(db: Reader): Promise<AgencyBilling> {
  const [row] = await db.select().from(agencyBilling).where(eq(agencyBilling.id, ROW_ID));
  const profile = await readAgencyProfile(db);
  const details = withProfileAddress(detailsOf(row), profile);
  return { ...details, logoMediaId: profile.logoMediaId, logoUrl: profile.logoUrl, missing: missingAgencyBilling(details), updatedAt: row?.updatedAt ?? null };
}

/** The details with the profile's address in place of their own when they take it. */
function withProfileAddress(details: AgencyBillingInput, profile: AgencyProfileInput): AgencyBillingInput {
  if (!details.addressFromProfile) return details;
  return { ...details, street: profile.street, city: profile.city, postalCode: profile.postalCode, country: profile.country };
}

/** Whether the agency is a VAT payer (the default until the details are saved): what public prices say about VAT. */
export async function agencyIsVatPayer(db: Reader): Promise<boolean> {
  const [row] = await db.select({ vatPayer: agencyBilling.vatPayer }).from(agencyBilling).where(eq(agencyBilling.id, ROW_ID));
  return row?.vatPayer ?? BLANK.vatPayer;
}

export function agencyBillingData(db: Database) {
  return {
    read: () => readAgencyBilling(db),
    /**
     * Saves every field; recorded in the audit log with the fields that changed, in the same transaction. Public pages
     * show the VAT status, so the save changes the content version too (the cached pages are rendered again).
     */
    update: (input: AgencyBillingInput, actor: Actor): Promise<AgencyBilling> =>
      writePublicContent(db, async (tx) => {
        // Taking the profile's address, the checks across fields (postal code, DIČ against the country) are made again
        // on it: the schema made them on the address typed.
        const details = withProfileAddress(input, await readAgencyProfile(tx));
        if (details.addressFromProfile) {
          for (const issue of billingAddressIssues({ ...details, fields: { postalCode: 'postalCode', dic: 'dic' } })) throw new Invalid(issue.path, issue.message);
        }
        const [before] = await tx.select().from(agencyBilling).where(eq(agencyBilling.id, ROW_ID)).for('update');
        const values = { ...toColumns(details), updatedAt: new Date() };
        await tx
          .insert(agencyBilling)
          .values({ id: ROW_ID, ...values })
          .onConflictDoUpdate({ target: agencyBilling.id, set: values });
        await recordAudit(tx, {
          actor,
          action: 'update',
          entity: 'setting',
          entityId: 'billing',
          changes: auditChanges({ ...detailsOf(before) }, { ...details }),
        });
        return readAgencyBilling(tx);
      }),
  };
}
