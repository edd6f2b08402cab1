/**
 * One's own name and e-mail address (issue 20): the address enquiry notifications go to when NOTIFY_TO is not set.
 * Validated with the server's schema; the signed-in user is refreshed after the save.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isPlaceholderAddress } from '@/shared/mail-address';
import { staffProfileSchema, type StaffProfileInput } from '@/shared/schemas/staff';
import { Button } from '@/client/components/ui/button';
import { Dialog } from '@/client/components/ui/dialog';
import { FormField } from '@/client/components/ui/form-field';
import { Input } from '@/client/components/ui/input';
import { authApi, USER_QUERY_KEY } from '@/client/api/auth-api';
import { useAuth } from '@/client/lib/auth';
import { useFormSave } from '../common/use-form-save';

export function ProfileDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation();
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const current = { name: user?.name ?? '', email: user?.email ?? '' };
  const form = useForm<StaffProfileInput>({ resolver: zodResolver(staffProfileSchema), values: current });
  const mutation = useFormSave(form, {
    request: (input: StaffProfileInput) => authApi.updateProfile(input),
    success: () => t('admin.profile.success'),
    errorTitle: t('admin.profile.failed'),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY });
      onOpenChange(false);
    },
    fields: ['name', 'email'] as const,
  });
  const errors = form.formState.errors;
  return (
    <Dialog closeLabel={t('common.close')} open={open} onOpenChange={onOpenChange} title={t('admin.profile.title')} description={t('admin.profile.description')}>
      <form noValidate className="space-y-4" onSubmit={form.handleSubmit((v) => mutation.mutate(v))}>
        {user && isPlaceholderAddress(user.email) ? (
          <p role="alert" className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
            {t('admin.profile.placeholder')}
          </p>
        ) : null}
        <FormField label={t('admin.profile.name')} error={errors.name?.message}>
          <Input autoComplete="name" {...form.register('name')} />
        </FormField>
        <FormField label={t('admin.profile.email')} error={errors.email?.message}>
          <Input type="email" autoComplete="email" {...form.register('email')} />
        </FormField>
        <div className="flex justify-end gap-2 pt-2">
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" disabled={mutation.isPending}>
            {mutation.isPending ? t('admin.profile.pending') : t('admin.profile.submit')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
