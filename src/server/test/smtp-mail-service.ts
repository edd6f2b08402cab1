/**
 * The mail service of a test server that delivers to the in-process SMTP server (smtp-test-server.ts): the agency's
 * sender, staff at `notifyTo`, a silent log, the outbox polled every 50 ms unless `tuning` says otherwise.
 */
import pino from 'pino';
import type { Database } from '../db/database';
import { createMailService, type MailService } from '../mail/mail-service';
import type { TestSmtpServer } from './smtp-test-server';

export const TEST_MAIL_FROM = 'Lipa Digital <web@lipa-digital.cz>';

export function smtpMailService(
  smtp: TestSmtpServer,
  notifyTo: string[],
  tuning: Parameters<typeof createMailService>[3] = {},
): (db: Database) => MailService {
  return (db) => createMailService({ smtpUrl: smtp.url, from: TEST_MAIL_FROM, notifyTo }, db, pino({ level: 'silent' }), { pollMs: 50, ...tuning });
}
