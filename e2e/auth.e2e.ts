import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, openPage } from './support/browser';

const baseUrl = inject('baseUrl');
const admin = { username: inject('adminUsername'), password: inject('adminPassword'), name: inject('adminName') };

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('back-office sign-in', () => {
  it('signs in, lands on /admin with a welcome line, and signs out', async () => {
    const { page, context, consoleErrors } = await openPage(browser, { locale: 'en-US' });
    await page.goto(`${baseUrl}/auth`);
    await page.getByLabel('Username').fill(admin.username);
    await page.getByLabel('Password').fill(admin.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL(`${baseUrl}/admin`);
    await page.getByRole('heading', { name: `Welcome back, ${admin.name}` }).waitFor();

    // Signed in: /auth sends straight back to /admin.
    await page.goto(`${baseUrl}/auth`);
    await page.waitForURL(`${baseUrl}/admin`);

    await page.getByRole('button', { name: 'Log out' }).click();
    await page.waitForURL(`${baseUrl}/auth`);
    await page.goto(`${baseUrl}/admin/dashboard`);
    await page.waitForURL(`${baseUrl}/auth`);
    expect(consoleErrors.filter((e) => !e.includes('401'))).toEqual([]);
    await context.close();
  });

  it('shows "Login failed" for a wrong password and stays on /auth', async () => {
    const { page, context } = await openPage(browser, { locale: 'en-US' });
    await page.goto(`${baseUrl}/auth`);
    await page.getByLabel('Username').fill(admin.username);
    await page.getByLabel('Password').fill('definitely-wrong');
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.getByText('Login failed').waitFor();
    await expect(page.getByText('Invalid username or password').isVisible()).resolves.toBe(true);
    expect(new URL(page.url()).pathname).toBe('/auth');
    await context.close();
  });

  it('shows the spec validation texts, translated in Czech', async () => {
    const { page, context } = await openPage(browser, { locale: 'cs-CZ' });
    await page.goto(`${baseUrl}/auth`);
    await page.getByRole('button', { name: 'Přihlásit se' }).click();
    await page.getByText('Uživatelské jméno je povinné').waitFor();
    await expect(page.getByText('Heslo je povinné').isVisible()).resolves.toBe(true);
    await context.close();
  });

  it('sends anonymous visitors of /admin to /auth', async () => {
    const { page, context } = await openPage(browser);
    await page.goto(`${baseUrl}/admin`);
    await page.waitForURL(`${baseUrl}/auth`);
    await context.close();
  });
});
