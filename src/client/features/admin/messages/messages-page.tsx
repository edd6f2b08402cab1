import { useQuery } from '@tanstack/react-query';
import { Mail, MailOpen, Trash2, X } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { useT } from '@/client/i18n/use-t';
import type { AdminMessage } from '@/shared/api-types';
import { isPossibleSpam, MESSAGE_KINDS, MESSAGE_STATUSES } from '@/shared/constants';
import { ConfirmDialog } from '@/client/components/ui/confirm-dialog';
import { Select } from '@/client/components/ui/select';
import { formatDateTime } from '@/shared/dates';
import { Badge } from '@/client/components/ui/badge';
import { Button } from '@/client/components/ui/button';
import { cn } from '@/client/lib/cn';
import { usePageMeta } from '@/client/lib/page-meta';
import { AdminPageHeader } from '../common/admin-page-header';
import { ConfirmDeleteDialog } from '../common/confirm-delete-dialog';
import { PagedList } from '../common/paged-list-parts';
import { DeleteIconButton, RowActionButton } from '../common/record-buttons';
import { SearchInput } from '../common/search-input';
import { useAdminLanguage } from '../common/use-admin-language';
import { messagesApi } from '@/client/api/messages-api';
import { useAdminList } from '../common/use-admin-list';
import { useAddressParams } from '../common/use-address-param';
import { VISIT_FILTER_PARAMS, VisitFilterNotice } from './visit-filter';
import { messagesFilters, messagesListParams } from './messages-list';
import { ClientFormDialog } from '../clients';
import { clientPrefill } from './client-prefill';
import { MessageDetailDialog } from './message-detail-dialog';
import { useMessageActions } from './use-message-actions';
import { ExportButton } from '../common/export-button';


/** Characters of a message shown in the list row. */
export const MESSAGE_EXCERPT_LENGTH = 140;

export function messageExcerpt(text: string, max = MESSAGE_EXCERPT_LENGTH): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1).trimEnd()}…`;
}

/**
 * /admin/messages (docs/product/back-office.md#messages; issue 12): enquiries (contact messages and quote requests), newest first, searched,
 * filtered by status and kind and paged on the server; spam only under its filter; bulk read / unread / delete; a
 * message opens from the list or from ?open=<id> (the notification e-mail's link).
 */
export function MessagesPage() {
  const t = useT();
  const lang = useAdminLanguage();
  usePageMeta({ title: t('admin.messages.title') });
  const [q, setQ] = useState('');
  // The filters live in the address (?status=&kind=): a reload or going back keeps them.
  const { searchParams, setParam } = useAddressParams();
  const filters = messagesFilters(searchParams);
  const { status, kind, ...visit } = filters;
  const list = useAdminList(messagesApi, messagesListParams(searchParams, q));
  const [selected, setSelected] = useState<AdminMessage | null>(null);
  const [toDelete, setToDelete] = useState<AdminMessage | null>(null);
  const [checked, setChecked] = useState<ReadonlySet<number>>(() => new Set());
  const [confirmBulkDelete, setConfirmBulkDelete] = useState(false);
  const [clientFrom, setClientFrom] = useState<AdminMessage | null>(null);
  // One object per opening: the dialog resets its form whenever this changes.
  const prefill = useMemo(() => (clientFrom ? clientPrefill(clientFrom, t, lang) : undefined), [clientFrom, t, lang]);
  const openId = Number(searchParams.get('open')) || null;
  const opened = useQuery({ queryKey: messagesApi.detailKey(openId ?? 0), queryFn: () => messagesApi.get(openId ?? 0), enabled: openId !== null, retry: false });
  // The message named in the address opens once it has loaded.
  const [shownFromAddress, setShownFromAddress] = useState<AdminMessage | undefined>(undefined);
  if (opened.data && opened.data !== shownFromAddress) {
    setShownFromAddress(opened.data);
    setSelected(opened.data);
  }

  const { setStatus, notSpam, remove, bulk, markOpened } = useMessageActions({
    onUpdated: (message) => setSelected((current) => (current?.id === message.id ? message : current)),
    onDeleted: (id) => {
      setToDelete(null);
      setSelected((current) => (current?.id === id ? null : current));
      setChecked((current) => new Set([...current].filter((c) => c !== id)));
    },
    onBulkDone: () => {
      setChecked(new Set());
      setConfirmBulkDelete(false);
    },
  });
  // The message named in the address is marked read once loaded, like one opened from the list.
  useEffect(() => {
    if (shownFromAddress?.status === 'unread') markOpened(shownFromAddress.id);
  }, [shownFromAddress, markOpened]);
  const openMessage = (message: AdminMessage) => {
    setSelected(message);
    if (message.status === 'unread') markOpened(message.id);
  };
  const toggle = (message: AdminMessage) =>
    setStatus.mutate({ id: message.id, status: message.status === 'unread' ? 'read' : 'unread' });
  const closeDetail = () => {
    setSelected(null);
    if (openId !== null) setParam('open', '');
  };
  const shownIds = list.items.map((m) => m.id);
  const allChecked = shownIds.length > 0 && shownIds.every((id) => checked.has(id));
  const check = (id: number, on: boolean) =>
    setChecked((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const changeFilter = (name: 'status' | 'kind', value: string) => {
    setParam(name, value);
    setChecked(new Set());
  };
  const bulkRun = (action: 'read' | 'unread' | 'delete') => bulk.mutate({ action, ids: [...checked] });

  return (
    <div>
      <AdminPageHeader
        title={t('admin.messages.title')}
        actions={<ExportButton href={messagesApi.exportUrl({ q, filters })}>{t('admin.common.exportCsv')}</ExportButton>}
      />
      <div className="mb-4 grid gap-3 md:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)] md:items-end">
        <SearchInput label={t('admin.messages.search')} onSearch={setQ} prefetch={list.prefetchSearch} />
        <div>
          <label htmlFor="messages-status-filter" className="block text-sm font-medium text-slate-800">
            {t('admin.messages.filters.status')}
          </label>
          <Select id="messages-status-filter" className="mt-1.5" value={status} onChange={(e) => changeFilter('status', e.target.value)}>
            <option value="">{t('admin.messages.filters.all')}</option>
            {MESSAGE_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`admin.messages.status.${s}`)}
              </option>
            ))}
          </Select>
        </div>
        <div>
          <label htmlFor="messages-kind-filter" className="block text-sm font-medium text-slate-800">
            {t('admin.messages.filters.kind')}
          </label>
          <Select id="messages-kind-filter" className="mt-1.5" value={kind} onChange={(e) => changeFilter('kind', e.target.value)}>
            <option value="">{t('admin.messages.filters.allKinds')}</option>
            {MESSAGE_KINDS.map((k) => (
              <option key={k} value={k}>
                {t(`admin.messages.kind.${k}`)}
              </option>
            ))}
          </Select>
        </div>
      </div>
      <VisitFilterNotice
        filter={visit}
        onClear={() => {
          for (const name of VISIT_FILTER_PARAMS) setParam(name, '');
          setChecked(new Set());
        }}
      />
      {list.items.length > 0 ? (
        <div role="toolbar" aria-label={t('admin.messages.bulk.actions')} className="mb-3 flex flex-wrap items-center gap-2 rounded-lg border border-slate-200 bg-white px-4 py-2">
          <label className="mr-auto inline-flex items-center gap-2 text-sm text-slate-800">
            <input
              type="checkbox"
              className="h-4 w-4 accent-brand-700"
              checked={allChecked}
              onChange={(e) => setChecked(e.target.checked ? new Set(shownIds) : new Set())}
            />
            {checked.size > 0 ? t('admin.messages.bulk.selected', { count: checked.size }) : t('admin.messages.bulk.selectAll')}
          </label>
          {checked.size > 0 ? (
            <>
              <Button variant="secondary" size="sm" disabled={bulk.isPending} onClick={() => bulkRun('read')}>
                <MailOpen aria-hidden="true" className="h-4 w-4" />
                {t('admin.messages.bulk.markRead')}
              </Button>
              <Button variant="secondary" size="sm" disabled={bulk.isPending} onClick={() => bulkRun('unread')}>
                <Mail aria-hidden="true" className="h-4 w-4" />
                {t('admin.messages.bulk.markUnread')}
              </Button>
              <Button variant="destructive" size="sm" disabled={bulk.isPending} onClick={() => setConfirmBulkDelete(true)}>
                <Trash2 aria-hidden="true" className="h-4 w-4" />
                {t('admin.messages.bulk.delete')}
              </Button>
              <Button variant="ghost" size="sm" onClick={() => setChecked(new Set())}>
                <X aria-hidden="true" className="h-4 w-4" />
                {t('admin.messages.bulk.clear')}
              </Button>
            </>
          ) : null}
        </div>
      ) : null}
      <PagedList list={list} searching={q.trim() !== '' || status !== '' || kind !== '' || Object.keys(visit).length > 0} emptyText={t('admin.messages.empty')}>
        <ul aria-label={t('admin.messages.list')} className="space-y-2">
          {list.items.map((message) => {
            const unread = message.status === 'unread';
            const spam = message.status === 'spam';
            const possibleSpam = isPossibleSpam(message);
            return (
              <li
                key={message.id}
                className={cn(
                  'relative flex flex-wrap items-start gap-3 rounded-lg border sm:flex-nowrap border-slate-200 bg-white p-4 shadow-sm hover:border-brand-300',
                  unread && 'border-l-4 border-l-brand-600',
                )}
              >
                <input
                  type="checkbox"
                  aria-label={t('admin.messages.bulk.select', { name: message.name })}
                  className="relative z-10 mt-1 h-4 w-4 shrink-0 accent-brand-700"
                  checked={checked.has(message.id)}
                  onChange={(e) => check(message.id, e.target.checked)}
                />
                <div className="min-w-0 flex-1">
                  <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                    <button
                      type="button"
                      onClick={() => openMessage(message)}
                      className={cn(
                        'text-left after:absolute after:inset-0 after:rounded-lg after:content-[""] focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-brand-600',
                        unread ? 'font-bold text-slate-900' : 'font-medium text-slate-800',
                      )}
                    >
                      {message.name}
                    </button>
                    <span className="min-w-0 break-all text-sm text-slate-600">{message.email}</span>
                    <Badge tone={unread ? 'brand' : 'neutral'} className={possibleSpam ? 'bg-amber-100 text-amber-900' : spam ? 'bg-red-100 text-red-900' : undefined}>
                      {possibleSpam ? t('admin.messages.spam.possible') : t(`admin.messages.status.${message.status}`)}
                    </Badge>
                    {message.kind === 'quote' ? <Badge className="bg-amber-100 text-amber-900">{t('admin.messages.kind.quote')}</Badge> : null}
                  </div>
                  <p className={cn('mt-1 text-sm wrap-anywhere', unread ? 'font-semibold text-slate-900' : 'text-slate-600')}>
                    {messageExcerpt(message.message)}
                  </p>
                  <p className="mt-1 text-xs text-slate-600">
                    <time dateTime={message.createdAt}>{formatDateTime(message.createdAt, lang)}</time>
                  </p>
                </div>
                {/* Above the row's stretched click area. */}
                <div className="relative z-10 flex w-full shrink-0 flex-wrap justify-end gap-1 sm:w-auto">
                  {spam ? null : (
                  <RowActionButton
                    icon={unread ? MailOpen : Mail}
                    text={unread ? t('admin.messages.status.markRead') : t('admin.messages.status.markUnread')}
                    record={message.name}
                    disabled={setStatus.isPending}
                    onClick={() => toggle(message)}
                  />
                  )}
                  <DeleteIconButton
                    record={message.name}
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
          if (!open) closeDetail();
        }}
        onToggleStatus={toggle}
        onDelete={setToDelete}
        onSpam={(message) => (message.status === 'spam' ? notSpam.mutate(message.id) : setStatus.mutate({ id: message.id, status: 'spam' }))}
        onConfirmSpam={(message) => setStatus.mutate({ id: message.id, status: 'spam' })}
        onCreateClient={setClientFrom}
        statusPending={setStatus.isPending || notSpam.isPending}
      />
      <ClientFormDialog
        open={clientFrom !== null}
        onOpenChange={(open) => {
          if (!open) setClientFrom(null);
        }}
        prefill={prefill}
        createRequest={async (values) => {
          const { client, message } = await messagesApi.createClient(clientFrom!.id, values);
          setSelected((current) => (current?.id === message.id ? message : current));
          return client;
        }}
        alsoRefresh={[messagesApi]}
      />
      <ConfirmDialog
        open={confirmBulkDelete}
        onOpenChange={setConfirmBulkDelete}
        title={t('admin.messages.bulk.confirmTitle')}
        description={t('admin.messages.bulk.confirm', { count: checked.size })}
        confirmLabel={bulk.isPending ? t('admin.common.deleting') : t('admin.common.delete')}
        pending={bulk.isPending}
        onConfirm={() => bulkRun('delete')}
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
