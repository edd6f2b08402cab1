import { useState } from 'react';
import { useT } from '@/client/i18n/use-t';
import { isProjectServiceType } from '@/shared/accounting';
import { PROJECT_STATUSES } from '@/shared/constants';
import { formatMoney } from '@/shared/money/format-money';
import { formatDay } from '@/shared/dates';
import { formatMinutes } from '@/shared/time/minutes';
import { BudgetBurn } from './budget-burn';
import type { ProjectStatus } from '@/shared/schemas/project';
import { Badge } from '@/client/components/ui/badge';
import { ConfirmDialog } from '@/client/components/ui/confirm-dialog';
import { Select } from '@/client/components/ui/select';
import { DeleteIconButton, EditIconButton } from '../common/record-buttons';
import { useAdminLanguage } from '../common/use-admin-language';
import { useAdminMutation } from '../common/use-admin-mutation';
import { PROJECT_STATUS_TONES } from './project-status';
import { portfolioApi } from '@/client/api/portfolio-api';
import { projectsApi } from '@/client/api/projects-api';
import type { AdminProject } from '@/shared/api-types';
import { HistoryIconButton, RecordHistoryDialog } from '../activity';

function isProjectStatus(value: string): value is ProjectStatus {
  return (PROJECT_STATUSES as readonly string[]).includes(value);
}

/** One project of the list: facts, a status select, edit and delete. */
export function ProjectListItem({ project, onEdit }: { project: AdminProject; onEdit: (project: AdminProject) => void }) {
  const t = useT();
  const lang = useAdminLanguage();
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [historyOpen, setHistoryOpen] = useState(false);

  const statusMutation = useAdminMutation({
    request: (status: ProjectStatus) => projectsApi.setStatus(project.id, status),
    resources: [projectsApi],
    success: (_row, status) => ({
      title: t('admin.project.toast.statusUpdated'),
      description: t('admin.project.toast.statusUpdatedDescription', {
        name: project.name,
        status: t(`admin.project.statuses.${status}`),
      }),
    }),
    errorTitle: t('admin.project.toast.statusError'),
  });

  const deleteMutation = useAdminMutation({
    request: () => projectsApi.remove(project.id),
    resources: [projectsApi, portfolioApi],
    success: () => t('admin.project.toast.deleted'),
    errorTitle: t('admin.project.toast.deleteError'),
    onSuccess: () => setConfirmOpen(false),
  });

  // While the change is on its way, show the chosen status rather than the stored one.
  const status = statusMutation.isPending && statusMutation.variables ? statusMutation.variables : project.status;
  const serviceType = isProjectServiceType(project.serviceType)
    ? t(`admin.project.serviceTypes.${project.serviceType}`)
    : project.serviceType;

  return (
    <li className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex flex-col gap-4 lg:flex-row lg:items-start lg:justify-between">
        <div className="min-w-0 space-y-2">
          <div className="flex flex-wrap items-center gap-2">
            <h3 className="text-base font-semibold text-slate-900">{project.name}</h3>
            <Badge tone={PROJECT_STATUS_TONES[project.status]}>{t(`admin.project.statuses.${project.status}`)}</Badge>
          </div>
          <p className="text-sm text-slate-700">{t('admin.project.row.client', { name: project.clientName })}</p>
          <dl className="grid grid-cols-2 gap-x-6 gap-y-2 text-sm sm:grid-cols-3">
            <div>
              <dt className="text-slate-600">{t('admin.project.fields.serviceType')}</dt>
              <dd className="font-medium text-slate-900">{serviceType}</dd>
            </div>
            <div>
              <dt className="text-slate-600">{t('admin.project.fields.dueDate')}</dt>
              <dd className="font-medium text-slate-900">
                {project.dueDate ? formatDay(project.dueDate, lang) : t('admin.project.row.noDueDate')}
              </dd>
            </div>
            <div className="col-span-2 sm:col-span-1">
              <dt className="text-slate-600">{t('admin.project.fields.budgetPaid')}</dt>
              <dd className="font-medium tabular-nums text-slate-900">
                {formatMoney(project.budget, 'USD', lang)} / {formatMoney(project.amountPaid, 'USD', lang)}
              </dd>
            </div>
            <div>
              <dt className="text-slate-600">{t('admin.project.fields.logged')}</dt>
              <dd className="font-medium tabular-nums text-slate-900">{t('admin.project.budget.hours', { hours: formatMinutes(project.loggedMinutes) })}</dd>
            </div>
          </dl>
          <BudgetBurn project={project} />
        </div>
        <div className="flex flex-wrap items-center gap-2 lg:flex-nowrap">
          <Select
            aria-label={t('admin.project.row.changeStatus', { name: project.name })}
            className="h-11 w-auto min-w-36 md:h-10"
            value={status}
            disabled={statusMutation.isPending}
            onChange={(e) => {
              if (isProjectStatus(e.target.value) && e.target.value !== project.status) statusMutation.mutate(e.target.value);
            }}
          >
            {PROJECT_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`admin.project.statuses.${s}`)}
              </option>
            ))}
          </Select>
          <HistoryIconButton
            record={project.name}
            onClick={() => setHistoryOpen(true)}
          />
          <EditIconButton record={project.name} onClick={() => onEdit(project)} />
          <DeleteIconButton record={project.name} onClick={() => setConfirmOpen(true)} />
        </div>
      </div>
      <RecordHistoryDialog
        record={historyOpen ? { entity: 'project', entityId: project.id } : null}
        name={project.name}
        onClose={() => setHistoryOpen(false)}
      />
      <ConfirmDialog
        open={confirmOpen}
        onOpenChange={setConfirmOpen}
        title={t('admin.project.confirmDelete.title')}
        description={t('admin.project.confirmDelete.description', { name: project.name })}
        confirmLabel={deleteMutation.isPending ? t('admin.common.deleting') : t('admin.project.confirmDelete.confirm')}
        pending={deleteMutation.isPending}
        onConfirm={() => deleteMutation.mutate()}
      />
    </li>
  );
}
