/**
 * An issued invoice's credit notes on its detail (issue 38): each with its number (a link), date, amount and reason,
 * and what is left to credit — read from GET …/credit-note, the same answer the credit-note dialog reads.
 */
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useT } from '@/client/i18n/use-t';
import type { Language } from '@/shared/constants';
import { formatDay } from '@/shared/dates';
import type { AdminInvoice } from '@/shared/schemas/invoice';
import { invoicesApi } from '@/client/api/invoices-api';
import { formatMoney } from '../common/document-format';
import { LoadFailure } from '../common/load-failure';

/** Shown for an issued tax invoice with at least one credit note. */
export const listsCreditNotes = (i: Pick<AdminInvoice, 'kind' | 'status' | 'creditNoteIds'>) => i.kind === 'invoice' && i.status === 'issued' && i.creditNoteIds.length > 0;

export function InvoiceCreditNotes({ invoice, lang }: { invoice: AdminInvoice; lang: Language }) {
  const t = useT();
  const creditable = useQuery({
    // Keyed with the credit notes it lists: a new one reads it again.
    queryKey: [...invoicesApi.creditableKey(invoice.id), invoice.creditNoteIds.length],
    queryFn: ({ signal }) => invoicesApi.creditable(invoice.id, { signal }),
  });
  return (
    <section className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-6" aria-label={t('admin.invoices.creditNote.listLabel')} data-testid="invoice-credit-notes">
      <h2 className="mb-3 text-lg font-semibold text-slate-900">{t('admin.invoices.creditNote.listTitle')}</h2>
      {creditable.isError ? <LoadFailure text={t('admin.invoices.creditNote.loadError')} retry={creditable.refetch} /> : null}
      {creditable.data ? (
        <>
          <ul className="divide-y divide-slate-200 text-sm">
            {creditable.data.creditNotes.map((note) => (
              <li key={note.id} className="flex flex-wrap items-baseline gap-x-4 gap-y-1 py-2">
                <Link to={`/admin/invoices/${note.id}`} className="inline-flex min-h-11 items-center font-medium text-brand-700 underline hover:no-underline">
                  {note.number}
                </Link>
                <span className="text-slate-700">
                  {t('admin.invoices.creditNote.issuedOn')} {formatDay(note.issuedOn, lang)}
                </span>
                <span className="font-medium tabular-nums text-slate-900">{formatMoney(note.totalMinor, creditable.data.currency, lang)}</span>
                <span className="min-w-0 basis-full break-words text-slate-700 sm:basis-auto">
                  {t('admin.invoices.creditNote.reason')}: {note.reason}
                </span>
              </li>
            ))}
          </ul>
          <p className="mt-3 text-sm font-medium text-slate-900">
            {creditable.data.leftMinor > 0 ? t('admin.invoices.creditNote.leftToCredit', { amount: formatMoney(creditable.data.leftMinor, creditable.data.currency, lang) }) : t('admin.invoices.creditNote.fullyCredited')}
          </p>
        </>
      ) : null}
    </section>
  );
}
