/**
 * Sign-in to the client portal by e-mail link (issue 25, decision 032): the only writer of portal_sign_in_links.
 *
 *  - request(email, language): every client whose e-mail matches case-insensitively AND who has portal access gets a
 *    link — a random 256-bit token (base64url), of which only the SHA-256 is stored, valid PORTAL_LINK_TTL_MS — and a
 *    'portal_sign_in' mail, all in one transaction; the outbox is woken after the commit. The route answers BEFORE
 *    calling this (`requestInBackground`), so the answer cannot tell a known address from an unknown one, not even by
 *    its time (ARCH-NOTES / docs: no enumeration).
 *  - use(token): single use, atomically (one UPDATE … WHERE used_at IS NULL AND expires_at > now … RETURNING: of two
 *    concurrent uses one gets the row), only while the client's access is on; the session is created in the same
 *    transaction, audited as the client's 'sign_in'.
 *  - Expired links, and sessions that no longer count (expired or idle too long, portal-sessions.ts purgeExpired), are
 *    deleted now and then (at most every CLEANUP_EVERY_MS, by whoever requests a link).
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Language } from '@/shared/constants';
import { PORTAL_LINK_TTL_MS, portalPath } from '@/shared/portal';
import { clientActor, recordAudit } from '@/server/audit/audit-log';
import type { Database } from '@/server/db/database';
import { clients, portalAccess, portalSignInLinks } from '@/server/db/schema';
import type { Mailer } from '@/server/mail/mailer';
import type { Transaction } from '../content-version';
import type { PortalSessionStore } from './portal-sessions';

/** How often one instance deletes expired links. */
const CLEANUP_EVERY_MS = 10 * 60 * 1000;
/** A token as made here (32 random bytes, base64url: 43 characters); anything else is unknown without a query. */
const TOKEN_FORMAT = /^[A-Za-z0-9_-]{40,60}$/;

export const signInTokenHash = (token: string): string => createHash('sha256').update(token).digest('hex');

/** A client acting in the portal (no staff account): the audit actor of their own writes (as proposal-answers.ts). */

async function clientName(tx: Database | Transaction, clientId: number): Promise<string> {
  const [row] = await tx.select({ name: clients.name }).from(clients).where(eq(clients.id, clientId));
  return row?.name ?? `#${clientId}`;
}

export interface PortalSignInOptions {
  sessions: PortalSessionStore;
  mailer: Mailer;
  /** The origin of links in e-mails (PUBLIC_URL). */
  origin: string;
  /** Wakes the outbox sender (after a commit that queued mail). */
  wake: () => void;
  /** Where a failed background request is reported (never an unhandled rejection). */
  onError: (err: unknown) => void;
}

export type LinkState = 'valid' | 'gone' | 'unknown';

export type SignInResult = { kind: 'signed_in'; clientId: number; sessionId: string; expiresAt: Date } | { kind: 'refused'; state: Exclude<LinkState, 'valid'> };

export function portalSignIn(db: Database, options: PortalSignInOptions) {
  let lastCleanup = 0;
  const inFlight = new Set<Promise<void>>();

  const cleanupNowAndThen = async (now: Date): Promise<void> => {
    if (now.getTime() - lastCleanup < CLEANUP_EVERY_MS) return;
    lastCleanup = now.getTime();
    await db.delete(portalSignInLinks).where(lt(portalSignInLinks.expiresAt, now));
    await options.sessions.purgeExpired(now);
  };

  /** Sends a link to every client with portal access and this address: how many were sent. */
  const request = async (email: string, language: Language, now = new Date()): Promise<number> => {
    await cleanupNowAndThen(now);
    const address = email.trim().toLowerCase();
    const sent = await db.transaction(async (tx) => {
      const found = await tx
        .select({ id: clients.id, email: clients.email })
        .from(clients)
        .innerJoin(portalAccess, eq(portalAccess.clientId, clients.id))
        .where(sql`lower(${clients.email}) = ${address}`);
      if (found.length === 0) return 0;
      const expiresAt = new Date(now.getTime() + PORTAL_LINK_TTL_MS);
      const links = found.map((client) => ({ client, token: randomBytes(32).toString('base64url') }));
      await tx.insert(portalSignInLinks).values(links.map(({ client, token }) => ({ tokenHash: signInTokenHash(token), clientId: client.id, email: client.email, language, expiresAt, createdAt: now })));
      await options.mailer.queue(
        tx,
        links.map(({ client, token }) => ({
          kind: 'portal_sign_in' as const,
          language,
          data: { clientId: client.id, to: client.email, link: `${options.origin}${portalPath(language, `/sign-in/${token}`)}` },
        })),
      );
      return links.length;
    });
    if (sent > 0) options.wake();
    return sent;
  };

  /**
   * The same request, after the answer has been sent: the promise is kept until it settles (`settled()`), and a
   * failure is reported to onError — never thrown, never unhandled.
   */
  const requestInBackground = (email: string, language: Language): void => {
    const task: Promise<void> = request(email, language)
      .then(() => undefined)
      .catch((err: unknown) => options.onError(err))
      .finally(() => inFlight.delete(task));
    inFlight.add(task);
  };

  /** Waits for the background requests started so far (tests, a clean stop). */
  const settled = async (): Promise<void> => {
    while (inFlight.size) await Promise.allSettled([...inFlight]);
  };

  const linkState = async (db2: Database | Transaction, token: string, now: Date): Promise<LinkState> => {
    if (!TOKEN_FORMAT.test(token)) return 'unknown';
    const [row] = await db2
      .select({ usedAt: portalSignInLinks.usedAt, expiresAt: portalSignInLinks.expiresAt, access: portalAccess.clientId })
      .from(portalSignInLinks)
      .leftJoin(portalAccess, eq(portalAccess.clientId, portalSignInLinks.clientId))
      .where(eq(portalSignInLinks.tokenHash, signInTokenHash(token)))
      .limit(1);
    if (!row) return 'unknown';
    return row.usedAt || row.expiresAt <= now || row.access === null ? 'gone' : 'valid';
  };

  return {
    request,
    requestInBackground,
    settled,

    /** What a link is now (the page of GET /sign-in/:token): reads only, uses nothing. */
    peek: (token: string, now = new Date()): Promise<LinkState> => linkState(db, token, now),

    /**
     * Uses a link once: marks it used, creates the session and audits the sign-in in one transaction. A link that is
     * unknown, used, expired, or whose client's access is off signs nobody in.
     */
    use: async (token: string, ip: string | null, now = new Date()): Promise<SignInResult> => {
      if (!TOKEN_FORMAT.test(token)) return { kind: 'refused', state: 'unknown' };
      const result = await db.transaction(async (tx): Promise<SignInResult> => {
        const [link] = await tx
          .update(portalSignInLinks)
          .set({ usedAt: now })
          .where(
            and(
              eq(portalSignInLinks.tokenHash, signInTokenHash(token)),
              isNull(portalSignInLinks.usedAt),
              gt(portalSignInLinks.expiresAt, now),
              sql`exists (select 1 from ${portalAccess} where ${portalAccess.clientId} = ${portalSignInLinks.clientId})`,
            ),
          )
          .returning({ clientId: portalSignInLinks.clientId, email: portalSignInLinks.email });
        if (!link) return { kind: 'refused', state: 'unknown' };
        const session = await options.sessions.create(tx, link.clientId, link.email, now);
        await recordAudit(tx, { actor: clientActor(await clientName(tx, link.clientId), ip, link.clientId), action: 'sign_in', entity: 'client', entityId: link.clientId });
        return { kind: 'signed_in', clientId: link.clientId, sessionId: session.id, expiresAt: session.expiresAt };
      });
      if (result.kind === 'refused') return { kind: 'refused', state: (await linkState(db, token, now)) === 'unknown' ? 'unknown' : 'gone' };
      return result;
    },

    /** Signs one session out (the client's own sign-out), audited as the client's. */
    signOut: async (sessionId: string, clientId: number, ip: string | null): Promise<void> => {
      await options.sessions.end(sessionId);
      await recordAudit(db, { actor: clientActor(await clientName(db, clientId), ip, clientId), action: 'sign_out', entity: 'client', entityId: clientId });
    },
  };
}
export type PortalSignIn = ReturnType<typeof portalSignIn>;

/** Deletes a client's unused links (access turned off), in the caller's transaction. */
export async function deleteUnusedLinks(tx: Transaction, clientId: number): Promise<void> {
  await tx.delete(portalSignInLinks).where(and(eq(portalSignInLinks.clientId, clientId), isNull(portalSignInLinks.usedAt)));
}

/** Deletes every sign-in link of a client, used or not (an erasure), in the caller's transaction: how many. */
export async function deleteAllLinksOf(tx: Transaction, clientId: number): Promise<number> {
  return (await tx.delete(portalSignInLinks).where(eq(portalSignInLinks.clientId, clientId)).returning({ id: portalSignInLinks.id })).length;
}
