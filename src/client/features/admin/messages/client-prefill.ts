/** The client dialog filled from an enquiry (issue 12: "Create client"): a lead with the quote's services and prices. */
import type { AdminMessage } from '@/shared/api-types';
import { servicesRequiredOf } from '@/shared/schemas/quote';
import { clientFormState, type ClientFormState } from '../clients';

export function clientPrefill(message: AdminMessage): ClientFormState {
  return {
    ...clientFormState(),
    name: message.name,
    email: message.email,
    phone: message.phone ?? '',
    servicesRequired: message.quote ? (servicesRequiredOf(message.quote.services) ?? '') : '',
    internalNotes: message.message,
    currentStatus: 'lead',
    // Client prices are kept in Kč, as the quote's.
    oneTimePrice: String(message.quote?.priceCzk.setup ?? 0),
    monthlyPrice: String(message.quote?.priceCzk.monthly ?? 0),
  };
}
