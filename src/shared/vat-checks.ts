/**
 * VIES checks of EU VAT IDs (issue 37; docs/product/czech-services.md#vies--the-vat-id-check): what a check found,
 * the state a client shows, the proof an issued reverse-charge invoice rests on, and the reason codes of the refusals
 * the screens word in the reader's language.
 */
import { HOME_COUNTRY, vatPrefixOf } from './identifiers/eu';
import { normalizeVatId, vatIdCountry } from './identifiers/vat-id';

export const VAT_CHECK_OUTCOMES = ['valid', 'invalid', 'unavailable'] as const;
export type VatCheckOutcome = (typeof VAT_CHECK_OUTCOMES)[number];

/**
 * The VIES error codes (the published format). A code is never a verdict: INVALID_INPUT means the number is wrong for its
 * country, INVALID_REQUESTER_INFO the agency's own DIČ sent along; every other code means VIES could not answer now.
 */
export const VIES_INPUT_ERROR = 'INVALID_INPUT';
export const VIES_REQUESTER_ERROR = 'INVALID_REQUESTER_INFO';

/** One check as stored (vat_checks), dates as ISO instants. */
export interface VatCheck {
  id: number;
  vatId: string;
  outcome: VatCheckOutcome;
  /** What VIES told of the trader; '' when the member state does not disclose it ("---"). */
  name: string;
  address: string;
  /** The consultation number (VIES requestIdentifier); null when VIES gave none. */
  requestIdentifier: string | null;
  /** When VIES says it answered. */
  requestDate: string | null;
  /** No verdict: the VIES code (MS_UNAVAILABLE …) or the kind of failure (timeout, server_error, malformed …). */
  errorCode: string | null;
  checkedAt: string;
}

/**
 * What a client shows (GET/POST /api/admin/clients/:id/vat-check, and the client's save answer as `vatCheck`):
 * `applies` false for a client without an EU VAT ID of another member state (nothing to check).
 */
export interface ClientVatCheckState {
  applies: boolean;
  vatId: string | null;
  /** The newest check of this VAT ID, whatever its outcome. */
  latest: VatCheck | null;
  /** The newest valid check (what an invoice issued while VIES is down rests on). */
  lastValid: VatCheck | null;
}

/**
 * The check an issued reverse-charge invoice rests on, frozen in its snapshot (InvoiceSnapshot.vatCheck) and printed
 * as the proof behind "daň odvede zákazník". `valid` false only when no valid check existed and VIES could not be
 * asked at issue (`unavailableAtIssue`, `checkedAt` null): "VIES nedostupný, ověření chybí".
 */
export interface SnapshotVatCheck {
  vatId: string;
  valid: boolean;
  name: string;
  address: string;
  requestIdentifier: string | null;
  requestDate: string | null;
  checkedAt: string | null;
  /** VIES could not be asked when the invoice was issued: the proof is the last good check (or none). */
  unavailableAtIssue?: boolean;
}

/** The reason codes of refusals about VIES (`code` of the error answer; the client words them). */
export const VAT_CHECK_REASONS = {
  /** 409 on issuing: VIES says the customer's VAT ID is not valid (params: vatId). */
  invalid: 'viesInvalid',
  /** 400 naming the VAT ID: VIES says the number does not fit its country's format (params: vatId). */
  invalidInput: 'viesInvalidInput',
  /** 409: VIES refused the agency's own DIČ sent as the requester. */
  requesterInvalid: 'viesRequesterInvalid',
} as const;

export const VAT_CHECK_MESSAGES = {
  invalid: (vatId: string) => `VIES says the VAT ID ${vatId} is not valid: reverse charge cannot be used`,
  invalidInput: (vatId: string) => `VIES says the VAT ID ${vatId} does not fit its country's format`,
  requesterInvalid: "VIES refused the agency's own DIČ sent as the requester: check it in the billing details",
  notApplicable: 'The client has no EU VAT ID of another member state to check',
} as const;

/** A VAT ID as VIES asks for it: its member-state code (Greece EL, Northern Ireland XI) and the number without it. */
export interface ViesNumber {
  countryCode: string;
  vatNumber: string;
}

/**
 * The VIES parts of a VAT ID of another EU member state (or Northern Ireland, XI), or null for a Czech one, one of
 * no member state, or an empty one: only those are checked in VIES (a Czech DIČ is not reverse charge).
 */
export function viesNumberOf(vatId: string | null | undefined): ViesNumber | null {
  if (!vatId) return null;
  const id = normalizeVatId(vatId);
  if (/^XI[0-9A-Z]{2,13}$/.test(id)) return { countryCode: 'XI', vatNumber: id.slice(2) };
  const country = vatIdCountry(id);
  if (!country || country === HOME_COUNTRY) return null;
  const prefix = vatPrefixOf(country);
  const vatNumber = id.slice(prefix.length);
  return vatNumber === '' ? null : { countryCode: prefix, vatNumber };
}

/** A valid check may stand in for a new one this long (docs/product/czech-services.md#vies--the-vat-id-check). */
export const VALID_CHECK_REUSE_MS = 24 * 60 * 60 * 1000;
