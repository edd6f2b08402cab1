/**
 * Time (issue 36): on a phone, the header's timer is started on a project and stopped, and the entry is on the week
 * view; on a desktop, time is added to a day of the week view and the week's total follows, a project's unbilled time
 * becomes an invoice draft whose entries are then locked, and a retainer's overage is on the monthly run's invoice.
 * axe on each screen.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { officeDay } from '../src/shared/dates';
import { formatWeekdayDay } from '../src/shared/dates';
import { previousMonth } from '../src/shared/time/billing';
import { DESKTOP, launchBrowser, openPage, PHONE } from './support/browser';
import { callApi, expectNoViolations, realErrors, signIn } from './support/back-office';

const baseUrl = inject('baseUrl');

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('back office: time', () => {
  it('on a phone: the timer starts on a project, stops, and its entry is on the week view (cs)', async () => {
    const { page, context, consoleErrors } = await openPage(browser, { locale: 'cs-CZ', viewport: PHONE, hasTouch: true });
    await signIn(page, 'cs');
    const suffix = Date.now().toString(36);
    const client = await callApi(page, 'POST', '/api/admin/clients', { name: `Pekárna ${suffix}`, email: `p-${suffix}@example.cz` });
    const projectName = `Stopky ${suffix}`;
    await callApi(page, 'POST', '/api/admin/projects', { clientId: client.id, name: projectName, description: 'x', status: 'active' });

    const timer = page.getByRole('group', { name: 'Stopky' });
    await timer.getByRole('button', { name: 'Spustit stopky na jiném projektu' }).tap();
    const dialog = page.getByRole('dialog', { name: 'Spustit stopky' });
    await dialog.getByRole('combobox', { name: 'Projekt' }).fill(suffix);
    await dialog.getByRole('option', { name: new RegExp(projectName) }).tap();
    await dialog.getByRole('button', { name: 'Spustit stopky' }).tap();
    await dialog.waitFor({ state: 'detached' });
    const stop = timer.getByRole('button', { name: `Zastavit stopky: ${projectName}` });
    await stop.waitFor();
    await expect.poll(() => timer.innerText()).toMatch(/0:00:0\d/);

    // A reload keeps it running (it is the server's).
    await page.reload();
    await stop.waitFor();
    await stop.tap();
    await page.getByText(`Zapsáno 0:01 na projekt ${projectName}`).waitFor();
    await timer.getByRole('button', { name: new RegExp(`^Spustit stopky: ${projectName}`) }).waitFor();

    await page.goto(`${baseUrl}/admin/time`);
    await page.getByRole('heading', { level: 1, name: 'Čas' }).waitFor();
    const today = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: new RegExp(formatWeekdayDay(officeDay(), 'cs')) }) });
    const logged = today.getByRole('listitem').filter({ hasText: projectName });
    await logged.waitFor();
    expect(await logged.innerText()).toMatch(/0:01/);
    await expectNoViolations(page, '/admin/time on a phone (cs)');
    expect(realErrors(consoleErrors)).toEqual([]);
    await context.close();
  });

  it('on a desktop: time added to a day of the week view, the totals follow (en)', async () => {
    const { page, context, consoleErrors } = await openPage(browser, { locale: 'en-US', viewport: DESKTOP });
    await signIn(page, 'en');
    await page.evaluate(() => localStorage.setItem('lang', 'en'));
    const suffix = Date.now().toString(36);
    const client = await callApi(page, 'POST', '/api/admin/clients', { name: `Bakery ${suffix}`, email: `b-${suffix}@example.cz` });
    const projectName = `Week ${suffix}`;
    await callApi(page, 'POST', '/api/admin/projects', { clientId: client.id, name: projectName, description: 'x', status: 'active' });

    // A week of its own, far from the other tests' time: 2031-03-03 is a Monday.
    await page.goto(`${baseUrl}/admin/time?week=2031-03-03`);
    await page.getByRole('heading', { level: 1, name: 'Time' }).waitFor();
    await page.getByRole('heading', { name: 'Week Mar 3 – Mar 9, 2031' }).waitFor();
    await page.getByRole('button', { name: 'Add time on Wednesday, Mar 5' }).click();
    const dialog = page.getByRole('dialog', { name: 'New time entry' });
    await dialog.getByRole('combobox', { name: 'Project' }).fill(suffix);
    await dialog.getByRole('option', { name: new RegExp(projectName) }).click();
    await dialog.getByLabel('Duration').fill('2:15');
    await dialog.getByLabel('Note').fill('Homepage layout');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByText('The time was saved').waitFor();
    const wednesday = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: /Wednesday, Mar 5/ }) });
    await wednesday.getByText('Homepage layout').waitFor();
    expect(await wednesday.getByText('Total 2:15').count()).toBe(1);
    const totals = page.locator('dl').filter({ hasText: 'Week total' });
    await expect.poll(() => totals.innerText()).toMatch(/Week total\s+2:15\s+Billable\s+2:15/);
    await expectNoViolations(page, '/admin/time on a desktop (en)');
    expect(realErrors(consoleErrors)).toEqual([]);
    await context.close();
  });

  it('on a desktop: unbilled time → an invoice draft, and its entries are locked (cs)', async () => {
    const { page, context, consoleErrors } = await openPage(browser, { locale: 'cs-CZ', viewport: DESKTOP });
    await signIn(page, 'cs');
    const suffix = Date.now().toString(36);
    const client = await callApi(page, 'POST', '/api/admin/clients', { name: `Kavárna ${suffix}`, email: `k-${suffix}@example.cz` });
    const projectName = `Fakturace ${suffix}`;
    const project = await callApi(page, 'POST', '/api/admin/projects', { clientId: client.id, name: projectName, description: 'x', status: 'active', hourlyRateCzk: 1_200_00 });
    const activities = (await callApi(page, 'GET', '/api/admin/settings/time-activities')) as unknown as { id: number; names: { en: string } }[];
    const activity = (en: string) => activities.find((a) => a.names.en === en)!.id;
    // April 2031, far from the other tests' time: 1,5 h of design and 1 h of development at 1 200 Kč/h.
    const design = await callApi(page, 'POST', '/api/admin/time/entries', { projectId: project.id, activityId: activity('Design'), date: '2031-04-07', minutes: 90, note: 'Návrh' });
    await callApi(page, 'POST', '/api/admin/time/entries', { projectId: project.id, activityId: activity('Development'), date: '2031-04-08', minutes: 60, note: 'Šablona' });

    await page.goto(`${baseUrl}/admin/invoices`);
    await page.getByRole('button', { name: 'Fakturovat čas' }).click();
    await page.getByRole('heading', { level: 1, name: 'Fakturovat odpracovaný čas' }).waitFor();
    await page.getByRole('combobox', { name: 'Projekt' }).fill(suffix);
    await page.getByRole('option', { name: new RegExp(projectName) }).click();
    await page.getByLabel('Od', { exact: true }).fill('2031-04-01');
    await page.getByLabel('Do', { exact: true }).fill('2031-04-30');
    const lines = page.getByRole('table', { name: 'Řádky konceptu faktury' });
    await lines.waitFor();
    await expect.poll(() => page.getByTestId('from-time-total').innerText()).toMatch(/^3\s000,00\sKč$/);
    const rows = await lines.getByRole('row').allInnerTexts();
    expect(rows.slice(1, 3).map((r) => r.replace(/\s+/g, ' '))).toEqual(['Design 1,5 hod 1 200,00 Kč 1 800,00 Kč', 'Vývoj 1 hod 1 200,00 Kč 1 200,00 Kč']);
    await expectNoViolations(page, '/admin/invoices/from-time (cs)');

    await page.getByRole('button', { name: 'Vytvořit koncept faktury' }).click();
    await page.getByText('Koncept faktury je vytvořen; jeho čas je uzamčen').waitFor();
    await page.waitForURL(/\/admin\/invoices\/\d+$/);
    await page.getByText('Fakturujeme práci za období').waitFor();

    // The entries are on the draft: marked, without edit or delete, and the API refuses a change.
    await page.goto(`${baseUrl}/admin/time?week=2031-04-07`);
    const monday = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: /7\. 4\./ }) });
    const entry = monday.getByRole('listitem').filter({ hasText: 'Návrh' });
    await entry.getByText('Na faktuře').waitFor();
    expect(await entry.getByRole('button').count()).toBe(0);
    const change = await page.request.fetch(`${baseUrl}/api/admin/time/entries/${design.id}`, {
      method: 'PUT',
      data: { projectId: project.id, activityId: activity('Design'), date: '2031-04-07', minutes: 30 },
    });
    expect(change.status()).toBe(409);
    expect(realErrors(consoleErrors)).toEqual([]);
    await context.close();
  });

  it('on a desktop: a retainer with overage — the monthly run’s invoice has the overage line (en)', async () => {
    const { page, context, consoleErrors } = await openPage(browser, { locale: 'en-US', viewport: DESKTOP });
    await signIn(page, 'en');
    await page.evaluate(() => localStorage.setItem('lang', 'en'));
    const suffix = Date.now().toString(36);
    const client = await callApi(page, 'POST', '/api/admin/clients', { name: `Studio ${suffix}`, email: `s-${suffix}@example.cz`, documentLanguage: 'en' });
    const projectName = `Care ${suffix}`;
    // Last month's time: 2:30 h against a retainer of 1 h from last month, overage at 1 000 Kč/h.
    const lastMonth = previousMonth(officeDay());
    const activities = (await callApi(page, 'GET', '/api/admin/settings/time-activities')) as unknown as { id: number; names: { en: string } }[];
    const design = activities.find((a) => a.names.en === 'Design')!.id;
    // Made without the retainer first, so the server's run (every minute) cannot bill it before its time is logged.
    const project = await callApi(page, 'POST', '/api/admin/projects', { clientId: client.id, name: projectName, description: 'x', status: 'active' });
    await callApi(page, 'POST', '/api/admin/time/entries', { projectId: project.id, activityId: design, date: lastMonth.from, minutes: 150, note: 'Updates' });

    await page.goto(`${baseUrl}/admin/projects?open=${project.id}`);
    const dialog = page.getByRole('dialog', { name: 'Edit project' });
    await dialog.getByLabel('Retainer per month (Kč)').fill('5000');
    await dialog.getByLabel('Hours included').fill('1');
    await dialog.getByLabel('Overage rate (Kč per hour)').fill('1000');
    await dialog.getByLabel('Retainer from month').fill(lastMonth.from.slice(0, 7));
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText('Project updated successfully').waitFor();

    // The server offers the monthly run every minute: the invoice comes within a minute and a bit.
    let invoiceId: unknown;
    await expect
      .poll(
        async () => {
          const list = (await callApi(page, 'GET', `/api/admin/invoices?projectId=${project.id}`)) as unknown as { id: number }[];
          invoiceId = list[0]?.id;
          return list.length;
        },
        { timeout: 80_000, interval: 2_000 },
      )
      .toBe(1);
    await page.goto(`${baseUrl}/admin/invoices/${String(invoiceId)}`);
    const overage = page.getByText(new RegExp(`Hours beyond the retainer – ${projectName}`));
    await overage.waitFor();
    const body = (await page.locator('main').innerText()).replace(/\s+/g, ' ');
    expect(body).toMatch(new RegExp(`Retainer – ${projectName} – \\d{2}/\\d{4}`));
    // 2:30 − 1:00 = 1.5 h at 1 000 Kč = 1 500 Kč + 21 % = 1 815 Kč; with the fee, 6 500 Kč without VAT.
    expect(body).toMatch(/1\.5 h × CZK 1,000\.00 CZK 1,815\.00/);
    expect(body).toMatch(/Base CZK 6,500\.00/);
    await expectNoViolations(page, 'a retainer’s monthly invoice (en)');
    expect(realErrors(consoleErrors)).toEqual([]);
    await context.close();
  }, 120_000);
});
