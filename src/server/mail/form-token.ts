/**
 * Spam checks of the public enquiry forms (issue 12): a honeypot field people never see, and a minimum fill time
 * measured from a form token the server signs when the page with the form has loaded (GET /api/contact/form-token;
 * issue 20: from the page load, not from the opening of a form, since browser autofill fills a form in a moment), so a
 * bot cannot forge an older start. Clear spam is stored with status spam and never notified; an enquiry that only
 * came too fast is possible spam, notified anyway (src/shared/constants.ts POSSIBLE_SPAM_REASONS) — nothing is dropped.
 *
 * A token counts once (issue 19): the first enquiry that brings it uses it up (src/server/data/form-tokens.ts, in the
 * database, so across instances); a later enquiry with the same token — or with one older than FORM_TOKEN_MAX_AGE_MS
 * — is judged as one sent without a token.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { SpamReason } from '@/shared/constants';

/** A person needs at least this long between seeing a form and sending it (ENQUIRY_MIN_FILL_SECONDS overrides it). */
export const MIN_FILL_MS = 3000;
/** A token older than this counts as none (so the used tokens need to be kept only this long). */
export const FORM_TOKEN_MAX_AGE_MS = 24 * 60 * 60_000;
/** A token issued this much in the future (another instance's clock) is still genuine; further ahead it is forged. */
const CLOCK_SKEW_MS = 60_000;

function signature(secret: string, signed: string): Buffer {
  // A key of its own derived from the session secret: a form token can never pass for anything else it signs.
  const key = createHmac('sha256', secret).update('enquiry-form-token').digest();
  return createHmac('sha256', key).update(signed).digest();
}

/**
 * `<issued at, ms>.<random part>.<HMAC of both>`: two tokens issued in the same millisecond differ (each counts once,
 * so two visitors must never share one).
 */
export function issueFormToken(secret: string, now: number = Date.now()): string {
  const signed = `${Math.floor(now)}.${randomBytes(12).toString('base64url')}`;
  return `${signed}.${signature(secret, signed).toString('base64url')}`;
}

/**
 * When a genuine token was issued (ms), or null for a forged or malformed one. A token of the earlier form
 * `<issued at>.<HMAC>` (no random part), issued before an update, is still genuine until it expires.
 */
export function formTokenIssuedAt(secret: string, token: string): number | null {
  const match = /^((\d{1,15})(?:\.[A-Za-z0-9_-]{16})?)\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const given = Buffer.from(match[3]!, 'base64url');
  const expected = signature(secret, match[1]!);
  return given.length === expected.length && timingSafeEqual(given, expected) ? Number(match[2]) : null;
}

export interface SpamSignals {
  /** The honeypot field's value. */
  honeypot: string | undefined;
  /**
   * Absent: the fill time cannot be measured — the classic HTML form post of a visitor without JavaScript (the cached
   * page carries no fresh token) and API clients; the honeypot and the per-IP limit judge those. The site's
   * script-driven forms always send one.
   */
  formToken: string | undefined;
}

export interface SpamRules {
  secret: string;
  minFillMs: number;
}

/** Why an enquiry is spam, or null when it looks like a person's. */
export function judgeSpam(signals: SpamSignals, { secret, minFillMs }: SpamRules, now: number = Date.now()): SpamReason | null {
  if (signals.honeypot !== undefined && signals.honeypot.trim() !== '') return 'honeypot';
  if (signals.formToken === undefined || signals.formToken === '') return null;
  const issuedAt = formTokenIssuedAt(secret, signals.formToken);
  if (issuedAt === null || issuedAt > now + CLOCK_SKEW_MS) return 'form_token';
  return now - issuedAt < minFillMs ? 'too_fast' : null;
}

/** Uses up a genuine token: true the first time (on any instance), false after. */
export type UseFormTokenOnce = (use: { token: string; expiresAt: Date }) => Promise<boolean>;

/**
 * The token an enquiry is judged with: a genuine token the first time it is used; undefined — as if none was sent —
 * when it was used before or has expired. A forged or malformed one is passed on unchanged (judgeSpam flags it).
 */
export async function formTokenToJudge(token: string | undefined, secret: string, useOnce: UseFormTokenOnce, now: number = Date.now()): Promise<string | undefined> {
  if (token === undefined || token === '') return undefined;
  const issuedAt = formTokenIssuedAt(secret, token);
  if (issuedAt === null || issuedAt > now + CLOCK_SKEW_MS) return token;
  if (now - issuedAt > FORM_TOKEN_MAX_AGE_MS) return undefined;
  return (await useOnce({ token, expiresAt: new Date(issuedAt + FORM_TOKEN_MAX_AGE_MS) })) ? token : undefined;
}
