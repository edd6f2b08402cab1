/** Mark read/unread and delete a contact message (SPEC §4, §7, §8): toasts, then the list and stats refresh. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { AdminMessage } from '../../../../shared/api-types';
import { apiJson, errorMessage } from '../../../lib/api-request';
import { invalidateAdmin } from '../common/use-admin-list';

export type MessageStatus = AdminMessage['status'];

export function useMessageActions({ onUpdated, onDeleted }: { onUpdated?: (m: AdminMessage) => void; onDeleted?: (id: number) => void } = {}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();

  const setStatus = useMutation({
    mutationFn: ({ id, status }: { id: number; status: MessageStatus }) =>
      apiJson<AdminMessage>('PATCH', `/api/admin/messages/${id}`, { status }),
    onSuccess: (message) => {
      toast.success(t('admin.messages.status.updated'), {
        description: message.status === 'read' ? t('admin.messages.status.nowRead') : t('admin.messages.status.nowUnread'),
      });
      onUpdated?.(message);
      return invalidateAdmin(queryClient, 'messages');
    },
    onError: (error) => {
      toast.error(t('admin.messages.status.error'), { description: errorMessage(error, t('common.error')) });
    },
  });

  const remove = useMutation({
    mutationFn: (id: number) => apiJson<null>('DELETE', `/api/admin/messages/${id}`),
    onSuccess: (_data, id) => {
      toast.success(t('admin.messages.delete.success'));
      onDeleted?.(id);
      return invalidateAdmin(queryClient, 'messages');
    },
    onError: (error) => {
      toast.error(t('admin.messages.delete.error'), { description: errorMessage(error, t('common.error')) });
    },
  });

  return { setStatus, remove };
}
