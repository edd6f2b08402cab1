/**
 * A staff member's name and e-mail address in a dialog: one's own (ProfileDialog) or a colleague's (the Team screen).
 * Validated with the server's schema; the server's refusals (an address already in use) are shown at their field.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useT } from '@/client/i18n/use-t';
import type { PublicUser } from '@/shared/api-types';
import { staffProfileSchema, type StaffProfileInput } from '@/shared/schemas/staff';
import { Button } from '@/client/components/ui/button';
import { Dialog } from '@/client/components/ui/dialog';
import { FormField } from '@/client/components/ui/form-field';
import { Input } from '@/client/components/ui/input';
import type { Refreshable } from './use-admin-list';
import { useFormSave } from './use-form-save';
import { fromFirstOpening } from '@/client/components/ui/use-opened-once';

export interface ProfileFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The name and address the form opens with. */
  current: StaffProfileInput;
  title: string;
  description: string;
  /** Shown above the fields (e.g. the placeholder-address warning). */
  notice?: ReactNode;
  save: (input: StaffProfileInput) => Promise<PublicUser>;
  /** The toast after the save. */
  success: (saved: PublicUser) => string;
  errorTitle: string;
  /** Lists refreshed after the save. */
  resources?: Refreshable[];
  onSaved?: (saved: PublicUser) => Promise<void> | void;
}

export const ProfileFormDialog = fromFirstOpening(ProfileFormDialogContent);

/** The dialog itself, rendered from its first opening on (use-opened-once.ts). */
function ProfileFormDialogContent({ open, onOpenChange, current, title, description, notice, save, success, errorTitle, resources, onSaved }: ProfileFormDialogProps) {
  const t = useT();
  const form = useForm<StaffProfileInput>({ resolver: zodResolver(staffProfileSchema), values: current });
  const mutation = useFormSave(form, {
    request: save,
    resources,
    success,
    errorTitle,
    onSuccess: async (saved) => {
      await onSaved?.(saved);
      onOpenChange(false);
    },
    fields: ['name', 'email'] as const,
  });
  const errors = form.formState.errors;
  return (
    <Dialog closeLabel={t('common.close')} open={open} onOpenChange={onOpenChange} title={title} description={description}>
      <form noValidate className="space-y-4" onSubmit={form.handleSubmit((v) => mutation.mutate(v))}>
        {notice}
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
