/** Adding a colleague: name, username, e-mail, role and a one-time password they change at first sign-in. */
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useT } from '@/client/i18n/use-t';
import { USER_ROLES } from '@/shared/constants';
import { newStaffSchema, type NewStaffInput } from '@/shared/schemas/staff';
import { teamApi } from '@/client/api/team-api';
import { Button } from '@/client/components/ui/button';
import { Dialog } from '@/client/components/ui/dialog';
import { FormField } from '@/client/components/ui/form-field';
import { Input } from '@/client/components/ui/input';
import { Select } from '@/client/components/ui/select';
import { useFormSave } from '../common/use-form-save';

const EMPTY: NewStaffInput = { name: '', username: '', email: '', role: 'editor', password: '' };
const FIELDS = ['name', 'username', 'email', 'role', 'password'] as const;

export function StaffFormDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const t = useT();
  const form = useForm<NewStaffInput>({ resolver: zodResolver(newStaffSchema), defaultValues: EMPTY });
  const save = useFormSave(form, {
    request: teamApi.create,
    resources: [teamApi],
    success: (user) => t('admin.team.created', { name: user.name }),
    errorTitle: t('admin.team.createFailed'),
    onSuccess: () => {
      form.reset(EMPTY);
      onOpenChange(false);
    },
    fields: FIELDS,
  });
  const { errors } = form.formState;
  return (
    <Dialog
      closeLabel={t('common.close')}
      open={open}
      onOpenChange={(next) => {
        if (!next) form.reset(EMPTY);
        onOpenChange(next);
      }}
      title={t('admin.team.addTitle')}
      description={t('admin.team.addDescription')}
    >
      <form noValidate className="space-y-4" onSubmit={form.handleSubmit((v) => save.mutate(v))}>
        <FormField label={t('admin.team.name')} error={errors.name?.message}>
          <Input autoComplete="off" {...form.register('name')} />
        </FormField>
        <FormField label={t('admin.team.username')} error={errors.username?.message}>
          <Input autoComplete="off" {...form.register('username')} />
        </FormField>
        <FormField label={t('admin.team.email')} error={errors.email?.message}>
          <Input type="email" autoComplete="off" {...form.register('email')} />
        </FormField>
        <FormField label={t('admin.team.role')} error={errors.role?.message}>
          <Select {...form.register('role')}>
            {USER_ROLES.map((role) => (
              <option key={role} value={role}>
                {t(`admin.team.roles.${role}`)}
              </option>
            ))}
          </Select>
        </FormField>
        <FormField label={t('admin.team.oneTimePassword')} error={errors.password?.message}>
          <Input type="text" autoComplete="off" spellCheck={false} {...form.register('password')} />
        </FormField>
        <p className="text-sm text-slate-600">{t('admin.team.oneTimePasswordHint')}</p>
        <div className="flex justify-end gap-2 pt-2">
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? t('admin.common.saving') : t('admin.team.add')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
