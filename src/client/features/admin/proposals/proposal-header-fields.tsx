/** The editor's proposal fields: client (searched), title, language, currency, VAT mode, validity, intro and terms. */
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import { useT } from '@/client/i18n/use-t';
import { LANGUAGES, type Language } from '@/shared/constants';
import { VAT_MODES } from '@/shared/money/document-totals';
import { PROPOSAL_CURRENCIES, type ProposalFormValues, type ProposalInput } from '@/shared/schemas/proposal';
import { FormField } from '@/client/components/ui/form-field';
import { Input } from '@/client/components/ui/input';
import { Spinner } from '@/client/components/ui/spinner';
import { validationMessageKey } from '@/shared/validation-messages';
import { clientsApi } from '@/client/api/clients-api';
import { useClientDocumentDefaults } from '../common/client-document-defaults';
import { ChoiceField, ClientPicker } from '../common/document-header-parts';
import { loadRichTextEditor } from '../blog';

// The rich-text editor (TipTap) is a chunk of its own, loaded when the editor opens.
const RichTextEditor = lazy(() => loadRichTextEditor().then((m) => ({ default: m.RichTextEditor })));

type Form = UseFormReturn<ProposalFormValues, unknown, ProposalInput>;

interface HeaderFieldsProps {
  form: Form;
  lang: Language;
  /** The stored draft's client, offered even when the search does not find it. */
  initialClient?: { id: number; name: string } | undefined;
  /** A new proposal: choosing a client sets its language and VAT mode. */
  isNew: boolean;
  /** A quote request's draft without a client: its sender, who becomes the client when it is sent. */
  pendingClient?: { name: string; email: string } | undefined;
}

export function ProposalHeaderFields({ form, lang, initialClient, isNew, pendingClient }: HeaderFieldsProps) {
  const t = useT();
  const { register, control, formState, setValue } = form;
  const errors = formState.errors;
  const clientId = String(useWatch({ control, name: 'clientId' }) ?? '');
  const chosen = useQuery({
    queryKey: clientsApi.detailKey(Number(clientId)),
    queryFn: () => clientsApi.get(Number(clientId)),
    enabled: /^\d+$/.test(clientId) && initialClient?.id !== Number(clientId),
  });
  const known = initialClient && String(initialClient.id) === clientId ? initialClient : chosen.data ? { id: chosen.data.id, name: chosen.data.name } : undefined;
  // A new proposal takes the chosen client's document language and VAT mode, unless staff already changed them.
  useClientDocumentDefaults(chosen.data, isNew, (defaults) => {
    if (!formState.dirtyFields.vatMode) setValue('vatMode', defaults.vatMode);
    if (!formState.dirtyFields.language) setValue('language', defaults.language);
  });
  const vatMode = useWatch({ control, name: 'vatMode' }) ?? 'czech_vat';
  const currency = useWatch({ control, name: 'currency' }) ?? 'CZK';
  const translate = (message: string | undefined) => {
    const key = message ? validationMessageKey(message) : undefined;
    return key ? t(`validation.${key}`) : message;
  };

  return (
    <section className="space-y-4 rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      <div className="grid gap-4 md:grid-cols-2">
        <div className="space-y-1">
          <ClientPicker control={control} name="clientId" area="proposals" known={known} />
          {pendingClient && clientId === '' ? <p className="text-sm text-slate-600">{t('admin.proposals.form.pendingClient', pendingClient)}</p> : null}
        </div>
        <FormField label={t('admin.proposals.form.title')} error={errors.title?.message}>
          <Input className="h-11 md:h-10" {...register('title')} />
        </FormField>
        <ChoiceField label={t('admin.proposals.form.language')} error={errors.language?.message} registration={register('language')} choices={LANGUAGES.map((l) => ({ value: l, label: t(`admin.proposals.language.${l}`) }))} />
        <div className="space-y-1">
          <ChoiceField label={t('admin.proposals.form.currency')} error={errors.currency?.message} registration={register('currency')} choices={PROPOSAL_CURRENCIES.map((c) => ({ value: c, label: c }))} />
          {/* A foreign currency: the indicative CZK recap the sending freezes (issue 38, docs/product/proposals.md#currencies). */}
          {currency !== 'CZK' ? <p className="text-sm text-slate-600">{t('admin.proposals.form.currencyHint')}</p> : null}
        </div>
        <div className="space-y-1">
          <ChoiceField label={t('admin.proposals.form.vatMode')} error={errors.vatMode?.message} registration={register('vatMode')} choices={VAT_MODES.map((m) => ({ value: m, label: t(`admin.proposals.vatMode.${m}`) }))} />
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
