import type { UseFormReturn } from 'react-hook-form';
import { useT } from '@/client/i18n/use-t';
import type { ChangePasswordFormInput } from '@/shared/schemas/auth';
import { FormField } from '@/client/components/ui/form-field';
import { Input } from '@/client/components/ui/input';

/** The three fields of a password change: the current (or one-time) password, the new one and its confirmation. */
export function PasswordFields({ form, currentLabel, autoFocus = false }: { form: UseFormReturn<ChangePasswordFormInput>; currentLabel: string; autoFocus?: boolean }) {
  const t = useT();
  const { errors } = form.formState;
  return (
    <>
      <FormField label={currentLabel} error={errors.currentPassword?.message}>
        <Input type="password" autoComplete="current-password" autoFocus={autoFocus} {...form.register('currentPassword')} />
      </FormField>
      <FormField label={t('admin.changePassword.new')} error={errors.newPassword?.message}>
        <Input type="password" autoComplete="new-password" {...form.register('newPassword')} />
      </FormField>
      <FormField label={t('admin.changePassword.confirm')} error={errors.confirmPassword?.message}>
        <Input type="password" autoComplete="new-password" {...form.register('confirmPassword')} />
      </FormField>
    </>
  );
}
