/**
 * The client's portal access on the client's page (issue 25): on/off (turning off asks first: it ends the client's
 * sessions), active sessions, the last sign-in, "end sessions", and the portal's address to copy. While access is on,
 * a switch shows the client the time logged on their projects (issue 36, docs/product/time-and-profit.md#client-portal-hours).
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Copy, LogOut } from 'lucide-react';
import { useId, useState } from 'react';
import { useT } from '@/client/i18n/use-t';
import { toast } from 'sonner';
import type { AdminClient } from '@/shared/api-types';
import { formatDateTime } from '@/shared/dates';
import { portalPath } from '@/shared/portal';
import { Badge } from '@/client/components/ui/badge';
import { Button } from '@/client/components/ui/button';
import { ConfirmDialog } from '@/client/components/ui/confirm-dialog';
import { Input } from '@/client/components/ui/input';
import { clientsApi } from '@/client/api/clients-api';
import { useAdminMutation } from '../common/use-admin-mutation';
import { useAdminLanguage } from '../common/use-admin-language';

export function ClientPortalCard({ client }: { client: Pick<AdminClient, 'id' | 'name' | 'email'> }) {
  const t = useT();
  const lang = useAdminLanguage();
  const [confirmOff, setConfirmOff] = useState(false);
  const queryClient = useQueryClient();
  const query = useQuery({ queryKey: clientsApi.portalKey(client.id), queryFn: () => clientsApi.portal(client.id) });
  const access = useAdminMutation({
    request: (enabled: boolean) => clientsApi.setPortalAccess(client.id, enabled),
    resources: [clientsApi],
    success: (data) => t(data.enabled ? 'admin.client.portal.turnedOn' : 'admin.client.portal.turnedOff'),
    errorTitle: t('admin.client.portal.failed'),
    onSuccess: () => {
      setConfirmOff(false);
      void queryClient.invalidateQueries({ queryKey: clientsApi.portalKey(client.id) });
    },
  });
  const end = useAdminMutation({
    request: () => clientsApi.endPortalSessions(client.id),
    resources: [clientsApi],
    success: (data) => t('admin.client.portal.sessionsEnded', { count: data.ended }),
    errorTitle: t('admin.client.portal.failed'),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: clientsApi.portalKey(client.id) }),
  });
  const showsTime = useAdminMutation({
    request: (on: boolean) => clientsApi.setPortalShowsTime(client.id, on),
    resources: [clientsApi],
    success: (data) => t(data.showsTime ? 'admin.client.portal.showsTimeOn' : 'admin.client.portal.showsTimeOff'),
    errorTitle: t('admin.client.portal.failed'),
    onSuccess: (data) => queryClient.setQueryData(clientsApi.portalKey(client.id), data),
  });
  const address = `${typeof window === 'undefined' ? '' : window.location.origin}${portalPath(lang)}`;
  const portal = query.data;

  return (
    <section aria-labelledby="client-portal-heading" className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h2 id="client-portal-heading" className="text-lg font-semibold text-slate-900">
          {t('admin.client.portal.heading')}
        </h2>
        {portal ? (
          <Badge tone={portal.enabled ? 'brand' : 'neutral'}>{t(portal.enabled ? 'admin.client.portal.enabled' : 'admin.client.portal.disabled')}</Badge>
        ) : null}
      </div>
      {query.isError ? <p className="text-sm text-red-700">{t('admin.client.portal.loadFailed')}</p> : null}
      {portal ? (
        <div className="space-y-4">
          <p className="text-sm text-slate-600">{t('admin.client.portal.description', { email: client.email })}</p>
          {portal.enabled ? (
            <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
              {portal.enabledAt ? (
                <>
                  <dt className="text-slate-600">{t('admin.client.portal.enabledAt')}</dt>
                  <dd className="text-slate-900">{formatDateTime(portal.enabledAt, lang)}</dd>
                </>
              ) : null}
              <dt className="text-slate-600">{t('admin.client.portal.activeSessions')}</dt>
              <dd className="text-slate-900">{portal.activeSessions}</dd>
              <dt className="text-slate-600">{t('admin.client.portal.lastSignIn')}</dt>
              <dd className="text-slate-900">{portal.lastSignInAt ? formatDateTime(portal.lastSignInAt, lang) : t('admin.client.portal.never')}</dd>
              <dt className="text-slate-600">{t('admin.client.portal.pendingRequests')}</dt>
              <dd className="text-slate-900">{portal.pendingChangeRequests}</dd>
            </dl>
          ) : null}
          {portal.enabled ? (
            <ShowsTimeSwitch checked={portal.showsTime} pending={showsTime.isPending} onChange={(on) => showsTime.mutate(on)} />
          ) : null}
          <div className="flex flex-col gap-2 sm:flex-row">
            <Input readOnly value={address} aria-label={t('admin.client.portal.address')} className="h-11 font-mono" onFocus={(e) => e.currentTarget.select()} />
            <Button
              variant="secondary"
              className="min-h-11"
              onClick={() => {
                void (navigator.clipboard ? navigator.clipboard.writeText(address) : Promise.reject(new Error('No clipboard'))).then(
                  () => toast.success(t('admin.client.portal.copied')),
                  () => toast.error(t('common.error')),
                );
              }}
            >
              <Copy aria-hidden="true" className="h-4 w-4" />
              {t('admin.client.portal.copy')}
            </Button>
          </div>
          <div className="flex flex-wrap gap-2">
            {portal.enabled ? (
              <>
                <Button variant="secondary" disabled={end.isPending || portal.activeSessions === 0} onClick={() => end.mutate()}>
                  <LogOut aria-hidden="true" className="h-4 w-4" />
                  {t('admin.client.portal.endSessions')}
                </Button>
                <Button variant="destructive" disabled={access.isPending} onClick={() => setConfirmOff(true)}>
                  {t('admin.client.portal.turnOff')}
                </Button>
              </>
            ) : (
              <Button disabled={access.isPending} onClick={() => access.mutate(true)}>
                {t('admin.client.portal.turnOn')}
              </Button>
            )}
          </div>
        </div>
      ) : null}
      <ConfirmDialog
        open={confirmOff}
        onOpenChange={setConfirmOff}
        title={t('admin.client.portal.turnOffTitle', { name: client.name })}
        description={t('admin.client.portal.turnOffDescription')}
        confirmLabel={t('admin.client.portal.turnOff')}
        pending={access.isPending}
        onConfirm={() => access.mutate(false)}
      />
    </section>
  );
}

/** "Show the client the time logged": a switch (a checkbox with role switch); its hint says what the client never sees. */
function ShowsTimeSwitch({ checked, pending, onChange }: { checked: boolean; pending: boolean; onChange: (on: boolean) => void }) {
  const t = useT();
  const hintId = useId();
  return (
    <div>
      <label className="flex min-h-11 items-center gap-3 text-sm font-medium text-slate-900">
        <input
          type="checkbox"
          role="switch"
          aria-describedby={hintId}
          className="h-5 w-5 flex-none accent-brand-700"
          checked={checked}
          disabled={pending}
          onChange={(e) => onChange(e.target.checked)}
        />
        {t('admin.client.portal.showsTime')}
      </label>
      <p id={hintId} className="text-sm text-slate-600">
        {t('admin.client.portal.showsTimeHint')}
      </p>
    </div>
  );
}
