import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState, type ReactElement } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import { useT } from '@/client/i18n/use-t';
import type { AdminClient } from '@/shared/api-types';
import {
  CLIENT_STATUSES,
  COMMUNICATION_METHODS,
  COMPANY_SIZES,
  PAYMENT_STATUSES,
  SERVICES_REQUIRED,
} from '@/shared/constants';
import { clientFormSchema, type ClientFormValues, type ClientInput } from '@/shared/schemas/client';
import { Button } from '@/client/components/ui/button';
import { Dialog } from '@/client/components/ui/dialog';
import { FormField } from '@/client/components/ui/form-field';
import { Input } from '@/client/components/ui/input';
import { Select } from '@/client/components/ui/select';
import { Tabs } from '@/client/components/ui/tabs';
import { Textarea } from '@/client/components/ui/textarea';
import { clientsApi, type ClientSaveAnswer } from '@/client/api/clients-api';
import { announceSavedVatCheck } from './client-vat-check';
import { projectsApi } from '@/client/api/projects-api';
import { MoneyField } from '../common/money-field';
import { useAdminLanguage } from '../common/use-admin-language';
import { useFormSave } from '../common/use-form-save';
import type { Refreshable } from '../common/use-admin-list';
import { ClientBillingFields } from './client-billing-fields';
import { clientFormValues } from './client-display';
import { DerivedField } from '../common/derived-field';
import { fromFirstOpening } from '@/client/components/ui/use-opened-once';

/** docs/product/rules.md#fixed-counts: the client dialog has six tabs; each field lives on one of them. */
export const CLIENT_FORM_TABS = {
  basic: ['name', 'email', 'phone', 'website'],
  business: ['company', 'companySize', 'industry', 'location'],
  project: ['servicesRequired', 'currentStatus', 'startDate', 'expectedDelivery'],
  communication: ['preferredCommunication', 'salesman', 'internalNotes'],
  billing: ['oneTimePrice', 'monthlyPrice', 'paymentStatus', 'contractUrl'],
  invoicing: ['billingName', 'ico', 'dic', 'vatPayer', 'billingStreet', 'billingCity', 'billingPostalCode', 'billingCountry', 'documentLanguage'],
} as const satisfies Record<string, readonly (keyof ClientFormValues)[]>;
type FormTab = keyof typeof CLIENT_FORM_TABS;
/** Every field of the schema is on a tab: one added to the schema and to no tab fails the typecheck here. */
export const CLIENT_FORM_TABS_COMPLETE = {} satisfies Record<Exclude<keyof ClientFormValues, (typeof CLIENT_FORM_TABS)[FormTab][number]>, never>;
const TAB_ORDER = Object.keys(CLIENT_FORM_TABS) as FormTab[];
const FORM_FIELDS = TAB_ORDER.flatMap((tab) => CLIENT_FORM_TABS[tab]);

const tabOf = (field: string): FormTab | undefined =>
  TAB_ORDER.find((tab) => (CLIENT_FORM_TABS[tab] as readonly string[]).includes(field));


interface ClientFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Given: edit this client (PUT). Absent: create a new one (POST). */
  client?: AdminClient;
  /** A new client's form filled in advance (e.g. from an enquiry). */
  prefill?: ClientFormValues;
  /** A new client is saved by this instead of POST /api/admin/clients (e.g. created from an enquiry and linked). */
  createRequest?: (values: ClientInput) => Promise<ClientSaveAnswer>;
  /** More resources to refresh after saving. */
  alsoRefresh?: readonly Refreshable[];
}

/** Create or edit a client (docs/product/api.md#clients: clientsApi.create / clientsApi.update). */
export const ClientFormDialog = fromFirstOpening(ClientFormDialogContent);

/** The dialog itself, rendered from its first opening on (use-opened-once.ts). */
function ClientFormDialogContent({ open, onOpenChange, client, prefill, createRequest, alsoRefresh = [] }: ClientFormDialogProps) {
  const t = useT();
  const queryClient = useQueryClient();
  const language = useAdminLanguage();
  const [tab, setTab] = useState<FormTab>('basic');
  // The form's text values go through the shared form schema: blanks → null, prices typed in Kč → haléře, days → dates.
  const resolver = useMemo(() => zodResolver(clientFormSchema(language)), [language]);
  const form = useForm<ClientFormValues, unknown, ClientInput>({ resolver, defaultValues: prefill ?? clientFormValues(language, client), shouldFocusError: false });
  const { reset, setFocus } = form;
  const [focusField, setFocusField] = useState<keyof ClientFormValues | null>(null);

  // Every opening starts on the first tab, from the client's stored values (or the blank form).
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setTab('basic');
  }
  useEffect(() => {
    if (open) reset(prefill ?? clientFormValues(language, client));
  }, [open, client, prefill, reset, language]);

  // After switching to the tab holding an invalid field, move focus to that field.
  useEffect(() => {
    if (!focusField) return;
    const frame = requestAnimationFrame(() => {
      setFocus(focusField);
      setFocusField(null);
    });
    return () => cancelAnimationFrame(frame);
  }, [focusField, tab, setFocus]);

  const showField = (first: keyof ClientFormValues | undefined) => {
    if (!first) return;
    setTab(tabOf(first) ?? 'basic');
    setFocusField(first);
  };
  const showFirstError = (errors: FieldErrors<ClientFormValues>) => showField(FORM_FIELDS.find((f) => errors[f]));

  const editing = client !== undefined;
  const mutation = useFormSave(form, {
    request: (values: ClientInput) => (editing ? clientsApi.update(client.id, values) : (createRequest ?? clientsApi.create)(values)),
    // Lists, stats and accounting; projects show the client's name; the detail query refetches too.
    resources: [clientsApi, projectsApi, ...alsoRefresh],
    success: () =>
      editing
        ? { title: t('admin.client.updateSuccess'), description: t('admin.client.updateSuccessDescription') }
        : { title: t('admin.client.createSuccess'), description: t('admin.client.createSuccessDescription') },
    errorTitle: editing ? t('admin.client.updateError') : t('admin.client.createError'),
    onSuccess: (saved) => {
      queryClient.setQueryData(clientsApi.detailKey(saved.id), saved);
      // What VIES said of a new EU VAT ID: a warning when not valid (the save stands; issuing reverse charge is refused).
      announceSavedVatCheck(saved.vatCheck, t);
      onOpenChange(false);
    },
    fields: FORM_FIELDS,
    // The first refused field may be on another tab: open it and focus the field there.
    onFieldErrors: ([first]) => showField(first),
  });

  const { errors } = form.formState;
  const field = (name: keyof ClientFormValues, control: ReactElement<{ id?: string }>) => (
    <FormField label={t(`admin.client.fields.${name}`)} error={errors[name]?.message}>
      {control}
    </FormField>
  );
  const choice = <V extends string>(name: keyof ClientFormValues, values: readonly V[], label: (v: V) => string, optional = true) =>
    field(
      name,
      <Select {...form.register(name)}>
        {optional ? <option value="">{t('admin.client.form.choose')}</option> : null}
        {values.map((v) => (
          <option key={v} value={v}>
            {label(v)}
          </option>
        ))}
      </Select>,
    );
  const text = (name: keyof ClientFormValues, props: Record<string, string> = {}) => field(name, <Input {...props} {...form.register(name)} />);
  const price = (name: 'oneTimePrice' | 'monthlyPrice') => (
    <MoneyField label={t(`admin.client.fields.${name}`)} error={errors[name]?.message} input={form.register(name)} />
  );

  const panels: Record<FormTab, ReactElement> = {
    basic: (
      <>
        {text('name', { autoComplete: 'off' })}
        {text('email', { type: 'email', autoComplete: 'off' })}
        {text('phone', { type: 'tel', autoComplete: 'off' })}
        {text('website', { inputMode: 'url', placeholder: 'https://' })}
      </>
    ),
    business: (
      <>
        {text('company')}
        {choice('companySize', COMPANY_SIZES, (v) => t(`admin.client.companySize.${v}`))}
        {text('industry')}
        {text('location')}
      </>
    ),
    project: (
      <>
        {choice('servicesRequired', SERVICES_REQUIRED, (v) => t(`admin.client.services.${v}`))}
        {choice('currentStatus', CLIENT_STATUSES, (v) => t(`admin.client.status.${v}`), false)}
        {text('startDate', { type: 'date' })}
        {text('expectedDelivery', { type: 'date' })}
      </>
    ),
    communication: (
      <>
        {choice('preferredCommunication', COMMUNICATION_METHODS, (v) => t(`admin.client.communication.${v}`))}
        {text('salesman')}
        <div className="sm:col-span-2">{field('internalNotes', <Textarea rows={4} {...form.register('internalNotes')} />)}</div>
      </>
    ),
    billing: (
      <>
        {price('oneTimePrice')}
        {price('monthlyPrice')}
        {client?.paymentStatusFromInvoices ? (
          <DerivedField
            label={t('admin.client.fields.paymentStatus')}
            value={t(`admin.client.payment.${client.paymentStatus}`)}
            note={t('admin.client.paymentFromInvoices')}
          />
        ) : (
          choice('paymentStatus', PAYMENT_STATUSES, (v) => t(`admin.client.payment.${v}`), false)
        )}
        {text('contractUrl', { inputMode: 'url', placeholder: 'https://' })}
      </>
    ),
    invoicing: <ClientBillingFields form={form} />,
  };
  const invalidTabs = new Set(Object.keys(errors).map(tabOf));

  return (
    <Dialog closeLabel={t('common.close')}
      open={open}
      onOpenChange={(next) => {
        if (!mutation.isPending) onOpenChange(next);
      }}
      title={editing ? t('admin.client.form.editTitle') : t('admin.client.form.createTitle')}
      description={t('admin.client.form.description')}
      className="max-w-2xl"
    >
      <form noValidate onSubmit={form.handleSubmit((values) => mutation.mutate(values), showFirstError)}>
        <Tabs
          label={t('admin.client.form.sections')}
          value={tab}
          onValueChange={(v) => setTab(v as FormTab)}
          items={TAB_ORDER.map((name) => ({
            value: name,
            label: invalidTabs.has(name) ? (
              <span className="inline-flex items-center gap-1.5">
                <span aria-hidden="true" className="h-2 w-2 rounded-full bg-red-600" />
                <span className="sr-only">{t('admin.client.form.invalidTab', { tab: t(`admin.client.tabs.${name}`) })}</span>
                <span aria-hidden="true">{t(`admin.client.tabs.${name}`)}</span>
              </span>
            ) : (
              t(`admin.client.tabs.${name}`)
            ),
            content: <div className="grid gap-4 sm:grid-cols-2">{panels[name]}</div>,
          }))}
        />
        <div className="mt-6 flex flex-wrap justify-end gap-2">
          <Button variant="secondary" disabled={mutation.isPending} onClick={() => onOpenChange(false)}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" disabled={mutation.isPending}>
            {mutation.isPending ? t('admin.common.saving') : editing ? t('admin.client.form.submitEdit') : t('admin.client.form.submitCreate')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
