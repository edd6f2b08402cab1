/**
 * The Fio bank feed (issue 37 point 4; docs/product/czech-services.md#fio--the-bank-feed): an admin stores a Fio API
 * token per account; the server polls it and stores the movements like an uploaded statement. The token is sealed at
 * rest and never shown again — the API answers with its last four characters only.
 */
import { z } from 'zod';

/** Fio's limit: one call per token every 30 s (an earlier call is answered 409). */
export const FIO_MIN_INTERVAL_MS = 30_000;

/** A Fio API token: 64 characters, letters and digits, generated in Fio internet banking (Nastavení → API). */
export const FIO_TOKEN_PATTERN = /^[A-Za-z0-9]{64}$/;

export const BANK_FEED_LABEL_MAX = 100;

/**
 * Why the last poll of a feed failed (stored in bank_feeds.last_error, words chosen by the client):
 * token_refused — Fio answered 500: the token does not exist or is inactive (replace it);
 * too_soon — 409, the token was used within 30 s (by another program too);
 * history_locked — 422, data older than 90 days needs unlocking in Fio internet banking;
 * too_many — 413, more than 50 000 movements: the next poll asks a shorter period;
 * wrong_url — 404, the FIO_API_URL setting does not lead to the API;
 * down — no answer within the timeout, a network error, a 5xx or an answer that is not Fio's JSON;
 * token_unreadable — the sealed token cannot be opened (SESSION_SECRET changed): add the feed again;
 * currency — the account is in a currency invoices are not issued in.
 */
export const BANK_FEED_ERRORS = ['token_refused', 'too_soon', 'history_locked', 'too_many', 'wrong_url', 'down', 'token_unreadable', 'currency'] as const;
export type BankFeedError = (typeof BANK_FEED_ERRORS)[number];

export function isBankFeedError(value: unknown): value is BankFeedError {
  return typeof value === 'string' && (BANK_FEED_ERRORS as readonly string[]).includes(value);
}

export const BANK_FEED_MESSAGES = {
  labelRequired: 'Enter a name for the account feed',
  labelTooLong: `At most ${BANK_FEED_LABEL_MAX} characters`,
  tokenInvalid: 'A Fio API token is 64 letters and digits (Fio internet banking: Nastavení → API)',
  tooSoon: 'The feed was asked within the last 30 seconds: Fio allows one call per token every 30 s',
} as const;

/** POST /api/admin/bank-feeds */
export const bankFeedInputSchema = z.object({
  label: z
    .string({ error: BANK_FEED_MESSAGES.labelRequired })
    .trim()
    .min(1, BANK_FEED_MESSAGES.labelRequired)
    .max(BANK_FEED_LABEL_MAX, BANK_FEED_MESSAGES.labelTooLong),
  token: z.string({ error: BANK_FEED_MESSAGES.tokenInvalid }).trim().regex(FIO_TOKEN_PATTERN, BANK_FEED_MESSAGES.tokenInvalid),
});
export type BankFeedInput = z.infer<typeof bankFeedInputSchema>;

/** GET /api/admin/bank-feeds: a feed and its state (never the token: its last four characters only). */
export interface AdminBankFeed {
  id: number;
  label: string;
  /** "…a1b2" */
  tokenHint: string;
  /** The account as its transactions are stored (its IBAN), known after the first successful sync. */
  account: string | null;
  currency: string | null;
  active: boolean;
  /** The last day whose movements are all stored (yyyy-mm-dd). */
  syncedThrough: string | null;
  lastSuccessAt: string | null;
  lastAttemptAt: string | null;
  /** When the poller asks next. */
  nextAttemptAt: string | null;
  /** When "sync now" may ask (30 s after the last call, or later after a 409). */
  syncableAt: string | null;
  lastError: BankFeedError | null;
  lastErrorAt: string | null;
  consecutiveFailures: number;
  createdAt: string;
}

/** POST /api/admin/bank-feeds/:id/sync: the feed after the poll, and what it stored. */
export interface BankFeedSyncResult {
  feed: AdminBankFeed;
  /** Movements new to the database (a movement already stored by an upload or an earlier poll is not counted). */
  newTransactions: number;
  alreadyImported: number;
  matched: number;
}
