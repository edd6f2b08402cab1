/** express-session store in the database: sessions survive restarts and are shared by every instance. */
import { createHash } from 'node:crypto';
import { and, eq, lt, ne } from 'drizzle-orm';
import session from 'express-session';
import type { Database } from '../db/database';
import { sessions } from '../db/schema';

declare module 'express-session' {
  interface SessionData {
    userId: number;
    /** Epoch ms of sign-in: the absolute lifetime counts from here. */
    signedInAt: number;
  }
}

export const hashSessionId = (sid: string) => createHash('sha256').update(sid).digest('base64url');

type Callback = (err?: unknown) => void;

export class DatabaseSessionStore extends session.Store {
  constructor(
    private readonly db: Database,
    private readonly idleTimeoutMs: number,
  ) {
    super();
  }

  private expiry(sess: session.SessionData): Date {
    const fromCookie = sess.cookie?.expires ? new Date(sess.cookie.expires).getTime() : Date.now() + this.idleTimeoutMs;
    return new Date(fromCookie);
  }

  override get(sid: string, callback: (err: unknown, session?: session.SessionData | null) => void): void {
    this.db
      .select({ data: sessions.data, expiresAt: sessions.expiresAt })
      .from(sessions)
      .where(eq(sessions.idHash, hashSessionId(sid)))
      .then(([row]) => {
        if (!row || row.expiresAt.getTime() <= Date.now()) return callback(null, null);
        callback(null, row.data as session.SessionData);
      }, callback);
  }

  override set(sid: string, sess: session.SessionData, callback?: Callback): void {
    const values = {
      idHash: hashSessionId(sid),
      userId: sess.userId ?? null,
      data: sess,
      expiresAt: this.expiry(sess),
    };
    this.db
      .insert(sessions)
      .values(values)
      .onConflictDoUpdate({ target: sessions.idHash, set: { userId: values.userId, data: values.data, expiresAt: values.expiresAt } })
      .then(() => callback?.(), (err: unknown) => callback?.(err));
  }

  override touch(sid: string, sess: session.SessionData, callback?: Callback): void {
    this.db
      .update(sessions)
      .set({ expiresAt: this.expiry(sess) })
      .where(eq(sessions.idHash, hashSessionId(sid)))
      .then(() => callback?.(), (err: unknown) => callback?.(err));
  }

  override destroy(sid: string, callback?: Callback): void {
    this.db
      .delete(sessions)
      .where(eq(sessions.idHash, hashSessionId(sid)))
      .then(() => callback?.(), (err: unknown) => callback?.(err));
  }

  /** Ends every session of a user except the one given (after a password change, or on request); returns how many. */
  async destroyOtherSessions(userId: number, keepSid: string): Promise<number> {
    const deleted = await this.db
      .delete(sessions)
      .where(and(eq(sessions.userId, userId), ne(sessions.idHash, hashSessionId(keepSid))))
      .returning({ idHash: sessions.idHash });
    return deleted.length;
  }

  async deleteExpired(): Promise<void> {
    await this.db.delete(sessions).where(lt(sessions.expiresAt, new Date()));
  }
}
