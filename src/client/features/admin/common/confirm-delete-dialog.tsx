import { useT } from '@/client/i18n/use-t';
import { ConfirmDialog } from '@/client/components/ui/confirm-dialog';

interface ConfirmDeleteDialogProps<T extends { id: number }> {
  /** The record to delete; the dialog is open while there is one. */
  record: T | null;
  onClose: () => void;
  title: string;
  description: string;
  /** The delete mutation, given the record's id. */
  remove: { isPending: boolean; mutate: (id: number) => void };
}

/** Asks before a record of a list screen is deleted; the confirm button says "Deleting…" while the delete runs. */
export function ConfirmDeleteDialog<T extends { id: number }>({ record, onClose, title, description, remove }: ConfirmDeleteDialogProps<T>) {
  const t = useT();
  return (
    <ConfirmDialog
      open={record !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={title}
      description={description}
      confirmLabel={remove.isPending ? t('admin.common.deleting') : t('admin.common.delete')}
      pending={remove.isPending}
      onConfirm={() => record && remove.mutate(record.id)}
    />
  );
}
