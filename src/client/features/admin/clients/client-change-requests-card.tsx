/**
 * The client's requests from the portal to change their billing details (issue 25; docs/product/client-portal.md):
 * each pending one field by field — the current value and the requested one — with Approve (written to the client)
 * and Reject; decided ones listed briefly.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Check, X } from 'lucide-react';
import { useT } from '@/client/i18n/use-t';
import type { AdminChangeRequest } from '@/shared/client-privacy';
import { formatDateTime } from '@/shared/dates';
import { Button } from '@/client/components/ui/button';
import { clientsApi } from '@/client/api/clients-api';
import { useAdminLanguage } from '../common/use-admin-language';
import { useAdminMutation } from '../common/use-admin-mutation';

type RequestedField = keyof AdminChangeRequest['current'];

export function ClientChangeRequestsCard({ clientId }: { clientId: number }) {
  const t = useT();
  const lang = useAdminLanguage();
  const queryClient = useQueryClient();
  const query = useQuery({ queryKey: clientsApi.changeRequestsKey(clientId), queryFn: () => clientsApi.changeRequests(clientId) });
  const decide = useAdminMutation({
    request: ({ id, approve }: { id: number; approve: boolean }) =>
      approve ? clientsApi.approveChangeRequest(clientId, id) : clientsApi.rejectChangeRequest(clientId, id),
    resources: [clientsApi],
    success: (_data, { approve }) => (approve ? t('admin.client.changeRequests.approved') : t('admin.client.changeRequests.rejected')),
    errorTitle: t('admin.client.changeRequests.decideError'),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: clientsApi.changeRequestsKey(clientId) }),
  });
  const items = query.data?.items ?? [];
  const pending = items.filter((item) => item.status === 'pending');
  const decided = items.filter((item) => item.status !== 'pending');
  const shown = (value: string | boolean | null | undefined) =>
    value === null || value === undefined || value === ''
      ? t('admin.client.notSet')
      : typeof value === 'boolean'
        ? t(value ? 'admin.client.changeRequests.yes' : 'admin.client.changeRequests.no')
        : value;

  return (
    <section aria-labelledby="client-change-requests" className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      <h2 id="client-change-requests" className="text-lg font-semibold text-slate-900">
        {t('admin.client.changeRequests.title')}
      </h2>
      {items.length === 0 ? <p className="mt-2 text-sm text-slate-600">{t('admin.client.changeRequests.empty')}</p> : null}
      {pending.length > 0 ? (
        <>
          <p className="mt-2 text-sm font-medium text-amber-900">{t('admin.client.changeRequests.pending', { count: pending.length })}</p>
          <ul className="mt-3 space-y-4">
            {pending.map((request) => {
              const date = formatDateTime(request.createdAt, lang);
              const fields = Object.keys(request.current) as RequestedField[];
              return (
                <li key={request.id} className="rounded-md border border-slate-200 p-3">
                  <p className="text-sm text-slate-700">{t('admin.client.changeRequests.requestedAt', { date })}</p>
                  {request.changes.note ? <p className="mt-1 text-sm text-slate-700">{t('admin.client.changeRequests.note', { note: request.changes.note })}</p> : null}
                  <div className="mt-2 overflow-x-auto">
                    <table className="w-full text-left text-sm">
                      <thead>
                        <tr className="text-slate-600">
                          <th scope="col" className="py-1 pr-3 font-medium">{t('admin.client.changeRequests.field')}</th>
                          <th scope="col" className="py-1 pr-3 font-medium">{t('admin.client.changeRequests.current')}</th>
                          <th scope="col" className="py-1 font-medium">{t('admin.client.changeRequests.requested')}</th>
                        </tr>
                      </thead>
                      <tbody>
                        {fields.map((field) => {
                          const requested = request.changes[field];
                          const changed = (request.current[field] ?? null) !== (requested ?? null);
                          return (
                            <tr key={field} className="border-t border-slate-100">
                              <th scope="row" className="py-1 pr-3 font-normal text-slate-700">{t(`admin.client.fields.${field}`)}</th>
                              <td className="py-1 pr-3 text-slate-700">{shown(request.current[field])}</td>
                              <td className={changed ? 'py-1 font-semibold text-slate-900' : 'py-1 text-slate-700'}>{shown(requested)}</td>
                            </tr>
                          );
                        })}
                      </tbody>
                    </table>
                  </div>
                  <div className="mt-3 flex flex-wrap gap-2">
                    <Button
                      aria-label={t('admin.client.changeRequests.approveOf', { date })}
                      disabled={decide.isPending}
                      onClick={() => decide.mutate({ id: request.id, approve: true })}
                    >
                      <Check aria-hidden="true" className="h-4 w-4" />
                      {t('admin.client.changeRequests.approve')}
                    </Button>
                    <Button
                      variant="secondary"
                      aria-label={t('admin.client.changeRequests.rejectOf', { date })}
                      disabled={decide.isPending}
                      onClick={() => decide.mutate({ id: request.id, approve: false })}
                    >
                      <X aria-hidden="true" className="h-4 w-4" />
                      {t('admin.client.changeRequests.reject')}
                    </Button>
                  </div>
                </li>
              );
            })}
          </ul>
        </>
      ) : null}
      {decided.length > 0 ? (
        <>
          <h3 className="mt-4 text-sm font-semibold text-slate-900">{t('admin.client.changeRequests.decidedHeading')}</h3>
          <ul className="mt-1 space-y-1 text-sm text-slate-700">
            {decided.map((request) => (
              <li key={request.id}>
                {t(`admin.client.changeRequests.decided.${request.status === 'approved' ? 'approved' : 'rejected'}`, {
                  date: formatDateTime(request.decidedAt, lang),
                  by: request.decidedByName ?? '—',
                })}
                {': '}
                {(Object.keys(request.current) as RequestedField[]).map((field) => t(`admin.client.fields.${field}`)).join(', ')}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
