/**
 * The price list editor: react-hook-form over the shared schema (the values as typed, read back by
 * priceListFromDraft), published with PUT as the next version. Every field the schema or the server refuses is shown
 * at it, translated.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useT } from '@/client/i18n/use-t';
import { PRICE_CHANGE_GRACE_HOURS, PRICING_PLANS } from '@/shared/pricing';
import type { AdminPriceList, PriceListInput } from '@/shared/schemas/price-list';
import { Button } from '@/client/components/ui/button';
import { ConfirmDialog } from '@/client/components/ui/confirm-dialog';
import { priceListApi } from '@/client/api/price-list-api';
import { serverFieldErrors } from '@/client/lib/form-save';
import { useFormSave } from '../common/use-form-save';
import { PriceListExample } from './price-list-example';
import {
  featureItemErrors,
  PRICE_LIST_FIELDS,
  priceListDraft,
  priceListResolver,
  type PriceListDraft,
  type PriceListFormApi,
} from './price-list-form-values';
import { PriceListPlanSection } from './price-list-plan-section';
import { PriceListFactorsSection, PriceListServicesSection } from './price-list-services-section';

export function PriceListForm({ list }: { list: AdminPriceList }) {
  const t = useT();
  const queryClient = useQueryClient();
  // A valid list waiting for the admin's confirmation (publishing changes what visitors are quoted).
  const [toPublish, setToPublish] = useState<PriceListInput | null>(null);
  const form: PriceListFormApi = useForm<PriceListDraft, unknown, PriceListInput>({ resolver: priceListResolver, defaultValues: priceListDraft(list) });

  const mutation = useFormSave(form, {
    request: (values: PriceListInput) => priceListApi.publish(values),
    resources: [priceListApi],
    // The same list as the current one publishes nothing: the server answers the current version.
    success: (published) =>
      published.version === list.version
        ? { title: t('admin.pricing.publishUnchanged'), description: t('admin.pricing.publishUnchangedDescription') }
        : { title: t('admin.pricing.publishSuccess', { version: published.version }), description: t('admin.pricing.publishSuccessDescription') },
    errorTitle: t('admin.pricing.publishError'),
    onSuccess: (published) => queryClient.setQueryData(priceListApi.key, published),
    // A refused single feature is shown at its category's text (the other fields: useFormSave, by their names).
    onError: (error) => {
      const focusFirst = serverFieldErrors(error, PRICE_LIST_FIELDS).length === 0;
      featureItemErrors(error).forEach(({ field, message }, index) => form.setError(field, { message }, { shouldFocus: focusFirst && index === 0 }));
    },
    fields: PRICE_LIST_FIELDS,
  });

  return (
    <form noValidate className="space-y-6" onSubmit={form.handleSubmit((values) => setToPublish(values))}>
      {PRICING_PLANS.map((plan) => (
        <PriceListPlanSection key={plan} plan={plan} form={form} />
      ))}
      <PriceListServicesSection form={form} />
      <PriceListFactorsSection form={form} />
      <PriceListExample form={form} />
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="max-w-2xl text-sm text-slate-600">{t('admin.pricing.publishHint', { hours: PRICE_CHANGE_GRACE_HOURS })}</p>
        <Button type="submit" className="w-full shrink-0 sm:w-auto" disabled={mutation.isPending}>
          {mutation.isPending ? t('admin.pricing.publishing') : t('admin.pricing.publish')}
        </Button>
      </div>
      <ConfirmDialog
        open={toPublish !== null}
        onOpenChange={(open) => !open && setToPublish(null)}
        title={t('admin.pricing.confirmTitle')}
        description={t('admin.pricing.confirmDescription')}
        confirmLabel={t('admin.pricing.confirm')}
        tone="primary"
        pending={mutation.isPending}
        onConfirm={() => {
          if (toPublish) mutation.mutate(toPublish);
          setToPublish(null);
        }}
      />
    </form>
  );
}
