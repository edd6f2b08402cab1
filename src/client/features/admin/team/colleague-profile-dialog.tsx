/** An admin corrects a colleague's name and e-mail address (PUT /api/admin/team/:id/profile) on the Team screen. */
import { useT } from '@/client/i18n/use-t';
import type { PublicUser } from '@/shared/api-types';
import { teamApi } from '@/client/api/team-api';
import { ProfileFormDialog } from '../common/profile-form-dialog';

export function ColleagueProfileDialog({ user, onClose }: { user: PublicUser | null; onClose: () => void }) {
  const t = useT();
  return (
    <ProfileFormDialog
      open={user !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      current={{ name: user?.name ?? '', email: user?.email ?? '' }}
      title={t('admin.team.profileTitle', { name: user?.name ?? '' })}
      description={t('admin.team.profileDescription')}
      save={(input) => teamApi.setProfile(user!.id, input)}
      success={(saved) => t('admin.team.profileSaved', { name: saved.name })}
      errorTitle={t('admin.profile.failed')}
      resources={[teamApi]}
    />
  );
}
