import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useT } from '@/client/i18n/use-t';
import { changePasswordFormSchema, type ChangePasswordFormInput } from '@/shared/schemas/auth';
import { Button } from '@/client/components/ui/button';
import { Dialog } from '@/client/components/ui/dialog';
import { authApi } from '@/client/api/auth-api';
import { serverFieldErrors } from '@/client/lib/form-save';
import { validationMessageKey } from '@/shared/validation-messages';
import { useAdminMutation } from '../common/use-admin-mutation';
import { useFormSave } from '../common/use-form-save';
import { PasswordFields } from './password-fields';
import { fromFirstOpening } from '@/client/components/ui/use-opened-once';

const EMPTY: ChangePasswordFormInput = { currentPassword: '', newPassword: '', confirmPassword: '' };
const FORM_FIELDS = ['currentPassword', 'newPassword', 'confirmPassword'] as const;

/** docs/product/rules.md#account-validation, docs/product/rules.md#feedback change password: the confirmation is checked here and not sent. */
export const ChangePasswordDialog = fromFirstOpening(ChangePasswordDialogContent);

/** The dialog itself, rendered from its first opening on (use-opened-once.ts). */
function ChangePasswordDialogContent({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const t = useT();
  const form = useForm<ChangePasswordFormInput>({ resolver: zodResolver(changePasswordFormSchema), defaultValues: EMPTY });
  const mutation = useFormSave(form, {
    request: ({ currentPassword, newPassword }: ChangePasswordFormInput) => authApi.changePassword({ currentPassword, newPassword }),
    success: () => t('admin.changePassword.success'),
    errorTitle: t('admin.changePassword.failed'),
    // The server's message names the field in English ('currentPassword: …'): the toast repeats the field's text
    // in the screen's language instead (the field shows it too), or only the title.
    describeError: (error) => {
      const text = serverFieldErrors(error, FORM_FIELDS)[0]?.message;
      const key = text ? validationMessageKey(text) : undefined;
      return key ? t(`validation.${key}`) : undefined;
    },
    onSuccess: () => {
      form.reset(EMPTY);
      onOpenChange(false);
    },
    fields: FORM_FIELDS,
  });
  // The password change already ends the other sessions; this ends them without changing the password.
  const revokeOthers = useAdminMutation({
    request: authApi.revokeOtherSessions,
    success: ({ revoked }) => t('admin.changePassword.revokeOthersSuccess', { count: revoked }),
    errorTitle: t('admin.changePassword.revokeOthersFailed'),
  });
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
        <PasswordFields form={form} currentLabel={t('admin.changePassword.current')} />
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
