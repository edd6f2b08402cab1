/**
 * Spam checks of the public enquiry forms (issue 12): a honeypot field people never see, and a minimum fill time
 * measured from a form token the server signs when the form is shown (GET /api/contact/form-token), so a bot cannot
 * forge an older start. Spam is stored with status spam and never notified — nothing is dropped.
 *
 * A token counts once (issue 19): the first enquiry that brings it uses it up (src/server/data/form-tokens.ts, in the
 * database, so across instances); a later enquiry with the same token — or with one older than FORM_TOKEN_MAX_AGE_MS
 * — is judged as one sent without a token.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { SpamReason } from '@/shared/constants';

/** A person needs at least this long between seeing a form and sending it (ENQUIRY_MIN_FILL_SECONDS overrides it). */
export const MIN_FILL_MS = 3000;
/** A token older than this counts as none (so the used tokens need to be kept only this long). */
export const FORM_TOKEN_MAX_AGE_MS = 24 * 60 * 60_000;
/** A token issued this much in the future (another instance's clock) is still genuine; further ahead it is forged. */
const CLOCK_SKEW_MS = 60_000;

function signature(secret: string, issuedAt: string): Buffer {
  // A key of its own derived from the session secret: a form token can never pass for anything else it signs.
  const key = createHmac('sha256', secret).update('enquiry-form-token').digest();
  return createHmac('sha256', key).update(issuedAt).digest();
}

/** `<issued at, ms>.<HMAC>`. */
export function issueFormToken(secret: string, now: number = Date.now()): string {
  const issuedAt = String(Math.floor(now));
  return `${issuedAt}.${signature(secret, issuedAt).toString('base64url')}`;
}

/** When a genuine token was issued (ms), or null for a forged or malformed one. */
export function formTokenIssuedAt(secret: string, token: string): number | null {
  const match = /^(\d{1,15})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const given = Buffer.from(match[2]!, 'base64url');
  const expected = signature(secret, match[1]!);
  return given.length === expected.length && timingSafeEqual(given, expected) ? Number(match[1]) : null;
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
