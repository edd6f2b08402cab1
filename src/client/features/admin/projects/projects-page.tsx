import { useQuery } from '@tanstack/react-query';
import { memo, useCallback, useId, useState } from 'react';
import { useT } from '@/client/i18n/use-t';
import type { AdminProject } from '@/shared/api-types';
import { usePageMeta } from '@/client/lib/page-meta';
import { AccountingTable } from '../accounting';
import { AdminPageHeader } from '../common/admin-page-header';
import { PagedList } from '../common/paged-list-parts';
import { CreateButton } from '../common/record-buttons';
import { SearchInput } from '../common/search-input';
import { projectsApi } from '@/client/api/projects-api';
import { useAdminList } from '../common/use-admin-list';
import { projectsListParams } from './projects-list';
import { useFormDialog } from '../common/use-form-dialog';
import { useAddressParams } from '../common/use-address-param';
import { ProjectFormDialog } from './project-form-dialog';
import { ProjectListItem } from './project-list-item';
import { ExportButton } from '../common/export-button';

/** The accounting table has no props: typing in the project search must not re-render its thousands of rows. */
const StaticAccountingTable = memo(AccountingTable);


/** /admin/projects: the accounting overview, then the searchable project list (docs/product/back-office.md#projects). */
export function ProjectsPage() {
  const t = useT();
  usePageMeta({ title: t('admin.project.title') });
  const listHeadingId = useId();
  const [q, setQ] = useState('');
  const onSearch = useCallback((value: string) => setQ(value), []);
  const form = useFormDialog<AdminProject>();
  // ?open=<id> (the budget e-mail's link) opens that project's dialog once it has loaded.
  const { searchParams, setParam } = useAddressParams();
  const openId = Number(searchParams.get('open')) || null;
  const opened = useQuery({ queryKey: projectsApi.detailKey(openId ?? 0), queryFn: () => projectsApi.get(openId ?? 0), enabled: openId !== null, retry: false });
  const [shownFromAddress, setShownFromAddress] = useState<AdminProject | undefined>(undefined);
  if (opened.data && opened.data !== shownFromAddress) {
    setShownFromAddress(opened.data);
    form.openEdit(opened.data);
  }
  const onOpenChange = (open: boolean) => {
    form.onOpenChange(open);
    if (!open && openId !== null) setParam('open', '');
  };
  // 25 rows with their status controls: enough to scan, light enough to follow the search box.
  const list = useAdminList(projectsApi, projectsListParams(q));

  return (
    <div className="space-y-10">
      <div>
        <AdminPageHeader
          title={t('admin.project.title')}
          actions={
            <>
              <ExportButton href={projectsApi.exportUrl({ q })}>{t('admin.common.exportCsv')}</ExportButton>
              <CreateButton onClick={form.openNew}>{t('admin.project.create')}</CreateButton>
            </>
          }
        />
        <StaticAccountingTable />
      </div>

      <section aria-labelledby={listHeadingId} className="space-y-4">
        <h2 id={listHeadingId} className="text-xl font-semibold text-slate-900">
          {t('admin.project.listTitle')}
        </h2>
        <SearchInput label={t('admin.project.search')} onSearch={onSearch} prefetch={list.prefetchSearch} />
        <PagedList list={list} searching={q.trim() !== ''} emptyText={t('admin.project.empty')}>
          <ul className="space-y-3" aria-busy={list.isFetching}>
            {list.items.map((project) => (
              <ProjectListItem key={project.id} project={project} onEdit={form.openEdit} />
            ))}
          </ul>
        </PagedList>
      </section>

      <ProjectFormDialog open={form.open} project={form.record} onOpenChange={onOpenChange} />
    </div>
  );
}
