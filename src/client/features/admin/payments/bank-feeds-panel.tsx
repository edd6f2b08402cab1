/**
 * The payments screen's "Bank feed (Fio)" panel (issue 37 point 4; docs/product/czech-services.md#fio--the-bank-feed):
 * each connected account with its last successful sync and next poll (Prague time), any error in words, "Sync now"
 * (disabled with the time it becomes possible while Fio's 30-s rule holds), removing a feed, and adding one (label +
 * token in a password field, never shown again: the list shows its last four characters).
 */
import { useQuery } from '@tanstack/react-query';
import { Landmark, RefreshCw, Trash2 } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useT } from '@/client/i18n/use-t';
import { bankFeedInputSchema, type AdminBankFeed } from '@/shared/schemas/bank-feed';
import { formatDateTime, formatDay } from '@/shared/dates';
import type { Language } from '@/shared/constants';
import { Badge } from '@/client/components/ui/badge';
import { Button } from '@/client/components/ui/button';
import { ConfirmDialog } from '@/client/components/ui/confirm-dialog';
import { FormField } from '@/client/components/ui/form-field';
import { Input } from '@/client/components/ui/input';
import { bankFeedsApi } from '@/client/api/bank-feeds-api';
import { invoicesApi } from '@/client/api/invoices-api';
import { bankStatementsApi, bankTransactionsApi } from '@/client/api/payments-api';
import { ApiError } from '@/client/lib/api-request';
import { useAdminLanguage } from '../common/use-admin-language';
import { useAdminMutation } from '../common/use-admin-mutation';

/** How often the panel re-reads the feeds' state (the poller runs every 30 s). */
const REFRESH_MS = 30_000;

/** The clock the "sync now" button compares with: ticks every second until `until` has passed. */
function useNow(until: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (now >= until) return;
    const timer = setTimeout(() => setNow(Date.now()), Math.min(1_000, until - now));
    return () => clearTimeout(timer);
  }, [now, until]);
  return now;
}

export function BankFeedsPanel() {
  const t = useT();
  const headingId = useId();
  const feeds = useQuery({ queryKey: bankFeedsApi.key, queryFn: ({ signal }) => bankFeedsApi.list(signal), refetchInterval: REFRESH_MS });
  const rows = feeds.data ?? [];
  return (
    <section aria-labelledby={headingId} className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      <h2 id={headingId} className="mb-1 flex items-center gap-2 text-lg font-semibold text-slate-900">
        <Landmark aria-hidden="true" className="h-5 w-5 text-slate-600" />
        {t('admin.bankFeeds.heading')}
      </h2>
      <p className="mb-4 text-sm text-slate-600">{t('admin.bankFeeds.hint')}</p>
      {feeds.isError ? (
        <p role="alert" className="mb-3 text-sm text-red-800">
          {t('admin.bankFeeds.loadError')}
        </p>
      ) : null}
      {feeds.isSuccess && rows.length === 0 ? <p className="mb-4 text-sm text-slate-700">{t('admin.bankFeeds.empty')}</p> : null}
      {rows.length > 0 ? (
        <ul aria-label={t('admin.bankFeeds.listLabel')} className="mb-5 space-y-3">
          {rows.map((feed) => (
            <FeedRow key={feed.id} feed={feed} />
          ))}
        </ul>
      ) : null}
      <AddFeedForm />
    </section>
  );
}

function FeedRow({ feed }: { feed: AdminBankFeed }) {
  const t = useT();
  const lang = useAdminLanguage();
  const [confirming, setConfirming] = useState(false);
  const syncableAt = feed.syncableAt ? Date.parse(feed.syncableAt) : 0;
  const now = useNow(syncableAt);
  const waiting = syncableAt > now;
  const at = (iso: string | null) => (iso ? formatDateTime(iso, lang) : '—');
  const sync = useAdminMutation({
    request: () => bankFeedsApi.sync(feed.id),
    resources: [bankFeedsApi, bankTransactionsApi, bankStatementsApi, invoicesApi],
    success: (result) => t('admin.bankFeeds.synced', { new: result.newTransactions, matched: result.matched }),
    errorTitle: t('admin.bankFeeds.syncFailed'),
    describeError: (error, fallback) => tooSoonText(error, t, lang) ?? fallback,
  });
  const remove = useAdminMutation({
    request: () => bankFeedsApi.remove(feed.id),
    resources: [bankFeedsApi],
    success: () => t('admin.bankFeeds.removed'),
    errorTitle: t('admin.bankFeeds.removeError'),
    onSuccess: () => setConfirming(false),
  });
  const headingId = `bank-feed-${feed.id}`;
  return (
    <li aria-labelledby={headingId} className="rounded-md border border-slate-200 p-4 text-sm">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 id={headingId} className="font-semibold break-words text-slate-900">
            {feed.label}
          </h3>
          <p className="text-slate-600">{t('admin.bankFeeds.tokenHint', { hint: feed.tokenHint })}</p>
        </div>
        <Badge tone={feed.lastError ? 'danger' : feed.lastSuccessAt ? 'success' : 'neutral'}>
          {feed.lastError ? t('admin.bankFeeds.failing') : feed.lastSuccessAt ? t('admin.bankFeeds.ok') : t('admin.bankFeeds.never')}
        </Badge>
      </div>
      <dl className="mt-3 grid grid-cols-1 gap-x-4 gap-y-2 sm:grid-cols-2 lg:grid-cols-4">
        <div className="min-w-0">
          <dt className="text-xs text-slate-600">{t('admin.bankFeeds.account')}</dt>
          <dd className="font-mono break-all">{feed.account ?? <span className="font-sans text-slate-600">{t('admin.bankFeeds.accountUnknown')}</span>}</dd>
        </div>
        <div>
          <dt className="text-xs text-slate-600">{t('admin.bankFeeds.lastSuccess')}</dt>
          <dd>{feed.lastSuccessAt ? at(feed.lastSuccessAt) : t('admin.bankFeeds.never')}</dd>
        </div>
        <div>
          <dt className="text-xs text-slate-600">{t('admin.bankFeeds.syncedThrough')}</dt>
          <dd>{feed.syncedThrough ? formatDay(feed.syncedThrough, lang) : '—'}</dd>
        </div>
        <div>
          <dt className="text-xs text-slate-600">{t('admin.bankFeeds.nextPoll')}</dt>
          <dd>{at(feed.nextAttemptAt)}</dd>
        </div>
      </dl>
      {feed.lastError ? (
        <div role="status" className="mt-3 rounded-md border border-red-200 bg-red-50 p-3 text-red-950">
          <p>{t(`admin.bankFeeds.error.${feed.lastError}`, { at: at(feed.nextAttemptAt) })}</p>
          {feed.lastErrorAt ? <p className="mt-1 text-xs text-red-900">{t('admin.bankFeeds.errorSince', { at: at(feed.lastErrorAt) })}</p> : null}
        </div>
      ) : null}
      <div className="mt-3 flex flex-wrap items-center gap-2">
        <Button className="min-h-11" disabled={waiting || sync.isPending} onClick={() => sync.mutate()}>
          <RefreshCw aria-hidden="true" className="h-4 w-4" />
          {sync.isPending ? t('admin.bankFeeds.syncing') : t('admin.bankFeeds.sync')}
        </Button>
        {waiting ? (
          <span className="text-slate-700" title={formatDateTime(new Date(syncableAt).toISOString(), lang)}>
            {t('admin.bankFeeds.syncAt', { seconds: Math.ceil((syncableAt - now) / 1_000) })}
          </span>
        ) : null}
        <Button variant="secondary" className="min-h-11 sm:ml-auto" onClick={() => setConfirming(true)}>
          <Trash2 aria-hidden="true" className="h-4 w-4" />
          {t('admin.bankFeeds.remove')}
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('admin.bankFeeds.removeTitle', { label: feed.label })}
        description={t('admin.bankFeeds.removeDescription')}
        confirmLabel={t('admin.bankFeeds.remove')}
        pending={remove.isPending}
        onConfirm={() => remove.mutate()}
      />
    </li>
  );
}

/** A 409 `tooSoon` in the staff member's language, with the time it becomes possible. */
function tooSoonText(error: unknown, t: ReturnType<typeof useT>, lang: Language): string | undefined {
  if (!(error instanceof ApiError) || error.status !== 409 || error.body?.code !== 'tooSoon') return undefined;
  const at = error.body.params?.at;
  return t('admin.bankFeeds.tooSoon', { at: typeof at === 'string' ? formatDateTime(at, lang) : '—' });
}

type FeedField = 'label' | 'token';

function AddFeedForm() {
  const t = useT();
  const labelId = useId();
  const [label, setLabel] = useState('');
  const [token, setToken] = useState('');
  const [errors, setErrors] = useState<Partial<Record<FeedField, string>>>({});
  const add = useAdminMutation({
    request: bankFeedsApi.add,
    resources: [bankFeedsApi],
    success: () => t('admin.bankFeeds.add.added'),
    errorTitle: t('admin.bankFeeds.add.error'),
    onSuccess: () => {
      // The token is never kept nor shown again.
      setLabel('');
      setToken('');
      setErrors({});
    },
    onError: (error) => {
      if (!(error instanceof ApiError) || error.status !== 400) return;
      const fields = error.body?.fields ?? {};
      setErrors({ ...(fields.label ? { label: fields.label } : {}), ...(fields.token ? { token: fields.token } : {}) });
      setToken('');
    },
  });
  return (
    <form
      noValidate
      aria-labelledby={`${labelId}-heading`}
      className="rounded-md border border-dashed border-slate-300 p-4"
      onSubmit={(e) => {
        e.preventDefault();
        const parsed = bankFeedInputSchema.safeParse({ label, token });
        if (!parsed.success) {
          const next: Partial<Record<FeedField, string>> = {};
          for (const issue of parsed.error.issues) {
            const field = issue.path[0];
            if ((field === 'label' || field === 'token') && !next[field]) next[field] = issue.message;
          }
          setErrors(next);
          return;
        }
        setErrors({});
        add.mutate(parsed.data);
      }}
    >
      <h3 id={`${labelId}-heading`} className="mb-3 font-semibold text-slate-900">
        {t('admin.bankFeeds.add.heading')}
      </h3>
      <div className="grid gap-3 md:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
        <FormField label={t('admin.bankFeeds.add.label')} error={errors.label}>
          <Input name="label" value={label} maxLength={100} placeholder={t('admin.bankFeeds.add.labelPlaceholder')} onChange={(e) => setLabel(e.target.value)} />
        </FormField>
        <FormField label={t('admin.bankFeeds.add.token')} error={errors.token}>
          <Input name="token" type="password" autoComplete="off" spellCheck={false} value={token} onChange={(e) => setToken(e.target.value)} />
        </FormField>
      </div>
      <p className="mt-2 text-xs text-slate-600">{t('admin.bankFeeds.add.tokenHelp')}</p>
      <Button type="submit" className="mt-3 min-h-11" disabled={add.isPending}>
        {add.isPending ? t('admin.bankFeeds.add.adding') : t('admin.bankFeeds.add.submit')}
      </Button>
    </form>
  );
}
