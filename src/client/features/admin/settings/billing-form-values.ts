/** The billing details form's values (z.input of the shared schema) from the stored details: '' for blanks. */
import type { AgencyBilling, AgencyBillingFormValues } from '@/shared/schemas/agency-billing';

export function billingFormValues(details: AgencyBilling): Required<AgencyBillingFormValues> {
  const text = (v: string | null) => v ?? '';
  return {
    companyName: text(details.companyName),
    street: text(details.street),
    city: text(details.city),
    postalCode: text(details.postalCode),
    country: details.country,
    ico: text(details.ico),
    dic: text(details.dic),
    vatPayer: details.vatPayer,
    registration: text(details.registration),
    bankAccount: text(details.bankAccount),
    iban: text(details.iban),
    proposalValidityDays: String(details.proposalValidityDays),
    invoiceDueDays: String(details.invoiceDueDays),
    recurringInvoiceMode: details.recurringInvoiceMode,
    firstReminderDays: String(details.firstReminderDays),
    secondReminderDays: String(details.secondReminderDays),
    addressFromProfile: details.addressFromProfile,
  };
}
