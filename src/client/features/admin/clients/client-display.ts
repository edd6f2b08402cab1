/** How the client screens show client values: badge colours, web links, form ↔ record conversion. */
import type { AdminClient } from '@/shared/api-types';
import type { Language } from '@/shared/constants';
import { CLIENT_BILLING_DEFAULTS, CLIENT_DEFAULTS, type ClientFormValues, type ClientStatus, type PaymentStatus } from '@/shared/schemas/client';
import { minorToDecimalText } from '@/shared/money/minor-units';
import { MAX_ID } from '@/shared/schemas/fields';

/** Every client status and every payment status has its own colour (text ≥ 4.5:1 on its background). */
export const CLIENT_STATUS_CLASS: Record<ClientStatus, string> = {
  lead: 'bg-sky-100 text-sky-900',
  onboarding: 'bg-violet-100 text-violet-900',
  active: 'bg-green-100 text-green-900',
  paused: 'bg-amber-100 text-amber-900',
  completed: 'bg-slate-200 text-slate-800',
};

export const PAYMENT_STATUS_CLASS: Record<PaymentStatus, string> = {
  not_paid: 'bg-slate-100 text-slate-800 ring-1 ring-inset ring-slate-300',
  partial: 'bg-orange-100 text-orange-900 ring-1 ring-inset ring-orange-300',
  paid: 'bg-emerald-100 text-emerald-900 ring-1 ring-inset ring-emerald-300',
  overdue: 'bg-red-100 text-red-900 ring-1 ring-inset ring-red-300',
};

/** Route of a client's detail page. */
export const clientPath = (id: number) => `/admin/clients/${id}`;

/** A route id: digits only, no leading zero, within a PostgreSQL integer. */
export function parseClientId(value: string | undefined): number | null {
  if (!value || !/^[1-9][0-9]{0,9}$/.test(value)) return null;
  const id = Number(value);
  return id <= MAX_ID ? id : null;
}

/** A stored web address as a link target: 'pekarna.cz' (accepted as typed) opens as https://pekarna.cz. */
export function webHref(value: string): string {
  return /^https?:\/\//i.test(value) ? value : `https://${value}`;
}

/** A client field with a label (admin.client.fields.*). */
export type ClientFieldName = keyof ClientFormValues | 'createdAt';

/** The yyyy-MM-dd of a stored day, for a date input. */
export function dateInputValue(value: string | null): string {
  if (!value) return '';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '' : date.toISOString().slice(0, 10);
}

/**
 * The client form's values for a new client (the schema defaults) or for editing a stored one: every field of the
 * shared schema, as the inputs hold it (text; '' for blank). Typed over the schema, so a field added to it and not
 * here fails the typecheck.
 */
export function clientFormValues(language: Language, client?: AdminClient): Required<ClientFormValues> {
  const text = <T extends string>(v: T | null | undefined): T | '' => v ?? '';
  return {
    name: text(client?.name),
    email: text(client?.email),
    phone: text(client?.phone),
    website: text(client?.website),
    company: text(client?.company),
    companySize: text(client?.companySize),
    industry: text(client?.industry),
    location: text(client?.location),
    servicesRequired: text(client?.servicesRequired),
    startDate: dateInputValue(client?.startDate ?? null),
    expectedDelivery: dateInputValue(client?.expectedDelivery ?? null),
    currentStatus: client?.currentStatus ?? CLIENT_DEFAULTS.currentStatus,
    preferredCommunication: text(client?.preferredCommunication),
    salesman: text(client?.salesman),
    internalNotes: text(client?.internalNotes),
    oneTimePrice: minorToDecimalText(client?.oneTimePrice ?? CLIENT_DEFAULTS.oneTimePrice, language),
    monthlyPrice: minorToDecimalText(client?.monthlyPrice ?? CLIENT_DEFAULTS.monthlyPrice, language),
    contractUrl: text(client?.contractUrl),
    paymentStatus: client?.paymentStatus ?? CLIENT_DEFAULTS.paymentStatus,
    billingName: text(client?.billingName),
    ico: text(client?.ico),
    dic: text(client?.dic),
    billingStreet: text(client?.billingStreet),
    billingCity: text(client?.billingCity),
    billingPostalCode: text(client?.billingPostalCode),
    billingCountry: client?.billingCountry ?? CLIENT_BILLING_DEFAULTS.billingCountry,
    documentLanguage: client?.documentLanguage ?? CLIENT_BILLING_DEFAULTS.documentLanguage,
    vatPayer: client?.vatPayer ?? CLIENT_BILLING_DEFAULTS.vatPayer,
  };
}
