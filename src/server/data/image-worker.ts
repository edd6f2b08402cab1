/**
 * What bounds the memory of media uploads in this process (docs/deploy.md, "Media library"):
 *
 * - `uploadsInFlight`: the bytes of every upload being received, waiting or processed, reserved from its declared
 *   length when it is admitted and released when it is answered or its client goes away, against
 *   MEDIA_MAX_IN_FLIGHT_MB;
 * - `imageWorker`: uploads are turned into variants one at a time (sharp concurrency 1), so decoding memory is that of
 *   one image however many uploads arrive. Jobs wait in a queue of bounded length (MEDIA_MAX_QUEUED_JOBS; a full queue
 *   is refused with 503 + Retry-After rather than grown), and a job whose client has gone (its AbortSignal fired)
 *   leaves the queue at once and never runs; a running job checks its signal between steps.
 *
 * Both are per process, as memory is.
 */
import { Unavailable } from '../domain/errors';

/** The queue is full: try again after `retryAfterSeconds`. */
export class BusyError extends Unavailable {}

/** The client went away: nothing is answered (the connection is closed) and nothing is stored. */
export class UploadCancelled extends Error {
  constructor() {
    super('The upload was cancelled: the client closed the connection');
  }
}

interface Job {
  run: () => void;
  cancel: () => void;
}

export interface ImageWorkerStats {
  /** Jobs waiting for the worker (not counting the one running). */
  queued: number;
  running: boolean;
  /** Since the process started: jobs begun, jobs that left the queue unrun because their client went away. */
  started: number;
  cancelled: number;
}

/** A guess of the wait, for Retry-After: the jobs ahead times a recent job's duration, 1–60 s. */
const MIN_RETRY_SECONDS = 1;
const MAX_RETRY_SECONDS = 60;

export class ImageWorker {
  private readonly waiting: Job[] = [];
  private running = false;
  private started = 0;
  private cancelled = 0;
  /** Moving average of a job's duration (ms), for Retry-After. */
  private averageMs = 2000;

  stats(): ImageWorkerStats {
    return { queued: this.waiting.length, running: this.running, started: this.started, cancelled: this.cancelled };
  }

  /** Seconds until a new job would likely get a place: the jobs ahead of it times a recent job's duration. */
  retryAfterSeconds(): number {
    const ahead = this.waiting.length + (this.running ? 1 : 0);
    return Math.min(MAX_RETRY_SECONDS, Math.max(MIN_RETRY_SECONDS, Math.ceil((ahead * this.averageMs) / 1000)));
  }

  /** Whether a new job would be refused (more than `maxQueued` waiting). */
  isFull(maxQueued: number): boolean {
    return this.waiting.length >= maxQueued;
  }

  /**
   * Runs `task` when the worker is free. Refused with BusyError when `maxQueued` jobs already wait; rejected with
   * UploadCancelled, without ever running, when `signal` fires first.
   */
  run<T>(task: () => Promise<T>, options: { signal: AbortSignal; maxQueued: number; busyMessage: (seconds: number) => string }): Promise<T> {
    const { signal } = options;
    if (signal.aborted) return Promise.reject(new UploadCancelled());
    if (this.isFull(options.maxQueued)) {
      const seconds = this.retryAfterSeconds();
      return Promise.reject(new BusyError(options.busyMessage(seconds), seconds));
    }
    return new Promise<T>((resolve, reject) => {
      const onAbort = () => job.cancel();
      const job: Job = {
        run: () => {
          signal.removeEventListener('abort', onAbort);
          this.running = true;
          this.started++;
          const begun = performance.now();
          task()
            .then(resolve, reject)
            .finally(() => {
              this.averageMs = this.averageMs * 0.7 + (performance.now() - begun) * 0.3;
              this.running = false;
              this.next();
            });
        },
        cancel: () => {
          const at = this.waiting.indexOf(job);
          if (at < 0) return;
          this.waiting.splice(at, 1);
          this.cancelled++;
          reject(new UploadCancelled());
        },
      };
      signal.addEventListener('abort', onAbort, { once: true });
      this.waiting.push(job);
      this.next();
    });
  }

  private next(): void {
    if (this.running) return;
    this.waiting.shift()?.run();
  }
}

/** The one image worker of this process (sharp's own concurrency is process-wide too). */
export const imageWorker = new ImageWorker();

/** Bytes reserved by the uploads in flight. */
export class UploadBudget {
  private used = 0;

  get inUse(): number {
    return this.used;
  }

  /** Reserves `bytes`: a release function (safe to call twice), or null when they would take the total past `capBytes`. */
  reserve(bytes: number, capBytes: number): (() => void) | null {
    if (this.used + bytes > capBytes) return null;
    this.used += bytes;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.used -= bytes;
    };
  }
}

/** The bytes of the media uploads in flight in this process. */
export const uploadsInFlight = new UploadBudget();
