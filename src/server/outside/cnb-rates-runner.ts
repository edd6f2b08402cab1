/**
 * The daily ČNB rates fetch (issue 37; docs/product/czech-services.md#čnb--exchange-rates), offered every minute by
 * each instance like the reminders (src/server/payments/reminder-runner.ts): a pass does nothing while the list it
 * wants is stored (today's after 14:30 on a working day, else the last working day's — so a start-up with a list
 * missing fetches it at once); otherwise it takes the database lease `cnb-rates` (one instance does the work) and asks
 * ČNB for today's list. A failure is noted in outside_service_states and tried again after a growing pause (5 min,
 * 10, 20 … at most an hour), not every minute; a list not declared yet at 14:30 (ČNB late) is asked again in 10 min.
 */
import type { Logger } from 'pino';
import { officeDay } from '@/shared/dates';
import type { Database } from '../db/database';
import { cnbServiceState, coveringList, fetchAndStore, wantedListDay } from '../data/exchange-rates';
import { PROCESS_LEASE_HOLDER, withLease } from '../data/service-leases';
import { OutsideServiceDown, type OutsideCaller } from './outside-services';

export const CNB_RATES_LEASE = 'cnb-rates';
const LEASE_MS = 2 * 60_000;
const LATE_RETRY_MS = 10 * 60_000;

/** The pause after `failures` failed fetches in a row (≥ 1): 5 min, 10 min, 20 min … at most 1 h. */
export function cnbRetryPauseMs(failures: number): number {
  return Math.min(5 * 60_000 * 2 ** Math.max(0, failures - 1), 60 * 60_000);
}

/** What a pass did. */
export type CnbPass = 'stored' | 'fetched' | 'busy' | 'waiting' | 'failed' | 'not_published';

export interface CnbRatesRunnerOptions {
  /** How often this instance offers a pass (default 1 min; 0: only by runOnce()). */
  everyMs?: number;
  logger?: Pick<Logger, 'error' | 'info' | 'warn'>;
  /** The lease holder (default this process's; tests run two "instances" in one process). */
  holder?: string;
}

export class CnbRatesRunner {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<CnbPass> | undefined;
  /** ČNB answered with an older list after 14:30: not before this instant again. */
  private lateUntil = 0;

  constructor(
    private readonly db: Database,
    private readonly outside: OutsideCaller,
    private readonly options: CnbRatesRunnerOptions = {},
  ) {}

  start(): void {
    const everyMs = this.options.everyMs ?? 60_000;
    // At start-up at once (a list missing is fetched now), then every minute.
    void this.runOnce().catch(() => undefined);
    if (everyMs > 0) this.timer = setInterval(() => void this.runOnce().catch(() => undefined), everyMs).unref();
  }

  /** No more passes; a pass under way is finished. */
  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    await this.running?.catch(() => undefined);
  }

  /** One pass at `now` (the one under way in this instance, when there is one). */
  runOnce(now = new Date()): Promise<CnbPass> {
    this.running ??= this.pass(now).finally(() => {
      this.running = undefined;
    });
    return this.running;
  }

  private async pass(now: Date): Promise<CnbPass> {
    const wanted = wantedListDay(now);
    if (await coveringList(this.db, wanted)) return 'stored';
    if (now.getTime() < this.lateUntil) return 'waiting';
    const state = await cnbServiceState(this.db);
    if (state && state.consecutiveFailures > 0 && state.lastFailureAt && Date.parse(state.lastFailureAt) + cnbRetryPauseMs(state.consecutiveFailures) > now.getTime()) {
      return 'waiting';
    }
    const done = await withLease(
      this.db,
      CNB_RATES_LEASE,
      LEASE_MS,
      async (): Promise<CnbPass> => {
        // Another instance may have stored it while this one waited for the lease.
        if (await coveringList(this.db, wanted)) return 'stored';
        try {
          await fetchAndStore(this.db, this.outside, officeDay(now), now);
        } catch (err) {
          if (!(err instanceof OutsideServiceDown)) throw err;
          this.options.logger?.warn({ failure: err.failure, status: err.status }, 'ČNB rates: the fetch failed (tried again after a pause)');
          return 'failed';
        }
        if (await coveringList(this.db, wanted)) {
          this.options.logger?.info({ day: wanted }, 'ČNB rates stored');
          return 'fetched';
        }
        this.lateUntil = now.getTime() + LATE_RETRY_MS;
        return 'not_published';
      },
      this.options.holder ?? PROCESS_LEASE_HOLDER,
    );
    return done ?? 'busy';
  }
}
