import { describe, expect, it } from 'vitest';
import { matchPayments, paymentStatus, type IncomingPayment, type OpenInvoice } from './match-payments';

const invoices: OpenInvoice[] = [
  { id: 'inv-1', variableSymbol: '20260001', currency: 'CZK', totalMinor: 1_210_000, paidMinor: 0 },
  { id: 'inv-2', variableSymbol: '20260002', currency: 'CZK', totalMinor: 500_000, paidMinor: 0 },
  { id: 'inv-3', variableSymbol: '20260003', currency: 'EUR', totalMinor: 151_235, paidMinor: 0 },
  { id: 'inv-4', variableSymbol: '20260004', currency: 'CZK', totalMinor: 99_900, paidMinor: 0 },
  { id: 'inv-5', variableSymbol: '20260005', currency: 'CZK', totalMinor: 300_000, paidMinor: 100_000 },
];

const pay = (bankRef: string, amountMinor: number, variableSymbol?: string, currency = 'CZK'): IncomingPayment => ({
  bankRef,
  amountMinor,
  currency,
  ...(variableSymbol ? { variableSymbol } : {}),
});

describe('matching bank payments to invoices', () => {
  it('matches by variable symbol (leading zeros aside) and keeps partial and over-payments visible', () => {
    const result = matchPayments(invoices, [
      pay('r1', 1_210_000, '0020260001'), // paid in full
      pay('r2', 200_000, '20260002'), // partial: 2 000 of 5 000
      pay('r3', 250_000, '20260005'), // 1 000 before + 2 500 now = 3 500 of 3 000: overpaid
    ]);
    expect(result.matches).toEqual([
      { bankRef: 'r1', invoiceId: 'inv-1', amountMinor: 1_210_000, by: 'variableSymbol' },
      { bankRef: 'r2', invoiceId: 'inv-2', amountMinor: 200_000, by: 'variableSymbol' },
      { bankRef: 'r3', invoiceId: 'inv-5', amountMinor: 250_000, by: 'variableSymbol' },
    ]);
    expect(result.unmatched).toEqual([]);
    expect(result.invoices.map((i) => [i.invoiceId, i.status, i.paidMinor, i.outstandingMinor])).toEqual([
      ['inv-1', 'paid', 1_210_000, 0],
      ['inv-2', 'partial', 200_000, 300_000],
      ['inv-3', 'unpaid', 0, 151_235],
      ['inv-4', 'unpaid', 0, 99_900],
      ['inv-5', 'overpaid', 350_000, -50_000],
    ]);
  });

  it('adds two partial payments of one invoice up to paid', () => {
    const result = matchPayments(invoices, [pay('a', 300_000, '20260002'), pay('b', 200_000, '20260002')]);
    expect(result.invoices.find((i) => i.invoiceId === 'inv-2')).toMatchObject({ matchedMinor: 500_000, status: 'paid', outstandingMinor: 0 });
  });

  it('falls back to the exact outstanding amount when the VS is missing or names no invoice', () => {
    const result = matchPayments(invoices, [pay('no-vs', 99_900), pay('typo', 151_235, '2026003', 'EUR')]);
    expect(result.matches).toEqual([
      { bankRef: 'no-vs', invoiceId: 'inv-4', amountMinor: 99_900, by: 'amount' },
      { bankRef: 'typo', invoiceId: 'inv-3', amountMinor: 151_235, by: 'amount' },
    ]);
  });

  it('takes the amount after the VS matches of the same import (outstanding, not total)', () => {
    // inv-5 has 2 000 outstanding; a payment of 2 000 without VS is its.
    expect(matchPayments(invoices, [pay('x', 200_000)]).matches).toEqual([{ bankRef: 'x', invoiceId: 'inv-5', amountMinor: 200_000, by: 'amount' }]);
    // After inv-2 was paid 3 000 by VS, its 2 000 outstanding ties with inv-5's: ambiguous, staff choose.
    const tie = matchPayments(invoices, [pay('vs', 300_000, '20260002'), pay('x', 200_000)]);
    expect(tie.unmatched).toEqual([{ bankRef: 'x', reason: 'ambiguous' }]);
  });

  it('requires the currency to agree', () => {
    const result = matchPayments(invoices, [pay('eur-on-czk', 1_210_000, '20260001', 'EUR'), pay('czk-amount', 151_235)]);
    expect(result.matches).toEqual([]);
    expect(result.unmatched).toEqual([
      { bankRef: 'eur-on-czk', reason: 'currency' },
      { bankRef: 'czk-amount', reason: 'noMatch' },
    ]);
    expect(result.invoices.every((i) => i.status === 'unpaid' || i.invoiceId === 'inv-5')).toBe(true);
  });

  it('lists a payment matching nothing as unmatched, and ignores debits', () => {
    const result = matchPayments(invoices, [pay('stranger', 12_345, '77'), pay('fee', -25_075)]);
    expect(result.unmatched).toEqual([{ bankRef: 'stranger', reason: 'noMatch' }]);
    expect(result.ignored).toEqual([{ bankRef: 'fee', reason: 'notCredit' }]);
  });

  it('is idempotent by bankRef: a second import of the same payments matches nothing more', () => {
    const payments = [pay('r1', 1_210_000, '20260001'), pay('r2', 200_000, '20260002'), pay('r2', 200_000, '20260002')];
    const first = matchPayments(invoices, payments);
    expect(first.matches.map((m) => m.bankRef)).toEqual(['r1', 'r2']);
    expect(first.ignored).toEqual([{ bankRef: 'r2', reason: 'duplicateInInput' }]);
    const second = matchPayments(invoices, payments, ['r1', 'r2']);
    expect(second.matches).toEqual([]);
    expect(second.unmatched).toEqual([]);
    expect(second.ignored.map((i) => i.reason)).toEqual(['alreadyImported', 'alreadyImported', 'alreadyImported']);
  });

  it('prefers, among invoices sharing a VS, the one whose outstanding amount equals the payment', () => {
    const shared: OpenInvoice[] = [
      { id: 'old', variableSymbol: '1', currency: 'CZK', totalMinor: 1_000, paidMinor: 1_000 },
      { id: 'a', variableSymbol: '1', currency: 'CZK', totalMinor: 5_000, paidMinor: 0 },
      { id: 'b', variableSymbol: '001', currency: 'CZK', totalMinor: 7_000, paidMinor: 0 },
    ];
    expect(matchPayments(shared, [pay('p', 7_000, '1')]).matches[0]?.invoiceId).toBe('b');
    expect(matchPayments(shared, [pay('p', 100, '1')]).matches[0]?.invoiceId).toBe('a');
  });

  it('names the status from total and paid', () => {
    expect([paymentStatus(100, 0), paymentStatus(100, 1), paymentStatus(100, 100), paymentStatus(100, 101)]).toEqual(['unpaid', 'partial', 'paid', 'overpaid']);
  });
});
