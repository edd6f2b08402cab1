/**
 * The client's VIES check (issue 37; docs/product/czech-services.md#vies--the-vat-id-check), on the invoicing tab: the
 * newest check of its EU VAT ID — valid, not valid, or VIES not answering — with its time (Prague), consultation
 * number and what VIES told of the trader, the last valid check when the newest is not one, and "Check again".
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { RefreshCw } from 'lucide-react';
import { toast } from 'sonner';
import { useT } from '@/client/i18n/use-t';
import { formatDateTime } from '@/shared/dates';
import type { ClientVatCheckState, VatCheck } from '@/shared/vat-checks';
import { Badge, type BadgeTone } from '@/client/components/ui/badge';
import { Button } from '@/client/components/ui/button';
import { errorMessage } from '@/client/lib/api-request';
import { vatChecksApi } from '@/client/api/vat-checks-api';
import { useAdminLanguage } from '../common/use-admin-language';
import { useAdminMutation } from '../common/use-admin-mutation';
import { viesErrorText, viesRefusalText } from '../common/vies-texts';

const TONE: Record<VatCheck['outcome'] | 'none', BadgeTone> = { valid: 'success', invalid: 'danger', unavailable: 'warning', none: 'neutral' };

/** The toast after a client's save: what the check of a new VAT ID found (nothing when there was none to make). */
export function announceSavedVatCheck(state: ClientVatCheckState | undefined, t: ReturnType<typeof useT>): void {
  const latest = state?.applies ? state.latest : null;
  if (!latest || !state?.vatId) return;
  const vatId = state.vatId;
  if (latest.outcome === 'invalid') toast.warning(t('admin.vies.saved.invalid', { vatId }));
  else if (latest.outcome === 'unavailable') toast.info(t('admin.vies.saved.unavailable', { vatId }));
  else toast.success(t('admin.vies.saved.valid', { vatId }));
}

export function ClientVatCheck({ clientId, dic }: { clientId: number; dic: string | null }) {
  const t = useT();
  const lang = useAdminLanguage();
  const queryClient = useQueryClient();
  const key = [...vatChecksApi.key(clientId), dic ?? ''] as const;
  const query = useQuery({ queryKey: key, queryFn: ({ signal }) => vatChecksApi.get(clientId, signal) });
  const check = useAdminMutation({
    request: () => vatChecksApi.check(clientId),
    success: () => t('admin.vies.checkedToast'),
    errorTitle: t('admin.vies.checkError'),
    describeError: (error, fallback) => viesRefusalText(error, t) ?? errorMessage(error, fallback),
    onSuccess: (state) => queryClient.setQueryData(key, state),
    onError: () => void query.refetch(),
  });
  if (query.isError) return <p className="mt-4 text-sm text-red-700">{t('admin.vies.loadError')}</p>;
  const state = query.data;
  if (!state) return null;
  if (!state.applies) return <p className="mt-4 max-w-3xl text-sm text-slate-600">{t('admin.vies.notApplicable')}</p>;
  const latest = state.latest;
  const outcome = latest?.outcome ?? 'none';
  return (
    <section aria-labelledby="client-vat-check-heading" className="mt-6 max-w-3xl space-y-3 border-t border-slate-200 pt-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="client-vat-check-heading" className="text-base font-semibold text-slate-900">
          {t('admin.vies.title')}
        </h3>
        <Button variant="secondary" className="min-h-11" disabled={check.isPending} onClick={() => check.mutate()}>
          <RefreshCw aria-hidden="true" className={check.isPending ? 'h-4 w-4 animate-spin' : 'h-4 w-4'} />
          {check.isPending ? t('admin.vies.checking') : t('admin.vies.checkAgain')}
        </Button>
      </div>
      <p className="text-sm text-slate-600">{t('admin.vies.intro')}</p>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-800">
        <span className="font-medium">{state.vatId}</span>
        <Badge tone={TONE[outcome]} data-testid="vat-check-outcome">
          {t(`admin.vies.state.${outcome}`)}
        </Badge>
        {latest ? <span>{t(latest.outcome === 'unavailable' ? 'admin.vies.askedAt' : 'admin.vies.checkedAt', { at: formatDateTime(latest.requestDate ?? latest.checkedAt, lang) })}</span> : null}
      </div>
      {latest && latest.outcome !== 'unavailable' ? <CheckFacts check={latest} /> : null}
      {latest?.outcome === 'invalid' ? (
        <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-900">
          {t('admin.vies.invalidWarning', { vatId: state.vatId ?? '' })}
        </p>
      ) : null}
      {latest?.outcome === 'unavailable' ? (
        <p className="rounded-md bg-amber-50 p-3 text-sm text-amber-900">{t('admin.vies.unavailableNote', { code: viesErrorText(latest.errorCode, t) })}</p>
      ) : null}
      {state.lastValid && latest?.outcome !== 'valid' ? (
        <p className="text-sm text-slate-700">{t('admin.vies.lastValid', { at: formatDateTime(state.lastValid.requestDate ?? state.lastValid.checkedAt, lang) })}</p>
      ) : null}
    </section>
  );
}

function CheckFacts({ check }: { check: VatCheck }) {
  const t = useT();
  return (
    <dl className="grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
      <dt className="text-slate-600">{t('admin.vies.consultation')}</dt>
      <dd className="font-medium break-all text-slate-900">{check.requestIdentifier ?? <span className="font-normal text-slate-600">{t('admin.vies.noConsultation')}</span>}</dd>
      <dt className="text-slate-600">{t('admin.vies.traderName')}</dt>
      <dd className="text-slate-900">{check.name || <span className="text-slate-600">{t('admin.vies.notDisclosed')}</span>}</dd>
      <dt className="text-slate-600">{t('admin.vies.traderAddress')}</dt>
      <dd className="whitespace-pre-line text-slate-900">{check.address || <span className="text-slate-600">{t('admin.vies.notDisclosed')}</span>}</dd>
    </dl>
  );
}
