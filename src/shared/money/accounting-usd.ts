/**
 * Invoice money as the accounting's US cents (decision 022: a project's amounts are kept in dollars; docs/product/
 * payments.md#payments): haléře at ACCOUNTING_CZK_PER_USD; euro cents first to haléře at the invoice's own exchange
 * rate (thousandths of CZK per euro, the taxable-supply date's rate staff entered), then to US cents. Each step rounds
 * half away from zero, on integers only. The SQL of the clients, projects and accounting reads computes the same
 * (src/server/data/payments/invoice-balances.ts, tested against this).
 */
import type { InvoiceCurrency } from '../schemas/invoice';
import { czkMinorToUsdMinor } from './format-money';
import { divideRounded } from './document-totals';
import type { MinorUnits } from './minor-units';

/**
 * Euro cents as haléře at a rate in thousandths of CZK per euro (24.335 Kč/€ → 24335): cents × rate / 1000, the product
 * in BigInt (a price cap × a rate cap exceeds exact doubles). Also the invoice's VAT recap in CZK.
 */
export function eurMinorToCzkMinor(cents: MinorUnits, rateThousandths: number): MinorUnits {
  return Number(divideRounded(BigInt(cents) * BigInt(rateThousandths), 1000n));
}

/**
 * Cents of any foreign document currency (EUR, USD — issue 38) as haléře at a rate in thousandths of CZK per unit:
 * the same computation (US $361.00 at 23.105 Kč/$ → 36100 × 23105 / 1000 = 834 090.5 → 834 091 haléře).
 */
export const foreignMinorToCzkMinor = eurMinorToCzkMinor;

/**
 * An amount of an invoice's currency as US cents. A USD invoice's cents are the accounting's own (issue 38). An EUR
 * invoice without a rate (never issued so: the draft schema requires it) counts as 0 rather than as a guess.
 */
export function invoiceMinorToUsdMinor(amount: MinorUnits, currency: InvoiceCurrency, rateThousandths: number | null): MinorUnits {
  if (currency === 'USD') return amount;
  if (currency === 'CZK') return czkMinorToUsdMinor(amount);
  return rateThousandths === null ? 0 : czkMinorToUsdMinor(eurMinorToCzkMinor(amount, rateThousandths));
}
