import { Mail, MailOpen } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminMessage } from '@/shared/api-types';
import { formatAdminDate } from '@/shared/dates';
import { Badge } from '@/client/components/ui/badge';
import { Button } from '@/client/components/ui/button';
import { cn } from '@/client/lib/cn';
import { usePageMeta } from '@/client/lib/page-meta';
import { AdminPageHeader } from '../common/admin-page-header';
import { ConfirmDeleteDialog } from '../common/confirm-delete-dialog';
import { PagedList } from '../common/paged-list-parts';
import { DeleteIconButton } from '../common/record-buttons';
import { SearchInput } from '../common/search-input';
import { useAdminLanguage } from '../common/use-admin-language';
import { messagesApi } from '@/client/api/messages-api';
import { useAdminList } from '../common/use-admin-list';
import { MessageDetailDialog } from './message-detail-dialog';
import { useMessageActions } from './use-message-actions';
import { ExportButton } from '../common/export-button';

/** Characters of a message shown in the list row. */
export const MESSAGE_EXCERPT_LENGTH = 140;

export function messageExcerpt(text: string, max = MESSAGE_EXCERPT_LENGTH): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1).trimEnd()}…`;
}

/** /admin/messages (SPEC §2): contact messages, newest first, searched and paged on the server. */
export function MessagesPage() {
  const { t } = useTranslation();
  const lang = useAdminLanguage();
  usePageMeta({ title: t('admin.messages.title') });
  const [q, setQ] = useState('');
  const list = useAdminList(messagesApi, { q });
  const [selected, setSelected] = useState<AdminMessage | null>(null);
  const [toDelete, setToDelete] = useState<AdminMessage | null>(null);
  const { setStatus, remove } = useMessageActions({
    onUpdated: (message) => setSelected((current) => (current?.id === message.id ? message : current)),
    onDeleted: (id) => {
      setToDelete(null);
      setSelected((current) => (current?.id === id ? null : current));
    },
  });
  const toggle = (message: AdminMessage) =>
    setStatus.mutate({ id: message.id, status: message.status === 'unread' ? 'read' : 'unread' });

  return (
    <div>
      <AdminPageHeader
        title={t('admin.messages.title')}
        actions={<ExportButton href={messagesApi.exportUrl({ q })}>{t('admin.common.exportCsv')}</ExportButton>}
      />
      <div className="mb-4">
        <SearchInput label={t('admin.messages.search')} onSearch={setQ} />
      </div>
      <PagedList list={list} searching={q.trim() !== ''} emptyText={t('admin.messages.empty')}>
        <ul aria-label={t('admin.messages.list')} className="space-y-2">
          {list.items.map((message) => {
            const unread = message.status === 'unread';
            return (
              <li
                key={message.id}
                className={cn(
                  'relative flex items-start gap-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm hover:border-brand-300',
                  unread && 'border-l-4 border-l-brand-600',
                )}
              >
                <div className="min-w-0 flex-1">
                  <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                    <button
                      type="button"
                      onClick={() => setSelected(message)}
                      className={cn(
                        'text-left after:absolute after:inset-0 after:rounded-lg after:content-[""] focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-brand-600',
                        unread ? 'font-bold text-slate-900' : 'font-medium text-slate-800',
                      )}
                    >
                      {message.name}
                    </button>
                    <span className="min-w-0 break-all text-sm text-slate-600">{message.email}</span>
                    <Badge tone={unread ? 'brand' : 'neutral'}>
                      {unread ? t('admin.messages.status.unread') : t('admin.messages.status.read')}
                    </Badge>
                  </div>
                  <p className={cn('mt-1 text-sm', unread ? 'font-semibold text-slate-900' : 'text-slate-600')}>
                    {messageExcerpt(message.message)}
                  </p>
                  <p className="mt-1 text-xs text-slate-600">
                    <time dateTime={message.createdAt}>{formatAdminDate(message.createdAt, lang)}</time>
                  </p>
                </div>
                {/* Above the row's stretched click area. */}
                <div className="relative z-10 flex shrink-0 gap-1">
                  <Button
                    variant="ghost"
                    size="icon"
                    disabled={setStatus.isPending}
                    aria-label={t(unread ? 'admin.messages.status.markReadFor' : 'admin.messages.status.markUnreadFor', { name: message.name })}
                    title={unread ? t('admin.messages.status.markRead') : t('admin.messages.status.markUnread')}
                    onClick={() => toggle(message)}
                  >
                    {unread ? <MailOpen aria-hidden="true" className="h-4 w-4" /> : <Mail aria-hidden="true" className="h-4 w-4" />}
                  </Button>
                  <DeleteIconButton
                    label={t('admin.messages.delete.buttonFor', { name: message.name })}
                    title={t('admin.messages.delete.button')}
                    onClick={() => setToDelete(message)}
                  />
                </div>
              </li>
            );
          })}
        </ul>
      </PagedList>
      <MessageDetailDialog
        message={selected}
        onOpenChange={(open) => {
          if (!open) setSelected(null);
        }}
        onToggleStatus={toggle}
        onDelete={setToDelete}
        statusPending={setStatus.isPending}
      />
      <ConfirmDeleteDialog
        record={toDelete}
        onClose={() => setToDelete(null)}
        title={t('admin.messages.delete.title')}
        description={t('admin.messages.delete.confirm')}
        remove={remove}
      />
    </div>
  );
}
