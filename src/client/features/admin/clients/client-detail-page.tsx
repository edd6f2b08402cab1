import { useQuery } from '@tanstack/react-query';
import { Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useT } from '@/client/i18n/use-t';
import { Link, useNavigate, useParams } from 'react-router';
import type { AdminClient, AdminProject } from '@/shared/api-types';
import { formatMoney } from '@/shared/money/format-money';
import { formatDateTime, formatDay } from '@/shared/dates';
import { Badge } from '@/client/components/ui/badge';
import { Button } from '@/client/components/ui/button';
import { FullPageSpinner } from '@/client/components/ui/spinner';
import { Tabs } from '@/client/components/ui/tabs';
import { usePageMeta } from '@/client/lib/page-meta';
import { AdminPageHeader } from '../common/admin-page-header';
import { PagedList } from '../common/paged-list-parts';
import { RecordForScreenReaders } from '../common/record-buttons';
import { useAdminLanguage } from '../common/use-admin-language';
import { billingSettingsApi } from '@/client/api/billing-settings-api';
import { clientsApi } from '@/client/api/clients-api';
import { messagesApi } from '@/client/api/messages-api';
import { projectsApi } from '@/client/api/projects-api';
import { useAdminList } from '../common/use-admin-list';
import { ClientStatusBadge, PaymentStatusBadge } from './client-badges';
import { parseClientId, webHref, type ClientFieldName } from './client-display';
import { ExternalAnchor, FieldList } from './client-field-list';
import { clientBillingRows } from './client-billing-rows';
import { ClientFormDialog } from './client-form-dialog';
import { ClientPortalCard } from './client-portal-card';
import { ClientChangeRequestsCard } from './client-change-requests-card';
import { ClientPrivacyCard } from './client-privacy-card';
import { ClientVatCheck } from './client-vat-check';
import { ClientAresMatch } from './client-ares-match';
import { DeleteClientDialog } from './delete-client-dialog';
import { RecordHistory } from '../activity';
import { ClientInvoices } from '../invoices';
import { ClientProposals } from '../proposals';

const CLIENTS_PATH = '/admin/clients';

/** /admin/clients/:id — every field of one client in six tabs, the client's projects, edit and delete. */
export function ClientDetailPage() {
  const t = useT();
  const id = parseClientId(useParams().id);
  const query = useQuery<AdminClient>({ queryKey: clientsApi.detailKey(id ?? 0), queryFn: () => clientsApi.get(id ?? 0), enabled: id !== null });
  const client = query.data;
  usePageMeta({ title: client?.name ?? (id === null || query.isError ? t('admin.client.notFound.title') : t('admin.client.title')) });

  if (id === null || query.isError) return <ClientNotFound />;
  if (!client) return <FullPageSpinner />;
  return <ClientDetail client={client} />;
}

/** docs/product/rules.md#feedback: a client that cannot be loaded shows the not-found title and description. */
function ClientNotFound() {
  const t = useT();
  return (
    <div className="mx-auto max-w-md rounded-lg border border-slate-200 bg-white p-8 text-center shadow-sm">
      <h1 className="text-2xl font-bold text-slate-900">{t('admin.client.notFound.title')}</h1>
      <p className="mt-3 text-slate-600">{t('admin.client.notFound.description')}</p>
      <Link to={CLIENTS_PATH} className="mt-6 inline-block font-medium text-brand-700 underline">
        {t('admin.client.notFound.back')}
      </Link>
    </div>
  );
}

function ClientDetail({ client }: { client: AdminClient }) {
  const t = useT();
  const lang = useAdminLanguage();
  const navigate = useNavigate();
  const [editOpen, setEditOpen] = useState(false);
  const [deleteOpen, setDeleteOpen] = useState(false);
  const f = (name: ClientFieldName) => t(`admin.client.fields.${name}`);
  const agency = useQuery({ queryKey: billingSettingsApi.key, queryFn: billingSettingsApi.get });
  const link = (href: string | null) => (href ? <ExternalAnchor href={webHref(href)}>{href}</ExternalAnchor> : null);

  const tabs = [
    {
      value: 'basic',
      rows: [
        { label: f('name'), value: client.name },
        { label: f('email'), value: <a className="text-brand-700 underline" href={`mailto:${client.email}`}>{client.email}</a> },
        {
          label: f('phone'),
          value: client.phone ? <a className="text-brand-700 underline" href={`tel:${client.phone.replace(/\s+/g, '')}`}>{client.phone}</a> : null,
        },
        { label: f('website'), value: link(client.website) },
        { label: f('createdAt'), value: formatDateTime(client.createdAt, lang) },
      ],
    },
    {
      value: 'business',
      rows: [
        { label: f('company'), value: client.company },
        { label: f('companySize'), value: client.companySize ? t(`admin.client.companySize.${client.companySize}`) : null },
        { label: f('industry'), value: client.industry },
        { label: f('location'), value: client.location },
      ],
    },
    {
      value: 'project',
      rows: [
        { label: f('servicesRequired'), value: client.servicesRequired ? t(`admin.client.services.${client.servicesRequired}`) : null },
        { label: f('currentStatus'), value: t(`admin.client.status.${client.currentStatus}`) },
        { label: f('startDate'), value: formatDay(client.startDate, lang) },
        { label: f('expectedDelivery'), value: formatDay(client.expectedDelivery, lang) },
      ],
    },
    {
      value: 'communication',
      rows: [
        {
          label: f('preferredCommunication'),
          value: client.preferredCommunication ? t(`admin.client.communication.${client.preferredCommunication}`) : null,
        },
        { label: f('salesman'), value: client.salesman },
        { label: f('internalNotes'), value: client.internalNotes ? <span className="whitespace-pre-line">{client.internalNotes}</span> : null },
      ],
    },
    {
      value: 'billing',
      rows: [
        { label: f('oneTimePrice'), value: formatMoney(client.oneTimePrice, 'CZK', lang) },
        { label: f('monthlyPrice'), value: formatMoney(client.monthlyPrice, 'CZK', lang) },
        { label: f('paymentStatus'), value: t(`admin.client.payment.${client.paymentStatus}`) },
        { label: f('contractUrl'), value: client.contractUrl ? <ExternalAnchor href={webHref(client.contractUrl)}>{t('admin.client.detail.contractLink')}</ExternalAnchor> : null },
      ],
    },
    { value: 'invoicing', rows: clientBillingRows(client, t, lang, agency.data) },
  ] as const;

  return (
    <div className="space-y-6">
      <div>
        <AdminPageHeader
          title={client.name}
          backTo={CLIENTS_PATH}
          backLabel={t('admin.client.detail.back')}
          actions={
            <>
              <Button variant="secondary" onClick={() => setEditOpen(true)}>
                <Pencil aria-hidden="true" className="h-4 w-4" />
                {t('admin.common.edit')}
              </Button>
              <Button variant="destructive" onClick={() => setDeleteOpen(true)}>
                <Trash2 aria-hidden="true" className="h-4 w-4" />
                {t('admin.common.delete')}
              </Button>
            </>
          }
        />
        <div className="-mt-3 flex flex-wrap items-center gap-2">
          {client.company ? <p className="mr-2 text-slate-700">{client.company}</p> : null}
          <ClientStatusBadge status={client.currentStatus} />
          <PaymentStatusBadge status={client.paymentStatus} />
        </div>
      </div>

      <section className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
        <Tabs
          label={t('admin.client.detailTabs')}
          items={tabs.map(({ value, rows }) => ({
            value,
            label: t(`admin.client.tabs.${value}`),
            content:
              value === 'communication' ? (
                <>
                  <FieldList rows={[...rows]} className="max-w-3xl" />
                  <ClientMessages clientId={client.id} />
                </>
              ) : value === 'invoicing' ? (
                <>
                  <FieldList rows={[...rows]} className="max-w-3xl" />
                  <ClientVatCheck clientId={client.id} dic={client.dic} />
                  <ClientAresMatch client={client} />
                </>
              ) : (
                <FieldList rows={[...rows]} className="max-w-3xl" />
              ),
          }))}
        />
      </section>

      <ClientPortalCard client={client} />

      <ClientProposals clientId={client.id} />

      <ClientInvoices clientId={client.id} />

      <ClientProjects clientId={client.id} />

      <RecordHistory entity="client" entityId={client.id} />

      {/* The client's data on request (issue 25): change requests from the portal, export and erasure (GDPR). */}
      <ClientChangeRequestsCard clientId={client.id} />
      <ClientPrivacyCard client={client} />

      <ClientFormDialog open={editOpen} onOpenChange={setEditOpen} client={client} />
      <DeleteClientDialog
        client={client}
        open={deleteOpen}
        onOpenChange={setDeleteOpen}
        onDeleted={() => void navigate(CLIENTS_PATH, { replace: true })}
      />
    </div>
  );
}

const PROJECT_STATUS_CLASS: Record<AdminProject['status'], string> = {
  pending: 'bg-amber-100 text-amber-900',
  active: 'bg-green-100 text-green-900',
  completed: 'bg-slate-200 text-slate-800',
};

/** The client's projects (the project list filtered by clientId), paged like every admin list. */
function ClientProjects({ clientId }: { clientId: number }) {
  const t = useT();
  const lang = useAdminLanguage();
  const list = useAdminList(projectsApi, { filters: { clientId: String(clientId) } });
  return (
    <section aria-labelledby="client-projects-heading" className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      <h2 id="client-projects-heading" className="mb-4 text-lg font-semibold text-slate-900">
        {t('admin.client.detail.projects')}
      </h2>
      <PagedList list={list} searching={false} emptyText={t('admin.client.detail.noProjects')}>
        <ul className="divide-y divide-slate-100">
          {list.items.map((project) => (
            <li key={project.id} className="flex flex-wrap items-start justify-between gap-2 py-3">
              <div className="min-w-0">
                <p className="font-medium text-slate-900">{project.name}</p>
                <p className="line-clamp-2 text-sm text-slate-600">{project.description}</p>
              </div>
              <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-700">
                <Badge className={PROJECT_STATUS_CLASS[project.status]}>{t(`admin.client.projectStatus.${project.status}`)}</Badge>
                <span>{t(`admin.client.projectService.${project.serviceType}`)}</span>
                <span aria-hidden="true" className="text-slate-400">·</span>
                <span>
                  {project.dueDate ? t('admin.client.detail.dueDate', { date: formatDay(project.dueDate, lang) }) : t('admin.client.detail.noDueDate')}
                </span>
              </div>
            </li>
          ))}
        </ul>
      </PagedList>
    </section>
  );
}

/** The communication tab's enquiries: the messages and quote requests linked to this client (issue 12). */
function ClientMessages({ clientId }: { clientId: number }) {
  const t = useT();
  const lang = useAdminLanguage();
  const list = useAdminList(messagesApi, { filters: { clientId: String(clientId) } });
  return (
    <section aria-labelledby="client-messages-heading" className="mt-6 border-t border-slate-200 pt-4">
      <h2 id="client-messages-heading" className="mb-3 text-base font-semibold text-slate-900">
        {t('admin.client.detail.messages')}
      </h2>
      <PagedList list={list} searching={false} emptyText={t('admin.client.detail.noMessages')}>
        <ul className="divide-y divide-slate-100">
          {list.items.map((message) => (
            <li key={message.id} className="flex flex-wrap items-start justify-between gap-2 py-3">
              <div className="min-w-0">
                <Link
                  to={`/admin/messages?open=${message.id}`}
                  className="font-medium text-brand-700 underline hover:no-underline"
                >
                  {t(`admin.messages.kind.${message.kind}`)}
                  <RecordForScreenReaders record={message.name} />
                </Link>
                <p className="line-clamp-2 text-sm text-slate-600">{message.message}</p>
              </div>
              <div className="flex items-center gap-2 text-sm text-slate-700">
                <Badge tone={message.status === 'unread' ? 'brand' : 'neutral'}>{t(`admin.messages.status.${message.status}`)}</Badge>
                <time dateTime={message.createdAt}>{formatDateTime(message.createdAt, lang)}</time>
              </div>
            </li>
          ))}
        </ul>
      </PagedList>
    </section>
  );
}
