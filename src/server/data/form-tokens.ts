/**
 * Used enquiry form tokens (issue 19): a form token (src/server/mail/form-token.ts) is accepted once, by whichever
 * instance sees it first — the database decides, with one `INSERT … ON CONFLICT DO NOTHING` for all the tokens that
 * arrive together (write-batch.ts). A row is kept until its token expires (a token older than FORM_TOKEN_MAX_AGE_MS is
 * judged as missing anyway), then deleted, at most once a minute per process, so the table holds one day of
 * enquiries at most.
 */
import { eq, lt } from 'drizzle-orm';
import type { Database } from '../db/database';
import { formTokensUsed } from '../db/schema';
import { writeBatch } from './write-batch';

/** How often a process deletes the rows of expired tokens. */
const CLEANUP_EVERY_MS = 60_000;

export interface FormTokenUse {
  token: string;
  /** When the token expires: its row may be deleted then. */
  expiresAt: Date;
}

export function formTokenData(db: Database) {
  let lastCleanup = 0;

  const useTokens = writeBatch(async (batch: FormTokenUse[]): Promise<boolean[]> => {
    const now = Date.now();
    if (now - lastCleanup >= CLEANUP_EVERY_MS) {
      lastCleanup = now;
      await db.delete(formTokensUsed).where(lt(formTokensUsed.expiresAt, new Date(now)));
    }
    // One row per distinct token; within the batch the first use wins.
    const distinct = new Map<string, FormTokenUse>();
    for (const use of batch) if (!distinct.has(use.token)) distinct.set(use.token, use);
    const inserted = await db
      .insert(formTokensUsed)
      .values([...distinct.values()])
      .onConflictDoNothing()
      .returning({ token: formTokensUsed.token });
    const fresh = new Set(inserted.map((r) => r.token));
    return batch.map((use) => fresh.delete(use.token));
  });

  return {
    /** True the first time a token is used (on any instance), false ever after (until its row is deleted on expiry). */
    useOnce: (use: FormTokenUse): Promise<boolean> => useTokens(use),
    /** Whether a token has been used (for tests and checks). */
    wasUsed: async (token: string): Promise<boolean> =>
      (await db.select({ token: formTokensUsed.token }).from(formTokensUsed).where(eq(formTokensUsed.token, token))).length > 0,
  };
}
