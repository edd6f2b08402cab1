/**
 * Issue 19 item 5: an SMTP server slower than the outbox claim must never cause a second delivery. Two senders on one
 * database (two app instances on PostgreSQL; two senders over the one embedded database on PGlite), a claim of 1 s
 * and an SMTP server that answers each mail after 2.5 s: every mail arrives exactly once.
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutboxData } from '../data/mail-outbox';
import { openDatabase, type DatabaseHandle } from '../db/database';
import { mailOutbox } from '../db/schema';
import { createMailService, type MailService } from './mail-service';
import { startSmtpServer, type TestSmtpServer } from '../test/smtp-test-server';
import { startTestServer, testDatabaseKind, type TestServer } from '../test/test-server';

const SMTP_DELAY_MS = 2500;
const CLAIM_MS = 1000;
const FROM = 'Lipa Digital <web@lipa-digital.cz>';
const STAFF = 'staff@lipa-digital.cz';
const silent = pino({ level: 'silent' });
const LIMITS = { loginPerAccountAndIp: 100, loginPerIp: 100, loginPerAccount: 100, loginWindowMs: 60_000, contactPerIp: 1000, contactWindowMs: 60_000 };

async function until(what: string, check: () => Promise<boolean>, timeoutMs: number): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out waiting for: ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

let smtp: TestSmtpServer;
let server: TestServer;
let secondHandle: DatabaseHandle | null = null;
let secondSender: MailService;
const sender = (db: TestServer['db']) =>
  createMailService({ smtpUrl: smtp.url, from: FROM, notifyTo: [STAFF] }, db, silent, { pollMs: 50, claimMs: CLAIM_MS, firstRetryDelayMs: 50 });

beforeAll(async () => {
  smtp = await startSmtpServer('accept', SMTP_DELAY_MS);
  server = await startTestServer({ config: { sessionSecret: randomBytes(32).toString('hex'), publicUrl: 'https://www.lipa-digital.cz', rateLimits: LIMITS }, mail: sender });
  // The second instance: its own connection pool on PostgreSQL; on PGlite (one process) a second sender on the same database.
  if (testDatabaseKind() === 'postgres') secondHandle = await openDatabase(server.location);
  secondSender = sender(secondHandle?.db ?? server.db);
  secondSender.start();
});

afterAll(async () => {
  await secondSender.stop();
  await secondHandle?.close();
  await server.close();
  await smtp.close();
});

describe('a slow SMTP server and two senders on one database', () => {
  it('deliver each mail exactly once, though each send outlasts the claim', { timeout: 60_000 }, async () => {
    const sent = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        server.client().post('/api/contact', { name: `Slow ${i}`, email: `slow${i}@pekarna.cz`, message: 'Dobrý den, pošlete nabídku na nový web.' }),
      ),
    );
    const ids = sent.map((r) => r.body.id as number);
    await until('all marked sent', async () => {
      const rows = await server.db.select().from(mailOutbox);
      return rows.length === ids.length && rows.every((r) => r.status === 'sent');
    }, 45_000);
    // A second delivery would be under way by now: give it the SMTP server's time to arrive.
    await new Promise((r) => setTimeout(r, SMTP_DELAY_MS + 500));
    const perMessage = ids.map((id) => smtp.received.filter((m) => new RegExp(`open=${id}(?!\\d)`).test(m.text)).length);
    expect(perMessage).toEqual(ids.map(() => 1));
    expect(smtp.received).toHaveLength(ids.length);
    const rows = await server.db.select().from(mailOutbox);
    expect(rows.map((r) => r.attempts)).toEqual(ids.map(() => 1));
  });

  it('a write under a claim that was extended (or taken over) since changes nothing', async () => {
    const outbox = mailOutboxData(server.db);
    // Being sent, under a claim far from running out (so neither sender takes it).
    const [row] = await server.db
      .insert(mailOutbox)
      .values({ kind: 'notification', messageId: null, recipients: STAFF, replyTo: null, subject: 'Fenced', text: 'fenced', html: '<p>fenced</p>', status: 'sending', attempts: 1, claimedUntil: new Date(Date.now() + 60_000) })
      .returning({ id: mailOutbox.id, claim: sql<string>`${mailOutbox.claimedUntil}::text` });
    const { id, claim } = row!;
    expect(await outbox.extendClaim(id, '2000-01-01 00:00:00+00', 60_000)).toBeNull();
    const extended = await outbox.extendClaim(id, claim, 90_000);
    expect(extended).not.toBeNull();
    expect(extended).not.toBe(claim);
    // The old claim no longer fences anything: the mail stays as it is.
    expect(await outbox.markSent(id, claim)).toBe(false);
    expect((await outbox.get(id))!.status).toBe('sending');
    expect(await outbox.markSent(id, extended!)).toBe(true);
    expect((await outbox.get(id))!.status).toBe('sent');
  });
});
