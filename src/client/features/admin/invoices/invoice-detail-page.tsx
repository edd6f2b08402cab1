/** /admin/invoices/:id: an invoice, advance invoice or credit note read-only, its payments and the actions on it. */
import { useQueries, useQuery } from '@tanstack/react-query';
import { useT } from '@/client/i18n/use-t';
import { Link, useParams } from 'react-router';
import type { AdminProject } from '@/shared/api-types';
import type { Language } from '@/shared/constants';
import { formatDateTime, formatDay } from '@/shared/dates';
import type { AdminInvoice } from '@/shared/schemas/invoice';
import { FullPageSpinner } from '@/client/components/ui/spinner';
import { apiJson } from '@/client/lib/api-request';
import { usePageMeta } from '@/client/lib/page-meta';
import { invoicesApi } from '@/client/api/invoices-api';
import { projectsApi } from '@/client/api/projects-api';
import { AdminPageHeader } from '../common/admin-page-header';
import { useAdminLanguage } from '../common/use-admin-language';
import { DocumentLinesList } from '../common/document-lines-list';
import { InvoiceActions } from './invoice-actions';
import { InvoiceCreditNotes, listsCreditNotes } from './invoice-credit-notes';
import { InvoiceNotFound } from './invoice-not-found';
import { InvoicePayments, takesPayments } from './invoice-payments';
import { InvoiceStateBadge } from './invoice-state-badge';
import { InvoiceTotals } from './invoice-totals';
import { InvoiceVatProof } from './invoice-vat-proof';
import { rateSummary } from './invoice-rate-field';

const parseId = (raw: string | undefined): number | null => (raw && /^\d+$/.test(raw) ? Number(raw) : null);

/** The document's name: "Zálohová faktura ZF-2026-0003", or "Faktura – daňový doklad – koncept". */
export function useDocumentName(invoice: Pick<AdminInvoice, 'kind' | 'number'> | undefined): string {
  const t = useT();
  if (!invoice) return t('admin.invoices.title');
  const kind = t(`admin.invoices.kind.${invoice.kind}`);
  return invoice.number ? `${kind} ${invoice.number}` : t('admin.invoices.detail.draftTitle', { kind });
}

export function InvoiceDetailPage() {
  const id = parseId(useParams().id);
  const query = useQuery({ queryKey: invoicesApi.detailKey(id ?? 0), queryFn: () => invoicesApi.get(id ?? 0), enabled: id !== null });
  const name = useDocumentName(query.data);
  usePageMeta({ title: name });
  if (id === null || query.isError) return <InvoiceNotFound />;
  if (!query.data) return <FullPageSpinner />;
  return <InvoiceDetail invoice={query.data} name={name} />;
}

function InvoiceDetail({ invoice: i, name }: { invoice: AdminInvoice; name: string }) {
  const t = useT();
  const lang = useAdminLanguage();
  return (
    <div className="space-y-6">
      <div>
        <AdminPageHeader title={name} backTo="/admin/invoices" backLabel={t('admin.invoices.detail.back')} actions={<InvoiceActions invoice={i} lang={lang} documentName={name} />} />
        <Facts invoice={i} lang={lang} />
        <Related invoice={i} />
      </div>
      {i.note ? (
        <section className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
          <h2 className="mb-2 text-lg font-semibold text-slate-900">{t('admin.invoices.detail.note')}</h2>
          <p className="whitespace-pre-line text-sm text-slate-800">{i.note}</p>
        </section>
      ) : null}
      <InvoiceVatProof invoice={i} lang={lang} />
      <Lines invoice={i} lang={lang} />
      <InvoiceTotals
        totals={i.totals}
        vatCharged={i.vatMode === 'czech_vat'}
        currency={i.currency}
        lang={lang}
        paid={takesPayments(i) ? { paidMinor: i.paidMinor, outstandingMinor: i.outstandingMinor } : undefined}
        exchangeRateThousandths={i.exchangeRateThousandths}
        recapCzk={i.vatRecapCzk}
        received={i.kind === 'advance_tax_document'}
      />
      {takesPayments(i) ? <InvoicePayments invoice={i} lang={lang} /> : null}
      {listsCreditNotes(i) ? <InvoiceCreditNotes invoice={i} lang={lang} /> : null}
    </div>
  );
}

/** State, client, project, dates, variable symbol, sending. */
function Facts({ invoice: i, lang }: { invoice: AdminInvoice; lang: Language }) {
  const t = useT();
  const project = useQuery({
    queryKey: [...projectsApi.key, i.projectId],
    queryFn: () => apiJson<AdminProject>('GET', `${projectsApi.key[0]}/${i.projectId}`),
    enabled: i.projectId !== null,
  });
  const day = (iso: string | null) => (iso ? formatDay(iso, lang) : t('admin.invoices.detail.notSet'));
  return (
    <div className="-mt-3 space-y-3">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2 text-sm text-slate-700">
        <InvoiceStateBadge state={i.paymentState} />
        <Link to={`/admin/clients/${i.clientId}`} className="inline-flex min-h-11 items-center font-medium text-brand-700 underline hover:no-underline">
          {i.clientName}
        </Link>
        {i.projectId !== null ? (
          <span>
            {t('admin.invoices.detail.project')}: {project.data?.name ?? '…'}
          </span>
        ) : null}
        {i.proposalId !== null ? (
          <Link to={`/admin/proposals/${i.proposalId}`} className="inline-flex min-h-11 items-center text-brand-700 underline hover:no-underline">
            {t('admin.invoices.detail.proposal')}
          </Link>
        ) : null}
        {i.status === 'issued' ? <span>{i.sentAt ? t('admin.invoices.detail.sentAt', { at: formatDateTime(i.sentAt, lang) }) : t('admin.invoices.detail.notSent')}</span> : null}
      </div>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-2 rounded-lg border border-slate-200 bg-white p-4 text-sm shadow-sm sm:grid-cols-3 lg:grid-cols-6">
        <Fact label={t('admin.invoices.detail.issuedOn')} value={day(i.issuedOn)} />
        {i.kind !== 'advance_invoice' ? <Fact label={t('admin.invoices.detail.taxableSupplyOn')} value={day(i.taxableSupplyOn)} /> : null}
        {/* A tax document for a received payment: nothing is due on it (issue 38). */}
        {i.kind !== 'advance_tax_document' ? <Fact label={t('admin.invoices.detail.dueOn')} value={day(i.dueOn)} /> : null}
        <Fact label={t('admin.invoices.detail.variableSymbol')} value={i.variableSymbol ?? '—'} />
        <Fact label={t('admin.invoices.form.currency')} value={i.currency} />
        {i.currency !== 'CZK' ? <Fact label={t('admin.invoices.detail.exchangeRate')} value={rateSummary(i, t, lang) ?? '—'} /> : null}
        <Fact label={t('admin.invoices.detail.language')} value={t(`admin.invoices.language.${i.language}`)} />
      </dl>
      {i.remindersSent.length > 0 ? <p className="text-sm text-slate-700">{t('admin.invoices.detail.remindersSent', { stages: i.remindersSent.join(', ') })}</p> : null}
    </div>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div className="min-w-0">
      <dt className="text-slate-600">{label}</dt>
      <dd className="font-medium text-slate-900 break-words">{value}</dd>
    </div>
  );
}

/**
 * A credit note links to what it corrects; an invoice lists its credit notes; a final invoice its advance; an advance
 * invoice its tax documents for received payments, and such a tax document its advance (issue 38).
 */
function Related({ invoice: i }: { invoice: AdminInvoice }) {
  const t = useT();
  const ids = [
    ...(i.correctsInvoiceId !== null ? [i.correctsInvoiceId] : []),
    ...(i.settlesAdvanceId !== null ? [i.settlesAdvanceId] : []),
    ...(i.advanceInvoiceId !== null ? [i.advanceInvoiceId] : []),
    ...i.creditNoteIds,
    ...i.taxDocumentIds,
  ];
  const related = useQueries({ queries: ids.map((id) => ({ queryKey: invoicesApi.detailKey(id), queryFn: () => invoicesApi.get(id) })) });
  const numberOf = (id: number) => related[ids.indexOf(id)]?.data?.number ?? `#${id}`;
  const link = (id: number) => (
    <Link key={id} to={`/admin/invoices/${id}`} className="inline-flex min-h-11 items-center font-medium text-brand-700 underline hover:no-underline">
      {numberOf(id)}
    </Link>
  );
  if (ids.length === 0 && !i.creditReason) return null;
  return (
    <div className="mt-3 space-y-1 rounded-md bg-slate-50 p-3 text-sm text-slate-800">
      {i.correctsInvoiceId !== null ? (
        <p>
          {t('admin.invoices.detail.corrects')}: {link(i.correctsInvoiceId)}
        </p>
      ) : null}
      {i.creditReason ? <p>{t('admin.invoices.detail.creditReason', { reason: i.creditReason })}</p> : null}
      {i.settlesAdvanceId !== null ? (
        <p>
          {t('admin.invoices.detail.settlesAdvance')}: {link(i.settlesAdvanceId)}
        </p>
      ) : null}
      {i.creditNoteIds.length > 0 ? (
        <p className="flex flex-wrap items-center gap-x-2">
          <span>{t('admin.invoices.detail.creditNotes')}:</span>
          {i.creditNoteIds.map(link)}
        </p>
      ) : null}
      {i.advanceInvoiceId !== null ? (
        <p>
          {t('admin.invoices.detail.paidOnAdvance')}: {link(i.advanceInvoiceId)}
        </p>
      ) : null}
      {i.taxDocumentIds.length > 0 ? (
        <p className="flex flex-wrap items-center gap-x-2">
          <span>{t('admin.invoices.detail.taxDocuments')}:</span>
          {i.taxDocumentIds.map(link)}
        </p>
      ) : null}
    </div>
  );
}

function Lines({ invoice: i, lang }: { invoice: AdminInvoice; lang: Language }) {
  const t = useT();
  return (
    <DocumentLinesList
      area="invoices"
      lines={i.lines}
      currency={i.currency}
      lang={lang}
      totalOf={(l) => l.totalMinor}
      describe={(l) => (
        <>
          <p className="whitespace-pre-line font-medium text-slate-900">{l.description}</p>
          <p className="text-slate-600">
            {t('admin.invoices.form.vatRate')}: {t(`admin.invoices.vatRate.${l.vatRateCode}`)}
          </p>
        </>
      )}
    />
  );
}
