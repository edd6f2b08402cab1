/**
 * What the routes need of outgoing mail: whether an SMTP server is configured (mail is queued pending, or kept as
 * not_configured), who gets notifications, and a way to wake the sender right after an enquiry was stored.
 */
import type { MailConfig } from '../config';
import type { Database } from '../db/database';
import { adminNotificationAddresses } from '../data/staff';
import type { Logger } from '../logger';
import { OutboxSender, smtpTransport, type MailTransport, type OutboxSenderOptions } from './outbox-sender';

export interface MailService {
  configured: boolean;
  notifyTo: string[] | undefined;
  /** Deliver what is due now (no-op without a sender). */
  wake(): void;
  start(): void;
  stop(): Promise<void>;
}

/** No SMTP server: every mail stays in the outbox as not_configured. */
export const MAIL_NOT_CONFIGURED: MailService = {
  configured: false,
  notifyTo: undefined,
  wake: () => undefined,
  start: () => undefined,
  stop: async () => undefined,
};

export function createMailService(
  config: MailConfig,
  db: Database,
  logger: Logger,
  tuning: Partial<Omit<OutboxSenderOptions, 'db' | 'transport' | 'from' | 'logger' | 'notificationRecipients'>> & { transport?: MailTransport } = {},
): MailService {
  if (!config.smtpUrl || !config.from) return { ...MAIL_NOT_CONFIGURED, notifyTo: config.notifyTo };
  const { transport = smtpTransport(config.smtpUrl), ...rest } = tuning;
  const notifyTo = config.notifyTo;
  const notificationRecipients = notifyTo ? async () => notifyTo : () => adminNotificationAddresses(db);
  const sender = new OutboxSender({ db, transport, from: config.from, logger, notificationRecipients, ...rest });
  return {
    configured: true,
    notifyTo: config.notifyTo,
    wake: () => sender.wake(),
    start: () => sender.start(),
    stop: () => sender.stop(),
  };
}

/**
 * The start-up log line of where enquiry notifications go (issue 20), with the fix named while they reach nobody:
 * a warning when there is no SMTP server or no recipient.
 */
export function notificationTargetLine(configured: boolean, notifyTo: string[] | undefined, adminAddresses: string[]): { level: 'info' | 'warn'; text: string } {
  const recipients = notifyTo ?? adminAddresses;
  const source = notifyTo ? 'NOTIFY_TO' : "the admins' addresses";
  if (recipients.length === 0) {
    return {
      level: 'warn',
      text: 'enquiry notifications have no recipient: set NOTIFY_TO, or ADMIN_EMAIL for the first admin, or an admin adds a real e-mail address in Profile (placeholders such as …@admin.invalid never count); they wait in the outbox until then',
    };
  }
  if (!configured) return { level: 'warn', text: `enquiry notifications would go to ${recipients.join(', ')} (${source}), but SMTP_URL and MAIL_FROM are not set: they stay in the outbox as "not sent: no SMTP configured"` };
  return { level: 'info', text: `enquiry notifications go to ${recipients.join(', ')} (${source})` };
}
