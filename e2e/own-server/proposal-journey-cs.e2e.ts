/**
 * Lead to accepted offer in Czech (issue 22), on a server of its own that sends mail to an in-process SMTP server:
 * a visitor requests the Prémiový plan on /cenik; staff (Czech back office) turn the quote request into a proposal,
 * send it; the client's link is read from the e-mail the outbox delivered (the PDF attached); the client opens it
 * on a phone and accepts, the confirmation in view; staff see the proposal accepted and the active project it started,
 * its budget the proposal's one-time base in the project's US cents.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../support/back-office';
import { DESKTOP, openPage, PHONE } from '../support/browser';
import { linkMailedTo, startOwnServer, type OwnServerWithMail } from '../support/own-server';
import { pageUrl, realConsoleErrors, visit } from '../support/public-site';

let server: OwnServerWithMail;
beforeAll(async () => {
  server = await startOwnServer({
    dataPrefix: 'agency-e2e-proposal-cs',
    admin: { username: 'nabidky-admin', password: 'nabidky-heslo-1', name: 'Klára Nabídková', email: 'klara@lipadigital.cz' },
    mailFrom: 'kancelar@lipadigital.cz',
  });
}, 90_000);
afterAll(() => server?.stop());

describe('a quote request becomes an accepted proposal, in Czech', () => {
  const suffix = Date.now().toString(36);
  const visitor = { name: `Marek Poptávka ${suffix}`, email: `marek-${suffix}@example.cz` };

  it('quote on /cenik → proposal → e-mail to the client → accepted on a phone → the project', async () => {
    {
      const { page, context } = await openPage(server.browser, { locale: 'cs-CZ', viewport: DESKTOP });
      await visit(page, pageUrl(server.url, '/pricing', 'cs'));
      const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: 'Prémiový' }) });
      await card.locator('[aria-pressed]').filter({ hasText: 'Vývoj webu' }).click();
      await card.getByRole('button', { name: 'Poptat tuto nabídku: tarif Prémiový s vybranými službami' }).click();
      const dialog = page.getByRole('dialog', { name: 'Poptávka tarifu Prémiový' });
      await dialog.getByLabel('Jméno', { exact: true }).fill(visitor.name);
      await dialog.getByLabel('E-mail', { exact: true }).fill(visitor.email);
      // A company asking: its name and IČO go to the client the proposal creates.
      await dialog.getByLabel('Firma (nepovinné)').fill('Poptávka s.r.o.');
      await dialog.getByLabel('IČO (nepovinné)').fill('25596641');
      await dialog.getByRole('button', { name: 'Odeslat poptávku' }).click();
      await page.getByText('Poptávka odeslána').waitFor();
      await context.close();
    }

    const { page, context, consoleErrors } = await openPage(server.browser, { locale: 'cs-CZ', viewport: DESKTOP });
    await signIn(page, 'cs', server);
    await page.goto(`${server.url}/admin/messages`);
    await page.getByRole('list', { name: 'Přijaté zprávy' }).getByRole('button', { name: visitor.name, exact: true }).click();
    await page.getByRole('dialog', { name: `Zpráva: ${visitor.name}` }).getByRole('button', { name: 'Vytvořit nabídku' }).click();

    await page.waitForURL(/\/admin\/proposals\/\d+\/edit$/);
    await expect.poll(() => page.getByLabel('Název nabídky').inputValue()).toBe('Tvorba webu – balíček Prémiový');
    // The sender becomes a client only when the proposal is sent.
    await page.getByText(`Klient z poptávky: ${visitor.name} (${visitor.email})`).waitFor();
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
    const mail = await linkMailedTo(server.smtp, visitor.email, /https?:\/\/\S+\/nabidka\/[\w-]{22,}/);
    expect(mail.link.startsWith(`${server.url}/nabidka/`)).toBe(true);
    expect(mail.raw).toMatch(/Content-Type: application\/pdf/i);
    {
      const client = await openPage(server.browser, { locale: 'cs-CZ', viewport: PHONE });
      await client.page.goto(mail.link);
      await client.page.getByRole('heading', { level: 1, name: new RegExp(number) }).waitFor();
      expect(await client.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
      // The record has no address yet: the accept form asks for what an invoice will need (the company's name prefilled).
      await expect.poll(() => client.page.getByLabel('Jméno nebo název firmy').inputValue()).toBe('Poptávka s.r.o.');
      await client.page.getByLabel('Ulice a číslo').fill('Dlouhá 12');
      await client.page.getByLabel('Město').fill('Brno');
      await client.page.getByLabel('PSČ').fill('602 00');
      await client.page.getByLabel('Vaše celé jméno').fill('Marek Poptávka');
      await client.page.getByLabel('Přijímám tuto nabídku za uvedených podmínek.').check();
      await client.page.getByRole('button', { name: 'Přijmout nabídku' }).click();
      const confirmation = client.page.getByRole('status').filter({ hasText: 'Nabídku přijal(a) Marek Poptávka' });
      await confirmation.waitFor();
      // Where the client is: in the phone's viewport without scrolling, and focused (announced by screen readers).
      const where = await confirmation.evaluate((el) => ({ top: el.getBoundingClientRect().top, bottom: el.getBoundingClientRect().bottom, height: window.innerHeight, focused: document.activeElement === el }));
      expect(where.top).toBeGreaterThanOrEqual(0);
      expect(where.bottom).toBeLessThanOrEqual(where.height);
      expect(where.focused).toBe(true);
      expect(realConsoleErrors(client.consoleErrors)).toEqual([]);
      await client.context.close();
    }

    // Staff: accepted, and the project it started.
    await page.goto(`${server.url}/admin/proposals?status=accepted`);
    await page.getByRole('list', { name: 'Seznam nabídek' }).getByText(number).waitFor();
    const answer = await page.evaluate(async (n) => {
      const projects = (await (await fetch('/api/admin/projects?limit=200')).json()) as { name: string; budget: number; status: string }[];
      const proposals = (await (await fetch('/api/admin/proposals?status=accepted')).json()) as { number: string; totals: { oneTime: { baseMinor: number } } }[];
      return { project: projects.find((p) => p.name === 'Tvorba webu – balíček Prémiový'), base: proposals.find((p) => p.number === n)?.totals.oneTime.baseMinor };
    }, number);
    expect(answer.project, 'a project named after the deal').toMatchObject({ status: 'active' });
    // The one-time base in haléře → the project's US cents at 23.5 Kč per dollar.
    expect(answer.project!.budget).toBe(Math.round(answer.base! / 23.5));
    expect(consoleErrors.filter((e) => !e.includes('401'))).toEqual([]);
    await context.close();
  });
});
