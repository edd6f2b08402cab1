/**
 * A record's revision history (docs/product/site-content.md#revisions), opened from the edit dialog of a blog post or a
 * portfolio item: the revisions newest first, any two compared field by field and language by language, and the one
 * picked on the left restored after a confirmation (the restore is itself a new revision, so nothing is lost).
 */
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useT } from '@/client/i18n/use-t';
import { formatDateTime } from '@/shared/dates';
import { REVISION_MESSAGES, type Revision, type RevisionSummary } from '@/shared/revisions';
import { validationMessageKey } from '@/shared/validation-messages';
import { Badge } from '@/client/components/ui/badge';
import { Button } from '@/client/components/ui/button';
import { ConfirmDialog } from '@/client/components/ui/confirm-dialog';
import { Dialog } from '@/client/components/ui/dialog';
import { Select } from '@/client/components/ui/select';
import { Spinner } from '@/client/components/ui/spinner';
import { errorMessage, type QueryContext } from '@/client/lib/api-request';
import { serverFieldErrors } from '@/client/lib/form-save';
import type { Refreshable } from './use-admin-list';
import { useAdminLanguage } from './use-admin-language';
import { useAdminMutation } from './use-admin-mutation';
import { LoadFailure } from './load-failure';
import { RevisionComparison } from './revision-comparison';

/** A record kind's revision requests (blogApi, portfolioApi): its key refreshes its lists and details after a restore. */
export interface RevisionRequests<T> extends Refreshable {
  revisions: (id: number, ctx?: QueryContext) => Promise<RevisionSummary[]>;
  revision: (id: number, number: number, ctx?: QueryContext) => Promise<Revision>;
  restoreRevision: (id: number, number: number) => Promise<T>;
}

interface RevisionHistoryDialogProps<T> {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  requests: RevisionRequests<T>;
  recordId: number;
  /** The record's name, for the title. */
  name: string;
  /** After a restore (toast shown, dialog closed, the record's queries refreshed): the record as restored. */
  onRestored: (record: T) => void;
}

/** The history in a dialog; its content (and its requests) only while open. */
export function RevisionHistoryDialog<T>({ open, onOpenChange, requests, recordId, name, onRestored }: RevisionHistoryDialogProps<T>) {
  const t = useT();
  return (
    <Dialog
      closeLabel={t('common.close')}
      open={open}
      onOpenChange={onOpenChange}
      title={t('admin.revisions.title', { name })}
      description={t('admin.revisions.description')}
      className="max-w-4xl"
    >
      <RevisionHistory
        requests={requests}
        recordId={recordId}
        onRestored={(record) => {
          onOpenChange(false);
          onRestored(record);
        }}
      />
    </Dialog>
  );
}

const Loading = () => (
  <div className="flex justify-center py-8">
    <Spinner className="[&_svg]:h-8 [&_svg]:w-8" />
  </div>
);

function RevisionList({ revisions }: { revisions: RevisionSummary[] }) {
  const t = useT();
  const lang = useAdminLanguage();
  return (
    <ol aria-label={t('admin.revisions.list')} className="max-h-48 divide-y divide-slate-100 overflow-y-auto rounded-md border border-slate-200 text-sm">
      {revisions.map((revision, index) => {
        const date = formatDateTime(revision.createdAt, lang);
        return (
          <li key={revision.number} className="px-3 py-2 text-slate-800">
            {revision.createdBy === null
              ? t('admin.revisions.entryOriginal', { number: revision.number, date })
              : t('admin.revisions.entry', { number: revision.number, date, author: revision.createdBy })}
            {revision.restoredFrom !== null ? (
              <span className="text-slate-600"> {t('admin.revisions.restoredFrom', { number: revision.restoredFrom })}</span>
            ) : null}
            {index === 0 ? (
              <>
                {' '}
                <Badge tone="brand">{t('admin.revisions.current')}</Badge>
              </>
            ) : null}
          </li>
        );
      })}
    </ol>
  );
}

function RevisionPicker({ label, value, revisions, onChange }: { label: string; value: number; revisions: RevisionSummary[]; onChange: (number: number) => void }) {
  const t = useT();
  const lang = useAdminLanguage();
  const id = useId();
  return (
    <div className="min-w-0 flex-1 space-y-1">
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <Select id={id} value={value} onChange={(event) => onChange(Number(event.target.value))}>
        {revisions.map((revision) => (
          <option key={revision.number} value={revision.number}>
            {t('admin.revisions.option', { number: revision.number, date: formatDateTime(revision.createdAt, lang) })}
          </option>
        ))}
      </Select>
    </div>
  );
}

/** The picked number while the list still has it, else the default. */
const pickedOr = (revisions: RevisionSummary[], picked: number | undefined, fallback: number) =>
  picked !== undefined && revisions.some((r) => r.number === picked) ? picked : fallback;

function RevisionHistory<T>({ requests, recordId, onRestored }: { requests: RevisionRequests<T>; recordId: number; onRestored: (record: T) => void }) {
  const t = useT();
  const list = useQuery({
    queryKey: [...requests.key, recordId, 'revisions'],
    queryFn: ({ signal }) => requests.revisions(recordId, { signal }),
  });
  const [picked, setPicked] = useState<{ left?: number; right?: number }>({});
  const revisions = list.data ?? [];
  const latest = revisions[0]?.number;
  const left = latest === undefined ? undefined : pickedOr(revisions, picked.left, latest);
  const right = revisions.length < 2 ? undefined : pickedOr(revisions, picked.right, revisions[1]!.number);
  // Revisions never change: each is read once per opening.
  const revisionQuery = (number: number | undefined) => ({
    queryKey: [...requests.key, recordId, 'revisions', number],
    queryFn: ({ signal }: QueryContext) => requests.revision(recordId, number!, { signal }),
    enabled: number !== undefined && right !== undefined,
    staleTime: Infinity,
  });
  const leftRevision = useQuery(revisionQuery(left));
  const rightRevision = useQuery(revisionQuery(right));

  const [confirming, setConfirming] = useState<number | null>(null);
  const restore = useAdminMutation({
    request: (number: number) => requests.restoreRevision(recordId, number),
    resources: [requests],
    success: (_, number) => t('admin.revisions.restored', { number }),
    errorTitle: t('admin.revisions.restoreError'),
    // A revision that no longer passes today's rules is refused on `number`: its text in the admin's language (as
    // is the answer for a revision no longer kept).
    describeError: (error, fallback) => {
      const text = serverFieldErrors(error, ['number'])[0]?.message ?? errorMessage(error, fallback);
      if (text === REVISION_MESSAGES.notFound) return t('admin.revisions.notFound');
      const key = validationMessageKey(text);
      return key ? t(`validation.${key}`) : text;
    },
    onSuccess: (record) => {
      setConfirming(null);
      onRestored(record);
    },
    onError: () => setConfirming(null),
  });

  if (list.isPending) return <Loading />;
  if (list.isError) return <LoadFailure text={t('admin.revisions.loadError')} retry={list.refetch} />;
  if (left === undefined) return <p className="rounded-md border border-slate-200 p-4 text-center text-sm text-slate-600">{t('admin.revisions.empty')}</p>;

  const comparison = () => {
    if (right === undefined) return <p className="text-sm text-slate-600">{t('admin.revisions.onlyOne')}</p>;
    if (leftRevision.isError || rightRevision.isError) {
      return (
        <LoadFailure
          text={t('admin.revisions.comparisonError')}
          retry={() => Promise.all([leftRevision.isError && leftRevision.refetch(), rightRevision.isError && rightRevision.refetch()])}
        />
      );
    }
    if (!leftRevision.data || !rightRevision.data) return <Loading />;
    return <RevisionComparison left={leftRevision.data} right={rightRevision.data} />;
  };

  return (
    <div className="space-y-4">
      <RevisionList revisions={revisions} />
      {right !== undefined ? (
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
          <RevisionPicker label={t('admin.revisions.compare')} value={left} revisions={revisions} onChange={(n) => setPicked((p) => ({ ...p, left: n }))} />
          <RevisionPicker label={t('admin.revisions.with')} value={right} revisions={revisions} onChange={(n) => setPicked((p) => ({ ...p, right: n }))} />
        </div>
      ) : null}
      {comparison()}
      <div className="flex flex-wrap items-center justify-end gap-2 border-t border-slate-200 pt-4">
        {left === latest ? (
          <p className="text-sm text-slate-600">{t('admin.revisions.currentHint', { number: left })}</p>
        ) : (
          <Button onClick={() => setConfirming(left)} disabled={restore.isPending}>
            {t('admin.revisions.restore', { number: left })}
          </Button>
        )}
      </div>
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => (open ? undefined : setConfirming(null))}
        title={t('admin.revisions.confirmTitle', { number: confirming ?? left })}
        description={t('admin.revisions.confirmDescription', { number: confirming ?? left })}
        confirmLabel={t('admin.revisions.confirm')}
        tone="primary"
        pending={restore.isPending}
        onConfirm={() => {
          if (confirming !== null) restore.mutate(confirming);
        }}
      />
    </div>
  );
}
