/**
 * The agency's legal and billing details (issue 22; docs/product/billing-details.md#agency-billing-details): one row of
 * agency_billing, in the database so every instance reads the same; this module is its only writer. Proposals and
 * invoices read it through `readAgencyBilling`; the pricing page reads whether the agency is a VAT payer
 * (`agencyIsVatPayer`), so a save changes the content version (docs/product/public-site.md#prices-and-vat).
 */
import { eq } from 'drizzle-orm';
import { mediaUrl, mediaVariantWidths, MEDIA_MESSAGES } from '@/shared/media';
import {
  AGENCY_BILLING_DEFAULTS,
  missingAgencyBilling,
  type AgencyBilling,
  type AgencyBillingInput,
} from '@/shared/schemas/agency-billing';
import { INVOICE_SETTINGS_DEFAULTS } from '@/shared/schemas/invoice';
import { auditChanges, recordAudit, type Actor } from '../audit/audit-log';
import type { Database } from '../db/database';
import { agencyBilling, media, type AgencyBillingRow } from '../db/schema';
import { Invalid } from '../domain/errors';
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
  logoMediaId: null,
};

/** The schema output as the columns it writes: exactly the same fields, or the typecheck fails here. */
const toColumns = columnValues<typeof agencyBilling.$inferInsert, 'id' | 'updatedAt'>();

type Reader = Pick<Database, 'select'>;

function detailsOf(row: AgencyBillingRow | undefined): AgencyBillingInput {
  if (!row) return BLANK;
  const { id: _id, updatedAt: _updatedAt, ...details } = row;
  return details;
}

async function logoUrlOf(db: Reader, mediaId: number | null): Promise<string | null> {
  if (mediaId === null) return null;
  const [image] = await db.select({ hash: media.hash, width: media.width }).from(media).where(eq(media.id, mediaId));
  return image ? mediaUrl(image.hash, mediaVariantWidths(image.width)[0]!, 'webp') : null;
}

/** The agency's details with whatever runs the query (the database or a transaction): blank ones when never saved. */
export async function readAgencyBilling(db: Reader): Promise<AgencyBilling> {
  const [row] = await db.select().from(agencyBilling).where(eq(agencyBilling.id, ROW_ID));
  const details = detailsOf(row);
  return { ...details, logoUrl: await logoUrlOf(db, details.logoMediaId), missing: missingAgencyBilling(details), updatedAt: row?.updatedAt ?? null };
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
        if (input.logoMediaId !== null) {
          const [image] = await tx.select({ id: media.id }).from(media).where(eq(media.id, input.logoMediaId)).for('share');
          if (!image) throw new Invalid('logoMediaId', MEDIA_MESSAGES.notFound);
        }
        const [before] = await tx.select().from(agencyBilling).where(eq(agencyBilling.id, ROW_ID)).for('update');
        const values = { ...toColumns(input), updatedAt: new Date() };
        await tx
          .insert(agencyBilling)
          .values({ id: ROW_ID, ...values })
          .onConflictDoUpdate({ target: agencyBilling.id, set: values });
        await recordAudit(tx, {
          actor,
          action: 'update',
          entity: 'setting',
          entityId: 'billing',
          changes: auditChanges({ ...detailsOf(before) }, { ...input }),
        });
        return readAgencyBilling(tx);
      }),
  };
}
