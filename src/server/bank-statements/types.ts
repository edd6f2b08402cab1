/**
 * A bank statement read from an uploaded file (camt.053 or GPC/ABO), before anything is stored: what the invoices
 * work imports and matches. Amounts are integer minor units, signed from the account's point of view (credit +,
 * debit −). Symbols are digits without leading zeros (VS, SS) or four digits (KS), as `normalizeSymbol` writes them.
 */
import { formatScaled } from '@/shared/money/document-money';
import { MAX_PAYMENT_MINOR } from '@/shared/schemas/payment';

export type StatementFormat = 'camt053' | 'gpc';

export interface StatementAccount {
  iban?: string;
  /** The Czech account number `[prefix-]number` (GPC, or camt.053 without an IBAN). */
  number?: string;
  bankCode?: string;
}

export interface StatementTransaction {
  /** The bank's unique id of the transaction: camt.053 AcctSvcrRef, GPC transaction id. Same file → same refs. */
  bankRef: string;
  /** yyyy-mm-dd */
  bookingDate: string;
  valueDate?: string;
  /** Signed integer minor units: credit +, debit −. */
  amountMinor: number;
  currency: string;
  variableSymbol?: string;
  constantSymbol?: string;
  specificSymbol?: string;
  counterpartyAccount?: string;
  counterpartyName?: string;
  message?: string;
}

export interface ParsedStatement {
  format: StatementFormat;
  account: StatementAccount;
  currency: string;
  statementId?: string;
  transactions: StatementTransaction[];
}

/** The largest payment a statement may hold, as the English messages write it ("1,000,000,000.00"). */
export const MAX_PAYMENT_TEXT = formatScaled(MAX_PAYMENT_MINOR, 2, 'en');

/** The largest statement file read (a month of a busy account in camt.053 is a few hundred kB). */
export const BANK_STATEMENT_MAX_BYTES = 5 * 1024 * 1024;

/** The deepest nesting of XML elements read: a camt.053 goes about 12 levels deep; more is refused, not parsed. */
export const STATEMENT_XML_MAX_DEPTH = 40;

/** Names of elements and attributes that are never in a statement and would name an object's prototype once read. */
export const STATEMENT_XML_RESERVED_NAMES = ['__proto__', 'constructor', 'prototype'] as const;

/** Why a file is refused; the upload route answers them as 400/413/415 naming the field `file`. */
export const BANK_STATEMENT_MESSAGES = {
  empty: 'The file is empty',
  tooLarge: `The file is larger than ${BANK_STATEMENT_MAX_BYTES / 1024 / 1024} MB`,
  pdf: 'A PDF statement cannot be read: download the statement as camt.053 (XML) or GPC (ABO) from the bank',
  mt940: 'MT940 statements are not supported: download the statement as camt.053 (XML) or GPC (ABO) from the bank',
  unknown: 'Not a camt.053 or GPC (ABO) bank statement (the format is read from the content, not the file name)',
  encoding: 'The file is not valid text in its declared encoding',
  xmlDoctype: 'The XML declares a DOCTYPE or entities, which bank statements never do; it was not read',
  xmlMalformed: (detail: string) => `The XML is malformed or incomplete (${detail})`,
  xmlTooDeep: `The XML nests elements deeper than ${STATEMENT_XML_MAX_DEPTH} levels, which no bank statement does; it was not read`,
  xmlReservedName: (name: string) => `The XML has an element or attribute named "${name}", which no bank statement has; it was not read`,
  xmlNul: (line: number) => `Line ${line} of the XML holds a NUL character, which XML does not allow; it was not read`,
  xmlOtherCamt: (kind: string) =>
    `This is a ${kind}, not a statement: download the camt.053 (BankToCustomerStatement) file from the bank`,
  xmlNotCamt053: 'An XML file that is no camt.053 bank statement (ISO 20022 BankToCustomerStatement, versions 001.02 to 001.08)',
  camtEntry: (entry: number, detail: string) => `Entry ${entry}: ${detail}`,
  noTransactionsCurrency: 'The statement names no currency (neither the account nor any entry)',
  mixedCurrencies: (currencies: string) => `The statement mixes currencies (${currencies}) without naming the account's currency`,
  otherCurrency: (entry: number, currency: string, accountCurrency: string) =>
    `Entry ${entry} is in ${currency}, the account in ${accountCurrency}`,
  severalAccounts: 'The file holds statements of several accounts; upload one account at a time',
  duplicateRef: (ref: string) => `The bank reference ${ref} appears twice in the file`,
  gpcLine: (line: number, detail: string) => `Line ${line}: ${detail}`,
  amountTooLarge: (amount: string, max: string) => `the amount ${amount} is more than the largest payment (${max})`,
  gpcNoHeader: 'The file does not start with a statement header (record 074)',
  gpcBalance: (statement: string) =>
    `Statement ${statement}: its transactions do not add up to the difference of its balances (the file is incomplete)`,
} as const;
