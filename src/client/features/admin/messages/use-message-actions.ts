/**
 * Mark read/unread/spam, delete, bulk actions and "create client" on enquiries (docs/product/back-office.md#messages, docs/product/api.md#messages, docs/product/rules.md#feedback; issue 12): toasts,
 * then the lists, the message details and the stats (the sidebar's unread badge) refresh.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useT } from '@/client/i18n/use-t';
import { toast } from 'sonner';
import type { AdminMessage } from '@/shared/api-types';
import { messagesApi, type BulkMessageAction, type MessageStatus } from '@/client/api/messages-api';
import { showFailure } from '@/client/lib/form-save';
import { invalidateAdmin } from '../common/use-admin-list';
import { useAdminMutation } from '../common/use-admin-mutation';

export type { MessageStatus };

export function useMessageActions({
  onUpdated,
  onDeleted,
  onBulkDone,
}: { onUpdated?: (m: AdminMessage) => void; onDeleted?: (id: number) => void; onBulkDone?: (ids: number[], action: BulkMessageAction) => void } = {}) {
  const t = useT();

  const setStatus = useAdminMutation({
    request: ({ id, status }: { id: number; status: MessageStatus }) => messagesApi.setStatus(id, status),
    resources: [messagesApi],
    success: (message, { status }) => ({
      title: t('admin.messages.status.updated'),
      description:
        status === 'spam'
          ? t('admin.messages.spam.marked')
          : message.status === 'read'
            ? t('admin.messages.status.nowRead')
            : t('admin.messages.status.nowUnread'),
    }),
    errorTitle: t('admin.messages.status.error'),
    ...(onUpdated ? { onSuccess: onUpdated } : {}),
  });

  /** "Not spam": back to unread, and the notification is queued then. */
  const notSpam = useAdminMutation({
    request: (id: number) => messagesApi.setStatus(id, 'unread'),
    resources: [messagesApi],
    success: () => ({ title: t('admin.messages.status.updated'), description: t('admin.messages.spam.unmarked') }),
    errorTitle: t('admin.messages.status.error'),
    ...(onUpdated ? { onSuccess: onUpdated } : {}),
  });

  const remove = useAdminMutation({
    request: (id: number) => messagesApi.remove(id),
    resources: [messagesApi],
    success: () => t('admin.messages.delete.success'),
    errorTitle: t('admin.messages.delete.error'),
    ...(onDeleted ? { onSuccess: (_data: void, id: number) => onDeleted(id) } : {}),
  });

  const bulk = useAdminMutation({
    request: ({ action, ids }: { action: BulkMessageAction; ids: number[] }) => messagesApi.bulk(action, ids),
    resources: [messagesApi],
    success: (result) => (result.action === 'delete' ? t('admin.messages.delete.success') : t('admin.messages.bulk.done', { count: result.ids.length })),
    errorTitle: t('admin.messages.bulk.error'),
    ...(onBulkDone ? { onSuccess: (result: { ids: number[]; action: BulkMessageAction }) => onBulkDone(result.ids, result.action) } : {}),
  });

  const queryClient = useQueryClient();
  /**
   * Opening an unread message marks it read (issue 20, point 7): quietly — the row loses its bold and the sidebar's
   * count drops, no toast; a failure is told like any other.
   */
  const { mutate: markOpened } = useMutation({
    mutationFn: (id: number) => messagesApi.setStatus(id, 'read'),
    onSuccess: async (message) => {
      onUpdated?.(message);
      await invalidateAdmin(queryClient, messagesApi);
    },
    onError: (error) => showFailure(toast, error, { title: t('admin.messages.status.error'), fallback: t('common.error') }),
  });

  return { setStatus, notSpam, remove, bulk, markOpened };
}
