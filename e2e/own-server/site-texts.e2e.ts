/**
 * The public site's texts (issue 35 point 2), on a server of its own (the shared server's pages keep the defaults other
 * files check): an editor of the Czech back office opens "Texty webu", changes the Czech hero headline, sees it in the
 * preview of the real page (Czech and English, phone and desktop width) and publishes; visitors see it on the Czech
 * home page on a phone, the English page keeps its own; the dashboard and the editor mark the English headline behind;
 * the page's first revision is restored. axe finds no violations on the list and the editor at phone width; the
 * list reads in English for an English admin.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultSiteText } from '../../src/shared/site-texts/site-pages';
import { expectNoViolations, realErrors, signIn } from '../support/back-office';
import { DESKTOP, openPage, PHONE } from '../support/browser';
import { startOwnServer, type OwnServer } from '../support/own-server';
import { pageUrl, visit } from '../support/public-site';

const HEADLINE = 'Weby, které v Olomouci prodávají';
const HEADLINE_EN = defaultSiteText('en', 'home.hero.title');
const HEADLINE_CS = defaultSiteText('cs', 'home.hero.title');

let server: OwnServer;
beforeAll(async () => {
  server = await startOwnServer({ dataPrefix: 'agency-e2e-site-texts', admin: { username: 'texty-admin', password: 'texty-heslo-1', name: 'Tereza Textová' } });
}, 90_000);
afterAll(() => server?.stop());

describe('back office: site texts', () => {
  it('a Czech headline changed, previewed in both languages and widths, published; the English one marked behind; restored', async () => {
    const { page, context, consoleErrors } = await openPage(server.browser, { locale: 'cs-CZ', viewport: DESKTOP });
    await signIn(page, 'cs', server);
    await page.getByRole('link', { name: 'Texty webu' }).click();
    await page.getByRole('list', { name: 'Stránky webu' }).getByRole('link', { name: 'Úvodní stránka' }).click();
    await page.getByRole('heading', { level: 1, name: 'Texty stránky Úvodní stránka' }).waitFor();

    const preview = page.frameLocator('iframe[title^="Náhled stránky"]');
    await preview.getByRole('heading', { level: 1, name: HEADLINE_CS }).waitFor();
    const headline = page.getByRole('group', { name: 'Úvodní nadpis' }).getByRole('group', { name: 'Nadpis', exact: true });
    await headline.getByLabel('Česky').fill(HEADLINE);
    await preview.getByRole('heading', { level: 1, name: HEADLINE }).waitFor();
    await page.getByRole('group', { name: 'Jazyk náhledu' }).getByRole('button', { name: 'Anglicky' }).click();
    await preview.getByRole('heading', { level: 1, name: HEADLINE_EN }).waitFor();
    await page.getByRole('group', { name: 'Šířka náhledu' }).getByRole('button', { name: 'Počítač' }).click();
    await page.locator('iframe[title$="(Anglicky, Počítač)"]').waitFor();
    // Nothing is public before it is published.
    const before = await page.request.get(pageUrl(server.url, '/', 'cs'));
    expect(await before.text()).not.toContain(HEADLINE);

    await page.getByRole('button', { name: 'Zveřejnit' }).click();
    await page.getByText('Texty stránky jsou zveřejněné').waitFor();
    await headline.getByText(/Potřebuje aktualizovat: česká verze se změnila/).waitFor();
    expect(realErrors(consoleErrors)).toEqual([]);

    for (const lang of ['cs', 'en'] as const) {
      const visitor = await openPage(server.browser, { locale: lang === 'cs' ? 'cs-CZ' : 'en-US', viewport: PHONE });
      await visit(visitor.page, pageUrl(server.url, '/', lang));
      await visitor.page.getByRole('heading', { level: 1, name: lang === 'cs' ? HEADLINE : HEADLINE_EN }).waitFor();
      expect(visitor.consoleErrors).toEqual([]);
      await visitor.context.close();
    }

    await page.goto(`${server.url}/admin`);
    const behind = page.getByRole('region', { name: 'Překlady pozadu' });
    await behind.getByRole('link', { name: 'Úvodní stránka' }).waitFor();
    await behind.getByText(/Úvodní nadpis › Nadpis: anglická verze čeká na aktualizaci od/).waitFor();

    await behind.getByRole('link', { name: 'Úvodní stránka' }).click();
    await page.getByRole('button', { name: 'Verze', exact: true }).click();
    const history = page.getByRole('dialog', { name: 'Historie verzí – Úvodní stránka' });
    await history.getByText(HEADLINE).first().waitFor();
    await history.getByLabel('Porovnat verzi').selectOption('1');
    await history.getByRole('button', { name: 'Obnovit verzi 1' }).click();
    await page.getByRole('alertdialog', { name: 'Obnovit verzi 1?' }).getByRole('button', { name: 'Obnovit', exact: true }).click();
    await page.getByText('Verze 1 byla obnovena').waitFor();
    await expect.poll(() => headline.getByLabel('Česky').inputValue()).toBe(HEADLINE_CS);
    const restored = await page.request.get(pageUrl(server.url, '/', 'cs'));
    expect(await restored.text()).toContain(HEADLINE_CS);
    expect(realErrors(consoleErrors)).toEqual([]);
    await context.close();
  });

  it('is accessible in Czech on a phone, and reads in English for an English admin', async () => {
    const { page, context } = await openPage(server.browser, { locale: 'cs-CZ', viewport: PHONE });
    await signIn(page, 'cs', server);
    await page.goto(`${server.url}/admin/site-texts`);
    await page.getByRole('list', { name: 'Stránky webu' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await expectNoViolations(page, '/admin/site-texts (cs, phone)');
    await page.goto(`${server.url}/admin/site-texts/contact`);
    await page.getByRole('group', { name: 'Formulář' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await expectNoViolations(page, '/admin/site-texts/contact (cs, phone)');
    await context.close();

    const english = await openPage(server.browser, { locale: 'en-US', viewport: DESKTOP });
    await signIn(english.page, 'en', server);
    await english.page.goto(`${server.url}/admin/site-texts`);
    await english.page.getByRole('list', { name: 'Pages of the site' }).getByRole('link', { name: 'Header and footer' }).click();
    await english.page.getByRole('heading', { level: 1, name: 'Texts of the Header and footer page' }).waitFor();
    await english.page.getByRole('group', { name: 'Footer' }).waitFor();
    expect(realErrors(english.consoleErrors)).toEqual([]);
    await english.context.close();
  });
});
