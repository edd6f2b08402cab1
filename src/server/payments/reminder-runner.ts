/**
 * The reminders of overdue invoices, offered every minute on every instance (like the analytics' daily work,
 * src/server/analytics/recorder.ts): each pass claims each (invoice, stage) with an insert that only one instance's
 * transaction writes (src/server/data/payments/reminders.ts), so running everywhere sends each reminder once. One
 * pass at a time per instance; the outbox sender is woken after a pass that queued mail.
 */
import type { Logger } from 'pino';
import type { Database } from '../db/database';
import { runInvoiceReminders, type ReminderRun } from '../data/payments/reminders';
import { createMailer } from '../mail/mailer';
import type { MailService } from '../mail/mail-service';

export interface ReminderRunnerOptions {
  /** How often this instance offers a pass (default 1 min; 0: only by runOnce()). */
  everyMs?: number;
  logger?: Pick<Logger, 'error' | 'info'>;
}

export class ReminderRunner {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<ReminderRun> | undefined;
  private readonly mailer: ReturnType<typeof createMailer>;

  constructor(
    private readonly db: Database,
    private readonly mail: MailService,
    origin: string,
    private readonly options: ReminderRunnerOptions = {},
  ) {
    this.mailer = createMailer({ service: mail, origin });
  }

  start(): void {
    const everyMs = this.options.everyMs ?? 60_000;
    if (everyMs > 0) this.timer = setInterval(() => void this.runOnce().catch(() => undefined), everyMs).unref();
  }

  /** No more passes; a pass under way is finished. */
  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    await this.running?.catch(() => undefined);
  }

  /** One pass now (the one under way, when there is one), on the office's day. */
  runOnce(today?: string): Promise<ReminderRun> {
    this.running ??= runInvoiceReminders(this.db, this.mailer, today)
      .then((run) => {
        if (run.queued.length > 0) {
          this.mail.wake();
          this.options.logger?.info({ reminders: run.queued.length }, 'invoice reminders queued');
        }
        return run;
      })
      .catch((err: unknown) => {
        this.options.logger?.error({ err }, 'invoice reminders failed');
        throw err;
      })
      .finally(() => {
        this.running = undefined;
      });
    return this.running;
  }
}
