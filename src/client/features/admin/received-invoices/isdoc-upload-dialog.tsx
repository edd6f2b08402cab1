/**
 * Upload a supplier's ISDOC file (docs/product/time-and-profit.md#isdoc-import): the file, and optionally the project it
 * is a cost of and its rebilling (the rest is read from the file). A refusal is shown at the field it names — the
 * file's (with the schema's complaint), the project's or the markup's; a duplicate at the file. Stored, the new record
 * is handed on (the screen opens it).
 */
import { Upload } from 'lucide-react';
import { useState } from 'react';
import { useT } from '@/client/i18n/use-t';
import { MAX_MARKUP_BASIS_POINTS, RECEIVED_INVOICE_MESSAGES, type AdminReceivedInvoice } from '@/shared/schemas/received-invoice';
import { validationMessageKey } from '@/shared/validation-messages';
import { ApiError, errorMessage } from '@/client/lib/api-request';
import { profitabilityApi } from '@/client/api/profitability-api';
import { receivedInvoicesApi, type IsdocImportFields } from '@/client/api/received-invoices-api';
import { Button } from '@/client/components/ui/button';
import { Dialog } from '@/client/components/ui/dialog';
import { Field } from '@/client/components/ui/field';
import { Input } from '@/client/components/ui/input';
import { fromFirstOpening } from '@/client/components/ui/use-opened-once';
import { parseScaled } from '../common/document-format';
import type { PickedRecord } from '../common/search-picker';
import { useAdminLanguage } from '../common/use-admin-language';
import { useAdminMutation } from '../common/use-admin-mutation';
import { ProjectPicker } from './project-picker';

/** The files the picker offers: the XML and the ZIP that holds it. */
export const ISDOC_ACCEPT = '.isdoc,.isdocx';

/** The fields of the upload form a refusal may name; any other (the file's, the number's: a duplicate) is the file's. */
const FORM_FIELDS = ['projectId', 'markupBasisPoints', 'rebillable'] as const;
type UploadField = (typeof FORM_FIELDS)[number] | 'file';

/** An error of the upload form: the English rule text (shown translated) or this screen's words, and a detail. */
interface UploadError {
  message: string;
  detail?: string | undefined;
}

const isFormField = (field: string): field is (typeof FORM_FIELDS)[number] => FORM_FIELDS.some((f) => f === field);

/** What a refused upload says, at which field; null for a failure that names none (a lost connection, a 500). */
function refusalOf(error: unknown): { field: UploadField; error: UploadError } | null {
  if (!(error instanceof ApiError) || ![400, 409, 413].includes(error.status)) return null;
  const named = error.body?.field;
  const message = (named ? error.body?.fields?.[named] : undefined) ?? error.body?.message ?? RECEIVED_INVOICE_MESSAGES.isdocInvalid;
  const detail = error.body?.params?.detail;
  return { field: named && isFormField(named) ? named : 'file', error: { message, detail: detail === undefined ? undefined : String(detail) } };
}

interface IsdocUploadDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The record stored from the file. */
  onImported: (record: AdminReceivedInvoice) => void;
}

export const IsdocUploadDialog = fromFirstOpening(IsdocUploadDialogContent);

function IsdocUploadDialogContent({ open, onOpenChange, onImported }: IsdocUploadDialogProps) {
  const t = useT();
  return (
    <Dialog closeLabel={t('common.close')} open={open} onOpenChange={onOpenChange} title={t('admin.receivedInvoices.upload.title')} description={t('admin.receivedInvoices.upload.hint')}>
      <IsdocUploadForm onImported={onImported} onCancel={() => onOpenChange(false)} />
    </Dialog>
  );
}

function IsdocUploadForm({ onImported, onCancel }: { onImported: (record: AdminReceivedInvoice) => void; onCancel: () => void }) {
  const t = useT();
  const lang = useAdminLanguage();
  const [file, setFile] = useState<File | null>(null);
  const [project, setProject] = useState<PickedRecord | null>(null);
  const [rebillable, setRebillable] = useState(false);
  const [markup, setMarkup] = useState('');
  const [errors, setErrors] = useState<Partial<Record<UploadField, UploadError>>>({});

  /** An error's text in the screen's language, with the detail the server gave (the schema's complaint). */
  const say = (error: UploadError | undefined): string | undefined => {
    if (!error) return undefined;
    const key = validationMessageKey(error.message);
    const message = key ? t(`validation.${key}`) : error.message;
    return error.detail ? t('admin.receivedInvoices.upload.withDetail', { message, detail: error.detail }) : message;
  };

  const upload = useAdminMutation({
    request: ({ chosen, fields }: { chosen: File; fields: IsdocImportFields }) => receivedInvoicesApi.importIsdoc(chosen, fields),
    resources: [receivedInvoicesApi, profitabilityApi],
    success: (record) => t('admin.receivedInvoices.upload.done', { number: record.number, supplier: record.supplierName }),
    errorTitle: t('admin.receivedInvoices.upload.error'),
    // A refusal is said as at its field, in the screen's language (the server's text starts with the field's name).
    describeError: (error, fallback) => say(refusalOf(error)?.error) ?? errorMessage(error, fallback),
    onSuccess: (record) => onImported(record),
    onError: (error) => {
      const refusal = refusalOf(error);
      if (refusal) setErrors({ [refusal.field]: refusal.error });
    },
  });

  const submit = () => {
    const next: Partial<Record<UploadField, UploadError>> = {};
    if (!file) next.file = { message: RECEIVED_INVOICE_MESSAGES.fileRequired };
    const markupBasisPoints = rebillable && markup.trim() !== '' ? parseScaled(markup, 2, lang) : 0;
    if (!Number.isSafeInteger(markupBasisPoints) || markupBasisPoints > MAX_MARKUP_BASIS_POINTS) next.markupBasisPoints = { message: t('admin.receivedInvoices.form.markupInvalid') };
    setErrors(next);
    if (!file || Object.keys(next).length > 0) return;
    upload.mutate({ chosen: file, fields: { projectId: project?.id ?? null, rebillable, markupBasisPoints } });
  };

  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <Field label={t('admin.receivedInvoices.upload.file')} error={say(errors.file)}>
        <input
          type="file"
          name="file"
          accept={ISDOC_ACCEPT}
          className="block min-h-11 w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm file:mr-3 file:rounded file:border-0 file:bg-slate-100 file:px-3 file:py-1.5"
          onChange={(e) => {
            setFile(e.target.files?.[0] ?? null);
            setErrors(({ file: _file, ...rest }) => rest);
          }}
        />
      </Field>
      <Field label={t('admin.receivedInvoices.form.project')} error={say(errors.projectId)}>
        <ProjectPicker
          value={project}
          onChange={(next) => {
            setProject(next);
            if (next) setErrors(({ projectId: _projectId, ...rest }) => rest);
          }}
        />
      </Field>
      <div className="space-y-2">
        <label className="flex min-h-11 items-center gap-2 text-sm text-slate-800">
          <input type="checkbox" className="h-4 w-4 accent-brand-700" checked={rebillable} onChange={(e) => setRebillable(e.target.checked)} />
          {t('admin.receivedInvoices.form.rebillable')}
        </label>
        <p className="text-sm text-slate-600">{t('admin.receivedInvoices.form.rebillHint')}</p>
        {errors.rebillable ? (
          <p role="alert" className="text-sm text-red-700">
            {say(errors.rebillable)}
          </p>
        ) : null}
      </div>
      {rebillable ? (
        <div className="max-w-xs space-y-1">
          <Field label={t('admin.receivedInvoices.form.markup')} error={say(errors.markupBasisPoints)}>
            <Input type="text" inputMode="decimal" autoComplete="off" className="h-11 tabular-nums md:h-10" value={markup} onChange={(e) => setMarkup(e.target.value)} />
          </Field>
          <p className="text-sm text-slate-600">{t('admin.receivedInvoices.form.markupHint')}</p>
        </div>
      ) : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" className="min-h-11" onClick={onCancel}>
          {t('admin.receivedInvoices.form.cancel')}
        </Button>
        <Button type="submit" className="min-h-11" disabled={upload.isPending}>
          <Upload aria-hidden="true" className="h-4 w-4" />
          {upload.isPending ? t('admin.receivedInvoices.upload.uploading') : t('admin.receivedInvoices.upload.submit')}
        </Button>
      </div>
    </form>
  );
}
