/** /admin/invoices/new (?clientId=, ?projectId=) and /admin/invoices/:id/edit (drafts only): the draft editor. */
import { useQuery } from '@tanstack/react-query';
import { useT } from '@/client/i18n/use-t';
import { Navigate, useParams, useSearchParams } from 'react-router';
import type { AdminProject } from '@/shared/api-types';
import type { AdminInvoice, InvoiceDraftFormValues } from '@/shared/schemas/invoice';
import { FullPageSpinner } from '@/client/components/ui/spinner';
import { apiJson } from '@/client/lib/api-request';
import { usePageMeta } from '@/client/lib/page-meta';
import { invoicesApi } from '@/client/api/invoices-api';
import { projectsApi } from '@/client/api/projects-api';
import { InvoiceEditor } from './invoice-editor';
import { NEW_INVOICE_LINE } from './invoice-line-fields';
import { InvoiceNotFound } from './invoice-not-found';

const parseId = (raw: string | null | undefined): number | null => (raw && /^\d+$/.test(raw) ? Number(raw) : null);

/** A new invoice's form: the client and project given (or none yet), CZK, dates set when issued, one blank line. */
export function newInvoiceValues(clientId: number | null, projectId: number | null = null): InvoiceDraftFormValues {
  return {
    kind: 'invoice',
    clientId: clientId ?? '',
    projectId,
    language: 'cs',
    currency: 'CZK',
    exchangeRateThousandths: null,
    vatMode: 'czech_vat',
    issuedOn: null,
    taxableSupplyOn: null,
    dueOn: null,
    note: '',
    settlesAdvanceId: null,
    lines: [{ ...NEW_INVOICE_LINE }],
  };
}

/** A stored draft as the form's values. */
export function invoiceValues(i: AdminInvoice): InvoiceDraftFormValues {
  return {
    kind: i.kind === 'advance_invoice' ? 'advance_invoice' : 'invoice',
    clientId: i.clientId,
    projectId: i.projectId,
    language: i.language,
    currency: i.currency,
    // A ČNB rate is the server's to take for the DUZP: the form sends only its source.
    exchangeRateThousandths: i.exchangeRateSource === 'cnb' ? null : i.exchangeRateThousandths,
    ...(i.exchangeRateSource ? { exchangeRateSource: i.exchangeRateSource } : {}),
    vatMode: i.vatMode,
    issuedOn: i.issuedOn,
    taxableSupplyOn: i.taxableSupplyOn,
    dueOn: i.dueOn,
    note: i.note,
    settlesAdvanceId: i.settlesAdvanceId,
    lines: i.lines.map((l) => ({
      description: l.description,
      quantityThousandths: l.quantityThousandths,
      unit: l.unit,
      unitPriceMinor: l.unitPriceMinor,
      discountBasisPoints: l.discountBasisPoints,
      vatRateCode: l.vatRateCode,
    })),
  };
}

export function InvoiceEditorPage() {
  const t = useT();
  const params = useParams();
  const editing = params.id !== undefined;
  const id = editing ? parseId(params.id) : null;
  const query = useQuery({ queryKey: invoicesApi.detailKey(id ?? 0), queryFn: () => invoicesApi.get(id ?? 0), enabled: id !== null });
  usePageMeta({ title: editing ? t('admin.invoices.form.editTitle') : t('admin.invoices.form.newTitle') });

  if (!editing) return <NewInvoice />;
  const invoice = query.data;
  if (id === null || query.isError) return <InvoiceNotFound />;
  if (!invoice) return <FullPageSpinner />;
  // An issued document is never edited: its page offers a credit note instead.
  if (invoice.status !== 'draft') return <Navigate to={`/admin/invoices/${invoice.id}`} replace />;
  return <InvoiceEditor key={invoice.id} invoice={invoice} initial={invoiceValues(invoice)} />;
}

/** A new invoice; with only ?projectId= the project's client is looked up first. */
function NewInvoice() {
  const [searchParams] = useSearchParams();
  const clientId = parseId(searchParams.get('clientId'));
  const projectId = parseId(searchParams.get('projectId'));
  const project = useQuery({
    queryKey: [...projectsApi.key, projectId],
    queryFn: () => apiJson<AdminProject>('GET', `${projectsApi.key[0]}/${projectId}`),
    enabled: projectId !== null && clientId === null,
  });
  if (projectId !== null && clientId === null && project.isPending) return <FullPageSpinner />;
  const client = clientId ?? project.data?.clientId ?? null;
  return <InvoiceEditor initial={newInvoiceValues(client, projectId !== null && client !== null ? projectId : null)} />;
}
