/**
 * The dashboard's panel of clients' answers (issue 22: "a viewed / accepted / declined proposal shows on the client's
 * page and the dashboard"): the newest proposals a client opened, accepted or declined, newest answer first.
 */
import { useQueries } from '@tanstack/react-query';
import { useT } from '@/client/i18n/use-t';
import { Link } from 'react-router';
import type { AdminProposal } from '@/shared/schemas/proposal';
import { proposalsApi } from '@/client/api/proposals-api';
import { Spinner } from '@/client/components/ui/spinner';
import { useAdminLanguage } from '../common/use-admin-language';
import { ProposalRows } from './proposals-page';

/** The statuses that are a client's doing, and how many of each the panel asks for. */
const ANSWER_STATUSES = ['viewed', 'accepted', 'declined'] as const;
const SHOWN = 5;

/** When the client last did something with the proposal. */
const answeredAt = (p: AdminProposal) => p.acceptedAt ?? p.declinedAt ?? p.viewedAt ?? p.sentAt ?? p.updatedAt;

/** The newest answers of the lists of each status, newest first. */
export function newestAnswers(lists: AdminProposal[][], count = SHOWN): AdminProposal[] {
  return lists
    .flat()
    .sort((a, b) => answeredAt(b).localeCompare(answeredAt(a)))
    .slice(0, count);
}

export function ProposalAnswersPanel() {
  const t = useT();
  const lang = useAdminLanguage();
  const results = useQueries({
    queries: ANSWER_STATUSES.map((status) => ({
      queryKey: [...proposalsApi.key, 'answers', status],
      queryFn: ({ signal }: { signal: AbortSignal }) => proposalsApi.list({ filters: { status } }, 0, SHOWN, signal),
    })),
  });
  const pending = results.some((r) => r.isPending);
  const failed = results.some((r) => r.isError);
  const answers = newestAnswers(results.map((r) => r.data?.items ?? []));
  return (
    <section aria-labelledby="proposal-answers-heading" className="space-y-3">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h2 id="proposal-answers-heading" className="text-xl font-semibold text-slate-900">
          {t('admin.proposals.dashboard.heading')}
        </h2>
        <Link to="/admin/proposals" className="inline-flex min-h-11 items-center text-sm font-medium text-brand-700 underline-offset-2 hover:underline">
          {t('admin.proposals.dashboard.all')}
        </Link>
      </div>
      <p className="text-sm text-slate-600">{t('admin.proposals.dashboard.intro')}</p>
      <div className="rounded-lg border border-slate-200 bg-white p-2 shadow-sm sm:p-4">
        {pending ? (
          <Spinner />
        ) : failed ? (
          <p className="p-2 text-sm font-medium text-red-700">{t('admin.common.loadError')}</p>
        ) : answers.length === 0 ? (
          <p className="p-2 text-sm text-slate-600">{t('admin.proposals.dashboard.none')}</p>
        ) : (
          <ProposalRows proposals={answers} lang={lang} />
        )}
      </div>
    </section>
  );
}
