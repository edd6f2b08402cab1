/**
 * Importing clients from CSV (issue 14): choose a file → the server's preview (rows, and every problem with its line)
 * → Import, enabled only when no problem remains. Nothing is written before the staff confirm, and the server checks
 * the file again then (a file with any problem changes nothing).
 */
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useT } from '@/client/i18n/use-t';
import {
  CLIENT_IMPORT_MAX_LENGTH,
  type ClientImportIssue,
  type ClientImportPreview,
} from '@/shared/client-import';
import { validationMessageKey } from '@/shared/validation-messages';
import { Button } from '@/client/components/ui/button';
import { Dialog } from '@/client/components/ui/dialog';
import { Field } from '@/client/components/ui/field';
import { Input } from '@/client/components/ui/input';
import { ApiError, errorMessage } from '@/client/lib/api-request';
import { clientsApi } from '@/client/api/clients-api';
import { useAdminMutation } from '../common/use-admin-mutation';
import { adminClient } from '@/client/i18n/cs/admin-clients';
import { fromFirstOpening } from '@/client/components/ui/use-opened-once';

type ClientField = keyof typeof adminClient.fields;
const isClientField = (field: string | null): field is ClientField => field !== null && Object.hasOwn(adminClient.fields, field);

/** The preview a refused import answers along with its 400. */
function previewOfError(error: unknown): ClientImportPreview | null {
  const body = error instanceof ApiError ? (error.body as Partial<ClientImportPreview> | undefined) : undefined;
  return body && Array.isArray(body.issues) && typeof body.total === 'number' ? (body as ClientImportPreview) : null;
}

export const ImportClientsDialog = fromFirstOpening(ImportClientsDialogContent);

/** The dialog itself, rendered from its first opening on (use-opened-once.ts). */
function ImportClientsDialogContent({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const t = useT();
  return (
    <Dialog
      closeLabel={t('common.close')}
      open={open}
      onOpenChange={onOpenChange}
      title={t('admin.client.import.title')}
      description={t('admin.client.import.description')}
      className="max-w-3xl"
    >
      {/* Mounted only while open: every opening starts without a file. */}
      {open ? <ImportClientsForm onDone={() => onOpenChange(false)} /> : null}
    </Dialog>
  );
}

function ImportClientsForm({ onDone }: { onDone: () => void }) {
  const t = useT();
  const [csv, setCsv] = useState<string | null>(null);
  const [fileError, setFileError] = useState<string | undefined>(undefined);
  const [preview, setPreview] = useState<ClientImportPreview | null>(null);

  const check = useMutation({
    mutationFn: (text: string) => clientsApi.importPreview(text),
    onSuccess: setPreview,
    onError: (error) => setFileError(errorMessage(error, t('common.error'))),
  });
  const confirm = useAdminMutation({
    request: (text: string) => clientsApi.importClients(text),
    resources: [clientsApi],
    success: (result) => ({ title: t('admin.client.import.success'), description: t('admin.client.import.successDescription', { count: result.imported }) }),
    errorTitle: t('admin.client.import.error'),
    onSuccess: onDone,
    // The server read the file again and found problems: show them.
    onError: (error) => setPreview(previewOfError(error) ?? preview),
  });

  const choose = async (file: File | undefined) => {
    setPreview(null);
    setCsv(null);
    setFileError(undefined);
    if (!file) return;
    const text = await file.text();
    if (text.length > CLIENT_IMPORT_MAX_LENGTH) {
      setFileError(t('admin.client.import.tooLarge'));
      return;
    }
    setCsv(text);
    check.mutate(text);
  };

  const issueText = (issue: ClientImportIssue) => {
    if (issue.code) return t(`admin.client.import.errors.${issue.code}`, { column: issue.column ?? '' });
    const key = validationMessageKey(issue.message);
    const message = key ? t(`validation.${key}`) : issue.message;
    return isClientField(issue.field) ? `${t(`admin.client.fields.${issue.field}`)}: ${message}` : message;
  };
  const ready = csv !== null && preview !== null && preview.issues.length === 0 && preview.valid > 0;

  return (
    <div className="space-y-4">
      <Field label={t('admin.client.import.file')} error={fileError}>
        <Input type="file" accept=".csv,text/csv" className="h-auto py-2" onChange={(e) => void choose(e.target.files?.[0])} />
      </Field>
      {check.isPending ? (
        <p role="status" className="text-sm text-slate-700">
          {t('admin.client.import.reading')}
        </p>
      ) : null}
      {preview ? (
        <>
          <p role="status" className="text-sm font-medium text-slate-900">
            {t('admin.client.import.summary', { total: preview.total, valid: preview.valid })}
          </p>
          {preview.issues.length > 0 ? (
            <section aria-labelledby="import-problems" className="rounded-md border border-red-200 bg-red-50 p-3">
              <h3 id="import-problems" className="font-semibold text-red-900">
                {t('admin.client.import.problems')}
              </h3>
              <p className="mt-1 text-sm text-red-900">{t('admin.client.import.problemsIntro')}</p>
              <ul className="mt-2 max-h-48 list-disc space-y-1 overflow-y-auto pl-5 text-sm text-red-900">
                {preview.issues.map((issue, i) => (
                  <li key={i}>
                    <span className="font-medium">
                      {issue.line === null ? t('admin.client.import.wholeFile') : t('admin.client.import.line', { line: issue.line })}
                    </span>
                    {' — '}
                    {issueText(issue)}
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          {preview.rows.length > 0 ? (
            <div className="overflow-x-auto rounded-md border border-slate-200">
              <table className="w-full text-left text-sm">
                <caption className="px-3 py-2 text-left font-semibold text-slate-900">{t('admin.client.import.previewCaption')}</caption>
                <thead className="bg-slate-50 text-slate-700">
                  <tr>
                    <th scope="col" className="px-3 py-2">{t('admin.client.import.columns.line')}</th>
                    <th scope="col" className="px-3 py-2">{t('admin.client.import.columns.name')}</th>
                    <th scope="col" className="px-3 py-2">{t('admin.client.import.columns.email')}</th>
                    <th scope="col" className="px-3 py-2">{t('admin.client.import.columns.company')}</th>
                    <th scope="col" className="px-3 py-2">{t('admin.client.import.columns.status')}</th>
                  </tr>
                </thead>
                <tbody>
                  {preview.rows.map((row) => (
                    <tr key={row.line} className="border-t border-slate-100">
                      <td className="px-3 py-2 tabular-nums">{row.line}</td>
                      <td className="px-3 py-2">{row.name}</td>
                      <td className="px-3 py-2 break-all">{row.email}</td>
                      <td className="px-3 py-2">{row.company ?? ''}</td>
                      <td className="px-3 py-2">{t(`admin.client.status.${row.currentStatus}`)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          ) : null}
        </>
      ) : null}
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onDone}>
          {t('common.cancel')}
        </Button>
        <Button disabled={!ready || confirm.isPending} onClick={() => csv !== null && confirm.mutate(csv)}>
          {confirm.isPending ? t('admin.client.import.importing') : t('admin.client.import.confirm', { count: preview?.valid ?? 0 })}
        </Button>
      </div>
    </div>
  );
}
