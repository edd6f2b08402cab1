/**
 * Lead to accepted offer in Czech (issue 22), on a server of its own that sends mail to an in-process SMTP server:
 * a visitor requests the Prémiový plan on /cenik; staff (Czech back office) turn the quote request into a proposal,
 * send it; the client's link is read from the e-mail the outbox delivered (the PDF attached); the client opens it
 * on a phone and accepts; staff see the proposal accepted and the project it started, its budget the proposal's
 * one-time base in the project's US cents.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, launchBrowser, openPage, PHONE } from './support/browser';
import { pageUrl, realConsoleErrors, visit } from './support/public-site';
import { freePort, startServer, type ServerProcess } from '../src/server/test/server-process';
import { startSmtpServer, type TestSmtpServer } from '../src/server/test/smtp-test-server';
import { temporaryDataDir, type TemporaryDataDir } from '../src/server/test/temporary-database';

const ADMIN = { username: 'nabidky-admin', password: 'nabidky-heslo-1' };

let browser: Browser;
let server: ServerProcess;
let smtp: TestSmtpServer;
let dataDir: TemporaryDataDir;
beforeAll(async () => {
  dataDir = temporaryDataDir('agency-e2e-proposal-cs');
  smtp = await startSmtpServer();
  const port = await freePort();
  [browser, server] = await Promise.all([
    launchBrowser(),
    startServer({
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir.dataDir,
      SMTP_URL: smtp.url,
      MAIL_FROM: 'kancelar@lipadigital.cz',
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
      ADMIN_NAME: 'Klára Nabídková',
      ADMIN_EMAIL: 'klara@lipadigital.cz',
    }),
  ]);
}, 90_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop(10_000);
  await smtp?.close();
  dataDir?.remove();
});

/** The first mail to `to` whose text holds a proposal link, once the outbox has delivered it. */
async function linkMailedTo(to: string): Promise<{ link: string; raw: string }> {
  for (let i = 0; i < 150; i++) {
    const mail = smtp.received.find((m) => m.to.includes(to) && /\/nabidka\/[\w-]{22,}/.test(m.text));
    if (mail) return { link: mail.text.match(/https?:\/\/\S+\/nabidka\/[\w-]{22,}/)![0], raw: mail.raw };
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no proposal e-mail to ${to}; received: ${smtp.received.map((m) => `${m.to.join(',')}: ${m.subject}`).join(' | ')}`);
}

describe('a quote request becomes an accepted proposal, in Czech', () => {
  const suffix = Date.now().toString(36);
  const visitor = { name: `Marek Poptávka ${suffix}`, email: `marek-${suffix}@example.cz` };

  it('quote on /cenik → proposal → e-mail to the client → accepted on a phone → the project', async () => {
    {
      const { page, context } = await openPage(browser, { locale: 'cs-CZ', viewport: DESKTOP });
      await visit(page, pageUrl(server.url, '/pricing', 'cs'));
      const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: 'Prémiový' }) });
      await card.locator('[aria-pressed]').filter({ hasText: 'Vývoj webu' }).click();
      await card.getByRole('button', { name: 'Poptat tuto nabídku: tarif Prémiový s vybranými službami' }).click();
      const dialog = page.getByRole('dialog', { name: 'Poptávka tarifu Prémiový' });
      await dialog.getByLabel('Jméno', { exact: true }).fill(visitor.name);
      await dialog.getByLabel('E-mail', { exact: true }).fill(visitor.email);
      await dialog.getByRole('button', { name: 'Odeslat poptávku' }).click();
      await page.getByText('Poptávka odeslána').waitFor();
      await context.close();
    }

    const { page, context, consoleErrors } = await openPage(browser, { locale: 'cs-CZ', viewport: DESKTOP });
    await page.goto(`${server.url}/auth`);
    await page.getByLabel('Uživatelské jméno').fill(ADMIN.username);
    await page.getByLabel('Heslo').fill(ADMIN.password);
    await page.getByRole('button', { name: 'Přihlásit se' }).click();
    await page.waitForURL(`${server.url}/admin`);
    await page.goto(`${server.url}/admin/messages`);
    await page.getByRole('list', { name: 'Přijaté zprávy' }).getByRole('button', { name: visitor.name, exact: true }).click();
    await page.getByRole('dialog', { name: `Zpráva: ${visitor.name}` }).getByRole('button', { name: 'Vytvořit nabídku' }).click();

    await page.waitForURL(/\/admin\/proposals\/\d+\/edit$/);
    await expect.poll(() => page.getByLabel('Název nabídky').inputValue()).toBe('Nabídka: Prémiový');
    const payable = await page.getByTestId('payable-oneTime').textContent();
    expect(payable).toMatch(/Kč$/);
    await page.getByRole('button', { name: 'Uložit koncept' }).click();
    await page.waitForURL(/\/admin\/proposals\/\d+$/);
    await expect.poll(() => page.getByTestId('payable-oneTime').textContent()).toBe(payable);
    const number = (await page.getByRole('heading', { level: 1 }).textContent())!.match(/N-\d{4}-\d{4}/)![0];
    await page.getByRole('button', { name: 'Odeslat klientovi' }).click();
    await page.getByRole('alertdialog', { name: `Odeslat nabídku ${number}?` }).getByRole('button', { name: 'Odeslat klientovi' }).click();
    await page.getByRole('dialog', { name: 'Odkaz pro klienta' }).waitFor();

    // The client's link, from the e-mail the outbox delivered.
    const mail = await linkMailedTo(visitor.email);
    expect(mail.link.startsWith(`${server.url}/nabidka/`)).toBe(true);
    expect(mail.raw).toMatch(/Content-Type: application\/pdf/i);
    {
      const client = await openPage(browser, { locale: 'cs-CZ', viewport: PHONE });
      await client.page.goto(mail.link);
      await client.page.getByRole('heading', { level: 1, name: new RegExp(number) }).waitFor();
      expect(await client.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
      await client.page.getByLabel('Vaše celé jméno').fill('Marek Poptávka');
      await client.page.getByLabel('Přijímám tuto nabídku za uvedených podmínek.').check();
      await client.page.getByRole('button', { name: 'Přijmout nabídku' }).click();
      await client.page.getByRole('status').filter({ hasText: 'Nabídku přijal(a) Marek Poptávka' }).waitFor();
      expect(realConsoleErrors(client.consoleErrors)).toEqual([]);
      await client.context.close();
    }

    // Staff: accepted, and the project it started.
    await page.goto(`${server.url}/admin/proposals?status=accepted`);
    await page.getByRole('list', { name: 'Seznam nabídek' }).getByText(number).waitFor();
    const answer = await page.evaluate(async (n) => {
      const projects = (await (await fetch('/api/admin/projects?limit=200')).json()) as { name: string; budget: number }[];
      const proposals = (await (await fetch('/api/admin/proposals?status=accepted')).json()) as { number: string; totals: { oneTime: { baseMinor: number } } }[];
      return { project: projects.find((p) => p.name.startsWith(n)), base: proposals.find((p) => p.number === n)?.totals.oneTime.baseMinor };
    }, number);
    expect(answer.project, `a project named after ${number}`).toBeDefined();
    // The one-time base in haléře → the project's US cents at 23.5 Kč per dollar.
    expect(answer.project!.budget).toBe(Math.round(answer.base! / 23.5));
    expect(consoleErrors.filter((e) => !e.includes('401'))).toEqual([]);
    await context.close();
  });
});
