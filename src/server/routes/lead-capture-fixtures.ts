/**
 * What the lead-capture API tests share (issue 12): a server whose mail goes to a real SMTP server in this process,
 * generous rate limits, a contact enquiry and a quote request sent at a person's pace, the audit entries of a record.
 */
import { randomBytes } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import pino from 'pino';
import { auditLog } from '../db/schema';
import { issueFormToken } from '../mail/form-token';
import { createMailService } from '../mail/mail-service';
import type { TestSmtpServer } from '../test/smtp-test-server';
import { startTestServer, type TestServer } from '../test/test-server';

export const SECRET = randomBytes(32).toString('hex');
export const STAFF = 'staff@lipa-digital.cz';
const FROM = 'Lipa Digital <web@lipa-digital.cz>';
const silent = pino({ level: 'silent' });
/** A token issued ten seconds ago: a person's pace. */
export const token = () => issueFormToken(SECRET, Date.now() - 10_000);

/** The audit entries (issue 14) of one record, newest first. */
export async function auditOf(server: TestServer, entity: 'message' | 'client' | 'mail' | 'setting', entityId: number | string) {
  return server.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, String(entityId))))
    .orderBy(desc(auditLog.id));
}

export function startWithSmtp(smtp: TestSmtpServer, extra: { location?: TestServer['location'] } = {}) {
  return startTestServer({
    ...extra,
    config: { sessionSecret: SECRET, publicUrl: 'https://www.lipa-digital.cz', rateLimits: { ...LIMITS } },
    mail: (db) =>
      createMailService({ smtpUrl: smtp.url, from: FROM, notifyTo: [STAFF] }, db, silent, {
        pollMs: 50,
        firstRetryDelayMs: 50,
        maxAttempts: 3,
      }),
  });
}

export const LIMITS = {
  loginPerAccountAndIp: 100,
  loginPerIp: 100,
  loginPerAccount: 100,
  loginWindowMs: 60_000,
  contactPerIp: 1000,
  contactWindowMs: 60_000,
};

export async function until<T>(what: string, check: () => Promise<T | undefined | false> | T | undefined | false, timeoutMs = 10_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > end) throw new Error(`timed out waiting for: ${what}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

export const contact = (over: Record<string, unknown> = {}) => ({
  name: 'Jana Nováková',
  email: 'jana@pekarna.cz',
  message: 'Dobrý den, potřebujeme nový web pro naši pekárnu <b>rychle</b>.',
  page: '/contact',
  lang: 'cs',
  website: '',
  formToken: token(),
  ...over,
});

export const quote = (over: Record<string, unknown> = {}) => ({
  name: 'John Baker',
  email: 'john@bakery.example.com',
  phone: '+420 777 123 456',
  note: 'We would like to start in March.',
  plan: 'standard',
  paymentMode: 'monthlyFocused',
  services: ['webDevelopment', 'design'],
  shownPrice: { setup: 1, monthly: 1, firstYearTotal: 13 },
  page: '/en/pricing',
  lang: 'en',
  formToken: token(),
  ...over,
});
