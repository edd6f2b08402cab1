/**
 * The client dialog filled from an enquiry (issue 12: "Create client"): a lead with the quote's services and prices.
 * The client form has one "services required" value ('multiple' for several), so the quote's plan, services and
 * payment mode open the internal notes, in words (issue 20, item 7), and stay with the client.
 */
import type { TFunction } from 'i18next';
import type { AdminMessage } from '@/shared/api-types';
import type { Language } from '@/shared/constants';
import { majorToMinor, minorToDecimalText } from '@/shared/money/minor-units';
import { servicesRequiredOf, type QuoteDetails } from '@/shared/schemas/quote';
import type { ClientFormValues } from '@/shared/schemas/client';
import { clientFormValues } from '../clients';

/** "Quote from the pricing page: Premium plan; services: Web development, Design; payment: Monthly focused." */
export function quoteSummary(quote: QuoteDetails, t: TFunction, language: Language): string {
  return t('admin.messages.clientFromQuote', {
    plan: quote.planNames?.[language] ?? t(`admin.messages.plans.${quote.plan}`),
    services: quote.services.length ? quote.services.map((s) => t(`admin.messages.services.${s}`)).join(', ') : t('admin.messages.detail.noServices'),
    paymentMode: t(`admin.messages.paymentModes.${quote.paymentMode}`),
  });
}

export function clientPrefill(message: AdminMessage, t: TFunction, language: Language): Required<ClientFormValues> {
  const price = (kc: number | undefined) => minorToDecimalText(majorToMinor(kc ?? 0), language);
  return {
    ...clientFormValues(language),
    name: message.name,
    email: message.email,
    phone: message.phone ?? '',
    servicesRequired: message.quote ? (servicesRequiredOf(message.quote.services) ?? '') : '',
    internalNotes: message.quote ? [quoteSummary(message.quote, t, language), message.message].filter(Boolean).join('\n\n') : message.message,
    currentStatus: 'lead',
    // Client prices are in Kč, as the quote's (whole Kč of the price list); the form shows them as typed text.
    oneTimePrice: price(message.quote?.priceCzk.setup),
    monthlyPrice: price(message.quote?.priceCzk.monthly),
  };
}
