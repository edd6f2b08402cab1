import { useT } from '@/client/i18n/use-t';
import { Link } from 'react-router';
import type { AdminClient } from '@/shared/api-types';
import { formatMoney } from '@/shared/money/format-money';
import { Button } from '@/client/components/ui/button';
import { Tabs } from '@/client/components/ui/tabs';
import { DeleteIconButton, EditIconButton } from '../common/record-buttons';
import { useAdminLanguage } from '../common/use-admin-language';
import { ClientStatusBadge, PaymentStatusBadge } from './client-badges';
import { clientPath, webHref, type ClientFieldName } from './client-display';
import { ExternalAnchor, FieldList } from './client-field-list';
import { formatDay } from '@/shared/dates';

interface ClientCardProps {
  client: AdminClient;
  onEdit: (client: AdminClient) => void;
  onDelete: (client: AdminClient) => void;
}

/** One client in the grid: name, company, status and payment badges, tabs info / services / billing, actions. */
export function ClientCard({ client, onEdit, onDelete }: ClientCardProps) {
  const t = useT();
  const lang = useAdminLanguage();
  const f = (name: ClientFieldName) => t(`admin.client.fields.${name}`);
  return (
    <article className="flex h-full flex-col rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
      <div className="min-w-0">
        <h2 className="truncate text-lg font-semibold text-slate-900" title={client.name}>
          {client.name}
        </h2>
        <p className="truncate text-sm text-slate-600">{client.company ?? t('admin.client.notSet')}</p>
      </div>
      <div className="mt-2 flex flex-wrap gap-2">
        <ClientStatusBadge status={client.currentStatus} />
        <PaymentStatusBadge status={client.paymentStatus} />
      </div>
      <Tabs
        className="mb-4 mt-3"
        label={t('admin.client.cardTabs', { name: client.name })}
        items={[
          {
            value: 'info',
            label: t('admin.client.tabs.info'),
            content: (
              <FieldList
                rows={[
                  { label: f('email'), value: <a className="text-brand-700 underline" href={`mailto:${client.email}`}>{client.email}</a> },
                  { label: f('phone'), value: client.phone ? <a className="text-brand-700 underline" href={`tel:${client.phone.replace(/\s+/g, '')}`}>{client.phone}</a> : null },
                  { label: f('location'), value: client.location },
                  { label: f('website'), value: client.website ? <ExternalAnchor href={webHref(client.website)}>{client.website}</ExternalAnchor> : null },
                ]}
              />
            ),
          },
          {
            value: 'services',
            label: t('admin.client.tabs.services'),
            content: (
              <FieldList
                rows={[
                  { label: f('servicesRequired'), value: client.servicesRequired ? t(`admin.client.services.${client.servicesRequired}`) : null },
                  { label: f('industry'), value: client.industry },
                  { label: f('startDate'), value: formatDay(client.startDate, lang) },
                  { label: f('expectedDelivery'), value: formatDay(client.expectedDelivery, lang) },
                ]}
              />
            ),
          },
          {
            value: 'billing',
            label: t('admin.client.tabs.billing'),
            content: (
              <FieldList
                rows={[
                  { label: f('oneTimePrice'), value: formatMoney(client.oneTimePrice, 'CZK', lang) },
                  { label: f('monthlyPrice'), value: formatMoney(client.monthlyPrice, 'CZK', lang) },
                  { label: f('paymentStatus'), value: t(`admin.client.payment.${client.paymentStatus}`) },
                ]}
              />
            ),
          },
        ]}
      />
      <div className="mt-auto flex items-center justify-between gap-2 border-t border-slate-100 pt-3">
        <Button asChild variant="secondary" size="sm">
          <Link to={clientPath(client.id)} aria-label={t('admin.client.openDetailOf', { name: client.name })}>
            {t('admin.client.openDetail')}
          </Link>
        </Button>
        <div className="flex gap-1">
          <EditIconButton record={client.name} onClick={() => onEdit(client)} />
          <DeleteIconButton record={client.name} onClick={() => onDelete(client)} />
        </div>
      </div>
    </article>
  );
}
