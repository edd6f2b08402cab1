/**
 * How VAT applies to a client's documents (issue 22; docs/product/billing-details.md#vat-treatment, ZDPH §9(1)):
 *
 * - `non_payer_agency` — the agency is not a VAT payer: no VAT on any document ("Nejsem plátce DPH").
 * - `outside_eu` — a client outside the EU: services are supplied where the customer is; no Czech VAT.
 * - `reverse_charge` — a business in another EU member state with a VAT ID (a VAT payer with a DIČ): no Czech VAT;
 *   the document names their VAT ID and says "daň odvede zákazník" / "Reverse charge".
 * - `czech_vat` — everyone else: Czech clients (payers or not), and EU clients without a VAT ID (consumers).
 */
import { HOME_COUNTRY, isEuMemberState } from './identifiers/eu';
import type { VatMode } from './money/document-totals';

export const VAT_TREATMENTS = ['czech_vat', 'reverse_charge', 'outside_eu', 'non_payer_agency'] as const;
export type VatTreatment = (typeof VAT_TREATMENTS)[number];

/** What the rule reads of a client: its billing country (null: Czechia), VAT ID and whether it is a VAT payer. */
export interface VatClient {
  billingCountry: string | null;
  dic: string | null;
  vatPayer: boolean;
}

export interface VatAgency {
  vatPayer: boolean;
}

export function vatTreatmentFor(client: VatClient, agency: VatAgency): VatTreatment {
  if (!agency.vatPayer) return 'non_payer_agency';
  const country = client.billingCountry ?? HOME_COUNTRY;
  if (!isEuMemberState(country)) return 'outside_eu';
  if (country !== HOME_COUNTRY && client.vatPayer && client.dic !== null && client.dic.trim() !== '') return 'reverse_charge';
  return 'czech_vat';
}

const VAT_MODE_OF: Record<VatTreatment, VatMode> = {
  czech_vat: 'czech_vat',
  reverse_charge: 'reverse_charge',
  outside_eu: 'outside_eu',
  non_payer_agency: 'non_payer',
};

/**
 * The VAT mode a new proposal or invoice for this client starts with (the editors when a client is chosen, the server
 * when a draft leaves it out): the client's VAT treatment, or Czech VAT while the agency's billing details are still
 * incomplete (`missing`: until then it is not known whether the agency pays VAT).
 */
export function defaultVatMode(client: VatClient, agency: VatAgency & { missing: readonly unknown[] }): VatMode {
  return agency.missing.length > 0 ? 'czech_vat' : VAT_MODE_OF[vatTreatmentFor(client, agency)];
}

/** The words a document prints for reverse charge, per language. */
export const REVERSE_CHARGE_TEXT = { cs: 'daň odvede zákazník', en: 'Reverse charge' } as const;
