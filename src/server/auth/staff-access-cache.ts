/**
 * What a signed-in request needs to know before it is answered — its session, its user and the security settings —
 * kept in this process's memory, so that a signed-in request such as GET /api/user reads nothing from the database
 * (decision 017). The database stays the only source of truth: an entry is a copy, dropped whenever anything it was
 * copied from may have changed.
 *
 * - Changes made anywhere (this process, another instance, the admin CLI): triggers on `users`, `sessions` and the
 *   security row of `app_meta` send `pg_notify('staff_access_changed')` in the writing transaction (migration 0008);
 *   PostgreSQL delivers it after the commit to every listening instance, which empties its cache.
 * - Changes made by this process are also dropped right after their commit (`staffAccessChanged`), before the write's
 *   response is sent — the notification may arrive a moment later.
 * - A read that started before a change is not kept (generation check), and nothing is kept while notifications cannot
 *   be received (the listening connection failed; `lost` empties the cache and disables it until `ready`).
 * - Whatever happens to the notifications (a connection that died without telling), an entry is read again when it is
 *   STAFF_ACCESS_MAX_AGE_MS old: that is the staleness bound in the worst case, the same as the public pages'.
 * - An entry in use is read again before that: a hit on an entry STAFF_ACCESS_REFRESH_AFTER_MS old or older starts
 *   one read in the background (the request is answered from the copy, which is still within the bound). So a
 *   session in use does not miss every second — every request of the moment going the slow way at once (the Express
 *   route instead of the early answer, decision 018) while the copy is read again.
 */
import type { SecuritySettings } from '@/shared/schemas/staff';
import { subscribeToNotifications, type Database } from '../db/database';
import { sharedWork } from '../runtime/abandoned-reads';
import type { UserRow } from '../db/schema';

/** The channel the triggers of migration 0008 notify. */
export const STAFF_ACCESS_CHANNEL = 'staff_access_changed';
/** Bound of the sessions kept (least recently used go first). Users and settings are few. */
export const MAX_CACHED_SESSIONS = 10_000;
/** An entry older than this is read again, notification or not. */
export const STAFF_ACCESS_MAX_AGE_MS = 1000;
/** A hit on an entry this old (or older, within the bound above) also starts a new read of it in the background. */
export const STAFF_ACCESS_REFRESH_AFTER_MS = STAFF_ACCESS_MAX_AGE_MS / 2;

interface Entry<T> {
  value: T;
  readAt: number;
  /** Reads the entry again in the background (joins a read of it already running). */
  refresh?: () => void;
}

interface CachedSession {
  /** The stored JSON: every hit parses its own copy (express-session changes the object it is given). */
  json: string;
  expiresAt: number;
}

export class StaffAccessCache {
  private generation = 0;
  private listening = false;
  private readonly sessions = new Map<string, Entry<CachedSession>>();
  private readonly users = new Map<number, Entry<UserRow>>();
  private settings: Entry<SecuritySettings> | undefined;

  constructor(private readonly now: () => number = Date.now) {}

  /** Empties the cache; reads that started before are not kept. */
  invalidate(): void {
    this.generation++;
    this.sessions.clear();
    this.users.clear();
    this.settings = undefined;
  }

  /** Notifications arrive: entries may be kept. */
  ready(): void {
    this.invalidate();
    this.listening = true;
  }

  /** Notifications may be missed: nothing is kept until ready() again. */
  lost(): void {
    this.listening = false;
    this.invalidate();
  }

  /** A copy within the staleness bound; from STAFF_ACCESS_REFRESH_AFTER_MS on, its next read starts. */
  private fresh<T>(entry: Entry<T> | undefined): entry is Entry<T> {
    if (entry === undefined) return false;
    const age = this.now() - entry.readAt;
    if (age >= STAFF_ACCESS_MAX_AGE_MS) return false;
    if (age >= STAFF_ACCESS_REFRESH_AFTER_MS) entry.refresh?.();
    return true;
  }

  /** Loads in progress, by key: concurrent misses of one entry share one read (no stampede when an entry expires). */
  private readonly inFlight = new Map<string, { generation: number; promise: Promise<unknown> }>();

  /**
   * Runs `load` (a miss) — or joins the same key's load already running since the last change — and keeps its result,
   * unless the cache changed or stopped keeping meanwhile.
   */
  private load<T>(key: string, load: () => Promise<T>, keep: (entry: Entry<T>) => void): Promise<T> {
    const running = this.inFlight.get(key);
    if (running && running.generation === this.generation) return running.promise as Promise<T>;
    const generation = this.generation;
    const readAt = this.now();
    const flight = { generation, promise: Promise.resolve() as Promise<unknown> };
    this.inFlight.set(key, flight);
    // Every request missing this entry meanwhile joins this read: it must not end with the first one's client.
    const promise = sharedWork(async () => {
      try {
        const value = await load();
        if (this.listening && generation === this.generation) {
          keep({ value, readAt, refresh: () => void this.load(key, load, keep).catch(() => undefined) });
        }
        return value;
      } finally {
        if (this.inFlight.get(key) === flight) this.inFlight.delete(key);
      }
    });
    flight.promise = promise;
    return promise;
  }

  /** The session stored under `idHash` (its data as a fresh object, and its expiry), or null. */
  async session(idHash: string, load: () => Promise<{ data: unknown; expiresAt: Date } | undefined>): Promise<{ data: unknown; expiresAt: number } | null> {
    const copy = this.peekSession(idHash);
    if (copy) return copy;
    const row = await this.load(
      `session:${idHash}`,
      async () => {
        const found = await load();
        return found ? { json: JSON.stringify(found.data), expiresAt: found.expiresAt.getTime() } : null;
      },
      (entry) => {
        const { value } = entry;
        // Gone (a read again finding the session ended elsewhere): the copy goes too.
        this.sessions.delete(idHash);
        if (!value) return;
        this.sessions.set(idHash, { ...entry, value });
        if (this.sessions.size > MAX_CACHED_SESSIONS) this.sessions.delete(this.sessions.keys().next().value!);
      },
    );
    return row ? { data: JSON.parse(row.json), expiresAt: row.expiresAt } : null;
  }

  /**
   * The session if this process holds a fresh, unexpired copy (its data as a fresh object), else undefined — without
   * reading the database (session() on a hit; answers given from memory alone, src/server/http/early-answers.ts).
   */
  peekSession(idHash: string): { data: unknown; expiresAt: number } | undefined {
    const hit = this.sessions.get(idHash);
    if (!hit || hit.value.expiresAt <= this.now() || !this.fresh(hit)) return undefined;
    // Least recently used goes first: a hit moves to the end.
    this.sessions.delete(idHash);
    this.sessions.set(idHash, hit);
    return { data: JSON.parse(hit.value.json), expiresAt: hit.value.expiresAt };
  }

  /** The user if this process holds a fresh copy, else undefined (no database read). */
  peekUser(id: number): UserRow | undefined {
    const hit = this.users.get(id);
    return this.fresh(hit) ? hit.value : undefined;
  }

  /** The security settings if this process holds a fresh copy, else undefined (no database read). */
  peekSecuritySettings(): SecuritySettings | undefined {
    return this.fresh(this.settings) ? this.settings.value : undefined;
  }

  /** A renewal of the session's idle expiry written by this process. */
  renewed(idHash: string, expiresAt: number): void {
    const hit = this.sessions.get(idHash);
    if (hit) hit.value.expiresAt = expiresAt;
  }

  /** The user with this id (frozen: shared by concurrent requests), or undefined. */
  async user(id: number, load: () => Promise<UserRow | undefined>): Promise<UserRow | undefined> {
    const copy = this.peekUser(id);
    if (copy) return copy;
    return this.load(
      `user:${id}`,
      async () => {
        const row = await load();
        return row && Object.freeze(row);
      },
      (entry) => {
        if (entry.value) this.users.set(id, { ...entry, value: entry.value });
        else this.users.delete(id);
      },
    );
  }

  async securitySettings(load: () => Promise<SecuritySettings>): Promise<SecuritySettings> {
    const copy = this.peekSecuritySettings();
    if (copy) return copy;
    return this.load(
      'settings',
      async () => Object.freeze(await load()),
      (entry) => {
        this.settings = entry;
      },
    );
  }

  /** How many sessions are kept (tests). */
  get sessionCount(): number {
    return this.sessions.size;
  }
}

const caches = new WeakMap<Database, StaffAccessCache>();

/**
 * The cache of `db`, created on first use; it keeps entries once the notifications are being received. A database
 * that offers no notifications (not opened by openDatabase) gets a cache that never keeps anything.
 */
export function staffAccessCache(db: Database): StaffAccessCache {
  let cache = caches.get(db);
  if (!cache) {
    const created = new StaffAccessCache();
    caches.set(db, created);
    cache = created;
    const subscribed = subscribeToNotifications(db, STAFF_ACCESS_CHANNEL, {
      notify: () => created.invalidate(),
      ready: () => created.ready(),
      lost: () => created.lost(),
    });
    // Listening stops when the database is closed (openDatabase's close()).
    subscribed?.catch(() => created.lost());
  }
  return cache;
}

/**
 * Call after committing a write to users, sessions or the security settings: this process's cache forgets at once
 * (the notification reaches the other instances, and this one again a moment later).
 */
export function staffAccessChanged(db: Database): void {
  caches.get(db)?.invalidate();
}

/** Runs a write to users, sessions or the security settings, then staffAccessChanged (also when it fails midway). */
export async function writeStaffAccess<T>(db: Database, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } finally {
    staffAccessChanged(db);
  }
}
