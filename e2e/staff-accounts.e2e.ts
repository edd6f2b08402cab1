/**
 * Staff accounts (issue 14): an admin creates an editor on the Team screen and corrects their e-mail; the editor signs in with the one-time
 * password, is made to change it, turns on two-factor sign-in (the code computed from the secret shown, with otplib),
 * signs out and back in with password + code, writes a blog post, and cannot see clients (no menu entry, a
 * not-allowed screen, 403 from the API); the admin then sees the editor's actions on the Activity screen. axe: no violations on the Team screen, the 2FA set-up and the code step, in
 * English and Czech.
 */
import { generate } from 'otplib';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { expectNoViolations, realErrors, signIn } from './support/back-office';
import { launchBrowser, openPage } from './support/browser';

const baseUrl = inject('baseUrl');
const suffix = Date.now().toString(36);
const editor = { name: `Eva Editorová ${suffix}`, username: `e2e-editor-${suffix}`, oneTime: 'first-day-pass', password: 'eva-own-password' };

let browser: Browser;
let editorSession: { page: Page; context: BrowserContext } | null = null;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await editorSession?.context.close();
  await browser?.close();
});

async function passwordStep(page: Page, lang: 'en' | 'cs', password: string) {
  await page.goto(`${baseUrl}/auth`);
  await page.getByLabel(lang === 'en' ? 'Username' : 'Uživatelské jméno').fill(editor.username);
  await page.getByLabel(lang === 'en' ? 'Password' : 'Heslo').fill(password);
  await page.getByRole('button', { name: lang === 'en' ? 'Log in' : 'Přihlásit se' }).click();
}

/** The authenticator app's code for the next 30-second step: the current one may already be spent (no replay). */
const nextCode = (secret: string) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 });

describe('staff accounts and two-factor sign-in', () => {
  let secret = '';

  it('an admin creates an editor on the Team screen', async () => {
    const { page, context, consoleErrors } = await openPage(browser, { locale: 'en-US' });
    await signIn(page, 'en');
    await page.getByRole('navigation', { name: 'Back-office navigation' }).getByRole('link', { name: 'Team' }).first().click();
    await page.getByRole('heading', { level: 1, name: 'Team' }).waitFor();
    await page.waitForLoadState('networkidle');
    await expectNoViolations(page, '/admin/team (en)');

    await page.getByRole('button', { name: 'Add colleague' }).click();
    const dialog = page.getByRole('dialog', { name: 'New team member' });
    await dialog.getByRole('button', { name: 'Add colleague' }).click();
    await dialog.getByText('Name is required', { exact: true }).waitFor();
    await expectNoViolations(page, 'the new team member form with errors (en)');
    await dialog.getByLabel('Name', { exact: true }).fill(editor.name);
    await dialog.getByLabel('Username', { exact: true }).fill(editor.username);
    await dialog.getByLabel('E-mail').fill(`${editor.username}@lipadigital.cz`);
    await dialog.getByLabel('Role').selectOption('editor');
    await dialog.getByLabel('One-time password').fill(editor.oneTime);
    await dialog.getByRole('button', { name: 'Add colleague' }).click();
    await page.getByText(`${editor.name} was added to the team`).waitFor();
    const row = page.getByRole('row').filter({ hasText: editor.username });
    await row.getByText('Must change password').waitFor();
    await expect.poll(() => row.getByLabel(`Role: ${editor.name}`).inputValue()).toBe('editor');

    // A typo in the colleague's address is corrected from their row (issue 20, point 7).
    await row.getByRole('button', { name: `Edit name and e-mail – ${editor.name}` }).click();
    const profile = page.getByRole('dialog', { name: `Name and e-mail: ${editor.name}` });
    await expect.poll(() => profile.getByLabel('E-mail').inputValue()).toBe(`${editor.username}@lipadigital.cz`);
    await profile.getByLabel('E-mail').fill('not-an-address');
    await profile.getByRole('button', { name: 'Save' }).click();
    await profile.getByText('Invalid email address').waitFor();
    await expectNoViolations(page, 'the colleague profile form with an error (en)');
    await profile.getByLabel('E-mail').fill(`${editor.username}@lipa-digital.cz`);
    await profile.getByRole('button', { name: 'Save' }).click();
    await page.getByText(`${editor.name}'s name and e-mail are saved`).waitFor();
    await profile.waitFor({ state: 'detached' });
    expect(realErrors(consoleErrors)).toEqual([]);
    await context.close();
  });

  it('the editor changes the one-time password, turns on two-factor sign-in, and signs in with a code', async () => {
    const { page, context, consoleErrors } = await openPage(browser, { locale: 'en-US' });
    await passwordStep(page, 'en', editor.oneTime);
    await page.getByRole('heading', { level: 1, name: 'Choose your own password' }).waitFor();
    // The back office stays closed until then, on the server too.
    expect((await page.request.get(`${baseUrl}/api/admin/blog`)).status()).toBe(403);
    await page.getByLabel('One-time password').fill(editor.oneTime);
    await page.getByLabel('New password', { exact: true }).fill(editor.password);
    await page.getByLabel('Confirm new password').fill(editor.password);
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.getByRole('heading', { level: 1, name: `Welcome back, ${editor.name}` }).waitFor();

    await page.getByRole('button', { name: 'Two-factor sign-in' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Two-factor sign-in' });
    await dialog.getByRole('button', { name: 'Start set-up' }).click();
    secret = (await dialog.getByTestId('two-factor-secret').textContent())!.trim();
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
    await dialog.getByRole('img', { name: 'QR code for the authenticator app' }).waitFor();
    await expectNoViolations(page, 'the two-factor set-up (en)');
    await dialog.getByLabel('Six-digit code from the app').fill('000000');
    await dialog.getByRole('button', { name: 'Verify and turn on' }).click();
    await dialog.getByText('The code is wrong or was already used').waitFor();
    await dialog.getByLabel('Six-digit code from the app').fill(await generate({ secret }));
    await dialog.getByRole('button', { name: 'Verify and turn on' }).click();
    const codes = dialog.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
    await expect.poll(() => codes.count()).toBe(10);
    await dialog.getByRole('button', { name: "I've saved the codes" }).click();

    await page.getByRole('button', { name: 'Log out' }).first().click();
    await page.waitForURL(`${baseUrl}/auth`);
    await passwordStep(page, 'en', editor.password);
    await page.getByRole('heading', { level: 1, name: 'Verification code' }).waitFor();
    await expectNoViolations(page, 'the code step (en)');
    // Password given, code not yet: the API grants nothing.
    expect((await page.request.get(`${baseUrl}/api/user`)).status()).toBe(401);
    expect((await page.request.get(`${baseUrl}/api/admin/blog`)).status()).toBe(401);
    await page.getByLabel('Code from the app or a recovery code').fill(await nextCode(secret));
    await page.getByRole('button', { name: 'Verify and log in' }).click();
    await page.waitForURL(`${baseUrl}/admin`);
    await page.getByRole('heading', { level: 1, name: `Welcome back, ${editor.name}` }).waitFor();
    expect(realErrors(consoleErrors).filter((e) => !e.includes('403') && !e.includes('400'))).toEqual([]);
    editorSession = { page, context };
  });

  it('the editor writes a blog post and cannot see clients', async () => {
    // The editor's browser of the previous step, signed in with password and code.
    const { page, context } = editorSession!;
    editorSession = null;
    const nav = page.getByRole('navigation', { name: 'Back-office navigation' }).first();
    await nav.getByRole('link', { name: 'Blog' }).waitFor();
    expect(await nav.getByRole('link', { name: 'Clients' }).count()).toBe(0);
    expect(await nav.getByRole('link', { name: 'Team' }).count()).toBe(0);
    // The dashboard: totals, no client or project quick actions, no accounting.
    expect(await page.getByRole('button', { name: 'Add client' }).count()).toBe(0);

    const title = `Editor's post ${suffix}`;
    await nav.getByRole('link', { name: 'Blog' }).click();
    await page.getByRole('button', { name: 'Write new post' }).click();
    const dialog = page.getByRole('dialog', { name: 'New blog post' });
    await dialog.getByLabel('Title (Czech)').fill(title);
    await dialog.getByRole('textbox', { name: 'Content (Czech)' }).fill('Written by the editor.');
    await dialog.getByRole('button', { name: 'Create post' }).click();
    await page.getByText('Blog post created successfully').waitFor();
    await page.getByRole('row').filter({ hasText: title }).waitFor();
    // A post's history comes from the activity log, closed to editors: no button for it.
    expect(await page.getByRole('button', { name: `History – ${title}` }).count()).toBe(0);

    await page.goto(`${baseUrl}/admin/clients`);
    await page.getByRole('heading', { level: 1, name: 'Not allowed' }).waitFor();
    await expectNoViolations(page, 'the not-allowed screen (en)');
    expect((await page.request.get(`${baseUrl}/api/admin/clients`)).status()).toBe(403);
    await context.close();
  });

  it('the admin sees the editor’s actions on the Activity screen', async () => {
    const { page, context } = await openPage(browser, { locale: 'en-US' });
    await signIn(page, 'en');
    await page.getByRole('navigation', { name: 'Back-office navigation' }).getByRole('link', { name: 'Activity' }).click();
    await page.getByRole('heading', { level: 1, name: 'Activity' }).waitFor();
    await page.getByLabel('Person').selectOption({ label: editor.name });
    const entries = page.getByRole('list', { name: 'Activity entries' }).getByRole('listitem');
    // Newest first: the post, the sign-in with the code, turning on 2FA, the own password.
    const post = entries.filter({ hasText: `Editor's post ${suffix}` });
    await post.getByText('Created', { exact: true }).waitFor();
    await entries.filter({ hasText: 'Signed in' }).first().waitFor();
    await entries.filter({ hasText: 'Two-factor sign-in' }).first().waitFor();
    await entries.filter({ hasText: 'Password changed' }).first().waitFor();
    await context.close();
  });

  it('has no axe violations in Czech: Team screen, two-factor set-up, code step', async () => {
    const admin = await openPage(browser, { locale: 'cs-CZ' });
    await signIn(admin.page, 'cs');
    await admin.page.goto(`${baseUrl}/admin/team`);
    await admin.page.getByRole('heading', { level: 1, name: 'Tým' }).waitFor();
    await admin.page.waitForLoadState('networkidle');
    await expectNoViolations(admin.page, '/admin/team (cs)');
    await admin.page.getByRole('button', { name: 'Dvoufázové ověření' }).first().click();
    const dialog = admin.page.getByRole('dialog', { name: 'Dvoufázové ověření' });
    await dialog.getByRole('button', { name: 'Začít nastavení' }).click();
    await dialog.getByRole('img', { name: 'QR kód pro ověřovací aplikaci' }).waitFor();
    await expectNoViolations(admin.page, 'the two-factor set-up (cs)');
    await admin.context.close();

    const { page, context } = await openPage(browser, { locale: 'cs-CZ' });
    await passwordStep(page, 'cs', editor.password);
    await page.getByRole('heading', { level: 1, name: 'Ověřovací kód' }).waitFor();
    await page.getByRole('button', { name: 'Ověřit a přihlásit' }).click();
    await page.getByText('Zadejte kód z ověřovací aplikace nebo záložní kód').waitFor();
    await expectNoViolations(page, 'the code step with an error (cs)');
    await context.close();
  });
});

