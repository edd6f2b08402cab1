/**
 * The outside services the back office calls (issue 37; docs/product/czech-services.md): their names and the state
 * staff see of each (the last success, the last failure and its reason).
 */
export const OUTSIDE_SERVICES = ['ares', 'vies', 'cnbRates', 'fioApi'] as const;
export type OutsideService = (typeof OUTSIDE_SERVICES)[number];

export interface OutsideServiceState {
  service: OutsideService;
  lastSuccessAt: string | null;
  lastFailureAt: string | null;
  /** A short reason code ('timeout', 'server_error', 'malformed' …), never a URL nor the service's own text. */
  lastError: string | null;
  consecutiveFailures: number;
  /** The last call failed: treated as down until a call succeeds. */
  down: boolean;
}
