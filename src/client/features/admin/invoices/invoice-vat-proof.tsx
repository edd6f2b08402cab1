/**
 * The proof behind "daň odvede zákazník" on an issued reverse-charge document (issue 37;
 * docs/product/czech-services.md#vies--the-vat-id-check): the VIES check it was issued on, as frozen in its snapshot —
 * the VAT ID, when VIES verified it (Prague time), the consultation number, what VIES told of the trader; or that VIES
 * was unavailable at issue (issued with the last valid check, or with none). A document issued before checks were
 * kept says so.
 */
import { ShieldAlert, ShieldCheck } from 'lucide-react';
import { useT } from '@/client/i18n/use-t';
import type { Language } from '@/shared/constants';
import { formatDateTime } from '@/shared/dates';
import type { AdminInvoice } from '@/shared/schemas/invoice';

export function InvoiceVatProof({ invoice, lang }: { invoice: Pick<AdminInvoice, 'status' | 'vatMode' | 'vatCheck'>; lang: Language }) {
  const t = useT();
  if (invoice.status !== 'issued' || invoice.vatMode !== 'reverse_charge') return null;
  const proof = invoice.vatCheck;
  const verifiedAt = proof?.valid ? (proof.requestDate ?? proof.checkedAt) : null;
  const warn = !proof || !proof.valid || proof.unavailableAtIssue === true;
  const Icon = warn ? ShieldAlert : ShieldCheck;
  return (
    <section
      aria-labelledby="invoice-vat-proof-heading"
      data-testid="invoice-vat-proof"
      className={`rounded-lg border p-4 text-sm shadow-sm sm:p-6 ${warn ? 'border-amber-300 bg-amber-50' : 'border-green-200 bg-white'}`}
    >
      <h2 id="invoice-vat-proof-heading" className="mb-2 flex items-center gap-2 text-lg font-semibold text-slate-900">
        <Icon aria-hidden="true" className={warn ? 'h-5 w-5 text-amber-700' : 'h-5 w-5 text-green-700'} />
        {t('admin.vies.proof.title')}
      </h2>
      {!proof ? (
        <p className="text-slate-800">{t('admin.vies.proof.olderDocument')}</p>
      ) : (
        <div className="space-y-2 text-slate-800">
          {proof.unavailableAtIssue ? <p className="font-medium text-amber-900">{proof.valid ? t('admin.vies.proof.unavailableAtIssue') : t('admin.vies.proof.missing')}</p> : null}
          <dl className="grid gap-x-4 gap-y-1 sm:grid-cols-[auto_1fr]">
            <dt className="text-slate-600">{t('admin.vies.vatId')}</dt>
            <dd className="font-medium text-slate-900">{proof.vatId}</dd>
            {verifiedAt ? (
              <>
                <dt className="text-slate-600">{t('admin.vies.proof.check')}</dt>
                <dd className="font-medium text-slate-900">{t('admin.vies.proof.verified', { at: formatDateTime(verifiedAt, lang) })}</dd>
                <dt className="text-slate-600">{t('admin.vies.consultation')}</dt>
                <dd className="font-medium break-all text-slate-900">{proof.requestIdentifier ?? <span className="font-normal text-slate-600">{t('admin.vies.noConsultation')}</span>}</dd>
                <dt className="text-slate-600">{t('admin.vies.traderName')}</dt>
                <dd>{proof.name || <span className="text-slate-600">{t('admin.vies.notDisclosed')}</span>}</dd>
                <dt className="text-slate-600">{t('admin.vies.traderAddress')}</dt>
                <dd className="whitespace-pre-line">{proof.address || <span className="text-slate-600">{t('admin.vies.notDisclosed')}</span>}</dd>
              </>
            ) : null}
          </dl>
        </div>
      )}
    </section>
  );
}
