/**
 * Offer to money in Czech (issue 23), on a server of its own that mails through an in-process SMTP server: an accepted
 * proposal becomes an invoice draft (Vytvořit fakturu), staff issue it and send it — the client's e-mail carries the
 * PDF; staff upload the bank's GPC statement with the invoice's variable symbol and amount; the invoice reads paid,
 * and the client's payment status and the accounting overview come from it.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, signIn } from '../support/back-office';
import { DESKTOP, openPage, PHONE } from '../support/browser';
import { mailTo, startOwnServer, type OwnServerWithMail } from '../support/own-server';
import { realConsoleErrors } from '../support/public-site';
import { gpcStatement } from '../../src/server/test/bank-statement-upload';
import { COMPLETE_AGENCY_BILLING } from '../../src/server/test/billing-fixtures';
import { temporaryDataDir, type TemporaryDataDir } from '../../src/server/test/temporary-database';

let server: OwnServerWithMail;
let files: TemporaryDataDir;
beforeAll(async () => {
  files = temporaryDataDir('agency-e2e-statement');
  server = await startOwnServer({
    dataPrefix: 'agency-e2e-invoice-cs',
    admin: { username: 'faktury-admin', password: 'faktury-heslo-1', name: 'Fanda Fakturant', email: 'fanda@lipadigital.cz' },
    mailFrom: 'fakturace@lipadigital.cz',
  });
}, 90_000);
afterAll(async () => {
  await server?.stop();
  files?.remove();
});

describe('an accepted proposal is invoiced and paid from the bank statement, in Czech', () => {
  it('proposal accepted → invoice issued and e-mailed with its PDF → GPC statement uploaded → paid, client and accounting show it', async () => {
    const { page, context, consoleErrors } = await openPage(server.browser, { locale: 'cs-CZ', viewport: DESKTOP });
    await signIn(page, 'cs', server);

    // What the office has before: its billing details, a client, a proposal sent to it (set up through the API).
    await callApi(page, 'PUT', '/api/admin/settings/billing', COMPLETE_AGENCY_BILLING);
    const client = await callApi(page, 'POST', '/api/admin/clients', {
      name: 'Pekárna Šťastná s.r.o.', email: 'stastna@pekarna.cz', billingName: 'Pekárna Šťastná s.r.o.', ico: '25596641', dic: 'CZ25596641',
      billingStreet: 'Náměstí Přemysla Otakara II. 7', billingCity: 'České Budějovice', billingPostalCode: '370 01', billingCountry: 'CZ', vatPayer: true,
    });
    const proposal = await callApi(page, 'POST', '/api/admin/proposals', {
      clientId: client.id, title: 'Nový web pekárny', language: 'cs', validUntil: '2099-12-31',
      lines: [
        { service: 'Návrh a vývoj webu', quantityThousandths: 1000, unit: 'ks', unitPriceMinor: 4_500_000 },
        { service: 'Správa webu', quantityThousandths: 1000, unit: 'měs.', unitPriceMinor: 300_000, recurrence: 'monthly' },
      ],
    });
    const sent = await callApi(page, 'POST', `/api/admin/proposals/${proposal.id}/send`);
    const setup = { clientId: client.id as number, proposalId: proposal.id as number, number: proposal.number as string, link: sent.link as string };

    // The client accepts on a phone.
    {
      const client = await openPage(server.browser, { locale: 'cs-CZ', viewport: PHONE });
      await client.page.goto(setup.link);
      await client.page.getByLabel('Vaše celé jméno').fill('Ludmila Šťastná');
      await client.page.getByLabel('Přijímám tuto nabídku za uvedených podmínek.').check();
      await client.page.getByRole('button', { name: 'Přijmout nabídku' }).click();
      await client.page.getByRole('status').filter({ hasText: 'Nabídku přijal(a) Ludmila Šťastná' }).waitFor();
      await client.context.close();
    }

    // Staff: the accepted proposal → a draft invoice with its one-time line → saved → issued → sent.
    await page.goto(`${server.url}/admin/proposals/${setup.proposalId}`);
    await page.getByRole('button', { name: 'Vytvořit fakturu' }).click();
    await page.getByRole('alertdialog', { name: `Vytvořit fakturu z nabídky ${setup.number}?` }).getByRole('button', { name: 'Vytvořit fakturu' }).click();
    await page.waitForURL(/\/admin\/invoices\/\d+\/edit$/);
    const invoiceId = Number(page.url().match(/invoices\/(\d+)\/edit/)![1]);
    await page.getByRole('button', { name: 'Uložit koncept' }).click();
    await page.waitForURL(`${server.url}/admin/invoices/${invoiceId}`);
    await page.getByRole('button', { name: 'Vystavit', exact: true }).click();
    await page.getByRole('alertdialog', { name: 'Vystavit fakturu?' }).getByRole('button', { name: 'Vystavit' }).click();
    const heading = page.getByRole('heading', { level: 1, name: /Faktura – daňový doklad \d{4}-\d{4}/ });
    await heading.waitFor();
    const number = (await heading.textContent())!.match(/\d{4}-\d{4}/)![0];
    await page.getByRole('button', { name: 'Odeslat klientovi' }).click();
    const send = page.getByRole('alertdialog', { name: `Odeslat fakturu ${number}?` });
    await send.getByText('stastna@pekarna.cz').waitFor();
    await send.getByRole('button', { name: 'Odeslat klientovi' }).click();
    await page.getByText(/Odesláno klientovi/).first().waitFor();

    const mail = await mailTo(server.smtp, 'stastna@pekarna.cz', (m) => m.subject.includes(number));
    expect(mail.raw).toMatch(/Content-Type: application\/pdf/i);

    // 45 000 Kč + 21 % = 54 450 Kč, due under its variable symbol.
    const invoice = await page.evaluate(async (id) => (await fetch(`/api/admin/invoices/${id}`)).json(), invoiceId);
    expect(invoice).toMatchObject({ number, status: 'issued', paymentState: 'unpaid', outstandingMinor: 5_445_000, proposalId: setup.proposalId });

    // The bank's statement with the client's payment, uploaded on the payments screen.
    const statementFile = path.join(files.dataDir, 'vypis-listopad.gpc');
    writeFileSync(statementFile, gpcStatement('0000192000145399', [{ id: '9001', amountMinor: 5_445_000, vs: invoice.variableSymbol, name: 'Pekarna Stastna' }]));
    await page.goto(`${server.url}/admin/payments`);
    await page.getByLabel('Soubor výpisu (camt.053 XML nebo GPC/ABO)').setInputFiles(statementFile);
    await page.getByRole('button', { name: 'Nahrát výpis' }).click();
    const result = page.getByRole('status').filter({ hasText: 'Výsledek: vypis-listopad.gpc' });
    await result.waitFor();
    expect(await result.getByTestId('statement-result').innerText()).toMatch(/Spárováno s fakturou\s*1/);

    // Paid: the invoice, the client's payment status and the project's amount paid in the accounting overview.
    await page.goto(`${server.url}/admin/invoices/${invoiceId}`);
    await page.getByText('Uhrazeno', { exact: true }).first().waitFor();
    const figures = await page.evaluate(async ({ clientId, invoiceId: id }) => {
      const client = await (await fetch(`/api/admin/clients/${clientId}`)).json();
      const inv = await (await fetch(`/api/admin/invoices/${id}`)).json();
      const accounting = (await (await fetch('/api/admin/accounting')).json()) as { projectId?: number; id?: number; amountPaid: number }[];
      return { client, inv, accounting };
    }, { clientId: setup.clientId, invoiceId });
    expect(figures.inv).toMatchObject({ paymentState: 'paid', outstandingMinor: 0, paidMinor: 5_445_000 });
    expect(figures.client).toMatchObject({ paymentStatus: 'paid', paymentStatusFromInvoices: true });
    // The project the acceptance started: 54 450 Kč received = 231 702 US cents at 23.5 Kč per dollar.
    expect(figures.accounting.map((row) => row.amountPaid)).toContain(Math.round(5_445_000 / 23.5));
    // The one expected error: the signed-out user check on /auth before signing in (401).
    expect(realConsoleErrors(consoleErrors).filter((e) => !e.includes('401'))).toEqual([]);
    await context.close();
  });
});
