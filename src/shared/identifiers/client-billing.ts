/**
 * A client's VAT ID and the checks across its billing fields (issue 22). A client in an EU member state has a VAT ID
 * of that state's format (Czech ones by the DIČ rule); a client elsewhere may have any tax number (Swiss, British…),
 * kept as typed in normal form.
 */
import { z } from 'zod';
import { BILLING_MESSAGES } from '../schemas/messages';
import { FIELD_MESSAGES, type TextInput } from '../schemas/fields';
import { billingAddressIssues } from './fields';
import { isEuMemberState } from './eu';
import { isValidVatId, normalizeVatId, vatIdCountry } from './vat-id';

/** An optional VAT ID in normal form ('cz 270 82 440' → 'CZ27082440'); its format is checked with the country. */
export const optionalClientVatId = () =>
  z.preprocess(
    (v: TextInput) => (v === undefined || v === null || (typeof v === 'string' && v.trim() === '') ? null : v),
    z.string({ error: FIELD_MESSAGES.textInvalid }).trim().max(30, FIELD_MESSAGES.textTooLong).transform(normalizeVatId).nullable(),
  );

interface ClientBilling {
  billingCountry: string;
  billingPostalCode: string | null;
  ico: string | null;
  dic: string | null;
  vatPayer: boolean;
}

/** What is wrong across a client's billing fields, each with the field it is about. */
export function clientBillingIssues(client: ClientBilling): { path: string; message: string }[] {
  const inEu = isEuMemberState(client.billingCountry);
  if (client.dic !== null && (inEu || vatIdCountry(client.dic) !== undefined) && !isValidVatId(client.dic)) {
    return [{ path: 'dic', message: BILLING_MESSAGES.dicInvalid }];
  }
  const issues = billingAddressIssues({
    country: client.billingCountry,
    postalCode: client.billingPostalCode,
    ico: client.ico,
    dic: client.dic,
    fields: { postalCode: 'billingPostalCode', dic: 'dic' },
  });
  if (inEu && client.vatPayer && client.dic === null) issues.push({ path: 'dic', message: BILLING_MESSAGES.dicRequired });
  return issues;
}
