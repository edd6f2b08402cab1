/**
 * The form token of the page (issue 12; issue 20 point 2): asked for once per page load, as soon as a page with an
 * enquiry form (ENQUIRY_ISLANDS) has loaded (app/hydrate-public-page.tsx) — not when a form opens — so the server's minimum fill time counts from the page load. A
 * visitor whose browser fills the quote form in a moment, seconds after the page loaded, is a person, not spam.
 * Every form of the page sends this token; the server counts it once (a second enquiry from the page is judged as one
 * without a token, by the honeypot alone).
 */
import { fetchFormToken } from '@/client/api/contact-api';

let token: string | undefined;
let asking: Promise<void> | null = null;

/** Starts the page's form clock: asks for the token unless it has it or is asking (again after a failure). */
export function startFormClock(): Promise<void> {
  if (token !== undefined) return Promise.resolve();
  asking ??= fetchFormToken().then(
    (value) => {
      token = value;
    },
    () => {
      // No token (offline, refused): the enquiry is judged by the honeypot alone, never refused; a form asks again.
      asking = null;
    },
  );
  return asking;
}

/** The page's token, or undefined while it has not arrived. */
export function pageFormToken(): string | undefined {
  return token;
}

/** Tests: forget the token, as a new page load would. */
export function forgetPageFormToken(): void {
  token = undefined;
  asking = null;
}
