/** The part of autocannon's API (no bundled types) that bench/load.ts uses. */
declare module 'autocannon' {
  export interface Percentiles {
    average: number;
    mean: number;
    p50: number;
    p97_5: number;
    p99: number;
    max: number;
  }
  export interface Options {
    url: string;
    connections?: number;
    duration?: number;
    amount?: number;
    method?: string;
    headers?: Record<string, string>;
    body?: string;
    timeout?: number;
    /** Requests in turn; setupRequest may change each one before it is sent (e.g. a new path). */
    requests?: { method?: string; path?: string; setupRequest?: (req: { path?: string }) => { path?: string } }[];
  }
  export interface Result {
    errors: number;
    timeouts: number;
    non2xx: number;
    '2xx': number;
    '4xx': number;
    '5xx': number;
    duration: number;
    latency: Percentiles;
    requests: Percentiles & { sent: number; total: number };
    throughput: Percentiles & { total: number };
    statusCodeStats: Record<string, { count: number }>;
  }
  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
}
