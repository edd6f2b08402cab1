/**
 * Time entries, the timer, the activities and the hourly rates per service type (docs/product/time-and-profit.md#api:
 * /api/admin/time, /api/admin/settings/time-activities, /api/admin/settings/hourly-rates).
 */
import type { JsonOf } from '@/shared/api-types';
import type { AdminServiceRate, ServiceRatesInput } from '@/shared/schemas/rates';
import type {
  AdminTimeActivity,
  AdminTimeEntry,
  TimeActivityInput,
  TimeEntriesAnswer,
  TimeEntryInput,
  TimeOptions,
  TimeProjectOption,
  TimerAnswer,
  TimerStartInput,
} from '@/shared/schemas/time-entry';
import { apiJson, apiRequest } from '../lib/api-request';

const PATH = '/api/admin/time';
const ACTIVITIES = '/api/admin/settings/time-activities';
const HOURLY_RATES = '/api/admin/settings/hourly-rates';

/** The body of POST and PUT …/entries: the shared schema's output as JSON (whose time: the caller's when left out). */
export type TimeEntryPayload = JsonOf<TimeEntryInput>;

export const timeApi = {
  /** Every time query (entries, the timer, the options) is under this key: a change refreshes them all. */
  key: ['time'] as const,
  entriesKey: (from: string, to: string, userId: number | 'all' | null) => ['time', 'entries', from, to, userId] as const,
  timerKey: ['time', 'timer'] as const,
  optionsKey: ['time', 'options'] as const,
  activitiesKey: ['time-activities'] as const,
  hourlyRatesKey: ['hourly-rates'] as const,

  entries: (from: string, to: string, userId: number | 'all' | null, signal?: AbortSignal) => {
    const query = new URLSearchParams({ from, to });
    if (userId !== null) query.set('userId', String(userId));
    return apiJson<TimeEntriesAnswer>('GET', `${PATH}/entries?${query.toString()}`, undefined, signal);
  },
  create: (payload: TimeEntryPayload) => apiJson<AdminTimeEntry>('POST', `${PATH}/entries`, payload),
  update: (id: number, payload: TimeEntryPayload) => apiJson<AdminTimeEntry>('PUT', `${PATH}/entries/${id}`, payload),
  remove: async (id: number): Promise<void> => {
    await apiRequest('DELETE', `${PATH}/entries/${id}`);
  },

  timer: (signal?: AbortSignal) => apiJson<TimerAnswer>('GET', `${PATH}/timer`, undefined, signal),
  start: (payload: JsonOf<TimerStartInput>) => apiJson<TimerAnswer>('POST', `${PATH}/timer/start`, payload),
  stop: () => apiJson<TimerAnswer>('POST', `${PATH}/timer/stop`),

  options: (signal?: AbortSignal) => apiJson<TimeOptions>('GET', `${PATH}/options`, undefined, signal),
  searchProjects: (q: string, limit: number) => {
    const query = new URLSearchParams({ limit: String(limit) });
    if (q.trim()) query.set('q', q.trim());
    return apiJson<TimeProjectOption[]>('GET', `${PATH}/projects?${query.toString()}`);
  },

  activities: (signal?: AbortSignal) => apiJson<AdminTimeActivity[]>('GET', ACTIVITIES, undefined, signal),
  createActivity: (payload: JsonOf<TimeActivityInput>) => apiJson<AdminTimeActivity>('POST', ACTIVITIES, payload),
  updateActivity: (id: number, payload: JsonOf<TimeActivityInput>) => apiJson<AdminTimeActivity>('PUT', `${ACTIVITIES}/${id}`, payload),

  /** Every service type's rate (haléře per hour), in the order of PROJECT_SERVICE_TYPES (admins only). */
  hourlyRates: (signal?: AbortSignal) => apiJson<AdminServiceRate[]>('GET', HOURLY_RATES, undefined, signal),
  /** Replaces every service type's rate; answers the list as hourlyRates does. */
  setHourlyRates: (input: JsonOf<ServiceRatesInput>) => apiJson<AdminServiceRate[]>('PUT', HOURLY_RATES, input),
};
