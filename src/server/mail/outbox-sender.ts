/**
 * Delivers the outbox (issue 12) in the server process: claims the next due mail right before sending it
 * (src/server/data/mail-outbox.ts, FOR UPDATE SKIP LOCKED, so instances sharing one PostgreSQL never take the same
 * mail), sends it with nodemailer outside any transaction, and records the outcome — sent, or another attempt later
 * with exponential backoff, or failed after MAX_MAIL_ATTEMPTS. It wakes at once when this instance stores an enquiry
 * and polls every few seconds for other instances' mail and for retries that came due.
 *
 * While the SMTP server works on a mail the claim is extended every third of the claim time (issue 19: a server
 * answering slower than the claim let another instance take the mail still being sent, and deliver it twice), and
 * the outcome is written only under this very claim.
 *
 * Delivery is at least once: a process killed after the SMTP server took a mail but before the row was marked sent
 * leaves a claim that expires, and the mail is sent again after restart (or by another instance).
 */
import { createTransport } from 'nodemailer';
import { isStaffMailKind } from '@/shared/constants';
import type { Database } from '../db/database';
import { mailOutboxData, type ClaimedMail } from '../data/mail-outbox';
import { readInvoicePdf } from '../data/invoices/invoice-pdf';
import { readProposalPdf } from '../data/proposals/proposal-pdf';
import type { Logger } from '../logger';
import { afterFailure, MAX_MAIL_ATTEMPTS, retryDelayMs } from './backoff';

/** A file sent with a mail (nodemailer's attachment shape). */
export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

/** What sends one mail (nodemailer's SMTP transport in production). */
export interface MailTransport {
  send(mail: {
    from: string;
    to: string;
    replyTo?: string;
    subject: string;
    text: string;
    html: string;
    headers?: Record<string, string>;
    attachments?: MailAttachment[];
  }): Promise<unknown>;
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
  /**
   * Who gets mail to staff (every kind of STAFF_MAIL_KINDS: enquiry notifications, portal messages, change requests),
   * asked when they are sent (issue 20: NOTIFY_TO, or the active admins' real addresses), so a retry or a new address
   * reaches the mails already waiting. An empty list: they wait as no_recipient.
   */
  notificationRecipients: () => Promise<string[]>;
  /** How often to look for due mail besides the wake-ups (default 5 s). */
  pollMs?: number;
  /**
   * How long a claim holds before another instance may take the mail over (default 2 min); extended every third of
   * it while the mail is being sent, so it only runs out when this process stops.
   */
  claimMs?: number;
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

  /** Claims and sends one mail after another until nothing is due. */
  private async drain(): Promise<void> {
    const claimMs = this.options.claimMs ?? 120_000;
    while (!this.stopped) {
      const notifyTo = await this.options.notificationRecipients();
      const [mail] = await this.outbox.claimDue(1, claimMs, notifyTo.length > 0);
      if (!mail) return;
      const to = isStaffMailKind(mail.kind) ? notifyTo.join(', ') : mail.recipients;
      if (to === '') {
        // Nobody to send staff mail to: not an attempt; it waits until somebody has an address (then the claim above takes it).
        await this.outbox.markNoRecipient(mail.id, mail.claim);
        this.options.logger.warn({ mailId: mail.id }, 'outbox: no recipient for a mail to staff (set NOTIFY_TO or an admin e-mail address); it waits');
        continue;
      }
      await this.deliver(mail, to, claimMs);
    }
  }

  /**
   * A proposal's mail to the client or an invoice's mail (any kind: sending, a payment reminder) carries the PDF stored
   * when it was sent or issued, read now (the outbox row holds only the document's id). Staff's notice of a client's
   * answer names its proposal too (so an erasure finds it) and carries no PDF.
   */
  private async attachmentsOf(mail: ClaimedMail): Promise<MailAttachment[]> {
    const stored = [
      mail.proposalId === null || mail.kind !== 'proposal' ? undefined : await readProposalPdf(this.options.db, mail.proposalId),
      mail.invoiceId === null ? undefined : await readInvoicePdf(this.options.db, mail.invoiceId),
    ];
    return stored.flatMap((file) => (file ? [{ filename: file.filename, content: file.pdf, contentType: 'application/pdf' }] : []));
  }

  private async deliver(mail: ClaimedMail, to: string, claimMs: number): Promise<void> {
    const { id, attempts } = mail;
    const claim = { current: mail.claim, lost: false };
    const heartbeat = this.keepClaim(id, claim, claimMs);
    let error: string | null = null;
    try {
      const attachments = await this.attachmentsOf(mail);
      await this.options.transport.send({
        from: this.options.from,
        to,
        ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        // RFC 3834: an automatic answer; well-behaved mail systems send no auto-reply to it.
        ...(mail.kind === 'auto_reply' ? { headers: { 'Auto-Submitted': 'auto-replied' } } : {}),
        ...(attachments.length ? { attachments } : {}),
      });
    } catch (err) {
      error = describeSmtpError(err);
    } finally {
      await heartbeat.stop();
    }
    if (claim.lost) this.options.logger.warn({ mailId: id, attempts }, 'outbox: the claim was lost while sending (another instance may send this mail again)');
    if (error !== null) {
      const outcome = afterFailure(attempts, this.options.maxAttempts ?? MAX_MAIL_ATTEMPTS);
      const retryIn = outcome === 'retry' ? retryDelayMs(attempts, this.options.firstRetryDelayMs) : null;
      this.options.logger.warn({ mailId: id, attempts, error, retryInMs: retryIn }, outcome === 'retry' ? 'outbox: send failed, will retry' : 'outbox: send failed for good');
      await this.outbox.markFailedAttempt(id, claim.current, error, retryIn);
      return;
    }
    await this.outbox.markSent(id, claim.current, to);
    this.options.logger.info({ mailId: id, attempts }, 'outbox: mail sent');
  }

  /** Extends the claim every third of its time until stopped; `claim.current` follows it, `claim.lost` says it is gone. */
  private keepClaim(id: number, claim: { current: string; lost: boolean }, claimMs: number): { stop(): Promise<void> } {
    let beat: Promise<void> = Promise.resolve();
    const timer = setInterval(() => {
      beat = beat.then(async () => {
        if (claim.lost) return;
        try {
          const next = await this.outbox.extendClaim(id, claim.current, claimMs);
          if (next === null) claim.lost = true;
          else claim.current = next;
        } catch (err) {
          // The database is unreachable for now: the claim holds until it runs out; the next beat tries again.
          this.options.logger.warn({ err, mailId: id }, 'outbox: could not extend the claim');
        }
      });
    }, Math.max(10, Math.floor(claimMs / 3)));
    timer.unref();
    return {
      stop: async () => {
        clearInterval(timer);
        await beat;
      },
    };
  }
}

/** The SMTP server's answer or the connection error, one line, no credentials. */
export function describeSmtpError(err: unknown): string {
  const e = err as { response?: string; code?: string; message?: string };
  const text = e.response ?? e.message ?? String(err);
  return `${e.code ? `${e.code}: ` : ''}${text}`.replace(/\s+/g, ' ').slice(0, 500);
}
