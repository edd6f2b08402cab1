/**
 * Sign-in, the current user and the password (docs/product/api.md#sign-in-and-account: /api/user, /api/login, /api/register, /api/logout,
 * /api/change-password), the code step of two-factor sign-in and each user's own two-factor set-up.
 */
import type { CurrentUser, LoginResult, PublicUser, RecoveryCodes, TwoFactorSetup } from '@/shared/api-types';
import type { ChangePasswordInput, LoginInput, RegisterInput } from '@/shared/schemas/auth';
import type { DisableTwoFactorInput, TwoFactorCodeInput } from '@/shared/schemas/staff';
import { apiJson, apiRequest, ApiError } from '../lib/api-request';
import type { StaffLanguageInput, StaffProfileInput } from '@/shared/schemas/staff';

const USER = '/api/user';

/** The query key of the signed-in user; also the one query kept when the user signs out. */
export const USER_QUERY_KEY = [USER] as const;

export const authApi = {
  /** The signed-in user, or null: 401 means nobody is signed in (docs/product/rules.md#feedback, silent). */
  currentUser: async (): Promise<CurrentUser | null> => {
    try {
      return await apiJson<CurrentUser>('GET', USER);
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) return null;
      throw error;
    }
  },
  /** The user, or `{ twoFactorRequired: true }` when the code is asked next. */
  login: (credentials: LoginInput) => apiJson<LoginResult>('POST', '/api/login', credentials),
  /** The second step: a code of the authenticator app or a recovery code. */
  loginCode: (input: TwoFactorCodeInput) => apiJson<CurrentUser>('POST', '/api/login/two-factor', input),
  /** Only the very first admin, while no user exists (403 afterwards): colleagues are added with teamApi.create. */
  register: (input: RegisterInput) => apiJson<PublicUser>('POST', '/api/register', input),
  logout: async (): Promise<void> => {
    await apiRequest('POST', '/api/logout');
  },
  /** The confirmation is checked in the form and not sent. */
  changePassword: (input: ChangePasswordInput) => apiJson<{ message: string }>('POST', '/api/change-password', input),
  /** One's own name and e-mail address (issue 20). */
  updateProfile: (input: StaffProfileInput) => apiJson<PublicUser>('PUT', '/api/account/profile', input),
  /** One's own back-office language, applied at the next sign-in on any device (issue 20). */
  setLanguage: (input: StaffLanguageInput) => apiJson<StaffLanguageInput>('PATCH', '/api/account/language', input),
  /** Ends every other session of the signed-in user. */
  revokeOtherSessions: () => apiJson<{ revoked: number }>('POST', '/api/sessions/revoke-others'),
};

const TWO_FACTOR = '/api/account/two-factor';

/** The signed-in user's own two-factor sign-in. */
export const twoFactorApi = {
  key: [TWO_FACTOR] as const,
  status: () => apiJson<{ enabled: boolean; recoveryCodesLeft: number }>('GET', TWO_FACTOR),
  /** A new secret and its QR code (shown once). */
  setup: () => apiJson<TwoFactorSetup>('POST', `${TWO_FACTOR}/setup`),
  /** The first code turns it on; the answer holds the ten recovery codes. */
  confirm: (input: TwoFactorCodeInput) => apiJson<RecoveryCodes>('POST', `${TWO_FACTOR}/confirm`, input),
  regenerateRecoveryCodes: (input: TwoFactorCodeInput) => apiJson<RecoveryCodes>('POST', `${TWO_FACTOR}/recovery-codes`, input),
  disable: (input: DisableTwoFactorInput) => apiJson<{ enabled: false }>('POST', `${TWO_FACTOR}/disable`, input),
};
