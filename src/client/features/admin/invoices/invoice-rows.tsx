/** Invoice rows: cards on phones, one row per invoice from md up; the whole row is the link to the invoice. */
import { useT } from '@/client/i18n/use-t';
import { Link } from 'react-router';
import type { Language } from '@/shared/constants';
import type { AdminInvoiceListItem } from '@/shared/schemas/invoice';
import { formatMoney } from '../common/document-format';
import { InvoiceStateBadge } from './invoice-state-badge';
import { formatDay } from '@/shared/dates';

const GRID = 'md:grid-cols-[8rem_minmax(0,1fr)_6rem_6rem_8rem_8rem_7.5rem] md:gap-x-3';

export function InvoiceRows({ invoices, lang, busy, showClient = true }: { invoices: AdminInvoiceListItem[]; lang: Language; busy?: boolean; showClient?: boolean }) {
  const t = useT();
  const col = (name: 'number' | 'client' | 'issued' | 'due' | 'total' | 'outstanding' | 'state') => t(`admin.invoices.columns.${name}`);
  const day = (iso: string | null) => (iso ? formatDay(iso, lang) : '—');
  return (
    <>
      <div aria-hidden="true" className={`hidden gap-x-4 px-4 pb-2 text-xs font-medium uppercase tracking-wide text-slate-600 md:grid ${GRID}`}>
        <span>{col('number')}</span>
        <span>{col('client')}</span>
        <span>{col('issued')}</span>
        <span>{col('due')}</span>
        <span className="text-right">{col('total')}</span>
        <span className="text-right">{col('outstanding')}</span>
        <span>{col('state')}</span>
      </div>
      <ul aria-label={t('admin.invoices.listLabel')} aria-busy={busy} className="space-y-2 md:space-y-0 md:divide-y md:divide-slate-100 md:rounded-lg md:border md:border-slate-200 md:bg-white">
        {invoices.map((i) => (
          <li key={i.id}>
            <Link
              to={`/admin/invoices/${i.id}`}
              className={`grid min-h-11 grid-cols-[minmax(0,1fr)_auto] gap-x-4 gap-y-1 rounded-lg border border-slate-200 bg-white p-4 text-sm hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-700 md:items-center md:rounded-none md:border-0 md:px-4 md:py-3 ${GRID}`}
            >
              <span className="min-w-0">
                <span className={i.number ? 'block font-mono font-medium text-slate-900' : 'block font-medium italic text-slate-600'}>{i.number ?? t('admin.invoices.draftNumber')}</span>
                <span className="block text-xs text-slate-600">{t(`admin.invoices.kind.${i.kind}`)}</span>
              </span>
              {/* The client column stays on wide screens (the grid's columns); on the client's own page it is empty. */}
              <span className={showClient ? 'col-span-2 min-w-0 md:col-span-1' : 'hidden md:block'}>
                {showClient ? <span className="block font-medium break-words text-slate-900">{i.clientName}</span> : null}
              </span>
              <span className="text-slate-700">
                <span className="md:sr-only">{col('issued')}: </span>
                {day(i.issuedOn)}
              </span>
              <span className="text-slate-700">
                <span className="md:sr-only">{col('due')}: </span>
                {/* Nothing is due on a tax document for a received payment (issue 38). */}
                {day(i.kind === 'advance_tax_document' ? null : i.dueOn)}
              </span>
              <span className="tabular-nums text-slate-900 md:text-right">
                <span className="md:sr-only">{col('total')}: </span>
                {formatMoney(i.totalMinor, i.currency, lang)}
              </span>
              <span className="tabular-nums text-slate-900 md:text-right">
                <span className="md:sr-only">{col('outstanding')}: </span>
                {i.status === 'draft' ? '—' : formatMoney(i.outstandingMinor, i.currency, lang)}
              </span>
              <span className="col-start-2 row-start-1 md:col-start-auto md:row-start-auto">
                <InvoiceStateBadge state={i.paymentState} />
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}
