/**
 * Why an uploaded bank statement is refused, as machine codes (docs/product/payments.md#payments): the API
 * answers a refused file with 400 (413 when too large) on `file`, its English message, and `code` + `params`; the
 * back office words the message in the staff member's language from its own texts by the code
 * (admin.payments.upload.refused.<code>), saying what to download from the bank instead.
 */
export const STATEMENT_REFUSAL_CODES = [
  'empty',
  'tooLarge',
  'pdf',
  'mt940',
  'unknownFormat',
  'encoding',
  'xmlDoctype',
  'xmlMalformed',
  'xmlTooDeep',
  'xmlReservedName',
  'nulCharacter',
  'otherCamt',
  'notCamt053',
  'entry',
  'line',
  'amountTooLarge',
  'noCurrency',
  'mixedCurrencies',
  'otherCurrency',
  'unsupportedCurrency',
  'severalAccounts',
  'duplicateRef',
  'noHeader',
  'balance',
] as const;
export type StatementRefusalCode = (typeof STATEMENT_REFUSAL_CODES)[number];

/** The values a refusal's text names: the entry (camt.053) or line (GPC), a limit, a currency, a bank reference. */
export type StatementRefusalParams = Readonly<Record<string, string | number>>;

export interface StatementRefusal {
  code: StatementRefusalCode;
  params?: StatementRefusalParams;
}

export function isStatementRefusalCode(value: unknown): value is StatementRefusalCode {
  return typeof value === 'string' && (STATEMENT_REFUSAL_CODES as readonly string[]).includes(value);
}
