/**
 * The analytics journey (issue 24) against the production build: a visitor arrives in Chromium from a newsletter
 * campaign (UTM parameters) and requests a quote; staff sign in and find the campaign on /admin/analytics — in the
 * campaigns list and in the enquiries and revenue by campaign — and open the enquiry behind it in the filtered inbox.
 * Its own server writes views every second (ANALYTICS_FLUSH_SECONDS=1), so the dashboard shows them without a wait.
 * The screen is checked with axe in Czech on a phone and in English on a desktop.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoViolations, realErrors, signIn } from '../support/back-office';
import { DESKTOP, openPage, PHONE } from '../support/browser';
import { startOwnServer, type OwnServer } from '../support/own-server';
import { pageUrl, realConsoleErrors, visit } from '../support/public-site';

/** A desktop Chrome's user agent: headless Chromium names itself HeadlessChrome, which is (rightly) not counted. */
const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const ADMIN = { username: 'journey-admin', password: 'journey-pass-1' };
const suffix = Date.now().toString(36);
const CAMPAIGN = `podzim-${suffix}`;
const quoteName = `Vera Visit ${suffix}`;

let server: OwnServer;
beforeAll(async () => {
  server = await startOwnServer({ dataPrefix: 'agency-analytics-journey', admin: ADMIN, env: { DEMO_CONTENT: 'true', ANALYTICS_FLUSH_SECONDS: '1' } });
}, 90_000);
afterAll(() => server?.stop());

describe('from a campaign visit to the enquiry behind the figure', () => {
  it('a visitor comes from the campaign, reads the pricing and requests a quote', async () => {
    const { page, context, consoleErrors } = await openPage(server.browser, { locale: 'en-US', viewport: DESKTOP, userAgent: CHROME });
    expect(await visit(page, `${pageUrl(server.url, '/', 'en')}?utm_source=newsletter&utm_medium=email&utm_campaign=${CAMPAIGN}`)).toBe(200);
    expect(await visit(page, pageUrl(server.url, '/pricing', 'en'))).toBe(200);
    const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: 'Premium' }) });
    await card.locator('[aria-pressed]').filter({ hasText: 'Web Development' }).click();
    await card.getByRole('button', { name: 'Request this offer: the Premium plan with the selected services' }).click();
    const dialog = page.getByRole('dialog', { name: 'Request the Premium plan' });
    await dialog.getByLabel('Name', { exact: true }).fill(quoteName);
    await dialog.getByLabel('Email', { exact: true }).fill(`vera-${suffix}@example.com`);
    await dialog.getByRole('button', { name: 'Send request' }).click();
    await page.getByText('Request sent').waitFor();
    expect(await context.cookies()).toEqual([]);
    expect(realConsoleErrors(consoleErrors)).toEqual([]);
    await context.close();
  });

  it('staff see the campaign on the dashboard in English on a desktop, and open the enquiry behind it', async () => {
    const { page, context, consoleErrors } = await openPage(server.browser, { locale: 'en-US', viewport: DESKTOP });
    await signIn(page, 'en', server);
    await page.getByRole('link', { name: 'Analytics' }).click();
    await page.getByRole('heading', { level: 1, name: 'Analytics' }).waitFor();
    await page.getByRole('button', { name: 'Last 7 days' }).click();

    // Views are written every second: the campaign's entry view shows in the campaigns list once written.
    const campaigns = page.getByRole('region', { name: 'Campaigns' });
    await expect.poll(
      async () => {
        if (await campaigns.getByRole('rowheader', { name: CAMPAIGN }).count()) return true;
        await page.reload();
        return false;
      },
      { timeout: 30_000, interval: 1_500 },
    ).toBe(true);
    await page.getByRole('figure', { name: 'Visits and unique visitors per day' }).locator('canvas').first().waitFor();

    const revenue = page.getByRole('region', { name: 'Enquiries and revenue by visit' });
    const link = revenue.getByRole('link', { name: `Show the enquiries (${CAMPAIGN}: 1) in messages` });
    await link.waitFor();
    const funnel = page.getByRole('region', { name: 'Funnel' });
    await funnel.getByRole('rowheader', { name: 'Quote requests' }).waitFor();
    await page.waitForLoadState('networkidle');
    await expectNoViolations(page, 'the analytics screen (en, desktop)');

    await link.click();
    await page.getByText(`Only the enquiries from analytics: campaign ${CAMPAIGN}`).waitFor();
    const inbox = page.getByRole('list', { name: 'Received messages' });
    await inbox.getByRole('button', { name: quoteName, exact: true }).waitFor();
    expect(await inbox.getByRole('listitem').count()).toBe(1);
    expect(realErrors(consoleErrors)).toEqual([]);
    await context.close();
  });

  it('the screen in Czech on a phone: Czech figures, and axe finds nothing', async () => {
    const { page, context, consoleErrors } = await openPage(server.browser, { locale: 'cs-CZ', viewport: PHONE });
    await signIn(page, 'cs', server);
    await page.goto(`${server.url}/admin/analytics?days=30`);
    await page.getByRole('heading', { level: 1, name: 'Analytika' }).waitFor();
    await page.getByRole('region', { name: 'Kampaně' }).getByRole('rowheader', { name: CAMPAIGN }).waitFor();
    await page.getByRole('region', { name: 'Poptávky a tržby podle návštěvy' }).getByRole('rowheader', { name: CAMPAIGN }).waitFor();
    await page.waitForLoadState('networkidle');
    // Nothing wider than the phone's screen but the tables that scroll in their own box.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await expectNoViolations(page, 'the analytics screen (cs, phone)');
    expect(realErrors(consoleErrors)).toEqual([]);
    await context.close();
  });
});
