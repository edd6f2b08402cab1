/**
 * One's own name and e-mail address (issue 20): the address enquiry notifications go to when NOTIFY_TO is not set.
 * The signed-in user is refreshed after the save.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useT } from '@/client/i18n/use-t';
import { isPlaceholderAddress } from '@/shared/mail-address';
import { authApi, USER_QUERY_KEY } from '@/client/api/auth-api';
import { useAuth } from '@/client/lib/auth';
import { ProfileFormDialog } from '../common/profile-form-dialog';

export function ProfileDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const t = useT();
  const { user } = useAuth();
  const queryClient = useQueryClient();
  return (
    <ProfileFormDialog
      open={open}
      onOpenChange={onOpenChange}
      current={{ name: user?.name ?? '', email: user?.email ?? '' }}
      title={t('admin.profile.title')}
      description={t('admin.profile.description')}
      notice={
        user && isPlaceholderAddress(user.email) ? (
          <p role="alert" className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
            {t('admin.profile.placeholder')}
          </p>
        ) : null
      }
      save={authApi.updateProfile}
      success={() => t('admin.profile.success')}
      errorTitle={t('admin.profile.failed')}
      onSaved={() => queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY })}
    />
  );
}
