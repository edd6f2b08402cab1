/**
 * Delivers the outbox (issue 12) in the server process: claims due mails (src/server/data/mail-outbox.ts, FOR UPDATE
 * SKIP LOCKED, so instances sharing one PostgreSQL never take the same mail), sends each with nodemailer outside any
 * transaction, and records the outcome — sent, or another attempt later with exponential backoff, or failed after
 * MAX_MAIL_ATTEMPTS. It wakes at once when this instance stores an enquiry and polls every few seconds for other
 * instances' mail and for retries that came due.
 *
 * Delivery is at least once: a process killed after the SMTP server took a mail but before the row was marked sent
 * leaves a claim that expires, and the mail is sent again after restart (or by another instance).
 */
import { createTransport } from 'nodemailer';
import type { Database } from '../db/database';
import { mailOutboxData } from '../data/mail-outbox';
import type { Logger } from '../logger';
import { afterFailure, MAX_MAIL_ATTEMPTS, retryDelayMs } from './backoff';

/** What sends one mail (nodemailer's SMTP transport in production). */
export interface MailTransport {
  send(mail: { from: string; to: string; replyTo?: string; subject: string; text: string; html: string }): Promise<unknown>;
  close(): void;
}

export function smtpTransport(smtpUrl: string): MailTransport {
  // Short timeouts: a hanging server must not hold a claim (and this instance's sender) for minutes.
  const transporter = createTransport({ url: smtpUrl, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 });
  return {
    send: (mail) => transporter.sendMail(mail),
    close: () => transporter.close(),
  };
}

export interface OutboxSenderOptions {
  db: Database;
  transport: MailTransport;
  from: string;
  logger: Logger;
  /** How often to look for due mail besides the wake-ups (default 5 s). */
  pollMs?: number;
  /** How long a claim holds before another instance may take the mail over (default 2 min). */
  claimMs?: number;
  /** Mails claimed at once (default 10). */
  batch?: number;
  maxAttempts?: number;
  /** The wait after the first failure (default 30 s; tests shorten it). */
  firstRetryDelayMs?: number;
}

export class OutboxSender {
  private readonly outbox;
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private again = false;
  private stopped = true;

  constructor(private readonly options: OutboxSenderOptions) {
    this.outbox = mailOutboxData(options.db);
  }

  start(): void {
    this.stopped = false;
    this.wake();
  }

  /** Deliver what is due now (e.g. right after an enquiry was stored). */
  wake(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.running = this.drain()
      .catch((err: unknown) => this.options.logger.error({ err }, 'outbox: delivery round failed'))
      .finally(() => {
        this.running = null;
        if (this.stopped) return;
        if (this.again) {
          this.again = false;
          this.wake();
        } else {
          this.timer = setTimeout(() => this.wake(), this.options.pollMs ?? 5000);
          this.timer.unref();
        }
      });
  }

  /** Stops polling and waits for the mail being sent; the transport is closed. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.running;
    this.options.transport.close();
  }

  /** Claims and sends batches until nothing is due. */
  private async drain(): Promise<void> {
    const { batch = 10, claimMs = 120_000 } = this.options;
    while (!this.stopped) {
      const claimed = await this.outbox.claimDue(batch, claimMs);
      if (claimed.length === 0) return;
      for (const mail of claimed) {
        await this.deliver(mail.id, mail.attempts, {
          from: this.options.from,
          to: mail.recipients,
          ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
        });
      }
    }
  }

  private async deliver(id: number, attempts: number, mail: Parameters<MailTransport['send']>[0]): Promise<void> {
    try {
      await this.options.transport.send(mail);
    } catch (err) {
      const error = describeSmtpError(err);
      const outcome = afterFailure(attempts, this.options.maxAttempts ?? MAX_MAIL_ATTEMPTS);
      const retryIn = outcome === 'retry' ? retryDelayMs(attempts, this.options.firstRetryDelayMs) : null;
      this.options.logger.warn({ mailId: id, attempts, error, retryInMs: retryIn }, outcome === 'retry' ? 'outbox: send failed, will retry' : 'outbox: send failed for good');
      await this.outbox.markFailedAttempt(id, attempts, error, retryIn);
      return;
    }
    await this.outbox.markSent(id, attempts);
    this.options.logger.info({ mailId: id, attempts }, 'outbox: mail sent');
  }
}

/** The SMTP server's answer or the connection error, one line, no credentials. */
export function describeSmtpError(err: unknown): string {
  const e = err as { response?: string; code?: string; message?: string };
  const text = e.response ?? e.message ?? String(err);
  return `${e.code ? `${e.code}: ` : ''}${text}`.replace(/\s+/g, ' ').slice(0, 500);
}
