/**
 * The proposal's e-mail carries its PDF (docs/product/proposals.md#the-pdf): attached by the outbox sender from the
 * PDF stored when it was sent — the outbox row holds the proposal's id, not a second copy of the bytes.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, proposals } from '../db/schema';
import { pdfText } from '../test/pdf-text';
import { attachmentsOf, receivedMail, startSmtpServer, type ReceivedMail, type TestSmtpServer } from '../test/smtp-test-server';
import { smtpMailService } from '../test/smtp-mail-service';
import { startTestServer, type TestClient, type TestServer } from '../test/test-server';

let smtp: TestSmtpServer;
let server: TestServer;
let admin: TestClient;

beforeAll(async () => {
  smtp = await startSmtpServer();
  server = await startTestServer({
    mail: smtpMailService(smtp, ['staff@lipa-digital.cz']),
  });
  admin = await server.signedInClient();
});
afterAll(async () => {
  await server.close();
  await smtp.close();
});

async function received(to: string, timeoutMs = 15_000): Promise<ReceivedMail> {
  return receivedMail(smtp, (m) => m.to.includes(to), timeoutMs);
}

describe("the proposal's e-mail", () => {
  it('attaches the stored PDF, byte for byte, under the download name', async () => {
    const client = (await admin.post('/api/admin/clients', { name: 'Věra Dušková', email: 'vera@example.cz' })).body;
    const created = await admin.post('/api/admin/proposals', {
      clientId: client.id,
      title: 'Úprava webu',
      language: 'cs',
      validUntil: '2099-12-31',
      lines: [{ service: 'Úprava šablony', quantityThousandths: 1000, unitPriceMinor: 1_020_25 }],
    });
    expect(created.status, created.text).toBe(201);
    expect((await admin.post(`/api/admin/proposals/${created.body.id}/send`)).status).toBe(200);
    const [row] = await server.db.select({ pdf: proposals.pdf, number: proposals.number }).from(proposals).where(eq(proposals.id, created.body.id));
    const [queued] = await server.db.select().from(mailOutbox).where(eq(mailOutbox.proposalId, created.body.id));
    expect(queued).toMatchObject({ kind: 'proposal', recipients: 'vera@example.cz' });

    const mail = await received('vera@example.cz');
    expect(mail.text).toContain('v příloze i jako PDF');
    const attached = attachmentsOf(mail.raw);
    expect(attached).toHaveLength(1);
    expect(attached[0]!.headers).toMatch(/Content-Type:\s*application\/pdf/i);
    expect(attached[0]!.headers).toContain(`${row!.number}-v1.pdf`);
    expect(attached[0]!.bytes.equals(row!.pdf!)).toBe(true);
    expect((await pdfText(attached[0]!.bytes)).text).toContain('1 234,50 Kč');
  });

  it('mails without a proposal (an enquiry notification) carry no attachment', async () => {
    expect((await server.client().post('/api/contact', { name: 'Ota Příhoda', email: 'ota@example.cz', message: 'Dobrý den, máme zájem o nový web.' })).status).toBeLessThan(300);
    const mail = await received('staff@lipa-digital.cz');
    expect(attachmentsOf(mail.raw)).toHaveLength(0);
  });
});
