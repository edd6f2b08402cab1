import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { loginSchema, type LoginInput } from '@/shared/schemas/auth';
import { twoFactorCodeSchema, type TwoFactorCodeInput } from '@/shared/schemas/staff';
import { Button } from '@/client/components/ui/button';
import { FormField } from '@/client/components/ui/form-field';
import { Input } from '@/client/components/ui/input';
import { FullPageSpinner } from '@/client/components/ui/spinner';
import { ApiError } from '@/client/lib/api-request';
import { useAuth } from '@/client/lib/auth';
import { usePageMeta } from '@/client/lib/page-meta';

/**
 * /auth: sign-in for staff. A signed-in user goes straight to /admin. With two-factor sign-in on, a second step asks
 * for the code of the authenticator app (or a recovery code) after the password.
 */
export function SignInPage() {
  const { t } = useTranslation();
  const { user, isLoading, loginMutation } = useAuth();
  const navigate = useNavigate();
  const [step, setStep] = useState<'password' | 'code'>('password');
  usePageMeta({ title: t(step === 'code' ? 'auth.code.title' : 'auth.title') });
  const form = useForm<LoginInput>({ resolver: zodResolver(loginSchema), defaultValues: { username: '', password: '' } });

  if (isLoading) return <FullPageSpinner />;
  if (user) return <Navigate to="/admin" replace />;

  const onSubmit = form.handleSubmit((values) =>
    loginMutation.mutate(values, {
      onSuccess: (result) => {
        if ('twoFactorRequired' in result) setStep('code');
        else void navigate('/admin', { replace: true });
      },
    }),
  );
  const { errors } = form.formState;
  return (
    <main id="main" className="flex min-h-screen items-center justify-center bg-slate-100 px-4">
      <div className="w-full max-w-sm rounded-lg bg-white p-8 shadow-md">
        {step === 'code' ? (
          <CodeStep
            onBack={() => {
              form.setValue('password', '');
              setStep('password');
            }}
          />
        ) : (
          <>
            <h1 className="text-2xl font-bold text-slate-900">{t('auth.title')}</h1>
            <p className="mt-1 text-sm text-slate-600">{t('auth.subtitle')}</p>
            <form onSubmit={onSubmit} noValidate className="mt-6 space-y-4">
              <FormField label={t('auth.username')} error={errors.username?.message}>
                <Input autoComplete="username" autoFocus {...form.register('username')} />
              </FormField>
              <FormField label={t('auth.password')} error={errors.password?.message}>
                <Input type="password" autoComplete="current-password" {...form.register('password')} />
              </FormField>
              <Button type="submit" className="w-full" disabled={loginMutation.isPending}>
                {loginMutation.isPending ? t('auth.pending') : t('auth.submit')}
              </Button>
            </form>
          </>
        )}
      </div>
    </main>
  );
}

/** The second step: the code of the authenticator app, or one of the recovery codes. */
function CodeStep({ onBack }: { onBack: () => void }) {
  const { t } = useTranslation();
  const { codeMutation } = useAuth();
  const navigate = useNavigate();
  const form = useForm<TwoFactorCodeInput>({ resolver: zodResolver(twoFactorCodeSchema), defaultValues: { code: '' } });
  const onSubmit = form.handleSubmit((values) =>
    codeMutation.mutate(values, {
      onSuccess: () => void navigate('/admin', { replace: true }),
      onError: (err) => {
        if (err instanceof ApiError && err.status === 400) {
          form.setError('code', { message: err.body?.fields?.code ?? err.body?.message }, { shouldFocus: true });
        }
      },
    }),
  );
  return (
    <>
      <h1 className="text-2xl font-bold text-slate-900">{t('auth.code.title')}</h1>
      <p className="mt-1 text-sm text-slate-600">{t('auth.code.hint')}</p>
      <form onSubmit={onSubmit} noValidate className="mt-6 space-y-4">
        <FormField label={t('auth.code.label')} error={form.formState.errors.code?.message}>
          <Input autoComplete="one-time-code" inputMode="text" autoFocus {...form.register('code')} />
        </FormField>
        <Button type="submit" className="w-full" disabled={codeMutation.isPending}>
          {codeMutation.isPending ? t('auth.pending') : t('auth.code.submit')}
        </Button>
        <Button variant="secondary" className="w-full" onClick={onBack}>
          {t('auth.code.back')}
        </Button>
      </form>
    </>
  );
}
