/**
 * What staff edit of the public site (issue 35), on a server of its own (the shared server's pages keep the defaults
 * other files check):
 * - the agency profile: an admin opens "Profil agentury" from the Czech back office, sees an http:// link refused in
 *   Czech, changes the phone, adds an Instagram profile and shortens Friday, saves; the public contact page in Czech
 *   and English, its footer and its structured data say so at once;
 * - the price list: an admin renames the standard plan and raises its setup, publishes; a visitor on a phone sees the
 *   new name and price, sends a quote, and it is stored at the price shown, with the version;
 * - revisions: a post saved twice; its editor's "Verze" compares the two and restores the first, on a phone;
 * - translations behind: a post's Czech title changed alone; the dashboard lists its English title, the editor marks it,
 *   and "Stále platí" clears it.
 * axe finds no violations on the profile and price list screens at phone width.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoViolations, realErrors, signIn } from '../support/back-office';
import { DESKTOP, openPage, PHONE } from '../support/browser';
import { startOwnServer, type OwnServer } from '../support/own-server';
import { pageUrl, visit } from '../support/public-site';

let server: OwnServer;
beforeAll(async () => {
  server = await startOwnServer({ dataPrefix: 'agency-e2e-site-content', admin: { username: 'profil-admin', password: 'profil-heslo-1', name: 'Petra Profilová' } });
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

describe('back office: the price list', () => {
  it('published in Czech, priced on the public pricing page at once, and a quote stored at the price shown', async () => {
    const { page, context, consoleErrors } = await openPage(server.browser, { locale: 'cs-CZ', viewport: DESKTOP });
    await signIn(page, 'cs', server);
    await page.getByRole('link', { name: 'Ceník' }).click();
    await page.getByRole('heading', { level: 1, name: 'Ceník' }).waitFor();
    await page.getByText('Výchozí ceník (dosud nezveřejněn)').waitFor();
    const standard = page.getByRole('group', { name: 'Standardní tarif' });
    await expect.poll(() => standard.getByLabel('Zřizovací poplatek (Kč)').inputValue()).toBe('2000');
    await standard.getByLabel('Odkaz na platbu kartou').fill('http://pay.example.cz/standard');
    await page.getByRole('button', { name: 'Zveřejnit ceník' }).click();
    await standard.getByText('Zadejte webovou adresu začínající https://').waitFor();

    await standard.getByLabel('Odkaz na platbu kartou').fill('https://pay.example.cz/standard');
    await standard.getByLabel('Zřizovací poplatek (Kč)').fill('2500');
    await standard.getByRole('group', { name: 'Čeština' }).getByLabel('Název').fill('Firemní');
    await page.getByRole('button', { name: 'Zveřejnit ceník' }).click();
    await page.getByRole('alertdialog', { name: 'Zveřejnit nový ceník?' }).getByRole('button', { name: 'Zveřejnit', exact: true }).click();
    await page.getByText('Ceník zveřejněn jako verze 1').waitFor();
    expect(realErrors(consoleErrors)).toEqual([]);

    const visitor = await openPage(server.browser, { locale: 'cs-CZ', viewport: PHONE });
    await visit(visitor.page, pageUrl(server.url, '/pricing', 'cs'));
    const card = visitor.page.getByRole('article', { name: 'Firemní' });
    expect(await card.getByRole('link', { name: /^Vybrat tarif/ }).getAttribute('href')).toBe('https://pay.example.cz/standard');
    await card.getByRole('group', { name: 'Výběr služeb' }).getByRole('button', { name: 'Vývoj webu', exact: true }).click();
    // setup 2500 + 8000 × 80 % = 8900 Kč; monthly 80 + 300 × 80 % = 320 Kč; first year 8900 + 12 × 320 = 12 740 Kč
    await card.getByText('12 740 Kč').waitFor();
    await card.getByRole('button', { name: /^Poptat tuto nabídku/ }).click();
    const dialog = visitor.page.getByRole('dialog', { name: 'Poptávka tarifu Firemní' });
    await dialog.getByLabel('Jméno').fill('Jana Cenová');
    await dialog.getByLabel('E-mail').fill('jana@cenova.example.cz');
    await dialog.getByRole('button', { name: 'Odeslat poptávku' }).click();
    await visitor.page.getByText('Poptávka odeslána').waitFor();
    expect(visitor.consoleErrors).toEqual([]);
    await visitor.context.close();

    const inbox = await page.request.get(`${server.url}/api/admin/messages?q=jana%40cenova.example.cz`);
    const [stored] = (await inbox.json()) as { quote: { priceVersion: number; planNames: { cs: string }; priceCzk: { setup: number; firstYearTotal: number } } }[];
    expect(stored!.quote).toMatchObject({ priceVersion: 1, planNames: { cs: 'Firemní' }, priceCzk: { setup: 8900, firstYearTotal: 12740 } });
    await context.close();
  });

  it('is accessible in Czech on a phone', async () => {
    const { page, context } = await openPage(server.browser, { locale: 'cs-CZ', viewport: PHONE });
    await signIn(page, 'cs', server);
    await page.goto(`${server.url}/admin/settings/pricing`);
    await page.getByRole('heading', { level: 1, name: 'Ceník' }).waitFor();
    await page.getByRole('button', { name: 'Zveřejnit ceník' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await expectNoViolations(page, '/admin/settings/pricing (cs, phone)');
    await context.close();
  });
});

describe('back office: revisions of a post', () => {
  it('compares two revisions by language and restores the first, on a phone', async () => {
    const { page, context, consoleErrors } = await openPage(server.browser, { locale: 'cs-CZ', viewport: PHONE });
    await signIn(page, 'cs', server);
    const texts = (title: string, text: string) => ({ cs: { title, content: `<p>${text}</p>` }, en: { title: `${title} (EN)`, content: `<p>${text} (EN)</p>` } });
    const created = await page.request.post(`${server.url}/api/admin/blog`, { data: { title: 'Jak vybrat web', content: '<p>Původní text</p>', translations: texts('Jak vybrat web', 'Původní text') } });
    expect(created.status()).toBe(201);
    const { id } = (await created.json()) as { id: number };
    const saved = await page.request.put(`${server.url}/api/admin/blog/${id}`, { data: { title: 'Jak vybrat e-shop', content: '<p>Nový text</p>', translations: texts('Jak vybrat e-shop', 'Nový text') } });
    expect(saved.status()).toBe(200);

    await page.goto(`${server.url}/admin/blog`);
    await page.getByRole('searchbox').fill('e-shop');
    const row = page.getByRole('row').filter({ hasText: 'Jak vybrat e-shop' });
    await row.getByRole('button', { name: 'Upravit – Jak vybrat e-shop', exact: true }).click();
    await page.getByRole('dialog', { name: 'Upravit článek' }).getByRole('button', { name: 'Verze', exact: true }).click();
    const history = page.getByRole('dialog', { name: 'Historie verzí – Jak vybrat e-shop' });
    // Revision 2 against revision 1 by default: the title and the text changed in both languages.
    await history.getByText('Čeština', { exact: true }).waitFor();
    await history.getByText('Angličtina', { exact: true }).waitFor();
    await history.getByText('Jak vybrat e-shop (EN)').first().waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

    await history.getByLabel('Porovnat verzi').selectOption('1');
    await history.getByRole('button', { name: 'Obnovit verzi 1' }).click();
    await page.getByRole('alertdialog', { name: 'Obnovit verzi 1?' }).getByRole('button', { name: 'Obnovit', exact: true }).click();
    await page.getByText('Verze 1 byla obnovena').waitFor();
    await page.getByRole('searchbox').fill('vybrat web');
    await page.getByRole('row').filter({ hasText: 'Jak vybrat web' }).first().waitFor();

    const list = (await (await page.request.get(`${server.url}/api/admin/blog/${id}/revisions`)).json()) as { number: number; restoredFrom: number | null }[];
    expect(list[0]).toMatchObject({ number: 3, restoredFrom: 1 });
    expect(realErrors(consoleErrors)).toEqual([]);
    await context.close();
  });
});

describe('back office: translations behind', () => {
  it('a Czech title changed alone: the dashboard lists the English one, the editor marks it, "still valid" clears it', async () => {
    const { page, context, consoleErrors } = await openPage(server.browser, { locale: 'cs-CZ', viewport: DESKTOP });
    await signIn(page, 'cs', server);
    const texts = (cs: string) => ({ cs: { title: cs, content: '<p>Text</p>' }, en: { title: 'Pricing a website', content: '<p>Text</p>' } });
    const created = await page.request.post(`${server.url}/api/admin/blog`, { data: { title: 'Cena webu', content: '<p>Text</p>', translations: texts('Cena webu') } });
    const { id } = (await created.json()) as { id: number };
    expect((await page.request.put(`${server.url}/api/admin/blog/${id}`, { data: { title: 'Kolik stojí web', content: '<p>Text</p>', translations: texts('Kolik stojí web') } })).status()).toBe(200);

    await page.goto(`${server.url}/admin`);
    const card = page.getByRole('region', { name: 'Překlady pozadu' });
    await card.getByRole('link', { name: 'Kolik stojí web' }).waitFor();
    await card.getByText(/Název: anglická verze čeká na aktualizaci od/).waitFor();

    await page.goto(`${server.url}/admin/blog`);
    await page.getByRole('searchbox').fill('Kolik stojí');
    await page.getByRole('row').filter({ hasText: 'Kolik stojí web' }).getByRole('button', { name: 'Upravit – Kolik stojí web', exact: true }).click();
    const editor = page.getByRole('dialog', { name: 'Upravit článek' });
    await editor.getByRole('tab', { name: /Angličtina – 1 pole k aktualizaci/ }).click();
    await editor.getByText(/Potřebuje aktualizovat: česká verze se změnila/).waitFor();
    await editor.getByRole('button', { name: 'Stále platí' }).click();
    await editor.getByText(/Potřebuje aktualizovat/).waitFor({ state: 'detached' });
    const marks = (await (await page.request.get(`${server.url}/api/admin/blog/${id}/translation-marks`)).json()) as unknown[];
    expect(marks).toEqual([]);
    expect(realErrors(consoleErrors)).toEqual([]);
    await context.close();
  });
});
