/** /admin/proposals/:id: a proposal read-only (a sent one is frozen), its history and the actions on it. */
import { useQuery } from '@tanstack/react-query';
import { useT } from '@/client/i18n/use-t';
import { Link, useParams } from 'react-router';
import type { Language } from '@/shared/constants';
import { formatDateTime, formatDay } from '@/shared/dates';
import type { AdminProposal } from '@/shared/schemas/proposal';
import { FullPageSpinner } from '@/client/components/ui/spinner';
import { usePageMeta } from '@/client/lib/page-meta';
import { proposalsApi } from '@/client/api/proposals-api';
import { AdminPageHeader } from '../common/admin-page-header';
import { useAdminLanguage } from '../common/use-admin-language';
import { ProposalActions } from './proposal-actions';
import { DocumentLinesList } from '../common/document-lines-list';
import { ProposalNotFound } from './proposal-not-found';
import { ProposalStatusBadge } from './proposal-status-badge';
import { ProposalTotals } from './proposal-totals';

const parseId = (raw: string | undefined): number | null => (raw && /^\d+$/.test(raw) ? Number(raw) : null);

export function ProposalDetailPage() {
  const t = useT();
  const id = parseId(useParams().id);
  const query = useQuery({ queryKey: proposalsApi.detailKey(id ?? 0), queryFn: () => proposalsApi.get(id ?? 0), enabled: id !== null });
  const proposal = query.data;
  usePageMeta({ title: proposal ? `${proposal.number} ${proposal.title}` : t('admin.proposals.title') });
  if (id === null || query.isError) return <ProposalNotFound />;
  if (!proposal) return <FullPageSpinner />;
  return <ProposalDetail proposal={proposal} />;
}

function ProposalDetail({ proposal: p }: { proposal: AdminProposal }) {
  const t = useT();
  const lang = useAdminLanguage();
  return (
    <div className="space-y-6">
      <div>
        <AdminPageHeader title={`${p.number} · ${p.title}`} backTo="/admin/proposals" backLabel={t('admin.proposals.detail.back')} actions={<ProposalActions proposal={p} />} />
        <div className="-mt-3 flex flex-wrap items-center gap-x-3 gap-y-2 text-sm text-slate-700">
          <ProposalStatusBadge status={p.status} />
          <span>{t('admin.proposals.detail.version', { version: p.version })}</span>
          {p.clientId !== null ? (
            <Link to={`/admin/clients/${p.clientId}`} className="font-medium text-brand-700 underline hover:no-underline">
              {p.clientName}
            </Link>
          ) : (
            <span>{t('admin.proposals.form.pendingClient', { name: p.clientName, email: p.pendingClientEmail ?? '' })}</span>
          )}
          <span>
            {t('admin.proposals.columns.validUntil')}: {formatDay(p.validUntil, lang)}
          </span>
          <span>{t(`admin.proposals.vatMode.${p.vatMode}`)}</span>
          <span>{t(`admin.proposals.language.${p.language}`)}</span>
          {p.status !== 'draft' ? <span>{p.linkActive ? t('admin.proposals.detail.linkActive') : t('admin.proposals.detail.linkInactive')}</span> : null}
          {p.messageId !== null ? (
            <Link to={`/admin/messages?open=${p.messageId}`} className="text-brand-700 underline hover:no-underline">
              {t('admin.proposals.detail.fromMessage')}
            </Link>
          ) : null}
        </div>
        <VersionLinks proposal={p} />
      </div>
      <History proposal={p} lang={lang} />
      {p.intro ? <RichText heading={t('admin.proposals.detail.intro')} html={p.intro} /> : null}
      <Lines proposal={p} lang={lang} />
      <ProposalTotals totals={p.totals} currency={p.currency} lang={lang} />
      {p.terms ? <RichText heading={t('admin.proposals.detail.terms')} html={p.terms} /> : null}
    </div>
  );
}

/** A superseded proposal links to its newer version, a new version to the one it replaces. */
function VersionLinks({ proposal: p }: { proposal: AdminProposal }) {
  const t = useT();
  if (p.supersededById === null && p.supersedesId === null) return null;
  const link = (id: number, text: string) => (
    <p className="mt-2 rounded-md bg-amber-50 p-3 text-sm text-amber-900">
      {text}{' '}
      <Link to={`/admin/proposals/${id}`} className="inline-flex min-h-11 items-center font-medium underline hover:no-underline">
        {t('admin.proposals.detail.openVersion')}
      </Link>
    </p>
  );
  return (
    <>
      {p.supersededById !== null ? link(p.supersededById, t('admin.proposals.detail.supersededBy')) : null}
      {p.supersedesId !== null ? link(p.supersedesId, t('admin.proposals.detail.supersedes')) : null}
    </>
  );
}

/** The status history from the proposal's timestamps. */
function History({ proposal: p, lang }: { proposal: AdminProposal; lang: Language }) {
  const t = useT();
  const at = (iso: string) => formatDateTime(iso, lang);
  const rows: { key: string; text: string; extra?: string }[] = [{ key: 'created', text: t('admin.proposals.detail.created', { at: at(p.createdAt) }) }];
  if (p.sentAt) rows.push({ key: 'sent', text: t('admin.proposals.detail.sent', { at: at(p.sentAt) }) });
  if (p.viewedAt) rows.push({ key: 'viewed', text: t('admin.proposals.detail.viewed', { at: at(p.viewedAt) }) });
  if (p.acceptedAt) {
    rows.push({ key: 'accepted', text: t('admin.proposals.detail.accepted', { name: p.acceptedName ?? '', at: at(p.acceptedAt), ip: p.acceptedIp ?? '' }) });
  }
  if (p.declinedAt) {
    const declined: { key: string; text: string; extra?: string } = { key: 'declined', text: t('admin.proposals.detail.declined', { at: at(p.declinedAt) }) };
    if (p.declineReason) declined.extra = t('admin.proposals.detail.declineReason', { reason: p.declineReason });
    rows.push(declined);
  }
  if (p.revokedAt) rows.push({ key: 'revoked', text: t('admin.proposals.detail.revoked', { at: at(p.revokedAt) }) });
  return (
    <section aria-labelledby="proposal-history-heading" className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      <h2 id="proposal-history-heading" className="mb-2 text-lg font-semibold text-slate-900">
        {t('admin.proposals.detail.history')}
      </h2>
      <ol className="space-y-1 text-sm text-slate-800">
        {rows.map((r) => (
          <li key={r.key}>
            {r.text}
            {r.extra ? <span className="block whitespace-pre-line text-slate-600">{r.extra}</span> : null}
          </li>
        ))}
      </ol>
    </section>
  );
}

function Lines({ proposal: p, lang }: { proposal: AdminProposal; lang: Language }) {
  const t = useT();
  return (
    <DocumentLinesList
      area="proposals"
      lines={p.lines}
      currency={p.currency}
      lang={lang}
      describe={(l) => (
        <>
          <p className="font-medium text-slate-900">{l.service}</p>
          {l.description ? <p className="whitespace-pre-line text-slate-600">{l.description}</p> : null}
          <p className="text-slate-600">
            {t(`admin.proposals.recurrence.${l.recurrence}`)} · {t(`admin.proposals.vatRate.${l.vatRateCode}`)}
          </p>
        </>
      )}
    />
  );
}

/** Intro and terms: rich text the server sanitised with the blog's allow-list when it stored it. */
function RichText({ heading, html }: { heading: string; html: string }) {
  return (
    <section className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      <h2 className="mb-2 text-lg font-semibold text-slate-900">{heading}</h2>
      <div className="prose prose-slate max-w-none text-sm" dangerouslySetInnerHTML={{ __html: html }} />
    </section>
  );
}
