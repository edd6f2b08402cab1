/** The Team screen (admins): staff accounts and the require-2FA rule (/api/admin/team…). */
import type { PublicUser } from '@/shared/api-types';
import type { UserRole } from '@/shared/constants';
import type { NewStaffInput, SecuritySettings, StaffProfileInput } from '@/shared/schemas/staff';
import { apiJson } from '../lib/api-request';

const PATH = '/api/admin/team';
const SETTINGS = `${PATH}/settings`;

export const teamApi = {
  key: [PATH] as const,
  settingsKey: [SETTINGS] as const,
  list: () => apiJson<PublicUser[]>('GET', PATH),
  create: (input: NewStaffInput) => apiJson<PublicUser>('POST', PATH, input),
  setRole: (id: number, role: UserRole) => apiJson<PublicUser>('PATCH', `${PATH}/${id}/role`, { role }),
  /** A colleague's name and e-mail address. */
  setProfile: (id: number, input: StaffProfileInput) => apiJson<PublicUser>('PUT', `${PATH}/${id}/profile`, input),
  setActive: (id: number, active: boolean) => apiJson<PublicUser>('PATCH', `${PATH}/${id}/active`, { active }),
  setOneTimePassword: (id: number, password: string) => apiJson<PublicUser>('POST', `${PATH}/${id}/one-time-password`, { password }),
  /** Turns off a colleague's two-factor sign-in (lost phone); their sessions end. */
  disableTwoFactor: (id: number) => apiJson<PublicUser>('POST', `${PATH}/${id}/two-factor/disable`),
  settings: () => apiJson<SecuritySettings>('GET', SETTINGS),
  saveSettings: (settings: SecuritySettings) => apiJson<SecuritySettings>('PUT', SETTINGS, settings),
};
