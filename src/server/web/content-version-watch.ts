/**
 * This process's view of the content version (src/server/data/content-version.ts):
 * - a write made by this process is known at once (the data module tells us after its commit);
 * - a write made by another instance is seen by a background read of the version every `pollMs` (one small query per
 *   instance per interval, never one per request). Staleness bound on other instances: `pollMs` plus that query's time.
 */
import type { Database } from '../db/database';
import { onLocalContentChange, readContentVersion } from '../data/content-version';

/** How often each instance reads the version: a change made on another instance shows there within about this long. */
export const CONTENT_VERSION_POLL_MS = 1000;

export class ContentVersionWatch {
  private version: number;
  /** Counts local changes: a read that started before the latest local change may carry an older number. */
  private localChanges = 0;
  private reading = false;
  private readonly timer: NodeJS.Timeout;
  private readonly unsubscribe: () => void;
  private readonly listeners = new Set<(version: number) => void>();

  private constructor(
    private readonly db: Database,
    initial: number,
    pollMs: number,
  ) {
    this.version = initial;
    this.unsubscribe = onLocalContentChange(db, (version) => {
      this.localChanges++;
      this.change(version);
    });
    this.timer = setInterval(() => void this.read(), pollMs);
    this.timer.unref();
  }

  static async start(db: Database, pollMs = CONTENT_VERSION_POLL_MS): Promise<ContentVersionWatch> {
    return new ContentVersionWatch(db, await readContentVersion(db), pollMs);
  }

  get current(): number {
    return this.version;
  }

  /** Called with the new version whenever it changes. */
  onChange(listener: (version: number) => void): void {
    this.listeners.add(listener);
  }

  close(): void {
    clearInterval(this.timer);
    this.unsubscribe();
  }

  private change(version: number): void {
    if (version === this.version) return;
    this.version = version;
    for (const listener of this.listeners) listener(version);
  }

  private async read(): Promise<void> {
    if (this.reading) return; // a slow read is not stacked up
    this.reading = true;
    const localChangesBefore = this.localChanges;
    try {
      const version = await readContentVersion(this.db);
      // Any difference counts (a restored backup may go back), unless a local write overtook this read.
      if (this.localChanges === localChangesBefore) this.change(version);
    } catch {
      // The database is briefly unreachable (or closing): keep serving the pages of the last known version.
    } finally {
      this.reading = false;
    }
  }
}
