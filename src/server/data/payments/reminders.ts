/**
 * Reminders of overdue invoices (docs/product/payments.md#reminders). Only an invoice the client actually received is
 * reminded: an issued invoice or advance invoice whose own e-mail went out (an outbox mail of kind `invoice` naming it,
 * marked sent by the SMTP server's acceptance; a mail kept unsent — no SMTP, failed — is not a sending). The stage is
 * counted from the reminders that went out, never from the age alone:
 *  - reminder 1 (the first one the client ever gets, however overdue) once first_reminder_days have passed since the
 *    due date and since the invoice went out (an invoice sent after its due date is not reminded at once);
 *  - reminder 2 once reminder 1 went out, second_reminder_days have passed since the due date and the gap between the
 *    two settings since reminder 1 went out.
 * Each exactly once on any number of instances: the (invoice, stage) row is inserted ON CONFLICT DO NOTHING and only
 * the instance whose insert wrote it queues the mail, in the same transaction, with the audit entry. Never after it
 * is paid (only overdue invoices are read). Clients without an e-mail address get none (nothing is recorded, so one
 * is sent once an address is filled in).
 */
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import { OFFICE_TIME_ZONE, officeDay } from '@/shared/dates';
import { exactMinorUnits } from '@/shared/money/minor-units';
import type { Language } from '@/shared/constants';
import type { InvoiceCurrency } from '@/shared/schemas/invoice';
import { recordAudit, type Actor } from '@/server/audit/audit-log';
import { resultRows, type Database } from '@/server/db/database';
import { invoiceReminders, mailOutbox } from '@/server/db/schema';
import type { Mailer } from '@/server/mail/mailer';
import { readAgencyBilling } from '../agency-billing';
import { invoiceBalances } from './invoice-balances';

/** Who sends the reminders in the audit log: the system, not a staff member. */
export const REMINDER_ACTOR: Actor = { id: null, name: 'Reminders', ip: null };

interface Candidate {
  id: number;
  number: string;
  language: Language;
  currency: InvoiceCurrency;
  due_on: string;
  variable_symbol: string | null;
  outstanding: string;
  email: string;
  days: number;
  stage: number | string;
}

export interface ReminderRun {
  /** Reminders queued by this run (invoice id and stage). */
  queued: { invoiceId: number; stage: 1 | 2 }[];
}

/** The office's day (Prague) on which a mail column's moment fell. */
const officeDaySql = (column: SQL) => sql`(${column} at time zone ${sql.raw(`'${OFFICE_TIME_ZONE}'`)})::date`;

/** One pass over the overdue invoices on `today` (the office's day): what it queued. */
export async function runInvoiceReminders(db: Database, mailer: Pick<Mailer, 'queue'>, today: string = officeDay()): Promise<ReminderRun> {
  const billing = await readAgencyBilling(db);
  const first = billing.firstReminderDays;
  const second = billing.secondReminderDays;
  const day = sql`${today}::date`;
  const candidates = resultRows<Candidate>(
    await db.execute(sql`
      select b.id, b.number, b.language, b.currency, b.due_on::text as due_on, b.variable_symbol, b.outstanding_minor::text as outstanding, c.email,
        (${day} - b.due_on) as days, next.stage
      from ${invoiceBalances(today)} b
      join clients c on c.id = b.client_id
      cross join lateral (
        select case
          when r1.invoice_id is null then
            case when invoice_sent.on_day is not null and ${day} >= greatest(b.due_on, invoice_sent.on_day) + ${first}::int then 1 end
          when r2.invoice_id is null and first_sent.on_day is not null
            and ${day} >= greatest(b.due_on + ${second}::int, first_sent.on_day + ${second - first}::int) then 2
        end as stage
        -- The day the invoice's own e-mail first went out (none: the client never received it).
        from (select min(${officeDaySql(sql`m.sent_at`)}) as on_day from mail_outbox m
              where m.invoice_id = b.id and m.kind = 'invoice' and m.status = 'sent') invoice_sent
        left join invoice_reminders r1 on r1.invoice_id = b.id and r1.stage = 1
        left join invoice_reminders r2 on r2.invoice_id = b.id and r2.stage = 2
        -- The day reminder 1 went out (none while its mail waits or failed: no reminder 2 yet).
        left join lateral (select ${officeDaySql(sql`m.sent_at`)} as on_day from mail_outbox m where m.id = r1.mail_id and m.status = 'sent') first_sent on true
      ) next
      -- Only invoices that need a reminder now: once an agency has thousands of overdue invoices already reminded,
      -- the pass every minute queues none of them again.
      where b.state = 'overdue' and b.due_on <= ${day} - ${first}::int and trim(c.email) <> '' and next.stage is not null
      order by b.due_on, b.id`),
  );
  const queued: ReminderRun['queued'] = [];
  for (const candidate of candidates) {
    const stage: 1 | 2 = Number(candidate.stage) === 2 ? 2 : 1;
    const days = Number(candidate.days);
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
            amountDueMinor: exactMinorUnits(candidate.outstanding),
            currency: candidate.currency,
            dueOn: candidate.due_on,
            variableSymbol: candidate.variable_symbol,
            bankAccount: billing.bankAccount,
            iban: billing.iban,
            agencyName: billing.companyName,
          },
        },
      ]);
      const [mail] = await tx
        .select({ id: mailOutbox.id })
        .from(mailOutbox)
        .where(and(eq(mailOutbox.invoiceId, candidate.id), eq(mailOutbox.kind, 'invoice_reminder')))
        .orderBy(desc(mailOutbox.id))
        .limit(1);
      if (mail) await tx.update(invoiceReminders).set({ mailId: mail.id }).where(and(eq(invoiceReminders.invoiceId, candidate.id), eq(invoiceReminders.stage, stage)));
      await recordAudit(tx, {
        actor: REMINDER_ACTOR,
        action: 'remind',
        entity: 'invoice',
        entityId: candidate.id,
        changes: { reminder: { from: null, to: { stage, daysPastDue: days, to: candidate.email.trim(), amountDueMinor: exactMinorUnits(candidate.outstanding) } } },
      });
      return true;
    });
    if (wrote) queued.push({ invoiceId: candidate.id, stage });
  }
  return { queued };
}
