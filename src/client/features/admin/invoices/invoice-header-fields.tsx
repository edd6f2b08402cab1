/**
 * The invoice editor's document fields: client (searched) and its project, kind, language, currency with the
 * exchange rate (EUR only), VAT mode, the three dates (blank: set when issued), the note, and the advance invoice
 * a final invoice settles. Choosing a client on a new invoice takes its document language and VAT treatment.
 */
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { AdminClient } from '@/shared/api-types';
import { LANGUAGES, type Language } from '@/shared/constants';
import { VAT_MODES, type VatMode } from '@/shared/money/document-totals';
import { INVOICE_CURRENCIES, type InvoiceCurrency } from '@/shared/schemas/invoice';
import type { AgencyBilling } from '@/shared/schemas/agency-billing';
import { vatTreatmentFor, type VatTreatment } from '@/shared/vat-treatment';
import { FormField } from '@/client/components/ui/form-field';
import { Input } from '@/client/components/ui/input';
import { Select } from '@/client/components/ui/select';
import { Textarea } from '@/client/components/ui/textarea';
import { billingSettingsApi } from '@/client/api/billing-settings-api';
import { clientsApi } from '@/client/api/clients-api';
import { invoicesApi } from '@/client/api/invoices-api';
import { projectsApi } from '@/client/api/projects-api';
import { SearchInput } from '../common/search-input';
import { DecimalInput } from '../common/decimal-input';
import { formatMoney } from '../common/document-format';
import type { InvoiceForm } from './invoice-line-fields';

const CLIENT_RESULTS = 50;
const PROJECT_RESULTS = 100;
const ADVANCE_RESULTS = 50;

const VAT_MODE_OF: Record<VatTreatment, VatMode> = {
  czech_vat: 'czech_vat',
  reverse_charge: 'reverse_charge',
  outside_eu: 'outside_eu',
  non_payer_agency: 'non_payer',
};

/** The VAT mode a new invoice for this client starts with (the server's default when it is left out). */
export function clientVatMode(client: Pick<AdminClient, 'billingCountry' | 'dic' | 'vatPayer'>, agency: Pick<AgencyBilling, 'vatPayer'>): VatMode {
  return VAT_MODE_OF[vatTreatmentFor({ billingCountry: client.billingCountry ?? null, dic: client.dic ?? null, vatPayer: client.vatPayer }, agency)];
}

interface HeaderFieldsProps {
  form: InvoiceForm;
  lang: Language;
  /** The stored draft's client, offered even when the search does not find it. */
  initialClient?: { id: number; name: string } | undefined;
  /** A new invoice: choosing a client sets its language and VAT mode. */
  isNew: boolean;
}

export function InvoiceHeaderFields({ form, lang, initialClient, isNew }: HeaderFieldsProps) {
  const { t } = useTranslation();
  const { register, control, formState, setValue } = form;
  const errors = formState.errors;
  const [q, setQ] = useState('');
  const clients = useQuery({ queryKey: [...clientsApi.key, 'picker', q], queryFn: () => clientsApi.search(q, CLIENT_RESULTS) });
  const clientId = String(useWatch({ control, name: 'clientId' }) ?? '');
  const chosenId = /^\d+$/.test(clientId) ? Number(clientId) : null;
  const chosen = useQuery({ queryKey: clientsApi.detailKey(chosenId ?? 0), queryFn: () => clientsApi.get(chosenId ?? 0), enabled: chosenId !== null });
  const billing = useQuery({ queryKey: billingSettingsApi.key, queryFn: billingSettingsApi.get, enabled: isNew });
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

  const options = (clients.data ?? []).map((c) => ({ id: c.id, name: c.company ? `${c.name} (${c.company})` : c.name }));
  const known = chosen.data ? { id: chosen.data.id, name: chosen.data.name } : initialClient && String(initialClient.id) === clientId ? initialClient : undefined;
  if (known && !options.some((o) => o.id === known.id)) options.unshift(known);

  // A new invoice takes the chosen client's document language and VAT treatment (once per client chosen).
  const defaultsFor = useRef<number | null>(null);
  const client = chosen.data;
  const agency = billing.data;
  useEffect(() => {
    if (!isNew || !client || !agency || defaultsFor.current === client.id) return;
    defaultsFor.current = client.id;
    if (!formState.dirtyFields.vatMode) setValue('vatMode', clientVatMode(client, agency));
    if (!formState.dirtyFields.language) setValue('language', client.documentLanguage);
  }, [isNew, client, agency, setValue, formState.dirtyFields.vatMode, formState.dirtyFields.language]);

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
        <div className="space-y-2">
          <SearchInput label={t('admin.invoices.form.clientSearch')} onSearch={setQ} />
          <Controller
            control={control}
            name="clientId"
            render={({ field, fieldState }) => (
              <FormField label={t('admin.invoices.form.client')} error={fieldState.error?.message}>
                <Select
                  className="h-11 md:h-10"
                  ref={field.ref}
                  name={field.name}
                  onBlur={field.onBlur}
                  value={String(field.value ?? '')}
                  onChange={(e) => {
                    field.onChange(e.target.value);
                    // Another client: its projects and advance invoices differ.
                    setValue('projectId', null);
                    setValue('settlesAdvanceId', null);
                  }}
                >
                  <option value="">{t('admin.invoices.form.clientChoose')}</option>
                  {options.map((c) => (
                    <option key={c.id} value={String(c.id)}>
                      {c.name}
                    </option>
                  ))}
                </Select>
              </FormField>
            )}
          />
        </div>
        <Controller
          control={control}
          name="projectId"
          render={({ field, fieldState }) => (
            <FormField label={t('admin.invoices.form.project')} error={fieldState.error?.message}>
              <Select
                className="h-11 md:h-10"
                ref={field.ref}
                name={field.name}
                onBlur={field.onBlur}
                value={field.value === null || field.value === undefined ? '' : String(field.value as string | number)}
                onChange={(e) => field.onChange(e.target.value === '' ? null : Number(e.target.value))}
                disabled={chosenId === null}
              >
                <option value="">{t('admin.invoices.form.projectNone')}</option>
                {(projects.data ?? []).map((p) => (
                  <option key={p.id} value={String(p.id)}>
                    {p.name}
                  </option>
                ))}
              </Select>
            </FormField>
          )}
        />
        <FormField label={t('admin.invoices.form.kind')} error={errors.kind?.message}>
          <Select
            className="h-11 md:h-10"
            {...register('kind', {
              onChange: (e: { target: { value: string } }) => {
                if (e.target.value !== 'invoice') setValue('settlesAdvanceId', null);
              },
            })}
          >
            {(['invoice', 'advance_invoice'] as const).map((k) => (
              <option key={k} value={k}>
                {t(`admin.invoices.kind.${k}`)}
              </option>
            ))}
          </Select>
        </FormField>
        <FormField label={t('admin.invoices.form.language')} error={errors.language?.message}>
          <Select className="h-11 md:h-10" {...register('language')}>
            {LANGUAGES.map((l) => (
              <option key={l} value={l}>
                {t(`admin.invoices.language.${l}`)}
              </option>
            ))}
          </Select>
        </FormField>
        <FormField label={t('admin.invoices.form.currency')} error={errors.currency?.message}>
          <Select
            className="h-11 md:h-10"
            {...register('currency', {
              onChange: (e: { target: { value: string } }) => {
                // A CZK invoice has no exchange rate.
                if (e.target.value === 'CZK') setValue('exchangeRateThousandths', null);
              },
            })}
          >
            {INVOICE_CURRENCIES.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </Select>
        </FormField>
        {currency === 'EUR' ? (
          <Controller
            control={control}
            name="exchangeRateThousandths"
            render={({ field, fieldState }) => (
              <div className="space-y-1">
                <FormField label={t('admin.invoices.form.exchangeRate')} error={fieldState.error?.message}>
                  <DecimalInput
                    className="h-11 md:h-10"
                    ref={field.ref}
                    name={field.name}
                    onBlur={field.onBlur}
                    value={field.value ?? undefined}
                    onChange={field.onChange}
                    digits={3}
                    lang={lang}
                    trimZeros
                  />
                </FormField>
                <p className="text-sm text-slate-600">{t('admin.invoices.form.exchangeRateHint')}</p>
              </div>
            )}
          />
        ) : null}
        <FormField label={t('admin.invoices.form.vatMode')} error={errors.vatMode?.message}>
          <Select className="h-11 md:h-10" {...register('vatMode')}>
            {VAT_MODES.map((m) => (
              <option key={m} value={m}>
                {t(`admin.invoices.vatMode.${m}`)}
              </option>
            ))}
          </Select>
        </FormField>
        {kind === 'invoice' ? (
          <Controller
            control={control}
            name="settlesAdvanceId"
            render={({ field, fieldState }) => (
              <div className="space-y-1">
                <FormField label={t('admin.invoices.form.settlesAdvance')} error={fieldState.error?.message}>
                  <Select
                    className="h-11 md:h-10"
                    ref={field.ref}
                    name={field.name}
                    onBlur={field.onBlur}
                    value={field.value === null || field.value === undefined ? '' : String(field.value as string | number)}
                    onChange={(e) => field.onChange(e.target.value === '' ? null : Number(e.target.value))}
                    disabled={chosenId === null}
                  >
                    <option value="">{t('admin.invoices.form.settlesAdvanceNone')}</option>
                    {(advances.data ?? []).map((a) => (
                      <option key={a.id} value={String(a.id)}>
                        {t('admin.invoices.form.settlesAdvanceLabel', { number: a.number ?? '', paid: formatMoney(a.paidMinor, a.currency, lang) })}
                      </option>
                    ))}
                  </Select>
                </FormField>
                <p className="text-sm text-slate-600">{t('admin.invoices.form.settlesAdvanceHint')}</p>
              </div>
            )}
          />
        ) : null}
      </div>
      <fieldset className="space-y-2">
        <legend className="text-base font-semibold text-slate-900">{t('admin.invoices.form.dates')}</legend>
        <p className="text-sm text-slate-600">{t('admin.invoices.form.datesHint')}</p>
        <div className="grid gap-4 md:grid-cols-3">{(['issuedOn', 'taxableSupplyOn', 'dueOn'] as const).map(dateField)}</div>
      </fieldset>
      <FormField label={t('admin.invoices.form.note')} error={errors.note?.message}>
        <Textarea rows={3} {...register('note')} />
      </FormField>
    </section>
  );
}
