/** Upload a bank statement (camt.053 XML or GPC/ABO) and see what it did: new, matched, unmatched, already imported. */
import { Upload } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BankStatementImportResult } from '@/shared/schemas/payment';
import { PAYMENT_MESSAGES } from '@/shared/schemas/payment';
import { Button } from '@/client/components/ui/button';
import { FormField } from '@/client/components/ui/form-field';
import { invoicesApi } from '@/client/api/invoices-api';
import { bankStatementsApi, bankTransactionsApi } from '@/client/api/payments-api';
import { useAdminLanguage } from '../common/use-admin-language';
import { useAdminMutation } from '../common/use-admin-mutation';
import { statementRefusalText } from './statement-refusal';

/** The files the picker offers: camt.053 (XML) and the Czech GPC/ABO formats (.gpc, .abo, sometimes .txt). */
export const STATEMENT_ACCEPT = '.xml,.gpc,.abo,.txt';

export function StatementUpload() {
  const { t, i18n } = useTranslation();
  const lang = useAdminLanguage();
  const headingId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | undefined>(undefined);
  const [result, setResult] = useState<BankStatementImportResult | null>(null);
  const [inputKey, setInputKey] = useState(0);
  const upload = useAdminMutation({
    request: (chosen: File) => bankStatementsApi.upload(chosen),
    resources: [bankStatementsApi, bankTransactionsApi, invoicesApi],
    success: () => t('admin.payments.upload.done'),
    errorTitle: t('admin.payments.upload.error'),
    // A refused file is said in the staff member's language from the server's code, in the toast and at the field.
    describeError: (error, fallback) => statementRefusalText(error, t, lang) ?? fallback,
    onSuccess: (done) => {
      setResult(done);
      setFile(null);
      setInputKey((k) => k + 1);
    },
    onError: (error) => setFileError(statementRefusalText(error, t, lang)),
  });
  const number = (n: number) => n.toLocaleString(i18n.resolvedLanguage === 'en' ? 'en-US' : 'cs-CZ');
  return (
    <section aria-labelledby={headingId} className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      <h2 id={headingId} className="mb-1 text-lg font-semibold text-slate-900">
        {t('admin.payments.upload.heading')}
      </h2>
      <p className="mb-3 text-sm text-slate-600">{t('admin.payments.upload.hint')}</p>
      <form
        noValidate
        className="flex flex-col gap-3 sm:flex-row sm:items-end"
        onSubmit={(e) => {
          e.preventDefault();
          if (!file) {
            setFileError(PAYMENT_MESSAGES.fileRequired);
            return;
          }
          setFileError(undefined);
          setResult(null);
          upload.mutate(file);
        }}
      >
        <div className="min-w-0 flex-1">
          <FormField label={t('admin.payments.upload.file')} error={fileError}>
            <input
              key={inputKey}
              type="file"
              name="file"
              accept={STATEMENT_ACCEPT}
              className="block min-h-11 w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm file:mr-3 file:rounded file:border-0 file:bg-slate-100 file:px-3 file:py-1.5"
              onChange={(e) => {
                setFile(e.target.files?.[0] ?? null);
                setFileError(undefined);
              }}
            />
          </FormField>
        </div>
        <Button type="submit" className="min-h-11" disabled={upload.isPending}>
          <Upload aria-hidden="true" className="h-4 w-4" />
          {upload.isPending ? t('admin.payments.upload.uploading') : t('admin.payments.upload.submit')}
        </Button>
      </form>
      {result ? (
        <div role="status" className="mt-4 rounded-md border border-green-200 bg-green-50 p-4 text-sm text-green-950">
          <h3 className="font-semibold">{t('admin.payments.upload.resultHeading', { file: result.import.fileName })}</h3>
          <dl className="mt-2 grid grid-cols-2 gap-x-4 gap-y-1 sm:grid-cols-4" data-testid="statement-result">
            {(
              [
                ['newTransactions', result.import.transactionsNew],
                ['matched', result.matched],
                ['unmatched', result.unmatched],
                ['alreadyImported', result.alreadyImported],
              ] as const
            ).map(([key, value]) => (
              <div key={key}>
                <dt>{t(`admin.payments.upload.${key}`)}</dt>
                <dd className="text-lg font-semibold tabular-nums">{number(value)}</dd>
              </div>
            ))}
          </dl>
        </div>
      ) : null}
    </section>
  );
}
