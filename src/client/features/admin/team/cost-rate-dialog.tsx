/**
 * A colleague's cost per hour (admins, on the Team screen; docs/product/time-and-profit.md#rates-and-budgets): the
 * history of their rates, deleting one, and adding one from a day on (a rate of the same day replaces it).
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { Trash2 } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useT } from '@/client/i18n/use-t';
import type { PublicUser } from '@/shared/api-types';
import type { Language } from '@/shared/constants';
import { formatDay, officeDay } from '@/shared/dates';
import { formatDocumentMoney } from '@/shared/money/document-money';
import { costRateFormSchema, type AdminCostRate, type CostRateFormValues, type CostRateInput } from '@/shared/schemas/rates';
import { teamApi } from '@/client/api/team-api';
import { Badge } from '@/client/components/ui/badge';
import { Button } from '@/client/components/ui/button';
import { ConfirmDialog } from '@/client/components/ui/confirm-dialog';
import { Dialog } from '@/client/components/ui/dialog';
import { FormField } from '@/client/components/ui/form-field';
import { Input } from '@/client/components/ui/input';
import { Spinner } from '@/client/components/ui/spinner';
import { useAdminLanguage } from '../common/use-admin-language';
import { useAdminMutation } from '../common/use-admin-mutation';
import { useFormSave } from '../common/use-form-save';

/** The form's fields in screen order (the server's 400 names one of them). */
const COST_RATE_FIELDS = ['validFrom', 'hourlyCostCzk'] as const;

/** An amount per hour as the back office writes it: "450,00 Kč/h" (cs), "CZK 450.00/h" (en). */
export function formatCostPerHour(t: TFunction, minor: number, lang: Language): string {
  return t('admin.team.cost.perHour', { amount: formatDocumentMoney(minor, 'CZK', lang) });
}

/** The latest of a person's rates (latest first) valid on `day`; undefined when none is yet. */
function rateOn(rates: readonly AdminCostRate[], day: string): AdminCostRate | undefined {
  return rates.find((rate) => rate.validFrom <= day);
}

export function CostRateDialog({ user, onClose }: { user: PublicUser | null; onClose: () => void }) {
  const t = useT();
  return (
    <Dialog
      open={user !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t('admin.team.cost.title', { name: user?.name ?? '' })}
      description={t('admin.team.cost.description')}
      closeLabel={t('common.close')}
    >
      {/* Mounted on every opening: the form starts from today's day and a blank amount. */}
      {user ? <CostRates key={user.id} user={user} /> : null}
    </Dialog>
  );
}

function CostRates({ user }: { user: PublicUser }) {
  const t = useT();
  const lang = useAdminLanguage();
  const historyId = useId();
  const [today] = useState(() => officeDay(new Date()));
  const [deleting, setDeleting] = useState<AdminCostRate | null>(null);
  const rates = useQuery({ queryKey: teamApi.costRatesOfKey(user.id), queryFn: ({ signal }) => teamApi.costRatesOf(user.id, signal) });
  const remove = useAdminMutation({
    request: (rate: AdminCostRate) => teamApi.removeCostRate(user.id, rate.id),
    resources: [teamApi],
    success: (_done, rate) => t('admin.team.cost.deleted', { date: formatDay(rate.validFrom, lang) }),
    errorTitle: t('admin.team.cost.deleteFailed'),
    onSuccess: () => setDeleting(null),
  });
  const current = rates.data ? rateOn(rates.data, today) : undefined;

  return (
    <div className="space-y-6">
      <section aria-labelledby={historyId} className="space-y-2">
        <h3 id={historyId} className="text-base font-semibold text-slate-900">
          {t('admin.team.cost.history')}
        </h3>
        {rates.isPending ? (
          <Spinner />
        ) : rates.isError ? (
          <p role="alert" className="text-sm font-medium text-red-700">
            {t('admin.common.loadError')}
          </p>
        ) : rates.data.length === 0 ? (
          <p className="text-sm text-slate-600">{t('admin.team.cost.none')}</p>
        ) : (
          <table aria-labelledby={historyId} className="w-full text-sm">
            <thead className="border-b border-slate-200 text-left text-xs font-semibold uppercase tracking-wide text-slate-600">
              <tr>
                <th scope="col" className="py-2 pr-2">
                  {t('admin.team.cost.validFrom')}
                </th>
                <th scope="col" className="py-2 pr-2 text-right">
                  {t('admin.team.cost.amount')}
                </th>
                <th scope="col" className="w-11 py-2">
                  <span className="sr-only">{t('admin.team.cost.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {rates.data.map((rate) => {
                const day = formatDay(rate.validFrom, lang);
                return (
                  <tr key={rate.id}>
                    <td className="py-1 pr-2 text-slate-900">
                      <span className="whitespace-nowrap">{day}</span>
                      {rate.id === current?.id ? (
                        <Badge tone="success" className="ml-2">
                          {t('admin.team.cost.current')}
                        </Badge>
                      ) : null}
                    </td>
                    <td className="py-1 pr-2 text-right whitespace-nowrap tabular-nums text-slate-900">{formatCostPerHour(t, rate.hourlyCostCzk, lang)}</td>
                    <td className="py-1 text-right">
                      <Button
                        variant="ghost"
                        size="icon"
                        className="h-11 w-11 text-red-700"
                        aria-label={t('admin.team.cost.delete', { date: day })}
                        onClick={() => setDeleting(rate)}
                      >
                        <Trash2 aria-hidden="true" className="h-4 w-4" />
                      </Button>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        )}
      </section>
      <CostRateForm user={user} lang={lang} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        title={t('admin.team.cost.deleteTitle', { date: deleting ? formatDay(deleting.validFrom, lang) : '' })}
        description={t('admin.team.cost.deleteDescription')}
        confirmLabel={t('admin.team.cost.deleteConfirm')}
        pending={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting)}
      />
    </div>
  );
}

/** Today's office day and a blank amount. */
const emptyForm = (): CostRateFormValues => ({ validFrom: officeDay(new Date()), hourlyCostCzk: '' });

/** Adds a rate: the day it applies from and Kč per hour as typed in the screen's language ("450", "450,50"). */
function CostRateForm({ user, lang }: { user: PublicUser; lang: Language }) {
  const t = useT();
  const headingId = useId();
  const hintId = useId();
  const resolver = useMemo(() => zodResolver(costRateFormSchema(lang)), [lang]);
  const form = useForm<CostRateFormValues, unknown, CostRateInput>({ resolver, defaultValues: emptyForm() });
  const save = useFormSave(form, {
    request: (input: CostRateInput) => teamApi.addCostRate(user.id, input),
    resources: [teamApi],
    success: (rate) => t('admin.team.cost.saved', { amount: formatDocumentMoney(rate.hourlyCostCzk, 'CZK', lang), date: formatDay(rate.validFrom, lang) }),
    errorTitle: t('admin.team.cost.saveFailed'),
    onSuccess: () => form.reset(emptyForm()),
    fields: COST_RATE_FIELDS,
  });
  const { errors } = form.formState;
  return (
    <form noValidate aria-labelledby={headingId} aria-describedby={hintId} className="space-y-3 border-t border-slate-200 pt-4" onSubmit={form.handleSubmit((values) => save.mutate(values))}>
      <h3 id={headingId} className="text-base font-semibold text-slate-900">
        {t('admin.team.cost.addHeading')}
      </h3>
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField label={t('admin.team.cost.validFrom')} error={errors.validFrom?.message}>
          <Input type="date" className="h-11 md:h-10" max="9999-12-31" {...form.register('validFrom')} />
        </FormField>
        <FormField label={t('admin.team.cost.amountLabel')} error={errors.hourlyCostCzk?.message}>
          <Input type="text" inputMode="decimal" autoComplete="off" className="h-11 tabular-nums md:h-10" {...form.register('hourlyCostCzk')} />
        </FormField>
      </div>
      <p id={hintId} className="text-sm text-slate-600">
        {t('admin.team.cost.sameDayHint')}
      </p>
      <div className="flex justify-end">
        <Button type="submit" className="min-h-11 w-full sm:w-auto md:min-h-10" disabled={save.isPending}>
          {save.isPending ? t('admin.common.saving') : t('admin.team.cost.add')}
        </Button>
      </div>
    </form>
  );
}
