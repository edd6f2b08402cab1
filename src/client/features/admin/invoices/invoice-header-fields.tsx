/**
 * The invoice editor's document fields: client (searched) and its project, kind, language, currency with the
 * exchange rate (EUR only: the ČNB rate of the DUZP or one typed, invoice-rate-field.tsx), VAT mode, the three dates (blank: set when issued; a due date already past says what
 * that means for reminders), the note, and the advance invoice a final invoice settles. Choosing a client on a new invoice takes its document language and VAT treatment.
 */
import { useQuery } from '@tanstack/react-query';
import { Controller, useWatch } from 'react-hook-form';
import { useT } from '@/client/i18n/use-t';
import { LANGUAGES, type Language } from '@/shared/constants';
import { VAT_MODES } from '@/shared/money/document-totals';
import { INVOICE_CURRENCIES, type InvoiceCurrency } from '@/shared/schemas/invoice';
import { FormField } from '@/client/components/ui/form-field';
import { Input } from '@/client/components/ui/input';
import { Textarea } from '@/client/components/ui/textarea';
import { clientsApi } from '@/client/api/clients-api';
import { invoicesApi } from '@/client/api/invoices-api';
import { projectsApi } from '@/client/api/projects-api';
import { useClientDocumentDefaults } from '../common/client-document-defaults';
import { ChoiceField, ClientPicker, RecordSelect } from '../common/document-header-parts';
import { formatMoney } from '../common/document-format';
import type { InvoiceForm } from './invoice-line-fields';
import { PastDueNotice } from './past-due-notice';
import { InvoiceRateField } from './invoice-rate-field';

const PROJECT_RESULTS = 100;
const ADVANCE_RESULTS = 50;

/** An optional record's id from its option: null for none. */
const optionalId = (text: string): number | null => (text === '' ? null : Number(text));

interface HeaderFieldsProps {
  form: InvoiceForm;
  lang: Language;
  /** The stored draft's client, offered even when the search does not find it. */
  initialClient?: { id: number; name: string } | undefined;
  /** A new invoice: choosing a client sets its language and VAT mode. */
  isNew: boolean;
}

export function InvoiceHeaderFields({ form, lang, initialClient, isNew }: HeaderFieldsProps) {
  const t = useT();
  const { register, control, formState, setValue } = form;
  const errors = formState.errors;
  const clientId = String(useWatch({ control, name: 'clientId' }) ?? '');
  const chosenId = /^\d+$/.test(clientId) ? Number(clientId) : null;
  const chosen = useQuery({ queryKey: clientsApi.detailKey(chosenId ?? 0), queryFn: () => clientsApi.get(chosenId ?? 0), enabled: chosenId !== null });
  const projects = useQuery({
    queryKey: [...projectsApi.key, 'invoice-picker', chosenId],
    queryFn: async () => (await projectsApi.list({ filters: { clientId: String(chosenId) } }, 0, PROJECT_RESULTS)).items,
    enabled: chosenId !== null,
  });
  const kind = useWatch({ control, name: 'kind' }) ?? 'invoice';
  const advances = useQuery({
    queryKey: [...invoicesApi.key, 'advances', chosenId],
    queryFn: () => invoicesApi.advanceInvoices(chosenId ?? 0, ADVANCE_RESULTS),
    enabled: chosenId !== null && kind === 'invoice',
  });
  const currency: InvoiceCurrency = useWatch({ control, name: 'currency' }) ?? 'CZK';
  const issuedOn = useWatch({ control, name: 'issuedOn' });
  const dueOn = useWatch({ control, name: 'dueOn' });

  const known = chosen.data ? { id: chosen.data.id, name: chosen.data.name } : initialClient && String(initialClient.id) === clientId ? initialClient : undefined;

  // A new invoice takes the chosen client's document language and VAT mode, unless staff already changed them.
  useClientDocumentDefaults(chosen.data, isNew, ({ vatMode, language }) => {
    if (!formState.dirtyFields.vatMode) setValue('vatMode', vatMode);
    if (!formState.dirtyFields.language) setValue('language', language);
  });

  const dateField = (name: 'issuedOn' | 'taxableSupplyOn' | 'dueOn') => (
    <Controller
      key={name}
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <FormField label={t(`admin.invoices.form.${name}`)} error={fieldState.error?.message}>
          <Input type="date" className="h-11 md:h-10" ref={field.ref} name={field.name} onBlur={field.onBlur} value={field.value ?? ''} onChange={(e) => field.onChange(e.target.value || null)} />
        </FormField>
      )}
    />
  );

  return (
    <section className="space-y-4 rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      <div className="grid gap-4 md:grid-cols-2">
        <ClientPicker
          control={control}
          name="clientId"
          area="invoices"
          known={known}
          onChosen={() => {
            // Another client: its projects and advance invoices differ.
            setValue('projectId', null);
            setValue('settlesAdvanceId', null);
          }}
        />
        <RecordSelect
          control={control}
          name="projectId"
          label={t('admin.invoices.form.project')}
          none={t('admin.invoices.form.projectNone')}
          choices={(projects.data ?? []).map((p) => ({ id: p.id, label: p.name }))}
          parse={optionalId}
          disabled={chosenId === null}
        />
        <ChoiceField
          label={t('admin.invoices.form.kind')}
          error={errors.kind?.message}
          registration={register('kind', {
            onChange: (e: { target: { value: string } }) => {
              if (e.target.value !== 'invoice') setValue('settlesAdvanceId', null);
            },
          })}
          choices={(['invoice', 'advance_invoice'] as const).map((k) => ({ value: k, label: t(`admin.invoices.kind.${k}`) }))}
        />
        <ChoiceField label={t('admin.invoices.form.language')} error={errors.language?.message} registration={register('language')} choices={LANGUAGES.map((l) => ({ value: l, label: t(`admin.invoices.language.${l}`) }))} />
        <ChoiceField
          label={t('admin.invoices.form.currency')}
          error={errors.currency?.message}
          registration={register('currency', {
            onChange: (e: { target: { value: string } }) => {
              // A CZK invoice has no exchange rate; another currency starts with the ČNB rate of the DUZP.
              if (e.target.value === 'CZK') setValue('exchangeRateThousandths', null);
              setValue('exchangeRateSource', e.target.value === 'CZK' ? undefined : 'cnb');
            },
          })}
          choices={INVOICE_CURRENCIES.map((c) => ({ value: c, label: c }))}
        />
        {currency !== 'CZK' ? <InvoiceRateField form={form} currency={currency} lang={lang} /> : null}
        <ChoiceField label={t('admin.invoices.form.vatMode')} error={errors.vatMode?.message} registration={register('vatMode')} choices={VAT_MODES.map((m) => ({ value: m, label: t(`admin.invoices.vatMode.${m}`) }))} />
        {kind === 'invoice' ? (
          <div className="space-y-1">
            <RecordSelect
              control={control}
              name="settlesAdvanceId"
              label={t('admin.invoices.form.settlesAdvance')}
              none={t('admin.invoices.form.settlesAdvanceNone')}
              choices={(advances.data ?? []).map((a) => ({ id: a.id, label: t('admin.invoices.form.settlesAdvanceLabel', { number: a.number ?? '', paid: formatMoney(a.paidMinor, a.currency, lang) }) }))}
              parse={optionalId}
              disabled={chosenId === null}
            />
            <p className="text-sm text-slate-600">{t('admin.invoices.form.settlesAdvanceHint')}</p>
          </div>
        ) : null}
      </div>
      <fieldset className="space-y-2">
        <legend className="text-base font-semibold text-slate-900">{t('admin.invoices.form.dates')}</legend>
        <p className="text-sm text-slate-600">{t('admin.invoices.form.datesHint')}</p>
        <div className="grid gap-4 md:grid-cols-3">{(['issuedOn', 'taxableSupplyOn', 'dueOn'] as const).map(dateField)}</div>
        <PastDueNotice dates={{ issuedOn: issuedOn ?? null, dueOn: dueOn ?? null }} />
      </fieldset>
      <FormField label={t('admin.invoices.form.note')} error={errors.note?.message}>
        <Textarea rows={3} {...register('note')} />
      </FormField>
    </section>
  );
}
