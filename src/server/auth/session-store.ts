/** express-session store in the database: sessions survive restarts and are shared by every instance. */
import { createHash } from 'node:crypto';
import session from 'express-session';
import { deleteExpiredSessions, deleteSession, endUserSessions, readSession, renewSession, saveSession } from '@/server/data/accounts/sessions';
import type { Database } from '../db/database';
import { staffAccessCache, staffAccessChanged } from './staff-access-cache';

declare module 'express-session' {
  interface SessionData {
    userId: number;
    /** Epoch ms of sign-in: the absolute lifetime counts from here. */
    signedInAt: number;
    /**
     * Password verified, two-factor code pending: the user this session may finish signing in as, and since when
     * (epoch ms). Grants nothing else — without `userId` every protected route answers 401.
     */
    pendingUserId: number;
    pendingSince: number;
  }
}

export const hashSessionId = (sid: string) => createHash('sha256').update(sid).digest('base64url');

type Callback = (err?: unknown) => void;

/** Signed-in sessions end after this long without a request… */
export const SESSION_IDLE_TIMEOUT_MS = 12 * 60 * 60 * 1000;
/** …and at the latest this long after sign-in, however active. */
export const SESSION_ABSOLUTE_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;

/** A session signed in at `signedInAt` (epoch ms) has outlived SESSION_ABSOLUTE_LIFETIME_MS, however active. */
export function pastAbsoluteLifetime(signedInAt: number | undefined, now = Date.now()): boolean {
  return signedInAt ? now - signedInAt > SESSION_ABSOLUTE_LIFETIME_MS : false;
}

/**
 * A signed-in request moves the stored idle expiry at most this often: a request within a minute of the last
 * renewal reads its session and writes nothing. So an idle session may end up to a minute before its cookie does.
 */
export const SESSION_RENEWAL_INTERVAL_MS = 60_000;
/** The renewal rule: an idle expiry moving to `newExpiresAt` is written only when it moves a full interval past the stored one. */
export function renewalDue(storedExpiresAt: number, newExpiresAt: number): boolean {
  return newExpiresAt - storedExpiresAt >= SESSION_RENEWAL_INTERVAL_MS;
}

/** Bound of the note of stored expiries, by session (least recently noted go first). */
const MAX_NOTED_EXPIRIES = 10_000;

export class DatabaseSessionStore extends session.Store {
  constructor(
    private readonly db: Database,
    private readonly idleTimeoutMs: number,
  ) {
    super();
  }

  /** The latest stored expiry this process knows, by session-id hash (read by get(), moved by a renewal): touch() skips a renewal within SESSION_RENEWAL_INTERVAL_MS of it. */
  private readonly storedExpiry = new Map<string, number>();

  private noteStoredExpiry(idHash: string, expiresAt: number): void {
    this.storedExpiry.delete(idHash);
    this.storedExpiry.set(idHash, expiresAt);
    if (this.storedExpiry.size > MAX_NOTED_EXPIRIES) {
      const oldest = this.storedExpiry.keys().next().value;
      if (oldest !== undefined) this.storedExpiry.delete(oldest);
    }
  }

  private expiry(sess: session.SessionData): Date {
    const fromCookie = sess.cookie?.expires ? new Date(sess.cookie.expires).getTime() : Date.now() + this.idleTimeoutMs;
    return new Date(fromCookie);
  }

  /** Read through the staff-access cache: a session this process has read before costs no query (decision 017). */
  override get(sid: string, callback: (err: unknown, session?: session.SessionData | null) => void): void {
    const idHash = hashSessionId(sid);
    staffAccessCache(this.db)
      .session(idHash, () => readSession(this.db, idHash))
      .then((row) => {
        if (!row || row.expiresAt <= Date.now()) return callback(null, null);
        this.noteStoredExpiry(idHash, row.expiresAt);
        callback(null, row.data as session.SessionData);
      }, callback);
  }

  override set(sid: string, sess: session.SessionData, callback?: Callback): void {
    const idHash = hashSessionId(sid);
    this.storedExpiry.delete(idHash);
    saveSession(this.db, { idHash, userId: sess.userId ?? null, data: sess, expiresAt: this.expiry(sess) }).then(
      () => {
        staffAccessChanged(this.db);
        callback?.();
      },
      (err: unknown) => callback?.(err),
    );
  }

  /** Renews the idle expiry, unless the stored one was renewed less than SESSION_RENEWAL_INTERVAL_MS ago. */
  override touch(sid: string, sess: session.SessionData, callback?: Callback): void {
    const idHash = hashSessionId(sid);
    const expiresAt = this.expiry(sess);
    // The note is the session's latest known stored expiry; concurrent requests of one session share it.
    const stored = this.storedExpiry.get(idHash);
    if (stored !== undefined && !renewalDue(stored, expiresAt.getTime())) {
      callback?.();
      return;
    }
    // Noted before the write: the requests of this session arriving meanwhile do not renew it again.
    this.noteStoredExpiry(idHash, expiresAt.getTime());
    staffAccessCache(this.db).renewed(idHash, expiresAt.getTime());
    // The condition repeats the rule in the database, for a touch without a get() before it in this process.
    renewSession(this.db, idHash, expiresAt, SESSION_RENEWAL_INTERVAL_MS).then(
      () => callback?.(),
      (err: unknown) => {
        this.storedExpiry.delete(idHash);
        staffAccessChanged(this.db);
        callback?.(err);
      },
    );
  }

  override destroy(sid: string, callback?: Callback): void {
    const idHash = hashSessionId(sid);
    this.storedExpiry.delete(idHash);
    deleteSession(this.db, idHash).then(
      () => {
        staffAccessChanged(this.db);
        callback?.();
      },
      (err: unknown) => callback?.(err),
    );
  }

  /** Ends every session of a user except the one given (after a password change, or on request); returns how many. */
  async destroyOtherSessions(userId: number, keepSid: string): Promise<number> {
    const ended = await endUserSessions(this.db, userId, hashSessionId(keepSid));
    staffAccessChanged(this.db);
    return ended;
  }

  async deleteExpired(): Promise<void> {
    await deleteExpiredSessions(this.db);
  }
}
