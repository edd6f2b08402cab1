/**
 * A Czech bank account number `[prefix-]number/bank`: prefix up to 6 digits, number 2–10 digits, bank code 4 digits.
 * Prefix and number each pass a mod-11 check with weights (right-aligned) 10, 5, 8, 4, 2, 1 and
 * 6, 3, 7, 9, 10, 5, 8, 4, 2, 1 (Czech National Bank decree 169/2011). Example: 19-2000145399/0800.
 */

export interface CzechAccount {
  /** Up to 6 digits, '' when there is none. */
  prefix: string;
  /** 2–10 digits, without leading zeros. */
  number: string;
  /** 4 digits. */
  bankCode: string;
}

const PREFIX_WEIGHTS = [10, 5, 8, 4, 2, 1] as const;
const NUMBER_WEIGHTS = [6, 3, 7, 9, 10, 5, 8, 4, 2, 1] as const;
const ACCOUNT_TEXT = /^(?:(\d{1,6})-)?(\d{2,10})\/(\d{4})$/;

/** Right-aligned weighted sum mod 11 is 0. */
function passesMod11(digits: string, weights: readonly number[]): boolean {
  const padded = digits.padStart(weights.length, '0');
  const sum = weights.reduce((total, weight, i) => total + weight * Number(padded[i]), 0);
  return sum % 11 === 0;
}

const stripZeros = (digits: string) => digits.replace(/^0+(?=\d)/, '');

/** The parts of an account number as typed (spaces ignored), or null when its form is wrong. Checksums not checked. */
export function parseCzechAccount(text: string): CzechAccount | null {
  const match = ACCOUNT_TEXT.exec(text.replace(/\s+/g, ''));
  if (!match) return null;
  const prefix = stripZeros(match[1] ?? '');
  return { prefix: prefix === '0' ? '' : prefix, number: stripZeros(match[2]!), bankCode: match[3]! };
}

/** What is wrong with an account number: its form, the prefix's or the number's check, or nothing. */
export function czechAccountProblem(text: string): 'format' | 'prefix' | 'number' | null {
  const account = parseCzechAccount(text);
  if (!account || /^0+$/.test(account.number)) return 'format';
  if (!passesMod11(account.prefix, PREFIX_WEIGHTS)) return 'prefix';
  if (!passesMod11(account.number, NUMBER_WEIGHTS)) return 'number';
  return null;
}

export function isValidCzechAccount(text: string): boolean {
  return czechAccountProblem(text) === null;
}

/** The normal form: 'prefix-number/bank' or 'number/bank', without leading zeros. */
export function formatCzechAccount(account: CzechAccount): string {
  return `${account.prefix ? `${account.prefix}-` : ''}${account.number}/${account.bankCode}`;
}
