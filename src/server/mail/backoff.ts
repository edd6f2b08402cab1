/** Retry schedule of the outbox (src/server/mail/outbox-sender.ts): one place for the numbers. */

/** After this many failed attempts a mail is marked failed; staff can retry it from the outgoing-mail screen. */
export const MAX_MAIL_ATTEMPTS = 6;
/** Wait after the first failure; doubled after each further one… */
export const FIRST_RETRY_DELAY_MS = 30_000;
/** …up to this. */
export const MAX_RETRY_DELAY_MS = 60 * 60_000;

/** The wait before the next attempt, after `attempts` attempts (≥ 1) have failed: 30 s, 1 min, 2 min, … ≤ 1 h. */
export function retryDelayMs(attempts: number, first = FIRST_RETRY_DELAY_MS): number {
  const exponent = Math.max(0, attempts - 1);
  return Math.min(first * 2 ** Math.min(exponent, 30), MAX_RETRY_DELAY_MS);
}

/** What follows a failed attempt: another try later, or failed for good. */
export function afterFailure(attempts: number, maxAttempts = MAX_MAIL_ATTEMPTS): 'retry' | 'failed' {
  return attempts >= maxAttempts ? 'failed' : 'retry';
}
