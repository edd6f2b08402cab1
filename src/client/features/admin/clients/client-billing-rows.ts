/** The client page's billing details tab (issue 22): the fields, and how VAT applies to the client's documents. */
import type { TFunction } from 'i18next';
import type { AdminClient } from '@/shared/api-types';
import type { Language } from '@/shared/constants';
import type { AgencyBilling } from '@/shared/schemas/agency-billing';
import { vatTreatmentFor } from '@/shared/vat-treatment';
import { countryName } from '../common/country-options';
import type { ClientFieldName } from './client-display';
import type { FieldRow } from './client-field-list';

/** The rows; the VAT treatment once the agency's details are loaded (it depends on whether the agency pays VAT). */
export function clientBillingRows(client: AdminClient, t: TFunction, lang: Language, agency: AgencyBilling | undefined): FieldRow[] {
  const f = (name: ClientFieldName) => t(`admin.client.fields.${name}`);
  const address = [client.billingStreet, [client.billingPostalCode, client.billingCity].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  const rows: FieldRow[] = [
    { label: f('billingName'), value: client.billingName },
    { label: f('ico'), value: client.ico },
    { label: f('dic'), value: client.dic },
    { label: f('vatPayer'), value: client.vatPayer ? t('admin.client.billing.vatPayerYes') : t('admin.client.billing.vatPayerNo') },
    { label: t('admin.client.billing.address'), value: address },
    { label: f('billingCountry'), value: countryName(client.billingCountry, lang) },
    { label: f('documentLanguage'), value: t(`admin.client.billing.language.${client.documentLanguage}`) },
  ];
  if (agency) rows.push({ label: t('admin.client.billing.vatTreatment'), value: t(`admin.client.billing.treatment.${vatTreatmentFor(client, agency)}`) });
  return rows;
}
