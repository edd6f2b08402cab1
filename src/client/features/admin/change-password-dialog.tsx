import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { changePasswordFormSchema, type ChangePasswordFormInput } from '../../../shared/schemas/auth';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { FormField } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import { authApi } from '../../api/auth-api';
import { ApiError } from '../../lib/api-request';
import { validationMessageKey } from '../../../shared/validation-messages';

const EMPTY: ChangePasswordFormInput = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** SPEC §5/§8 change password: the confirmation is checked here and not sent. */
export function ChangePasswordDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation();
  const form = useForm<ChangePasswordFormInput>({ resolver: zodResolver(changePasswordFormSchema), defaultValues: EMPTY });
  const mutation = useMutation({
    mutationFn: ({ currentPassword, newPassword }: ChangePasswordFormInput) => authApi.changePassword({ currentPassword, newPassword }),
    onSuccess: () => {
      toast.success(t('admin.changePassword.success'));
      form.reset(EMPTY);
      onOpenChange(false);
    },
    onError: (err) => {
      const field = err instanceof ApiError ? err.body?.field : undefined;
      const fieldText = field && err instanceof ApiError ? err.body?.fields?.[field] : undefined;
      if (field === 'currentPassword' && fieldText) form.setError('currentPassword', { message: fieldText });
      const key = fieldText ? validationMessageKey(fieldText) : undefined;
      toast.error(t('admin.changePassword.failed'), { description: key ? t(`validation.${key}`) : undefined });
    },
  });
  // The password change already ends the other sessions; this ends them without changing the password.
  const revokeOthers = useMutation({
    mutationFn: authApi.revokeOtherSessions,
    onSuccess: ({ revoked }) => toast.success(t('admin.changePassword.revokeOthersSuccess', { count: revoked })),
    onError: () => toast.error(t('admin.changePassword.revokeOthersFailed')),
  });
  const { errors } = form.formState;
  return (
    <Dialog closeLabel={t('common.close')}
      open={open}
      onOpenChange={(next) => {
        if (!next) form.reset(EMPTY);
        onOpenChange(next);
      }}
      title={t('admin.changePassword.title')}
      description={t('admin.changePassword.description')}
    >
      <form noValidate className="space-y-4" onSubmit={form.handleSubmit((v) => mutation.mutate(v))}>
        <FormField label={t('admin.changePassword.current')} error={errors.currentPassword?.message}>
          <Input type="password" autoComplete="current-password" {...form.register('currentPassword')} />
        </FormField>
        <FormField label={t('admin.changePassword.new')} error={errors.newPassword?.message}>
          <Input type="password" autoComplete="new-password" {...form.register('newPassword')} />
        </FormField>
        <FormField label={t('admin.changePassword.confirm')} error={errors.confirmPassword?.message}>
          <Input type="password" autoComplete="new-password" {...form.register('confirmPassword')} />
        </FormField>
        <div className="flex justify-end gap-2 pt-2">
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" disabled={mutation.isPending}>
            {mutation.isPending ? t('admin.changePassword.pending') : t('admin.changePassword.submit')}
          </Button>
        </div>
      </form>
      <section aria-labelledby="other-sessions-title" className="mt-6 border-t border-slate-200 pt-4">
        <h3 id="other-sessions-title" className="text-sm font-semibold text-slate-900">
          {t('admin.changePassword.otherSessionsTitle')}
        </h3>
        <p className="mt-1 text-sm text-slate-600">{t('admin.changePassword.otherSessionsHint')}</p>
        <Button variant="secondary" className="mt-3" disabled={revokeOthers.isPending} onClick={() => revokeOthers.mutate()}>
          {revokeOthers.isPending ? t('admin.changePassword.revokeOthersPending') : t('admin.changePassword.revokeOthers')}
        </Button>
      </section>
    </Dialog>
  );
}
