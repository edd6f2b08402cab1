/**
 * The invoice's e-mail carries its PDF (docs/product/invoices.md#sending): attached by the outbox sender from the PDF
 * stored when it was issued — for any mail whose row names the invoice (sending now, a payment reminder later).
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoices, mailOutbox } from '../db/schema';
import { queueMails } from '../data/mail-outbox';
import { completeBilling, invoiceClient, issuedInvoice } from '../test/invoice-fixtures';
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
  await completeBilling(admin);
});
afterAll(async () => {
  await server.close();
  await smtp.close();
});

async function received(to: string, subject: string, timeoutMs = 15_000): Promise<ReceivedMail> {
  return receivedMail(smtp, (m) => m.to.includes(to) && m.raw.includes(subject), timeoutMs);
}

describe("the invoice's e-mail", () => {
  it('goes to the client in the invoice’s language with the stored PDF, byte for byte', async () => {
    const clientId = await invoiceClient(admin, { email: 'vera@example.cz' });
    const invoice = await issuedInvoice(admin, clientId);
    expect((await admin.post(`/api/admin/invoices/${invoice.id}/send`)).status).toBe(200);
    const [row] = await server.db.select({ pdf: invoices.pdf }).from(invoices).where(eq(invoices.id, invoice.id));

    const mail = await received('vera@example.cz', invoice.number!);
    expect(mail.text).toContain(`v příloze Vám posíláme fakturu č. ${invoice.number}`);
    expect(mail.text).toContain(`variabilním symbolem ${invoice.variableSymbol}`);
    const attached = attachmentsOf(mail.raw);
    expect(attached).toHaveLength(1);
    expect(attached[0]!.headers).toMatch(/Content-Type:\s*application\/pdf/i);
    expect(attached[0]!.headers).toContain(`${invoice.number}.pdf`);
    expect(attached[0]!.bytes.equals(row!.pdf!)).toBe(true);
    expect((await pdfText(attached[0]!.bytes)).text).toContain('Faktura – daňový doklad');
  });

  it('any mail naming an invoice carries its PDF (the mechanism a payment reminder uses)', async () => {
    const clientId = await invoiceClient(admin, { email: 'dana@example.cz' });
    const invoice = await issuedInvoice(admin, clientId, { language: 'en' });
    await server.db.transaction((tx) =>
      queueMails(tx, [{ kind: 'invoice', messageId: null, invoiceId: invoice.id, recipients: ['dana@example.cz'], replyTo: null, subject: 'Reminder', text: 'Please pay', html: '<p>Please pay</p>', status: 'pending' }]),
    );
    const [queued] = await server.db.select({ id: mailOutbox.id }).from(mailOutbox).where(eq(mailOutbox.invoiceId, invoice.id));
    expect(queued).toBeDefined();
    const mail = await received('dana@example.cz', 'Reminder');
    const attached = attachmentsOf(mail.raw);
    expect(attached).toHaveLength(1);
    expect((await pdfText(attached[0]!.bytes)).text).toContain('Invoice – tax document');
  });
});
