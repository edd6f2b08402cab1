/**
 * /admin/mail (issue 12): the outbox — every notification and auto-reply with recipient, subject, status, attempts
 * and last error, paged on the server, with a retry of failed (or never sent) mail — and the auto-reply setting.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { RotateCw } from 'lucide-react';
import { useState } from 'react';
import { useT } from '@/client/i18n/use-t';
import type { AdminMail, AdminSettings } from '@/shared/api-types';
import { MAIL_STATUSES, type MailStatus } from '@/shared/constants';
import { formatDateTime } from '@/shared/dates';
import { Badge } from '@/client/components/ui/badge';
import { Button } from '@/client/components/ui/button';
import { Select } from '@/client/components/ui/select';
import { mailApi, settingsApi } from '@/client/api/mail-api';
import { usePageMeta } from '@/client/lib/page-meta';
import { AdminPageHeader } from '../common/admin-page-header';
import { PagedList } from '../common/paged-list-parts';
import { RecordForScreenReaders } from '../common/record-buttons';
import { RecordTable, RecordTableRow } from '../common/record-table';
import { useAdminLanguage } from '../common/use-admin-language';
import { useAdminList } from '../common/use-admin-list';
import { useAdminMutation } from '../common/use-admin-mutation';
import { NotificationWarning } from './notification-warning';

const STATUS_CLASS: Record<MailStatus, string> = {
  pending: 'bg-amber-100 text-amber-900',
  sending: 'bg-sky-100 text-sky-900',
  sent: 'bg-green-100 text-green-900',
  failed: 'bg-red-100 text-red-900',
  not_configured: 'bg-slate-200 text-slate-800',
  no_recipient: 'bg-orange-100 text-orange-900',
};

const CELL = 'text-slate-700 md:table-cell md:px-4 md:py-3';

export function MailPage() {
  const t = useT();
  const lang = useAdminLanguage();
  usePageMeta({ title: t('admin.mail.title') });
  const [status, setStatus] = useState<MailStatus | ''>('');
  const list = useAdminList(mailApi, { filters: { status } });
  const retry = useAdminMutation({
    request: (id: number) => mailApi.retry(id),
    resources: [mailApi],
    success: () => t('admin.mail.retried'),
    errorTitle: t('admin.mail.retryError'),
  });

  return (
    <div className="space-y-6">
      <div>
        <AdminPageHeader title={t('admin.mail.title')} />
        <p className="-mt-3 max-w-3xl text-sm text-slate-600">{t('admin.mail.intro')}</p>
      </div>
      <NotificationWarning />
      <MailSettings />
      <div className="max-w-xs">
        <label htmlFor="mail-status-filter" className="block text-sm font-medium text-slate-800">
          {t('admin.mail.filter')}
        </label>
        <Select id="mail-status-filter" className="mt-1.5" value={status} onChange={(e) => setStatus(e.target.value as MailStatus | '')}>
            <option value="">{t('admin.mail.all')}</option>
            {MAIL_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`admin.mail.statuses.${s}`)}
              </option>
            ))}
        </Select>
      </div>
      <PagedList list={list} searching={status !== ''} emptyText={t('admin.mail.empty')}>
        <RecordTable
          caption={t('admin.mail.list')}
          columns={[
            { label: t('admin.mail.columns.subject') },
            { label: t('admin.mail.columns.recipients') },
            { label: t('admin.mail.columns.status') },
            { label: t('admin.mail.columns.attempts'), className: 'text-right' },
            { label: t('admin.mail.columns.lastError') },
            { label: t('admin.mail.columns.created') },
            { label: t('admin.mail.columns.actions'), className: 'text-right' },
          ]}
        >
          {list.items.map((mail) => (
            <MailRow key={mail.id} mail={mail} lang={lang} onRetry={() => retry.mutate(mail.id)} retrying={retry.isPending} />
          ))}
        </RecordTable>
      </PagedList>
    </div>
  );
}

function MailRow({ mail, lang, onRetry, retrying }: { mail: AdminMail; lang: 'cs' | 'en'; onRetry: () => void; retrying: boolean }) {
  const t = useT();
  const canRetry = mail.status === 'failed' || mail.status === 'not_configured' || mail.status === 'no_recipient';
  return (
    <RecordTableRow title={mail.subject}>
      <td className={`col-span-2 break-all ${CELL}`}>
        <span className="block">{mail.recipients}</span>
        <span className="block text-xs text-slate-500">{t(`admin.mail.kinds.${mail.kind}`)}</span>
      </td>
      <td className={CELL}>
        <Badge className={STATUS_CLASS[mail.status]}>{t(`admin.mail.statuses.${mail.status}`)}</Badge>
      </td>
      <td className={`tabular-nums md:text-right ${CELL}`}>
        <span className="md:sr-only">{t('admin.mail.columns.attempts')}: </span>
        {mail.attempts}
      </td>
      <td className={`col-span-2 max-w-xs break-words text-xs ${CELL}`}>{mail.lastError ?? ''}</td>
      <td className={`text-xs ${CELL}`}>
        <time dateTime={mail.createdAt}>{formatDateTime(mail.createdAt, lang)}</time>
      </td>
      <td className={`md:text-right ${CELL}`}>
        {canRetry ? (
          <Button variant="secondary" size="sm" disabled={retrying} onClick={onRetry}>
            <RotateCw aria-hidden="true" className="h-4 w-4" />
            {t('admin.mail.retry')}
            <RecordForScreenReaders record={mail.subject} />
          </Button>
        ) : null}
      </td>
    </RecordTableRow>
  );
}

/** The auto-reply switch, stored in the database (every instance reads the same). */
function MailSettings() {
  const t = useT();
  const queryClient = useQueryClient();
  const settings = useQuery<AdminSettings>({ queryKey: settingsApi.key, queryFn: settingsApi.get });
  const save = useAdminMutation({
    request: (next: AdminSettings) => settingsApi.update(next),
    success: () => t('admin.mail.settings.saved'),
    errorTitle: t('admin.mail.settings.error'),
    onSuccess: (saved) => queryClient.setQueryData(settingsApi.key, saved),
  });
  return (
    <section aria-labelledby="mail-settings-heading" className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      <h2 id="mail-settings-heading" className="text-lg font-semibold text-slate-900">
        {t('admin.mail.settings.title')}
      </h2>
      <div className="mt-3 flex items-start gap-3 text-sm">
        <input
          id="mail-auto-reply"
          type="checkbox"
          className="mt-0.5 h-4 w-4 accent-brand-700"
          disabled={!settings.data || save.isPending}
          checked={settings.data?.autoReply ?? false}
          aria-describedby="mail-auto-reply-hint"
          onChange={(e) => save.mutate({ autoReply: e.target.checked })}
        />
        <div>
          <label htmlFor="mail-auto-reply" className="block font-medium text-slate-900">
            {t('admin.mail.settings.autoReply')}
          </label>
          <p id="mail-auto-reply-hint" className="text-slate-600">
            {t('admin.mail.settings.autoReplyHint')}
          </p>
        </div>
      </div>
    </section>
  );
}
