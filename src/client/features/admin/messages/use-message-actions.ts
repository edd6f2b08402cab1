/** Mark read/unread and delete a contact message (SPEC §4, §7, §8): toasts, then the list and stats refresh. */
import { useTranslation } from 'react-i18next';
import type { AdminMessage } from '@/shared/api-types';
import { messagesApi, type MessageStatus } from '@/client/api/messages-api';
import { useAdminMutation } from '../common/use-admin-mutation';

export type { MessageStatus };

export function useMessageActions({ onUpdated, onDeleted }: { onUpdated?: (m: AdminMessage) => void; onDeleted?: (id: number) => void } = {}) {
  const { t } = useTranslation();

  const setStatus = useAdminMutation({
    request: ({ id, status }: { id: number; status: MessageStatus }) => messagesApi.setStatus(id, status),
    resources: [messagesApi],
    success: (message) => ({
      title: t('admin.messages.status.updated'),
      description: message.status === 'read' ? t('admin.messages.status.nowRead') : t('admin.messages.status.nowUnread'),
    }),
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

  return { setStatus, remove };
}
