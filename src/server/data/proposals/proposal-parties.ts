/**
 * Who a proposal is from and to (docs/product/proposals.md#sending): the agency's billing details once they are
 * complete (Settings → Billing details), else the agency profile's name and address (Settings → Agency profile); the client's billing details where
 * filled, else its name, company and location. (The VAT mode a new proposal starts with is `defaultVatMode` in
 * src/shared/vat-treatment.ts.)
 */
import type { SnapshotParty, SnapshotSupplier } from '@/shared/proposal-snapshot';
import type { AgencyBilling } from '@/shared/schemas/agency-billing';
import type { AgencyProfile } from '@/shared/schemas/agency-profile';
import type { ClientRow } from '@/server/db/schema';

const joined = (...parts: (string | null)[]) => parts.filter((p): p is string => p !== null && p.trim() !== '').join(' ');
const labelled = (label: string, value: string | null) => (value ? [`${label}: ${value}`] : []);

/** The agency as the supplier: its billing details when complete, else its profile; its e-mail is the profile's. */
export function supplierOf(billing: AgencyBilling, profile: AgencyProfile): SnapshotSupplier {
  if (billing.missing.length > 0) {
    // Until the details are complete: the profile's name and address, Czech VAT (the default mode), no registration.
    const addressLines = [profile.street, `${profile.postalCode} ${profile.city}`];
    return {
      name: profile.name,
      lines: [...addressLines, profile.phone],
      email: profile.email,
      addressLines,
      ico: null,
      dic: null,
      vatPayer: true,
      registration: '',
      bankAccount: null,
      iban: null,
    };
  }
  const addressLines = [billing.street!, joined(billing.postalCode, billing.city), ...(billing.country !== 'CZ' ? [billing.country] : [])];
  return {
    name: billing.companyName!,
    lines: [...addressLines, ...labelled('IČO', billing.ico), ...labelled('DIČ', billing.dic), ...(billing.registration ? [billing.registration] : [])],
    email: profile.email,
    addressLines,
    ico: billing.ico,
    dic: billing.dic,
    vatPayer: billing.vatPayer,
    registration: billing.registration ?? '',
    bankAccount: billing.bankAccount,
    iban: billing.iban,
  };
}

/** The client as the customer: the billing name and address where filled in, with its IČO and DIČ. */
export function customerOf(client: ClientRow): SnapshotParty {
  const name = client.billingName ?? client.company ?? client.name;
  const address = client.billingStreet || client.billingCity
    ? [client.billingStreet ?? '', joined(client.billingPostalCode, client.billingCity), ...(client.billingCountry !== 'CZ' ? [client.billingCountry] : [])].filter((l) => l !== '')
    : client.location
      ? [client.location]
      : [];
  const contact = name !== client.name ? [client.name] : [];
  return {
    name,
    lines: [...contact, ...address, ...labelled('IČO', client.ico), ...labelled('DIČ', client.dic)],
    email: client.email,
    addressLines: [...contact, ...address],
    ico: client.ico,
    dic: client.dic,
  };
}

