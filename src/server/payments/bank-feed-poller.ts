/**
 * The Fio bank feeds' poller (issue 37 point 4; docs/product/czech-services.md#fio--the-bank-feed): offered every
 * 30 s on every instance; each round polls the active feeds whose time has come, each under its database lease
 * (src/server/data/bank-feeds.ts), so several instances make one call per feed and round. Started and stopped with
 * the app like the monthly invoices (src/server/main.ts).
 */
import type { Database } from '../db/database';
import { pollDueBankFeeds, type BankFeedDeps, type FeedPoll } from '../data/bank-feeds';
import type { Logger } from '../logger';

export const BANK_FEED_ROUND_EVERY_MS = 30_000;

export class BankFeedPoller {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly db: Database,
    private readonly deps: BankFeedDeps,
    private readonly options: { logger: Logger; everyMs?: number },
  ) {}

  start(): void {
    const everyMs = this.options.everyMs ?? BANK_FEED_ROUND_EVERY_MS;
    if (everyMs > 0) this.timer = setInterval(() => void this.runOnce().catch(() => undefined), everyMs).unref();
  }

  /** No more rounds; the one under way is finished. */
  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.running.catch(() => undefined);
  }

  /** One round now (one at a time in this process); a failure is logged — never the token nor a URL — and retried. */
  runOnce(now = new Date()): Promise<FeedPoll[]> {
    const next = this.running.then(() => pollDueBankFeeds(this.db, this.deps, now));
    this.running = next.catch(() => undefined);
    return next.then(
      (polls) => {
        for (const poll of polls) {
          const fields = { feed: poll.feed.id, newTransactions: poll.newTransactions, matched: poll.matched };
          if (poll.feed.lastError) this.options.logger.warn({ ...fields, error: poll.feed.lastError, nextAttemptAt: poll.feed.nextAttemptAt }, 'bank feed: the poll failed');
          else if (poll.newTransactions > 0) this.options.logger.info(fields, 'bank feed: new transactions stored');
        }
        return polls;
      },
      (err: unknown) => {
        this.options.logger.error({ error: err instanceof Error ? err.name : 'unknown' }, 'bank feed: the round failed (tried again at the next round)');
        throw err;
      },
    );
  }
}
