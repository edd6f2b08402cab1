/**
 * "Pair with invoice": issued invoices in the transaction's currency with money outstanding, searched; the ones whose
 * outstanding amount equals the payment first (marked). Choosing one records the payment on it.
 */
import { useQuery } from '@tanstack/react-query';
import { Link2 } from 'lucide-react';
import { useState } from 'react';
import { useT } from '@/client/i18n/use-t';
import type { Language } from '@/shared/constants';
import type { AdminInvoiceListItem } from '@/shared/schemas/invoice';
import type { AdminBankTransaction } from '@/shared/schemas/payment';
import { Button } from '@/client/components/ui/button';
import { Dialog } from '@/client/components/ui/dialog';
import { Spinner } from '@/client/components/ui/spinner';
import { invoicesApi } from '@/client/api/invoices-api';
import { bankTransactionsApi } from '@/client/api/payments-api';
import { SearchInput } from '../common/search-input';
import { useAdminMutation } from '../common/use-admin-mutation';
import { formatMoney } from '../common/document-format';
import { formatDay } from '@/shared/dates';

const CANDIDATES = 50;

/** Candidates for a payment: exact outstanding amount first, then by due date (oldest first), then number. */
export function rankCandidates(invoices: AdminInvoiceListItem[], amountMinor: number): AdminInvoiceListItem[] {
  const exact = (i: AdminInvoiceListItem) => (i.outstandingMinor === amountMinor ? 0 : 1);
  return [...invoices].sort((a, b) => exact(a) - exact(b) || (a.dueOn ?? '').localeCompare(b.dueOn ?? '') || (a.number ?? '').localeCompare(b.number ?? ''));
}

export function PairDialog({ transaction, lang, onClose }: { transaction: AdminBankTransaction | null; lang: Language; onClose: () => void }) {
  const t = useT();
  const amount = transaction ? formatMoney(transaction.amountMinor, transaction.currency, lang) : '';
  return (
    <Dialog
      open={transaction !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t('admin.payments.pairing.title', { amount })}
      description={transaction ? t('admin.payments.pairing.description', { currency: transaction.currency }) : undefined}
      closeLabel={t('common.close')}
      className="max-w-2xl"
    >
      {transaction ? <Candidates transaction={transaction} lang={lang} onDone={onClose} /> : null}
    </Dialog>
  );
}

function Candidates({ transaction: tx, lang, onDone }: { transaction: AdminBankTransaction; lang: Language; onDone: () => void }) {
  const t = useT();
  const [q, setQ] = useState('');
  const candidates = useQuery({
    queryKey: [...invoicesApi.key, 'open', tx.currency, q],
    queryFn: () => invoicesApi.openInvoices(q, tx.currency, CANDIDATES),
  });
  const pair = useAdminMutation({
    request: (invoice: AdminInvoiceListItem) => bankTransactionsApi.pair(tx.id, invoice.id),
    resources: [bankTransactionsApi, invoicesApi],
    success: (_paired, invoice) => t('admin.payments.pairing.paired', { number: invoice.number ?? '' }),
    errorTitle: t('admin.payments.pairing.error'),
    onSuccess: onDone,
  });
  const rows = rankCandidates(candidates.data ?? [], tx.amountMinor);
  return (
    <div className="mt-4 space-y-3">
      <SearchInput label={t('admin.payments.pairing.search')} onSearch={setQ} />
      {candidates.isPending ? (
        <Spinner />
      ) : rows.length === 0 ? (
        <p className="text-sm text-slate-600">{t('admin.payments.pairing.none')}</p>
      ) : (
        <ul aria-label={t('admin.payments.pairing.listLabel')} className="divide-y divide-slate-100 rounded-md border border-slate-200">
          {rows.map((i) => {
            const suggested = i.outstandingMinor === tx.amountMinor;
            return (
              <li key={i.id} className={suggested ? 'bg-green-50' : undefined}>
                <div className="flex flex-wrap items-center justify-between gap-2 p-3 text-sm">
                  <div className="min-w-0">
                    <p className="font-mono font-medium text-slate-900">{i.number}</p>
                    <p className="truncate text-slate-700">{i.clientName}</p>
                    <p className="text-slate-600">
                      {i.dueOn ? `${formatDay(i.dueOn, lang)} · ` : ''}
                      {t('admin.payments.pairing.outstanding', { amount: formatMoney(i.outstandingMinor, i.currency, lang) })}
                    </p>
                    {suggested ? <p className="font-medium text-green-800">{t('admin.payments.pairing.suggested')}</p> : null}
                  </div>
                  <Button className="min-h-11" variant={suggested ? 'primary' : 'secondary'} disabled={pair.isPending} onClick={() => pair.mutate(i)}>
                    <Link2 aria-hidden="true" className="h-4 w-4" />
                    {t('admin.payments.pairing.choose', { number: i.number ?? '' })}
                  </Button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
