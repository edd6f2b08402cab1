/** Auth context (docs/product/back-office.md#sign-in, docs/product/rules.md#feedback): loading → signed in or signed out; login, logout and register mutations. */
import { useMutation, useQuery, useQueryClient, type UseMutationResult } from '@tanstack/react-query';
import { createContext, useContext, useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { roleMayUse, type AdminArea } from '@/shared/access';
import type { CurrentUser, LoginResult, PublicUser } from '@/shared/api-types';
import type { LoginInput, RegisterInput } from '@/shared/schemas/auth';
import type { TwoFactorCodeInput } from '@/shared/schemas/staff';
import { authApi, USER_QUERY_KEY } from '../api/auth-api';
import { ApiError, errorMessage } from './api-request';
import { FRAME_QUERY } from './query-client';
import { applyLanguage } from './apply-language';

export { USER_QUERY_KEY };

interface AuthContextValue {
  user: CurrentUser | null;
  isLoading: boolean;
  error: Error | null;
  /** Signs in, or answers `{ twoFactorRequired: true }`: then codeMutation finishes the sign-in. */
  loginMutation: UseMutationResult<LoginResult, Error, LoginInput>;
  codeMutation: UseMutationResult<CurrentUser, Error, TwoFactorCodeInput>;
  logoutMutation: UseMutationResult<void, Error, void>;
  registerMutation: UseMutationResult<PublicUser, Error, RegisterInput>;
}

const AuthContext = createContext<AuthContextValue | null>(null);

export function AuthProvider({ children }: { children: ReactNode }) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const { data, error, isLoading } = useQuery<CurrentUser | null, Error>({
    queryKey: USER_QUERY_KEY,
    queryFn: authApi.currentUser,
    meta: FRAME_QUERY,
  });
  // The language the staff member last picked in the back office, on whatever device, applies once they are signed in.
  const userLanguage = data?.language ?? null;
  useEffect(() => {
    if (userLanguage && i18n.resolvedLanguage !== userLanguage) void applyLanguage(i18n, userLanguage);
  }, [userLanguage, i18n]);

  const loginMutation = useMutation<LoginResult, Error, LoginInput>({
    mutationFn: authApi.login,
    onSuccess: (result) => {
      if (!('twoFactorRequired' in result)) queryClient.setQueryData(USER_QUERY_KEY, result);
    },
    onError: (err) => toast.error(t('auth.loginFailed'), { description: loginFailureText(err, t('auth.invalidCredentials')) }),
  });

  // A wrong code is shown at the code field (the page marks it); other failures (429, an expired step) as a toast.
  const codeMutation = useMutation<CurrentUser, Error, TwoFactorCodeInput>({
    mutationFn: authApi.loginCode,
    onSuccess: (user) => queryClient.setQueryData(USER_QUERY_KEY, user),
    onError: (err) => {
      if (!(err instanceof ApiError && err.status === 400)) {
        toast.error(t('auth.loginFailed'), { description: errorMessage(err, t('common.error')) });
      }
    },
  });

  const registerMutation = useMutation<PublicUser, Error, RegisterInput>({
    mutationFn: authApi.register,
    onSuccess: (user) => queryClient.setQueryData(USER_QUERY_KEY, user),
    onError: (err) => toast.error(t('auth.registrationFailed'), { description: errorMessage(err, t('common.error')) }),
  });

  const logoutMutation = useMutation<void, Error, void>({
    mutationFn: authApi.logout,
    onSuccess: () => {
      queryClient.setQueryData(USER_QUERY_KEY, null);
      // Nothing a signed-in user loaded may stay in memory after sign-out.
      queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== USER_QUERY_KEY[0] });
    },
    onError: (err) => toast.error(t('auth.logoutFailed'), { description: errorMessage(err, t('common.error')) }),
  });

  return (
    <AuthContext.Provider
      value={{ user: data ?? null, isLoading, error, loginMutation, codeMutation, logoutMutation, registerMutation }}
    >
      {children}
    </AuthContext.Provider>
  );
}

/** The generic 401 answer of the sign-in call is shown in the visitor's language; anything else as the server said it. */
function loginFailureText(err: Error, invalidCredentials: string): string {
  const text = errorMessage(err, invalidCredentials);
  return text === 'Invalid username or password' ? invalidCredentials : text;
}

/**
 * Whether the signed-in user's role may use an area of the back office (src/shared/access.ts, the table the server
 * enforces), to leave out menu entries and buttons that would answer 403. Outside an AuthProvider (a screen rendered
 * alone in a component test) nothing is left out.
 */
export function useMayUse(area: AdminArea): boolean {
  const context = useContext(AuthContext);
  if (!context) return true;
  return context.user !== null && roleMayUse(context.user.role, area);
}

/** The signed-in user, or null (also outside an AuthProvider, as in a component test). */
export function useSignedInUser(): CurrentUser | null {
  return useContext(AuthContext)?.user ?? null;
}

export function useAuth(): AuthContextValue {
  const context = useContext(AuthContext);
  if (!context) throw new Error('useAuth must be used within an AuthProvider');
  return context;
}
