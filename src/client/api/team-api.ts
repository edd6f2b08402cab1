/** The Team screen (admins): staff accounts, the require-2FA rule and each person's cost per hour (/api/admin/team…). */
import type { PublicUser } from '@/shared/api-types';
import type { UserRole } from '@/shared/constants';
import type { AdminCostRate, CostRateInput } from '@/shared/schemas/rates';
import type { NewStaffInput, SecuritySettings, StaffProfileInput } from '@/shared/schemas/staff';
import { apiJson, apiRequest } from '../lib/api-request';

const PATH = '/api/admin/team';
const SETTINGS = `${PATH}/settings`;

export const teamApi = {
  key: [PATH] as const,
  settingsKey: [SETTINGS] as const,
  /** Under the team's key: a change to the team refreshes the rates too (and a rate change the list). */
  costRatesKey: [PATH, 'cost-rates'] as const,
  costRatesOfKey: (id: number) => [PATH, id, 'cost-rates'] as const,
  list: () => apiJson<PublicUser[]>('GET', PATH),
  create: (input: NewStaffInput) => apiJson<PublicUser>('POST', PATH, input),
  setRole: (id: number, role: UserRole) => apiJson<PublicUser>('PATCH', `${PATH}/${id}/role`, { role }),
  /** A colleague's name and e-mail address. */
  setProfile: (id: number, input: StaffProfileInput) => apiJson<PublicUser>('PUT', `${PATH}/${id}/profile`, input),
  setActive: (id: number, active: boolean) => apiJson<PublicUser>('PATCH', `${PATH}/${id}/active`, { active }),
  setOneTimePassword: (id: number, password: string) => apiJson<PublicUser>('POST', `${PATH}/${id}/one-time-password`, { password }),
  /** Turns off a colleague's two-factor sign-in (lost phone); their sessions end. */
  disableTwoFactor: (id: number) => apiJson<PublicUser>('POST', `${PATH}/${id}/two-factor/disable`),
  /** Everyone's cost per hour today (the latest rate valid from today or earlier); a person without one is absent. */
  costRates: (signal?: AbortSignal) => apiJson<AdminCostRate[]>('GET', `${PATH}/cost-rates`, undefined, signal),
  /** One person's cost rates, the latest first. */
  costRatesOf: (id: number, signal?: AbortSignal) => apiJson<AdminCostRate[]>('GET', `${PATH}/${id}/cost-rates`, undefined, signal),
  /** A person's cost per hour from a day on (a rate of the same day is replaced). */
  addCostRate: (id: number, input: CostRateInput) => apiJson<AdminCostRate>('POST', `${PATH}/${id}/cost-rates`, input),
  removeCostRate: async (id: number, rateId: number): Promise<void> => {
    await apiRequest('DELETE', `${PATH}/${id}/cost-rates/${rateId}`);
  },
  settings: () => apiJson<SecuritySettings>('GET', SETTINGS),
  saveSettings: (settings: SecuritySettings) => apiJson<SecuritySettings>('PUT', SETTINGS, settings),
};
