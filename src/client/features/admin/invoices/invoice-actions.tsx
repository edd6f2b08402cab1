/**
 * What staff do with an invoice, by its state. A draft: edit, delete, issue (asked first — a due date already passed
 * is said with what it means for reminders; while the agency's billing details are incomplete the server refuses and
 * the screen lists what is missing, with the way to fill it in; while the client lacks what a tax document needs of
 * its customer the button is off and the screen says what, with a link to the client —
 * docs/product/invoices.md#the-customer-on-a-tax-document). An issued document: send to the client (the address
 * shown first), PDF and ISDOC downloads, record a payment, issue a credit note (whole or partial: credit-note-dialog.tsx). Any: its history.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Banknote, FileDown, FileMinus2, FileCode2, Pencil, Send, Stamp, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useT } from '@/client/i18n/use-t';
import { Link, useNavigate } from 'react-router';
import type { Language } from '@/shared/constants';
import type { AdminInvoice } from '@/shared/schemas/invoice';
import { missingTaxDocumentCustomer, TAX_DOCUMENT_CUSTOMER_FIELDS, type TaxDocumentCustomerField } from '@/shared/invoices/tax-document-customer';
import { Button } from '@/client/components/ui/button';
import { ConfirmDialog } from '@/client/components/ui/confirm-dialog';
import { ApiError } from '@/client/lib/api-request';
import { clientsApi } from '@/client/api/clients-api';
import { invoicesApi } from '@/client/api/invoices-api';
import { HistoryIconButton, RecordHistoryDialog } from '../activity';
import { failureInLanguage, useAdminMutation } from '../common/use-admin-mutation';
import { RecordPaymentDialog, takesPayments } from './invoice-payments';
import { CreditNoteDialog } from './credit-note-dialog';
import { usePastDueNotice } from './past-due-notice';
import { viesRefusalText } from '../common/vies-texts';

type Asked = 'delete' | 'issue' | 'send' | 'payment' | 'creditNote' | 'history';

/** The missing billing fields a 409 of issuing names (as GET /settings/billing's `missing`), or null for another error. */
export function missingBillingFields(error: unknown): string[] | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  const missing = (error.body as { missing?: unknown } | undefined)?.missing;
  return Array.isArray(missing) && missing.length > 0 ? missing.filter((m): m is string => typeof m === 'string') : null;
}

export function InvoiceActions({ invoice, lang, documentName }: { invoice: AdminInvoice; lang: Language; documentName: string }) {
  const t = useT();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [asked, setAsked] = useState<Asked | null>(null);
  const [missing, setMissing] = useState<string[] | null>(null);
  const store = (i: AdminInvoice) => queryClient.setQueryData(invoicesApi.detailKey(i.id), i);
  const close = () => setAsked(null);

  const remove = useAdminMutation({
    request: () => invoicesApi.remove(invoice.id),
    resources: [invoicesApi],
    success: () => t('admin.invoices.actions.deleted'),
    errorTitle: t('admin.invoices.actions.deleteError'),
    onSuccess: () => {
      close();
      void navigate('/admin/invoices', { replace: true });
    },
  });
  const issue = useAdminMutation({
    request: () => invoicesApi.issue(invoice.id),
    resources: [invoicesApi],
    // VIES unavailable at issue (issue 37): issued all the same, and said so.
    success: (issued) => {
      const title = t('admin.invoices.actions.issued', { number: issued.number ?? '' });
      if (!issued.vatCheck?.unavailableAtIssue) return title;
      return { title, description: issued.vatCheck.valid ? t('admin.vies.proof.issuedUnavailable') : t('admin.vies.proof.issuedMissing') };
    },
    errorTitle: t('admin.invoices.actions.issueError'),
    describeError: (error, fallback) => viesRefusalText(error, t) ?? failureInLanguage(t)(error, fallback),
    onSuccess: (issued) => {
      store(issued);
      setMissing(null);
      close();
    },
    onError: (error) => {
      const fields = missingBillingFields(error);
      if (fields) {
        setMissing(fields);
        close();
      }
      // The client lost what a tax document needs since the screen read it: read it again, the note says what.
      // VIES refused the customer's VAT ID (issue 37): the toast says why; nothing is left to confirm.
      if (viesRefusalText(error, t)) close();
      if (error instanceof ApiError && error.status === 400 && Object.keys(error.body?.fields ?? {}).some((f) => f.startsWith('client.'))) {
        void client.refetch();
        close();
      }
    },
  });
  const send = useAdminMutation({
    request: () => invoicesApi.send(invoice.id),
    resources: [invoicesApi],
    success: () => t('admin.invoices.actions.sent'),
    errorTitle: t('admin.invoices.actions.sendError'),
    onSuccess: (sent) => {
      store(sent);
      close();
    },
  });
  const draft = invoice.status === 'draft';
  const pastDue = usePastDueNotice(draft ? { issuedOn: invoice.issuedOn, dueOn: invoice.dueOn } : null);
  // A tax document needs the customer's name and address (the shared rule the server applies): said before issuing.
  const checksCustomer = draft && invoice.kind !== 'advance_invoice';
  const client = useQuery({ queryKey: clientsApi.detailKey(invoice.clientId), queryFn: () => clientsApi.get(invoice.clientId), enabled: asked === 'send' || checksCustomer });
  const email = client.data?.email ?? '';
  const customerMissing = checksCustomer && client.data ? missingTaxDocumentCustomer(client.data) : [];

  const issued = invoice.status === 'issued';
  // A tax document for a received payment is credited only by deleting its payment (issue 38).
  // Only a tax invoice is credited (issue 38): in parts until nothing is left (the dialog says so).
  const creditable = issued && invoice.kind === 'invoice' && invoice.paymentState !== 'credited';
  const number = invoice.number ?? '';

  return (
    <>
      <div className="flex flex-wrap gap-2">
        {draft ? (
          <>
            <Button variant="secondary" className="min-h-11" onClick={() => void navigate(`/admin/invoices/${invoice.id}/edit`)}>
              <Pencil aria-hidden="true" className="h-4 w-4" />
              {t('admin.invoices.actions.edit')}
            </Button>
            <Button variant="destructive" className="min-h-11" onClick={() => setAsked('delete')}>
              <Trash2 aria-hidden="true" className="h-4 w-4" />
              {t('admin.invoices.actions.delete')}
            </Button>
            <Button className="min-h-11" disabled={customerMissing.length > 0} aria-describedby={customerMissing.length > 0 ? 'invoice-missing-customer' : undefined} onClick={() => setAsked('issue')}>
              <Stamp aria-hidden="true" className="h-4 w-4" />
              {t('admin.invoices.actions.issue')}
            </Button>
          </>
        ) : null}
        {issued ? (
          <>
            <Button className="min-h-11" onClick={() => setAsked('send')}>
              <Send aria-hidden="true" className="h-4 w-4" />
              {invoice.sentAt ? t('admin.invoices.actions.sendAgain') : t('admin.invoices.actions.send')}
            </Button>
            <Button asChild variant="secondary" className="min-h-11">
              <a href={invoicesApi.pdfUrl(invoice.id)} download>
                <FileDown aria-hidden="true" className="h-4 w-4" />
                {t('admin.invoices.actions.downloadPdf')}
              </a>
            </Button>
            <Button asChild variant="secondary" className="min-h-11">
              <a href={invoicesApi.isdocUrl(invoice.id)} download>
                <FileCode2 aria-hidden="true" className="h-4 w-4" />
                {t('admin.invoices.actions.downloadIsdoc')}
              </a>
            </Button>
          </>
        ) : null}
        {takesPayments(invoice) ? (
          <Button variant="secondary" className="min-h-11" onClick={() => setAsked('payment')}>
            <Banknote aria-hidden="true" className="h-4 w-4" />
            {t('admin.invoices.payments.record')}
          </Button>
        ) : null}
        {creditable ? (
          <Button variant="secondary" className="min-h-11" onClick={() => setAsked('creditNote')}>
            <FileMinus2 aria-hidden="true" className="h-4 w-4" />
            {t('admin.invoices.actions.creditNote')}
          </Button>
        ) : null}
        <HistoryIconButton record={documentName} onClick={() => setAsked('history')} />
      </div>
      {missing ? <MissingBilling fields={missing} /> : null}
      {customerMissing.length > 0 ? <MissingCustomer clientId={invoice.clientId} fields={customerMissing} /> : null}
      <ConfirmDialog
        open={asked === 'delete'}
        onOpenChange={(open) => setAsked(open ? 'delete' : null)}
        title={t('admin.invoices.actions.deleteTitle')}
        description={t('admin.invoices.actions.deleteDescription')}
        confirmLabel={t('admin.invoices.actions.delete')}
        pending={remove.isPending}
        onConfirm={() => remove.mutate()}
      />
      <ConfirmDialog
        open={asked === 'issue'}
        onOpenChange={(open) => setAsked(open ? 'issue' : null)}
        title={t('admin.invoices.actions.issueTitle')}
        description={pastDue ? `${t('admin.invoices.actions.issueDescription')} ${pastDue}` : t('admin.invoices.actions.issueDescription')}
        confirmLabel={t('admin.invoices.actions.issue')}
        tone="primary"
        pending={issue.isPending}
        onConfirm={() => issue.mutate()}
      />
      <ConfirmDialog
        open={asked === 'send'}
        onOpenChange={(open) => setAsked(open ? 'send' : null)}
        title={t('admin.invoices.actions.sendTitle', { number })}
        description={client.isPending ? '…' : email ? t('admin.invoices.actions.sendDescription', { email }) : t('admin.invoices.actions.sendNoEmail')}
        confirmLabel={t('admin.invoices.actions.send')}
        tone="primary"
        pending={send.isPending || client.isPending || !email}
        onConfirm={() => send.mutate()}
      />
      <RecordPaymentDialog invoice={invoice} lang={lang} open={asked === 'payment'} onOpenChange={(open) => setAsked(open ? 'payment' : null)} />
      <CreditNoteDialog invoice={invoice} lang={lang} open={asked === 'creditNote'} onOpenChange={(open) => setAsked(open ? 'creditNote' : null)} />
      <RecordHistoryDialog record={asked === 'history' ? { entity: 'invoice', entityId: invoice.id } : null} name={documentName} onClose={close} />
    </>
  );
}

/** Issuing refused: what the agency's billing details lack, and the way to fill them in. */
function MissingBilling({ fields }: { fields: string[] }) {
  const t = useT();
  return (
    <section role="alert" aria-labelledby="invoice-missing-billing" className="mt-3 rounded-md border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950">
      <h2 id="invoice-missing-billing" className="font-semibold">
        {t('admin.invoices.actions.missingTitle')}
      </h2>
      <p className="mt-1">{t('admin.invoices.actions.missingIntro')}</p>
      <ul className="mt-2 list-disc pl-5">
        {fields.map((field) => (
          <li key={field}>{t(`admin.billing.fields.${field}`, { defaultValue: field })}</li>
        ))}
      </ul>
      <Link to="/admin/settings/billing" className="mt-2 inline-flex min-h-11 items-center font-medium text-brand-700 underline hover:no-underline">
        {t('admin.invoices.actions.missingLink')}
      </Link>
    </section>
  );
}

/** Issuing not possible yet: what the client record lacks for a tax document, and the way to the client. */
function MissingCustomer({ clientId, fields }: { clientId: number; fields: TaxDocumentCustomerField[] }) {
  const t = useT();
  return (
    <section id="invoice-missing-customer" role="status" aria-labelledby="invoice-missing-customer-title" className="mt-3 rounded-md border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950">
      <h2 id="invoice-missing-customer-title" className="font-semibold">
        {t('admin.invoices.actions.customerMissingTitle')}
      </h2>
      <p className="mt-1">{t('admin.invoices.actions.customerMissingIntro')}</p>
      <ul className="mt-2 list-disc pl-5">
        {fields.map((field) => (
          <li key={field}>{t(`admin.client.fields.${TAX_DOCUMENT_CUSTOMER_FIELDS[field]}`)}</li>
        ))}
      </ul>
      <Link to={`/admin/clients/${clientId}`} className="mt-2 inline-flex min-h-11 items-center font-medium text-brand-700 underline hover:no-underline">
        {t('admin.invoices.actions.customerMissingLink')}
      </Link>
    </section>
  );
}
