/**
 * Reminders of overdue invoices (docs/product/payments.md#reminders): an issued invoice or advance invoice whose
 * derived state is overdue gets reminder 1 once it is first_reminder_days past due and reminder 2 once it is
 * second_reminder_days past due (the agency's billing settings) — exactly once each on any number of instances:
 * the (invoice, stage) row is inserted ON CONFLICT DO NOTHING and only the instance whose insert wrote it queues the
 * mail, in the same transaction, with the audit entry. Never after it is paid (only overdue invoices are read);
 * stage 2 never before stage 1, and an invoice first seen more than M days past due gets stage 2 only. Clients
 * without an e-mail address get none (nothing is recorded, so one is sent once an address is filled in).
 */
import { and, desc, eq, sql } from 'drizzle-orm';
import { officeDay } from '@/shared/dates';
import type { Language } from '@/shared/constants';
import type { InvoiceCurrency } from '@/shared/schemas/invoice';
import { recordAudit, type Actor } from '@/server/audit/audit-log';
import type { Database } from '@/server/db/database';
import { invoiceReminders, mailOutbox } from '@/server/db/schema';
import type { Mailer } from '@/server/mail/mailer';
import { readAgencyBilling } from '../agency-billing';
import { invoiceBalances, resultRows } from './invoice-balances';

/** Who sends the reminders in the audit log: the system, not a staff member. */
export const REMINDER_ACTOR: Actor = { id: null, name: 'Reminders', ip: null };

interface Candidate {
  id: number;
  number: string;
  language: Language;
  currency: InvoiceCurrency;
  due_on: string;
  variable_symbol: string | null;
  outstanding: string | number;
  email: string;
  days: number;
  sent: number[] | string | null;
}

export interface ReminderRun {
  /** Reminders queued by this run (invoice id and stage). */
  queued: { invoiceId: number; stage: 1 | 2 }[];
}

/** One pass over the overdue invoices on `today` (the office's day): what it queued. */
export async function runInvoiceReminders(db: Database, mailer: Pick<Mailer, 'queue'>, today: string = officeDay()): Promise<ReminderRun> {
  const billing = await readAgencyBilling(db);
  const first = billing.firstReminderDays;
  const second = billing.secondReminderDays;
  const candidates = resultRows<Candidate>(
    await db.execute(sql`
      select b.id, b.number, b.language, b.currency, b.due_on::text as due_on, b.variable_symbol, b.outstanding, c.email,
        (${today}::date - b.due_on) as days,
        array(select r.stage from invoice_reminders r where r.invoice_id = b.id order by r.stage) as sent
      from ${invoiceBalances(today)} b
      join clients c on c.id = b.client_id
      where b.state = 'overdue' and b.due_on <= ${today}::date - ${first}::int and trim(c.email) <> ''
        -- Only invoices that still need a reminder (the rule below, in SQL): once an agency has thousands of overdue
        -- invoices already reminded, the pass every minute reads none of them again.
        and not exists (select 1 from invoice_reminders r2 where r2.invoice_id = b.id and r2.stage = 2)
        and (b.due_on <= ${today}::date - ${second}::int or not exists (select 1 from invoice_reminders r1 where r1.invoice_id = b.id))
      order by b.due_on, b.id`),
  );
  const queued: ReminderRun['queued'] = [];
  for (const candidate of candidates) {
    const sent = new Set(typeof candidate.sent === 'string' ? candidate.sent.replace(/[{}]/g, '').split(',').filter(Boolean).map(Number) : (candidate.sent ?? []).map(Number));
    const days = Number(candidate.days);
    const stage: 1 | 2 | undefined = days >= second ? (sent.has(2) ? undefined : 2) : sent.size === 0 ? 1 : undefined;
    if (stage === undefined) continue;
    const wrote = await db.transaction(async (tx) => {
      const claimed = await tx.insert(invoiceReminders).values({ invoiceId: candidate.id, stage }).onConflictDoNothing().returning({ stage: invoiceReminders.stage });
      if (claimed.length === 0) return false;
      await mailer.queue(tx, [
        {
          kind: 'invoice_reminder',
          language: candidate.language,
          data: {
            invoiceId: candidate.id,
            to: candidate.email.trim(),
            stage,
            number: candidate.number,
            amountDueMinor: Number(candidate.outstanding),
            currency: candidate.currency,
            dueOn: candidate.due_on,
            variableSymbol: candidate.variable_symbol,
            bankAccount: billing.bankAccount,
            iban: billing.iban,
            agencyName: billing.companyName,
          },
        },
      ]);
      const [mail] = await tx.select({ id: mailOutbox.id }).from(mailOutbox).where(eq(mailOutbox.invoiceId, candidate.id)).orderBy(desc(mailOutbox.id)).limit(1);
      if (mail) await tx.update(invoiceReminders).set({ mailId: mail.id }).where(and(eq(invoiceReminders.invoiceId, candidate.id), eq(invoiceReminders.stage, stage)));
      await recordAudit(tx, {
        actor: REMINDER_ACTOR,
        action: 'remind',
        entity: 'invoice',
        entityId: candidate.id,
        changes: { reminder: { from: null, to: { stage, daysPastDue: days, to: candidate.email.trim(), amountDueMinor: Number(candidate.outstanding) } } },
      });
      return true;
    });
    if (wrote) queued.push({ invoiceId: candidate.id, stage });
  }
  return { queued };
}
