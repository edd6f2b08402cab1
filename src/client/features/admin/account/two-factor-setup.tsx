/**
 * Turning on two-factor sign-in: a new secret with its QR code (shown once), confirmed by a first code from the app;
 * then the ten recovery codes, shown once. Used in the account dialog and on the screen that admins' rule sends
 * staff to before anything else.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useT } from '@/client/i18n/use-t';
import type { TwoFactorSetup } from '@/shared/api-types';
import { twoFactorCodeSchema, type TwoFactorCodeInput } from '@/shared/schemas/staff';
import { twoFactorApi, USER_QUERY_KEY } from '@/client/api/auth-api';
import { Button } from '@/client/components/ui/button';
import { FormField } from '@/client/components/ui/form-field';
import { Input } from '@/client/components/ui/input';
import { useAdminMutation } from '../common/use-admin-mutation';
import { CopyButton, DownloadCodesButton } from './copy-download';
import { useFormSave } from '../common/use-form-save';

export function TwoFactorSetupFlow({ onDone }: { onDone: () => void }) {
  const t = useT();
  const queryClient = useQueryClient();
  const [setup, setSetup] = useState<TwoFactorSetup | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const start = useAdminMutation({
    request: twoFactorApi.setup,
    success: () => t('admin.twoFactor.setup.started'),
    errorTitle: t('admin.twoFactor.setup.failed'),
    onSuccess: (data) => setSetup(data),
  });
  const form = useForm<TwoFactorCodeInput>({ resolver: zodResolver(twoFactorCodeSchema), defaultValues: { code: '' } });
  const confirm = useFormSave(form, {
    request: twoFactorApi.confirm,
    success: () => t('admin.twoFactor.setup.enabled'),
    errorTitle: t('admin.twoFactor.setup.failed'),
    onSuccess: (data) => setCodes(data.recoveryCodes),
    fields: ['code'],
  });
  const secretId = useId();

  if (codes) {
    return (
      <RecoveryCodeList
        codes={codes}
        onDone={() => {
          void queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY });
          void queryClient.invalidateQueries({ queryKey: twoFactorApi.key });
          onDone();
        }}
      />
    );
  }
  if (!setup) {
    return (
      <div className="space-y-3">
        <p className="text-sm text-slate-700">{t('admin.twoFactor.setup.intro')}</p>
        <Button onClick={() => start.mutate()} disabled={start.isPending}>
          {start.isPending ? t('admin.twoFactor.pending') : t('admin.twoFactor.setup.start')}
        </Button>
      </div>
    );
  }
  return (
    <div className="space-y-4">
      <ol className="list-decimal space-y-1 pl-5 text-sm text-slate-700">
        <li>{t('admin.twoFactor.setup.stepScan')}</li>
        <li>{t('admin.twoFactor.setup.stepCode')}</li>
      </ol>
      <img src={setup.qrCodeDataUrl} alt={t('admin.twoFactor.setup.qrAlt')} width={240} height={240} className="mx-auto rounded border border-slate-200" />
      <div>
        <p id={secretId} className="text-sm font-medium text-slate-900">
          {t('admin.twoFactor.setup.secretLabel')}
        </p>
        <code aria-labelledby={secretId} data-testid="two-factor-secret" className="mt-1 block break-all rounded bg-slate-100 px-3 py-2 font-mono text-sm text-slate-900">
          {setup.secret}
        </code>
        <div className="mt-2">
          <CopyButton text={setup.secret} label={t('admin.twoFactor.setup.copySecret')} />
        </div>
      </div>
      <form noValidate className="space-y-3" onSubmit={form.handleSubmit((v) => confirm.mutate(v))}>
        <FormField label={t('admin.twoFactor.setup.codeLabel')} error={form.formState.errors.code?.message}>
          <Input autoComplete="one-time-code" inputMode="numeric" {...form.register('code')} />
        </FormField>
        <Button type="submit" disabled={confirm.isPending}>
          {confirm.isPending ? t('admin.twoFactor.pending') : t('admin.twoFactor.setup.confirm')}
        </Button>
      </form>
    </div>
  );
}

/** The recovery codes, shown once, with what to do with them. */
export function RecoveryCodeList({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const t = useT();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h2 id={headingId} className="text-base font-semibold text-slate-900">
        {t('admin.twoFactor.recovery.title')}
      </h2>
      <p className="text-sm text-slate-700">{t('admin.twoFactor.recovery.hint')}</p>
      <ul aria-label={t('admin.twoFactor.recovery.title')} className="grid grid-cols-2 gap-2 rounded bg-slate-100 p-3 font-mono text-sm text-slate-900">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <CopyButton text={codes.join('\n')} label={t('admin.twoFactor.recovery.copy')} />
        <DownloadCodesButton codes={codes} />
      </div>
      <Button onClick={onDone}>{t('admin.twoFactor.recovery.saved')}</Button>
    </section>
  );
}
