/**
 * The production build under its Content-Security-Policy: public pages (both languages) and the back office (sign-in,
 * dashboard, every admin screen, a dialog) work with zero CSP violations and zero 'Content Security Policy' console
 * messages; every HTML answer carries the policy and the other security headers; no page has an inline executable
 * script.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, openPage } from './support/browser';
import { waitForHydration, wakeEveryIsland } from './support/public-site';
import { PUBLIC_PAGES } from '../src/shared/site-paths';

const baseUrl = inject('baseUrl');
const admin = { username: inject('adminUsername'), password: inject('adminPassword') };

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** Records CSP violations as the page sees them (securitypolicyviolation events) and CSP console messages. */
async function watchCsp(page: Page): Promise<string[]> {
  const problems: string[] = [];
  page.on('console', (msg) => {
    if (/content security policy/i.test(msg.text())) problems.push(`console ${msg.type()}: ${msg.text()}`);
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (e) => {
      seen.push(`${e.violatedDirective} blocked ${e.blockedURI || 'inline'} at ${e.sourceFile}:${e.lineNumber}`);
    });
  });
  return problems;
}

const violations = (page: Page) => page.evaluate(() => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? []);

function expectSecurityHeaders(headers: Record<string, string>, where: string) {
  const csp = headers['content-security-policy'] ?? '';
  expect(csp, where).toContain("default-src 'self'");
  expect(csp, where).toMatch(/script-src 'self'(;|$)/);
  expect(csp, where).toContain("object-src 'none'");
  expect(csp, where).toContain("frame-ancestors 'none'");
  expect(csp, where).toContain("base-uri 'self'");
  expect(csp, where).toContain("form-action 'self'");
  expect(headers['x-content-type-options'], where).toBe('nosniff');
  expect(headers['x-frame-options'], where).toBe('DENY');
  expect(headers['referrer-policy'], where).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy'], where).toBeTruthy();
}

/** Every Czech public page, and the English versions of a few. */
const PAGES = [...PUBLIC_PAGES, '/en', '/en/pricing', '/en/blog', '/en/contact'];

describe('Content-Security-Policy in the browser', () => {
  it.each(PAGES)('public page %s: headers set, hydrates, no CSP violation, no inline executable script', async (path) => {
    const { page, context, consoleErrors } = await openPage(browser);
    const csp = await watchCsp(page);
    const response = await page.goto(baseUrl + path, { waitUntil: 'load' });
    expect(response?.status()).toBe(200);
    expectSecurityHeaders(await response!.allHeaders(), path);
    await wakeEveryIsland(page);
    const inlineScripts = await page.evaluate(() =>
      [...document.querySelectorAll('script:not([src])')]
        .map((s) => s.getAttribute('type') ?? '')
        .filter((type) => type !== 'application/json' && type !== 'application/ld+json'),
    );
    expect(inlineScripts, 'inline executable scripts').toEqual([]);
    expect(await violations(page)).toEqual([]);
    expect(csp).toEqual([]);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('the contact form validates and sends under the policy', async () => {
    const { page, context, consoleErrors } = await openPage(browser, { locale: 'en-US' });
    const csp = await watchCsp(page);
    await page.goto(`${baseUrl}/en/contact`);
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Send message' }).click();
    await page.getByText('Name must be at least 2 characters.').waitFor();
    await page.getByLabel('Name', { exact: true }).fill('Eva Malá');
    await page.getByLabel('Email', { exact: true }).fill('eva@example.cz');
    await page.getByLabel('Message', { exact: true }).fill('Hello, we would like a new website.');
    await page.getByRole('button', { name: 'Send message' }).click();
    await page.getByText('Message sent').first().waitFor();
    expect(await violations(page)).toEqual([]);
    expect(csp).toEqual([]);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('sign-in, the dashboard and every admin screen work under the policy', async () => {
    const { page, context, consoleErrors } = await openPage(browser, { locale: 'en-US' });
    const csp = await watchCsp(page);
    const auth = await page.goto(`${baseUrl}/auth`);
    expectSecurityHeaders(await auth!.allHeaders(), '/auth');
    await page.getByLabel('Username').fill(admin.username);
    await page.getByLabel('Password').fill(admin.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL(`${baseUrl}/admin`);
    await page.getByRole('heading', { level: 1 }).first().waitFor();

    for (const screen of ['messages', 'clients', 'projects', 'blog', 'portfolio', 'dashboard']) {
      const res = await page.goto(`${baseUrl}/admin/${screen}`);
      expectSecurityHeaders(await res!.allHeaders(), `/admin/${screen}`);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await page.waitForLoadState('networkidle');
    }
    // A dialog (portal, focus trap, inline styles from the UI library) and a toast-producing action.
    await page.getByRole('button', { name: 'Change password' }).first().click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    // Submitting empty runs the form's zod schema (zod must not try eval under the policy).
    await dialog.getByRole('button', { name: 'Change password' }).click();
    await dialog.getByText('Current password is required').waitFor();
    await page.keyboard.press('Escape');

    expect(await violations(page)).toEqual([]);
    expect(csp).toEqual([]);
    expect(consoleErrors.filter((e) => !e.includes('401'))).toEqual([]);
    await context.close();
  });

  it('a page cannot be framed (frame-ancestors / X-Frame-Options)', async () => {
    const { page, context } = await openPage(browser);
    await page.setContent(`<iframe src="${baseUrl}/" width="600" height="400"></iframe>`);
    await page.waitForTimeout(1500);
    const child = page.frames().find((f) => f !== page.mainFrame());
    expect(child).toBeDefined();
    const rendered = await child!.evaluate(() => document.getElementById('root') !== null).catch(() => false);
    expect(rendered).toBe(false);
    await context.close();
  });
});
