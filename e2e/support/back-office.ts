/** Shared steps of the back-office journeys: sign in (through the API), axe on a page, console errors that matter. */
import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import { AXE_RUN_OPTIONS } from './axe-options';
import { openPage, PHONE } from './browser';

/** Console errors that are not the expected 401 of the signed-out user check on /auth. */
export const realErrors = (errors: string[]) => errors.filter((e) => !e.includes('401'));

/** A server to sign in to and its admin: the shared e2e server by default, or a file's own (own-server.ts). */
export interface SignInSite {
  url: string;
  admin: { username: string; password: string };
}

const sharedSite = (): SignInSite => ({ url: inject('baseUrl'), admin: { username: inject('adminUsername'), password: inject('adminPassword') } });

/**
 * Signs in as the site's admin for a journey that starts in the back office: through the API (POST /api/login on the
 * page's own cookie jar, as the sign-in form does), then opens /admin in the page's language (`lang`: the browser
 * locale the caller chose). The sign-in form itself — fields, errors, two-factor step — is walked through by
 * auth.e2e.ts and staff-accounts.e2e.ts; the other journeys need not type it again.
 */
export async function signIn(page: Page, lang: 'cs' | 'en', site: SignInSite = sharedSite()) {
  const res = await page.request.post(`${site.url}/api/login`, { data: { username: site.admin.username, password: site.admin.password } });
  if (!res.ok()) throw new Error(`sign-in as ${site.admin.username} (${lang}): ${res.status()} ${await res.text()}`);
  await page.goto(`${site.url}/admin`);
  await page.waitForURL(`${site.url}/admin`);
}

/**
 * A JSON request to the server's API as whoever is signed in on `page` (the request shares its cookies), for setting
 * up what a journey starts from; an answer that is not OK throws with its status and text.
 */
export async function callApi(page: Page, method: string, path: string, body?: unknown): Promise<Record<string, unknown>> {
  const res = await page.request.fetch(new URL(path, page.url()).toString(), { method, ...(body === undefined ? {} : { data: body }) });
  if (!res.ok()) throw new Error(`${method} ${path}: ${res.status()} ${await res.text()}`);
  return (await res.json()) as Record<string, unknown>;
}

/**
 * axe on the page; the failure lists every rule with the elements it found. The toast region is left out: a toast
 * still fading in after the last action is measured mid-animation, at part opacity, and fails contrast at random.
 * Legacy mode runs axe in the page itself, as on the public pages (public-site.ts): the back office has no iframes,
 * and the default mode opens an extra blank page per analysis to merge frame results.
 */
export async function expectNoViolations(page: Page, what: string) {
  const { violations } = await new AxeBuilder({ page }).options(AXE_RUN_OPTIONS).exclude('[data-sonner-toaster]').setLegacyMode(true).analyze();
  const readable = violations.map((v) => `${v.id}: ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(readable, `axe violations on ${what}`).toEqual([]);
}

/** Signs in on a phone in Czech and opens a back-office screen: its heading shown, its data loaded. */
export async function openCzechScreenOnPhone(browser: Browser, path: string, heading: string) {
  const opened = await openPage(browser, { locale: 'cs-CZ', viewport: PHONE });
  await signIn(opened.page, 'cs');
  await opened.page.goto(inject('baseUrl') + path);
  await opened.page.getByRole('heading', { level: 1, name: heading }).waitFor();
  await opened.page.waitForLoadState('networkidle');
  return opened;
}
