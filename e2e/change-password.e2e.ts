/** Change password from the back office, sign out, and sign in with the new password (the old one is refused). */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, openPage } from './support/browser';

const baseUrl = inject('baseUrl');
const colleague = { username: 'e2e-colleague', password: 'old-password-1', newPassword: 'new-password-2' };

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
  // A signed-in admin adds the colleague on the Team route with a one-time password; the colleague replaces it with
  // their own (the first-sign-in step), so the journey below starts from an ordinary account.
  const login = await fetch(`${baseUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: inject('adminUsername'), password: inject('adminPassword') }),
  });
  const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0]!;
  const created = await fetch(`${baseUrl}/api/admin/team`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({ username: colleague.username, password: 'one-time-pass', email: 'kolega@lipadigital.cz', name: 'Karel Kolega', role: 'admin' }),
  });
  expect(created.status).toBe(201);
  const first = await fetch(`${baseUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: colleague.username, password: 'one-time-pass' }),
  });
  const colleagueCookie = (first.headers.get('set-cookie') ?? '').split(';')[0]!;
  const own = await fetch(`${baseUrl}/api/change-password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: colleagueCookie },
    body: JSON.stringify({ currentPassword: 'one-time-pass', newPassword: colleague.password }),
  });
  expect(own.status).toBe(200);
});
afterAll(() => browser?.close());

async function signIn(page: Page, password: string) {
  await page.goto(`${baseUrl}/auth`);
  await page.getByLabel('Username').fill(colleague.username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

describe('change password', () => {
  it('validates, changes the password, and only the new one signs in afterwards', async () => {
    const { page, context } = await openPage(browser, { locale: 'en-US' });
    await signIn(page, colleague.password);
    await page.waitForURL(`${baseUrl}/admin`);

    await page.getByRole('button', { name: 'Change password' }).first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Current password').fill(colleague.password);
    await dialog.getByLabel('New password', { exact: true }).fill(colleague.newPassword);
    await dialog.getByLabel('Confirm new password').fill('something-else');
    await dialog.getByRole('button', { name: 'Change password' }).click();
    await dialog.getByText("Passwords don't match").waitFor();

    await dialog.getByLabel('Confirm new password').fill(colleague.newPassword);
    await dialog.getByRole('button', { name: 'Change password' }).click();
    await page.getByText('Your password has been updated').waitFor();

    await page.getByRole('button', { name: 'Log out' }).first().click();
    await page.waitForURL(`${baseUrl}/auth`);

    await signIn(page, colleague.password);
    await page.getByText('Login failed').waitFor();
    expect(new URL(page.url()).pathname).toBe('/auth');

    await signIn(page, colleague.newPassword);
    await page.waitForURL(`${baseUrl}/admin`);
    await page.getByRole('heading', { name: 'Welcome back, Karel Kolega' }).waitFor();
    await context.close();
  });
});
