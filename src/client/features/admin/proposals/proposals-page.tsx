import { useQuery } from '@tanstack/react-query';
import { useT } from '@/client/i18n/use-t';
import { Link } from 'react-router';
import { PROPOSAL_STATUSES, type AdminProposal } from '@/shared/schemas/proposal';
import { Select } from '@/client/components/ui/select';
import { usePageMeta } from '@/client/lib/page-meta';
import { clientsApi } from '@/client/api/clients-api';
import { proposalsApi } from '@/client/api/proposals-api';
import { AdminPageHeader } from '../common/admin-page-header';
import { PagedList } from '../common/paged-list-parts';
import { CreateButton } from '../common/record-buttons';
import { useAdminLanguage } from '../common/use-admin-language';
import { useAdminList } from '../common/use-admin-list';
import { proposalsFilters, proposalsListParams } from './proposals-list';
import { useAddressParams } from '../common/use-address-param';
import { formatMoney } from '../common/document-format';
import { ProposalStatusBadge } from './proposal-status-badge';
import { useNavigate } from 'react-router';
import { formatDay } from '@/shared/dates';

/** How many clients the client filter offers (newest first). */
const CLIENT_FILTER_LIMIT = 200;


/** /admin/proposals: the proposals, newest first, filtered by status and client (both kept in the address). */
export function ProposalsPage() {
  const t = useT();
  const lang = useAdminLanguage();
  const navigate = useNavigate();
  usePageMeta({ title: t('admin.proposals.title') });
  const { searchParams, setParam } = useAddressParams();
  const { status, clientId } = proposalsFilters(searchParams);
  const list = useAdminList(proposalsApi, proposalsListParams(searchParams));
  const clients = useQuery({ queryKey: [...clientsApi.key, 'picker', CLIENT_FILTER_LIMIT], queryFn: () => clientsApi.search('', CLIENT_FILTER_LIMIT) });

  return (
    <div>
      <AdminPageHeader
        title={t('admin.proposals.title')}
        actions={<CreateButton onClick={() => void navigate(clientId ? `/admin/proposals/new?clientId=${clientId}` : '/admin/proposals/new')}>{t('admin.proposals.create')}</CreateButton>}
      />
      <div className="mb-4 flex flex-wrap items-end gap-3">
        <div className="w-full sm:w-48">
          <label htmlFor="proposals-status-filter" className="block text-sm font-medium text-slate-800">
            {t('admin.proposals.statusFilter')}
          </label>
          <Select id="proposals-status-filter" className="mt-1.5" value={status} onChange={(e) => setParam('status', e.target.value)}>
            <option value="">{t('admin.proposals.statusFilterAll')}</option>
            {PROPOSAL_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`admin.proposals.status.${s}`)}
              </option>
            ))}
          </Select>
        </div>
        <div className="w-full sm:w-64">
          <label htmlFor="proposals-client-filter" className="block text-sm font-medium text-slate-800">
            {t('admin.proposals.clientFilter')}
          </label>
          <Select id="proposals-client-filter" className="mt-1.5" value={clientId} onChange={(e) => setParam('clientId', e.target.value)}>
            <option value="">{t('admin.proposals.clientFilterAll')}</option>
            {(clients.data ?? []).map((c) => (
              <option key={c.id} value={String(c.id)}>
                {c.name}
              </option>
            ))}
          </Select>
        </div>
      </div>
      <PagedList list={list} searching={status !== '' || clientId !== ''} emptyText={t('admin.proposals.empty')}>
        <ProposalRows proposals={list.items} lang={lang} busy={list.isFetching} />
      </PagedList>
    </div>
  );
}

/** Cards on phones, one row per proposal from md up; the whole card is the link (≥ 44 px high), named by all it shows. */
export function ProposalRows({ proposals, lang, busy, showClient = true }: { proposals: AdminProposal[]; lang: 'cs' | 'en'; busy?: boolean; showClient?: boolean }) {
  const t = useT();
  const col = (name: 'number' | 'title' | 'status' | 'validUntil' | 'oneTime' | 'monthly') => t(`admin.proposals.columns.${name}`);
  return (
    <>
      {/* Column names over the rows from md up (each row also names its values for screen readers and phones). */}
      <div aria-hidden="true" className="hidden gap-x-4 px-4 pb-2 text-xs font-medium uppercase tracking-wide text-slate-600 md:grid md:grid-cols-[8rem_minmax(0,1fr)_7rem_7rem_9rem_9rem]">
        <span>{col('number')}</span>
        <span>{col('title')}</span>
        <span>{col('status')}</span>
        <span>{col('validUntil')}</span>
        <span className="text-right">{col('oneTime')}</span>
        <span className="text-right">{col('monthly')}</span>
      </div>
      <ul aria-label={t('admin.proposals.listLabel')} aria-busy={busy} className="space-y-2 md:space-y-0 md:divide-y md:divide-slate-100 md:rounded-lg md:border md:border-slate-200 md:bg-white">
        {proposals.map((p) => (
          <li key={p.id}>
            <Link
              to={`/admin/proposals/${p.id}`}
              className="grid min-h-11 gap-x-4 gap-y-1 rounded-lg border border-slate-200 bg-white p-4 text-sm hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-700 md:grid-cols-[8rem_minmax(0,1fr)_7rem_7rem_9rem_9rem] md:items-center md:rounded-none md:border-0 md:px-4 md:py-3"
            >
              <span className="font-mono font-medium text-slate-900">{p.number}</span>
              <span className="min-w-0">
                <span className="block truncate font-medium text-slate-900">{p.title}</span>
                {showClient ? <span className="block truncate text-slate-600">{p.clientName}</span> : null}
              </span>
              <span>
                <ProposalStatusBadge status={p.status} />
              </span>
              <span className="text-slate-700">
                <span className="md:sr-only">{col('validUntil')}: </span>
                {formatDay(p.validUntil, lang)}
              </span>
              <span className="tabular-nums text-slate-900 md:text-right">
                <span className="md:sr-only">{col('oneTime')}: </span>
                {formatMoney(p.totals.oneTime.payableMinor, p.currency, lang)}
              </span>
              <span className="tabular-nums text-slate-900 md:text-right">
                <span className="md:sr-only">{col('monthly')}: </span>
                {formatMoney(p.totals.monthly.payableMinor, p.currency, lang)}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}
