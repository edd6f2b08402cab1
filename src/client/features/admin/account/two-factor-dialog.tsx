/**
 * The signed-in user's two-factor sign-in: turn it on (TwoFactorSetupFlow), or — when on — see how many recovery
 * codes are left, replace them (with a code), or turn it off (password and a code).
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useT } from '@/client/i18n/use-t';
import {
  disableTwoFactorSchema,
  twoFactorCodeSchema,
  type DisableTwoFactorInput,
  type TwoFactorCodeInput,
} from '@/shared/schemas/staff';
import { twoFactorApi, USER_QUERY_KEY } from '@/client/api/auth-api';
import { Button } from '@/client/components/ui/button';
import { Dialog } from '@/client/components/ui/dialog';
import { FormField } from '@/client/components/ui/form-field';
import { Input } from '@/client/components/ui/input';
import { Spinner } from '@/client/components/ui/spinner';
import { useFormSave } from '../common/use-form-save';
import { RecoveryCodeList, TwoFactorSetupFlow } from './two-factor-setup';
import { fromFirstOpening } from '@/client/components/ui/use-opened-once';

export const TwoFactorDialog = fromFirstOpening(TwoFactorDialogContent);

/** The dialog itself, rendered from its first opening on (use-opened-once.ts). */
function TwoFactorDialogContent({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const t = useT();
  const status = useQuery({ queryKey: twoFactorApi.key, queryFn: twoFactorApi.status, enabled: open });
  return (
    <Dialog
      closeLabel={t('common.close')}
      open={open}
      onOpenChange={onOpenChange}
      title={t('admin.twoFactor.title')}
      description={t('admin.twoFactor.description')}
    >
      {status.isPending ? (
        <Spinner />
      ) : status.isError ? (
        <p className="text-sm text-red-700">{t('admin.common.loadError')}</p>
      ) : status.data.enabled ? (
        <ManageTwoFactor codesLeft={status.data.recoveryCodesLeft} />
      ) : (
        <TwoFactorSetupFlow onDone={() => onOpenChange(false)} />
      )}
    </Dialog>
  );
}

function ManageTwoFactor({ codesLeft }: { codesLeft: number }) {
  const t = useT();
  const queryClient = useQueryClient();
  const [newCodes, setNewCodes] = useState<string[] | null>(null);
  const regenerateForm = useForm<TwoFactorCodeInput>({ resolver: zodResolver(twoFactorCodeSchema), defaultValues: { code: '' } });
  const regenerate = useFormSave(regenerateForm, {
    request: twoFactorApi.regenerateRecoveryCodes,
    success: () => t('admin.twoFactor.recovery.replaced'),
    errorTitle: t('admin.twoFactor.failed'),
    onSuccess: (data) => {
      regenerateForm.reset({ code: '' });
      setNewCodes(data.recoveryCodes);
      void queryClient.invalidateQueries({ queryKey: twoFactorApi.key });
    },
    fields: ['code'],
  });
  const disableForm = useForm<DisableTwoFactorInput>({ resolver: zodResolver(disableTwoFactorSchema), defaultValues: { password: '', code: '' } });
  const disable = useFormSave(disableForm, {
    request: twoFactorApi.disable,
    success: () => t('admin.twoFactor.disable.done'),
    errorTitle: t('admin.twoFactor.failed'),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY });
      void queryClient.invalidateQueries({ queryKey: twoFactorApi.key });
    },
    fields: ['password', 'code'],
  });
  const regenerateId = useId();
  const disableId = useId();

  if (newCodes) return <RecoveryCodeList codes={newCodes} onDone={() => setNewCodes(null)} />;
  return (
    <div className="space-y-6">
      <p className="text-sm text-slate-700">
        <strong className="font-semibold text-green-800">{t('admin.twoFactor.on')}</strong>{' '}
        {t('admin.twoFactor.codesLeft', { count: codesLeft })}
      </p>
      <section aria-labelledby={regenerateId} className="space-y-3 border-t border-slate-200 pt-4">
        <h3 id={regenerateId} className="text-sm font-semibold text-slate-900">
          {t('admin.twoFactor.recovery.replaceTitle')}
        </h3>
        <form noValidate className="space-y-3" onSubmit={regenerateForm.handleSubmit((v) => regenerate.mutate(v))}>
          <FormField label={t('admin.twoFactor.codeLabel')} error={regenerateForm.formState.errors.code?.message}>
            <Input autoComplete="one-time-code" {...regenerateForm.register('code')} />
          </FormField>
          <Button type="submit" variant="secondary" disabled={regenerate.isPending}>
            {regenerate.isPending ? t('admin.twoFactor.pending') : t('admin.twoFactor.recovery.replace')}
          </Button>
        </form>
      </section>
      <section aria-labelledby={disableId} className="space-y-3 border-t border-slate-200 pt-4">
        <h3 id={disableId} className="text-sm font-semibold text-slate-900">
          {t('admin.twoFactor.disable.title')}
        </h3>
        <p className="text-sm text-slate-600">{t('admin.twoFactor.disable.hint')}</p>
        <form noValidate className="space-y-3" onSubmit={disableForm.handleSubmit((v) => disable.mutate(v))}>
          <FormField label={t('admin.twoFactor.disable.password')} error={disableForm.formState.errors.password?.message}>
            <Input type="password" autoComplete="current-password" {...disableForm.register('password')} />
          </FormField>
          <FormField label={t('admin.twoFactor.codeLabel')} error={disableForm.formState.errors.code?.message}>
            <Input autoComplete="one-time-code" {...disableForm.register('code')} />
          </FormField>
          <Button type="submit" variant="destructive" disabled={disable.isPending}>
            {disable.isPending ? t('admin.twoFactor.pending') : t('admin.twoFactor.disable.submit')}
          </Button>
        </form>
      </section>
    </div>
  );
}
