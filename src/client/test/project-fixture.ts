/** For client tests: the issue-36 fields of a project answer with no rate of its own, no budget, no retainer and no time. */
import type { AdminProject } from '@/shared/api-types';

export const PROJECT_WITHOUT_TIME: Pick<
  AdminProject,
  | 'hourlyRateCzk'
  | 'hourlyRateShown'
  | 'budgetKind'
  | 'budgetMinutes'
  | 'budgetCzk'
  | 'loggedMinutes'
  | 'billableMinutes'
  | 'retainerFeeCzk'
  | 'retainerMinutes'
  | 'retainerOverageRateCzk'
  | 'retainerRollover'
  | 'retainerRolloverCapMinutes'
  | 'retainerSince'
> = {
  hourlyRateCzk: null,
  hourlyRateShown: 150_000,
  budgetKind: 'none',
  budgetMinutes: null,
  budgetCzk: null,
  loggedMinutes: 0,
  billableMinutes: 0,
  retainerFeeCzk: null,
  retainerMinutes: null,
  retainerOverageRateCzk: null,
  retainerRollover: 'expire',
  retainerRolloverCapMinutes: null,
  retainerSince: null,
};
