/**
 * The agency profile (issue 35), on a server of its own (the shared server's pages keep the defaults other files
 * check): an admin opens "Profil agentury" from the Czech back office, sees an http:// link refused in Czech, changes
 * the phone, adds an Instagram profile and shortens Friday, saves; the public contact page in Czech and English, its
 * footer and its structured data say so at once. axe finds no violations on the screen at phone width.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoViolations, realErrors, signIn } from '../support/back-office';
import { DESKTOP, openPage, PHONE } from '../support/browser';
import { startOwnServer, type OwnServer } from '../support/own-server';
import { pageUrl, visit } from '../support/public-site';

let server: OwnServer;
beforeAll(async () => {
  server = await startOwnServer({ dataPrefix: 'agency-e2e-profile', admin: { username: 'profil-admin', password: 'profil-heslo-1', name: 'Petra Profilová' } });
}, 90_000);
afterAll(() => server?.stop());

describe('back office: the agency profile', () => {
  it('edited in Czech, shown at once on the public contact page and footer in both languages', async () => {
    const { page, context, consoleErrors } = await openPage(server.browser, { locale: 'cs-CZ', viewport: DESKTOP });
    await signIn(page, 'cs', server);
    await page.getByRole('link', { name: 'Profil agentury' }).click();
    await page.getByRole('heading', { level: 1, name: 'Profil agentury' }).waitFor();
    await expect.poll(() => page.getByLabel('Telefon').inputValue()).toBe('+420 585 204 118');

    await page.getByLabel('Instagram').fill('http://instagram.com/lipadigital');
    await page.getByRole('button', { name: 'Uložit profil' }).click();
    await page.getByText('Zadejte webovou adresu začínající https://').waitFor();

    await page.getByLabel('Instagram').fill('https://instagram.com/lipadigital');
    await page.getByLabel('Telefon').fill('+420 777 123 456');
    await page.getByRole('group', { name: 'Pátek' }).getByLabel('Zavírá').fill('14:30');
    await page.getByRole('button', { name: 'Uložit profil' }).click();
    await page.getByText('Profil agentury uložen').waitFor();
    expect(realErrors(consoleErrors)).toEqual([]);
    await context.close();

    for (const lang of ['cs', 'en'] as const) {
      const visitor = await openPage(server.browser, { locale: lang === 'cs' ? 'cs-CZ' : 'en-US', viewport: PHONE });
      await visit(visitor.page, pageUrl(server.url, '/contact', lang));
      const details = visitor.page.getByRole('complementary');
      await details.getByRole('link', { name: '+420 777 123 456' }).waitFor();
      expect(await details.getByRole('link', { name: '+420 777 123 456' }).getAttribute('href')).toBe('tel:+420777123456');
      await details.getByText(lang === 'cs' ? 'Po–Čt 9:00–17:00' : 'Mon–Thu 9 am–5 pm').waitFor();
      await details.getByText(lang === 'cs' ? 'Pá 9:00–14:30' : 'Fri 9 am–2:30 pm').waitFor();
      const footer = visitor.page.getByRole('contentinfo');
      expect(await footer.getByRole('link', { name: 'Instagram' }).getAttribute('href')).toBe('https://instagram.com/lipadigital');
      const jsonLd = await visitor.page.locator('script[type="application/ld+json"]').allTextContents();
      expect(jsonLd.join('\n')).toContain('"sameAs":["https://instagram.com/lipadigital"]');
      expect(visitor.consoleErrors).toEqual([]);
      await visitor.context.close();
    }
  });

  it('is accessible in Czech on a phone', async () => {
    const { page, context } = await openPage(server.browser, { locale: 'cs-CZ', viewport: PHONE });
    await signIn(page, 'cs', server);
    await page.goto(`${server.url}/admin/settings/profile`);
    await page.getByRole('heading', { level: 1, name: 'Profil agentury' }).waitFor();
    await page.getByLabel('Telefon').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await expectNoViolations(page, '/admin/settings/profile (cs, phone)');
    await context.close();
  });
});
