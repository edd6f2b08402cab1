/**
 * The monthly invoices of projects, offered every minute on every instance (docs/product/invoices.md#monthly-invoices;
 * the work and its once-per-project-and-month claim: src/server/data/invoices/invoice-recurring.ts). Started and
 * stopped with the app like the outbox sender and the analytics' daily work (src/server/main.ts).
 */
import type { Database } from '../db/database';
import { runMonthlyInvoices, type MonthlyRun } from '../data/invoices/invoice-recurring';
import type { Logger } from '../logger';
import { createMailer } from '../mail/mailer';
import type { MailService } from '../mail/mail-service';

export const MONTHLY_INVOICES_EVERY_MS = 60_000;

export class MonthlyInvoices {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> = Promise.resolve();
  private readonly queue;

  constructor(
    private readonly db: Database,
    private readonly options: { mail: MailService; mailOrigin: string; logger: Logger; everyMs?: number },
  ) {
    this.queue = createMailer({ service: options.mail, origin: options.mailOrigin }).queue;
  }

  start(): void {
    const everyMs = this.options.everyMs ?? MONTHLY_INVOICES_EVERY_MS;
    if (everyMs > 0) this.timer = setInterval(() => void this.run().catch(() => undefined), everyMs).unref();
  }

  /** No more runs; the one under way is finished. */
  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.running.catch(() => undefined);
  }

  /** One run now (one at a time in this process); a failure is logged and tried again at the next minute. */
  run(now = new Date()): Promise<MonthlyRun> {
    const next = this.running.then(() => runMonthlyInvoices(this.db, { queue: this.queue, now }));
    this.running = next.catch(() => undefined);
    return next.then(
      (result) => {
        if (result.created > 0) this.options.logger.info({ ...result }, 'monthly invoices created');
        if (result.issued > 0) this.options.mail.wake();
        return result;
      },
      (err: unknown) => {
        this.options.logger.error({ err }, 'monthly invoices: the run failed (another minute, another try)');
        throw err;
      },
    );
  }
}
