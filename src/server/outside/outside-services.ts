/**
 * Calls to the Czech and EU public services (docs/product/czech-services.md): ARES, VIES, ČNB daily rates and the
 * Fio bank API. Every call goes through callOutside: a timeout, bounded retries with backoff on what may pass (a
 * timeout, a refused connection, a 5xx), and a breaker per service, so a service that is down is asked again only
 * after a pause instead of by every request. An answer of the wrong type is the caller's to judge (each client
 * checks the published format and treats anything else as "service down").
 *
 * The URLs are configuration (ARES_URL, VIES_URL, CNB_RATES_URL, FIO_API_URL); tests point them at the stand-in
 * servers in src/server/test/stand-ins/. A URL may carry a secret (the Fio token is in its path): it is never logged
 * nor put in an error message — errors name the service and what went wrong only.
 */

import type { OutsideService } from '@/shared/outside-services';
export type { OutsideService };

export interface OutsideServiceUrls {
  ares: string;
  vies: string;
  cnbRates: string;
  fioApi: string;
}

/** The real services (no trailing slash; the clients append the paths). */
export const DEFAULT_OUTSIDE_SERVICE_URLS: OutsideServiceUrls = {
  ares: 'https://ares.gov.cz/ekonomicke-subjekty-v-be/rest',
  vies: 'https://ec.europa.eu/taxation_customs/vies/rest-api',
  cnbRates: 'https://www.cnb.cz/cs/financni-trhy/devizovy-trh/kurzy-devizoveho-trhu/kurzy-devizoveho-trhu/denni_kurz.txt',
  fioApi: 'https://fioapi.fio.cz/v1/rest',
};

/** Per service: how long one attempt may take, how many attempts a call makes (docs/product/czech-services.md). */
export const OUTSIDE_CALL_LIMITS: Record<OutsideService, { timeoutMs: number; attempts: number }> = {
  ares: { timeoutMs: 8_000, attempts: 2 },
  // Some member states answer slowly (DK 14–16 s reported).
  vies: { timeoutMs: 20_000, attempts: 2 },
  cnbRates: { timeoutMs: 10_000, attempts: 3 },
  // One call per token per 30 s: a retry would only earn a 409; the poller's own schedule retries.
  fioApi: { timeoutMs: 30_000, attempts: 1 },
};

/** The pause before attempt n+1 (n ≥ 1): 300 ms, 900 ms, 2.7 s … with ±20 % jitter. */
export function retryDelayMs(attempt: number, random = Math.random): number {
  const base = 300 * 3 ** (attempt - 1);
  return Math.round(base * (0.8 + 0.4 * random()));
}

/**
 * The breaker's pause after n failed calls in a row (n ≥ 1): none for the first failure, then 15 s, 30 s, 1 min …
 * up to 10 min. While it lasts, calls to the service fail at once as 'breaker'.
 */
export function breakerPauseMs(consecutiveFailures: number): number {
  if (consecutiveFailures < 2) return 0;
  return Math.min(15_000 * 2 ** (consecutiveFailures - 2), 10 * 60_000);
}

/** Why a call got no usable answer. */
export type OutsideFailure = 'timeout' | 'network' | 'server_error' | 'breaker';

/** The service could not be reached or answered with a server error (after the retries). */
export class OutsideServiceDown extends Error {
  constructor(
    readonly service: OutsideService,
    readonly failure: OutsideFailure,
    /** The last HTTP status, when there was one (a 5xx). */
    readonly status?: number,
  ) {
    super(`${service}: ${failure}${status ? ` (HTTP ${status})` : ''}`);
  }
}

export interface OutsideAnswer {
  status: number;
  contentType: string;
  /** The body as bytes (the ČNB list is UTF-8 text, Fio's GPC Windows-1250: the caller decodes). */
  body: Buffer;
  text(): string;
}

export interface OutsideRequest {
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  /** Statuses that are answers even though ≥ 500 (none by default: a 5xx is retried, then "down"). */
  answerStatuses?: readonly number[];
  /** Overrides of the service's limits (tests make them short). */
  timeoutMs?: number;
  attempts?: number;
  /**
   * false: this call neither waits for nor feeds the service's breaker — for a caller that keeps its own schedule
   * per credential (the Fio poller: a bad token must not stop the other accounts' feeds).
   */
  breaker?: boolean;
}

interface BreakerState {
  failures: number;
  openUntil: number;
  /** Failures in a row before the last call got an answer: noteFailure (the answer judged unusable) continues them. */
  failuresBeforeAnswer?: number;
}

/**
 * One per process (an app, a test server): the breakers of the four services. The breaker is per instance on
 * purpose — it protects the service from this instance's calls; what staff see (last success, last error) is kept
 * in the database by the callers (data/outside-service-states.ts), shared by every instance.
 */
export class OutsideCaller {
  private readonly breakers = new Map<OutsideService, BreakerState>();

  constructor(
    readonly urls: OutsideServiceUrls,
    private readonly options: { now?: () => number; sleep?: (ms: number) => Promise<void>; limits?: Partial<Record<OutsideService, { timeoutMs: number; attempts: number }>> } = {},
  ) {}

  private now(): number {
    return this.options.now?.() ?? Date.now();
  }

  /** Whether the breaker lets a call through now (false while a service that failed repeatedly rests). */
  available(service: OutsideService): boolean {
    const state = this.breakers.get(service);
    return !state || state.openUntil <= this.now();
  }

  /** GET/POST `path` under the service's base URL (path starts with / or ?, or is ''). */
  async call(service: OutsideService, path: string, request: OutsideRequest = {}): Promise<OutsideAnswer> {
    const breaker = request.breaker ?? true;
    if (breaker && !this.available(service)) throw new OutsideServiceDown(service, 'breaker');
    const limits = { ...OUTSIDE_CALL_LIMITS[service], ...this.options.limits?.[service] };
    const timeoutMs = request.timeoutMs ?? limits.timeoutMs;
    const attempts = Math.max(1, request.attempts ?? limits.attempts);
    const sleep = this.options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
    let last: OutsideServiceDown = new OutsideServiceDown(service, 'network');
    for (let attempt = 1; attempt <= attempts; attempt++) {
      if (attempt > 1) await sleep(retryDelayMs(attempt - 1));
      try {
        const response = await fetch(this.urls[service] + path, {
          method: request.method ?? 'GET',
          headers: { accept: '*/*', 'user-agent': 'agency-back-office', ...request.headers },
          ...(request.body === undefined ? {} : { body: request.body }),
          signal: AbortSignal.timeout(timeoutMs),
          redirect: 'follow',
        });
        const body = Buffer.from(await response.arrayBuffer());
        if (response.status >= 500 && !request.answerStatuses?.includes(response.status)) {
          last = new OutsideServiceDown(service, 'server_error', response.status);
          continue;
        }
        if (breaker) this.breakers.set(service, { failures: 0, openUntil: 0, failuresBeforeAnswer: this.breakers.get(service)?.failures ?? 0 });
        return { status: response.status, contentType: response.headers.get('content-type') ?? '', body, text: () => body.toString('utf8') };
      } catch (err) {
        const name = (err as { name?: string }).name;
        last = new OutsideServiceDown(service, name === 'TimeoutError' || name === 'AbortError' ? 'timeout' : 'network');
      }
    }
    if (breaker) this.noteFailure(service);
    throw last;
  }

  /**
   * A caller judged an answer unusable (wrong type, malformed): counts toward the breaker like a failed call, so a
   * service answering HTML error pages is not asked again at once.
   */
  noteFailure(service: OutsideService): void {
    const state = this.breakers.get(service);
    const failures = (state?.failures || state?.failuresBeforeAnswer || 0) + 1;
    this.breakers.set(service, { failures, openUntil: this.now() + breakerPauseMs(failures) });
  }
}
