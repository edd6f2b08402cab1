/**
 * Monthly invoices of projects (docs/product/invoices.md#monthly-invoices): no cron — every instance offers the run
 * every minute, and it is done exactly once per project and month on any number of instances. For each active project
 * with a monthly fee and no run for this (Prague) month, one transaction inserts the run row ON CONFLICT DO NOTHING and,
 * only when it was inserted, creates the invoice: a second instance's insert conflicts (or waits for the first's
 * commit, then conflicts) and creates nothing. The run row stays when staff delete the draft, so it is not made again.
 *
 * The fee is kept in US cents (decision 022) and invoiced in koruna at the accounting rate (usdMinorToCzkMinor), one
 * line in the client's document language, its VAT mode as any new invoice's. With the agency's setting
 * recurringInvoiceMode = 'issue' and complete billing details, the invoice is issued and e-mailed at once (a draft when
 * the client lacks what a tax document needs of its customer).
 */
import { and, eq, gt, notExists, sql } from 'drizzle-orm';
import { officeDay } from '@/shared/dates';
import { MONTHLY_FEE_TEXTS, monthOf } from '@/shared/invoices/monthly-fee';
import { usdMinorToCzkMinor } from '@/shared/money/format-money';
import { MAX_UNIT_PRICE_MINOR } from '@/shared/schemas/proposal';
import { MAX_LENGTH } from '@/shared/schemas/fields';
import type { Actor } from '@/server/audit/audit-log';
import type { Database } from '@/server/db/database';
import { clients, invoiceRecurringRuns, projects } from '@/server/db/schema';
import { readAgencyBilling } from '../agency-billing';
import type { QueueMails } from '../proposals/proposal-sending';
import { missingTaxDocumentCustomer } from '@/shared/invoices/tax-document-customer';
import { clientOf, insertDraft, lockedInvoice } from './invoice-drafts';
import { issueLocked, sendLocked } from './invoice-issuing';

/** Who the audit log names for monthly invoices (no staff member made them). */
export const MONTHLY_INVOICES_ACTOR: Actor = { id: null, name: 'monthly invoices', ip: null };

export interface MonthlyRun {
  month: string;
  /** Invoices created by this call (others may have been created by another instance). */
  created: number;
  /** Of those, issued (and e-mailed when the client has an address). */
  issued: number;
}

export async function runMonthlyInvoices(db: Database, options: { queue: QueueMails; now?: Date }): Promise<MonthlyRun> {
  const now = options.now ?? new Date();
  const day = officeDay(now);
  const month = monthOf(day);
  const due = await db
    .select({ id: projects.id, name: projects.name, clientId: projects.clientId, monthlyFee: projects.monthlyFee, language: clients.documentLanguage })
    .from(projects)
    .innerJoin(clients, eq(clients.id, projects.clientId))
    .where(
      and(
        eq(projects.status, 'active'),
        gt(projects.monthlyFee, 0),
        notExists(db.select({ one: sql`1` }).from(invoiceRecurringRuns).where(and(eq(invoiceRecurringRuns.projectId, projects.id), eq(invoiceRecurringRuns.month, month)))),
      ),
    );
  const run: MonthlyRun = { month, created: 0, issued: 0 };
  for (const project of due) {
    const outcome = await db.transaction(async (tx) => {
      const claimed = await tx.insert(invoiceRecurringRuns).values({ projectId: project.id, month }).onConflictDoNothing().returning({ projectId: invoiceRecurringRuns.projectId });
      if (claimed.length === 0) return null;
      const texts = MONTHLY_FEE_TEXTS[project.language];
      const draft = await insertDraft(
        tx,
        {
          kind: 'invoice',
          clientId: project.clientId,
          projectId: project.id,
          language: project.language,
          currency: 'CZK',
          exchangeRateThousandths: null,
          issuedOn: null,
          taxableSupplyOn: null,
          dueOn: null,
          note: '',
          settlesAdvanceId: null,
          lines: [
            {
              description: texts.line(project.name, month).slice(0, MAX_LENGTH.description),
              quantityThousandths: 1000,
              unit: texts.unit,
              unitPriceMinor: Math.min(usdMinorToCzkMinor(project.monthlyFee), MAX_UNIT_PRICE_MINOR),
              discountBasisPoints: 0,
              vatRateCode: 'basic',
            },
          ],
        },
        MONTHLY_INVOICES_ACTOR,
        day,
      );
      await tx.update(invoiceRecurringRuns).set({ invoiceId: draft.id }).where(and(eq(invoiceRecurringRuns.projectId, project.id), eq(invoiceRecurringRuns.month, month)));
      const billing = await readAgencyBilling(tx);
      if (billing.recurringInvoiceMode !== 'issue' || billing.missing.length > 0) return 'draft' as const;
      // A client without the details a tax document needs gets a draft: staff complete the client, then issue it.
      if (missingTaxDocumentCustomer(await clientOf(tx, project.clientId)).length > 0) return 'draft' as const;
      await issueLocked(tx, (await lockedInvoice(tx, draft.id))!, MONTHLY_INVOICES_ACTOR, day, now);
      const issued = (await lockedInvoice(tx, draft.id))!;
      const [client] = await tx.select({ email: clients.email }).from(clients).where(eq(clients.id, project.clientId));
      if (client?.email) await sendLocked(tx, issued, options.queue, MONTHLY_INVOICES_ACTOR, now);
      return 'issued' as const;
    });
    if (outcome) run.created += 1;
    if (outcome === 'issued') run.issued += 1;
  }
  return run;
}
