/** The editor's proposal fields: client (searched), title, language, currency, VAT mode, validity, intro and terms. */
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language } from '@/shared/constants';
import { VAT_MODES } from '@/shared/money/document-totals';
import { PROPOSAL_CURRENCIES, type ProposalFormValues, type ProposalInput } from '@/shared/schemas/proposal';
import { FormField } from '@/client/components/ui/form-field';
import { Input } from '@/client/components/ui/input';
import { Select } from '@/client/components/ui/select';
import { Spinner } from '@/client/components/ui/spinner';
import { validationMessageKey } from '@/shared/validation-messages';
import { clientsApi } from '@/client/api/clients-api';
import { SearchInput } from '../common/search-input';

// The rich-text editor (TipTap) is a chunk of its own, loaded when the editor opens.
const RichTextEditor = lazy(() => import('../blog').then((m) => ({ default: m.RichTextEditor })));

type Form = UseFormReturn<ProposalFormValues, unknown, ProposalInput>;

const CLIENT_RESULTS = 50;

interface HeaderFieldsProps {
  form: Form;
  lang: Language;
  /** The stored draft's client, offered even when the search does not find it. */
  initialClient?: { id: number; name: string } | undefined;
}

export function ProposalHeaderFields({ form, lang, initialClient }: HeaderFieldsProps) {
  const { t } = useTranslation();
  const { register, control, formState } = form;
  const errors = formState.errors;
  const [q, setQ] = useState('');
  const clients = useQuery({ queryKey: [...clientsApi.key, 'picker', q], queryFn: () => clientsApi.search(q, CLIENT_RESULTS) });
  const clientId = String(useWatch({ control, name: 'clientId' }) ?? '');
  const chosen = useQuery({
    queryKey: clientsApi.detailKey(Number(clientId)),
    queryFn: () => clientsApi.get(Number(clientId)),
    enabled: /^\d+$/.test(clientId) && initialClient?.id !== Number(clientId),
  });
  const options = [...(clients.data ?? []).map((c) => ({ id: c.id, name: c.company ? `${c.name} (${c.company})` : c.name }))];
  const known = initialClient && String(initialClient.id) === clientId ? initialClient : chosen.data ? { id: chosen.data.id, name: chosen.data.name } : undefined;
  if (known && !options.some((o) => o.id === known.id)) options.unshift(known);
  const vatMode = useWatch({ control, name: 'vatMode' }) ?? 'czech_vat';
  const translate = (message: string | undefined) => {
    const key = message ? validationMessageKey(message) : undefined;
    return key ? t(`validation.${key}`) : message;
  };

  return (
    <section className="space-y-4 rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      <div className="grid gap-4 md:grid-cols-2">
        <div className="space-y-2">
          <SearchInput label={t('admin.proposals.form.clientSearch')} onSearch={setQ} />
          {/* Controlled: the options arrive after the form's value, and the choice must show once they do. */}
          <Controller
            control={control}
            name="clientId"
            render={({ field, fieldState }) => (
              <FormField label={t('admin.proposals.form.client')} error={fieldState.error?.message}>
                <Select className="h-11 md:h-10" ref={field.ref} name={field.name} onBlur={field.onBlur} value={String(field.value ?? '')} onChange={(e) => field.onChange(e.target.value)}>
                  <option value="">{t('admin.proposals.form.clientChoose')}</option>
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
        <FormField label={t('admin.proposals.form.title')} error={errors.title?.message}>
          <Input className="h-11 md:h-10" {...register('title')} />
        </FormField>
        <FormField label={t('admin.proposals.form.language')} error={errors.language?.message}>
          <Select className="h-11 md:h-10" {...register('language')}>
            {LANGUAGES.map((l) => (
              <option key={l} value={l}>
                {t(`admin.proposals.language.${l}`)}
              </option>
            ))}
          </Select>
        </FormField>
        {PROPOSAL_CURRENCIES.length > 1 && (
          <FormField label={t('admin.proposals.form.currency')} error={errors.currency?.message}>
            <Select className="h-11 md:h-10" {...register('currency')}>
              {PROPOSAL_CURRENCIES.map((c) => (
                <option key={c} value={c}>
                  {c}
                </option>
              ))}
            </Select>
          </FormField>
        )}
        <div className="space-y-1">
          <FormField label={t('admin.proposals.form.vatMode')} error={errors.vatMode?.message}>
            <Select className="h-11 md:h-10" {...register('vatMode')}>
              {VAT_MODES.map((m) => (
                <option key={m} value={m}>
                  {t(`admin.proposals.vatMode.${m}`)}
                </option>
              ))}
            </Select>
          </FormField>
          <p className="text-sm text-slate-600">{t(`admin.proposals.vatModeHint.${vatMode}`)}</p>
        </div>
        <FormField label={t('admin.proposals.form.validUntil')} error={errors.validUntil?.message}>
          <Input type="date" className="h-11 md:h-10" {...register('validUntil')} />
        </FormField>
      </div>
      <Suspense fallback={<Spinner />}>
        {(['intro', 'terms'] as const).map((name) => (
          <Controller
            key={name}
            control={control}
            name={name}
            render={({ field, fieldState }) => (
              <RichTextEditor
                value={field.value ?? ''}
                onChange={field.onChange}
                label={t(`admin.proposals.form.${name}`)}
                lang={lang}
                error={translate(fieldState.error?.message)}
              />
            )}
          />
        ))}
      </Suspense>
    </section>
  );
}
