/** The client's page: the client's proposals with their status, and "Create proposal" for this client. */
import { useT } from '@/client/i18n/use-t';
import { useNavigate } from 'react-router';
import { proposalsApi } from '@/client/api/proposals-api';
import { PagedList } from '../common/paged-list-parts';
import { CreateButton } from '../common/record-buttons';
import { useAdminLanguage } from '../common/use-admin-language';
import { useAdminList } from '../common/use-admin-list';
import { ProposalRows } from './proposals-page';

export function ClientProposals({ clientId }: { clientId: number }) {
  const t = useT();
  const lang = useAdminLanguage();
  const navigate = useNavigate();
  const list = useAdminList(proposalsApi, { filters: { clientId: String(clientId) } });
  return (
    <section aria-labelledby="client-proposals-heading" className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h2 id="client-proposals-heading" className="text-lg font-semibold text-slate-900">
          {t('admin.proposals.client.heading')}
        </h2>
        <CreateButton onClick={() => void navigate(`/admin/proposals/new?clientId=${clientId}`)}>{t('admin.proposals.create')}</CreateButton>
      </div>
      <PagedList list={list} searching={false} emptyText={t('admin.proposals.client.none')}>
        <ProposalRows proposals={list.items} lang={lang} busy={list.isFetching} showClient={false} />
      </PagedList>
    </section>
  );
}
