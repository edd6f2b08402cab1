/**
 * Received invoice rows: cards on phones, one row per invoice on wide screens — the supplier, its number (with the
 * ISDOC file to download when imported), the taxable-supply date, the project and client, the total in its currency,
 * the cost in Kč, the rebilling (with a link to the client invoice), and the row's actions.
 */
import { Download } from 'lucide-react';
import { Link } from 'react-router';
import { useT } from '@/client/i18n/use-t';
import type { Language } from '@/shared/constants';
import { formatDay } from '@/shared/dates';
import type { AdminReceivedInvoice } from '@/shared/schemas/received-invoice';
import { receivedInvoicesApi } from '@/client/api/received-invoices-api';
import { Badge } from '@/client/components/ui/badge';
import { formatMoney } from '../common/document-format';
import { DeleteIconButton, EditIconButton, RecordForScreenReaders } from '../common/record-buttons';
import { exchangeRateText, markupText } from './received-invoice-form-values';

const GRID = '2xl:grid-cols-[minmax(0,1.4fr)_7rem_6rem_minmax(0,1fr)_7.5rem_7rem_minmax(0,9rem)_auto] 2xl:gap-x-3';

interface RowsProps {
  invoices: AdminReceivedInvoice[];
  lang: Language;
  busy?: boolean;
  onEdit: (invoice: AdminReceivedInvoice) => void;
  onDelete: (invoice: AdminReceivedInvoice) => void;
}

export function ReceivedInvoiceRows({ invoices, lang, busy, onEdit, onDelete }: RowsProps) {
  const t = useT();
  const col = (name: 'supplier' | 'number' | 'taxableSupplyOn' | 'project' | 'total' | 'cost' | 'rebill' | 'actions') => t(`admin.receivedInvoices.columns.${name}`);
  return (
    <>
      <div aria-hidden="true" className={`hidden gap-x-4 px-4 pb-2 text-xs font-medium uppercase tracking-wide text-slate-600 2xl:grid ${GRID}`}>
        <span>{col('supplier')}</span>
        <span>{col('number')}</span>
        <span>{col('taxableSupplyOn')}</span>
        <span>{col('project')}</span>
        <span className="text-right">{col('total')}</span>
        <span className="text-right">{col('cost')}</span>
        <span>{col('rebill')}</span>
        <span className="sr-only">{col('actions')}</span>
      </div>
      <ul aria-label={t('admin.receivedInvoices.listLabel')} aria-busy={busy} className="space-y-2 2xl:space-y-0 2xl:divide-y 2xl:divide-slate-100 2xl:rounded-lg 2xl:border 2xl:border-slate-200 2xl:bg-white">
        {invoices.map((invoice) => (
          <ReceivedInvoiceRow key={invoice.id} invoice={invoice} lang={lang} onEdit={onEdit} onDelete={onDelete} />
        ))}
      </ul>
    </>
  );
}

function ReceivedInvoiceRow({ invoice, lang, onEdit, onDelete }: { invoice: AdminReceivedInvoice; lang: Language } & Pick<RowsProps, 'onEdit' | 'onDelete'>) {
  const t = useT();
  const col = (name: 'taxableSupplyOn' | 'project' | 'total' | 'cost' | 'rebill') => t(`admin.receivedInvoices.columns.${name}`);
  const record = `${invoice.number} – ${invoice.supplierName}`;
  return (
    <li
      data-testid={`received-invoice-${invoice.id}`}
      className={`grid grid-cols-1 gap-x-4 gap-y-1.5 rounded-lg border border-slate-200 bg-white p-4 text-sm 2xl:items-center 2xl:rounded-none 2xl:border-0 2xl:px-4 2xl:py-3 ${GRID}`}
    >
      <div className="min-w-0">
        <p className="font-medium break-words text-slate-900">{invoice.supplierName}</p>
        {invoice.supplierIco ? <p className="text-xs text-slate-600">{t('admin.receivedInvoices.row.ico', { ico: invoice.supplierIco })}</p> : null}
      </div>
      <div className="flex min-w-0 flex-wrap items-center gap-2">
        <span className="font-mono break-all text-slate-900">{invoice.number}</span>
        {invoice.fromIsdoc ? (
          <a
            href={receivedInvoicesApi.isdocUrl(invoice.id)}
            download
            className="inline-flex min-h-11 items-center gap-1 rounded px-1 text-xs font-medium text-brand-800 underline hover:text-brand-900 focus-visible:outline-2 focus-visible:outline-brand-700 2xl:min-h-0"
          >
            <Download aria-hidden="true" className="h-3.5 w-3.5" />
            {t('admin.receivedInvoices.row.isdoc')}
            <RecordForScreenReaders record={t('admin.receivedInvoices.row.isdocDownload', { number: invoice.number })} />
          </a>
        ) : null}
      </div>
      <p className="text-slate-700">
        <span className="2xl:sr-only">{col('taxableSupplyOn')}: </span>
        {formatDay(invoice.taxableSupplyOn, lang)}
      </p>
      <div className="min-w-0 text-slate-700">
        <span className="2xl:sr-only">{col('project')}: </span>
        {invoice.projectName ? (
          <>
            <span className="break-words text-slate-900">{invoice.projectName}</span>
            {invoice.clientName ? <span className="block text-xs text-slate-600">{invoice.clientName}</span> : null}
          </>
        ) : (
          <span className="text-slate-600">{t('admin.receivedInvoices.row.noProject')}</span>
        )}
      </div>
      <p className="tabular-nums text-slate-900 2xl:text-right">
        <span className="2xl:sr-only">{col('total')}: </span>
        {formatMoney(invoice.totalMinor, invoice.currency, lang)}
        {invoice.currency !== 'CZK' && invoice.exchangeRateThousandths !== null ? (
          <span className="block text-xs text-slate-600">{t('admin.receivedInvoices.row.rate', { rate: exchangeRateText(invoice.exchangeRateThousandths, lang), currency: invoice.currency })}</span>
        ) : null}
      </p>
      <p className="tabular-nums font-medium text-slate-900 2xl:text-right">
        <span className="font-normal 2xl:sr-only">{col('cost')}: </span>
        {formatMoney(invoice.costCzk, 'CZK', lang)}
      </p>
      <div className="min-w-0">
        <span className="sr-only">{col('rebill')}: </span>
        <RebillState invoice={invoice} lang={lang} />
      </div>
      <div className="flex flex-wrap gap-1 2xl:justify-end">
        <EditIconButton record={record} onClick={() => onEdit(invoice)} />
        <DeleteIconButton record={record} onClick={() => onDelete(invoice)} />
      </div>
    </li>
  );
}

/** Not rebilled; waiting for the client's next invoice (with its markup); or on a client invoice (a link to it). */
function RebillState({ invoice, lang }: { invoice: AdminReceivedInvoice; lang: Language }) {
  const t = useT();
  if (invoice.rebilledInvoiceId !== null) {
    return (
      <Link to={`/admin/invoices/${invoice.rebilledInvoiceId}`} className="font-medium text-brand-800 underline hover:text-brand-900">
        {invoice.rebilledInvoiceNumber
          ? t('admin.receivedInvoices.rebill.onInvoice', { number: invoice.rebilledInvoiceNumber })
          : t('admin.receivedInvoices.rebill.onDraft')}
      </Link>
    );
  }
  if (!invoice.rebillable) return <span className="text-slate-600">{t('admin.receivedInvoices.rebill.none')}</span>;
  return (
    <span className="flex flex-wrap items-center gap-1.5">
      <Badge tone="warning">{t('admin.receivedInvoices.rebill.pending')}</Badge>
      {invoice.markupBasisPoints > 0 ? (
        <span className="text-xs text-slate-600">{t('admin.receivedInvoices.rebill.markup', { markup: markupText(invoice.markupBasisPoints, lang) })}</span>
      ) : null}
    </span>
  );
}
