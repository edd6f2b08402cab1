/** A new one-time password for a colleague (forgotten password): their sessions end, and they must change it. */
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useT } from '@/client/i18n/use-t';
import type { PublicUser } from '@/shared/api-types';
import { oneTimePasswordSchema, type OneTimePasswordInput } from '@/shared/schemas/staff';
import { teamApi } from '@/client/api/team-api';
import { Button } from '@/client/components/ui/button';
import { Dialog } from '@/client/components/ui/dialog';
import { FormField } from '@/client/components/ui/form-field';
import { Input } from '@/client/components/ui/input';
import { useFormSave } from '../common/use-form-save';

export function OneTimePasswordDialog({ user, onClose }: { user: PublicUser | null; onClose: () => void }) {
  const t = useT();
  const form = useForm<OneTimePasswordInput>({ resolver: zodResolver(oneTimePasswordSchema), defaultValues: { password: '' } });
  const save = useFormSave(form, {
    request: ({ password }: OneTimePasswordInput) => teamApi.setOneTimePassword(user!.id, password),
    resources: [teamApi],
    success: (changed) => t('admin.team.passwordSet', { name: changed.name }),
    errorTitle: t('admin.team.changeFailed'),
    onSuccess: () => {
      form.reset({ password: '' });
      onClose();
    },
    fields: ['password'],
  });
  return (
    <Dialog
      closeLabel={t('common.close')}
      open={user !== null}
      onOpenChange={(open) => {
        if (!open) {
          form.reset({ password: '' });
          onClose();
        }
      }}
      title={t('admin.team.setPasswordTitle', { name: user?.name ?? '' })}
      description={t('admin.team.setPasswordDescription')}
    >
      <form noValidate className="space-y-4" onSubmit={form.handleSubmit((v) => save.mutate(v))}>
        <FormField label={t('admin.team.oneTimePassword')} error={form.formState.errors.password?.message}>
          <Input type="text" autoComplete="off" spellCheck={false} {...form.register('password')} />
        </FormField>
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? t('admin.common.saving') : t('admin.team.setPassword')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
