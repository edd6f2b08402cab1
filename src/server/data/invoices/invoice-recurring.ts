/**
 * Monthly invoices of projects (docs/product/invoices.md#monthly-invoices): no cron — every instance offers the run
 * every minute, and it is done exactly once per project and month on any number of instances. For each active project
 * with a monthly fee and no run for this (Prague) month, one transaction inserts the run row ON CONFLICT DO NOTHING and,
 * only when it was inserted, creates the invoice: a second instance's insert conflicts (or waits for the first's
 * commit, then conflicts) and creates nothing. The run row stays when staff delete the draft, so it is not made again.
 *
 * The fee is kept in US cents (decision 022) and invoiced in koruna at the accounting rate (usdMinorToCzkMinor), one
 * line in the client's document language, its VAT mode as any new invoice's. A retainer (issue 36) bills its fee in Kč
 * instead, and the overage of the month before as a second line, closing that month (retainers.ts) and putting its
 * time on the invoice, in the same transaction as the claim. With the agency's setting
 * recurringInvoiceMode = 'issue' and complete billing details, the invoice is issued and e-mailed at once (a draft when
 * the client lacks what a tax document needs of its customer).
 */
import { and, eq, getTableColumns, gt, isNotNull, notExists, or, sql } from 'drizzle-orm';
import type { Language } from '@/shared/constants';
import { officeDay } from '@/shared/dates';
import { MONTHLY_FEE_TEXTS, monthOf } from '@/shared/invoices/monthly-fee';
import { usdMinorToCzkMinor } from '@/shared/money/format-money';
import { MAX_UNIT_PRICE_MINOR } from '@/shared/schemas/proposal';
import { MAX_LENGTH } from '@/shared/schemas/fields';
import type { Actor } from '@/server/audit/audit-log';
import type { Database } from '@/server/db/database';
import { clients, invoiceRecurringRuns, projects, type ProjectRow } from '@/server/db/schema';
import type { InvoiceLineInput } from '@/shared/schemas/invoice';
import { HOUR_UNIT, minutesToHourThousandths } from '@/shared/time/billing';
import { daysOfMonth, monthBefore, RETAINER_TEXTS, type RetainerMonth } from '@/shared/time/retainers';
import type { Transaction } from '../content-version';
import { hourlyRateSql } from '../project-budgets';
import { recordRetainerMonth, retainerMonthOf } from '../retainers';
import { billTime } from '../time-entries';
import { readAgencyBilling } from '../agency-billing';
import type { QueueMails } from '../proposals/proposal-sending';
import { missingTaxDocumentCustomer } from '@/shared/invoices/tax-document-customer';
import { clientOf, insertDraft, lockedInvoice } from './invoice-drafts';
import { issueLocked, sendLocked } from './invoice-issuing';
import { vatIdRefused } from '../vat-checks';

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
    .select({
      ...getTableColumns(projects),
      language: clients.documentLanguage,
      hourlyRate: hourlyRateSql,
    })
    .from(projects)
    .innerJoin(clients, eq(clients.id, projects.clientId))
    .where(
      and(
        eq(projects.status, 'active'),
        or(gt(projects.monthlyFee, 0), isNotNull(projects.retainerFeeCzk)),
        notExists(db.select({ one: sql`1` }).from(invoiceRecurringRuns).where(and(eq(invoiceRecurringRuns.projectId, projects.id), eq(invoiceRecurringRuns.month, month)))),
      ),
    );
  const run: MonthlyRun = { month, created: 0, issued: 0 };
  for (const project of due) {
    const outcome = await db.transaction(async (tx) => {
      const claimed = await tx.insert(invoiceRecurringRuns).values({ projectId: project.id, month }).onConflictDoNothing().returning({ projectId: invoiceRecurringRuns.projectId });
      if (claimed.length === 0) return null;
      const { lines, closing } = await monthlyLines(tx, project, month);
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
          lines,
        },
        MONTHLY_INVOICES_ACTOR,
        day,
      );
      if (closing) {
        // The closed month's time is on this invoice (locked like any billed time); time logged into that month since
        // it was summed makes the run fail and come again the next minute, the claim rolled back with it.
        const billed = await billTime(tx, { projectId: project.id, ...daysOfMonth(closing.month) }, draft.id);
        if (billed.minutes !== closing.closed.usedMinutes) throw new Error(`monthly run: the time of ${closing.month} changed while it was billed`);
        await recordRetainerMonth(tx, project.id, closing.month, closing.closed, draft.id);
      }
      await tx.update(invoiceRecurringRuns).set({ invoiceId: draft.id }).where(and(eq(invoiceRecurringRuns.projectId, project.id), eq(invoiceRecurringRuns.month, month)));
      const billing = await readAgencyBilling(tx);
      if (billing.recurringInvoiceMode !== 'issue' || billing.missing.length > 0) return 'draft' as const;
      // A client without the details a tax document needs gets a draft: staff complete the client, then issue it.
      const customer = await clientOf(tx, project.clientId);
      if (missingTaxDocumentCustomer(customer).length > 0) return 'draft' as const;
      const locked = (await lockedInvoice(tx, draft.id))!;
      // Reverse charge whose VAT ID VIES last called invalid: a draft, staff decide (the run does not ask VIES; it
      // issues on the stored checks — docs/product/czech-services.md#vies--the-vat-id-check).
      if (locked.vatMode === 'reverse_charge' && (await vatIdRefused(tx, customer.dic))) return 'draft' as const;
      await issueLocked(tx, locked, MONTHLY_INVOICES_ACTOR, day, now);
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

type DueProject = ProjectRow & { language: Language; hourlyRate: number };

/**
 * A month's lines: a retainer's fee (Kč) and the overage of the month before, once the retainer ran then; otherwise
 * the spec's monthly fee (US cents, at the accounting rate). `closing`: the retainer month the invoice closes.
 */
async function monthlyLines(tx: Transaction, project: DueProject, month: string): Promise<{ lines: InvoiceLineInput[]; closing: { month: string; closed: RetainerMonth } | null }> {
  const line = (description: string, quantityThousandths: number, unit: string, unitPriceMinor: number): InvoiceLineInput => ({
    description: description.slice(0, MAX_LENGTH.description),
    quantityThousandths,
    unit,
    unitPriceMinor: Math.min(unitPriceMinor, MAX_UNIT_PRICE_MINOR),
    discountBasisPoints: 0,
    vatRateCode: 'basic',
  });
  const texts = MONTHLY_FEE_TEXTS[project.language];
  if (project.retainerFeeCzk === null) return { lines: [line(texts.line(project.name, month), 1000, texts.unit, usdMinorToCzkMinor(project.monthlyFee))], closing: null };
  const retainer = RETAINER_TEXTS[project.language];
  const lines = [line(retainer.fee(project.name, month), 1000, texts.unit, project.retainerFeeCzk)];
  const last = monthBefore(month);
  if (project.retainerSince === null || project.retainerSince > last) return { lines, closing: null };
  const closed = await retainerMonthOf(tx, project.id, last, {
    includedMinutes: project.retainerMinutes ?? 0,
    rollover: project.retainerRollover,
    rolloverCapMinutes: project.retainerRolloverCapMinutes,
  });
  if (closed.overageMinutes > 0) {
    lines.push(line(retainer.overage(project.name, last), minutesToHourThousandths(closed.overageMinutes), HOUR_UNIT[project.language], project.retainerOverageRateCzk ?? project.hourlyRate));
  }
  return { lines, closing: { month: last, closed } };
}
