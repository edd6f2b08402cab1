/**
 * ARES, the company registry (issue 37 point 1), in Chromium on a server of its own pointed at the ARES stand-in
 * (ARES_URL): an IČO typed in the client form fills the company (name, street, city, postal code, DIČ) with the date
 * read; the saved client has it and its detail says the billing details match ARES. Then ARES goes down: a new IČO
 * typed says "ARES is not answering — type the details by hand", and the fields stay as typed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, realErrors, signIn } from '../support/back-office';
import { DESKTOP, openPage } from '../support/browser';
import { startOwnServer, type OwnServer } from '../support/own-server';
import { startAresStandIn, ARES_SUBJECTS, type AresStandIn } from '../../src/server/test/stand-ins/ares';
import { formatDay } from '../../src/shared/dates';

let ares: AresStandIn;
let server: OwnServer;
beforeAll(async () => {
  ares = await startAresStandIn();
  server = await startOwnServer({
    dataPrefix: 'agency-e2e-ares',
    admin: { username: 'ares-admin', password: 'ares-heslo-1', name: 'Alena Aresová', email: 'alena@lipadigital.cz' },
    env: { ARES_URL: ares.url },
  });
}, 90_000);
afterAll(async () => {
  await server?.stop();
  await ares?.close();
});

describe('an IČO typed in the client form fills the company from ARES', () => {
  it('fills, saves, matches on the detail; ARES down says so and keeps the form (cs, desktop)', async () => {
    const { page, context, consoleErrors } = await openPage(server.browser, { locale: 'cs-CZ', viewport: DESKTOP });
    await signIn(page, 'cs', server);
    await page.goto(`${server.url}/admin/clients`);
    await page.getByRole('button', { name: 'Přidat klienta' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Jméno').fill('Jana Příkladová');
    await dialog.getByLabel('E-mail').fill('jana@priklad.cz');
    await dialog.getByRole('tab', { name: 'Fakturační údaje' }).click();
    await dialog.getByLabel('IČO').pressSequentially(ARES_SUBJECTS.known);

    await expect.poll(() => dialog.getByLabel('Fakturační název').inputValue()).toBe('Příklad Software s.r.o.');
    expect(await dialog.getByLabel('Ulice a číslo').inputValue()).toBe('Údolní 567/12a');
    expect(await dialog.getByLabel('Město').inputValue()).toBe('Brno');
    expect(await dialog.getByLabel('PSČ').inputValue()).toBe('602 00');
    expect(await dialog.getByLabel('DIČ').inputValue()).toBe('CZ12345679');
    await dialog.getByText(`Z ARES, ${formatDay(new Date().toISOString(), 'cs')}`).waitFor();
    expect(ares.lookupsOf(ARES_SUBJECTS.known)).toHaveLength(1);

    await dialog.getByRole('button', { name: 'Přidat klienta' }).click();
    await dialog.waitFor({ state: 'hidden' });
    const list = (await callApi(page, 'GET', '/api/admin/clients?q=Příkladová')) as unknown as { id: number; name: string }[];
    const saved = list.find((c) => c.name === 'Jana Příkladová');
    expect(saved).toBeDefined();
    const client = await callApi(page, 'GET', `/api/admin/clients/${saved!.id}`);
    expect(client).toMatchObject({ billingName: 'Příklad Software s.r.o.', ico: '12345679', dic: 'CZ12345679', billingStreet: 'Údolní 567/12a', billingCity: 'Brno', billingPostalCode: '602 00', billingCountry: 'CZ' });

    // The detail: the stored details match ARES (from the cache: ARES is not asked again).
    await page.goto(`${server.url}/admin/clients/${saved!.id}`);
    await page.getByRole('tab', { name: 'Fakturační údaje' }).click();
    await page.getByText(/^Fakturační údaje odpovídají ARES/).waitFor();
    expect(ares.lookupsOf(ARES_SUBJECTS.known)).toHaveLength(1);

    // ARES goes down: a new IČO typed says so; nothing is filled or lost.
    ares.scenario = 'html503';
    await page.goto(`${server.url}/admin/clients`);
    await page.getByRole('button', { name: 'Přidat klienta' }).click();
    await dialog.getByRole('tab', { name: 'Fakturační údaje' }).click();
    await dialog.getByLabel('Ulice a číslo').fill('Karlova 1');
    await dialog.getByLabel('IČO').pressSequentially(ARES_SUBJECTS.noDic);
    await dialog.getByText('ARES neodpovídá — vyplňte údaje ručně.').waitFor();
    expect(await dialog.getByLabel('Fakturační název').inputValue()).toBe('');
    expect(await dialog.getByLabel('Ulice a číslo').inputValue()).toBe('Karlova 1');

    // The failed lookup is a 503 the screen explains; no other error.
    expect(realErrors(consoleErrors).filter((e) => !e.includes('503'))).toEqual([]);
    await context.close();
  });
});
