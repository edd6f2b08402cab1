/**
 * What a signed-in user must do before the back office opens: change a one-time password (set by an admin), then —
 * when admins require two-factor sign-in for all staff — set it up. The server refuses every back-office call until
 * then (403); these screens are the way through.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useT } from '@/client/i18n/use-t';
import { useNavigate } from 'react-router';
import { changePasswordFormSchema, type ChangePasswordFormInput } from '@/shared/schemas/auth';
import { authApi, USER_QUERY_KEY } from '@/client/api/auth-api';
import { Button } from '@/client/components/ui/button';
import { useAuth } from '@/client/lib/auth';
import { usePageMeta } from '@/client/lib/page-meta';
import { useFormSave } from '../common/use-form-save';
import { PasswordFields } from './password-fields';
import { TwoFactorSetupFlow } from './two-factor-setup';

export function AccountGate({ children }: { children: ReactNode }) {
  const { user } = useAuth();
  if (user?.mustChangePassword) return <FirstPasswordScreen />;
  if (user?.twoFactorSetupRequired) return <RequiredTwoFactorScreen />;
  return <>{children}</>;
}

function GateFrame({ title, hint, children }: { title: string; hint: string; children: ReactNode }) {
  const t = useT();
  const { logoutMutation } = useAuth();
  const navigate = useNavigate();
  usePageMeta({ title });
  return (
    <main id="main" className="flex min-h-screen items-center justify-center bg-slate-100 px-4 py-8">
      <div className="w-full max-w-md rounded-lg bg-white p-8 shadow-md">
        <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
        <p className="mt-1 text-sm text-slate-600">{hint}</p>
        <div className="mt-6">{children}</div>
        <Button
          variant="ghost"
          className="mt-6"
          disabled={logoutMutation.isPending}
          onClick={() => logoutMutation.mutate(undefined, { onSuccess: () => void navigate('/auth', { replace: true }) })}
        >
          {t('admin.nav.logout')}
        </Button>
      </div>
    </main>
  );
}

const EMPTY: ChangePasswordFormInput = { currentPassword: '', newPassword: '', confirmPassword: '' };
const FIELDS = ['currentPassword', 'newPassword', 'confirmPassword'] as const;

function FirstPasswordScreen() {
  const t = useT();
  const queryClient = useQueryClient();
  const form = useForm<ChangePasswordFormInput>({ resolver: zodResolver(changePasswordFormSchema), defaultValues: EMPTY });
  const save = useFormSave(form, {
    request: ({ currentPassword, newPassword }: ChangePasswordFormInput) => authApi.changePassword({ currentPassword, newPassword }),
    success: () => t('admin.changePassword.success'),
    errorTitle: t('admin.changePassword.failed'),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY }),
    fields: FIELDS,
  });
  return (
    <GateFrame title={t('admin.gate.passwordTitle')} hint={t('admin.gate.passwordHint')}>
      <form noValidate className="space-y-4" onSubmit={form.handleSubmit((v) => save.mutate(v))}>
        <PasswordFields form={form} currentLabel={t('admin.gate.oneTimePassword')} autoFocus />
        <Button type="submit" className="w-full" disabled={save.isPending}>
          {save.isPending ? t('admin.changePassword.pending') : t('admin.changePassword.submit')}
        </Button>
      </form>
    </GateFrame>
  );
}

function RequiredTwoFactorScreen() {
  const t = useT();
  return (
    <GateFrame title={t('admin.gate.twoFactorTitle')} hint={t('admin.gate.twoFactorHint')}>
      {/* When the codes are saved, the user query is refreshed and the back office opens. */}
      <TwoFactorSetupFlow onDone={() => undefined} />
    </GateFrame>
  );
}
