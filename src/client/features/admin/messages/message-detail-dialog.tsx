import { Mail, MailOpen, Reply, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { AdminMessage } from '@/shared/api-types';
import { formatAdminDate } from '@/shared/dates';
import { Badge } from '@/client/components/ui/badge';
import { Button } from '@/client/components/ui/button';
import { Dialog } from '@/client/components/ui/dialog';
import { useAdminLanguage } from '../common/use-admin-language';

interface MessageDetailDialogProps {
  message: AdminMessage | null;
  onOpenChange: (open: boolean) => void;
  onToggleStatus: (message: AdminMessage) => void;
  onDelete: (message: AdminMessage) => void;
  statusPending: boolean;
}

/** The full message with a mailto reply link. Opening it changes nothing: read/unread is the admin's explicit choice. */
export function MessageDetailDialog({ message, onOpenChange, onToggleStatus, onDelete, statusPending }: MessageDetailDialogProps) {
  const { t } = useTranslation();
  const lang = useAdminLanguage();
  const unread = message?.status === 'unread';
  return (
    <Dialog closeLabel={t('common.close')}
      open={message !== null}
      onOpenChange={onOpenChange}
      title={message ? t('admin.messages.detailTitle', { name: message.name }) : ''}
      className="max-w-2xl"
    >
      {message ? (
        <div className="space-y-4">
          <dl className="grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
            <dt className="font-medium text-slate-600">{t('admin.messages.from')}</dt>
            <dd className="min-w-0 break-words text-slate-900">
              {message.name} &lt;
              <a href={`mailto:${message.email}`} className="text-brand-700 underline hover:no-underline">
                {message.email}
              </a>
              &gt;
            </dd>
            <dt className="font-medium text-slate-600">{t('admin.messages.received')}</dt>
            <dd className="text-slate-900">
              <time dateTime={message.createdAt}>{formatAdminDate(message.createdAt, lang)}</time>
            </dd>
            <dt className="font-medium text-slate-600">{t('admin.messages.statusLabel')}</dt>
            <dd>
              <Badge tone={unread ? 'brand' : 'neutral'}>{unread ? t('admin.messages.status.unread') : t('admin.messages.status.read')}</Badge>
            </dd>
          </dl>
          <p className="whitespace-pre-wrap break-words rounded-md bg-slate-50 p-4 text-slate-900">{message.message}</p>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:flex-wrap sm:justify-end">
            <Button variant="destructive" onClick={() => onDelete(message)}>
              <Trash2 aria-hidden="true" className="h-4 w-4" />
              {t('admin.messages.delete.button')}
            </Button>
            <Button variant="secondary" disabled={statusPending} onClick={() => onToggleStatus(message)}>
              {unread ? <MailOpen aria-hidden="true" className="h-4 w-4" /> : <Mail aria-hidden="true" className="h-4 w-4" />}
              {unread ? t('admin.messages.status.markRead') : t('admin.messages.status.markUnread')}
            </Button>
            <Button asChild>
              <a href={`mailto:${message.email}`}>
                <Reply aria-hidden="true" className="h-4 w-4" />
                {t('admin.messages.reply')}
              </a>
            </Button>
          </div>
        </div>
      ) : null}
    </Dialog>
  );
}
