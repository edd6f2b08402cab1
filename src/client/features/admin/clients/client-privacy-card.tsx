/**
 * The client's data on request (issue 25, GDPR; docs/product/client-portal.md): a download of everything stored about
 * the client (the ZIP of GET /api/admin/clients/:id/export) and the erasure of their personal data — a dialog that
 * says what is erased and what is kept (tax documents 10 years), then shows what the server did and why it kept what
 * it kept.
 */
import { Download, Eraser } from 'lucide-react';
import { useState } from 'react';
import { useT } from '@/client/i18n/use-t';
import type { AdminClient } from '@/shared/api-types';
import type { ClientErasureCounts, ClientErasureResult } from '@/shared/client-privacy';
import { Button } from '@/client/components/ui/button';
import { Dialog } from '@/client/components/ui/dialog';
import { clientsApi } from '@/client/api/clients-api';
import { messagesApi } from '@/client/api/messages-api';
import { proposalsApi } from '@/client/api/proposals-api';
import { useAdminMutation } from '../common/use-admin-mutation';
import { useQueryClient } from '@tanstack/react-query';

export function ClientPrivacyCard({ client }: { client: Pick<AdminClient, 'id' | 'name'> }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  return (
    <section aria-labelledby="client-privacy" className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      <h2 id="client-privacy" className="text-lg font-semibold text-slate-900">
        {t('admin.client.privacy.title')}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t('admin.client.privacy.intro')}</p>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button asChild variant="secondary">
          <a href={clientsApi.exportHref(client.id)} download>
            <Download aria-hidden="true" className="h-4 w-4" />
            {t('admin.client.privacy.download')}
          </a>
        </Button>
        <Button variant="destructive" onClick={() => setOpen(true)}>
          <Eraser aria-hidden="true" className="h-4 w-4" />
          {t('admin.client.privacy.erase')}
        </Button>
      </div>
      <EraseClientDialog client={client} open={open} onOpenChange={setOpen} />
    </section>
  );
}

const COUNT_ORDER: readonly (keyof ClientErasureCounts)[] = [
  'messagesAnonymised',
  'visitsDeleted',
  'mailsDeleted',
  'proposalsDeleted',
  'portalSessionsEnded',
  'portalLinksDeleted',
  'portalAccessRemoved',
  'changeRequestsDeleted',
  'clientAnonymised',
  'activityEntriesPseudonymised',
  'rateLimitsDeleted',
  'proposalsKept',
  'invoicesKept',
];

interface EraseClientDialogProps {
  client: Pick<AdminClient, 'id' | 'name'>;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Asks (what is erased, what is kept), erases, then shows the counts and the reasons for what was kept. */
export function EraseClientDialog({ client, open, onOpenChange }: EraseClientDialogProps) {
  const t = useT();
  const [result, setResult] = useState<ClientErasureResult | null>(null);
  const queryClient = useQueryClient();
  const mutation = useAdminMutation({
    request: (id: number) => clientsApi.erase(id),
    resources: [clientsApi, messagesApi, proposalsApi],
    success: () => t('admin.client.privacy.success'),
    errorTitle: t('admin.client.privacy.error'),
    onSuccess: (done) => {
      setResult(done);
      // The portal is gone with the erasure, and so are the change requests.
      void queryClient.invalidateQueries({ queryKey: clientsApi.portalKey(client.id) });
      void queryClient.invalidateQueries({ queryKey: clientsApi.changeRequestsKey(client.id) });
    },
  });
  const change = (next: boolean) => {
    if (mutation.isPending) return;
    if (!next) setResult(null);
    onOpenChange(next);
  };
  return (
    <Dialog
      open={open}
      onOpenChange={change}
      title={t('admin.client.privacy.eraseTitle', { name: client.name })}
      description={result ? undefined : t('admin.client.privacy.eraseIntro')}
      closeLabel={t('common.close')}
    >
      {result ? (
        <div>
          <h3 className="text-sm font-semibold text-slate-900">{t('admin.client.privacy.resultHeading')}</h3>
          <dl className="mt-2 grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm">
            {COUNT_ORDER.map((kind) => (
              <div key={kind} className="contents">
                <dt className="text-slate-700">{t(`admin.client.privacy.counts.${kind}`)}</dt>
                <dd className="text-right font-medium tabular-nums text-slate-900">{result.counts[kind]}</dd>
              </div>
            ))}
          </dl>
          <h3 className="mt-4 text-sm font-semibold text-slate-900">{t('admin.client.privacy.keptHeading')}</h3>
          {result.kept.length === 0 ? (
            <p className="mt-1 text-sm text-slate-700">{t('admin.client.privacy.nothingKept')}</p>
          ) : (
            <ul className="mt-1 list-disc space-y-1 pl-5 text-sm text-slate-700">
              {result.kept.map((kept) => (
                <li key={kept.reason}>{t(`admin.client.privacy.keptReasons.${kept.reason}`, { count: kept.count })}</li>
              ))}
            </ul>
          )}
          <div className="mt-6 flex justify-end">
            <Button variant="secondary" onClick={() => change(false)}>
              {t('common.close')}
            </Button>
          </div>
        </div>
      ) : (
        <div>
          <h3 className="text-sm font-semibold text-slate-900">{t('admin.client.privacy.erasedHeading')}</h3>
          <ul className="mt-1 list-disc space-y-1 pl-5 text-sm text-slate-700">
            {(['messages', 'visits', 'mails', 'proposals', 'portal', 'client'] as const).map((part) => (
              <li key={part}>{t(`admin.client.privacy.erased.${part}`)}</li>
            ))}
          </ul>
          <h3 className="mt-4 text-sm font-semibold text-slate-900">{t('admin.client.privacy.keptHeading')}</h3>
          <p className="mt-1 text-sm text-slate-700">{t('admin.client.privacy.keptText')}</p>
          <div className="mt-6 flex flex-wrap justify-end gap-2">
            <Button variant="secondary" disabled={mutation.isPending} onClick={() => change(false)}>
              {t('common.cancel')}
            </Button>
            <Button variant="destructive" disabled={mutation.isPending} onClick={() => mutation.mutate(client.id)}>
              {mutation.isPending ? t('admin.client.privacy.erasing') : t('admin.client.privacy.confirm')}
            </Button>
          </div>
        </div>
      )}
    </Dialog>
  );
}
