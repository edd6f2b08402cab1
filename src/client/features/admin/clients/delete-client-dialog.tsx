import { useQueryClient } from '@tanstack/react-query';
import { useT } from '@/client/i18n/use-t';
import type { AdminClient } from '@/shared/api-types';
import { ConfirmDialog } from '@/client/components/ui/confirm-dialog';
import { clientsApi } from '@/client/api/clients-api';
import { projectsApi } from '@/client/api/projects-api';
import { useAdminMutation } from '../common/use-admin-mutation';

interface DeleteClientDialogProps {
  /** The client to delete; kept while the dialog closes so its text does not flicker. */
  client: AdminClient | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Runs after a successful delete, before the lists refresh (e.g. leave the deleted client's page). */
  onDeleted?: () => void;
}

/** Confirms and deletes a client, which deletes the client's projects too. */
export function DeleteClientDialog({ client, open, onOpenChange, onDeleted }: DeleteClientDialogProps) {
  const t = useT();
  const queryClient = useQueryClient();
  const mutation = useAdminMutation({
    request: (id: number) => clientsApi.remove(id),
    resources: [clientsApi, projectsApi],
    success: () => ({ title: t('admin.client.deleteSuccess'), description: t('admin.client.deleteSuccessDescription') }),
    errorTitle: t('admin.client.deleteError'),
    onSuccess: (_done, id) => {
      onOpenChange(false);
      onDeleted?.();
      // The deleted client's own queries (the record, its portal, its change requests) must not be fetched again
      // (they would answer 404).
      queryClient.removeQueries({ queryKey: clientsApi.detailKey(id) });
    },
  });
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => {
        if (!mutation.isPending) onOpenChange(next);
      }}
      title={t('admin.client.delete.title')}
      description={t('admin.client.delete.description', { name: client?.name ?? '' })}
      confirmLabel={mutation.isPending ? t('admin.common.deleting') : t('admin.client.delete.confirm')}
      pending={mutation.isPending}
      onConfirm={() => {
        if (client) mutation.mutate(client.id);
      }}
    />
  );
}
