/** Sign-in, the current user and the password (SPEC §7: /api/user, /api/login, /api/register, /api/logout, /api/change-password). */
import type { PublicUser } from '@/shared/api-types';
import type { ChangePasswordInput, LoginInput, RegisterInput } from '@/shared/schemas/auth';
import { apiJson, apiRequest, ApiError } from '../lib/api-request';

const USER = '/api/user';

/** The query key of the signed-in user; also the one query kept when the user signs out. */
export const USER_QUERY_KEY = [USER] as const;

export const authApi = {
  /** The signed-in user, or null: 401 means nobody is signed in (SPEC §8, silent). */
  currentUser: async (): Promise<PublicUser | null> => {
    try {
      return await apiJson<PublicUser>('GET', USER);
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) return null;
      throw error;
    }
  },
  login: (credentials: LoginInput) => apiJson<PublicUser>('POST', '/api/login', credentials),
  register: (input: RegisterInput) => apiJson<PublicUser>('POST', '/api/register', input),
  logout: async (): Promise<void> => {
    await apiRequest('POST', '/api/logout');
  },
  /** The confirmation is checked in the form and not sent. */
  changePassword: (input: ChangePasswordInput) => apiJson<{ message: string }>('POST', '/api/change-password', input),
  /** Ends every other session of the signed-in user. */
  revokeOtherSessions: () => apiJson<{ revoked: number }>('POST', '/api/sessions/revoke-others'),
};
